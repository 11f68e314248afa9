/** plugins/engine-preload.ts: a page holding a workbench preloads its engine; no other page names it. */
import {describe, expect, it} from 'vitest';
import {withEnginePreload} from '../../plugins/engine-preload';

describe('engine preload', () => {
  it('puts the marked version\'s wasm first in the head of a page with a workbench, and leaves other pages alone', () => {
    const page = '<!doctype html><html lang=en><meta charset=UTF-8><title>Playground</title><div class="playground" data-engine-preload="v1"></div>';
    expect(withEnginePreload(page, '/')).toBe(
      '<!doctype html><html lang=en><meta charset=UTF-8><link rel=preload href=/engine/textwire-v1.wasm as=fetch crossorigin=anonymous><title>Playground</title><div class="playground" data-engine-preload="v1"></div>',
    );
    expect(withEnginePreload(page, '/site/')).toContain('href=/site/engine/textwire-v1.wasm');
    expect(withEnginePreload('<meta charset=UTF-8><p>data-engine-preload is only a marker when it is an attribute</p>', '/')).toBeNull();
    expect(() => withEnginePreload('<div data-engine-preload=v2></div>', '/')).toThrow(/meta charset/);
  });
});
