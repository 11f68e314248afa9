import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {encodeState, hrefOf, playgroundHref} from '../../src/playground/link';
import type {PlaygroundState} from '../../src/playground/state';
import {
  addressFor,
  BAD_LINK_MESSAGE,
  linkOrLength,
  linkState,
  MAX_LINK_CHARS,
  readLink,
} from '../../src/playground/linkFragment';
import {DraftStore, MAX_DRAFTS, type StorageAccess} from '../../src/playground/draftStore';
import {keepState, openFromAddress, shareLink} from '../../src/playground/persistence';

const url = (href: string) => new URL(href, 'https://textwire.example');

describe('playground links in the fragment', () => {
  // Links made before files existed, then with `?s=`: the same state opens,
  // and the address becomes the fragment form with the very same payload.
  const before = JSON.parse(
    readFileSync(join(__dirname, 'fixtures', 'share-links-before-files.json'), 'utf8'),
  ) as Array<{state: PlaygroundState; href: string}>;
  it.each(before.map((fixture, i) => [i, fixture] as const))(
    'open old link %i as before, then rewrite it to the fragment',
    (_, {state, href}) => {
      const read = readLink(url(href));
      expect(read).toMatchObject({kind: 'state', state, legacy: true});
      const rewritten = addressFor(url(href), read.kind === 'state' ? read.encoded : null);
      expect(rewritten).toBe(href.replace('/playground?s=', '/playground#s='));
      expect(playgroundHref(state)).toBe(rewritten);
      expect(readLink(url(rewritten))).toMatchObject({kind: 'state', state, legacy: false});
    },
  );

  it('put every link the site makes in the fragment, so no request carries it', () => {
    const state = {
      version: 'v2' as const,
      files: [{path: 'home.tw', source: '@use("~main")'}],
      data: '{}',
      page: 'home.tw',
      compare: true,
    };
    const link = url(playgroundHref(state));
    expect(link.pathname).toBe('/playground');
    expect(link.search).toBe('');
    expect(linkState(link.href)).toEqual(state);
  });

  it('give bad input a message, and leave fragments that are not states alone', () => {
    const good = encodeState({version: 'v2', template: '{{ 1 }}', data: ''});
    for (const hash of ['#s=', '#s=garbage', `#s=${good.slice(0, -5)}`]) {
      expect(readLink({search: '', hash})).toEqual({kind: 'bad', message: BAD_LINK_MESSAGE});
    }
    expect(readLink({search: '?s=garbage', hash: ''})).toEqual({kind: 'bad', message: BAD_LINK_MESSAGE});
    expect(readLink({search: '', hash: '#top'})).toEqual({kind: 'none'});
    expect(readLink({search: '?s=garbage', hash: `#s=${good}`})).toMatchObject({kind: 'state', legacy: false});
  });

  it('write the address: other query kept, old query dropped, state in the fragment or none', () => {
    expect(addressFor(url('/playground?s=abc&lang=en'), 'xyz')).toBe('/playground?lang=en#s=xyz');
    expect(addressFor(url('/playground#s=abc'), null)).toBe('/playground');
    expect(addressFor(url('/playground#top'), null)).toBe('/playground#top');
  });

  it('hold a state up to the link limit, and not one character more', () => {
    const fitting = 'A'.repeat(MAX_LINK_CHARS - hrefOf('').length);
    expect(hrefOf(fitting)).toHaveLength(MAX_LINK_CHARS);
    expect(linkOrLength(fitting)).toEqual({fits: true, href: hrefOf(fitting)});
    expect(linkOrLength(`${fitting}A`)).toEqual({fits: false, chars: MAX_LINK_CHARS + 1});
  });
});

/** A Storage in memory, optionally with a quota in characters (keys and values, as browsers count). */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** A browser profile: one localStorage, and a sessionStorage per tab. */
function browserProfile(quota = Infinity) {
  const local = new MemoryStorage(quota);
  let clock = 1_000;
  const tab = (session = new MemoryStorage()) => {
    const access: StorageAccess = {local: () => local, session: () => session};
    return {session, open: () => new DraftStore(access, () => clock++)};
  };
  return {local, tab};
}

