/**
 * Checks the playground's data before it reaches the engine, so a typo in
 * the JSON gets a message that says where, and the last good output stays.
 */
export type DataCheck = {ok: true} | {ok: false; message: string};

function lineAndColumn(source: string, position: number): string {
  const before = source.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/**
 * Browsers word JSON.parse errors differently and not all give a position,
 * so the JSON grammar of the editor finds the first place that fails. The
 * grammar is loaded only when some data fails (it shares the editor's chunk):
 * with the page, its parse tables were a 10 ms task before hydration.
 */
async function describeFirstError(source: string): Promise<string> {
  let parser: typeof import('@lezer/json').parser;
  try {
    ({parser} = await import(/* webpackChunkName: "editor" */ '@lezer/json'));
  } catch {
    return 'check its commas, quotes and brackets';
  }
  let position = -1;
  parser.parse(source).iterate({
    enter(node) {
      if (position >= 0) return false;
      if (node.type.isError) position = node.from;
      return undefined;
    },
  });
  if (position < 0) return 'it ends too early or has a stray character';
  const found = source.slice(position).trimStart()[0];
  return `${found ? `unexpected "${found}"` : 'it ends too early'} at ${lineAndColumn(source, position)}`;
}

export async function checkData(source: string): Promise<DataCheck> {
  if (source.trim() === '') return {ok: true};
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return {ok: false, message: `The data is not valid JSON: ${await describeFirstError(source)}.`};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      ok: false,
      message: 'The data must be a JSON object, like {"name": "Anna"}: its keys become the template\'s variables.',
    };
  }
  return {ok: true};
}
