/**
 * The playground: a template and its JSON data in, the real Textwire engine
 * (WebAssembly, in a Web Worker) runs as you type, the result out as HTML
 * source and as a preview in a sandboxed frame that cannot run scripts.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ENGINE_RELEASES, ENGINE_VERSIONS, type EvalResult} from '../../engine/client';
import {getBrowserEngine} from '../../engine/browser';
import CodeEditor from './CodeEditor';
import {checkData, errorLine} from './jsonData';
import {decodeState, encodeState, playgroundHref, STATE_PARAM, type PlaygroundState} from './shareState';
import {LATEST_VERSION} from '../../versions';
import styles from './styles.module.css';

const TYPING_PAUSE_MS = 250;

export const SAMPLE: PlaygroundState = {
  version: LATEST_VERSION.name,
  template: `<h1>{{ title.upper() }}</h1>

@if(items.len() > 0)
    <ul>
        @each(item in items)
            <li>{{ loop.iter }}. {{ item.capitalize() }}</li>
        @end
    </ul>
@else
    <p>Nothing to show.</p>
@end
`,
  data: `{
  "title": "Reading list",
  "items": ["the go programming language", "designing data-intensive applications"]
}
`,
};

type Status =
  | {kind: 'idle'}
  | {kind: 'running'}
  | {kind: 'ok'}
  | {kind: 'problem'; title: string; message: string; line?: number | null};

function stateFromAddress(): PlaygroundState | null {
  return decodeState(new URLSearchParams(window.location.search).get(STATE_PARAM));
}

function describe(result: EvalResult): Status {
  switch (result.status) {
    case 'ok':
      return {kind: 'ok'};
    case 'error':
      return {kind: 'problem', title: 'Textwire error', message: result.message, line: errorLine(result.message)};
    case 'data-error':
      return {kind: 'problem', title: 'Data error', message: result.message};
    case 'timeout':
      return {kind: 'problem', title: 'Stopped', message: result.message};
    case 'crash':
      return {kind: 'problem', title: 'Engine crash', message: result.message};
    case 'unavailable':
      return {kind: 'problem', title: 'Engine unavailable', message: result.message};
  }
}

export default function Playground(): ReactNode {
  // The page is prerendered with the sample, every box at its final size, so
  // nothing moves when the editors and the engine arrive; a shared link's
  // state replaces the sample once in the browser.
  const [state, setState] = useState<PlaygroundState>(SAMPLE);
  const [output, setOutput] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [copied, setCopied] = useState<string | null>(null);
  const assetBase = useBaseUrl('/engine/');
  const run = useRef(0);

  useEffect(() => {
    const shared = stateFromAddress();
    if (shared) setState(shared);
  }, []);

  const update = useCallback((patch: Partial<PlaygroundState>) => setState((s) => ({...s, ...patch})), []);

  // Evaluate after a pause in typing; a newer run makes older answers stale.
  useEffect(() => {
    const id = ++run.current;
    const timer = setTimeout(async () => {
      const data = await checkData(state.data);
      if (id !== run.current) return;
      if (!data.ok) {
        setStatus({kind: 'problem', title: 'Data error', message: data.message});
        return;
      }
      setStatus({kind: 'running'});
      const result = await getBrowserEngine(state.version, assetBase).evaluate(state.template, state.data);
      if (id !== run.current) return;
      if (result.status === 'ok') setOutput(result.output);
      setStatus(describe(result));
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state, assetBase]);

  // Keep the address bar in step, so reloading or copying it keeps the work;
  // the sample needs no state, so /playground stays a clean address. (The
  // effect that reads a shared link is declared above, so it runs first.)
  useEffect(() => {
    const url = new URL(window.location.href);
    if (state === SAMPLE) url.searchParams.delete(STATE_PARAM);
    else url.searchParams.set(STATE_PARAM, encodeState(state));
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    setCopied(null);
  }, [state]);

  const copyLink = async () => {
    const shareUrl = new URL(playgroundHref(state), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('Link copied to the clipboard.');
    } catch {
      setCopied('The clipboard is not available here: copy the link from the address bar.');
    }
  };

  return (
    <div className={styles.playground}>
      <div className={styles.toolbar}>
        <fieldset className={styles.versions}>
          <legend className={styles.legend}>Engine</legend>
          {ENGINE_VERSIONS.map((version) => (
            <label key={version} className={clsx(styles.version, state.version === version && styles.versionActive)}>
              <input
                type="radio"
                name="engine-version"
                value={version}
                checked={state.version === version}
                onChange={() => update({version})}
              />
              {version} <span className={styles.release}>({ENGINE_RELEASES[version]})</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary button--sm" onClick={copyLink}>
          Copy link
        </button>
        <button type="button" className="button button--link button--sm" onClick={() => setState(SAMPLE)}>
          Reset
        </button>
        <span role="status" className={styles.copied}>
          {copied}
        </span>
      </div>

      <div className={styles.panes}>
        <section className={styles.inputs} aria-label="Input">
          <h2 className={styles.paneTitle} id="template-title">
            Template
          </h2>
          <CodeEditor id="template-editor" label="Template" language="textwire" value={state.template} onChange={(template) => update({template})} />
          <h2 className={styles.paneTitle} id="data-title">
            Data (JSON)
          </h2>
          <CodeEditor id="data-editor" label="Data (JSON)" language="json" value={state.data} onChange={(data) => update({data})} />
        </section>

        <section className={styles.outputs} aria-label="Result">
          <div aria-live="polite" className={styles.statusLine}>
            {status.kind === 'problem' ? (
              <div className={styles.problem} role="alert" data-testid="playground-problem">
                <strong>{status.title}</strong>
                {status.line ? <span className={styles.line}> on line {status.line}</span> : null}
                <p>{status.message}</p>
                {output !== null ? <p className={styles.stale}>Showing the last good output.</p> : null}
              </div>
            ) : (
              <span className={styles.ok}>{status.kind === 'running' ? 'Running…' : status.kind === 'ok' ? 'Rendered.' : 'Loading the engine…'}</span>
            )}
          </div>
          <h2 className={styles.paneTitle}>Preview</h2>
          <iframe
            className={clsx(styles.preview, status.kind === 'problem' && styles.dim)}
            title="Preview of the rendered HTML"
            sandbox=""
            srcDoc={output ?? ''}
          />
          <h2 className={styles.paneTitle}>HTML</h2>
          <pre className={clsx(styles.source, status.kind === 'problem' && styles.dim)} data-testid="playground-output" tabIndex={0}>
            <code>{output ?? ''}</code>
          </pre>
        </section>
      </div>
    </div>
  );
}
