/**
 * The rules for the playground's template files: what a file may be called,
 * how many and how large they may be.
 * The files are laid out under templates/ as a Go program would have them
 * (src/engine/host.ts), so a name is a relative path inside that folder.
 */
import type {TemplateFile} from '../engine/client';

export const TEMPLATE_EXT = '.tw';
export const MAX_FILES = 100;
export const MAX_PATH_LENGTH = 200;
/** All templates together (one template, or a set of files); larger ones make the editor and share links slow. */
export const MAX_TOTAL_BYTES = 4 * 1024 * 1024;

/** Letters and digits of any script, dot, dash and underscore; folders with "/". */
const SEGMENT = /^[\p{L}\p{N}_.-]+$/u;

/** Why `path` cannot name a file among `others` (paths of the other files), or null. */
export function pathProblem(path: string, others: readonly string[]): string | null {
  if (path.trim() === '') return 'A file needs a name.';
  if (path.length > MAX_PATH_LENGTH) return `A file name can have at most ${MAX_PATH_LENGTH} characters.`;
  if (path.startsWith('/')) return 'Give a path inside the templates folder, without a leading "/".';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return 'A path cannot go up or stay in place with ".." or ".".';
  if (segments.some((segment) => segment === ''))
    return 'A path cannot have an empty folder name ("//" or a trailing "/").';
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return 'Use letters, digits, ".", "-" and "_" in names, and "/" between folders.';
  }
  if (!path.endsWith(TEMPLATE_EXT) || path.length === TEMPLATE_EXT.length) {
    return `Name templates with the ${TEMPLATE_EXT} extension: the engine here reads only ${TEMPLATE_EXT} files.`;
  }
  for (const other of others) {
    if (other === path) return `There is already a file named ${path}.`;
    if (other.startsWith(`${path}/`) || path.startsWith(`${other}/`))
      return `${path} and ${other} cannot be a file and a folder at once.`;
  }
  return null;
}

/** A name for a new file that no other file has: components/new.tw, new-2.tw… */
export function freshPath(paths: readonly string[]): string {
  for (let n = 1; ; n++) {
    const candidate = `components/${n === 1 ? 'new' : `new-${n}`}${TEMPLATE_EXT}`;
    if (!pathProblem(candidate, paths)) return candidate;
  }
}

/** The UTF-8 length of a text: one to three bytes a UTF-16 unit (a surrogate pair, two units, is four bytes). */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x800 && (code < 0xd800 || code > 0xdfff)) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

export function totalBytes(files: readonly TemplateFile[]): number {
  let total = 0;
  for (const file of files) total += utf8Bytes(file.source);
  return total;
}

function tooManyBytes(bytes: number, what: 'The files' | 'The template'): string {
  return `${what} hold${what === 'The files' ? '' : 's'} ${formatBytes(bytes)}; the playground renders up to ${formatBytes(MAX_TOTAL_BYTES)}. Make ${what === 'The files' ? 'them' : 'it'} smaller to see output again.`;
}

/** Why one template cannot be rendered (too large: the same rule as a set of files), or null. */
export function templateProblem(template: string): string | null {
  const bytes = utf8Bytes(template);
  return bytes > MAX_TOTAL_BYTES ? tooManyBytes(bytes, 'The template') : null;
}

/** Why the set cannot be rendered as it is, or null. */
export function setProblem(files: readonly TemplateFile[], page: string): string | null {
  if (files.length > MAX_FILES) return `The playground holds at most ${MAX_FILES} files; this set has ${files.length}.`;
  const bytes = totalBytes(files);
  if (bytes > MAX_TOTAL_BYTES) return tooManyBytes(bytes, 'The files');
  const paths = files.map((file) => file.path);
  for (const [i, path] of paths.entries()) {
    const problem = pathProblem(path, paths.slice(0, i));
    if (problem) return problem;
  }
  if (!paths.includes(page)) return 'Choose which file is the page to render.';
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
