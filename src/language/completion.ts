/**
 * What the template editor offers at the cursor, worked out from the text
 * alone (no CodeMirror here, so the unit tests run it as it is):
 *
 * - after `@`: the engine's directives, each with the snippet it inserts;
 * - after `.`: the keys of a known object (JSON data, `loop`), or the
 *   built-in functions of the value's type when the type can be known
 *   (a literal, a data value, a loop variable over a known array, a variable
 *   assigned a known value, a call whose docs signature names its return
 *   type), and every function, by type, otherwise;
 * - inside `{{ }}` or a directive's parentheses: the data's keys, the
 *   variables assigned earlier and, inside a loop, its variable and `loop`.
 *
 * The lists come from the engine of the selected version (EngineMeta, read
 * from its wasm build) and the signatures from our docs (editorDocs.ts).
 */
import type {EngineMeta} from '@site/src/engine/client';
import type {EditorDoc, EditorDocs} from './editorDocs';
import {ENGINE_TYPE_NAMES, type ValueType} from './valueTypes';

export {ENGINE_TYPE_NAMES, type ValueType};

/** What completion knows about a value: its type, and its keys when it is a known object. */
export type ValueInfo = {
  type: ValueType | null;
  /** An object's keys with their values, or an array's element. */
  keys?: Map<string, ValueInfo>;
  element?: ValueInfo;
  /** The fields of the loop object, which are not data keys. */
  loop?: boolean;
};

export type CompletionKind = 'directive' | 'function' | 'key' | 'variable';

export type CompletionItem = {
  label: string;
  kind: CompletionKind;
  /** What is inserted: a snippet (`${1}` fields) for directives and functions. */
  snippet?: string;
  /** A signature or a type, shown beside the label. */
  detail?: string;
  /** The value type a function belongs to, when all types are offered. */
  section?: string;
  doc?: EditorDoc;
};

export type CompletionResult = {from: number; items: CompletionItem[]};

export type CompletionEnv = {
  meta: EngineMeta;
  /** The JSON data's text; invalid data offers no keys. */
  data: string;
  docs?: EditorDocs | null;
};

const UNKNOWN: ValueInfo = {type: null};

/** The engine decodes whole JSON numbers as int, others as float (engine/internal/jsondata). */
export function jsonValueInfo(value: unknown): ValueInfo {
  if (typeof value === 'string') return {type: 'str'};
  if (typeof value === 'boolean') return {type: 'bool'};
  if (typeof value === 'number') return {type: Number.isInteger(value) ? 'int' : 'float'};
  if (Array.isArray(value)) return {type: 'arr', element: mergeInfos(value.map(jsonValueInfo))};
  if (value && typeof value === 'object') {
    return {type: 'obj', keys: new Map(Object.entries(value).map(([key, v]) => [key, jsonValueInfo(v)]))};
  }
  return UNKNOWN;
}

/** An array's element: the type all elements share, and every key any object element has. */
function mergeInfos(infos: ValueInfo[]): ValueInfo | undefined {
  if (infos.length === 0) return undefined;
  const type = infos.every((info) => info.type === infos[0].type) ? infos[0].type : null;
  const keys = new Map<string, ValueInfo>();
  for (const info of infos) for (const [key, value] of info.keys ?? []) if (!keys.has(key)) keys.set(key, value);
  return {type, keys: keys.size > 0 ? keys : undefined};
}

let lastData: {text: string; info: ValueInfo} | null = null;

/** The data as completion knows it; read again only when its text changes, not at each keystroke. */
export function dataInfo(data: string): ValueInfo {
  if (lastData?.text === data) return lastData.info;
  let info: ValueInfo;
  try {
    info = jsonValueInfo(JSON.parse(data));
  } catch {
    info = UNKNOWN;
  }
  if (info.type !== 'obj') info = {type: 'obj', keys: new Map()};
  lastData = {text: data, info};
  return info;
}

/** The long type names of v1's docs signatures (`str.len() -> integer`). */
const LONG_TYPE_NAMES: Record<string, ValueType> = {
  string: 'str',
  integer: 'int',
  boolean: 'bool',
  array: 'arr',
  object: 'obj',
};

