/**
 * What the template editor's docs (textwireHover.ts) are about at a
 * position: the directive or function named there, read from the editor's
 * own tokens (textwireLanguage.ts), and its entries in the docs index.
 */
import type {EditorState} from '@codemirror/state';
import {ensureSyntaxTree, syntaxTree} from '@codemirror/language';
import type {EditorDoc, EditorDocs} from './loadEditorDocs';

/** What a position names: a directive, or a function with the type of its receiver when a literal shows it. */
export type DocTarget = {from: number; to: number} & (
  {kind: 'directive'; name: string} | {kind: 'function'; name: string; type: string | null}
);

/** A docs entry to show, with the type it belongs to when a function name is shared by several. */
export type DocEntry = {name: string; type: string | null; doc: EditorDoc};

/** The type a literal receiver shows, as the docs name types. */
function literalType(state: EditorState, tree: ReturnType<typeof syntaxTree>, dot: number): string | null {
  const receiver = tree.resolveInner(dot, -1);
  if (receiver.to !== dot) return null;
  if (receiver.name === 'string') return 'str';
  if (receiver.name === 'bool') return 'bool';
  if (receiver.name === 'number') return state.sliceDoc(receiver.from, receiver.to).includes('.') ? 'float' : 'int';
  return null;
}

/** The directive or function named at a position, from the editor's own tokens (so nothing in plain HTML text counts). */
export function docTargetAt(state: EditorState, pos: number, side: -1 | 1): DocTarget | null {
  // The tree up to the position, parsed a little further if the editor has not got there yet.
  const tree = ensureSyntaxTree(state, Math.min(state.doc.length, pos + 1), 50) ?? syntaxTree(state);
  const node = tree.resolveInner(pos, side);
  const text = state.sliceDoc(node.from, node.to);
  if (node.name === 'keyword' && text.startsWith('@'))
    return {kind: 'directive', name: text, from: node.from, to: node.to};
  if (
    (node.name === 'variableName.function' || node.name === 'variableName') &&
    state.sliceDoc(node.from - 1, node.from) === '.'
  ) {
    return {kind: 'function', name: text, type: literalType(state, tree, node.from - 1), from: node.from, to: node.to};
  }
  return null;
}

/** The entries for a target: a directive's, or a function's on its type, or on every type that has it when the type is unknown. */
export function docEntries(docs: EditorDocs, target: DocTarget): DocEntry[] {
  if (target.kind === 'directive') {
    const doc = docs.directives[target.name];
    return doc ? [{name: target.name, type: null, doc}] : [];
  }
  const types = target.type ? [target.type] : Object.keys(docs.functions);
  const found = types.flatMap((type) => {
    const doc = docs.functions[type]?.[target.name];
    return doc ? [{name: target.name, type, doc}] : [];
  });
  // One entry needs no type; several (`len`) say whose each is.
  return found.length === 1 ? [{...found[0], type: null}] : found;
}
