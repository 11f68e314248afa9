import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkTextwireExamples from './plugins/remark-textwire-examples';
import rehypeRunnableExamples from './plugins/rehype-runnable-examples';
import remarkFocusableTables from './plugins/remark-focusable-tables';
import slimPrism from './plugins/slim-prism';
import codeBlockMetadata from './plugins/code-block-metadata';
import siteBundle from './plugins/site-bundle';
import routeChunkScripts from './plugins/route-chunk-scripts';
import bundleAnalysis from './plugins/bundle-analysis';
import coreClientOverrides from './plugins/core-client-overrides';
import lazyProgressBar from './plugins/lazy-progress-bar';
import rawText from './plugins/raw-text';
import examplesMenu from './plugins/examples-menu';
import editorDocs from './plugins/editor-docs';
import errorCatalog from './plugins/error-catalog';
import versionSwitch from './plugins/version-switch';
import tour from './plugins/tour';
import llms from './plugins/llms';
import remarkPkgGoDev from './plugins/remark-pkg-go-dev';
import {hasFullGitHistory} from './scripts/git-history.mjs';
import {codeTheme} from './src/prism/themes';
import textwireSearch from './plugins/search';
import {ARCHIVED_VERSIONS, DOCS_VERSIONS, LATEST_VERSION} from './src/versions';

const GITHUB = 'https://github.com/textwire/textwire';
const ORGANIZATION = 'textwire';
const PROJECT = 'textwire.github.io';
/** The site's own repository: "Edit this page" and "Report a problem with this page" lead there. */
const SITE_REPOSITORY = `https://github.com/${ORGANIZATION}/${PROJECT}`;

const DOCS_ROUTE_BASE = '/docs/';
/** Archived versions stay out of search results and the sitemap. */
const ARCHIVED_ROUTES = ARCHIVED_VERSIONS.map((version) => `${version.route}/**`);
const LATEST_DOCS = LATEST_VERSION.route;

