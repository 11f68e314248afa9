/**
 * The command line: the server's tools for scripts, agents that do not
 * speak MCP, and people at a terminal. With no command, or `serve`, it is
 * the MCP server on stdio. Exit status: 0 done, 1 the template did not
 * render (or nothing was found), 2 the command was not used as its help says.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {relative, resolve, sep} from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {serve} from './server';
import {InputError, type Answer, type Tools} from './tools';
import type {TemplateFile} from './site';

const VERSION_HELP = '  --version v2|v1     Textwire version (default: v2, the latest)';
const FILES_HELP = `  FILE...             .tw files or folders of them; named by their path inside --root.
                      With none, one template is read from standard input.
  --root DIR          The templates folder the paths are taken in (default: .)
  --page PATH         The file to render (default: the first FILE)`;
const JSON_HELP = '  --json              Print the answer as JSON';

const COMMANDS: Record<string, {usage: string; help: string}> = {
  render: {
    usage: 'render [FILE...] [--data JSON | --data-file FILE] [--version v2|v1] [--json]',
    help: `Runs templates on the real engine and prints the output, or the engine's error with its
file, line and the address of its explanation. Exit status 1 when it does not render.
${FILES_HELP}
  --data JSON         The data, a JSON object
  --data-file FILE    The data, read from a file
${VERSION_HELP}
${JSON_HELP}`,
  },
  check: {
    usage: 'check [FILE...] [--version v2|v1] [--json]',
    help: `Prints every problem the playground would mark in the templates, found without data.
Exit status 1 when there is one.
${FILES_HELP}
${VERSION_HELP}
${JSON_HELP}`,
  },
  explain: {
    usage: 'explain [MESSAGE] [--version v2|v1] [--json]',
    help: `Finds the error reference entry of an engine message (read from standard input when not given).
Exit status 1 when no entry matches.
${VERSION_HELP}
${JSON_HELP}`,
  },
  search: {
    usage: 'search QUERY... [--limit N] [--json]',
    help: `Searches the site as its search box does: results with their addresses and a line of context.
  --limit N           How many results (default 8, at most 20)
${JSON_HELP}`,
  },
  docs: {
    usage: 'docs [SECTION...] [--version v2|v1] [--json]',
    help: `Prints docs sections as Markdown, by title or path; with none, lists every section and
the tasks it answers.
${VERSION_HELP}
${JSON_HELP}`,
  },
  link: {
    usage: 'link [FILE...] [--data JSON | --data-file FILE] [--version v2|v1] [--json]',
    help: `Prints a playground link that opens the templates and data. Exit status 1 when they are
too large for a link.
${FILES_HELP}
  --data JSON         The data, a JSON object
  --data-file FILE    The data, read from a file
${VERSION_HELP}
${JSON_HELP}`,
  },
  serve: {usage: 'serve', help: 'Runs the MCP server on standard input and output (also what no command does).'},
};

function mainHelp(): string {
  return `textwire-mcp: the Textwire docs and engines (v2 and v1) for coding assistants, offline.

Usage: textwire-mcp [COMMAND] [OPTIONS]
${Object.values(COMMANDS)
  .map((command) => `  textwire-mcp ${command.usage}`)
  .join('\n')}

With no command, it is an MCP server on stdio. \`textwire-mcp COMMAND --help\` explains a command.
Exit status: 0 done; 1 the template did not render, a problem was found or nothing matched;
2 the command was used wrongly. Nothing is ever sent over the network.`;
}

class UsageError extends Error {}

const OPTIONS = {
  help: {type: 'boolean', short: 'h'},
  json: {type: 'boolean'},
  version: {type: 'string'},
  data: {type: 'string'},
  'data-file': {type: 'string'},
  root: {type: 'string'},
  page: {type: 'string'},
  limit: {type: 'string'},
} as const satisfies ParseArgsConfig['options'];

/** `out` and `err` end the text with a line break; `exact` writes the output of a render as the engine gave it. */
type Io = {
  stdin: () => Promise<string>;
  out: (text: string) => void;
  exact: (text: string) => void;
  err: (text: string) => void;
};

