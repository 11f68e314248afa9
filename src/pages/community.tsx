import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {LATEST_VERSION} from '@site/src/versions';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './community.module.css';

const ENGINE_REPO = 'https://github.com/textwire/textwire';
const SITE_REPO = 'https://github.com/textwire/textwire.github.io';
const NVIM_PLUGIN = 'https://github.com/textwire/textwire.nvim';
const VSCODE_EXTENSION = 'https://marketplace.visualstudio.com/items?itemName=SerhiiCho.textwire';

const makeTargets: {target: string; what: ReactNode}[] = [
  {
    target: 'make test',
    what: (
      <>
        runs <code>go test ./...</code> (the default target)
      </>
    ),
  },
  {
    target: 'make fmt',
    what: (
      <>
        formats the code with <code>go fmt ./...</code>
      </>
    ),
  },
  {
    target: 'make lint',
    what: (
      <>
        runs <code>golangci-lint run</code>; install golangci-lint first
      </>
    ),
  },
  {target: 'make check', what: <>formatting, linting and tests in one go</>},
  {target: 'make shell', what: <>starts an interactive Textwire REPL</>},
  {target: 'make web', what: <>runs the small example web app that lives in the repository</>},
];

const docsExample = `\`\`\`textwire
<p>{{ name.upper() }}</p>
\`\`\`

\`\`\`json data
{ "name": "Anna" }
\`\`\`

\`\`\`html output
<p>ANNA</p>
\`\`\``;

