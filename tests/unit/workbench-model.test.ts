/**
 * The workbench's model (src/workbench/model.ts): every file operation and
 * what it refuses, the run pipeline's order and titles (run.ts), and the
 * editor's rule that a file keeps its undo history across switching,
 * renaming and deleting others (Editor/editorStates.ts), on CodeMirror's own
 * states.
 */
import {describe, expect, it, vi} from 'vitest';
import {EditorState} from '@codemirror/state';
import {history, undo} from '@codemirror/commands';
import {
  initialModel,
  openPath,
  sourceOf,
  workbenchReducer as reduce,
  type WorkbenchAction,
  type WorkbenchModel,
} from '../../src/workbench/model';
import {OUTCOME_TITLES, RunScheduler, runState, runWorkbench, type Engine} from '../../src/workbench/run';
import {comparedVersions} from '../../src/workbench/compare';
import {LATEST_VERSION, type EngineVersion} from '../../src/versions';
import {hasFiles, SAMPLE, type FilesState, type WorkbenchState} from '../../src/workbench/state';
import {MAX_TOTAL_BYTES} from '../../src/workbench/files';
import {EditorStates} from '../../src/components/Workbench/Editor/editorStates';
import type {EngineRequest, EvalResult} from '../../src/engine/client';

const SET: FilesState = {
  version: 'v2',
  files: [
    {path: 'home.tw', source: '@use("~main")'},
    {path: 'layouts/main.tw', source: '<main>@reserve("x")</main>'},
    {path: 'components/card.tw', source: '<div></div>'},
  ],
  data: '{}',
  page: 'home.tw',
};

const files = (model: WorkbenchModel) => (model.state as FilesState).files.map((file) => file.path);
const apply = (model: WorkbenchModel, ...actions: WorkbenchAction[]) => actions.reduce(reduce, model);

