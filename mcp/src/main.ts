/**
 * The package's one entry (bin `textwire-mcp`): the MCP server with no
 * command, the CLI with one (cli.ts). The engines start on first use, in
 * worker threads of this process.
 */
import {runCli} from './cli';
import {Engines, Tools} from './tools';
import {loadData, PACKAGE_VERSION, setUpEngines} from './package';

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
    process.stdin.on('error', reject);
  });
}

setUpEngines();
/**
 * How long a render may take: longer than the playground's 3 s, which is
 * set for typing; an assistant's call may bring megabytes of data, and the
 * machine may be busy. TEXTWIRE_TIMEOUT_MS sets another.
 */
const TIMEOUT_MS = 10_000;
const engines = new Engines(Number(process.env.TEXTWIRE_TIMEOUT_MS) || TIMEOUT_MS);
let tools: Tools | null = null;
const toolsOnce = () => {
  if (!tools) {
    const data = loadData();
    // A copy of the site served elsewhere (a mirror, a local build) gets links and explanations of its own.
    if (process.env.TEXTWIRE_SITE) data.docs.site = process.env.TEXTWIRE_SITE.replace(/\/+$/, '');
    tools = new Tools(data, engines);
  }
  return tools;
};

runCli(
  process.argv.slice(2),
  toolsOnce,
  {
    stdin: readStdin,
    out: (text) => process.stdout.write(`${text}\n`),
    exact: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(`${text}\n`),
  },
  PACKAGE_VERSION,
).then(
  (code) => {
    // -1: the server runs until its client closes standard input.
    if (code >= 0) {
      engines.dispose();
      process.exitCode = code;
    } else process.stdin.on('close', () => engines.dispose());
  },
  (error: unknown) => {
    process.stderr.write(`textwire-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
    engines.dispose();
    process.exitCode = 2;
  },
);
