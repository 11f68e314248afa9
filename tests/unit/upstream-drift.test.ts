/**
 * Our ties to upstream files (UPGRADING.md explains each): a copy, a module we
 * put in place of one, a wrapper relying on what a component renders, or an
 * import of an internal. Each records the sha256 of the upstream file as
 * installed when the tie was last audited (Docusaurus 3.8.1, prism-react-renderer
 * 2.4.1, docusaurus-lunr-search 3.6.1). An upgrade that changes one fails here:
 * re-audit our file against the new upstream, then record the new hash.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {SITE_ROOT} from '../support/docs';

type Tie = {
  /** Our files, from the site root. */
  ours: string[];
  /** The upstream file, from node_modules. */
  upstream: string;
  /** copy: our files start from the upstream file (licence header and version kept). */
  kind: 'copy' | 'replaced' | 'wrapped' | 'internal';
  sha256: string;
};

const CORE = '@docusaurus/core/lib';
const THEME = '@docusaurus/theme-classic/src/theme';
const COMMON = '@docusaurus/theme-common/lib';

export const TIES: Tie[] = [
  // The staged client entry (plugins/core-client-overrides.ts).
  {
    ours: ['src/entry/stagedClientEntry.tsx'],
    upstream: `${CORE}/client/clientEntry.js`,
    kind: 'copy',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
  },
  {
    ours: ['src/entry/stagedClientEntry.tsx', 'src/theme/Root/index.tsx'],
    upstream: `${CORE}/client/App.js`,
    kind: 'internal',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
  },
  {
    ours: ['plugins/route-chunk-scripts.ts'],
    upstream: `${CORE}/server/codegen/codegenRoutes.js`,
    kind: 'internal',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
  },
  {
    ours: ['plugins/route-chunk-scripts.ts'],
    upstream: `${CORE}/webpack/client.js`,
    kind: 'internal',
    sha256: 'f18828ee53faf0a5afa6af6b2e725a02e00e5d410842d6fc9e40f719b796dcdc',
  },
  {
    ours: ['plugins/route-chunk-scripts.ts'],
    upstream: `${CORE}/ssg/ssgTemplate.js`,
    kind: 'internal',
    sha256: 'faea0446fa8ceeb559a56b96442636a3052daa2467d6ddc625ad020bc65ac645',
  },
  {
    ours: ['src/client/preloadRenderedRoute.ts'],
    upstream: `${CORE}/client/preload.js`,
    kind: 'internal',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  },
  // Navigations and a link's hover also wait for the code-block renderer (plugins/core-client-overrides.ts).
  {
    ours: ['src/theme/CodeBlock/preloadNavigation.ts', 'plugins/core-client-overrides.ts'],
    upstream: `${CORE}/client/preload.js`,
    kind: 'replaced',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  },
  {
    ours: ['src/theme/CodeBlock/preloadNavigation.ts'],
    upstream: `${CORE}/client/PendingNavigation.js`,
    kind: 'internal',
    sha256: '1c489db32b5665b06586dc471d29def9cab8a8f4acac9863775dd378716ce4d0',
  },
  // One tslib helper instead of all of tslib in the browser bundle (plugins/core-client-overrides.ts).
  {
    ours: ['src/client/tslibImportDefault.ts', 'plugins/core-client-overrides.ts'],
    upstream: '@docusaurus/utils-common/lib/index.js',
    kind: 'replaced',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
  },
  // The navigation progress bar, loaded on the first navigation (plugins/lazy-progress-bar.ts).
  {
    ours: ['src/client/progressBarOnDemand.ts', 'plugins/lazy-progress-bar.ts'],
    upstream: '@docusaurus/theme-classic/lib/nprogress.js',
    kind: 'replaced',
    sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
  },
  {
    // Where the theme lists that client module (the alias matches its path).
    ours: ['plugins/lazy-progress-bar.ts'],
    upstream: '@docusaurus/theme-classic/lib/index.js',
    kind: 'internal',
    sha256: '8fa569c73de6d3669a5da835e9470c5119e20ba9ee7d609d1650e90ec23ec199',
  },
  {
    ours: ['src/theme/Root/index.tsx'],
    upstream: `${CORE}/client/theme-fallback/Root/index.js`,
    kind: 'replaced',
    sha256: '450d33ef242b1cc6faf23470aa5c98313935198765a7baead8e3cdba1aecd2fd',
  },
  // The client-manifest rewrite: the registry it reads, the manifest it writes to, the render that reads it.
  // Slim Prism (plugins/slim-prism.ts).
  {
    ours: ['src/prism/prism-react-renderer.ts', 'plugins/slim-prism.ts'],
    upstream: 'prism-react-renderer/dist/index.js',
    kind: 'replaced',
    sha256: '4ad8d9b3e27401e1937ecc7d1d65882ff66f91611adcb14e6a74f736ce67cb69',
  },
  {
    ours: ['src/prism/no-startup-languages.ts', 'plugins/slim-prism.ts'],
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    kind: 'replaced',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
  },
  {
    ours: ['src/theme/prism-include-languages.ts', 'src/theme/CodeBlock/Content/site-languages.ts'],
    upstream: `${THEME}/prism-include-languages.ts`,
    kind: 'copy',
    sha256: 'ae4f25b4ca4dc254b47b072626e15a25e63dc23d4891e8b9e45f8257ea301770',
  },
  // Code blocks.
  {
    ours: ['src/theme/CodeBlock/index.tsx', 'src/theme/CodeBlock/Rendered.tsx', 'src/theme/CodeBlock/renderer.ts'],
    upstream: `${THEME}/CodeBlock/index.tsx`,
    kind: 'copy',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  },
  {
    ours: ['src/theme/CodeBlock/Content/String.tsx', 'src/theme/CodeBlock/Content/wordWrap.ts'],
    upstream: `${THEME}/CodeBlock/Content/String.tsx`,
    kind: 'copy',
    sha256: '76e8e89a5336d05d474fde11ea8c1f2a3ee43f5313fa34914b395614b93f3d53',
  },
  {
    ours: ['src/theme/CodeBlock/Content/index.tsx'],
    upstream: `${THEME}/CodeBlock/Content/index.tsx`,
    kind: 'copy',
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
  },
  {
    ours: ['src/theme/CodeBlock/Content/styles.module.css'],
    upstream: `${THEME}/CodeBlock/Content/styles.module.css`,
    kind: 'copy',
    sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  },
  {
    ours: ['src/theme/CodeBlock/Container/index.tsx'],
    upstream: `${THEME}/CodeBlock/Container/index.tsx`,
    kind: 'copy',
    sha256: '2ece6830dbb5b8d6ef57d88086d6e1ab14671923c06b9d80d12b45bedff7be60',
  },
  {
    ours: ['src/theme/CodeBlock/Container/styles.module.css'],
    upstream: `${THEME}/CodeBlock/Container/styles.module.css`,
    kind: 'copy',
    sha256: '16d8fa7b71e6c0f6d7c0bed5bcdb62dbc8ed72a4967d23db1c4a311611b3e254',
  },
  {
    ours: ['src/theme/CodeBlock/Buttons/index.tsx'],
    upstream: `${THEME}/CodeBlock/Buttons/index.tsx`,
    kind: 'wrapped',
    sha256: 'a17f4e325c8869abb7b65c1d9663654dc2fd8bdd84a6d4f6fd193ac66ce1e881',
  },
  {
    // A block kept as the server rendered it gets its buttons where this layout puts them, after the <pre>.
    ours: ['src/theme/CodeBlock/Server/index.tsx', 'src/theme/CodeBlock/Server/Buttons.tsx'],
    upstream: `${THEME}/CodeBlock/Layout/index.tsx`,
    kind: 'wrapped',
    sha256: 'b13e7b55a5b8c1bcbe762a7f3f4ad9e23370171a63e3344ec2940f48f7db2bf0',
  },
  {
    ours: ['src/theme/CodeBlock/Line/index.tsx'],
    upstream: `${THEME}/CodeBlock/Line/index.tsx`,
    kind: 'wrapped',
    sha256: 'd3d546425d7c8cb458d6321753f8545121cb1109fe9f6b630c8497c97845264b',
  },
  {
    ours: [
      'src/theme/CodeBlock/Content/String.tsx',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/CodeBlock/Container/index.tsx',
      'src/theme/CodeBlock/Server/Buttons.tsx',
      'plugins/code-block-metadata.ts',
    ],
    upstream: `${COMMON}/utils/codeBlockUtils.js`,
    kind: 'internal',
    sha256: 'ade5a2056ef4f591fb50b88ab28e29e8e470de4de320a1512970a09040c35af1',
  },
  // Our word-wrap hook stands in for the theme's (it imports nothing of it; TypeScript checks the shape it hands
  // to the block context), so a change to the theme's hook is still ours to carry over.
  {
    ours: ['src/theme/CodeBlock/Content/wordWrap.ts'],
    upstream: `${COMMON}/hooks/useCodeWordWrap.js`,
    kind: 'replaced',
    sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
  },
  // Navbar drawer and mobile docs sidebar.
  {
    ours: ['src/theme/DocSidebar/Mobile/index.tsx'],
    upstream: `${THEME}/DocSidebar/Mobile/index.tsx`,
    kind: 'copy',
    sha256: '8384e429631642ecbc584a0ca9d3b9f3bd2829b009498d90b80ffb383ec0d2fc',
  },
  {
    ours: ['src/theme/DocSidebar/Mobile/index.tsx'],
    upstream: `${COMMON}/contexts/navbarSecondaryMenu/content.js`,
    kind: 'internal',
    sha256: 'f28c89217e58e73957c541622ea56af9dd73895ff10bca3d78c3c1ce0f47f5b7',
  },
  {
    ours: ['src/theme/DocSidebar/Mobile/index.tsx'],
    upstream: `${COMMON}/utils/reactUtils.js`,
    kind: 'internal',
    sha256: 'a57918973cc9a6a9095fbcc8173ec20dc6973ca94b444904fede60e01edafeab',
  },
  {
    ours: ['src/theme/Navbar/MobileSidebar/index.tsx'],
    upstream: `${THEME}/Navbar/MobileSidebar/index.tsx`,
    kind: 'wrapped',
    sha256: 'bcdcffc2de5c5af3bbc779e27efca4589757359b72b7fa48fd0b60cd519423d7',
  },
  {
    ours: ['src/theme/Navbar/MobileSidebar/index.tsx', 'src/theme/DocSidebar/Mobile/index.tsx'],
    upstream: `${COMMON}/contexts/navbarMobileSidebar.js`,
    kind: 'internal',
    sha256: '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
  },
  // Pages and landmarks.
  // The blog lists' Read more link, whose text names its post (Lighthouse link-text).
  {
    ours: ['src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx'],
    upstream: `${THEME}/BlogPostItem/Footer/ReadMoreLink/index.tsx`,
    kind: 'replaced',
    sha256: 'c523633e5a1671dc8f5393f63438e15efcb3cc80d1bbfc6f88b4132027bfd674',
  },
  {
    ours: ['src/theme/BlogArchivePage/index.tsx'],
    upstream: `${THEME}/BlogArchivePage/index.tsx`,
    kind: 'copy',
    sha256: '42fb9f651c21b4f6a6161bb8ee6726ab3a4e3c35779bf278039c4e79c67758d1',
  },
  {
    ours: ['src/theme/TOC/index.tsx'],
    upstream: `${THEME}/TOC/index.tsx`,
    kind: 'wrapped',
    sha256: 'a696deca295e367359cec7df9028e6c9ef8706d560b1185a5a043700bfb9bc73',
  },
  {
    ours: ['src/theme/DocsRoot/index.tsx'],
    upstream: `${THEME}/DocsRoot/index.tsx`,
    kind: 'wrapped',
    sha256: '1bce2c404e8e3ae3e23db3bccd01b45e36b0bd856742c1b158231dca38069671',
  },
  // Out of first loads: navbar item types the site never uses.
  {
    ours: ['src/theme/NavbarItem/ComponentTypes.tsx'],
    upstream: `${THEME}/NavbarItem/ComponentTypes.tsx`,
    kind: 'copy',
    sha256: 'bca91aa806923bd6c308c26db8f0dd8ab1c73944f732c381afcd870881c150f5',
  },
  // The version switch keeps the reader's place (src/versions/pageMap.ts), and the docs page names its engine release.
  {
    ours: ['src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'],
    upstream: `${THEME}/NavbarItem/DocsVersionDropdownNavbarItem.tsx`,
    kind: 'wrapped',
    sha256: '4fc6597b0b90515e823649b2f5bf07923f0d380a8c54613264cd36195ff55f05',
  },
  {
    ours: ['src/theme/DocVersionBanner/index.tsx'],
    upstream: `${THEME}/DocVersionBanner/index.tsx`,
    kind: 'copy',
    sha256: '4cbfaa11f966ce242de021f0934df85b1a3517de31bb05fe2364add5b2f040fe',
  },
  {
    ours: ['src/theme/DocVersionBadge/index.tsx'],
    upstream: `${THEME}/DocVersionBadge/index.tsx`,
    kind: 'wrapped',
    sha256: 'f48d0878297735e434d6fae1a31b60b47ac8e47199b1bdc5322e04a1fb49b762',
  },
  // Docs pages: "Copy page" and "View as Markdown" above the content, "Report a problem" under the footer.
  {
    ours: ['src/theme/DocItem/Content/index.tsx'],
    upstream: `${THEME}/DocItem/Content/index.tsx`,
    kind: 'wrapped',
    sha256: 'a60acf97ab953670816c13b7f28c68f9e3d15af00d5b9f8a5e602e8dcc20448b',
  },
  {
    ours: ['src/theme/DocItem/Footer/index.tsx'],
    upstream: `${THEME}/DocItem/Footer/index.tsx`,
    kind: 'wrapped',
    sha256: 'e66cb95f8e068ca27ab2d2ac0ac2b0b27d65a2bcd45933aa47d246d0a8fc19af',
  },
  // Issue #57: the "Last updated" line kept from the HTML while the page hydrates (its root element is the theme's).
  {
    ours: ['src/theme/LastUpdated/index.tsx'],
    upstream: `${THEME}/LastUpdated/index.tsx`,
    kind: 'wrapped',
    sha256: '53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b',
  },
  {
    ours: ['src/theme/MDXComponents/A/index.tsx'],
    upstream: `${THEME}/MDXComponents/A.tsx`,
    kind: 'wrapped',
    sha256: '81987af4d06f44e737dfed9924a584f83f8e00583798148630006daa5beba56f',
  },
  {
    ours: ['src/theme/BlogTagsListPage/index.tsx'],
    upstream: `${THEME}/BlogTagsListPage/index.tsx`,
    kind: 'wrapped',
    sha256: '94a72359be1b93e2b9e401c7837e96423f01d54e44715c98ee653789d6a343e4',
  },
  {
    ours: ['src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx'],
    upstream: `${THEME}/Blog/Pages/BlogAuthorsListPage/index.tsx`,
    kind: 'wrapped',
    sha256: 'a62bf7a8968d27e10ddb81cc45b9354ade5bba378762495c838d11ff45464c79',
  },
  {
    ours: ['src/theme/Blog/Pages/BlogAuthorsPostsPage/index.tsx'],
    upstream: `${THEME}/Blog/Pages/BlogAuthorsPostsPage/index.tsx`,
    kind: 'wrapped',
    sha256: '978b01367c2772fbb975b5f01be8a366ef4b167cf8bc8d5b9b47bb61df6afe30',
  },
  // The playground's link back to a docs section: anchors made as the headings plugin makes them.
  {
    ours: ['src/examples/headingIds.ts'],
    upstream: '@docusaurus/mdx-loader/lib/remark/headings/index.js',
    kind: 'internal',
    sha256: '57cff27d3f00f044dbcbbfb3d370a8cd0fd552bc9bf05d23115959809478e251',
  },
  // Offline (#44): the plugin's reload popup replaced (its documented way), its registration and
  // service worker read through what they define (env variables, `?params=`, SKIP_WAITING, caches).
  {
    ours: ['src/theme/PwaReloadPopup/index.tsx'],
    upstream: '@docusaurus/plugin-pwa/lib/theme/PwaReloadPopup/index.js',
    kind: 'replaced',
    sha256: '28478777a75491e8977ee10988df5c28ffb18d6255fd80d21504d528c7a59aa9',
  },
  {
    ours: ['src/offline/client.ts', 'src/offline/registerWhenIdle.ts'],
    upstream: '@docusaurus/plugin-pwa/lib/registerSw.js',
    kind: 'internal',
    sha256: 'ad2bfa6c10c0ee430c1dc937d9caae05bf13aa1ff72b187f0710b198bdb091a7',
  },
  {
    ours: ['src/offline/serviceWorker.mjs', 'plugins/offline-preset.ts'],
    upstream: '@docusaurus/plugin-pwa/lib/sw.js',
    kind: 'internal',
    sha256: 'c4c96d9eb7bb65a13a76ed9833ae1bea8323ad20e8da4527dee8954c96b25a31',
  },
  // Search.
  {
    ours: [
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchBar/LunrSearchBar.tsx',
      'src/theme/SearchBar/useResultHighlight.ts',
      'src/theme/SearchBar/useResultLabels.ts',
    ],
    upstream: 'docusaurus-lunr-search/src/theme/SearchBar/index.jsx',
    kind: 'replaced',
    sha256: 'd399f598bf6d309467e66550f6dc86dd7e7f22870b8950c0c3c019b0617ef8cb',
  },
  {
    ours: ['src/theme/SearchBar/LunrSearchBar.tsx', 'src/search/docSearch.d.ts'],
    upstream: 'docusaurus-lunr-search/src/theme/SearchBar/DocSearch.js',
    kind: 'internal',
    sha256: '11f9560b4c00d01c26f5044804a7cbb77ee47917faa5d7acea3ff152bb9f6999',
  },
];

