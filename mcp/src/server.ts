/**
 * The MCP server: the tools of tools.ts over stdio, with the official SDK.
 * A tool's bad input (an unknown section, invalid JSON, a file name that
 * leaves the templates folder, a template that never ends) is answered
 * with an error result saying why; the server goes on answering.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {InputError, type Answer, type Tools} from './tools';
import {ENGINE_VERSIONS} from './site';

type ToolResult = {
  content: Array<{type: 'text'; text: string}>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

async function answer<T>(work: () => Answer<T> | Promise<Answer<T>>, errorWhenNotOk = true): Promise<ToolResult> {
  try {
    const result = await work();
    return {
      content: [{type: 'text', text: result.text}],
      structuredContent: {ok: result.ok, result: result.data as unknown},
      ...(errorWhenNotOk && !result.ok ? {isError: true} : {}),
    };
  } catch (error) {
    const message =
      error instanceof InputError ? error.message : `The tool failed: ${(error as Error).message ?? String(error)}`;
    return {content: [{type: 'text', text: message}], isError: true};
  }
}

const version = z
  .enum(ENGINE_VERSIONS as [string, ...string[]])
  .optional()
  .describe('Textwire version: "v2" (the latest, default) or "v1".');
const file = z.object({
  path: z
    .string()
    .describe('Path inside the templates folder, ending in .tw: "home.tw", "layouts/main.tw", "components/card.tw".'),
  source: z.string().describe("The file's Textwire source."),
});
const templates = {
  template: z.string().optional().describe('One template, run as EvaluateString runs it. Give this or "files".'),
  files: z
    .array(file)
    .optional()
    .describe(
      'Template files, read from a templates folder as NewTemplate reads them (layouts with @use, components with @component).',
    ),
  page: z.string().optional().describe('With "files": the path of the file to render (default: the first file).'),
  version,
};
const data = z
  .union([z.string(), z.record(z.unknown())])
  .optional()
  .describe("The data: a JSON object, as an object or as JSON text. Its keys become the template's variables.");

export function createServer(tools: Tools, packageVersion: string): McpServer {
  const server = new McpServer({name: 'textwire', version: packageVersion});

  server.registerTool(
    'list_sections',
    {
      title: 'List Textwire docs sections',
      description:
        'Every page of the Textwire docs of one version, with its title, its path and the tasks it answers. Call it first to find which sections to read with get_documentation.',
      inputSchema: {version},
    },
    ({version}) => answer(() => tools.listSections(version)),
  );

  server.registerTool(
    'get_documentation',
    {
      title: 'Read Textwire docs sections',
      description:
        "One or more docs pages as Markdown, by title or path (from list_sections). Every example's output in them is the engine's own.",
      inputSchema: {
        sections: z
          .array(z.string())
          .min(1)
          .describe('Titles or paths: "Loops", "/docs/v2/guides/loops", "guides/loops".'),
        version,
      },
    },
    ({sections, version}) => answer(() => tools.getDocumentation(sections, version)),
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Textwire site',
      description:
        "The site's own search (latest docs, error reference, tour, blog): the best results with their URLs and a line of context. Paste an engine error message to find its entry.",
      inputSchema: {
        query: z.string().describe('Words, a question, a function or directive name, or an error message.'),
        limit: z.number().int().min(1).max(20).optional().describe('How many results (default 8).'),
      },
    },
    ({query, limit}) => answer(() => tools.search(query, limit)),
  );

  server.registerTool(
    'render',
    {
      title: 'Render Textwire templates',
      description:
        "Runs templates with data on the real Textwire engine of a version and returns the output, or the engine's error with its file, line and the URL of the error reference entry that explains it. A template that does not finish in a few seconds is stopped. Render before you hand a template over.",
      inputSchema: {...templates, data},
    },
    (input) => answer(() => tools.render(input), false),
  );

  server.registerTool(
    'check',
    {
      title: 'Check Textwire templates',
      description:
        'Every problem the playground would mark in the templates, with file, line and explanation URL, found by the real engine without data.',
      inputSchema: templates,
    },
    (input) => answer(() => tools.check(input), false),
  );

  server.registerTool(
    'explain_error',
    {
      title: 'Explain a Textwire error',
      description:
        'An engine error message (with or without its [Textwire ERROR …] prefix) → its entry in the error reference: why it happens and how to fix it.',
      inputSchema: {message: z.string().describe('The message as the engine printed it.'), version},
    },
    ({message, version}) => answer(() => tools.explainError(message, version)),
  );

  server.registerTool(
    'playground_link',
    {
      title: 'Make a Textwire playground link',
      description:
        "A link to the playground on the Textwire site that opens these templates and data, for a person to run and edit them. The state travels in the link's fragment, never sent to a server. A state too large for a link is refused with the reason.",
      inputSchema: {...templates, data},
    },
    (input) => answer(() => tools.link(input)),
  );

  return server;
}

export async function serve(tools: Tools, packageVersion: string): Promise<void> {
  const server = createServer(tools, packageVersion);
  await server.connect(new StdioServerTransport());
}
