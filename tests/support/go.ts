/** The Go side, as the tests use it: engine sources in the module cache and a native runner. */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {ENGINE_MODULES, type EngineVersion} from '../../src/versions';
import {SITE_ROOT} from './docs';

export const ENGINE_DIR = join(SITE_ROOT, 'engine');

export {ENGINE_MODULES} from '../../src/versions';

/** Where the go command keeps the engine's source (downloaded if needed). */
export function engineSourceDir(version: EngineVersion): string {
  const out = execFileSync('go', ['list', '-m', '-json', ENGINE_MODULES[version]], {cwd: ENGINE_DIR, encoding: 'utf8'});
  const dir = (JSON.parse(out) as {Dir?: string}).Dir;
  if (!dir) throw new Error(`go did not report a source folder for ${ENGINE_MODULES[version]}`);
  return dir;
}

let runner: string | null = null;

/** Builds engine/cmd/twrun once per test process. */
export function nativeRunner(): string {
  if (!runner) {
    const out = join(mkdtempSync(join(tmpdir(), 'twrun-')), 'twrun');
    execFileSync('go', ['build', '-o', out, './cmd/twrun'], {cwd: ENGINE_DIR, stdio: 'inherit'});
    runner = out;
  }
  return runner;
}

/** The folder a multi-file example's program is shown to run from. */
export const SHOWN_APP_ROOT = '/app';

/** The step a failure happened at, as twrun reports it and a result block's stage="…" names it. */
export type Stage = 'parse' | 'start-up' | 'render';

export type NativeResult =
  | {status: 'ok'; output: string}
  | {status: 'error'; message: string; stage: Stage}
  /** A Go panic: `value` is the panic's value. */
  | {status: 'panic'; value: string; stage: Stage};

/** Runs the native runner; an error or a panic comes back with the step it happened at. */
function runNative(args: string[], input: string | undefined, shownPaths: (text: string) => string): NativeResult {
  try {
    return {status: 'ok', output: execFileSync(nativeRunner(), args, {encoding: 'utf8', input, timeout: 10_000})};
  } catch (error) {
    const stdout = String((error as {stdout?: string}).stdout ?? '');
    const stage = /^stage: (\S+)$/m.exec(String((error as {stderr?: string}).stderr ?? ''))?.[1] as Stage | undefined;
    if (!stage) throw error;
    if (stdout.startsWith('ERROR: '))
      return {status: 'error', message: shownPaths(stdout.slice('ERROR: '.length).trim()), stage};
    if (stdout.startsWith('PANIC: ')) return {status: 'panic', value: stdout.slice('PANIC: '.length).trim(), stage};
    throw error;
  }
}

/** Evaluates one template with EvaluateString, as the docs' single-template examples run. */
export function renderString(version: EngineVersion, template: string, data: string): NativeResult {
  return runNative(['-v', version.slice(1), '-data', data], template, (text) => text);
}

/**
 * Renders a multi-file example through NewTemplate, as a Go program would:
 * the files go into templates/ under a temporary folder, shown as /app.
 */
export function renderFiles(
  version: EngineVersion,
  files: Array<{path: string; source: string}>,
  data: string,
): NativeResult {
  const app = mkdtempSync(join(tmpdir(), 'tw-app-'));
  try {
    for (const file of files) {
      const target = join(app, 'templates', file.path);
      mkdirSync(dirname(target), {recursive: true});
      // Files end with a newline, as an editor saves them (a code block's text has none).
      writeFileSync(target, file.source.endsWith('\n') ? file.source : `${file.source}\n`);
    }
    const entry = files[0].path.replace(/\.tw$/, '');
    const args = ['-v', version.slice(1), '-dir', join(app, 'templates'), '-entry', entry, '-data', data];
    return runNative(args, undefined, (text) => text.split(app).join(SHOWN_APP_ROOT));
  } finally {
    rmSync(app, {recursive: true, force: true});
  }
}

let goTemplateRunner: string | null = null;

/** Builds engine/cmd/gotpl (Go's html/template and text/template) once per test process. */
export function goTemplateBinary(): string {
  if (!goTemplateRunner) {
    const out = join(mkdtempSync(join(tmpdir(), 'gotpl-')), 'gotpl');
    execFileSync('go', ['build', '-o', out, './cmd/gotpl'], {cwd: ENGINE_DIR, stdio: 'inherit'});
    goTemplateRunner = out;
  }
  return goTemplateRunner;
}

export type GoTemplateResult = {status: 'ok'; output: string} | {status: 'error'; message: string; stage: string};

/**
 * Runs a template with Go's standard library: a string parsed as "page" and
 * executed, or files (written to a temporary folder) parsed with ParseFiles
 * and the first executed with ExecuteTemplate. The data is the same Go values
 * the Textwire side gets (whole numbers as int; engine/internal/jsondata).
 */
export function renderGoTemplate(
  source: {template: string; files: Array<{path: string; source: string}> | null; text: boolean},
  data: string,
): GoTemplateResult {
  const dir = source.files ? mkdtempSync(join(tmpdir(), 'gotpl-app-')) : null;
  try {
    const args = [...(source.text ? ['-text'] : []), '-data', data];
    if (dir && source.files) {
      const paths = source.files.map((file) => {
        const target = join(dir, file.path);
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, file.source.endsWith('\n') ? file.source : `${file.source}\n`);
        return target;
      });
      args.push('-entry', source.files[0].path, ...paths);
    }
    try {
      const output = execFileSync(goTemplateBinary(), args, {
        encoding: 'utf8',
        input: dir ? undefined : source.template,
        timeout: 10_000,
      });
      return {status: 'ok', output};
    } catch (error) {
      const stdout = String((error as {stdout?: string}).stdout ?? '');
      const stage = /^stage: (\S+)$/m.exec(String((error as {stderr?: string}).stderr ?? ''))?.[1];
      const at = stdout.lastIndexOf('\nERROR: ');
      if (!stage || at === -1) throw error;
      return {status: 'error', message: stdout.slice(at + '\nERROR: '.length).trim(), stage};
    }
  } finally {
    if (dir) rmSync(dir, {recursive: true, force: true});
  }
}
