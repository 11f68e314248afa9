// What the benchmark scripts share: Chromium's flags for a measurement and
// the page they call "the longest docs page".
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

/** Headless Chromium that makes no request of its own (the machine reaches no network). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The latest docs' page with the most HTML in a build: the heaviest page a reader opens. */
export function longestLatestPage(buildDir = 'build') {
  const {versions} = JSON.parse(readFileSync('src/versions/registry.json', 'utf8'));
  const root = join(buildDir, versions.find((version) => version.latest).route);
  let best = {path: '', size: 0};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && statSync(full).size > best.size)
        best = {path: full.slice(buildDir.length).replace(/\/index\.html$/, ''), size: statSync(full).size};
    }
  };
  walk(root);
  return best.path;
}
