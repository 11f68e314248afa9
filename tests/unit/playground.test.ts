import {describe, expect, it} from 'vitest';
import {decodeState, encodeState, playgroundHref} from '../../src/components/Playground/shareState';
import {checkData, errorLine} from '../../src/components/Playground/jsonData';

describe('playground links', () => {
  it('round-trip a state, Unicode included', () => {
    const state = {version: 'v1' as const, template: '<p>{{ name }} ✓ 日本</p>\n@if(x)y@end', data: '{"name": "Zoë"}'};
    expect(decodeState(encodeState(state))).toEqual(state);
    expect(playgroundHref(state)).toMatch(/^\/playground\?s=[A-Za-z0-9+\-$]+$/);
  });

  it('reject anything that is not a state we wrote', () => {
    expect(decodeState('not-compressed')).toBeNull();
    expect(decodeState(encodeState({version: 'v9' as never, template: '', data: ''}))).toBeNull();
    expect(decodeState('')).toBeNull();
  });
});

describe('playground data check', () => {
  it('accepts an object and empty data', async () => {
    expect(await checkData('{"a": [1, 2]}')).toEqual({ok: true});
    expect(await checkData('  ')).toEqual({ok: true});
  });

  it('says where invalid JSON fails', async () => {
    const result = await checkData('{\n  "a": 1,\n  "b": }');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/line 3, column 8/);
  });

  it('asks for an object when given another JSON value', async () => {
    expect(await checkData('[1, 2]')).toMatchObject({ok: false, message: expect.stringMatching(/must be a JSON object/)});
  });

  it('reads the line from an engine error', () => {
    expect(errorLine("[Textwire ERROR:3]: illegal token '~' found")).toBe(3);
    expect(errorLine('[Textwire ERROR:0]: x')).toBeNull();
  });
});
