// Builds the Textwire engine of every docs version (src/versions/registry.json)
// to WebAssembly for the site and the tests, from engine/wasm/<version>.
// Output (gitignored): static/engine/textwire-<version>.wasm and the
// wasm_exec.js of the Go toolchain that built them; they must match.
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const engineDir = join(root, 'engine');
const outDir = join(root, 'static', 'engine');
// The engines' go.mod files ask for Go 1.22+; wasm_exec.js lives in lib/wasm from Go 1.24.
const MIN_GO = [1, 24];
const {versions} = JSON.parse(readFileSync(join(root, 'src', 'versions', 'registry.json'), 'utf8'));

function goVersion() {
  try {
    const out = execFileSync('go', ['env', 'GOVERSION'], {encoding: 'utf8'}).trim();
    const m = /^go(\d+)\.(\d+)/.exec(out);
    return m ? [Number(m[1]), Number(m[2])] : null;
  } catch {
    return null;
  }
}

const version = goVersion();
if (!version || version[0] < MIN_GO[0] || (version[0] === MIN_GO[0] && version[1] < MIN_GO[1])) {
  console.error(
    `The Textwire engine is built with Go, and Go ${MIN_GO.join('.')} or newer was not found` +
      (version ? ` (found go${version.join('.')})` : '') +
      `.\nInstall Go ${MIN_GO.join('.')}+ from https://go.dev/dl/ and run this again.`,
  );
  process.exit(1);
}

/**
 * The engine's memory is capped (WebAssembly pages of 64 KiB). Without a cap a
 * template such as {{ "a".repeat(3000000000) }} fills gigabytes before Go runs
 * out of memory, for 10 s and more, and is cut by the playground's time limit
 * as if it looped; with it, the allocation fails at once and the playground
 * says the template needs too much memory. 1 GiB is far above what any
 * template in the docs uses.
 */
export const MEMORY_CAP_PAGES = 16384;

function readLeb(bytes, offset) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[offset++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return {value, next: offset};
}

function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** Gives the module's one memory a maximum: rewrites the memory section (id 5). */
export function capMemory(wasm, maxPages) {
  let offset = 8; // magic and version
  while (offset < wasm.length) {
    const id = wasm[offset];
    const size = readLeb(wasm, offset + 1);
    const end = size.next + size.value;
    if (id === 5) {
      const count = readLeb(wasm, size.next);
      if (count.value !== 1) throw new Error(`expected one memory, found ${count.value}`);
      const flags = wasm[count.next];
      if (flags !== 0 && flags !== 1) throw new Error(`unexpected memory limits flags ${flags}`);
      const min = readLeb(wasm, count.next + 1);
      const body = [1, 1, ...leb(min.value), ...leb(maxPages)];
      return Buffer.concat([
        wasm.subarray(0, offset),
        Buffer.from([5, ...leb(body.length), ...body]),
        wasm.subarray(end),
      ]);
    }
    offset = end;
  }
  throw new Error('the module defines no memory');
}

/** Newest modification time among the Go sources that go into the wasm. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(go|mod|sum)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

mkdirSync(outDir, {recursive: true});
const goroot = execFileSync('go', ['env', 'GOROOT'], {encoding: 'utf8'}).trim();
const wasmExec = join(goroot, 'lib', 'wasm', 'wasm_exec.js');
const sourcesChanged = newestSource(engineDir);

for (const {name: v} of versions) {
  const out = join(outDir, `textwire-${v}.wasm`);
  if (existsSync(out) && statSync(out).mtimeMs > sourcesChanged && existsSync(join(outDir, 'wasm_exec.js'))) {
    continue;
  }
  const started = Date.now();
  execFileSync('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', out, `./wasm/${v}`], {
    cwd: engineDir,
    env: {...process.env, GOOS: 'js', GOARCH: 'wasm'},
    stdio: 'inherit',
  });
  writeFileSync(out, capMemory(readFileSync(out), MEMORY_CAP_PAGES));
  console.log(`engine: built ${v} (${(statSync(out).size / 1e6).toFixed(1)} MB) in ${Date.now() - started} ms`);
}
copyFileSync(wasmExec, join(outDir, 'wasm_exec.js'));
