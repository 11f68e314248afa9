// Measures the longest URL Chromium opens, keeps through history.replaceState
// and a reload, and hands to a new browser context: the figure behind the
// playground's link limit (src/playground/linkFragment.ts); and how much
// localStorage a site gets, where the playground keeps its drafts
// (src/playground/draftStorage.ts). Prints figures, asserts nothing:
// `node scripts/measure-url-limit.mjs`.
import {createServer} from 'node:http';
import {chromium} from '@playwright/test';

const server = createServer({maxHeaderSize: 64 << 20}, (request, response) => {
  response.writeHead(200, {'content-type': 'text/html'});
  response.end('<!doctype html><title>limit</title><p>page</p>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/p`;
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
const page = await browser.newPage();

/** Whole-URL length `length` (fragment of 'a's), opened by navigation: does the page see all of it? */
async function opens(length) {
  const url = `${base}#${'a'.repeat(length - base.length - 1)}`;
  try {
    await page.goto(url, {timeout: 15_000});
  } catch {
    return false;
  }
  return (await page.evaluate(() => location.href.length)) === length;
}

/** Written with replaceState from /p, then reloaded: is it all still there? */
async function survivesReload(length) {
  await page.goto(base);
  const written = await page.evaluate(
    (fragment) => {
      try {
        history.replaceState(null, '', `#${fragment}`);
        return location.href.length;
      } catch (error) {
        return `${error.name}`;
      }
    },
    'a'.repeat(length - base.length - 1),
  );
  try {
    await page.reload({timeout: 15_000});
  } catch {
    return {written, reloaded: 'navigation failed'};
  }
  const href = await page.evaluate(() => location.href);
  return {written, reloaded: href.length < 200 ? `${href.length} (${href})` : href.length};
}

async function largest(test, low, high) {
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await test(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

console.log(`Chromium ${browser.version()}`);
const limit = await largest(opens, 1_000_000, 3_000_000);
console.log(`longest URL a navigation opens whole: ${limit} characters (2 MiB = ${2 * 1024 * 1024})`);
for (const length of [limit, limit + 1]) {
  const {written, reloaded} = await survivesReload(length);
  console.log(`replaceState to ${length} characters: location.href is ${written} long; after a reload ${reloaded}`);
}
const other = await browser.newContext();
const fresh = await other.newPage();
for (const length of [limit, limit + 1]) {
  const ok = await fresh.goto(`${base}#${'a'.repeat(length - base.length - 1)}`).then(
    async () => (await fresh.evaluate(() => location.href.length)) === length,
    () => false,
  );
  console.log(`a new browser context opening ${length} characters: ${ok ? 'whole' : 'refused'}`);
}
await fresh.goto(base);
const stored = await fresh.evaluate(() => {
  let chunk = 'x'.repeat(1 << 20);
  let total = 0;
  for (let i = 0; chunk.length > 0; i++) {
    try {
      localStorage.setItem(`k${i}`, chunk);
      total += `k${i}`.length + chunk.length;
    } catch {
      chunk = chunk.slice(0, chunk.length >> 1);
    }
  }
  return total;
});
console.log(`localStorage holds ${stored} characters (keys and values) per site`);
await browser.close();
server.close();
