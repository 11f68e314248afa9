import {afterEach, describe, expect, it, vi} from 'vitest';
import {fetchJson, loadOnce} from '../../src/client/loadOnce';

describe('loadOnce', () => {
  it('shares the load in progress and keeps a success', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(await a).toBe(42);
    expect(await get()).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('in');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('in');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('fetchJson', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: string, init: ResponseInit) =>
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, init)));

  it('reads JSON', async () => {
    answer('{"a":1}', {headers: {'content-type': 'application/json'}});
    expect(await fetchJson('/x.json')).toEqual({a: 1});
  });

  it.each([
    ['an error status', 'busy', {status: 503, headers: {'content-type': 'text/plain'}}, 'the server answered 503'],
    ['a web page', '<!doctype html>', {status: 200, headers: {'content-type': 'text/html'}}, 'a web page'],
    ['text that is not JSON', 'busy', {status: 200, headers: {'content-type': 'text/plain'}}, 'not JSON'],
  ] as const)('takes %s as a failed load, not data', async (_, body, init, message) => {
    answer(body, init);
    await expect(fetchJson('/x.json')).rejects.toThrow(message);
  });
});