const stateA = {version: 'v2' as const, template: '<p>my work</p>', data: ''};
const stateB = {version: 'v1' as const, template: '<p>a shared link</p>', data: '{}'};
const stateC = {version: 'v2' as const, template: '<p>another link</p>', data: ''};
const at = (href: string) => url(href);

describe('playground drafts', () => {
  it('come back after a reload, and after closing and reopening the playground', () => {
    const profile = browserProfile();
    const tab = profile.tab();
    const first = tab.open();
    expect(openFromAddress(at('/playground'), first)).toEqual({state: null, encoded: null, notices: [], address: null});
    expect(first.save(encodeState(stateA))).toEqual({saved: true});

    // Reload: same tab (same sessionStorage), a new page.
    const reloaded = openFromAddress(at('/playground'), tab.open());
    expect(reloaded.state).toEqual(stateA);
    expect(reloaded.notices).toEqual([{kind: 'restored', saved: expect.any(Number)}]);

    // Closed and reopened: a new tab, with a sessionStorage of its own.
    const reopened = profile.tab().open();
    expect(openFromAddress(at('/playground'), reopened).state).toEqual(stateA);
  });

  it('a link opened in a new tab shows the link, keeps the other draft and offers it', () => {
    const profile = browserProfile();
    const tabA = profile.tab();
    const pageA = tabA.open();
    pageA.save(encodeState(stateA));
    const draftA = pageA.own();

    const pageB = profile.tab().open();
    const opened = openFromAddress(at(playgroundHref(stateB)), pageB);
    expect(opened.state).toEqual(stateB);
    expect(opened.notices).toEqual([{kind: 'draft-kept', draft: draftA}]);
    pageB.save(encodeState({...stateB, data: '{"edited": true}'}));
    expect(tabA.open().own()).toEqual(draftA);
  });

  it('a reload of a tab showing a link is not offered its own draft; a new link in the same tab keeps the old draft', () => {
    const profile = browserProfile();
    const tab = profile.tab();
    const page = tab.open();
    openFromAddress(at(playgroundHref(stateB)), page);
    page.save(encodeState(stateB));
    const reload = openFromAddress(at(playgroundHref(stateB)), tab.open());
    expect(reload).toMatchObject({state: stateB, notices: []});

    // Another link pasted in the same tab: its state is saved apart from the first draft.
    const next = tab.open();
    const opened = openFromAddress(at(playgroundHref(stateC)), next);
    expect(opened.notices).toEqual([
      {kind: 'draft-kept', draft: expect.objectContaining({encoded: encodeState(stateB)})},
    ]);
    next.save(encodeState(stateC));
    expect(
      next
        .all()
        .map((draft) => draft.encoded)
        .sort(),
    ).toEqual([encodeState(stateB), encodeState(stateC)].sort());
  });

  it('a bad link shows the sample with a message and offers the draft', () => {
    const profile = browserProfile();
    profile.tab().open().save(encodeState(stateA));
    const opened = openFromAddress(at('/playground#s=garbage'), profile.tab().open());
    expect(opened.state).toBeNull();
    expect(opened.notices.map((notice) => notice.kind)).toEqual(['bad-link', 'draft-kept']);
  });

  it('an old link opens and is rewritten in place to the fragment', () => {
    const profile = browserProfile();
    const href = `/playground?s=${encodeState(stateB)}`;
    expect(openFromAddress(at(href), profile.tab().open())).toMatchObject({
      state: stateB,
      address: playgroundHref(stateB),
    });
  });

  it('a duplicated tab (a copy of the sessionStorage) never writes over the first', () => {
    const profile = browserProfile();
    const original = profile.tab();
    const pageA = original.open();
    pageA.save(encodeState(stateA));
    const copy = new MemoryStorage();
    for (const [key, value] of original.session.items) copy.setItem(key, value);
    const pageB = profile.tab(copy).open();
    pageA.save(encodeState(stateC));
    pageB.save(encodeState(stateB));
    expect(original.open().own()?.encoded).toBe(encodeState(stateC));
    expect(pageB.own()?.encoded).toBe(encodeState(stateB));
    expect(profile.tab(copy).open().own()?.encoded).toBe(encodeState(stateB));
  });

  it(`keep at most ${MAX_DRAFTS} drafts, forgetting the oldest but never this tab's`, () => {
    const profile = browserProfile();
    const first = profile.tab().open();
    first.save(encodeState(stateA));
    for (let i = 0; i < MAX_DRAFTS + 2; i++)
      profile
        .tab()
        .open()
        .save(encodeState({...stateC, data: `{"i": ${i}}`}));
    expect(first.all()).toHaveLength(MAX_DRAFTS);
    expect(first.own()).toBeNull();
    first.save(encodeState(stateB));
    expect(first.all()).toHaveLength(MAX_DRAFTS);
    expect(first.own()?.encoded).toBe(encodeState(stateB));
  });

  it('with storage blocked, a link still opens and nothing is saved', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const store = new DraftStore({local: blocked, session: blocked});
    expect(store.problem).toBe('blocked');
    expect(openFromAddress(at(playgroundHref(stateB)), store)).toMatchObject({
      state: stateB,
      notices: [{kind: 'storage', problem: 'blocked'}],
    });
    expect(store.save(encodeState(stateA))).toEqual({saved: false, problem: 'blocked'});
  });

  it('with storage full, saving says so, and saves again once there is room', () => {
    const profile = browserProfile(2_000);
    const store = profile.tab().open();
    // Text that does not compress: CJK characters in no order.
    const large = Array.from({length: 3_000}, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20_000))).join('');
    expect(store.save(encodeState({...stateA, template: large}))).toEqual({saved: false, problem: 'full'});
    expect(store.own()).toBeNull();
    expect(store.save(encodeState(stateA))).toEqual({saved: true});
  });
});

