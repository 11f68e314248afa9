import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Pages that run Textwire start downloading their engine with their HTML: a
 * page whose prerendered HTML holds a workbench (its root carries
 * `data-engine-preload="<version>"`, src/components/Workbench) gets
 * `<link rel="preload" as="fetch" crossorigin>` for that version's wasm in
 * its head, after the build. The page's code then compiles the preloaded
 * bytes (warmEngine, src/engine/browser.ts) instead of asking for them only
 * once it runs. No other page names the engine.
 *
 * Written into the built HTML rather than through <Head>: react-helmet
 * appends its tags again when the page hydrates, and the second <link>
 * started a second download once the first had been used.
 */
export const MARKER = /data-engine-preload="?(v\d+)"?/;
/** Minified HTML keeps <meta charset> as the first tag of the head. */
const HEAD_START = /<meta charset="?utf-8"?>/i;

export function withEnginePreload(html: string, baseUrl: string): string | null {
  const version = MARKER.exec(html)?.[1];
  if (!version) return null;
  const head = HEAD_START.exec(html);
  if (!head) throw new Error('engine-preload: a page with a workbench has no <meta charset> to put the preload after');
  const end = head.index + head[0].length;
  const link = `<link rel=preload href=${baseUrl}engine/textwire-${version}.wasm as=fetch crossorigin=anonymous>`;
  return html.slice(0, end) + link + html.slice(end);
}

export default function enginePreload(context: LoadContext): Plugin {
  return {
    name: 'engine-preload',
    async postBuild({outDir, routesPaths}) {
      for (const route of new Set(routesPaths)) {
        const relative = route.replace(context.baseUrl, '');
        for (const file of [join(outDir, relative, 'index.html'), join(outDir, `${relative}.html`)]) {
          let html: string;
          try {
            html = readFileSync(file, 'utf8');
          } catch {
            continue;
          }
          const changed = withEnginePreload(html, context.baseUrl);
          if (changed) writeFileSync(file, changed);
          break;
        }
      }
    },
  };
}
