// `node scripts/bench-main-thread.mjs [build dir] [upstream build dir]`: the
// main-thread work of this site's pages beside the upstream site's (issue #57,
// docs-dev/benchmarks.md). Lighthouse with its mobile settings (simulated
// throttling: its main-thread figures are the observed ones times its 4× CPU
// slowdown) on three kinds of page, the landing page, the docs introduction
// and the longest docs page, this site and the upstream one alternated run by
// run and page by page, so that a busy machine slows both alike. Prints, per
// page kind and side, the median of BENCH_RUNS (default 3) runs of the total
// main-thread work (`mainthread-work-breakdown`) and of script evaluation, with
// the range of the runs, the ratio of the medians (this site / upstream), the
// medians of each work group, and the load average while it ran. Lighthouse's
// figure is wall time: on a busy machine a task that waits for a core grows.
// So each run also counts the main thread's CPU time (each top-level task's
// `tdur` in the trace, times the same 4), which contention barely moves, as
// scripts/bench-ties.mjs does. Both builds
// are served gzipped on loopback by scripts/serve-build.mjs. It measures; it
// asserts nothing. The upstream build is the one the shared folder holds
// (../shared/anchors/upstream-site, relative to the repo root).
import {loadavg} from 'node:os';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serveBuild} from './serve-build.mjs';
import {median} from './median.mjs';
import {CHROME_FLAGS, longestLatestPage} from './bench-pages.mjs';

const [siteDir = 'build', upstreamDir = '../shared/anchors/upstream-site'] = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORTS = {site: Number(process.env.BENCH_PORT ?? 4181), upstream: Number(process.env.BENCH_PORT ?? 4181) + 1};

for (const dir of [siteDir, upstreamDir])
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`no build in ${dir} (index.html missing): build the site first (node scripts/build-site.mjs)`);
    process.exit(2);
  }

const {versions} = JSON.parse(readFileSync('src/versions/registry.json', 'utf8'));
const latest = versions.find((version) => version.latest).route;
const KINDS = [
  {kind: 'landing', site: '/', upstream: '/'},
  {kind: 'docs introduction', site: `${latest}/introduction`, upstream: '/v2/'},
  {kind: 'longest docs page', site: longestLatestPage(siteDir), upstream: '/v2/language-elements/statements'},
];

/** The main frame's renderer thread's CPU time over the trace, in ms, times Lighthouse's CPU slowdown (4). */
function mainThreadCpuMs(trace) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let most = 0;
  for (const main of mains) {
    const cpu = events
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.name === 'RunTask' &&
          e.pid === main.pid &&
          e.tid === main.tid &&
          typeof e.tdur === 'number',
      )
      .reduce((sum, task) => sum + task.tdur / 1000, 0);
    most = Math.max(most, cpu);
  }
  return 4 * most;
}

/** One Lighthouse run: main-thread work by group, script evaluation, CPU time, TBT, FCP. */
async function measure(port, url) {
  const {lhr, artifacts} = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const breakdown = lhr.audits['mainthread-work-breakdown'];
  const groups = Object.fromEntries((breakdown.details?.items ?? []).map((item) => [item.group, item.duration]));
  return {
    mainThreadMs: breakdown.numericValue,
    scriptMs: groups.scriptEvaluation ?? 0,
    cpuMs: mainThreadCpuMs(artifacts.Trace),
    groups,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    load: loadavg()[0],
  };
}

const servers = {
  site: await serveBuild(siteDir, PORTS.site),
  upstream: await serveBuild(upstreamDir, PORTS.upstream),
};
const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
const runs = Object.fromEntries(KINDS.map(({kind}) => [kind, {site: [], upstream: []}]));
const loads = [];
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [index, page] of KINDS.entries()) {
      // Alternated: which side goes first flips with every page and every run.
      const order = (run + index) % 2 === 0 ? ['site', 'upstream'] : ['upstream', 'site'];
      for (const side of order) {
        const result = await measure(chrome.port, `http://127.0.0.1:${PORTS[side]}${page[side]}`);
        runs[page.kind][side].push(result);
        loads.push(result.load);
        process.stderr.write(
          `run ${run + 1} ${page.kind} ${side}: ${Math.round(result.mainThreadMs)} ms (script ${Math.round(result.scriptMs)}, CPU ${Math.round(result.cpuMs)}), load ${result.load.toFixed(2)}\n`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of Object.values(servers)) await new Promise((resolve) => server.close(resolve));
}

const ms = (value) => String(Math.round(value));
const figure = (list, key) => {
  const values = list.map((r) => r[key]);
  return `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
};
console.log(
  `\nMain-thread work, Lighthouse mobile (simulated throttling, 4× CPU), median of ${RUNS} runs (range), ms; ` +
    `load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} (median ${median(loads).toFixed(2)}) while it ran`,
);
console.log(
  `${'page kind'.padEnd(18)} ${'side'.padEnd(9)} ${'path'.padEnd(42)} ${'main thread'.padEnd(20)} ${'script eval'.padEnd(18)} ${'CPU time'.padEnd(20)} ${'TBT'.padEnd(6)} FCP`,
);
const summary = {};
for (const page of KINDS) {
  for (const side of ['site', 'upstream']) {
    const list = runs[page.kind][side];
    console.log(
      `${page.kind.padEnd(18)} ${side.padEnd(9)} ${page[side].padEnd(42)} ${figure(list, 'mainThreadMs').padEnd(20)} ${figure(list, 'scriptMs').padEnd(18)} ${figure(list, 'cpuMs').padEnd(20)} ${ms(median(list.map((r) => r.tbtMs))).padEnd(6)} ${ms(median(list.map((r) => r.fcpMs)))}`,
    );
  }
  const [site, upstream] = ['site', 'upstream'].map((side) => median(runs[page.kind][side].map((r) => r.mainThreadMs)));
  const [siteScript, upstreamScript] = ['site', 'upstream'].map((side) =>
    median(runs[page.kind][side].map((r) => r.scriptMs)),
  );
  const [siteCpu, upstreamCpu] = ['site', 'upstream'].map((side) => median(runs[page.kind][side].map((r) => r.cpuMs)));
  console.log(
    `${''.padEnd(18)} ratio     main thread ${(site / upstream).toFixed(2)}, script evaluation ${(siteScript / Math.max(upstreamScript, 1)).toFixed(2)}, CPU time ${(siteCpu / upstreamCpu).toFixed(2)} (this site / upstream)`,
  );
  summary[page.kind] = {paths: {site: page.site, upstream: page.upstream}, runs: runs[page.kind]};
}

console.log('\nBy group, medians, ms (this site / upstream):');
const groupNames = [
  ...new Set(
    Object.values(runs).flatMap((sides) => [...sides.site, ...sides.upstream].flatMap((r) => Object.keys(r.groups))),
  ),
];
console.log(`${'page kind'.padEnd(18)} ${groupNames.map((name) => name.padEnd(20)).join(' ')}`);
for (const page of KINDS) {
  const cell = (name) =>
    ['site', 'upstream']
      .map((side) => ms(median(runs[page.kind][side].map((r) => r.groups[name] ?? 0))))
      .join(' / ')
      .padEnd(20);
  console.log(`${page.kind.padEnd(18)} ${groupNames.map(cell).join(' ')}`);
}

mkdirSync('reports', {recursive: true});
writeFileSync(
  'reports/bench-main-thread.json',
  `${JSON.stringify({date: new Date().toISOString(), runs: RUNS, loadAverage: loads, pages: summary}, null, 2)}\n`,
);
