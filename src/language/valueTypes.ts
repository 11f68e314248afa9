/**
 * The engine's value types, in one table: the name the engine prints for
 * each (its object types, in error messages and its metadata: `STRING`),
 * the short name the docs and completion use (`str`, which is also the docs
 * page of its functions, `functions/str.md`, and the prefix of the constant
 * in the engine's Go source, `object.STR_OBJ`), and the heading
 * llms-small.txt lists its functions under. Completion
 * (src/language/completion.ts), llms-small.txt
 * (src/llms/llmsSmall.ts) and the tests that read the engine's source
 * (tests/support/engine-names.ts) all read it here. No React.
 */

/** Value types as the docs and the engines' error messages name them. */
export type ValueType = 'str' | 'int' | 'float' | 'bool' | 'arr' | 'obj';

/**
 * Each engine type name, with its short name and the heading of its
 * functions in llms-small.txt (null: a type with no functions page). In the
 * order llms-small.txt lists them.
 */
export const ENGINE_VALUE_TYPES: Readonly<Record<string, {type: ValueType; label: string | null}>> = {
  STRING: {type: 'str', label: 'Strings'},
  ARRAY: {type: 'arr', label: 'Arrays'},
  INTEGER: {type: 'int', label: 'Integers'},
  FLOAT: {type: 'float', label: 'Floats'},
  BOOLEAN: {type: 'bool', label: 'Booleans'},
  OBJECT: {type: 'obj', label: null},
};

/** The engine's object type names (object/object.go) as the docs name them. */
export const ENGINE_TYPE_NAMES: Readonly<Record<string, ValueType>> = Object.fromEntries(
  Object.entries(ENGINE_VALUE_TYPES).map(([name, {type}]) => [name, type]),
);

/** The page of a type's functions, inside a docs version's folder. */
export const functionsPage = (type: ValueType): string => `functions/${type}.md`;

/** The types with a functions page, by engine type name, with that page and their heading (in llms-small.txt's order). */
export const FUNCTION_PAGES: Readonly<Record<string, {page: string; label: string}>> = Object.fromEntries(
  Object.entries(ENGINE_VALUE_TYPES).flatMap(([name, {type, label}]) =>
    label === null ? [] : [[name, {page: functionsPage(type), label}]],
  ),
);
