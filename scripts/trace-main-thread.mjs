// `node scripts/trace-main-thread.mjs <url> [name]`: where one page's
// main-thread time goes (issue #57, docs-dev/benchmarks.md). One Lighthouse
// run with its mobile settings on the URL (serve the build first, e.g.
// `node scripts/serve-build.mjs build 4181`), then its trace read with
// Lighthouse's own task model: the work by group, by script file, by kind of
// top-level task (a script's evaluation, a timer, an idle callback, an
// animation frame, a message, style and layout), and the longest tasks in
// time order. Times are as observed on this machine; Lighthouse's figures
// multiply them by its CPU slowdown (4). Writes the trace to
// reports/traces/<name>.json, which Chromium's DevTools Performance panel
// opens. It measures; it asserts nothing.
import {mkdirSync, writeFileSync} from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {MainThreadTasks} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const [url, name = 'trace'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/trace-main-thread.mjs <url> [name]');
  process.exit(2);
}
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let result;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
} finally {
  await chrome.kill();
}
const {lhr, artifacts} = result;
const trace = artifacts.Trace;
mkdirSync('reports/traces', {recursive: true});
writeFileSync(`reports/traces/${name}.json`, JSON.stringify(trace));

const processed = TraceProcessor.processTrace(trace);
const tasks = MainThreadTasks.getMainThreadTasks(
  processed.mainThreadEvents,
  processed.frames,
  processed.timestamps.traceEnd,
  processed.timestamps.timeOrigin,
);
const origin = processed.timestamps.timeOrigin;
const loadEvent = processed.loadEvt ? (processed.loadEvt.ts - origin) / 1000 : null;
const ms = (value) => value.toFixed(1).padStart(8);
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const short = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '').slice(0, 70) : '(no script)');

const byGroup = new Map();
const byUrlGroup = new Map();
const walk = (task) => {
  const url = task.attributableURLs.at(-1);
  add(byGroup, task.group.label, task.selfTime);
  add(byUrlGroup, `${short(url)} | ${task.group.label}`, task.selfTime);
  task.children.forEach(walk);
};
const topLevel = tasks.filter((task) => !task.parent);
topLevel.forEach(walk);

/** What started a top-level task: the first event below RunTask that says. */
const KINDS = {
  EvaluateScript: 'script evaluation',
  v8_compile: 'script compile',
  TimerFire: 'timer',
  FireIdleCallback: 'idle callback',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  FunctionCall: 'function call (promise, message, observer)',
  ParseHTML: 'HTML parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  RunMicrotasks: 'microtasks',
  XHRReadyStateChange: 'XHR',
};
function kindOf(task) {
  const queue = [...task.children];
  while (queue.length) {
    const child = queue.shift();
    const name = child.event.name;
    if (name === 'v8.compile' || name === 'v8.compileModule') return KINDS.v8_compile;
    if (KINDS[name]) return KINDS[name];
    queue.push(...child.children);
  }
  return task.event.name;
}
const byKind = new Map();
const countByKind = new Map();
for (const task of topLevel) {
  add(byKind, kindOf(task), task.duration);
  add(countByKind, kindOf(task), 1);
}

const total = topLevel.reduce((sum, task) => sum + task.duration, 0);
console.log(`${url}: ${topLevel.length} top-level tasks, ${total.toFixed(0)} ms observed`);
console.log(
  `Lighthouse: main thread ${Math.round(lhr.audits['mainthread-work-breakdown'].numericValue)} ms, ` +
    `TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms` +
    (loadEvent === null ? '' : `; load event at ${loadEvent.toFixed(0)} ms observed`),
);
console.log('\nby group (observed ms):');
for (const [group, time] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`${ms(time)}  ${group}`);
console.log('\nby script file and group, over 2 ms (observed ms):');
for (const [key, time] of [...byUrlGroup].sort((a, b) => b[1] - a[1]).filter(([, time]) => time > 2))
  console.log(`${ms(time)}  ${key}`);
console.log('\nby kind of top-level task (observed ms, count):');
for (const [kind, time] of [...byKind].sort((a, b) => b[1] - a[1]))
  console.log(`${ms(time)}  ${String(countByKind.get(kind)).padStart(4)}  ${kind}`);
console.log('\ntasks of 5 ms or more, in order (start ms, duration ms, kind, script):');
for (const task of topLevel.filter((task) => task.duration >= 5))
  console.log(
    `${ms(task.startTime - (origin - processed.timestamps.timeOrigin))} ${ms(task.duration)}  ${kindOf(task)}  ${short(task.attributableURLs.at(-1))}`,
  );
if (loadEvent !== null) {
  const after = topLevel.filter((task) => task.startTime > loadEvent);
  console.log(
    `\nafter the load event: ${after.length} tasks, ${after.reduce((sum, task) => sum + task.duration, 0).toFixed(0)} ms`,
  );
}
