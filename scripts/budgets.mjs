// `npm run budgets`: measures what each route of budgets.json loads first
// (scripts/route-weight.mjs) on the build in build/, and prints it beside
// the route's budget and today's figures. `npm run budgets -- --update`
// writes the measured figures into budgets.json as today's (the budgets
// stay as they are). The check itself is tests/e2e/budgets.spec.ts, part of
// `npm test`. Exits with 1 when a route is over its budget.
import {writeFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build.mjs';
import {kb, measureRoute, overBudget, readBudgets} from './route-weight.mjs';
import {measureSearchWeight, overSearchBudget, perQueryBytes, searchFileName} from './search-weight.mjs';

const PORT = Number(process.env.SITE_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const update = process.argv.includes('--update');

const budgets = readBudgets();
// BUDGETS_BUILD: another build to measure (an older one, to compare).
const BUILD = process.env.BUDGETS_BUILD ?? 'build';
const server = await serveBuild(BUILD, PORT);
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
const failures = [];
try {
  console.log(
    `${'route'.padEnd(52)} ${'first-load JS'.padEnd(26)} ${'total'.padEnd(26)} engine (KB, gzipped: now / today / budget)`,
  );
  for (const route of budgets.routes) {
    const measured = await measureRoute(browser, BASE, route.path, {buildDir: BUILD});
    const column = (now, today, budget) => `${kb(now)} / ${today ?? '-'} / ${budget ?? '-'}`.padEnd(26);
    console.log(
      `${`${route.name} ${route.path}`.padEnd(52)} ${column(measured.js, route.today.js, route.budget.js)} ${column(
        measured.total,
        route.today.total,
        route.budget.total,
      )} ${route.budget.engine === undefined ? '' : column(measured.engine, route.today.engine, route.budget.engine)}`,
    );
    const problem = overBudget(route, measured);
    if (problem) failures.push(problem);
    if (update) {
      route.today = {
        js: kb(measured.js),
        total: kb(measured.total),
        ...(route.budget.engine === undefined ? {} : {engine: kb(measured.engine)}),
        files: Object.fromEntries(measured.requests.map(({name, bytes}) => [name, kb(bytes)])),
      };
    }
  }
  // Search: on first use (from the first hover) and per query (scripts/search-weight.mjs).
  const search = await measureSearchWeight(browser, BASE, {buildDir: BUILD});
  const perQuery = perQueryBytes(search, BUILD);
  console.log(
    `${'search, first use / per query'.padEnd(52)} ${`${kb(search.firstUse.bytes)} / ${budgets.search.today.firstUse} / ${budgets.search.budget.firstUse}`.padEnd(26)} ${kb(perQuery)} / ${budgets.search.today.perQuery} / ${budgets.search.budget.perQuery}`,
  );
  const problem = overSearchBudget(budgets.search, search, BUILD);
  if (problem) failures.push(problem);
  if (update)
    budgets.search.today = {
      firstUse: kb(search.firstUse.bytes),
      perQuery: kb(perQuery),
      files: Object.fromEntries(search.firstUse.files.map(({urlPath, bytes}) => [searchFileName(urlPath), kb(bytes)])),
    };
} finally {
  await browser.close();
  server.close();
}
if (update) {
  budgets.measured = new Date().toISOString().slice(0, 10);
  writeFileSync('budgets.json', `${JSON.stringify(budgets, null, 2)}\n`);
  console.log('\nbudgets.json: today’s figures updated');
}
for (const failure of failures) console.log(`\nOVER BUDGET: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
