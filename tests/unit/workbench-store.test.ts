/**
 * The workbench store (src/workbench/store.ts) on the real engines (Node
 * workers of both versions, src/engine/node.ts) and the real model, run
 * pipeline and link codec: the scheduler's engine calls per typing pause
 * (1 alone, 2 in compare), a listener told only of real changes, the latest
 * result read back for the state it is of (a lesson's Check), and the state
 * serialised as a link's payload and back.
 */
import {afterAll, describe, expect, it} from 'vitest';
import {createNodeEngine} from '../../src/engine/node';
import type {EngineClient, EngineRequest} from '../../src/engine/client';
import {ENGINE_VERSIONS, type EngineVersion} from '../../src/versions';
import {comparedVersions} from '../../src/workbench/compare';
import {SAMPLE, type WorkbenchState, type SingleTemplateState} from '../../src/workbench/state';
import {WorkbenchStore, type RunView} from '../../src/workbench/store';

const engines = new Map<EngineVersion, EngineClient>(ENGINE_VERSIONS.map((v) => [v, createNodeEngine(v)]));
afterAll(() => engines.forEach((engine) => engine.dispose()));

/** The real engines, each request counted by the version asked. */
function countedEngines() {
  const asked: EngineVersion[] = [];
  const engineOf = (version: EngineVersion) => ({
    request: (request: EngineRequest) => {
      asked.push(version);
      return engines.get(version)!.request(request);
    },
  });
  return {asked, engineOf};
}

const PAUSE = 40;
const single = (template: string, extra: Partial<SingleTemplateState> = {}): WorkbenchState => ({
  version: 'v2',
  template,
  data: '{"name": "Ada"}',
  ...extra,
});

/** Resolves when the store's latest run is of its state now. */
const settled = (store: WorkbenchStore): Promise<RunView> => store.settled();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('workbench store', () => {
  it('runs nothing before start, then the state at once, and each typing pause once', async () => {
    const {asked, engineOf} = countedEngines();
    const store = new WorkbenchStore(single('Hi {{ name }}'), {engineOf, pauseMs: PAUSE});
    await wait(PAUSE * 2);
    expect(asked).toEqual([]);
    store.start();
    const first = await settled(store);
    expect(first.outcome).toMatchObject({status: 'ok', output: 'Hi Ada'});
    expect(asked).toEqual(['v2']);

    // Three keys in one pause: one engine call, for the last state.
    const id = store.model.open;
    for (const template of ['Hi {{ name }}!', 'Hi {{ name }}!!', 'Hi {{ name }}!!!']) {
      store.dispatch({type: 'edit', file: id, source: template});
    }
    await wait(PAUSE * 3);
    expect(asked).toEqual(['v2', 'v2']);
    expect(store.run.outcome).toMatchObject({status: 'ok', output: 'Hi Ada!!!'});
    expect(store.outcomeOf(store.state)).toBe(store.run.outcome);
    store.stop();
  });

  it('in compare, asks each compared version once per pause and shows the own version as the result', async () => {
    const pair = comparedVersions('v2');
    expect(pair).not.toBeNull();
    const {asked, engineOf} = countedEngines();
    const store = new WorkbenchStore(single('{{ name.upper() }}'), {engineOf, pauseMs: PAUSE});
    store.start();
    await settled(store);
    asked.length = 0;
    // Compare switched on is a click: it runs at once, on both versions.
    store.dispatch({type: 'compare', on: true});
    const compared = await settled(store);
    expect([...asked].sort()).toEqual([...pair!].sort());
    expect(compared.compared?.versions).toEqual(pair);
    expect(compared.outcome).toEqual(compared.compared?.outcomes?.[pair!.indexOf('v2')]);

    asked.length = 0;
    store.dispatch({type: 'edit', file: store.model.open, source: '{{ name.lower() }}'});
    store.dispatch({type: 'edit', file: store.model.open, source: '{{ name.lower() }}.'});
    await wait(PAUSE * 3);
    expect([...asked].sort()).toEqual([...pair!].sort());
    expect(store.run.outcome).toMatchObject({status: 'ok', output: 'ada.'});
    store.stop();
  });

  it('tells its listeners of real changes only, with a new snapshot each time', () => {
    const {engineOf} = countedEngines();
    const store = new WorkbenchStore(SAMPLE, {engineOf});
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    const before = store.getSnapshot();
    // A refused action (renaming the one template) and a data edit to the same text change nothing.
    store.dispatch({type: 'renaming', on: true});
    store.dispatch({type: 'data', data: SAMPLE.data});
    expect(seen).toEqual([]);
    expect(store.getSnapshot()).toBe(before);
    store.dispatch({type: 'data', data: '{}'});
    expect(seen).toHaveLength(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot().model.state.data).toBe('{}');
    // The run slice is untouched by an edit: a part reading only it does not render.
    expect(store.getSnapshot().run).toBe(before.run);
    unsubscribe();
    store.dispatch({type: 'data', data: '[]'});
    expect(seen).toHaveLength(1);
  });

  it('gives a waiting run at once for Check, and its result for the state it is of', async () => {
    const {asked, engineOf} = countedEngines();
    const store = new WorkbenchStore(single('{{ name }}'), {engineOf, pauseMs: 10_000});
    store.start();
    await settled(store);
    store.dispatch({type: 'edit', file: store.model.open, source: '<b>{{ name }}</b>'});
    const typed = store.state;
    expect(store.outcomeOf(typed)).toBeNull();
    // The pause is 10 s: settled() starts the run now instead of waiting for it.
    const run = await settled(store);
    expect(run.state).toBe(typed);
    expect(store.outcomeOf(typed)).toMatchObject({status: 'ok', output: '<b>Ada</b>'});
    expect(asked).toHaveLength(2);
    // Asked again with nothing changed: the same result, no engine call.
    expect((await settled(store)).outcome).toBe(run.outcome);
    expect(asked).toHaveLength(2);
    store.stop();
  });

  it('reports bad input without asking the engine', async () => {
    const {asked, engineOf} = countedEngines();
    const store = new WorkbenchStore(single('{{ name }}', {data: '[1, 2'}), {engineOf});
    store.start();
    const run = await settled(store);
    expect(run.outcome?.status).toBe('data-error');
    expect(asked).toEqual([]);
    store.stop();
  });
});
