import type {Plugin} from '@docusaurus/types';

/**
 * Tells the code which bundle it is in (`process.env.SITE_BUNDLE`, 'server'
 * or 'client'): the server render draws every code block (with Prism) and
 * every Try it link (with the link codec), so they are part of its bundle,
 * while the browser loads them only for what it renders itself
 * (src/theme/CodeBlock/renderer.ts, src/components/RunnableExample/TryItBar.tsx). The bundler drops
 * the branch of the other bundle. A public option of the bundler; no tie.
 */
export default function siteBundle(): Plugin {
  return {
    name: 'site-bundle',
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          'process.env.SITE_BUNDLE': JSON.stringify(isServer ? 'server' : 'client'),
        }),
      ],
    }),
  };
}