describe('keeping the playground state as it changes', () => {
  const sample = {version: 'v2' as const, template: '<h1>sample</h1>', data: ''};
  // Text that does not compress, so its link is about as long as it is.
  const noisy = (length: number) => {
    let seed = 7;
    // xorshift32: no period a compressor could find in this length.
    const next = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), seed >>> 0);
    return Array.from({length}, () => String.fromCharCode(0x4e00 + (next() % 20_000))).join('');
  };

  it('write the fragment and the draft once changed; the sample keeps a clean address', () => {
    const drafts = browserProfile().tab().open();
    const address = at('/playground');
    const opened = keepState(sample, {startingState: sample, opened: sample, address, drafts});
    expect(opened).toMatchObject({address: '/playground', fits: true, draft: null});
    const edited = keepState(stateA, {startingState: sample, opened: sample, address, drafts});
    expect(edited).toMatchObject({address: playgroundHref(stateA), fits: true, draft: {saved: true}});
    // Back to the sample (Reset): a clean address, and a draft a reload opens without a note.
    expect(keepState(sample, {startingState: sample, opened: sample, address, drafts})).toMatchObject({
      address: '/playground',
      draft: {saved: true},
    });
    expect(openFromAddress(address, drafts, encodeState(sample))).toEqual({
      state: null,
      encoded: null,
      notices: [],
      address: null,
    });
  });

  it('a link opened and not changed is not saved as a draft', () => {
    const drafts = browserProfile().tab().open();
    expect(
      keepState(stateB, {startingState: sample, opened: stateB, address: at(playgroundHref(stateB)), drafts}).draft,
    ).toBeNull();
    expect(drafts.all()).toEqual([]);
  });

  it('past the link limit: no link, a clean address, and the draft still saved', () => {
    const drafts = browserProfile().tab().open();
    const large = {...stateA, template: noisy(MAX_LINK_CHARS / 2)};
    const kept = keepState(large, {startingState: sample, opened: null, address: at(playgroundHref(stateA)), drafts});
    expect(kept).toMatchObject({address: '/playground', fits: false, draft: {saved: true}});
    expect(shareLink(large)).toEqual({fits: false, chars: hrefOf(kept.encoded).length});
    expect(shareLink(stateA)).toEqual({fits: true, href: playgroundHref(stateA)});
  });
});
