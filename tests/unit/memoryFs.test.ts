import {describe, expect, it} from 'vitest';
import {createMemoryFs} from '../../src/engine/memoryFs';

/** The callback API as Go's runtime calls it, as promises for the test. */
function call<T>(fn: (...args: never[]) => void, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    (fn as (...a: unknown[]) => void)(...args, (error: Error | null, value: T) =>
      error ? reject(error) : resolve(value),
    );
  });
}

describe('the in-memory file system given to Go', () => {
  const fs = createMemoryFs('/app', () => {});
  fs.replaceFiles({'/app/templates/home.tw': 'héllo', '/app/templates/layouts/main.tw': 'x'});

  it('lists folders sorted, made from the paths of the files', async () => {
    expect(await call(fs.readdir, '/app/templates')).toEqual(['home.tw', 'layouts']);
    expect(await call(fs.readdir, 'templates/layouts')).toEqual(['main.tw']);
  });

  it('reads a file in pieces, as UTF-8, from a relative path', async () => {
    const fd = await call<number>(fs.open, 'templates/home.tw', fs.constants.O_RDONLY, 0);
    const stats = await call<{size: number; isDirectory(): boolean}>(fs.fstat, fd);
    expect([stats.size, stats.isDirectory()]).toEqual([6, false]);
    const buffer = new Uint8Array(4);
    expect(await call(fs.read, fd, buffer, 0, 4, null)).toBe(4);
    expect(await call(fs.read, fd, buffer, 0, 4, null)).toBe(2);
    expect(await call(fs.read, fd, buffer, 0, 4, null)).toBe(0);
    await call(fs.close, fd);
    await expect(call(fs.fstat, fd)).rejects.toMatchObject({code: 'EBADF'});
  });

  it('answers with the error codes Go maps to its own', async () => {
    await expect(call(fs.lstat, '/app/templates/none.tw')).rejects.toMatchObject({code: 'ENOENT'});
    await expect(call(fs.readdir, '/app/templates/home.tw')).rejects.toMatchObject({code: 'ENOTDIR'});
    await expect(
      call(fs.open, '/app/new.tw', fs.constants.O_CREAT | fs.constants.O_WRONLY, 0o644),
    ).rejects.toMatchObject({code: 'EROFS'});
    await expect(call(fs.open, '/app/templates/home.tw', fs.constants.O_DIRECTORY, 0)).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  });

  it('forgets every earlier file when given new ones', async () => {
    fs.replaceFiles({'/app/templates/other.tw': ''});
    expect(await call(fs.readdir, '/app/templates')).toEqual(['other.tw']);
  });
});
