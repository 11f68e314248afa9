/**
 * Every lesson of the tour (tour/, src/tour/), on the latest engine: its
 * solution passes on every data set, its starting files do not, and its
 * expected output typed as plain text does not (the hidden data sets catch
 * it). Its docs links reach an existing page and heading anchor of the
 * latest docs, and its prose stays short.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {toString} from 'mdast-util-to-string';
import {createNodeEngine} from '../../src/engine/node';
import {ENGINE_MODULES, LATEST_VERSION} from '../../src/versions';
import {ENGINE_DIR, renderString} from '../support/go';
import {comparable, LessonChecker, lessonState} from '../../src/tour/check';
import {runState} from '../../src/workbench/run';
import {parseMeta, scanTree, shownText, statedResult} from '../../src/examples/scan';
import {exampleState} from '../../src/examples/exampleState';
import {resolveDocsLink} from '../../src/tour/docsLinks';
import {loadTour} from '../../src/tour/load';
import {LessonError, parseLesson} from '../../src/tour/parse';
import type {Lesson} from '../../src/tour/types';
import {parseProgress, ProgressStorage} from '../../src/tour/progress';
import {LessonSync} from '../../src/tour/lessonSync';
import {compareOutputs, SHOWN_LINE_CHARS, SHOWN_LINES} from '../../src/tour/outputDiff';

const engine = createNodeEngine(LATEST_VERSION.name);
afterAll(() => engine.dispose());
const engineOf = () => engine;
const {index, lessons} = loadTour();

/** Every site link of a lesson: its front matter's and its prose's. */
function linksOf(lesson: Lesson): string[] {
  const found = lesson.docs.map((link) => link.href);
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as {type?: string; url?: string; children?: unknown[]};
    if (record.type === 'link' && record.url) found.push(record.url);
    record.children?.forEach(visit);
  };
  lesson.prose.forEach(visit);
  return found;
}

describe('the tour', () => {
  it('has at least 30 lessons in chapters, each route once', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(30);
    expect(index.chapters.flatMap((chapter) => chapter.lessons).map((lesson) => lesson.id)).toEqual(
      lessons.map((lesson) => lesson.id),
    );
  });

  it('refuses a lesson without hidden data or with a prose block that claims to run', () => {
    const lesson = (body: string) => () =>
      parseLesson(`---\ntitle: T\ntask: Do it.\nhints:\n  - Look.\ndocs:\n  - /docs/v2/introduction\n---\n${body}`, {
        chapter: '01-a',
        file: '01-b.md',
      });
    const exercise =
      '```textwire start\n{{ a }}\n```\n\n```json data\n{"a": 1}\n```\n\n```textwire solution\n{{ a }}!\n```\n';
    expect(lesson(exercise)).toThrow(LessonError);
    expect(lesson(exercise + '\n```json hidden\n{"a": 2}\n```\n')).not.toThrow();
    expect(lesson(exercise + '\n```json hidden\n{"a": 2}\n```\n\n```textwire\n{{ x }}\n```\n')).toThrow(/norun/);
  });

  it('refuses a lesson with no hints or more than three', () => {
    const withHints = (hints: string) => () =>
      parseLesson(
        `---\ntitle: T\ntask: Do it.\n${hints}docs:\n  - /docs/v2/introduction\n---\n` +
          '```textwire start\n{{ a }}\n```\n\n```json data\n{"a": 1}\n```\n\n```json hidden\n{"a": 2}\n```\n\n```textwire solution\n{{ a }}!\n```\n',
        {chapter: '01-a', file: '01-b.md'},
      );
    expect(withHints('')).toThrow(/"hints"/);
    expect(withHints('hints:\n  - a\n  - b\n  - c\n  - d\n')).toThrow(/"hints"/);
    expect(withHints('hints:\n  - a\n  - b\n')().hints).toEqual(['a', 'b']);
  });

  it('refuses a docs link to no heading', () => {
    expect(() => resolveDocsLink('/docs/v2/guides/loops#no-such-heading')).toThrow(/no heading/);
    expect(() => resolveDocsLink('/docs/v2/no-such-page')).toThrow(/no docs page/);
  });

  it('compares outputs ignoring whitespace at line ends and blank lines only', () => {
    expect(comparable('<ul>\n    \n  <li>a</li>  \n</ul>\n')).toBe(comparable('<ul>\n<li>a</li>\n</ul>'));
    expect(comparable('<li>a b</li>')).not.toBe(comparable('<li>a  b</li>'));
    expect(comparable('<li>a</li><li>b</li>')).not.toBe(comparable('<li>a</li>\n<li>b</li>'));
  });

  it('shows a whole diff of small outputs, and a bounded one from the first difference of huge ones', async () => {
    expect(await compareOutputs('<p>a</p>\n<p>b</p>\n', '<p>a</p>  \n\n<p>B</p>')).toEqual({
      same: false,
      lines: [
        {kind: 'same', text: '<p>a</p>'},
        {kind: 'removed', text: '<p>b</p>'},
        {kind: 'added', text: '<p>B</p>'},
      ],
      cut: null,
    });
    expect(await compareOutputs('<p>x</p>\n', '  <p>x</p>\n\n')).toEqual({same: true});
    // A million lines against a few: the lines from the first difference, a few before it.
    const many = Array.from({length: 1_000_000}, (_, i) => `<li>${i}</li>`).join('\n');
    const few = '<li>0</li>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n<li>4</li>\n<li>five</li>';
    const huge = await compareOutputs(few, many);
    if (huge.same) throw new Error('the outputs differ');
    expect(huge.lines.length).toBeLessThanOrEqual(SHOWN_LINES);
    expect(huge.lines.slice(0, 5)).toEqual([
      {kind: 'same', text: '<li>2</li>'},
      {kind: 'same', text: '<li>3</li>'},
      {kind: 'same', text: '<li>4</li>'},
      {kind: 'removed', text: '<li>five</li>'},
      {kind: 'added', text: '<li>5</li>'},
    ]);
    expect(huge.cut).toEqual({expectedChars: few.length, actualChars: many.length, fromLine: 3, longLines: false});
    // One line of 10 MB: shown cut short.
    const line = await compareOutputs('short', 'x'.repeat(10_000_000));
    if (line.same) throw new Error('the outputs differ');
    expect(line.lines.map((shown) => shown.text.length)).toEqual([5, SHOWN_LINE_CHARS + 1]);
    expect(line.cut).toMatchObject({longLines: true});
    // A long run of blank lines is read to its end, giving way every few thousand lines.
    let pauses = 0;
    const blank = await compareOutputs('<p>x</p>', `${'  \n'.repeat(100_000)}<p>x</p>`, {pause: () => void pauses++});
    expect(blank).toEqual({same: true});
    expect(pauses).toBeGreaterThanOrEqual(20);
  });
});