/**
 * The return type a docs signature names: `.split(separator: str = " "): arr`
 * (v2) and `str.split(separator = " ") -> array` (v1) give arr, `.at(): str | nil`
 * gives str; `any` or several types give null.
 */
export function returnType(signature: string | undefined): ValueType | null {
  const written = /\)\s*(?::|->)\s*([\w\s|]+)$/.exec(signature ?? '')?.[1];
  const types = (written ?? '')
    .split('|')
    .map((type) => type.trim())
    .filter((type) => type && type !== 'nil');
  if (types.length !== 1) return null;
  const type = LONG_TYPE_NAMES[types[0]] ?? types[0];
  return Object.values(ENGINE_TYPE_NAMES).includes(type as ValueType) ? (type as ValueType) : null;
}

const STRING_LITERALS = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/**
 * Where the Textwire expression around the end of `before` starts: after an
 * unclosed `{{`, or after the `(` of a directive whose parentheses are still
 * open; -1 outside Textwire code.
 */
function expressionStart(before: string): number {
  const open = before.lastIndexOf('{{');
  if (open >= 0 && before.indexOf('}}', open) < 0 && !before.startsWith('{{--', open)) return open + 2;
  const directive = /@\w+\(/g;
  let last = -1;
  for (let m = directive.exec(before); m; m = directive.exec(before)) last = m.index + m[0].length;
  if (last < 0) return -1;
  let depth = 1;
  for (const char of before.slice(last).replace(STRING_LITERALS, '')) {
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return -1;
  }
  return last;
}

/** In an expression and not inside one of its string literals. */
function inExpression(before: string): boolean {
  const start = expressionStart(before);
  return start >= 0 && !/["']/.test(before.slice(start).replace(STRING_LITERALS, ''));
}

/** The variables at a place, and whether an @each's `loop` object is there (@for has none). */
type Scope = {variables: Map<string, ValueInfo>; inLoop: boolean};

const BLOCK_OPENERS = /@(if|each|for)\s*\(|@end\b/g;

/**
 * The variables visible at the end of `before`: those assigned in `{{ }}`
 * (`{{ x = "a" }}`), and the variables of the loops still open there
 * (`@each(x in items)`, `@for(i = 0; ...)`), with what is known of them.
 */
function scopeAt(before: string, data: ValueInfo, docs: EditorDocs | null | undefined): Scope {
  const variables = new Map<string, ValueInfo>();
  const assignments = /\{\{\s*([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*?)\s*\}\}/g;
  for (const m of before.matchAll(assignments)) {
    variables.set(m[1], typeOfExpression(m[2], {variables, inLoop: false}, data, docs));
  }
  // Loops still open: a stack of openers, each @end closing the last.
  const open: Array<{kind: string; at: number}> = [];
  for (const m of before.matchAll(BLOCK_OPENERS)) {
    if (m[0].startsWith('@end')) open.pop();
    else open.push({kind: m[1], at: m.index + m[0].length});
  }
  let inLoop = false;
  for (const block of open) {
    const args = before.slice(block.at);
    const each = /^\s*([A-Za-z_]\w*)\s+in\s+([^)]*)\)/.exec(args);
    if (block.kind === 'each') {
      inLoop = true;
      if (each) variables.set(each[1], typeOfExpression(each[2], {variables, inLoop}, data, docs).element ?? UNKNOWN);
    }
    const forInit = /^\s*([A-Za-z_]\w*)\s*=\s*([^;]*);/.exec(args);
    if (block.kind === 'for' && forInit)
      variables.set(forInit[1], typeOfExpression(forInit[2], {variables, inLoop}, data, docs));
  }
  return {variables, inLoop};
}

/** A value written as a literal, or null. */
function literalInfo(text: string): ValueInfo | null {
  if (/^"(?:[^"\\]|\\.)*"$|^'(?:[^'\\]|\\.)*'$/.test(text)) return {type: 'str'};
  if (/^-?\d+$/.test(text)) return {type: 'int'};
  if (/^-?\d+\.\d+$/.test(text)) return {type: 'float'};
  if (/^(?:true|false)$/.test(text)) return {type: 'bool'};
  if (/^\[[\s\S]*\]$/.test(text)) {
    const first = /^\[\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|true|false)\s*[,\]]/.exec(text)?.[1];
    return {type: 'arr', element: first ? (literalInfo(first) ?? undefined) : undefined};
  }
  if (/^\{[\s\S]*\}$/.test(text)) return {type: 'obj'};
  return null;
}

