/**
 * The error reference's entries and the matcher, loaded together on first
 * use (one chunk, "error-explain"): a page that shows no engine error never
 * fetches them.
 */
import type {Explanation} from '@site/src/errors/explain';

export type Explain = (printed: string, version: string) => Explanation | null;

let loading: Promise<Explain> | null = null;

export function loadExplain(): Promise<Explain> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "error-explain" */ '@site/src/errors/explain'),
    import(/* webpackChunkName: "error-explain" */ '@generated/error-catalog/default/errors.json'),
  ]).then(
    ([{explain}, data]) =>
      (printed, version) =>
        explain(printed, version, data.default),
    (error: unknown) => {
      // A failed fetch (offline) may succeed on the next error shown.
      loading = null;
      throw error;
    },
  );
  return loading;
}
