/**
 * A read-only file system in memory, in the shape Go's js/wasm runtime
 * expects of `globalThis.fs` (Node's callback API, see syscall/fs_js.go in
 * the Go distribution). The engine reads its templates through it exactly as
 * a Go program reads them from disk: os.ReadFile, filepath.Walk, os.Lstat.
 *
 * Why not memfs: it implements all of Node's fs (about 196 KB minified, and
 * it needs polyfills of Node's buffer, path, events, stream and util in the
 * browser); the engine needs seven read-only calls. Callbacks are called
 * synchronously, which Go's runtime allows, so an engine call stays one
 * synchronous call from JavaScript. Covered by tests/unit/memoryFs.test.ts
 * and by every multi-file docs example.
 */

type Callback<T> = (error: FsError | null, value?: T) => void;

export type FsError = Error & {code: string};

function fsError(code: 'ENOENT' | 'ENOTDIR' | 'EISDIR' | 'EBADF' | 'EROFS', path: string | number): FsError {
  return Object.assign(new Error(`${code}: ${path}`), {code});
}

const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/** What fstat, stat and lstat return: the fields Go reads, and isDirectory. */
class Stats {
  readonly dev = 1;
  readonly nlink = 1;
  readonly uid = 0;
  readonly gid = 0;
  readonly rdev = 0;
  readonly blksize = 4096;
  readonly atimeMs = 0;
  readonly mtimeMs = 0;
  readonly ctimeMs = 0;
  readonly mode: number;
  readonly blocks: number;

  constructor(
    readonly ino: number,
    readonly size: number,
    private readonly directory: boolean,
  ) {
    this.mode = directory ? S_IFDIR | 0o755 : S_IFREG | 0o644;
    this.blocks = Math.ceil(size / 512);
  }

  isDirectory(): boolean {
    return this.directory;
  }
}

/** Node's open flags as Linux numbers them; Go maps its own flags onto these. */
const constants = {O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536};
const WRITE_FLAGS = constants.O_WRONLY | constants.O_RDWR | constants.O_CREAT | constants.O_TRUNC | constants.O_APPEND;

export type MemoryFs = ReturnType<typeof createMemoryFs>;

/**
 * Creates the file system. `replaceFiles` swaps the whole tree (absolute
 * paths to contents); `writeStdio` receives what Go prints to fd 1 and 2;
 * relative paths start at `cwd`, which the host also gives Go as its own.
 */
export function createMemoryFs(cwd: string, writeStdio: (fd: 1 | 2, text: string) => void) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let files = new Map<string, Uint8Array>();
  let directories = new Map<string, Set<string>>();
  const open = new Map<number, string>();
  // Where the next read without a position starts, per open file.
  const readPositions = new Map<number, number>();
  let nextFd = 10;

  // Go passes relative paths as they are: they start at the working directory.
  function normalize(path: string): string {
    const parts: string[] = [];
    for (const part of (path.startsWith('/') ? path : `${cwd}/${path}`).split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') parts.pop();
      else parts.push(part);
    }
    return `/${parts.join('/')}`;
  }

  function statOf(path: string): Stats | null {
    const file = files.get(path);
    if (file) return new Stats(inode(path), file.length, false);
    if (directories.has(path)) return new Stats(inode(path), 0, true);
    return null;
  }

  // Stable per path, so that Go's os.SameFile works as on disk.
  function inode(path: string): number {
    let hash = 7;
    for (let i = 0; i < path.length; i++) hash = (hash * 31 + path.charCodeAt(i)) >>> 0;
    return hash;
  }

  function run<T>(callback: Callback<T>, work: () => T): void {
    let value: T;
    try {
      value = work();
    } catch (error) {
      callback(error as FsError);
      return;
    }
    callback(null, value);
  }

  function stat(path: string, callback: Callback<Stats>): void {
    run(callback, () => statOf(normalize(path)) ?? throwError(fsError('ENOENT', path)));
  }

  function readOnly(...args: unknown[]): void {
    const callback = args[args.length - 1] as Callback<never>;
    callback(fsError('EROFS', String(args[0])));
  }

  return {
    constants,

    /** Replaces every file; folders are those that hold a file. */
    replaceFiles(tree: Record<string, string>): void {
      files = new Map();
      directories = new Map([['/', new Set()]]);
      open.clear();
      readPositions.clear();
      for (const [rawPath, content] of Object.entries(tree)) {
        const path = normalize(rawPath);
        files.set(path, encoder.encode(content));
        let child = path;
        while (child !== '/') {
          const parent = child.slice(0, child.lastIndexOf('/')) || '/';
          if (!directories.has(parent)) directories.set(parent, new Set());
          directories.get(parent)!.add(child.slice(child.lastIndexOf('/') + 1));
          child = parent;
        }
      }
    },

    open(path: string, flags: number, _mode: number, callback: Callback<number>): void {
      run(callback, () => {
        const normalized = normalize(path);
        if (flags & WRITE_FLAGS) throw fsError('EROFS', path);
        const stats = statOf(normalized);
        if (!stats) throw fsError('ENOENT', path);
        if (flags & constants.O_DIRECTORY && !stats.isDirectory()) throw fsError('ENOTDIR', path);
        const fd = nextFd++;
        open.set(fd, normalized);
        return fd;
      });
    },

    close(fd: number, callback: Callback<void>): void {
      run(callback, () => {
        readPositions.delete(fd);
        if (!open.delete(fd)) throw fsError('EBADF', fd);
      });
    },

    fstat(fd: number, callback: Callback<Stats>): void {
      run(callback, () => {
        const path = open.get(fd);
        return (path !== undefined && statOf(path)) || throwError(fsError('EBADF', fd));
      });
    },

    stat,
    lstat: stat,

    readdir(path: string, callback: Callback<string[]>): void {
      run(callback, () => {
        const entries = directories.get(normalize(path));
        if (!entries) throw fsError(files.has(normalize(path)) ? 'ENOTDIR' : 'ENOENT', path);
        return [...entries].sort();
      });
    },

    read(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null, callback: Callback<number>): void {
      run(callback, () => {
        const path = open.get(fd);
        if (path === undefined) throw fsError('EBADF', fd);
        const file = files.get(path);
        if (!file) throw fsError('EISDIR', path);
        // Go passes the position when it has one; reads without track the fd's.
        const start = position ?? readPositions.get(fd) ?? 0;
        const chunk = file.subarray(start, start + length);
        buffer.set(chunk, offset);
        if (position === null) readPositions.set(fd, start + chunk.length);
        return chunk.length;
      });
    },

    /** Go's runtime prints panics and fatal errors through this. */
    writeSync(fd: number, buffer: Uint8Array): number {
      if (fd === 1 || fd === 2) writeStdio(fd, decoder.decode(buffer));
      else throw fsError('EROFS', fd);
      return buffer.length;
    },

    write: readOnly,
    mkdir: readOnly,
    rmdir: readOnly,
    unlink: readOnly,
    rename: readOnly,
    chmod: readOnly,
    fchmod: readOnly,
    chown: readOnly,
    fchown: readOnly,
    lchown: readOnly,
    utimes: readOnly,
    truncate: readOnly,
    ftruncate: readOnly,
    readlink: readOnly,
    link: readOnly,
    symlink: readOnly,
    fsync: readOnly,
  };
}

function throwError(error: FsError): never {
  throw error;
}
