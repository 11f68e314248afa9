/**
 * What the server's tools and the CLI's commands do, once: each function
 * takes plain input and returns an answer with a short text for a reader
 * and the same facts as data. Nothing here writes to the disk or opens a
 * connection: the templates run in the engines inside this process's
 * worker threads, the docs and the index are read from the package.
 */
import type {DocsData, Page, PackageData} from './data';
import {
  createNodeEngine,
  encodeState,
  ENGINE_VERSIONS,
  excerpt,
  contentRanges,
  explain,
  formatBytes,
  linkFor,
  MAX_STATE_CHARS,
  runState,
  Searcher,
  type EngineClient,
  type EngineVersion,
  type ErrorIndex,
  type Outcome,
  type TemplateFile,
  type WorkbenchState,
} from './site';

/** One answer: `ok` false when the input could not be used or the template did not render. */
export type Answer<T> = {ok: boolean; text: string; data: T; exact?: true};

/** The templates of a render, a check or a link: one template, or files with the page to render. */
export type TemplatesInput = {
  template?: string;
  files?: TemplateFile[];
  page?: string;
  version?: string;
};

/** An input that cannot be used: the tools answer it with its message, and go on. */
export class InputError extends Error {}

export const VERSIONS = ENGINE_VERSIONS as readonly string[];

export function versionOf(version: string | undefined, docs: DocsData): EngineVersion {
  const latest = docs.versions.find((v) => v.latest)?.name ?? VERSIONS[VERSIONS.length - 1];
  const name = (version ?? latest).trim().toLowerCase();
  const known = /^\d/.test(name) ? `v${name.split('.')[0]}` : name;
  if (!VERSIONS.includes(known))
    throw new InputError(
      `Unknown version "${version}": this package has ${docs.versions.map((v) => v.name).join(' and ')}.`,
    );
  return known;
}

/** The engines, one per version, started on first use and kept for the next call. */
export class Engines {
  private readonly clients = new Map<EngineVersion, EngineClient>();
  constructor(private readonly timeoutMs?: number) {}
  get(version: EngineVersion): EngineClient {
    let client = this.clients.get(version);
    if (!client) {
      client = createNodeEngine(version, this.timeoutMs);
      this.clients.set(version, client);
    }
    return client;
  }
  dispose(): void {
    for (const client of this.clients.values()) client.dispose();
    this.clients.clear();
  }
}

function dataText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function stateOf(input: TemplatesInput, data: string, docs: DocsData): WorkbenchState {
  const version = versionOf(input.version, docs);
  if (input.files && input.files.length > 0) {
    if (input.template !== undefined) throw new InputError('Give either "template" or "files", not both.');
    const page = input.page ?? input.files[0].path;
    return {version, files: input.files, page, data};
  }
  if (input.template === undefined) throw new InputError('Give a template ("template") or template files ("files").');
  return {version, template: input.template, data};
}

export type Problem = {file: string; line: number; message: string; explanation: {entry: string; url: string} | null};

export type RenderData =
  | {status: 'ok'; version: string; output: string}
  | {status: Exclude<Outcome['status'], 'ok'>; version: string; message: string; problems: Problem[]};

function explained(message: string, version: string, errors: ErrorIndex, site: string): Problem['explanation'] {
  const found = explain(message, version, errors);
  return found ? {entry: found.entry.message, url: `${site}${found.entry.url}`} : null;
}

function problemsOf(outcome: Outcome, version: string, errors: ErrorIndex, site: string): Problem[] {
  if (outcome.status !== 'error') return [];
  return outcome.problems.map((p) => ({...p, explanation: explained(p.message, version, errors, site)}));
}

function placeOf(problem: Problem): string {
  const file = problem.file || 'the template';
  return problem.line > 0 ? `${file}, line ${problem.line}` : file;
}

function problemLines(problems: Problem[]): string {
  return problems
    .map(
      (p) =>
        `- ${placeOf(p)}: ${p.message}\n  ${p.explanation ? `Explained: ${p.explanation.url}` : 'No entry of the error reference matches this message.'}`,
    )
    .join('\n');
}

export class Tools {
  private readonly searcher: Searcher;
  constructor(
    private readonly data: PackageData,
    private readonly engines: Engines,
  ) {
    this.searcher = new Searcher(data.search.docs, data.search.index);
  }

  get site(): string {
    return this.data.docs.site;
  }

  private async run(state: WorkbenchState): Promise<{outcome: Outcome; problems: Problem[]}> {
    const outcome = await runState(state, (version) => this.engines.get(version));
    return {outcome, problems: problemsOf(outcome, state.version, this.data.errors, this.site)};
  }

