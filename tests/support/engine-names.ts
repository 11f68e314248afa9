/** The engine's own lists of built-in functions and directives, read from its source in the Go module cache. */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {EngineVersion} from '../../src/engine/client';
import {engineSourceDir} from './go';
import {FUNCTION_PAGES as SITE_FUNCTION_PAGES} from '../../src/language/valueTypes';

/** Object type in the engine's `functions` map (`STR_OBJ`) -> docs page (`str`), from src/language/valueTypes.ts. */
export const FUNCTION_PAGES: Record<string, string> = Object.fromEntries(
  Object.values(SITE_FUNCTION_PAGES).map(({page}) => {
    const type = page.replace(/^functions\/|\.md$/g, '');
    return [`${type.toUpperCase()}_OBJ`, type];
  }),
);

/** Reads the `functions` map of evaluator/ (func.go in v2, functions.go in v1). */
export function builtinFunctions(version: EngineVersion): Map<string, string[]> {
  const dir = join(engineSourceDir(version), 'evaluator');
  const file = ['func.go', 'functions.go'].map((f) => join(dir, f)).find(existsSync)!;
  const source = readFileSync(file, 'utf8');
  const body = /var functions = map\[[^\]]+\][^{]*\{([\s\S]*?)\n\}/.exec(source)![1];
  const result = new Map<string, string[]>();
  for (const block of body.matchAll(/object\.(\w+_OBJ):\s*\{([\s\S]*?)\}\s*,\s*(?=object\.|$)/g)) {
    result.set(
      block[1],
      [...block[2].matchAll(/"(\w+)":/g)].map((m) => m[1]),
    );
  }
  return result;
}

/** Reads the `directives` map of the lexer's token package. */
export function directives(version: EngineVersion): string[] {
  const source = readFileSync(join(engineSourceDir(version), 'token', 'token.go'), 'utf8');
  const body = /var directives = map\[string\]TokenType\{([\s\S]*?)\n\}/.exec(source)![1];
  return [...body.matchAll(/"(@\w+)":/g)].map((m) => m[1]);
}

/** Reads the fields of the loop object the evaluator sets in each loop (`SetLoopVar`). */
export function loopFields(version: EngineVersion): string[] {
  const source = readFileSync(join(engineSourceDir(version), 'evaluator', 'evaluator.go'), 'utf8');
  const body = /SetLoopVar\(map\[string\]object\.Object\{([\s\S]*?)\n\s*\}\)/.exec(source)![1];
  return [...body.matchAll(/"(\w+)":/g)].map((m) => m[1]);
}
