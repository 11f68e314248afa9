import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serveBuild} from './serve-build.mjs';
const [dirA, dirB, runs, ...pages] = process.argv.slice(2);
const a = await serveBuild(dirA, 4190), b = await serveBuild(dirB, 4191);
const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']});
function cpu(trace) {
  const ev = trace.traceEvents; let best = {cpu: 0, blk: 0};
  for (const m of ev.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const t = ev.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid && typeof e.tdur === 'number');
    const c = t.reduce((s, x) => s + x.tdur / 1000, 0); const k = t.reduce((s, x) => s + Math.max(0, 4 * x.tdur / 1000 - 50), 0);
    if (c > best.cpu) best = {cpu: c, blk: k};
  }
  return best;
}
async function run(port, page) {
  const {lhr, artifacts} = await lighthouse(`http://127.0.0.1:${port}${page}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const c = cpu(artifacts.Trace);
  return `${Math.round(lhr.audits['total-blocking-time'].numericValue)}/${Math.round(c.blk)}`;
}
for (const page of pages) {
  const ra = [], rb = [];
  for (let i = 0; i < Number(runs); i++) { if (i % 2) { rb.push(await run(4191, page)); ra.push(await run(4190, page)); } else { ra.push(await run(4190, page)); rb.push(await run(4191, page)); } }
  console.log(page, 'A (TBT/cpuBlk):', ra.join(' '), '| B:', rb.join(' '));
}
await chrome.kill(); a.close(); b.close();
