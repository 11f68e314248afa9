/**
 * The one way this site loads a part of itself later (a chunk, a data file):
 * every caller shares the load in progress, a load that succeeded is kept,
 * and a load that failed is forgotten, so the next use tries again. A failure
 * remembered for the rest of the visit left search, the error explanations or
 * the version switch broken until a reload (issue #53): the network drops for
 * a moment, a server answers 503 once.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * The JSON data at `url`, or an error that says why not: a response that is
 * not what was asked for (an error status, a web page in place of the data,
 * text that is not JSON) is a failed load, never data.
 */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: the server answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (/html/i.test(type)) throw new Error(`${url}: the server answered with a web page, not the data`);
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${url}: the server answered with something that is not JSON`);
  }
}
