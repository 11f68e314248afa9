/**
 * The navbar's search box. Its code and its two files (the index and the
 * documents) load only when a visitor reaches for search (hover, focus,
 * click or Ctrl/Cmd+K), never with a page's first load. Until then a
 * look-alike input stands in its place. A load that fails (offline, a server
 * that answers 503 or a web page) says so, with a button to try again, and
 * the next hover, focus, click or Ctrl/Cmd+K tries again too, as does the
 * network coming back: never a "Loading..." for the rest of the visit.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {onDemand, type OnDemand} from '@site/src/client/onDemand';
import {fetchJson} from '@site/src/client/loadOnce';
import type {Props as LunrSearchBarProps, SearchFiles} from './LunrSearchBar';
import styles from './styles.module.css';

type Loaded = {Box: (props: LunrSearchBarProps) => ReactNode; files: SearchFiles};

/** The plugin's file names, from its global data (plugins/search.ts). */
type PluginData = {fileNames: {searchDoc: string; lunrIndex: string}};

let search: OnDemand<Loaded> | null = null;

/**
 * The box's code and files, loaded together on first use and kept for the
 * visit (every page's navbar then shows the box at once); a failed load is
 * tried again on the next use (src/client/loadOnce.ts).
 */
function searchLoader(docsUrl: string, indexUrl: string): OnDemand<Loaded> {
  search ??= onDemand(async () => {
    const [{default: Box}, docs, index] = await Promise.all([
      import('./LunrSearchBar'),
      fetchJson<SearchFiles['docs']>(docsUrl),
      fetchJson<SearchFiles['index']>(indexUrl),
    ]);
    if (!Array.isArray(docs.searchDocs) || docs.searchDocs.length === 0 || typeof index.texts !== 'string')
      throw new Error(`${docsUrl}, ${indexUrl}: not this site's search files`);
    return {Box, files: {docs, index}};
  });
  return search;
}

function shortcutLabel(): string {
  return /^Mac/.test(navigator.platform) ? 'Search ⌘+K' : 'Search Ctrl+K';
}

type Status = 'idle' | 'loading' | 'failed';

/**
 * Stays enabled while the box's code loads, so a visitor who tabbed onto it
 * keeps focus there (a disabled input would drop focus to the page).
 */
function StandIn({
  placeholder,
  inputRef,
  onWant,
  failure,
}: {
  placeholder: string;
  inputRef: RefObject<HTMLInputElement>;
  onWant: () => void;
  failure: {offline: boolean} | null;
}) {
  const messageId = useId();
  return (
    <div className={clsx('navbar__search', styles.standIn)}>
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        aria-describedby={failure ? messageId : undefined}
        className="navbar__search-input"
        placeholder={placeholder}
        readOnly
        onMouseEnter={onWant}
        onFocus={onWant}
        onClick={onWant}
      />
      {failure && (
        <div id={messageId} role="alert" className={styles.failure}>
          <p>
            {failure.offline
              ? 'Search could not load: you are offline. It will try again when you use it.'
              : 'Search could not load. It will try again when you use it.'}
          </p>
          <button type="button" className="button button--primary button--sm" onClick={onWant}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}

export default function SearchBar(): ReactNode {
  const {fileNames} = usePluginData('docusaurus-lunr-search') as PluginData;
  const baseUrl = useBaseUrl('/');
  const docsUrl = useBaseUrl(fileNames.searchDoc);
  const indexUrl = useBaseUrl(fileNames.lunrIndex);
  // The server cannot know the visitor's platform: the shortcut shows once hydrated.
  const hydrated = useIsBrowser();
  const label = hydrated ? shortcutLabel() : 'Search';
  const [loaded, setLoaded] = useState<Loaded | null>(() => search?.loaded() ?? null);
  const [status, setStatus] = useState<Status>('idle');
  const [offline, setOffline] = useState(false);

  const failed = useCallback((error: unknown) => {
    console.warn('Search could not load:', error);
    setOffline(navigator.onLine === false);
    setStatus('failed');
  }, []);

  const want = useCallback(() => {
    const resource = searchLoader(docsUrl, indexUrl);
    const done = resource.loaded();
    if (done) {
      setLoaded(done);
      return;
    }
    setStatus('loading');
    resource.load().then(setLoaded, failed);
  }, [docsUrl, indexUrl, failed]);

  // Files the list could not read are not kept: the next use loads them afresh.
  const boxFailed = useCallback(
    (error: unknown) => {
      search = null;
      setLoaded(null);
      failed(error);
    },
    [failed],
  );

  // The box is usable once its list is attached to its input; until then it
  // is out of sight and the stand-in, which keeps focus, stays in view.
  const [ready, setReady] = useState(false);
  const standInRef = useRef<HTMLInputElement>(null);
  const focusOnReady = useRef<HTMLInputElement | null>(null);
  const onBoxReady = useCallback((input: HTMLInputElement) => {
    // Focus follows only a visitor still on the search box; one who has
    // tabbed on or clicked elsewhere keeps their place.
    focusOnReady.current = document.activeElement === standInRef.current ? input : null;
    setReady(true);
  }, []);
  useLayoutEffect(() => {
    if (ready) focusOnReady.current?.focus();
  }, [ready]);

  useEffect(() => {
    if (ready) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        standInRef.current?.focus();
        want();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ready, want]);

  // A load that failed offline is tried again as soon as the network is back.
  useEffect(() => {
    if (status !== 'failed' || loaded) return undefined;
    window.addEventListener('online', want);
    return () => window.removeEventListener('online', want);
  }, [status, loaded, want]);

  const placeholder = status === 'loading' ? 'Loading...' : status === 'failed' ? 'Search (not loaded)' : label;
  const Box = loaded?.Box;
  return (
    <>
      {!ready && (
        <StandIn
          placeholder={placeholder}
          inputRef={standInRef}
          onWant={want}
          failure={status === 'failed' && !loaded ? {offline} : null}
        />
      )}
      {Box && loaded && (
        <div className={ready ? styles.boxShown : styles.boxLoading}>
          <Box files={loaded.files} baseUrl={baseUrl} placeholder={label} onReady={onBoxReady} onFailed={boxFailed} />
        </div>
      )}
    </>
  );
}
