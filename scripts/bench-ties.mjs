// `npm run bench:ties [tie ...]`: the A/B measurement behind UPGRADING.md.
// For each tie to Docusaurus internals it builds the site a second time
// without that tie (a copy of HEAD in a temporary git worktree, changed by the
// recipe below), serves both builds with gzip, and runs Lighthouse (mobile,
// simulated throttling) on the pages the tie touches, alternating A and B run
// by run so that a busy moment of the machine falls on both sides alike.
// Prints, per page and side, medians of Lighthouse's TBT and performance score
// and of the main thread's CPU time and "CPU blocking" (TBT's formula on CPU
// time, see mainThreadCpu), each with ± half its runs' range: the noise a
// difference has to beat. Writes
// reports/bench-ties.json. It measures; it asserts nothing.
//
// BENCH_TIES_RUNS (default 5) runs per side; BENCH_TIES_PAGES=/a,/b measures
// those pages instead of the tie's own; BENCH_TIES_SKIP_BASE=1 measures the
// build already in ./build as side A. On a machine shared with other work,
// run it at a high priority (`nice -n -15`, and Chromium through a wrapper
// that does the same) and read the CPU figures, which contention barely moves.
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serveBuild} from './serve-build.mjs';
import {median} from './median.mjs';
import {CHROME_FLAGS} from './bench-pages.mjs';

const ROOT = resolve('.');
const RUNS = Number(process.env.BENCH_TIES_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT_A = 4190;
const PORT_B = 4191;

const {versions} = JSON.parse(readFileSync('src/versions/registry.json', 'utf8'));
const LATEST = versions.find((version) => version.latest).route;
const INTRO = `${LATEST}/introduction`;
// The latest docs' longest page (most code blocks, longest sidebar section).
const LONG = `${LATEST}/language-elements/expressions`;

/** Replaces an exact text in a file of the copy; a recipe whose text is gone fails loudly. */
function edit(dir, file, from, to) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`recipe out of date: ${file} no longer contains ${JSON.stringify(from)}`);
  writeFileSync(path, text.replace(from, to));
}
const remove = (dir, ...files) => files.forEach((file) => rmSync(join(dir, file), {recursive: true}));

/** Each tie: the pages it is meant to speed up, and how to build the site without it. */
const TIES = {
  'staged-entry': {
    pages: ['/', INTRO, '/playground'],
    without: (dir) =>
      edit(
        dir,
        'plugins/core-client-overrides.ts',
        'if (resource.request === CORE_CLIENT_ENTRY) resource.request = STAGED_CLIENT_ENTRY;',
        'void resource;',
      ),
  },
  'route-chunk-scripts': {
    pages: ['/', INTRO],
    without: (dir) => edit(dir, 'docusaurus.config.ts', '    routeChunkScripts,\n', ''),
  },
  // Without slim Prism the languages are added the documented way: a wrapped
  // prism-include-languages that adds Textwire after the theme's own.
  'slim-prism': {
    pages: [INTRO, LONG],
    without: (dir) => {
      edit(dir, 'docusaurus.config.ts', '    slimPrism,\n', '');
      edit(
        dir,
        'src/theme/CodeBlock/Content/index.tsx',
        "import '@site/src/theme/CodeBlock/Content/site-languages';\n",
        '',
      );
      writeFileSync(
        join(dir, 'src/theme/prism-include-languages.ts'),
        `import type * as PrismNamespace from 'prismjs';
import includeThemeLanguages from '@theme-original/prism-include-languages';
import defineTextwire from '@site/src/prism/textwire';
export default function prismIncludeLanguages(Prism: typeof PrismNamespace): void {
  includeThemeLanguages(Prism);
  defineTextwire(Prism);
}
`,
      );
    },
  },
  // Without the four ejects the theme's own code block renders; the site's
  // languages are then registered from the Line wrapper, which every block uses.
  'codeblock-ejects': {
    pages: [INTRO, LONG],
    without: (dir) => {
      remove(dir, 'src/theme/CodeBlock/index.tsx', 'src/theme/CodeBlock/Content', 'src/theme/CodeBlock/Container');
      edit(
        dir,
        'src/theme/CodeBlock/Line/index.tsx',
        "import {memo} from 'react';",
        "import {memo} from 'react';\nimport '@site/src/theme/CodeBlock/Content/site-languages';",
      );
    },
  },
  'mobile-sidebar': {
    pages: [INTRO, LONG],
    without: (dir) => remove(dir, 'src/theme/DocSidebar/Mobile', 'src/theme/Navbar/MobileSidebar'),
  },
};

function build(dir) {
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`build failed in ${dir}`);
  return (Date.now() - started) / 1000;
}

/** A copy of HEAD with the tie taken out, built; returns its build folder. */
function buildWithout(name) {
  const dir = `/tmp/bench-tie-${name}`;
  if (existsSync(dir)) execFileSync('git', ['worktree', 'remove', '--force', dir]);
  execFileSync('git', ['worktree', 'add', '--detach', dir, 'HEAD'], {stdio: 'ignore'});
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'static'), {recursive: true});
  cpSync(join(ROOT, 'static/engine'), join(dir, 'static/engine'), {recursive: true});
  TIES[name].without(dir);
  const seconds = build(dir);
  console.log(`  built without ${name} in ${seconds.toFixed(0)} s`);
  return join(dir, 'build');
}

