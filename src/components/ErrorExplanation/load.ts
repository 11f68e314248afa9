/**
 * The error reference's entries and the matcher, loaded together on first
 * use (one chunk, "error-explain"): a page that shows no engine error never
 * fetches them.
 */
import type {Explanation} from '@site/src/errors/explain';
import {loadOnce} from '@site/src/client/loadOnce';

export type Explain = (printed: string, version: string) => Explanation | null;

/** A failed fetch (offline) is tried again for the next error shown. */
export const loadExplain: () => Promise<Explain> = loadOnce(() =>
  Promise.all([
    import(/* webpackChunkName: "error-explain" */ '@site/src/errors/explain'),
    import(/* webpackChunkName: "error-explain" */ '@generated/error-catalog/default/errors.json'),
  ]).then(
    ([{explain}, data]) =>
      (printed, version) =>
        explain(printed, version, data.default),
  ),
);
