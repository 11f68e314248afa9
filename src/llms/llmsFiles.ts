/**
 * llms.txt (the llms.txt convention: a title, a summary, then sections of
 * links with a note each) and the whole docs of a version in one file,
 * from the docs pages in sidebar order (plugins/llms.ts reads the sidebars).
 */

export type LlmsPage = {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** Its Markdown's absolute URL. */
  markdownUrl: string;
  markdown: string;
  /** The tasks it answers, in users' words (its `tasks:` front matter, which search weighs too). */
  tasks?: string[];
};

/** A sidebar category (its label) or a run of pages outside any category (label null). */
export type LlmsGroup = {label: string | null; pages: LlmsPage[]};

export type LlmsVersion = {
  name: string;
  /** The engine release it describes ("2.7.1"). */
  release: string;
  latest: boolean;
  groups: LlmsGroup[];
  /** Absolute URL of its whole-docs file. */
  fullUrl: string;
};

/** The file name of a version's whole docs: llms-full.txt for the latest, llms-full-v1.txt for v1. */
export function fullFileName(version: {name: string; latest: boolean}): string {
  return version.latest ? 'llms-full.txt' : `llms-full-${version.name}.txt`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function linkLine(page: LlmsPage, prefix = ''): string {
  const tasks = page.tasks?.length ? ` Answers: ${page.tasks.map(oneLine).join('; ')}.` : '';
  return `- [${prefix}${page.title}](${page.markdownUrl})${page.description ? `: ${oneLine(page.description)}` : ''}${tasks}`;
}

/** A heading for a run of pages outside any category: their titles. */
function groupHeading(group: LlmsGroup): string {
  if (group.label) return group.label;
  const titles = group.pages.map((page) => page.title);
  return titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/** `smallUrl`: /llms-small.txt, the language in one short file, linked first. */
export function llmsTxt(latest: LlmsVersion, archived: LlmsVersion[], smallUrl?: string): string {
  const lines = [
    '# Textwire',
    '',
    `> Textwire is a template language for Go: HTML with \`{{ }}\` to print expressions and \`@\` directives (\`@if\`, \`@each\`, \`@use\`, \`@component\`...) for logic, loops, layouts and components, rendered by the Go module \`github.com/textwire/textwire\`. Its syntax is its own: it is neither Go's html/template nor Blade. These are the docs of Textwire ${latest.name} (release ${latest.release}), the current version.`,
    ...(smallUrl
      ? [
          '',
          `For an assistant with a small context, start with [Textwire ${latest.name} in one file](${smallUrl}): the syntax, every directive and built-in function, the Go API in brief and every pitfall, under 40 KB, its examples run on the engine.`,
        ]
      : []),
    '',
    `Each link below is a docs page as Markdown; the same address without \`.md\` is the page on the site. Every example in them was run on the Textwire engine when the site was built, and is followed by what the engine gave. All ${latest.name} pages in one file: ${latest.fullUrl}.`,
  ];
  for (const group of latest.groups) {
    lines.push('', `## ${groupHeading(group)}`, '', ...group.pages.map((page) => linkLine(page)));
  }
  if (archived.length > 0) {
    lines.push('', '## Optional', '');
    for (const version of archived) {
      lines.push(
        `- [Textwire ${version.name} docs in one file](${version.fullUrl}): the docs of ${version.name} (release ${version.release}), which is no longer developed; the pages below are its pages one by one.`,
      );
      for (const group of version.groups) {
        const prefix = `${version.name} › ${group.label ? `${group.label} › ` : ''}`;
        lines.push(...group.pages.map((page) => linkLine(page, prefix)));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A version's pages, each page's Markdown (which opens with its title and URL) in sidebar order. */
export function llmsFullTxt(version: LlmsVersion): string {
  const intro = [
    `# Textwire ${version.name} docs`,
    '',
    `> Every page of the Textwire ${version.name} docs (release ${version.release}${version.latest ? ', the current version' : ', no longer developed'}), in the order of the site's sidebar. Every example was run on that engine when the site was built and is followed by what it gave.`,
  ].join('\n');
  const pages = version.groups.flatMap((group) => group.pages.map((page) => page.markdown.trim()));
  return `${[intro, ...pages].join('\n\n')}\n`;
}
