/**
 * The one rule for keeping a playground state (src/workbench/linkAndDraftRule.ts):
 * what a link may carry, for every way into the playground, and when the
 * playground saves the state it shows and what it then says (issue #40).
 */
import {describe, expect, it} from 'vitest';
import {encodeState, hrefOf, playgroundHref} from '../../src/workbench/link';
import {
  entryHref,
  handedOver,
  linkFor,
  MAX_LINK_CHARS,
  notCarriedMessage,
  planSave,
  tooLargeNote,
} from '../../src/workbench/linkAndDraftRule';
import {stateForAddress} from '../../src/playground/persistence';
import {DraftStorage} from '../../src/playground/draftStorage';
import type {StorageAccess} from '../../src/storage/access';
import {decodeStateAs} from '../../src/workbench/link';
import type {WorkbenchState} from '../../src/workbench/state';
import {runTemplateLink} from '../support/craftedLink';

/** Text that does not compress, so its link is about as long as it is. */
function noisy(length: number): string {
  let seed = 7;
  const next = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), seed >>> 0);
  return Array.from({length}, () => String.fromCharCode(0x4e00 + (next() % 20_000))).join('');
}

const small: WorkbenchState = {version: 'v2', template: '<p>{{ 1 + 1 }}</p>', data: ''};

describe('what a link may carry, for every way into the playground', () => {
  it('a state that fits is its link, from Try it as from Copy link', () => {
    const encoded = encodeState(small);
    expect(entryHref(encoded)).toBe(hrefOf(encoded));
    expect(playgroundHref(small)).toBe(hrefOf(encoded));
    expect(linkFor(encoded)).toEqual({fits: true, href: hrefOf(encoded)});
  });

  it('a state past the link limit gets no link: the playground’s address with its size, and the state handed over in memory', () => {
    // About 700 KB of link, as an example edited with a large paste makes.
    const large: WorkbenchState = {...small, template: noisy(MAX_LINK_CHARS * 0.7)};
    const encoded = encodeState(large);
    expect(hrefOf(encoded).length).toBeGreaterThan(MAX_LINK_CHARS);
    const href = playgroundHref(large);
    expect(href).toMatch(new RegExp(`^/playground#too-large=${hrefOf(encoded).length}-[a-z0-9]+$`));
    expect(href.length).toBeLessThan(60);
    const {hash} = new URL(href, 'https://site');
    // Followed in this page (the same tab), the state comes with it; from anywhere else, the page says why not.
    expect(handedOver(hash)).toBe(encoded);
    expect(handedOver('#too-large=720000-zzzz')).toBeNull();
    expect(notCarriedMessage(hash)).toMatch(
      /^The work this link was made from is too large to carry in a link \(its link would be [\d.]+ (KB|MB), and a link holds up to 512 KB\)/,
    );
    const compare = playgroundHref({...large, compare: true});
    expect(compare).not.toBe(href);
    expect(handedOver(new URL(compare, 'https://site').hash)).toBe(encodeState({...large, compare: true}));
  });

  it('a short link that would unpack past what a link opens is not made either', () => {
    const {encoded} = runTemplateLink({chars: 10 * 1024 * 1024});
    expect(entryHref(encoded)).toBe('/playground#too-large=unpacked');
    expect(notCarriedMessage('#too-large=unpacked')).toContain('it would unpack to more than 8.0 MB');
    // Only a number or "unpacked" is read from the address: no text of a link is ever shown.
    expect(notCarriedMessage('#too-large=Call%20this%20number')).toContain('it would unpack to more than 8.0 MB');
    expect(notCarriedMessage('#top')).toBeNull();
  });

  it('the playground opened from such an address says why and makes its address plain', async () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      key: (i: number) => [...memory.keys()][i] ?? null,
      get length() {
        return memory.size;
      },
      clear: () => memory.clear(),
    } as Storage;
    const access: StorageAccess = {local: () => storage, session: () => storage};
    const opening = await stateForAddress(
      {pathname: '/playground', search: '', hash: '#too-large=720000-abcd'},
      new DraftStorage(access),
      async (encoded) => decodeStateAs(encoded),
    );
    expect(opening).toMatchObject({state: null, address: '/playground'});
    expect(opening.notices).toEqual([{kind: 'bad-link', message: expect.stringContaining('its link would be 704 KB')}]);
  });
});

describe('a state handed over by a way into the playground', () => {
  it('opens in the playground of the same page as a link’s state would', async () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      key: (i: number) => [...memory.keys()][i] ?? null,
      get length() {
        return memory.size;
      },
      clear: () => memory.clear(),
    } as Storage;
    const large: WorkbenchState = {...small, template: noisy(MAX_LINK_CHARS * 0.7)};
    const {hash} = new URL(playgroundHref(large), 'https://site');
    const opening = await stateForAddress(
      {pathname: '/playground', search: '', hash},
      new DraftStorage({local: () => storage, session: () => storage}),
      async (encoded) => decodeStateAs(encoded),
    );
    expect(opening).toMatchObject({state: large, encoded: encodeState(large), address: null, notices: []});
  });
});

describe('when the playground saves the state it shows, and when its address changes', () => {
  const plan = (over: Partial<Parameters<typeof planSave>[0]>) =>
    planSave({fits: true, starting: false, openedFrom: null, ownDraft: false, ...over});

  it('a link that fits, opened and unchanged: the address keeps it, nothing is saved', () => {
    expect(plan({openedFrom: 'link'})).toEqual({address: 'link', saveDraft: false, addressAfterSave: false});
  });

  it('a link too large for the address, opened and unchanged: saved first, the address cleared only after', () => {
    expect(plan({fits: false, openedFrom: 'link'})).toEqual({
      address: 'clear',
      saveDraft: true,
      addressAfterSave: true,
    });
  });

  it('work changed past the limit: saved, then the address cleared', () => {
    expect(plan({fits: false})).toEqual({address: 'clear', saveDraft: true, addressAfterSave: true});
  });

  it('a draft opened unchanged is kept by that draft: the address is cleared, nothing saved again', () => {
    expect(plan({fits: false, openedFrom: 'draft'})).toEqual({
      address: 'clear',
      saveDraft: false,
      addressAfterSave: false,
    });
  });

  it('the sample on a first visit writes nothing; changed work that fits is saved and linked', () => {
    expect(plan({starting: true, openedFrom: 'start'})).toEqual({
      address: 'clear',
      saveDraft: false,
      addressAfterSave: false,
    });
    expect(plan({})).toEqual({address: 'link', saveDraft: true, addressAfterSave: false});
  });

  it('says "kept as a draft" only after a save that succeeded, and says plainly why one failed', () => {
    const why = 'its link would be 700 KB, and a link holds up to 512 KB';
    expect(tooLargeNote(why, {saved: true})).toContain('It is kept as a draft in this browser.');
    const full = tooLargeNote(why, {saved: false, problem: 'full'});
    expect(full).not.toContain('kept as a draft in this browser');
    expect(full).toContain('it could not be kept as a draft: storage for this site is full');
    expect(tooLargeNote(why, {saved: false, problem: 'blocked'})).toContain(
      'this browser does not let the site store data',
    );
  });
});