export default function Community(): ReactNode {
  return (
    <Layout
      title="Community"
      description="Where to ask about Textwire, how to report bugs, contribute code or documentation, and which editor plugins support Textwire."
    >
      <main className={styles.page}>
        {/* An article with a "markdown" block, each section's headings searched through data-search-children: how
            docusaurus-lunr-search indexes a page, so that "where do I report a bug" finds this one. */}
        <article>
          <header className={styles.header}>
            <div className="container">
              <h1 className={styles.title}>Community</h1>
              <p className={styles.lead}>
                Textwire is built in the open. Questions, bug reports, fixes and better docs all start on GitHub, and
                every kind of help is welcome.
              </p>
            </div>
          </header>

          <div className={`container markdown ${styles.body}`}>
            <nav className={styles.toc} aria-label="On this page">
              <ul>
                <li>
                  <a href="#ask">Ask and report</a>
                </li>
                <li>
                  <a href="#engine-or-site">Textwire or this site?</a>
                </li>
                <li>
                  <a href="#code">Contribute code</a>
                </li>
                <li>
                  <a href="#docs">Improve the docs</a>
                </li>
                <li>
                  <a href="#editors">Editor support</a>
                </li>
                <li>
                  <a href="#source">Source code</a>
                </li>
              </ul>
            </nav>

            <section className={styles.section} data-search-children aria-labelledby="ask">
              <Heading as="h2" id="ask">
                Ask a question or report a bug
              </Heading>
              <p>
                Use the <Link href={`${ENGINE_REPO}/issues`}>issue tracker of the Textwire repository</Link> for bugs,
                feature ideas and questions the docs did not answer. Search it first: someone may have asked already.
                For open-ended questions, GitHub Discussions on the same repository is a good place when it is enabled
                there.
              </p>
              <p>A report we can act on quickly contains:</p>
              <ul>
                <li>
                  the Textwire version from your <code>go.mod</code> (for example <code>v2.7.1</code>) and your Go
                  version;
                </li>
                <li>the smallest template that shows the problem;</li>
                <li>the data you passed in, ideally as a Go map or JSON;</li>
                <li>
                  what you expected, and what you got, with the full error message, such as{' '}
                  <code>[Textwire ERROR:1]: variable &apos;x&apos; is undefined</code>.
                </li>
              </ul>
            </section>

            <section className={styles.section} data-search-children aria-labelledby="engine-or-site">
              <Heading as="h2" id="engine-or-site">
                A bug in Textwire, or a problem with this website?
              </Heading>
              <p>Textwire and this website are two projects, each with its own repository and issue tracker.</p>
              <ul>
                <li>
                  <strong>A bug in Textwire, the template engine:</strong> a template that renders differently from what
                  the docs say, an error message that is wrong or unclear, a crash or a hang while rendering, a function
                  or directive you would like. Report it in the{' '}
                  <Link href={`${ENGINE_REPO}/issues`}>issue tracker of textwire/textwire</Link>. The playground and the
                  tour run the same engine (v{LATEST_VERSION.engineRelease}, compiled to WebAssembly), so a wrong output
                  there is usually the engine&apos;s too.
                </li>
                <li>
                  <strong>A problem with this website:</strong> a mistake or a typo in the docs, a broken link, an
                  example whose output is not what the page shows, a page that does not load or cannot be used with a
                  keyboard or a screen reader, the playground, the tour or search misbehaving in your browser. Report it
                  in the <Link href={`${SITE_REPO}/issues`}>issue tracker of textwire/textwire.github.io</Link>. Every
                  docs page ends with a &quot;Report a problem with this page&quot; link that opens an issue there with
                  the page&apos;s address filled in.
                </li>
              </ul>
              <p>
                Not sure which? Try the template in your own Go program with the release your <code>go.mod</code> names:
                if the problem shows there too, it belongs to the engine; if only this site shows it, to the site.
              </p>
            </section>

            <section className={styles.section} data-search-children aria-labelledby="code">
              <Heading as="h2" id="code">
                Contribute code
              </Heading>
              <p>
                The engine is a plain Go module with no dependencies outside the standard library, so a Go toolchain is
                all you need.
              </p>
              <ol className={styles.steps}>
                <li>
                  Fork <Link href={ENGINE_REPO}>textwire/textwire</Link> on GitHub and clone your fork.
                </li>
                <li>Create a branch for your change.</li>
                <li>
                  Make the change and add tests next to the code you touched: the lexer, parser and evaluator each have
                  their own test files.
                </li>
                <li>Run the test suite and make sure it passes.</li>
                <li>Push the branch and open a pull request that explains the why.</li>
              </ol>
              <CodeBlock language="bash">
                {`git clone https://github.com/<your-name>/textwire.git
cd textwire
go test ./...`}
              </CodeBlock>
              <p>The repository also has a Makefile with shortcuts:</p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Command</th>
                      <th scope="col">What it does</th>
                    </tr>
                  </thead>
                  <tbody>
                    {makeTargets.map(({target, what}) => (
                      <tr key={target}>
                        <td>
                          <code>{target}</code>
                        </td>
                        <td>{what}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>

            <section className={styles.section} data-search-children aria-labelledby="docs">
              <Heading as="h2" id="docs">
                Improve the documentation
              </Heading>
              <p>
                This website has its own repository, <Link href={SITE_REPO}>textwire/textwire.github.io</Link>. Each
                docs page is a Markdown file, kept per major version, so a fix to the v2 docs does not change the v1
                pages.
              </p>
              <p>
                Examples are not just text. A <code>textwire</code> code block, an optional <code>json data</code> block
                and an <code>html output</code> block form one example, and the test suite renders the template with
                that data on the real engine of the page&apos;s version and compares the result. An example that is
                meant to fail ends with a <code>text error</code> block holding the exact error message instead.
              </p>
              <CodeBlock language="markdown" title="An example as written in a docs page">
                {docsExample}
              </CodeBlock>
              <p>
                A fragment that should not run is marked <code>norun</code> in its fence, and every complete Go file is
                compiled against the engine. So if the docs and the engine ever disagree, the build says so. To work on
                the site, install the npm packages, then run <code>npm start</code> for a live preview and{' '}
                <code>npm test</code> before opening a pull request.
              </p>
            </section>

            <section className={styles.section} data-search-children aria-labelledby="editors">
              <Heading as="h2" id="editors">
                Editor support
              </Heading>
              <div className={styles.cards}>
                <div className={styles.card}>
                  <Heading as="h3" id="vs-code">
                    Visual Studio Code
                  </Heading>
                  <p>The Textwire extension for VS Code is on the Visual Studio Marketplace.</p>
                  <Link href={VSCODE_EXTENSION}>Textwire for VS Code</Link>
                </div>
                <div className={styles.card}>
                  <Heading as="h3" id="neovim">
                    Neovim
                  </Heading>
                  <p>The Neovim plugin lives in its own repository, with setup instructions in its README.</p>
                  <Link href={NVIM_PLUGIN}>textwire.nvim</Link>
                </div>
              </div>
              <p>
                Problems with an editor plugin belong with that plugin rather than in the engine&apos;s issue tracker.
              </p>
            </section>

            <section className={styles.section} data-search-children aria-labelledby="source">
              <Heading as="h2" id="source">
                Source code
              </Heading>
              <p>
                The engine is at <Link href={ENGINE_REPO}>github.com/textwire/textwire</Link>, released under the MIT
                License. Version 2 is imported as <code>github.com/textwire/textwire/v2</code>, and each release is
                listed with its changes in the <code>CHANGELOG.md</code> file at the root of the repository. Release
                posts on the <Link to="/blog">blog</Link> explain the larger ones with examples.
              </p>
              <p>
                New to Textwire? Start with the <Link to={`${LATEST_VERSION.route}/introduction`}>introduction</Link>.
              </p>
            </section>
          </div>
        </article>
      </main>
    </Layout>
  );
}