/**
 * Splits a chain such as `user.address.city`, `"a b".split(" ")`,
 * `items[0].name` into its base and its steps (a key, a call, an index).
 */
function splitChain(text: string): {base: string; steps: string[]} | null {
  const steps: string[] = [];
  let end = text.length;
  while (end > 0) {
    const rest = text.slice(0, end);
    const call = /\.([A-Za-z_]\w*)\s*\((?:[^()]|\([^()]*\))*\)$/.exec(rest);
    const key = /\.([A-Za-z_]\w*)$/.exec(rest);
    const index = /\[[^[\]]*\]$/.exec(rest);
    const match = call ?? key ?? index;
    if (!match) break;
    // `1.5` is a number, not the key `5` of 1.
    if (key && !call && /\d$/.test(rest.slice(0, key.index)) && /^\d/.test(key[1])) break;
    steps.unshift(call ? `${call[1]}()` : key ? key[1] : '[]');
    end = match.index;
    if (!call && !key && index && /^\s*$/.test(rest.slice(0, end))) return null;
  }
  return {base: text.slice(0, end).trim(), steps};
}

/** What is known of a (short) expression: a literal, a name and the steps after it. */
export function typeOfExpression(
  text: string,
  scope: Scope,
  data: ValueInfo,
  docs: EditorDocs | null | undefined,
): ValueInfo {
  const trimmed = text.trim();
  const literal = literalInfo(trimmed);
  if (literal) return literal;
  const chain = splitChain(trimmed);
  if (!chain) return UNKNOWN;
  let value: ValueInfo = baseInfo(chain.base, scope, data) ?? UNKNOWN;
  for (const step of chain.steps) {
    if (step === '[]') value = value.element ?? UNKNOWN;
    else if (step.endsWith('()')) {
      const name = step.slice(0, -2);
      value = {type: value.type ? returnType(docs?.functions[value.type]?.[name]?.signature) : null};
    } else value = value.keys?.get(step) ?? UNKNOWN;
  }
  return value;
}

function baseInfo(base: string, scope: Scope, data: ValueInfo): ValueInfo | null {
  const literal = literalInfo(base);
  if (literal) return literal;
  if (!/^[A-Za-z_]\w*$/.test(base)) return null;
  if (base === 'loop' && scope.inLoop) return {type: 'obj', loop: true};
  return scope.variables.get(base) ?? data.keys?.get(base) ?? null;
}

/** The expression right before a `.`: from the last place an expression can start. */
function expressionBeforeDot(before: string): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = before.length - 1; i >= 0; i--) {
    const char = before[i];
    if (quote) {
      if (char === quote && before[i - 1] !== '\\') quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === ')' || char === ']' || char === '}') depth++;
    else if (char === '(' || char === '[' || char === '{') {
      if (depth === 0) return before.slice(i + 1);
      depth--;
    } else if (depth === 0 && /[\s,;!=<>+\-*/%?:&|~]/.test(char)) return before.slice(i + 1);
  }
  return before;
}

/** A directive's snippet in CodeMirror's form: the lsp's `$1` becomes `${1}`, `$0` the end. */
export function directiveSnippet(insert: string): string {
  return insert.replace(/[{}]/g, (brace) => `\\${brace}`).replace(/\$(\d+)/g, '$${$1}');
}

