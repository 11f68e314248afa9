// The MCP package's figures (docs-dev/assistants.md): the size of the
// tarball the build serves, the time from starting the server to the answer
// of its first `render` (a cold start: Node, the bundle, the data and the
// engine's wasm), and a warm `render`. Prints figures, asserts nothing.
//   node scripts/build-site.mjs && node scripts/bench-mcp.mjs [rounds]
import {execFileSync} from 'node:child_process';
import {mkdtempSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {median} from './median.mjs';

const rounds = Number(process.argv[2] ?? 5);
const tarball = join('build', 'ai', 'textwire-mcp.tgz');
const folder = mkdtempSync(join(tmpdir(), 'textwire-mcp-bench-'));
writeFileSync(join(folder, 'package.json'), '{"private": true}\n');
execFileSync(
  'npm',
  ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(process.cwd(), tarball)],
  {
    cwd: folder,
    stdio: 'pipe',
  },
);
const bin = join(folder, 'node_modules', '.bin', 'textwire-mcp');
const args = {template: '<ul>@each(item in items)<li>{{ item.upper() }}</li>@end</ul>', data: {items: ['tea', 'milk']}};

const cold = [];
const warm = [];
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: bin, cwd: folder}));
  await client.callTool({name: 'render', arguments: args});
  cold.push(performance.now() - started);
  for (let i = 0; i < 10; i++) {
    const at = performance.now();
    await client.callTool({name: 'render', arguments: args});
    warm.push(performance.now() - at);
  }
  await client.close();
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`tarball ${tarball}: ${kb(statSync(tarball).size)}`);
console.log(`cold start to the first render answer: median ${median(cold).toFixed(0)} ms of ${rounds}`);
console.log(`warm render: median ${median(warm).toFixed(1)} ms of ${warm.length}`);