const upstreamPath = (tie: Tie) => join(SITE_ROOT, 'node_modules', tie.upstream);
const read = (path: string) => readFileSync(path, 'utf8');

/** The licence comment an upstream file opens with. */
function licenceHeader(source: string): string {
  return /^\/\*\*\n \* Copyright[\s\S]*?\*\/\n/.exec(source)?.[0] ?? '';
}

function packageVersion(upstream: string): string {
  const parts = upstream.split('/');
  const name = upstream.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return (JSON.parse(read(join(SITE_ROOT, 'node_modules', name, 'package.json'))) as {version: string}).version;
}

describe('upstream files we depend on are the ones we audited', () => {
  it.each(TIES.map((tie) => [tie.ours.join(', '), tie.upstream, tie] as const))(
    '%s against %s',
    (ours, upstream, tie) => {
      const sha256 = existsSync(upstreamPath(tie))
        ? createHash('sha256')
            .update(readFileSync(upstreamPath(tie)))
            .digest('hex')
        : 'missing';
      expect(
        sha256,
        `re-audit ${ours} against ${upstream} (${packageVersion(upstream)}), then record its new sha256 in tests/unit/upstream-drift.test.ts`,
      ).toBe(tie.sha256);
    },
  );

  it('every theme component we swizzle is in the list', () => {
    const listed = new Set(TIES.flatMap((tie) => tie.ours));
    const themeModules = readdirSync(join(SITE_ROOT, 'src', 'theme'), {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name).slice(SITE_ROOT.length + 1));
    expect(
      themeModules.filter((file) => !listed.has(file)),
      'add their upstream files to TIES',
    ).toEqual([]);
  });
});

describe('copied files keep the upstream licence header and say where they came from', () => {
  it.each(TIES.filter((tie) => tie.kind === 'copy').map((tie) => [tie.ours[0], tie] as const))('%s', (ours, tie) => {
    const source = read(join(SITE_ROOT, ours));
    const header = licenceHeader(read(upstreamPath(tie)));
    expect(header, `${tie.upstream} has no licence header to keep`).not.toBe('');
    expect(source.startsWith(header), `${ours} must open with the licence header of ${tie.upstream}`).toBe(true);
    const [name] = tie.upstream.match(/^(@[^/]+\/[^/]+|[^/]+)/)!;
    expect(source, `${ours} must say it comes from ${name} ${packageVersion(tie.upstream)}`).toContain(
      `${name} ${packageVersion(tie.upstream)}`,
    );
  });
});