function functionItems(
  meta: EngineMeta,
  docs: EditorDocs | null | undefined,
  type: ValueType | null,
): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const [engineType, names] of Object.entries(meta.functions)) {
    const valueType = ENGINE_TYPE_NAMES[engineType] ?? engineType.toLowerCase();
    if (type && valueType !== type) continue;
    for (const name of names) {
      const doc = docs?.functions[valueType]?.[name];
      const takesArguments = !doc || !/\(\s*\)/.test(doc.signature);
      items.push({
        label: name,
        kind: 'function',
        snippet: takesArguments ? `${name}(\${})` : `${name}()`,
        detail: doc?.signature ?? `${valueType} function`,
        section: type ? undefined : valueType,
        doc,
      });
    }
  }
  return items;
}

function keyItems(value: ValueInfo, meta: EngineMeta): CompletionItem[] {
  if (value.loop) return meta.loop.map((field) => ({label: field, kind: 'key', detail: 'loop field'}));
  return [...(value.keys ?? [])].map(([key, info]) => ({label: key, kind: 'key', detail: info.type ?? undefined}));
}

/** Whether picking the item would insert no more than its label (`@end`, a key). */
export function insertsOnlyLabel(item: CompletionItem): boolean {
  return item.snippet === undefined || item.snippet === item.label;
}

/**
 * Nothing is offered once the word typed is an item that would insert only
 * itself (`@end`, `@else`, a data key): Enter then starts a new line, as
 * typed, instead of picking what is already there. `@each` still offers its
 * snippet.
 */
function unlessComplete(typed: string, result: CompletionResult): CompletionResult | null {
  return result.items.some((item) => item.label === typed && insertsOnlyLabel(item)) ? null : result;
}

/**
 * What to offer with the cursor at `pos` of `text`, or null for nothing.
 * Only the text before the cursor is read: `text` may end there.
 */
export function completionsAt(
  text: string,
  pos: number,
  env: CompletionEnv,
  explicit = false,
): CompletionResult | null {
  const before = text.slice(0, pos);
  const word = /[A-Za-z_]\w*$/.exec(before)?.[0] ?? '';
  const wordStart = pos - word.length;
  const lead = before.slice(0, wordStart);

  // A directive: `@` and a name, not escaped (\@) and not part of a word (an e-mail address).
  if (/(?:^|[^\w\\])@$/.test(lead) && expressionStart(lead.slice(0, -1)) < 0) {
    return unlessComplete(`@${word}`, {
      from: wordStart - 1,
      items: env.meta.directives.map(({name, insert}) => ({
        label: name,
        kind: 'directive',
        snippet: directiveSnippet(insert || name),
        detail: env.docs?.directives[name]?.signature,
        doc: env.docs?.directives[name],
      })),
    });
  }
  if (!inExpression(lead)) return null;
  const data = dataInfo(env.data);
  const scope = scopeAt(lead, data, env.docs);

  // After a dot: the value's keys or its functions.
  if (lead.endsWith('.')) {
    const expression = expressionBeforeDot(lead.slice(0, -1));
    if (/^\d+$/.test(expression.trim()) && /^\d/.test(word)) return null; // typing a float: 1.5
    if (expression.trim() === '') return null;
    const value = typeOfExpression(expression, scope, data, env.docs);
    const items = value.type === 'obj' ? keyItems(value, env.meta) : functionItems(env.meta, env.docs, value.type);
    return unlessComplete(word, {from: wordStart, items});
  }

  // A name: variables in scope, `loop` in a loop, the data's keys.
  if (!word && !explicit) return null;
  if (/\d$/.test(lead)) return null;
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  const add = (label: string, detail: string | undefined, kind: CompletionKind) => {
    if (seen.has(label)) return;
    seen.add(label);
    items.push({label, kind, detail});
  };
  for (const [name, info] of scope.variables) add(name, info.type ?? 'variable', 'variable');
  if (scope.inLoop) add('loop', 'loop object', 'variable');
  for (const [key, info] of data.keys ?? []) add(key, info.type ?? undefined, 'key');
  return items.length > 0 ? unlessComplete(word, {from: wordStart, items}) : null;
}
