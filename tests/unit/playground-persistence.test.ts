import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {decodeStateAs, encodeState, hrefOf, playgroundHref} from '../../src/workbench/link';
import type {WorkbenchState} from '../../src/workbench/state';
import {addressFor, BAD_LINK_MESSAGE, linkFor, MAX_LINK_CHARS} from '../../src/playground/linkFragment';
import {linkState, readLink} from '../support/links';
import {DraftStorage, MAX_DRAFTS, SET_ASIDE_PREFIX, type Liveness} from '../../src/playground/draftStorage';
import type {StorageAccess} from '../../src/storage/access';
import {savePlan, draftOfferNotices, stateForAddress, shareLink, type Decode} from '../../src/playground/persistence';
import {runTemplateLink} from '../support/craftedLink';
import {inputProblem} from '../../src/workbench/run';
import {SaveAfterPause} from '../../src/storage/saveAfterPause';
import {MemoryStorage} from '../support/memoryStorage';

const url = (href: string) => new URL(href, 'https://textwire.example');

describe('playground links in the fragment', () => {
  // Links made before files existed, then with `?s=`: the same state opens,
  // and the address becomes the fragment form with the very same payload.
  const before = JSON.parse(
    readFileSync(join(__dirname, 'fixtures', 'share-links-before-files.json'), 'utf8'),
  ) as Array<{state: WorkbenchState; href: string}>;
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
    expect(linkFor(fitting)).toEqual({fits: true, href: hrefOf(fitting)});
    expect(linkFor(`${fitting}A`)).toMatchObject({fits: false, why: expect.stringMatching(/^its link would be /)});
  });
});

/**
 * A browser profile: one localStorage, a sessionStorage per tab, and which
 * pages are open (as Web Locks tell: each page holds the drafts it shows).
 */
function browserProfile(quota = Infinity) {
  const local = new MemoryStorage(quota);
  let clock = 1_000;
  const holding = new Map<object, readonly string[]>();
  const tab = (session = new MemoryStorage()) => {
    const access: StorageAccess = {local: () => local, session: () => session};
    const open = () => {
      const page = {};
      const liveness: Liveness = {
        hold: (ids) => void holding.set(page, ids),
        shownByOpenPages: async () => new Set([...holding.values()].flat()),
      };
      const store = new DraftStorage(access, () => clock++, undefined, liveness);
      return Object.assign(store, {close: () => holding.delete(page)});
    };
    return {session, open};
  };
  return {local, tab};
}

const decode: Decode = async (encoded) => decodeStateAs(encoded);

/** What the page does: opens the address, then, for a link, offers the draft it finds (the page adds those notes later). */
async function open(
  address: {pathname: string; search: string; hash: string},
  drafts: DraftStorage,
  starting?: string,
) {
  const {offerDraft, ...opening} = await stateForAddress(address, drafts, decode, starting);
  const offers = offerDraft === null ? [] : await draftOfferNotices(drafts, decode, offerDraft);
  return {...opening, notices: [...opening.notices, ...offers]};
}
const stateA = {version: 'v2' as const, template: '<p>my work</p>', data: ''};
const stateB = {version: 'v1' as const, template: '<p>a shared link</p>', data: '{}'};
const stateC = {version: 'v2' as const, template: '<p>another link</p>', data: ''};
const at = (href: string) => url(href);

