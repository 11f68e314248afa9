// Time from opening the playground to its first output, cold (a fresh
// browser context each time: nothing cached). `npm run bench` calls
// firstOutputMs(); run alone, it compares builds, alternating them run by
// run so that a busy machine weighs on each alike:
//
//   node scripts/bench-first-output.mjs build /tmp/old-build [more builds]
//
// BENCH_RUNS (default 7) sets the runs per build and page. Each build is
// served with gzip by scripts/serve-build.mjs, on BENCH_PORT (default 4290)
// and the ports after it. With --trace <file>, a
// Chromium performance trace of one cold open of the first build's
// /playground is written and summed up (where the time goes).
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build.mjs';
import {median} from './median.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const hasOutput = () => (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '';

/** Opens `url` in a fresh context and returns the milliseconds until the output pane shows something. */
export async function firstOutputMs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(hasOutput, undefined, {polling: 'raf', timeout: 30_000});
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

/** The largest multi-file "Try it" link of the v2 template-usage guide (the bench's shared link; #s= now, ?s= in builds made before). */
export function twoFileLink(buildDir) {
  const html = readFileSync(join(buildDir, 'docs/v2/guides/template-usage/index.html'), 'utf8');
  const links = [...html.matchAll(/href="?(\/playground[#?]s=[^" >]+)/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  return links.sort((a, b) => b.length - a.length)[0];
}

/** Sums a trace's main-thread and worker events into phases of the cold open, from navigation start. */
function summarizeTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const start =
    events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody')?.ts ??
    Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const at = (ts) => Math.round((ts - start) / 1000);
  const firstOf = (predicate) => events.find(predicate);
  const lines = [];
  const requests = events.filter((e) => e.name === 'ResourceSendRequest');
  const finishes = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e]));
  for (const request of requests) {
    const url = request.args?.data?.url ?? '';
    if (!/\.(js|wasm|json)$|\/playground/.test(url)) continue;
    const finish = finishes.get(request.args?.data?.requestId);
    lines.push(
      `  ${String(at(request.ts)).padStart(5)} ms → ${finish ? String(at(finish.ts)).padStart(5) : '    ?'} ms  ${url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
  const compile = events.filter((e) =>
    /wasm\.(Streaming|Compile|Instantiate)|v8\.wasm\.(compile|instantiate)/i.test(e.name),
  );
  for (const e of compile.slice(0, 8))
    lines.push(`  ${String(at(e.ts)).padStart(5)} ms  ${e.name} ${e.dur ? `(${Math.round(e.dur / 1000)} ms)` : ''}`);
  const hydrate = firstOf((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'DOMContentLoaded');
  if (hydrate) lines.push(`  ${String(at(hydrate.ts)).padStart(5)} ms  DOMContentLoaded`);
  // Long main-thread tasks: where the page's own JavaScript spends its time.
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.dur > 30_000 && (!main || (e.pid === main.pid && e.tid === main.tid)),
  );
  for (const task of tasks)
    lines.push(`  ${String(at(task.ts)).padStart(5)} ms  main-thread task of ${Math.round(task.dur / 1000)} ms`);
  return lines.sort((a, b) => parseInt(a) - parseInt(b));
}

export async function traceColdOpen(browser, url, file) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, {
    screenshots: false,
    categories: [
      'devtools.timeline',
      'v8',
      'v8.wasm',
      'blink.user_timing',
      'loading',
      'disabled-by-default-devtools.timeline',
    ],
  });
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(hasOutput, undefined, {polling: 'raf'});
  const ms = Date.now() - started;
  const buffer = await browser.stopTracing();
  writeFileSync(file, buffer);
  await context.close();
  console.log(`\ntrace of a cold open of ${url} (first output ${ms} ms) written to ${file}:`);
  for (const line of summarizeTrace(JSON.parse(buffer.toString()))) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const traceAt = args.indexOf('--trace');
  const traceFile = traceAt >= 0 ? args.splice(traceAt, 2)[1] : null;
  const builds = args.length > 0 ? args : ['build'];
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const servers = [];
  const sites = [];
  for (const [i, dir] of builds.entries()) {
    const port = Number(process.env.BENCH_PORT ?? 4290) + i;
    servers.push(await serveBuild(dir, port));
    sites.push({dir, base: `http://127.0.0.1:${port}`, link: twoFileLink(dir), times: {sample: [], link: []}});
  }
  const browser = await chromium.launch({executablePath: CHROMIUM});
  // One warm-up open each, so that the server's gzip cache is filled for every build alike.
  for (const site of sites) await firstOutputMs(browser, `${site.base}/playground`);
  for (let run = 0; run < runs; run++) {
    for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
      site.times.sample.push(await firstOutputMs(browser, `${site.base}/playground`));
      site.times.link.push(await firstOutputMs(browser, `${site.base}${site.link}`));
    }
  }
  for (const site of sites) {
    console.log(
      `${site.dir}: /playground to first output ${median(site.times.sample)} ms median of ${runs} cold opens (${site.times.sample.join(', ')}); ` +
        `two-file link ${median(site.times.link)} ms (${site.times.link.join(', ')})`,
    );
  }
  if (traceFile) await traceColdOpen(browser, `${sites[0].base}/playground`, traceFile);
  await browser.close();
  for (const server of servers) server.close();
}