describe('workbench model: files', () => {
  it('opens a state on its page file, with new ids each time', () => {
    const model = initialModel({...SET, page: 'layouts/main.tw'});
    expect(openPath(model)).toBe('layouts/main.tw');
    const reopened = reduce(model, {type: 'open-state', state: SET});
    expect(openPath(reopened)).toBe('home.tw');
    expect(reopened.ids.some((id) => model.ids.includes(id))).toBe(false);
  });

  it('adds a file: one template becomes home.tw (keeping its id) and the new file opens to be named', () => {
    const single = initialModel(SAMPLE);
    const added = reduce(single, {type: 'add-file'});
    expect(hasFiles(added.state)).toBe(true);
    expect(files(added)).toEqual(['home.tw', 'components/new.tw']);
    expect((added.state as FilesState).page).toBe('home.tw');
    expect((added.state as FilesState).files[0].source).toBe((SAMPLE as {template: string}).template);
    expect(added.ids[0]).toBe(single.ids[0]);
    expect(added.open).toBe(added.ids[1]);
    expect(added.renaming).toBe(true);
    expect(files(reduce(added, {type: 'add-file'}))).toEqual(['home.tw', 'components/new.tw', 'components/new-2.tw']);
  });

  it('renames a file (the page follows its file) and refuses a bad or taken name', () => {
    const model = initialModel(SET);
    const [home, main] = model.ids;
    const renamed = reduce(model, {type: 'rename-file', file: home, to: 'index.tw'});
    expect(files(renamed)).toEqual(['index.tw', 'layouts/main.tw', 'components/card.tw']);
    expect((renamed.state as FilesState).page).toBe('index.tw');
    expect(renamed.ids).toEqual(model.ids);
    for (const to of ['layouts/main.tw', '', '/abs.tw', '../up.tw', 'no-extension', 'home.tw/inner.tw', 'layouts']) {
      expect(reduce(model, {type: 'rename-file', file: main, to}), to).toBe(model);
    }
    expect(reduce(model, {type: 'rename-file', file: 999, to: 'x.tw'})).toBe(model);
    expect(reduce(initialModel(SAMPLE), {type: 'rename-file', file: 1, to: 'x.tw'}).state).toBe(SAMPLE);
    // Saving the same name only ends renaming.
    const renaming = reduce(model, {type: 'renaming', on: true});
    expect(reduce(renaming, {type: 'rename-file', file: home, to: 'home.tw'})).toEqual({...renaming, renaming: false});
  });

  it('deletes a file: the page moves to the first file, the open file to the one before; the last file stays', () => {
    const model = initialModel(SET);
    const [home, main, card] = model.ids;
    const withoutHome = reduce(model, {type: 'delete-file', file: home});
    expect(files(withoutHome)).toEqual(['layouts/main.tw', 'components/card.tw']);
    expect((withoutHome.state as FilesState).page).toBe('layouts/main.tw');
    expect(withoutHome.open).toBe(main);
    const onCard = reduce(model, {type: 'choose-file', file: card});
    expect(reduce(onCard, {type: 'delete-file', file: card}).open).toBe(main);
    expect(reduce(onCard, {type: 'delete-file', file: main}).open).toBe(card);
    const last = apply(model, {type: 'delete-file', file: home}, {type: 'delete-file', file: main});
    expect(files(last)).toEqual(['components/card.tw']);
    expect(reduce(last, {type: 'delete-file', file: card})).toBe(last);
    expect(reduce(initialModel(SAMPLE), {type: 'delete-file', file: 1}).state).toBe(SAMPLE);
  });

  it('keeps two files of one name (a shared link may have them) apart by id', () => {
    const twins = initialModel({
      ...SET,
      files: [SET.files[0], {path: 'a.tw', source: 'first'}, {path: 'a.tw', source: 'second'}],
    });
    const edited = reduce(twins, {type: 'edit', file: twins.ids[2], source: 'changed'});
    expect((edited.state as FilesState).files.map((file) => file.source)).toEqual([
      SET.files[0].source,
      'first',
      'changed',
    ]);
  });

  it('chooses and steps through files, the page, and opens a problem place', () => {
    const model = initialModel(SET);
    const [home, main, card] = model.ids;
    expect(reduce(model, {type: 'step-file', by: -1}).open).toBe(card);
    expect(apply(model, {type: 'step-file', by: 1}, {type: 'step-file', by: 1}, {type: 'step-file', by: 1}).open).toBe(
      home,
    );
    expect(reduce(initialModel(SAMPLE), {type: 'step-file', by: 1}).state).toBe(SAMPLE);
    // One template has no name to edit.
    const single = initialModel(SAMPLE);
    expect(reduce(single, {type: 'renaming', on: true})).toBe(single);
    expect(reduce(model, {type: 'choose-file', file: 42})).toBe(model);
    expect((reduce(model, {type: 'choose-page', file: card}).state as FilesState).page).toBe('components/card.tw');
    expect(reduce(model, {type: 'choose-page', file: home})).toBe(model);
    const revealed = reduce(model, {type: 'reveal', path: 'layouts/main.tw', line: 3});
    expect(revealed.open).toBe(main);
    expect(revealed.reveal).toEqual({file: main, line: 3, serial: 1});
    // Serials only grow, even across a new state, so the editor never mistakes a new reveal for an old one.
    expect(
      apply(revealed, {type: 'open-state', state: SET}, {type: 'reveal', path: null, line: 1}).reveal?.serial,
    ).toBe(2);
  });

  it('edits, version, data and compare; no change keeps the model', () => {
    const model = initialModel(SAMPLE);
    expect(sourceOf(reduce(model, {type: 'edit', file: model.ids[0], source: 'hi'}), model.ids[0])).toBe('hi');
    expect(reduce(model, {type: 'edit', file: 7, source: 'hi'})).toBe(model);
    expect(reduce(model, {type: 'edit', file: model.ids[0], source: (SAMPLE as {template: string}).template})).toBe(
      model,
    );
    expect(reduce(model, {type: 'version', version: 'v1'}).state.version).toBe('v1');
    expect(reduce(model, {type: 'version', version: 'v9' as never})).toBe(model);
    expect(reduce(model, {type: 'data', data: '{"a": 1}'}).state.data).toBe('{"a": 1}');
    const compared = reduce(model, {type: 'compare'});
    expect(compared.state.compare).toBe(true);
    expect(reduce(compared, {type: 'compare', on: true})).toBe(compared);
    expect(reduce(compared, {type: 'compare'}).state.compare).toBe(false);
  });
});

describe('workbench editor: a file keeps its undo history', () => {
  it('across switching to another file, renaming it, and deleting a third', () => {
    let model = initialModel(SET);
    const [home, main, card] = model.ids;
    const states = new EditorStates<number>((_, value) => EditorState.create({doc: value, extensions: [history()]}));
    // The editor shows home.tw, and the visitor types in it.
    let view = states.show(home, sourceOf(model, home)!, null);
    view = view.update({changes: {from: view.doc.length, insert: ' typed'}}).state;
    model = reduce(model, {type: 'edit', file: home, source: view.doc.toString()});
    // Open components/card.tw, then layouts/main.tw: at each switch the editor hands over the view's state.
    view = states.show(card, sourceOf(model, card)!, view);
    view = states.show(main, sourceOf(model, main)!, view);
    // Rename home.tw and delete components/card.tw: the editor forgets the files that are gone.
    model = apply(
      model,
      {type: 'choose-file', file: main},
      {type: 'rename-file', file: home, to: 'index.tw'},
      {type: 'delete-file', file: card},
    );
    states.keepOnly(model.ids);
    expect(states.has(card)).toBe(false);
    // Back to the first file: its state comes back, and undo takes the typing away.
    model = reduce(model, {type: 'choose-file', file: home});
    let back = states.show(home, sourceOf(model, home)!, view);
    expect(back.doc.toString()).toBe('@use("~main") typed');
    undo({state: back, dispatch: (tr) => (back = tr.state)});
    expect(back.doc.toString()).toBe('@use("~main")');
  });
});