for (const lesson of lessons) {
  describe(`tour ${lesson.id}`, () => {
    const checker = new LessonChecker(engineOf);

    it('solution passes on every data set; the start and the typed-out output do not', async () => {
      const data = lesson.data[0].json;
      const verdict = await checker.check(lesson, lessonState(lesson.solution, data));
      expect(verdict, JSON.stringify(verdict)).toEqual({pass: true, runs: lesson.data.length});
      const start = await checker.check(lesson, lessonState(lesson.start, data));
      expect(start.pass, 'the starting files already pass').toBe(false);
      const visible = await runState(lessonState(lesson.solution, data), engineOf);
      if (visible.status !== 'ok') throw new Error(visible.message);
      if (process.env.TOUR_PRINT) console.log(`--- ${lesson.id}\n${visible.output}`);
      const typed = await checker.check(lesson, {version: LATEST_VERSION.name, template: visible.output, data});
      expect(typed.pass, 'the output typed as text passes: the hidden data must expect other text').toBe(false);
    });

    const examples = scanTree({type: 'root', children: lesson.prose}).examples;
    if (examples.length > 0) {
      it(`${examples.length} examples in its prose give the result it shows`, async () => {
        for (const example of examples) {
          const outcome = await runState(exampleState(example, LATEST_VERSION.name), engineOf);
          const actual = statedResult(outcome);
          expect({kind: actual.kind, text: shownText(actual.text)}, example.template).toEqual({
            kind: example.expected.kind,
            text: example.expected.text,
          });
          // A stage="…" on the result is the step a native run fails at.
          const stage = parseMeta(example.expected.node.meta).attributes.get('stage');
          if (stage !== undefined) {
            const native = renderString(LATEST_VERSION.name, example.template, example.data);
            expect(native.status === 'ok' ? 'ok' : native.stage, example.template).toBe(stage);
          }
        }
      });
    }

    it('has one to three hints, none of which gives away the solution', () => {
      expect(lesson.hints.length).toBeGreaterThanOrEqual(1);
      expect(lesson.hints.length).toBeLessThanOrEqual(3);
      const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
      const startLines = new Set(lesson.start.files.flatMap((file) => file.source.split('\n').map(squeeze)));
      // The solution's template, and each line of it the visitor has to write (the lines not in the start).
      const solved = lesson.solution.files.filter(
        (file) => !lesson.start.files.some((start) => start.source === file.source),
      );
      const giveaways = solved.flatMap((file) => [
        squeeze(file.source),
        ...file.source
          .split('\n')
          .map(squeeze)
          .filter((line) => line.length >= 8 && !startLines.has(line) && !/^@end$/.test(line)),
      ]);
      expect(giveaways.length).toBeGreaterThan(0);
      for (const hint of lesson.hints) {
        for (const giveaway of giveaways)
          expect(squeeze(hint), `a hint holds the solution's "${giveaway}"`).not.toContain(giveaway);
        expect(hint, 'each hint differs from the task').not.toBe(lesson.task);
      }
      expect(new Set(lesson.hints).size, 'no hint twice').toBe(lesson.hints.length);
    });

    it('links to docs sections that exist, and keeps its prose short', () => {
      // resolveDocsLink throws on a link to no page or no heading.
      for (const link of linksOf(lesson)) expect(resolveDocsLink(link).href).toBe(link);
      for (const link of lesson.docs) expect(link.label, link.href).toMatch(/ › /);
      const words = lesson.prose
        .filter((node) => node.type !== 'code')
        .map((node) => toString(node))
        .join(' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, 'prose words').toBeLessThanOrEqual(250);
    });
  });
}

describe('tour Go programs', () => {
  // Every whole Go file a lesson shows compiles against the latest engine, in one throwaway module.
  const programs = lessons.flatMap((lesson) =>
    lesson.prose.flatMap((node) =>
      node.type === 'code' && node.lang === 'go' && !/\bnorun\b/.test(node.meta ?? '')
        ? [{lesson, source: node.value}]
        : [],
    ),
  );

  it(`${programs.length} programs pass go vet`, () => {
    expect(programs.length).toBeGreaterThanOrEqual(4);
    const module = mkdtempSync(join(tmpdir(), 'tw-tour-go-'));
    try {
      const engineModule = ENGINE_MODULES[LATEST_VERSION.name];
      const pin = new RegExp(`${engineModule.replace(/[/.]/g, '\\$&')} (v[\\d.]+)`).exec(
        readFileSync(join(ENGINE_DIR, 'go.mod'), 'utf8'),
      );
      writeFileSync(join(module, 'go.mod'), `module tour.example\n\ngo 1.22\n\nrequire ${engineModule} ${pin![1]}\n`);
      writeFileSync(join(module, 'go.sum'), readFileSync(join(ENGINE_DIR, 'go.sum'), 'utf8'));
      programs.forEach((program, i) => {
        mkdirSync(join(module, `p${i}`));
        writeFileSync(join(module, `p${i}`, 'main.go'), program.source);
      });
      try {
        execFileSync('go', ['vet', './...'], {
          cwd: module,
          encoding: 'utf8',
          stdio: 'pipe',
          env: {...process.env, GOFLAGS: '-mod=mod'},
        });
      } catch (error) {
        expect.fail(
          `go vet failed:\n${String((error as {stderr?: string}).stderr ?? error)}\n${programs.map((p, i) => `p${i} = ${p.lesson.id}`).join('\n')}`,
        );
      }
    } finally {
      rmSync(module, {recursive: true, force: true});
    }
  });
});

describe('tour progress', () => {
  /** One browser's localStorage, optionally full (setItem throws as a browser's does past its quota). */
  const memory = ({full = false} = {}): Storage & {items: Map<string, string>} => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: () => null,
      get length() {
        return items.size;
      },
    };
  };
  let clock = 1_000;
  /** A tab: a page with its own store on the shared storage. */
  const tab = (storage: Storage, id: string) =>
    new ProgressStorage(
      () => storage,
      () => clock++,
      () => id,
    );
  const lesson = {id: 'basics/printing', start: {files: [{path: '', source: 'start'}], page: null}};
  const files = (source: string) => [{path: '', source}];

  it('keeps lessons done and edits, forgets edits back at the start, and survives a new store', () => {
    const storage = memory();
    const store = tab(storage, 'a');
    store.markDone('basics/printing');
    store.writeEdits('basics/expressions', files('x'));
    store.writeEdits('basics/printing', files('y'));
    store.writeEdits('basics/printing', null);
    const again = tab(storage, 'b');
    expect(again.saved).toBe(true);
    expect(again.get()).toMatchObject({done: ['basics/printing'], edits: {'basics/expressions': files('x')}});
    expect(parseProgress('{"done": [1, "a"], "edits": {"b": "nope"}}')).toEqual({
      done: ['a'],
      edits: {},
      stamps: {},
      hints: {},
    });
    // Progress saved before stamps existed still opens.
    expect(parseProgress('{"done": ["a"], "edits": {"b": [{"path": "", "source": "s"}]}}')).toEqual({
      done: ['a'],
      edits: {b: files('s')},
      stamps: {},
      hints: {},
    });
  });

  it('counts the hints opened per lesson, never fewer, across tabs and reloads', () => {
    const storage = memory();
    const a = tab(storage, 'a');
    const b = tab(storage, 'b');
    a.showHints('basics/printing', 1);
    b.showHints('basics/printing', 2);
    a.showHints('basics/printing', 1);
    a.markDone('basics/printing');
    expect(tab(storage, 'c').get()).toMatchObject({done: ['basics/printing'], hints: {'basics/printing': 2}});
    expect(parseProgress('{"hints": {"x": 2, "y": -1, "z": "3"}}').hints).toEqual({x: 2});
  });

  it('two tabs: each write changes only what it is about, so a solve and an edit elsewhere both stay', () => {
    const storage = memory();
    const one = tab(storage, 'one');
    const two = tab(storage, 'two');
    one.markDone('basics/printing');
    one.writeEdits('basics/expressions', files('from tab one'));
    // Tab two read storage before tab one wrote; its writes still keep tab one's.
    two.writeEdits('loops/each', files('from tab two'));
    two.markDone('loops/each');
    const after = tab(storage, 'three').get();
    expect(after.done.sort()).toEqual(['basics/printing', 'loops/each']);
    expect(after.edits).toEqual({'basics/expressions': files('from tab one'), 'loops/each': files('from tab two')});
    // Each tab shows what storage holds once it hears of the change.
    one.refresh();
    expect(one.get().done.sort()).toEqual(['basics/printing', 'loops/each']);
  });

  it('two tabs on one lesson: a tab without edits follows the other; one with edits says so and writes nothing', () => {
    const storage = memory();
    const syncOne = new LessonSync(tab(storage, 'one'), lesson);
    const syncTwo = new LessonSync(tab(storage, 'two'), lesson);
    expect(syncOne.opening()).toBeNull();
    expect(syncTwo.opening()).toBeNull();

    syncOne.save(files('typed in tab one'));
    // Tab two shows the start, as it opened: it follows.
    expect(syncTwo.heard(lesson.start.files)).toEqual(files('typed in tab one'));
    syncTwo.save(files('typed in tab one, then in tab two'));
    expect(tab(storage, 'x').get().edits[lesson.id]).toEqual(files('typed in tab one, then in tab two'));

    // Tab one has typed meanwhile: a conflict, and its save writes nothing.
    expect(syncOne.heard(files('typed in tab one, and more'))).toBeNull();
    expect(syncOne.conflict?.files).toEqual(files('typed in tab one, then in tab two'));
    syncOne.save(files('typed in tab one, and more'));
    expect(tab(storage, 'x').get().edits[lesson.id]).toEqual(files('typed in tab one, then in tab two'));
    // Keep mine: written over it.
    syncOne.keepMine(files('typed in tab one, and more'));
    expect(syncOne.conflict).toBeNull();
    expect(tab(storage, 'x').get().edits[lesson.id]).toEqual(files('typed in tab one, and more'));

    // A save that finds a write it has not heard of yet is a conflict too: nothing written.
    syncTwo.save(files('tab two again'));
    expect(syncTwo.conflict?.files).toEqual(files('typed in tab one, and more'));
    expect(tab(storage, 'x').get().edits[lesson.id]).toEqual(files('typed in tab one, and more'));
    // Show theirs: the other tab's files, and saving goes on from them.
    expect(syncTwo.takeTheirs()).toEqual(files('typed in tab one, and more'));
    syncTwo.save(files('typed in tab one, and more, then two'));
    expect(new LessonSync(tab(storage, 'y'), lesson).opening()).toEqual(files('typed in tab one, and more, then two'));
  });

  it('works with storage blocked, saving nothing, and tells full storage from blocked', () => {
    const blocked = new ProgressStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(blocked.problem).toBe('blocked');
    blocked.markDone('basics/printing');
    expect(blocked.isDone('basics/printing')).toBe(true);

    const full = tab(memory({full: true}), 'full');
    expect(full.problem).toBeNull();
    full.markDone('basics/printing');
    expect(full.problem).toBe('full');
    expect(full.isDone('basics/printing')).toBe(true);
  });
});
