/**
 * The code that renders a code block (./Rendered.tsx: the block's layout,
 * buttons, Prism and the site's grammars; about 15 KB compressed). The
 * server render draws every block with it, so that bundle has it from the
 * start. In the browser it is a chunk of its own, which a page needs only to
 * render a block itself: a page opened within the site waits for it as for
 * its own chunks, and a link loads it when the visitor points at or touches
 * it (src/theme/CodeBlock/preloadNavigation.ts); failing those, the block that needs
 * it loads it. `process.env.SITE_BUNDLE` is set per bundle by
 * plugins/site-bundle.ts; the bundler drops the branch of the other bundle.
 */
import {onDemand} from '@site/src/client/onDemand';

type Renderer = typeof import('./Rendered');

export const codeBlockRenderer = onDemand<Renderer>(
  () => import(/* webpackChunkName: "code-block" */ './Rendered'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static require keeps it in the server bundle only
  process.env.SITE_BUNDLE === 'server' ? (require('./Rendered') as Renderer) : null,
);
