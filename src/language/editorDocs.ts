/**
 * The shape of the template editor's docs of functions and directives: what
 * plugins/editor-docs.ts writes at build time (from src/reference/) and the
 * editor's hover and completion read (components/Workbench/Editor/).
 */
import type {EngineVersion} from '../versions';

export type EditorDoc = {
  /** As the docs write it: `.split(separator: str = " "): arr`, `@each(item in array)`. */
  signature: string;
  /** The first one or two sentences of the section, as plain text. */
  summary: string;
  /** The section in the built site: `/docs/v2/functions/str#split`. */
  url: string;
};

export type EditorDocs = {
  /**
   * By value type, then function name. The types are named as the docs'
   * function pages and signatures name them: `str`, `int`, `float`, `bool`,
   * `arr` (v1 has no `bool` functions).
   */
  functions: Record<string, Record<string, EditorDoc>>;
  /** By directive, with its `@`: `@each`. */
  directives: Record<string, EditorDoc>;
};

/** Every docs version's entries, by version name; what the plugin writes. */
export type EditorDocsIndex = Record<EngineVersion, EditorDocs>;