  async render(input: TemplatesInput & {data?: unknown}): Promise<Answer<RenderData>> {
    const state = stateOf(input, dataText(input.data), this.data.docs);
    const {outcome, problems} = await this.run(state);
    if (outcome.status === 'ok')
      return {
        ok: true,
        text: outcome.output,
        exact: true,
        data: {status: 'ok', version: state.version, output: outcome.output},
      };
    const text =
      outcome.status === 'error' ? `Textwire ${state.version} error:\n${problemLines(problems)}` : titled(outcome);
    return {
      ok: false,
      text,
      data: {status: outcome.status, version: state.version, message: outcome.message, problems},
    };
  }

  /**
   * The problems the playground marks, found without data: the engine runs
   * the templates on an empty object. A parse or start-up error does not
   * depend on data; an error met while rendering may (an undefined variable),
   * and is marked so.
   */
  async check(
    input: TemplatesInput,
  ): Promise<Answer<{version: string; problems: Array<Problem & {stage: 'parse' | 'render' | 'input'}>}>> {
    const state = stateOf(input, '{}', this.data.docs);
    const {outcome, problems} = await this.run(state);
    if (outcome.status === 'ok')
      return {
        ok: true,
        text: `No problems found (Textwire ${state.version}).`,
        data: {version: state.version, problems: []},
      };
    if (outcome.status !== 'error') {
      const problem = {file: '', line: 0, message: outcome.message, explanation: null, stage: 'input' as const};
      return {
        ok: false,
        text: titled(outcome),
        data: {version: state.version, problems: [problem]},
      };
    }
    const staged = problems.map((p) => ({
      ...p,
      stage:
        p.explanation && /\/errors\/render(#|$)/.test(p.explanation.url) ? ('render' as const) : ('parse' as const),
    }));
    const note = staged.every((p) => p.stage === 'render')
      ? '\nThe templates parse. This error was met while rendering with no data: it may come from the missing data. Render with your data to be sure.'
      : '';
    return {
      ok: false,
      text: `Textwire ${state.version} found ${staged.length === 1 ? 'a problem' : `${staged.length} problems`}:\n${problemLines(staged)}${note}`,
      data: {version: state.version, problems: staged},
    };
  }

  link(input: TemplatesInput & {data?: unknown}): Answer<{url: string | null; chars: number; why?: string}> {
    const state = stateOf(input, dataText(input.data), this.data.docs);
    // A state that unpacks past what a link opens is refused before it is compressed, which takes seconds for megabytes.
    // (The characters of its texts alone: what is compressed is their JSON, longer still.)
    const unpacked =
      (input.template?.length ?? 0) +
      (input.files ?? []).reduce((sum, f) => sum + f.path.length + f.source.length, 0) +
      state.data.length;
    if (unpacked > MAX_STATE_CHARS) {
      const why = `it would unpack to more than ${formatBytes(MAX_STATE_CHARS)}, more than a link opens`;
      return {
        ok: false,
        text: `No link: this state is too large for a playground link (${why}).`,
        data: {url: null, chars: 0, why},
      };
    }
    const encoded = encodeState(state);
    const link = linkFor(encoded);
    if (!link.fits)
      return {
        ok: false,
        text: `No link: this state is too large for a playground link (${link.why}).`,
        data: {url: null, chars: encoded.length, why: link.why},
      };
    const url = `${this.site}${link.href}`;
    return {ok: true, text: url, data: {url, chars: url.length}};
  }

  explainError(message: string, version?: string): Answer<{entry: string; url: string; version: string} | null> {
    const own = versionOf(version, this.data.docs);
    const found = explain(message, own, this.data.errors);
    if (!found)
      return {
        ok: false,
        text: 'No entry of the error reference matches this message. Search the docs for its words (search_docs).',
        data: null,
      };
    const page = this.pageAt(found.entry.url);
    const section = page ? sectionOf(page.markdown, found.entry.message) : '';
    const url = `${this.site}${found.entry.url}`;
    const other =
      found.version !== own ? ` (the ${found.version} reference: the message is ${found.version}'s wording)` : '';
    return {
      ok: true,
      text: `${found.entry.message}\n${url}${other}${section ? `\n\n${section}` : ''}`,
      data: {entry: found.entry.message, url, version: found.version},
    };
  }

  private pageAt(url: string): Page | undefined {
    const path = url.split('#')[0];
    return this.data.docs.pages.find((page) => page.path === path);
  }

  pagesOf(version?: string): Page[] {
    const name = versionOf(version, this.data.docs);
    return this.data.docs.pages.filter((page) => page.version === name);
  }

  listSections(version?: string): Answer<Array<{title: string; path: string; url: string; tasks: string[]}>> {
    const sections = this.pagesOf(version).map((page) => ({
      title: page.title,
      path: page.path,
      url: `${this.site}${page.path}`,
      tasks: page.tasks.length > 0 ? page.tasks : page.description ? [page.description] : [],
    }));
    const text = sections
      .map((s) => `- ${s.title} (${s.path})${s.tasks.map((task) => `\n  - ${task}`).join('')}`)
      .join('\n');
    return {ok: true, text, data: sections};
  }

  /** A page by its path (with or without the origin, the version's prefix, `.md` or an anchor) or its title. */
  findPage(section: string, version?: string): Page | null {
    const pages = this.pagesOf(version);
    const wanted = normalPath(section);
    return (
      pages.find((page) => normalPath(page.path) === wanted) ??
      pages.find(
        (page) => normalPath(page.path).replace(/^\/docs\/v\d+\//, '') === wanted.replace(/^\/?(docs\/v\d+\/)?/, ''),
      ) ??
      pages.find((page) => page.title.toLowerCase() === section.trim().toLowerCase()) ??
      null
    );
  }

  getDocumentation(
    sections: string[],
    version?: string,
  ): Answer<Array<{path: string; title: string; markdown: string}>> {
    if (sections.length === 0)
      throw new InputError('Name at least one section, by its title or path (list_sections lists them).');
    const found: Page[] = [];
    const missing: string[] = [];
    for (const section of sections) {
      const page = this.findPage(section, version);
      if (page) found.push(page);
      else missing.push(section);
    }
    if (missing.length > 0) {
      const name = versionOf(version, this.data.docs);
      const hints = missing.map((section) => {
        const close = this.searcher
          .search(section, 3)
          .filter((r) => r.doc.version === name || r.doc.version === undefined);
        return `"${section}"${close.length ? ` (closest: ${close.map((r) => r.doc.url.split('#')[0]).join(', ')})` : ''}`;
      });
      throw new InputError(
        `No ${name} docs section is called ${hints.join(', ')}. list_sections lists every section's title and path.`,
      );
    }
    return {
      ok: true,
      text: found.map((page) => page.markdown).join('\n\n---\n\n'),
      data: found.map((page) => ({path: page.path, title: page.title, markdown: page.markdown})),
    };
  }

  search(query: string, limit = 8): Answer<Array<{title: string; url: string; context: string}>> {
    if (query.trim() === '') throw new InputError('The query is empty.');
    const results = this.searcher.search(query, Math.max(1, Math.min(20, limit))).map((result) => {
      const {doc, id, terms} = result;
      const title = doc.type === 0 ? doc.title : `${doc.pageTitle ?? ''} › ${doc.title}`;
      const text = this.data.search.texts[id];
      const context = text
        ? plain(excerpt(text.text, contentRanges(text.text, text.code, terms.content, terms.code)))
        : (doc.description ?? '');
      return {title: plain(title), url: `${this.site}${doc.url}`, context: context.replace(/\s+/g, ' ').trim()};
    });
    if (results.length === 0) return {ok: false, text: `Nothing found for "${query}".`, data: []};
    return {ok: true, text: results.map((r) => `- ${r.title}\n  ${r.url}\n  ${r.context}`).join('\n'), data: results};
  }
}

/** An outcome's title and message ("Data error: …"), without saying the title twice ("Stopped after 3 s…"). */
function titled(outcome: Outcome): string {
  return outcome.message.startsWith(outcome.title) ? outcome.message : `${outcome.title}: ${outcome.message}`;
}

/** HTML of the site's excerpts and titles as plain text. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '');
}

function normalPath(text: string): string {
  let path = text.trim();
  try {
    if (/^https?:\/\//.test(path)) path = new URL(path).pathname;
  } catch {
    // Not a URL: a path or a title.
  }
  return path.split('#')[0].replace(/\.md$/, '').replace(/\/+$/, '').toLowerCase();
}

/** An entry's section of its page's Markdown: from its heading to the next heading of the same or a higher level. */
function sectionOf(markdown: string, message: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} /.test(line) && line.includes(message));
  if (start < 0) return '';
  const level = /^#+/.exec(lines[start])![0].length;
  let end = start + 1;
  let fence = false;
  for (; end < lines.length; end++) {
    if (/^\s*```/.test(lines[end])) fence = !fence;
    const heading = /^(#+) /.exec(lines[end]);
    if (!fence && heading && heading[1].length <= level) break;
  }
  return lines.slice(start, end).join('\n').trim();
}

export {formatBytes};