function templateFiles(paths: string[], rootOption: string | undefined): TemplateFile[] {
  const root = resolve(rootOption ?? '.');
  const files: TemplateFile[] = [];
  const add = (absolute: string) => {
    const path = relative(root, absolute).split(sep).join('/');
    files.push({path, source: readFileSync(absolute, 'utf8')});
  };
  for (const given of paths) {
    const absolute = resolve(given);
    let stat;
    try {
      stat = statSync(absolute);
    } catch {
      throw new UsageError(`${given}: no such file or folder.`);
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(absolute, {recursive: true, withFileTypes: true}).sort((a, b) =>
        a.name.localeCompare(b.name),
      )) {
        if (entry.isFile() && entry.name.endsWith('.tw')) add(resolve(entry.parentPath, entry.name));
      }
    } else add(absolute);
  }
  return files;
}

async function templatesInput(positionals: string[], values: Record<string, string | boolean | undefined>, io: Io) {
  const version = values.version as string | undefined;
  if (positionals.length === 0) return {template: await io.stdin(), version};
  const files = templateFiles(positionals, values.root as string | undefined);
  const page = values.page as string | undefined;
  return {files, page, version};
}

function dataOf(values: Record<string, string | boolean | undefined>): string | undefined {
  if (values.data !== undefined && values['data-file'] !== undefined)
    throw new UsageError('Give --data or --data-file, not both.');
  if (values['data-file'] !== undefined) {
    try {
      return readFileSync(values['data-file'] as string, 'utf8');
    } catch {
      throw new UsageError(`${values['data-file']}: the data file cannot be read.`);
    }
  }
  return values.data as string | undefined;
}

export async function runCli(argv: string[], tools: () => Tools, io: Io, packageVersion: string): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'serve') {
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(COMMANDS.serve.help);
      return 0;
    }
    await serve(tools(), packageVersion);
    return -1;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(mainHelp());
    return 0;
  }
  if (command === '--version' || command === '-v') {
    io.out(packageVersion);
    return 0;
  }
  const spec = COMMANDS[command];
  if (!spec) {
    io.err(`Unknown command "${command}".\n\n${mainHelp()}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({args: rest, options: OPTIONS, allowPositionals: true, strict: true});
  } catch (error) {
    io.err(`${(error as Error).message}\n\nUsage: textwire-mcp ${spec.usage}`);
    return 2;
  }
  const {values, positionals} = parsed;
  if (values.help) {
    io.out(`Usage: textwire-mcp ${spec.usage}\n\n${spec.help}`);
    return 0;
  }
  try {
    const answer = await commandAnswer(command, positionals, values, tools(), io);
    if (values.json) io.out(JSON.stringify({ok: answer.ok, result: answer.data}, null, 2));
    else if (answer.ok) (answer.exact ? io.exact : io.out)(answer.text);
    else io.err(answer.text);
    return answer.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\nUsage: textwire-mcp ${spec.usage}`);
      return 2;
    }
    if (error instanceof InputError) {
      if (values.json) io.out(JSON.stringify({ok: false, error: error.message}, null, 2));
      else io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function commandAnswer(
  command: string,
  positionals: string[],
  values: Record<string, string | boolean | undefined>,
  tools: Tools,
  io: Io,
): Promise<Answer<unknown>> {
  const version = values.version as string | undefined;
  switch (command) {
    case 'render':
      return tools.render({...(await templatesInput(positionals, values, io)), data: dataOf(values)});
    case 'check':
      return tools.check(await templatesInput(positionals, values, io));
    case 'link':
      return tools.link({...(await templatesInput(positionals, values, io)), data: dataOf(values)});
    case 'explain':
      return tools.explainError(positionals.length > 0 ? positionals.join(' ') : await io.stdin(), version);
    case 'search': {
      const limit = values.limit === undefined ? undefined : Number(values.limit);
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 20))
        throw new UsageError('--limit takes a whole number from 1 to 20.');
      if (positionals.length === 0) throw new UsageError('Give the words to search for.');
      return tools.search(positionals.join(' '), limit);
    }
    case 'docs':
      return positionals.length === 0 ? tools.listSections(version) : tools.getDocumentation(positionals, version);
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
