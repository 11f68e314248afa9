/**
 * The one design for keeping work in the browser (src/storage/) and the
 * playground's open/save/restore protocol on it
 * (src/playground/savedWorkSession.ts), run whole: the real session, draft
 * store, link codec and storage layer, with a Storage in memory and an
 * address bar in a variable in place of the browser's.
 */
import {describe, expect, it} from 'vitest';
import {GuardedStorage, type StorageAccess} from '../../src/storage/access';
import {newId} from '../../src/storage/ids';
import {onOtherTabChange, type OtherTabChange} from '../../src/storage/otherTabs';
import {STORAGE_CAUSE} from '../../src/storage/warnings/cause';
import {LESSON_STORAGE_WARNINGS} from '../../src/storage/warnings/lesson';
import {PLAYGROUND_STORAGE_WARNINGS} from '../../src/storage/warnings/playground';
import {TOUR_STORAGE_WARNINGS} from '../../src/storage/warnings/tour';
import {DRAFT_PREFIX, DraftStorage, NO_LIVENESS} from '../../src/playground/draftStorage';
import {decodeStateAs, encodeState, playgroundHref, rememberEncoding} from '../../src/workbench/link';
import {SavedWorkSession} from '../../src/playground/savedWorkSession';
import type {WorkbenchState} from '../../src/workbench/state';
import {MemoryStorage} from '../support/memoryStorage';

const sample: WorkbenchState = {version: 'v2', template: '<h1>sample</h1>', data: ''};
const mine: WorkbenchState = {version: 'v2', template: '<p>my work</p>', data: ''};
const linked: WorkbenchState = {version: 'v1', template: '<p>a shared link</p>', data: '{}'};

/** Lets every promise the session started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One playground page: its address bar, its workbench's state, and its session, over a shared localStorage. */
function page(local: MemoryStorage, href = '/playground', session = new MemoryStorage()) {
  let address = new URL(href, 'https://textwire.example');
  let shown = sample;
  const access: StorageAccess = {local: () => local, session: () => session};
  const drafts = new DraftStorage(access, Date.now, undefined, NO_LIVENESS);
  const work = new SavedWorkSession({
    startingState: sample,
    shownState: () => shown,
    showState: (state) => (shown = state),
    address: () => address,
    replaceAddress: (next) => (address = new URL(next, address)),
    makeDrafts: () => drafts,
    encode: async (state) => encodeState(state),
    encodeNow: encodeState,
    decode: async (encoded) => decodeStateAs(encoded),
    rememberEncoding,
  });
  return {
    work,
    drafts,
    session,
    shown: () => shown,
    address: () => `${address.pathname}${address.hash}`,
    /** The visitor's edit, saved once the typing pauses (what useSaveAfterPause does). */
    async type(state: WorkbenchState) {
      shown = state;
      work.changed(state, {leaving: false});
      await settle();
    },
  };
}

describe('the playground’s saved work, run whole', () => {
  it('opens a link, saves an edit as a draft and in the address, and brings it back on reload', async () => {
    const local = new MemoryStorage();
    const tab = page(local, playgroundHref(linked));
    tab.work.readAddress();
    await settle();
    expect(tab.work.getSnapshot()).toMatchObject({ready: true, notices: []});
    expect(tab.shown()).toEqual(linked);

    await tab.type(mine);
    expect(tab.address()).toBe(playgroundHref(mine));
    expect(tab.drafts.own()?.encoded).toBe(encodeState(mine));

    // A reload: the same tab's sessionStorage, a plain address.
    const reloaded = page(local, '/playground', tab.session);
    reloaded.work.readAddress();
    await settle();
    expect(reloaded.shown()).toEqual(mine);
    expect(reloaded.work.getSnapshot().notices).toEqual([{kind: 'restored', saved: expect.any(Number)}]);
    reloaded.work.startFromSample();
    expect(reloaded.shown()).toEqual(sample);
    expect(reloaded.work.getSnapshot().notices).toEqual([]);
  });

  it('offers another tab’s draft in a note and opens it, leaving this tab’s work a draft of its own', async () => {
    const local = new MemoryStorage();
    const other = page(local);
    other.work.readAddress();
    await settle();
    await other.type(mine);

    const tab = page(local, playgroundHref(linked));
    tab.work.readAddress();
    await settle();
    const offer = tab.work.getSnapshot().notices.find((notice) => notice.kind === 'draft-kept');
    expect(offer).toMatchObject({draft: {encoded: encodeState(mine)}});
    await tab.type({...linked, data: '{"edited": true}'});
    if (offer?.kind !== 'draft-kept') throw new Error('no draft offered');
    tab.work.restoreDraft(offer.draft);
    await settle();
    expect(tab.shown()).toEqual(mine);
    expect(tab.work.getSnapshot().notices).toEqual([]);
    expect(tab.drafts.all().map((draft) => decodeStateAs(draft.encoded))).toHaveLength(2);
  });

  it('saves this tab’s draft again at once when another page removes it, and says when storage is full', async () => {
    const local = new MemoryStorage();
    const tab = page(local);
    tab.work.readAddress();
    await settle();
    await tab.type(mine);
    const key = DRAFT_PREFIX + tab.drafts.draftId;
    local.removeItem(key);
    tab.work.otherTabChanged({key, value: null});
    await settle();
    expect(local.getItem(key)).toContain(encodeState(mine));

    const full = page(new MemoryStorage(10));
    full.work.readAddress();
    await settle();
    await full.type(mine);
    expect(full.work.getSnapshot().saveProblem).toBe('full');
  });
});

describe('the storage layer both the tour and the playground use', () => {
  it('tells blocked storage from full storage, and reads nothing where it cannot', () => {
    const blocked = new GuardedStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    }, 'probe');
    expect(blocked.problem).toBe('blocked');
    expect(blocked.read('any')).toBeNull();
    expect(blocked.write('any', 'x')).toBe('blocked');
    expect(blocked.keysUnder('')).toEqual([]);

    const small = new GuardedStorage(() => new MemoryStorage(8), 'probe');
    expect(small.problem).toBeNull();
    expect(small.write('a', 'b')).toBeNull();
    expect(small.write('key', 'far too long')).toBe('full');
    expect(small.keysUnder('')).toEqual(['a']);
  });

  it('makes ids no two pages share', () => {
    const ids = new Set(Array.from({length: 1000}, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{18}$/);
  });

  it('hears other pages’ changes to its own keys and a cleared storage, and nothing else', () => {
    const target = new EventTarget();
    const heard: OtherTabChange[] = [];
    const stop = onOtherTabChange(
      (key) => key.startsWith('ours:'),
      (change) => heard.push(change),
      target as Window,
    );
    const storageEvent = (key: string | null, newValue: string | null) =>
      target.dispatchEvent(Object.assign(new Event('storage'), {key, newValue}));
    storageEvent('ours:1', 'text');
    storageEvent('theirs', 'text');
    storageEvent(null, null);
    stop();
    storageEvent('ours:2', null);
    expect(heard).toEqual([
      {key: 'ours:1', value: 'text'},
      {key: null, value: null},
    ]);
  });

  it('says why in the same words wherever work is not kept', () => {
    expect(PLAYGROUND_STORAGE_WARNINGS.blocked.toLowerCase()).toContain(STORAGE_CAUSE.blocked);
    expect(LESSON_STORAGE_WARNINGS.full).toContain(STORAGE_CAUSE.full);
    expect(TOUR_STORAGE_WARNINGS.full).toContain(STORAGE_CAUSE.full);
  });
});
