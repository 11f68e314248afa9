// The tour's figures for `npm run bench` (also `node scripts/bench-tour.mjs`
// on an existing build): a lesson page opened cold to its first output, the
// next lesson to its output with the engine warm (goal 100 ms), Check to
// verdict on the largest lesson (goal 100 ms), and the first-load
// JavaScript of /tour and a lesson page beside /playground's.
// It measures; it asserts nothing.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {median} from './median.mjs';

const gz = (path) => gzipSync(readFileSync(path), {level: 6}).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzipped bytes of the scripts a built page's HTML names. */
function htmlScriptBytes(buildDir, route) {
  const html = readFileSync(join(buildDir, route, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]* src="?([^" >]+\.js)/g)].reduce((sum, m) => sum + gz(join(buildDir, m[1])), 0);
}

/** The lessons as the plugin wrote them (plugins/tour.ts), in tour order. */
export function lessons() {
  const dir = join('.docusaurus', 'tour', 'default');
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  const byId = new Map(
    readdirSync(dir)
      .filter((name) => name.startsWith('lesson-'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
      .map((lesson) => [lesson.id, lesson]),
  );
  return index.chapters.flatMap((chapter) => chapter.lessons.map((entry) => byId.get(entry.id)));
}

const outputShown = () =>
  (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '' ||
  document.querySelector('[data-testid="playground-problem"]') !== null;

export async function measureTour(browser, base, buildDir = 'build') {
  const all = lessons();
  const route = (lesson) => `/tour/${lesson.id}`;

  // Cold: a fresh context each time, nothing cached.
  const coldMs = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}${route(all[0])}`);
    await page.waitForFunction(outputShown);
    coldMs.push(Date.now() - started);
    await context.close();
  }

  // Warm: Next, from lesson to lesson, timed in the page (click to the new
  // lesson's first output): the old page's status line is told apart from the new one's.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${route(all[0])}`);
  await page.waitForFunction(outputShown);
  const nextMs = [];
  for (let i = 1; i <= 6; i++) {
    await page.waitForTimeout(300);
    nextMs.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const old = document.querySelector('[data-testid="playground-status"]');
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const status = document.querySelector('[data-testid="playground-status"]');
              if (status && status !== old && Number(status.getAttribute('data-run')) >= 1) {
                observer.disconnect();
                resolve(Math.round(performance.now() - started));
              }
            });
            observer.observe(document.body, {subtree: true, childList: true, attributes: true});
            [...document.querySelectorAll('a')].find((a) => a.textContent.startsWith('Next')).click();
          }),
      ),
    );
  }

  // Check: the largest lesson (its files and data), solved, checked afresh (the
  // solution's outputs computed too) and then again after an edit (they are
  // kept); timed in the page, from the click to the verdict shown.
  const size = (lesson) => JSON.stringify([lesson.start, lesson.solution, lesson.data]).length;
  const largest = [...all].sort((a, b) => size(b) - size(a))[0];
  await page.goto(`${base}${route(largest)}`);
  await page.waitForFunction(outputShown);
  await page.getByRole('button', {name: 'Solve'}).click();
  const checkMs = [];
  for (let i = 0; i < 6; i++) {
    if (i > 0) {
      // An edit that keeps it solved (a space at a line's end), which clears the verdict.
      await page
        .getByRole('textbox', {name: /^Template/})
        .first()
        .click();
      await page.keyboard.press('Control+End');
      await page.keyboard.insertText(' ');
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="tour-verdict"]')?.textContent ?? '') === '',
      );
    }
    await page.waitForTimeout(600);
    checkMs.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if ((document.querySelector('[data-testid="tour-verdict"]')?.textContent ?? '') !== '') {
                observer.disconnect();
                resolve(Math.round(performance.now() - started));
              }
            });
            observer.observe(document.body, {subtree: true, childList: true, characterData: true});
            [...document.querySelectorAll('button')].find((b) => b.textContent === 'Check').click();
          }),
      ),
    );
  }
  const verdict = await page.getByTestId('tour-verdict').textContent();
  await context.close();

  return {
    lessons: all.length,
    coldToFirstOutputMs: median(coldMs),
    nextLessonWarmMs: median(nextMs),
    check: {
      lesson: largest.id,
      dataSets: largest.data.length,
      firstMs: checkMs[0],
      laterMs: median(checkMs.slice(1)),
      verdict,
    },
    firstLoadJsBytes: {
      tour: htmlScriptBytes(buildDir, 'tour'),
      lesson: htmlScriptBytes(buildDir, route(all[0]).slice(1)),
      playground: htmlScriptBytes(buildDir, 'playground'),
    },
  };
}

export function printTour(tour) {
  const js = tour.firstLoadJsBytes;
  console.log(
    `\ntour (${tour.lessons} lessons): lesson opened cold to first output ${tour.coldToFirstOutputMs} ms (median of 3); ` +
      `next lesson to its output, engine warm, ${tour.nextLessonWarmMs} ms median of 6, click to output in the page (goal 100)`,
  );
  console.log(
    `tour Check to verdict on the largest lesson (${tour.check.lesson}, ${tour.check.dataSets} data sets): ${tour.check.firstMs} ms the first time ` +
      `(the solution's outputs computed too), ${tour.check.laterMs} ms median after, click to verdict in the page (goal 100): "${tour.check.verdict}"`,
  );
  console.log(
    `first-load JS (scripts named by the HTML, gzipped): /tour ${kb(js.tour)}, a lesson ${kb(js.lesson)}, /playground ${kb(js.playground)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {chromium} = await import('@playwright/test');
  const {serveBuild} = await import('./serve-build.mjs');
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const server = await serveBuild('build', port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    printTour(await measureTour(browser, `http://127.0.0.1:${port}`));
  } finally {
    await browser.close();
    server.close();
  }
}