describe('run pipeline', () => {
  const echo = (answer: EvalResult) => {
    const asked: EngineRequest[] = [];
    const engine: Engine = {request: async (request) => (asked.push(request), answer)};
    return {asked, engineOf: () => engine};
  };

  it('checks the files, then the data, then asks the engine; one table of titles', async () => {
    const {asked, engineOf} = echo({status: 'crash', panic: 'boom'});
    const tooBig: WorkbenchState = {...SET, files: [{path: 'home.tw', source: 'x'.repeat(MAX_TOTAL_BYTES + 1)}]};
    expect(await runState(tooBig, engineOf)).toMatchObject({status: 'files', title: 'Files'});
    expect(await runState({...SET, page: 'gone.tw'}, engineOf)).toMatchObject({
      status: 'files',
      message: 'Choose which file is the page to render.',
    });
    expect(await runState({...SET, data: '[1]'}, engineOf)).toMatchObject({status: 'data-error', title: 'Data error'});
    expect(asked).toEqual([]);
    expect(await runState({...SET, data: '{"hidden": true}'}, engineOf)).toEqual({
      status: 'crash',
      panic: 'boom',
      title: 'Engine crash',
      message: 'The engine crashed on this template (Go panic: boom).',
    });
    expect(asked).toEqual([{kind: 'files', files: SET.files, page: 'home.tw', data: '{"hidden": true}'}]);
    expect(new Set(Object.values(OUTCOME_TITLES)).size).toBe(Object.keys(OUTCOME_TITLES).length);
  });

  it('one run owner: each version once per run, 1 call alone, 2 in compare; the own side is the outcome', async () => {
    // Each version's engine answers with its name, so a side can be told from the other.
    const asked: EngineVersion[] = [];
    const engineOf = (version: EngineVersion): Engine => ({
      request: async () => (asked.push(version), {status: 'ok', output: version}),
    });
    const [older, newer] = comparedVersions(LATEST_VERSION.name)!;
    const alone = await runWorkbench({...SET, version: newer}, engineOf);
    expect(asked).toEqual([newer]);
    expect(alone).toMatchObject({outcome: {output: newer}, compared: null});

    for (const own of [older, newer]) {
      asked.length = 0;
      const run = await runWorkbench({...SET, version: own, compare: true}, engineOf);
      expect(asked.sort()).toEqual([older, newer].sort());
      // The result pane and the editor's marks take the side of the state's version.
      expect(run.outcome).toMatchObject({output: own});
      expect(run.compared?.versions).toEqual([older, newer]);
      expect(run.compared?.outcomes?.map((outcome) => outcome.status === 'ok' && outcome.output)).toEqual([
        older,
        newer,
      ]);
    }

    // Input that cannot run asks no engine, in compare too.
    asked.length = 0;
    const stopped = await runWorkbench({...SET, data: '[1]', compare: true}, engineOf);
    expect(asked).toEqual([]);
    expect(stopped).toMatchObject({outcome: {status: 'data-error'}, compared: {outcomes: null}});
  });

  it('runs the first state at once, later ones after a pause, and delivers only the latest', async () => {
    vi.useFakeTimers();
    try {
      // Each run is answered by hand, so that answers can come in any order.
      const runs: Array<{template: string; answer: () => void}> = [];
      const delivered: string[] = [];
      const scheduler = new RunScheduler(
        (state) => {
          const template = (state as {template: string}).template;
          return new Promise<string>((resolve) => runs.push({template, answer: () => resolve(template)}));
        },
        (text) => delivered.push(text),
        20,
      );
      const single = (template: string): WorkbenchState => ({version: 'v2', template, data: ''});
      const ran = () => runs.map((run) => run.template);

      scheduler.schedule(single('first'));
      expect(ran()).toEqual(['first']);
      runs[0].answer();
      await vi.waitFor(() => expect(delivered).toEqual(['first']));

      // Typing: nothing runs until the pause, then only the latest state.
      scheduler.schedule(single('a'));
      vi.advanceTimersByTime(15);
      scheduler.schedule(single('ab'));
      vi.advanceTimersByTime(15);
      expect(ran()).toEqual(['first']);
      vi.advanceTimersByTime(5);
      expect(ran()).toEqual(['first', 'ab']);

      // A click runs at once; the typing run still to answer is then stale, and dropped.
      scheduler.schedule(single('clicked'), true);
      expect(ran()).toEqual(['first', 'ab', 'clicked']);
      // The stale answer comes first, so it has been handled by the time the latest is delivered.
      runs[1].answer();
      runs[2].answer();
      await vi.waitFor(() => expect(delivered).toContain('clicked'));
      expect(delivered).toEqual(['first', 'clicked']);
    } finally {
      vi.useRealTimers();
    }
  });
});
