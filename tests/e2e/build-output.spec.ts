import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';

// npm test saves the production build's output; broken links throw, but
// broken anchors, markdown links and duplicate routes only warn there.
test('the production build printed no broken-link, anchor or duplicate-route warning', () => {
  const log = readFileSync(join(__dirname, '..', '..', 'reports', 'build.log'), 'utf8');
  expect(log).toMatch(/Generated static files/);
  const warnings = log.split('\n').filter((line) => /broken (link|anchor|markdown)|duplicate route|Duplicate routes/i.test(line));
  expect(warnings).toEqual([]);
});
