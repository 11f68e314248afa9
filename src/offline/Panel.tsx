/**
 * The offline copy's control: what saving takes, progress while it saves,
 * then "Remove offline copy"; plain words when the browser will not store
 * it. The work is src/offline/client.ts's. Infima's classes only: this
 * chunk loads when the page is idle, and CSS of its own would be in every
 * page's stylesheet.
 */
import React, {useState, useSyncExternalStore, type ReactNode} from 'react';
import {LATEST_VERSION} from '@site/src/versions';
import {
  offlineState,
  removeOfflineCopy,
  save,
  subscribe,
  type OfflineState,
  type SaveProblem,
} from '@site/src/offline/client';

const STARTING: OfflineState = {status: 'starting'};

/** Bytes as a reader reads them: "23.4 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const PROBLEMS: Record<SaveProblem, (size: string) => string> = {
  full: (size) =>
    `This device has no room for the offline copy (it needs ${size}). Nothing was kept; free some space and try again. The site works online as before.`,
  offline: () => 'The connection dropped while saving, so nothing was kept. Try again once you are back online.',
  blocked: () =>
    'Your browser does not let this site store files, so it cannot keep an offline copy. Everything still works while you are online.',
  failed: () => 'The offline copy could not be saved, so nothing was kept. Reload the page and try again.',
};

export default function Panel(): ReactNode {
  const state = useSyncExternalStore(subscribe, offlineState, () => STARTING);
  const [progress, setProgress] = useState<{done: number; total: number} | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.status === 'unsupported' || state.status === 'blocked') {
    return (
      <section aria-label="Offline copy">
        <p role="status">
          {state.status === 'blocked'
            ? PROBLEMS.blocked('')
            : 'This browser cannot keep an offline copy of the site. Everything works while you are online.'}
        </p>
      </section>
    );
  }
  const ready = state.status === 'ready';
  const size = ready ? megabytes(state.sizes.all) : null;
  const saved = ready && state.saved.all;

  const run = async (work: () => Promise<SaveProblem | null>) => {
    setBusy(true);
    setProblem(null);
    const found = await work();
    setProblem(found);
    setProgress(null);
    setBusy(false);
  };
  const saveAll = () => run(() => save('all', (done, total) => setProgress({done, total})));
  const remove = () => run(removeOfflineCopy);

  return (
    <section aria-label="Offline copy">
      {saved ? (
        <>
          <p>
            Saved on this device ({size}): the {LATEST_VERSION.name} docs, the tour, the playground with both engines,
            and search. They open without a connection.
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={remove} disabled={busy}>
            Remove offline copy
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={saveAll}
            disabled={!ready || busy}
          >
            {size ? `Save for offline (${size})` : 'Save for offline'}
          </button>
          <p>
            The {LATEST_VERSION.name} docs, the tour, the playground with both engines, and search, to read and run
            without a connection.
          </p>
        </>
      )}
      {progress && (
        <p role="status">
          <progress value={progress.done} max={progress.total} aria-label="Saving for offline" /> Saving…{' '}
          {megabytes(progress.done)} of {megabytes(progress.total)}
        </p>
      )}
      {problem && (
        <p role="alert" className="alert alert--danger">
          {PROBLEMS[problem](size ?? '')}
        </p>
      )}
    </section>
  );
}
