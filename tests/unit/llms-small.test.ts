/**
 * /llms-small.txt, built as plugins/llms.ts builds it (src/llms/llmsSmall.ts)
 * with the latest engine: it fits in 40 KB, its examples show what the engine
 * gives, it names every built-in function and directive of the engine (read
 * here from the engine's source, not from the meta the file is built from),
 * and every Go signature it shows is one the engine exports. The examples of
 * its source are also run, like the docs', by tests/examples/examples.test.ts.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createNodeEngine} from '../../src/engine/node';
import {runState} from '../../src/workbench/run';
import {exampleState} from '../../src/examples/exampleState';
import {normalizeWhitespace, shownText, statedResult} from '../../src/examples/scan';
import {parsePage, type ExampleRun} from '../../src/llms/pageMarkdown';
import {
  FUNCTION_PAGES,
  LLMS_SMALL_MAX_BYTES,
  LLMS_SMALL_SOURCE,
  llmsSmallTxt,
  readLlmsSmallPages,
} from '../../src/llms/llmsSmall';
import {LATEST_VERSION} from '../../src/versions';
import {SITE_ROOT} from '../support/docs';
import {builtinFunctions, directives} from '../support/engine-names';
import {ENGINE_DIR, engineSourceDir} from '../support/go';

const engine = createNodeEngine(LATEST_VERSION.name);
afterAll(() => engine.dispose());

const text = readFileSync(join(SITE_ROOT, LLMS_SMALL_SOURCE), 'utf8');
const parsed = parsePage(text);
let runs: ExampleRun[] = [];
let small = '';

beforeAll(async () => {
  runs = await Promise.all(
    parsed.scan.examples.map(async (example) => ({
      result: await runState(exampleState(example, LATEST_VERSION.name), () => engine),
      others: [],
    })),
  );
  small = llmsSmallTxt({
    text,
    runs,
    meta: await engine.meta(),
    pages: readLlmsSmallPages(SITE_ROOT),
    info: {url: 'https://site.test/llms-small.txt', resolveLink: (url) => `https://site.test${url}`},
  });
}, 60_000);

describe('llms-small.txt', () => {
  it(`weighs at most ${LLMS_SMALL_MAX_BYTES / 1024} KB`, () => {
    const bytes = Buffer.byteLength(small);
    console.info(`llms-small.txt: ${(bytes / 1024).toFixed(1)} KB, ${parsed.scan.examples.length} examples`);
    expect(bytes).toBeLessThanOrEqual(LLMS_SMALL_MAX_BYTES);
    expect(small).not.toMatch(/<!-- engine:/);
  });

  it('shows, after each example, what the engine gives, and the source states the same', () => {
    expect(parsed.scan.examples.length).toBeGreaterThan(20);
    expect(parsed.scan.problems).toEqual([]);
    let from = 0;
    parsed.scan.examples.forEach((example, i) => {
      const {result} = runs[i];
      const {text} = statedResult(result);
      const shown = shownText(text);
      const at = small.indexOf(shown.trim(), from);
      expect(
        at,
        `the example at line ${example.nodes[0].position?.start.line} does not show the engine's result`,
      ).toBeGreaterThanOrEqual(from);
      from = at;
      expect(shown, `${LLMS_SMALL_SOURCE}:${example.nodes[0].position?.start.line}`).toBe(example.expected.text);
    });
  });

  it("names every built-in function, under its type, and every directive of the engine's source", () => {
    const types = Object.fromEntries(
      Object.entries(FUNCTION_PAGES).map(([type, {label}]) => [`${type.slice(0, 3)}`, label]),
    );
    for (const [objectType, names] of builtinFunctions(LATEST_VERSION.name)) {
      const label = types[objectType.replace(/_OBJ$/, '').slice(0, 3)];
      expect(label, objectType).toBeDefined();
      const section = small.split(`\n${label}:\n`)[1]?.split(/\n\n(?!- )/)[0] ?? '';
      const missing = names.filter((name) => !new RegExp(`^- \`\\.${name}\\(`, 'm').test(section));
      expect(missing, `${label} functions without a line`).toEqual([]);
    }
    const missing = directives(LATEST_VERSION.name).filter(
      (name) => !new RegExp(`^- \`${name}[(\`]`, 'm').test(small.split('\n## Directives\n')[1] ?? ''),
    );
    expect(missing, 'directives without a line').toEqual([]);
  });

  it('shows only Go signatures that the engine exports', () => {
    const root = engineSourceDir(LATEST_VERSION.name);
    const api = JSON.parse(
      execFileSync('go', ['run', './cmd/goapi', root, join(root, 'config'), join(root, 'fail')], {
        cwd: ENGINE_DIR,
        encoding: 'utf8',
      }),
    ) as Array<{items: Array<{signature?: string}>}>;
    const exported = new Set(
      api.flatMap((pkg) => pkg.items.flatMap((item) => (item.signature ? [normalizeWhitespace(item.signature)] : []))),
    );
    const shown = parsed.scan.notRunnable
      .filter(({lang}) => lang === 'go')
      .flatMap(({node}) => node.value.split('\n'))
      .filter((line) => /^(func|type \w+ func)/.test(line));
    expect(shown.length).toBeGreaterThan(15);
    expect(shown.filter((line) => !exported.has(normalizeWhitespace(line)))).toEqual([]);
  });
});
