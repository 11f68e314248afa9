/**
 * A docs page's Markdown for readers' tools (src/llms/pageMarkdown.ts), the
 * pkg.go.dev links pinned to the registry's releases, and the "Report a
 * problem" link. The built files themselves are checked by
 * tests/e2e/llms.spec.ts.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageMarkdown, parsePage, resultDiffers} from '../../src/llms/pageMarkdown';
import {outcomeOf} from '../../src/workbench/run';
import {markdownPath} from '../../src/llms/markdownPath';
import {llmsTxt} from '../../src/llms/llmsFiles';
import {pinPkgGoDevUrl} from '../../src/versions/pkgGoDev';
import {reportProblemUrl} from '../../src/components/ReportProblemLink/reportProblemUrl';
import {DOCS_VERSIONS} from '../../src/versions';
import {loadDocFiles, SITE_ROOT} from '../support/docs';

const PAGE = `---
title: A page
description: What it is about.
---

Read [loops](./loops.md#each) and [the API][api].

:::warning
Mind the gap.
:::

\`\`\`textwire compare file="home.tw"
@use("~main")
\`\`\`

\`\`\`textwire file="layouts/main.tw"
<b>@reserve("x")</b>
\`\`\`

\`\`\`json data
{ "n": 1 }
\`\`\`

\`\`\`html output
<b>as the page says</b>
\`\`\`

\`\`\`text error version="v1"
what v1 said
\`\`\`

\`\`\`go title="main.go"
package main
\`\`\`

[api]: ../guides/go-api.md
`;

describe('a page as Markdown', () => {
  const parsed = parsePage(PAGE);
  const ok = outcomeOf({status: 'ok', output: '<b>from the engine</b>\n'});
  const error = outcomeOf({status: 'error', message: 'v1 error from its engine', problems: []});
  const info = {
    title: 'A page',
    description: 'What it is about.',
    url: 'https://site.test/docs/v2/x/page',
    version: 'v2',
    resolveLink: (url: string) => `https://site.test/resolved/${url}`,
  };
  const markdown = pageMarkdown(parsed, info, [{result: ok, others: [error]}]);

  it('opens with the title, the description and the page URL, without front matter', () => {
    expect(
      markdown.startsWith(
        '# A page\n\n> What it is about.\n\nSource: <https://site.test/docs/v2/x/page> (Textwire v2 docs)\n\nRead ',
      ),
    ).toBe(true);
    expect(markdown).not.toContain('---');
  });

  it('makes links absolute, inline and by reference', () => {
    expect(markdown).toContain('[loops](<https://site.test/resolved/./loops.md#each>)');
    expect(markdown).toContain('[api]: <https://site.test/resolved/../guides/go-api.md>');
  });

  it('writes admonitions as plain text', () => {
    expect(markdown).toContain('**Warning:**\nMind the gap.\n\nFile');
    expect(markdown).not.toContain(':::');
  });

  it('names files before their blocks and drops the site meta from fences', () => {
    expect(markdown).toContain('File `home.tw`:\n\n```textwire\n@use("~main")\n```');
    expect(markdown).toContain('File `layouts/main.tw`:\n\n```textwire\n');
    expect(markdown).toContain('Data (JSON):\n\n```json\n{ "n": 1 }\n```');
    expect(markdown).toContain('File `main.go`:\n\n```go\npackage main\n```');
    expect(markdown).not.toMatch(/compare|file=|title=|version=/);
  });

  it("follows the example with the engines' results in place of the page's", () => {
    expect(markdown).toContain(
      'Output (v2):\n\n```html\n<b>from the engine</b>\n```\n\nError (v1):\n\n```text\nv1 error from its engine\n```',
    );
    expect(markdown).not.toContain('as the page says');
    expect(markdown).not.toContain('what v1 said');
  });

  it("shows a Go panic by its value, from the result's panic field", () => {
    const panic = outcomeOf({status: 'crash', panic: 'runtime error: integer divide by zero'});
    expect(pageMarkdown(parsed, info, [{result: ok, others: [panic]}])).toContain(
      'Go panic (v1):\n\n```text\nruntime error: integer divide by zero\n```',
    );
    expect(resultDiffers(panic, {kind: 'panic', text: 'runtime error: integer divide by zero'})).toBe(false);
    expect(resultDiffers(panic, {kind: 'panic', text: 'another value'})).toBe(true);
    expect(resultDiffers(error, {kind: 'panic', text: 'v1 error from its engine'})).toBe(true);
  });

  it('is served beside its page', () => {
    expect(markdownPath('/docs/v2/guides/loops')).toBe('/docs/v2/guides/loops.md');
    expect(markdownPath('/docs/v2/functions/')).toBe('/docs/v2/functions.md');
  });
});

it('llms.txt links llms-small.txt first', () => {
  const version = {name: 'v2', release: '2.7.1', latest: true, groups: [], fullUrl: 'https://site.test/llms-full.txt'};
  const text = llmsTxt(version, [], 'https://site.test/llms-small.txt');
  expect(/\]\((https?:[^)\s]+)\)|(https?:\/\/\S+)/.exec(text)?.slice(1).find(Boolean)).toBe(
    'https://site.test/llms-small.txt',
  );
});

describe('pkg.go.dev links', () => {
  const [v2, v1] = DOCS_VERSIONS;

  it("name the registry's release of the module they link", () => {
    expect(pinPkgGoDevUrl(`https://pkg.go.dev/${v2.engineModule}`)).toBe(
      `https://pkg.go.dev/${v2.engineModule}@v${v2.engineRelease}`,
    );
    expect(pinPkgGoDevUrl(`https://pkg.go.dev/${v2.engineModule}/config#Config`)).toBe(
      `https://pkg.go.dev/${v2.engineModule}@v${v2.engineRelease}/config#Config`,
    );
    // v1's module path is the start of v2's: each gets its own release.
    expect(pinPkgGoDevUrl(`https://pkg.go.dev/${v1.engineModule}/fail`)).toBe(
      `https://pkg.go.dev/${v1.engineModule}@v${v1.engineRelease}/fail`,
    );
    expect(pinPkgGoDevUrl('https://pkg.go.dev/net/http')).toBe('https://pkg.go.dev/net/http');
  });

  it('are on both Go API pages, and no page types a release into one', () => {
    const docs = loadDocFiles();
    const sources = docs.map((doc) => ({path: doc.path, text: readFileSync(join(SITE_ROOT, doc.path), 'utf8')}));
    expect(
      sources.filter((source) => /pkg\.go\.dev\/[^)\s]*@v/.test(source.text)).map((source) => source.path),
    ).toEqual([]);
    for (const [path, version] of [
      ['versioned_docs/version-v2/guides/go-api.md', v2],
      ['versioned_docs/version-v1/get-started/go-api.md', v1],
    ] as const) {
      expect(sources.find((source) => source.path === path)?.text).toContain(
        `(https://pkg.go.dev/${version.engineModule})`,
      );
    }
  });
});

it('"Report a problem" opens a new issue naming the page and its docs version', () => {
  const url = new URL(
    reportProblemUrl('https://github.com/org/site', 'https://site.test/docs/v2/guides/loops', {
      title: 'Loops',
      permalink: '/docs/v2/guides/loops',
      version: 'v2',
    }),
  );
  expect(url.origin + url.pathname).toBe('https://github.com/org/site/issues/new');
  expect(url.searchParams.get('title')).toBe('Docs: a problem on "Loops" (v2)');
  expect(url.searchParams.get('body')).toContain(
    `Page: https://site.test/docs/v2/guides/loops\nDocs version: v2 (Textwire ${DOCS_VERSIONS[0].engineRelease})`,
  );
});
