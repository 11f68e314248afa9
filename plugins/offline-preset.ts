import type {LoadContext, Preset} from '@docusaurus/types';
import {join} from 'node:path';
import offline, {OFFLINE_SW_ENTRY} from './offline';

/**
 * What the service worker precaches (Workbox, through @docusaurus/plugin-pwa):
 * only what the offline page needs to show in the site's layout, and the
 * installed app's manifest and icons. Everything else is stored as it is used
 * or on request (src/offline/serviceWorker.mjs, which leaves these to the
 * plugin's handler). Paths relative to the build.
 */
export const OFFLINE_SHELL =
  /^(offline\/index\.html|assets\/css\/styles\.[0-9a-f]+\.css|img\/(logo|favicon)\.svg|img\/app\/.*|manifest\.json)$/;

/**
 * Offline reading and the installed app (docs-dev/offline.md): Docusaurus's
 * official PWA plugin and ours (plugins/offline.ts). A preset, not two
 * entries of the config's `plugins`: the site config is serialized into every
 * page's main.js, plugin options and all (they were 0.3 KB gzipped, with
 * the build machine's paths), while a preset's plugins are not.
 */
export default function offlinePreset({siteDir}: LoadContext): Preset {
  return {
    plugins: [
      offline,
      [
        '@docusaurus/plugin-pwa',
        {
          // Every visitor: the worker stores only what is read (and the tour
          // once opened), so there is nothing to hold back for phones or installs.
          offlineModeActivationStrategies: ['always'],
          // Ours registers once the page is idle, out of every first load.
          swRegister: join(siteDir, 'src', 'offline', 'registerWhenIdle.ts'),
          // Written by plugins/offline.ts after the build: this build's id
          // around src/offline/serviceWorker.mjs.
          swCustom: OFFLINE_SW_ENTRY,
          injectManifestConfig: {
            manifestTransforms: [
              (entries: {url: string}[]) => ({manifest: entries.filter((entry) => OFFLINE_SHELL.test(entry.url))}),
            ],
          },
          // The manifest only: its theme colour and icons serve browsers that
          // install (Safari too, since iOS 15.4), and every tag here is in
          // every page's first load.
          pwaHead: [{tagName: 'link', rel: 'manifest', href: '/manifest.json'}],
        },
      ],
    ],
  };
}