const spread = (values) => Math.max(...values) - Math.min(...values);

/**
 * The page's main-thread work from the trace, counted in CPU time (each
 * task's `tdur`, the time its thread actually ran) rather than wall time: a
 * task that waits for a core another process holds does not grow. `blocking`
 * is TBT's formula on that time, scaled as Lighthouse's phone simulation
 * scales it (4x): the sum over tasks of what exceeds 50 ms. On a shared
 * machine it is the figure that separates a tie's effect from the noise.
 */
function mainThreadCpu(trace) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = {cpuMs: 0, blockingMs: 0};
  for (const main of mains) {
    const tasks = events.filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid && typeof e.tdur === 'number',
    );
    const cpuMs = tasks.reduce((sum, task) => sum + task.tdur / 1000, 0);
    const blockingMs = tasks.reduce((sum, task) => sum + Math.max(0, (4 * task.tdur) / 1000 - 50), 0);
    if (cpuMs > best.cpuMs) best = {cpuMs, blockingMs};
  }
  return best;
}

async function audit(port, page, chrome) {
  const {lhr, artifacts} = await lighthouse(`http://127.0.0.1:${port}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const cpu = mainThreadCpu(artifacts.Trace);
  return {
    tbt: lhr.audits['total-blocking-time'].numericValue,
    perf: lhr.categories.performance.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cpuMs: cpu.cpuMs,
    cpuBlockingMs: cpu.blockingMs,
  };
}

const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(TIES);
for (const name of chosen)
  if (!TIES[name]) throw new Error(`unknown tie ${name}; known: ${Object.keys(TIES).join(', ')}`);

if (!process.env.BENCH_TIES_SKIP_BASE) {
  const engine = spawnSync('npm', ['run', 'engine'], {stdio: 'inherit'});
  if (engine.status !== 0) process.exit(1);
  console.log(`built A (HEAD) in ${build(ROOT).toFixed(0)} s`);
}
const serverA = await serveBuild('build', PORT_A);
const results = {};
const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
try {
  for (const name of chosen) {
    let buildB;
    try {
      buildB = buildWithout(name);
    } catch (error) {
      console.log(`${name}: could not build without it: ${error.message}`);
      results[name] = {error: error.message};
      continue;
    }
    const serverB = await serveBuild(buildB, PORT_B);
    results[name] = {};
    try {
      for (const page of process.env.BENCH_TIES_PAGES?.split(',') ?? TIES[name].pages) {
        const a = [];
        const b = [];
        for (let run = 0; run < RUNS; run++) {
          // Alternate which side goes first, so neither always follows the other.
          if (run % 2 === 0) {
            a.push(await audit(PORT_A, page, chrome));
            b.push(await audit(PORT_B, page, chrome));
          } else {
            b.push(await audit(PORT_B, page, chrome));
            a.push(await audit(PORT_A, page, chrome));
          }
        }
        const side = (runs) => ({
          tbtMs: median(runs.map((r) => r.tbt)),
          tbtSpreadMs: spread(runs.map((r) => r.tbt)),
          perf: median(runs.map((r) => r.perf)),
          lcpMs: median(runs.map((r) => r.lcp)),
          cpuMs: median(runs.map((r) => r.cpuMs)),
          cpuBlockingMs: median(runs.map((r) => r.cpuBlockingMs)),
          cpuBlockingSpreadMs: spread(runs.map((r) => r.cpuBlockingMs)),
          runs,
        });
        results[name][page] = {with: side(a), without: side(b)};
        const w = results[name][page].with;
        const wo = results[name][page].without;
        const ms = (value) => `${Math.round(value)}`.padStart(5);
        console.log(
          `${name.padEnd(20)} ${page.padEnd(40)} with / without: TBT ${ms(w.tbtMs)} (±${Math.round(w.tbtSpreadMs / 2)}) / ${ms(wo.tbtMs)} (±${Math.round(wo.tbtSpreadMs / 2)}) ms; ` +
            `CPU blocking ${ms(w.cpuBlockingMs)} (±${Math.round(w.cpuBlockingSpreadMs / 2)}) / ${ms(wo.cpuBlockingMs)} (±${Math.round(wo.cpuBlockingSpreadMs / 2)}) ms; ` +
            `main-thread CPU ${ms(w.cpuMs)} / ${ms(wo.cpuMs)} ms; perf ${w.perf} / ${wo.perf}`,
        );
      }
    } finally {
      serverB.close();
    }
  }
} finally {
  await chrome.kill();
  serverA.close();
}
mkdirSync('reports', {recursive: true});
const reportPath = 'reports/bench-ties.json';
// Each run adds its ties to the report, so ties can be measured a few at a time.
const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : {};
for (const [name, pages] of Object.entries(results)) report[name] = {runs: RUNS, date: new Date().toISOString(), pages};
writeFileSync(reportPath, JSON.stringify(report, null, 2));