describe('playground drafts', () => {
  it('come back after a reload, and after closing and reopening the playground', async () => {
    const profile = browserProfile();
    const tab = profile.tab();
    const first = tab.open();
    expect(await open(at('/playground'), first)).toEqual({
      state: null,
      encoded: null,
      notices: [],
      address: null,
    });
    expect(first.save(encodeState(stateA))).toEqual({saved: true});

    // Reload: same tab (same sessionStorage), a new page.
    const reloaded = await open(at('/playground'), tab.open());
    expect(reloaded.state).toEqual(stateA);
    expect(reloaded.notices).toEqual([{kind: 'restored', saved: expect.any(Number)}]);

    // Closed and reopened: a new tab, with a sessionStorage of its own.
    const reopened = profile.tab().open();
    expect((await open(at('/playground'), reopened)).state).toEqual(stateA);
  });

  it('open the newest draft that can be read, set the others aside once, and offer the rest', async () => {
    const profile = browserProfile();
    const older = profile.tab().open();
    older.save(encodeState(stateA));
    const good = profile.tab().open();
    good.save(encodeState(stateC));
    // Newer, and unreadable: a damaged text, and a state for an engine this site no longer has.
    const damaged = profile.tab().open();
    damaged.save(encodeState(stateB).slice(0, -8));
    const retired = profile.tab().open();
    retired.save(encodeState({...stateA, version: 'v0' as never}));

    const unreadable = [retired.own()!, damaged.own()!];
    const page = profile.tab().open();
    const opened = await open(at('/playground'), page);
    expect(opened.state).toEqual(stateC);
    expect(opened.notices).toEqual([
      {kind: 'restored', saved: good.own()!.saved},
      {kind: 'set-aside', drafts: unreadable},
      {kind: 'other-drafts', drafts: [older.own()]},
    ]);
    // Set aside, not deleted: kept under their own key, and not tried (nor said) again.
    expect([...profile.local.items.keys()].filter((key) => key.startsWith(SET_ASIDE_PREFIX))).toHaveLength(2);
    const again = await open(at('/playground'), profile.tab().open());
    expect(again.notices.map((notice) => notice.kind)).toEqual(['restored', 'other-drafts']);
  });

  it('a link opened in a new tab shows the link, keeps the other draft and offers it', async () => {
    const profile = browserProfile();
    const tabA = profile.tab();
    const pageA = tabA.open();
    pageA.save(encodeState(stateA));
    const draftA = pageA.own();

    const pageB = profile.tab().open();
    const opened = await open(at(playgroundHref(stateB)), pageB);
    expect(opened.state).toEqual(stateB);
    expect(opened.notices).toEqual([{kind: 'draft-kept', draft: draftA}]);
    pageB.save(encodeState({...stateB, data: '{"edited": true}'}));
    expect(tabA.open().own()).toEqual(draftA);
  });

  it('a reload of a tab showing a link is not offered its own draft; a new link in the same tab keeps the old draft', async () => {
    const profile = browserProfile();
    const tab = profile.tab();
    const page = tab.open();
    await open(at(playgroundHref(stateB)), page);
    page.save(encodeState(stateB));
    const reload = await open(at(playgroundHref(stateB)), tab.open());
    expect(reload).toMatchObject({state: stateB, notices: []});

    // Another link pasted in the same tab: its state is saved apart from the first draft.
    const next = tab.open();
    const opened = await open(at(playgroundHref(stateC)), next);
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

  it('a bad link shows the sample with a message and offers the draft; a link too large to unpack says so', async () => {
    const profile = browserProfile();
    profile.tab().open().save(encodeState(stateA));
    const opened = await open(at('/playground#s=garbage'), profile.tab().open());
    expect(opened.state).toBeNull();
    expect(opened.notices.map((notice) => notice.kind)).toEqual(['bad-link', 'draft-kept']);
    expect(opened.notices[0]).toEqual({kind: 'bad-link', message: BAD_LINK_MESSAGE});

    // Nine kilobytes of link, ten megabytes of template: refused before it is decompressed, as too large.
    const huge = runTemplateLink({chars: 10 * 1024 * 1024});
    expect(huge.encoded.length).toBeLessThan(10_000);
    const refused = await open(at(hrefOf(huge.encoded)), profile.tab().open());
    expect(refused.state).toBeNull();
    expect(refused.notices[0]).toEqual({
      kind: 'bad-link',
      message: expect.stringMatching(
        /^This link’s playground state is too large to open: it would unpack to more than/,
      ),
    });
    // Under that: 4.5 MB of one template (two bytes a character) opens, as a set of files of that size
    // does, and the run says it is more than the playground renders.
    const large = runTemplateLink({char: 'é', chars: 2.25 * 1024 * 1024});
    const opens = await open(at(hrefOf(large.encoded)), profile.tab().open());
    expect(opens.state).toMatchObject({template: 'é'.repeat(large.templateChars)});
    expect(await inputProblem(opens.state!)).toMatchObject({
      status: 'files',
      message: 'The template holds 4.5 MB; the playground renders up to 4.0 MB. Make it smaller to see output again.',
    });
  });

  it('an old link opens and is rewritten in place to the fragment', async () => {
    const profile = browserProfile();
    const href = `/playground?s=${encodeState(stateB)}`;
    expect(await open(at(href), profile.tab().open())).toMatchObject({
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

  it(`keep at most ${MAX_DRAFTS} drafts, forgetting the oldest of closed tabs, never an open tab's`, async () => {
    const profile = browserProfile();
    const first = profile.tab().open();
    first.save(encodeState(stateA));
    const others = [];
    for (let i = 0; i < MAX_DRAFTS + 2; i++) {
      const page = profile.tab().open();
      page.save(encodeState({...stateC, data: `{"i": ${i}}`}));
      await page.tidy();
      others.push(page);
    }
    // Every tab is open: none of their drafts goes, past the cap or not.
    expect(first.all()).toHaveLength(MAX_DRAFTS + 3);
    expect(first.own()?.encoded).toBe(encodeState(stateA));
    // Closed, the oldest go first, down to the cap; the first tab, still open, keeps its draft.
    for (const page of others.slice(0, 5)) page.close();
    await others[others.length - 1].tidy();
    expect(first.all()).toHaveLength(MAX_DRAFTS);
    expect(first.own()?.encoded).toBe(encodeState(stateA));
    expect(others.slice(0, 3).map((page) => page.own())).toEqual([null, null, null]);
    expect(others[3].own()).not.toBeNull();
  });

  it('with storage full, the drafts of closed tabs make room, oldest first; with none to spare, saving says so', async () => {
    // Text that does not compress: CJK characters in no order.
    const noisy = (length: number, seed: number) =>
      Array.from({length}, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919 + seed) % 20_000))).join('');
    const [closedWork, openWork, newWork, largerWork] = [300, 300, 300, 700].map((length, i) =>
      encodeState({...stateA, template: noisy(length, i)}),
    );
    // Room for the drafts of two tabs, not three.
    const profile = browserProfile(closedWork.length + openWork.length + newWork.length + 100);
    const closed = profile.tab().open();
    expect(closed.save(closedWork)).toEqual({saved: true});
    closed.close();
    const open = profile.tab().open();
    expect(open.save(openWork)).toEqual({saved: true});
    const page = profile.tab().open();
    expect(page.save(newWork)).toEqual({saved: false, problem: 'full'});
    expect(await page.saveMakingRoom(newWork)).toEqual({saved: true});
    expect(closed.own()).toBeNull();
    expect(open.own()?.encoded).toBe(openWork);
    // Only open tabs' drafts left: nothing of theirs goes, and saving says it could not.
    expect(await page.saveMakingRoom(largerWork)).toEqual({saved: false, problem: 'full'});
    expect(open.own()?.encoded).toBe(openWork);
  });

  it('with storage blocked, a link still opens and nothing is saved', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const store = new DraftStorage({local: blocked, session: blocked});
    expect(store.problem).toBe('blocked');
    expect(await open(at(playgroundHref(stateB)), store)).toMatchObject({
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
  const keep = (state: WorkbenchState, options: Parameters<typeof savePlan>[2]) =>
    savePlan(state, encodeState(state), options);

  it('write the fragment and the draft once changed; the sample keeps a clean address', async () => {
    const drafts = browserProfile().tab().open();
    const address = at('/playground');
    const opened = keep(sample, {startingState: sample, opened: sample, address, drafts});
    expect(opened).toMatchObject({address: '/playground', link: {fits: true}, saveDraft: false});
    const edited = keep(stateA, {startingState: sample, opened: sample, address, drafts});
    expect(edited).toMatchObject({address: playgroundHref(stateA), link: {fits: true}, saveDraft: true});
    drafts.save(encodeState(sample));
    // Back to the sample (Reset): a clean address, and a draft a reload opens without a note.
    expect(keep(sample, {startingState: sample, opened: sample, address, drafts})).toMatchObject({
      address: '/playground',
      saveDraft: true,
    });
    expect(await open(address, drafts, encodeState(sample))).toEqual({
      state: null,
      encoded: null,
      notices: [],
      address: null,
    });
  });

  it('a link opened and not changed is not saved as a draft', () => {
    const drafts = browserProfile().tab().open();
    expect(
      keep(stateB, {startingState: sample, opened: stateB, address: at(playgroundHref(stateB)), drafts}).saveDraft,
    ).toBe(false);
  });

  it('past the link limit, or past the size a link opens: no link, a clean address, and why', () => {
    const drafts = browserProfile().tab().open();
    const large = {...stateA, template: noisy(MAX_LINK_CHARS / 2)};
    const kept = keep(large, {startingState: sample, opened: null, address: at(playgroundHref(stateA)), drafts});
    expect(kept).toMatchObject({address: '/playground', link: {fits: false}, saveDraft: true});
    expect(shareLink(large)).toEqual({
      fits: false,
      why: expect.stringMatching(/^its link would be \d+ KB, and a link holds up to 512 KB$/),
    });
    expect(shareLink(stateA)).toEqual({fits: true, href: playgroundHref(stateA)});
    // 10 MB of one letter makes a short link, which the playground would refuse to open: none is made.
    expect(linkFor(runTemplateLink({chars: 10 * 1024 * 1024}).encoded)).toEqual({
      fits: false,
      why: 'it would unpack to more than 8.0 MB, more than a link opens',
    });
  });
});

describe('saving after a pause, and at once on leaving', () => {
  it('saves the last value once the changes pause, and the waiting one at once when flushed', () => {
    vi.useFakeTimers();
    try {
      const saved: Array<[string, boolean]> = [];
      const saver = new SaveAfterPause<string>(
        (value, {leaving}) => saved.push([value, leaving]),
        (value) => (value.length > 3 ? 1_000 : 250),
      );
      saver.change('a');
      vi.advanceTimersByTime(200);
      saver.change('ab');
      vi.advanceTimersByTime(249);
      expect(saved).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(saved).toEqual([['ab', false]]);
      // A larger value waits longer; leaving the page saves it at once, and only once.
      saver.change('abcd');
      vi.advanceTimersByTime(500);
      saver.flush();
      vi.advanceTimersByTime(2_000);
      expect(saved).toEqual([
        ['ab', false],
        ['abcd', true],
      ]);
      saver.flush();
      // A value its owner replaced is dropped unsaved.
      saver.change('dropped');
      saver.cancel();
      vi.advanceTimersByTime(2_000);
      expect(saved).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
