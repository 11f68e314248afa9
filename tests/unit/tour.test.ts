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
import {runState} from '../../src/playground/run';
import {normalizeWhitespace, parseMeta, scanTree, statedResult} from '../../src/examples/scan';
import {exampleState} from '../../src/examples/exampleState';
import {resolveDocsLink} from '../../src/tour/docsLinks';
import {loadTour} from '../../src/tour/load';
import {LessonError, parseLesson} from '../../src/tour/parse';
import type {Lesson} from '../../src/tour/types';
import {parseProgress, ProgressStore} from '../../src/tour/progress';

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
      parseLesson(`---\ntitle: T\ntask: Do it.\ndocs:\n  - /docs/v2/introduction\n---\n${body}`, {
        chapter: '01-a',
        file: '01-b.md',
      });
    const exercise =
      '```textwire start\n{{ a }}\n```\n\n```json data\n{"a": 1}\n```\n\n```textwire solution\n{{ a }}!\n```\n';
    expect(lesson(exercise)).toThrow(LessonError);
    expect(lesson(exercise + '\n```json hidden\n{"a": 2}\n```\n')).not.toThrow();
    expect(lesson(exercise + '\n```json hidden\n{"a": 2}\n```\n\n```textwire\n{{ x }}\n```\n')).toThrow(/norun/);
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
});

for (const lesson of lessons) {
  describe(`tour ${lesson.id}`, () => {
    const checker = new LessonChecker(engineOf);

    it('solution passes on every data set; the start and the typed-out output do not', async () => {
      const verdict = await checker.check(lesson, lesson.solution);
      expect(verdict, JSON.stringify(verdict)).toEqual({pass: true, runs: lesson.data.length});
      const start = await checker.check(lesson, lesson.start);
      expect(start.pass, 'the starting files already pass').toBe(false);
      const visible = await runState(lessonState(lesson.solution, lesson.data[0].json), engineOf);
      if (visible.status !== 'ok') throw new Error(visible.message);
      if (process.env.TOUR_PRINT) console.log(`--- ${lesson.id}\n${visible.output}`);
      const typed = await checker.check(lesson, {files: [{path: '', source: visible.output}], page: null});
      expect(typed.pass, 'the output typed as text passes: the hidden data must expect other text').toBe(false);
    });

    const examples = scanTree({type: 'root', children: lesson.prose}).examples;
    if (examples.length > 0) {
      it(`${examples.length} examples in its prose give the result it shows`, async () => {
        for (const example of examples) {
          const outcome = await runState(exampleState(example, LATEST_VERSION.name), engineOf);
          const actual = statedResult(outcome);
          expect({kind: actual.kind, text: normalizeWhitespace(actual.text)}, example.template).toEqual({
            kind: example.expected.kind,
            text: normalizeWhitespace(example.expected.text),
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
  const memory = (): Storage => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: () => null,
      get length() {
        return items.size;
      },
    };
  };

  it('keeps lessons done and edits, forgets edits back at the start, and survives a new store', () => {
    const storage = memory();
    const store = new ProgressStore(() => storage);
    store.markDone('basics/printing');
    store.saveEdits('basics/expressions', [{path: '', source: 'x'}]);
    store.saveEdits('basics/printing', [{path: '', source: 'y'}]);
    store.saveEdits('basics/printing', null);
    const again = new ProgressStore(() => storage);
    expect(again.saved).toBe(true);
    expect(again.get()).toEqual({done: ['basics/printing'], edits: {'basics/expressions': [{path: '', source: 'x'}]}});
    expect(parseProgress('{"done": [1, "a"], "edits": {"b": "nope"}}')).toEqual({done: ['a'], edits: {}});
  });

  it('works with storage blocked, saving nothing', () => {
    const store = new ProgressStore(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(store.saved).toBe(false);
    store.markDone('basics/printing');
    expect(store.isDone('basics/printing')).toBe(true);
  });
});