const config: Config = {
  title: 'Textwire',
  tagline: 'Easy for you, hard for the parser',
  favicon: 'img/favicon.svg',
  titleDelimiter: '|',
  url: 'https://textwire.github.io',
  baseUrl: '/',
  organizationName: ORGANIZATION,
  projectName: PROJECT,
  deploymentBranch: 'gh-pages',
  trailingSlash: undefined,

  future: {
    v4: true,
    experimental_faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  markdown: {
    // .md pages are CommonMark, so `{{ }}` and `<tag>` in prose need no escaping.
    format: 'detect',
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // The versions come from src/versions/registry.json.
          lastVersion: LATEST_VERSION.name,
          // Only the released versions are published; docs/ is not.
          onlyIncludeVersions: DOCS_VERSIONS.map((version) => version.name),
          versions: Object.fromEntries(
            DOCS_VERSIONS.map((version) => [
              version.name,
              {
                label: version.name,
                path: version.route.slice(DOCS_ROUTE_BASE.length),
                ...(version.latest ? {} : {banner: 'unmaintained' as const}),
              },
            ]),
          ),
          breadcrumbs: true,
          remarkPlugins: [remarkTextwireExamples, remarkFocusableTables, remarkPkgGoDev],
          rehypePlugins: [rehypeRunnableExamples],
          // Each page's source in the repository (versioned_docs/version-v2/...).
          editUrl: `${SITE_REPOSITORY}/edit/main/`,
          // From git: the last commit that changed the page. A shallow clone
          // knows only its last commit, which would date every page to it, so
          // the date is shown only with the whole history
          // (scripts/git-history.mjs fetches it before a build).
          showLastUpdateTime: hasFullGitHistory(),
        },
        blog: {
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Textwire blog',
            description: 'Releases and stories from the Textwire team',
            copyright: `Copyright © ${new Date().getFullYear()} Textwire`,
          },
          blogTitle: 'Textwire blog',
          blogDescription:
            'Releases, changes worth knowing about and the story behind Textwire, from the team that builds it.',
          blogListComponent: '@site/src/components/BlogIndexPage',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkTextwireExamples, remarkFocusableTables, remarkPkgGoDev],
          rehypePlugins: [rehypeRunnableExamples],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: [...ARCHIVED_ROUTES, '/offline'],
        },
      } satisfies Preset.Options,
    ],
    // Offline reading and the installed app (docs-dev/offline.md): a preset of
    // ours, so that its plugins' options stay out of the site config that
    // every page's main.js carries.
    './plugins/offline-preset.ts',
  ],

  clientModules: [require.resolve('./src/client/hydration.ts'), require.resolve('./src/client/shownRoute.ts')],

  plugins: [
    slimPrism,
    codeBlockMetadata,
    siteBundle,
    routeChunkScripts,
    bundleAnalysis,
    coreClientOverrides,
    lazyProgressBar,
    rawText,
    examplesMenu,
    editorDocs,
    errorCatalog,
    versionSwitch,
    tour,
    llms,
    [
      // docusaurus-lunr-search with our index and ranking (plugins/search.ts,
      // src/search/): headings weigh most, then page descriptions, then text.
      textwireSearch,
      {
        excludeRoutes: [...ARCHIVED_ROUTES, '/offline'],
        highlightResult: true,
        maxHits: 8,
      },
    ],
  ],

  themeConfig: {
    // Link previews (Open Graph and Twitter cards) for every page.
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'textwire-2-7-logical-operators',
      content:
        'Textwire 2.7 adds <code>&amp;&amp;</code> and <code>||</code>: <a href="/docs/v2/language-elements/expressions#logical-operators--and-">see the logical operators</a>',
      isCloseable: true,
    },
    navbar: {
      title: 'Textwire',
      hideOnScroll: true,
      logo: {alt: 'Textwire logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
        {to: '/tour', label: 'Learn', position: 'left', activeBasePath: '/tour'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {to: '/community', label: 'Community', position: 'left'},
        {to: '/playground', label: 'Playground', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {href: 'https://github.com/textwire/textwire.nvim', label: 'Neovim', position: 'right'},
        {
          href: 'https://marketplace.visualstudio.com/items?itemName=SerhiiCho.textwire',
          label: 'VS Code',
          position: 'right',
        },
        {href: GITHUB, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Introduction', to: `${LATEST_DOCS}/introduction`},
            {label: 'Get started', to: `${LATEST_DOCS}/get-started`},
            {label: 'Functions', to: `${LATEST_DOCS}/functions/`},
            {label: 'Upgrade from v1', to: `${LATEST_DOCS}/upgrade`},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Community', to: '/community'},
            {label: 'Issues', href: `${GITHUB}/issues`},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: GITHUB},
            {label: 'Neovim plugin', href: 'https://github.com/textwire/textwire.nvim'},
            {
              label: 'VS Code extension',
              href: 'https://marketplace.visualstudio.com/items?itemName=SerhiiCho.textwire',
            },
          ],
        },
      ],
      logo: {alt: 'Textwire logo', src: 'img/logo.svg', width: 48, height: 48, href: '/'},
      copyright: `Copyright © ${new Date().getFullYear()} Textwire. Built with Docusaurus.`,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    metadata: [
      {name: 'keywords', content: 'textwire, go, golang, template language, templates, html'},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    prism: {
      // Mode-independent: its colours are CSS variables (src/prism/themes.ts).
      // Code blocks read `theme` whatever the mode (src/theme/CodeBlock/Content).
      theme: codeTheme,
      darkTheme: codeTheme,
      // HTML (markup) is built in (src/prism/prism-react-renderer.ts). Order
      // matters: `go` and `javascript` extend `clike`; `css` and `javascript`
      // also highlight <style> and <script> inside HTML and Textwire examples.
      additionalLanguages: ['clike', 'javascript', 'css', 'go', 'bash', 'json', 'markdown'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
