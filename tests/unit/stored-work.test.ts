/**
 * What the browser keeps for a visitor survives other versions of the site
 * and other open tabs (issue #40): the tour's progress and the playground's
 * drafts keep every field this version does not read when they save
 * (src/tour/progress.ts, src/playground/draftStorage.ts, src/storage/stored.ts),
 * and draft housekeeping never removes a draft another open tab would write
 * again, with or without Web Locks.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {PROGRESS_KEY, ProgressStorage, parseProgress} from '../../src/tour/progress';
import {
  channelLiveness,
  DRAFT_PREFIX,
  DraftStorage,
  MAX_DRAFTS,
  NO_LIVENESS,
  type Liveness,
} from '../../src/playground/draftStorage';
import type {StorageAccess} from '../../src/storage/access';
import {MemoryStorage} from '../support/memoryStorage';

// Progress as a later version of the site might write it: a field this one does not know, a solved
// lesson and an edit in shapes it does not read, stamps of another shape for one lesson.
const LATER = {
  done: ['basics/printing', {id: 'basics/loops', at: 1_700_000_000_000}],
  edits: {
    'basics/variables': [{path: '', source: '{{ x }}'}],
    'basics/loops': {files: [{path: 'home.tw', source: '@each(x in xs){{ x }}@end'}], cursor: 12},
  },
  stamps: {'basics/variables': {at: 5, by: 'later'}, 'basics/loops': {at: 'yesterday'}},
  theme: {font: 'large', recent: ['a', 'b']},
  v: 2,
};
const text = (value: unknown) => JSON.stringify(value);

describe('tour progress written by a later version of the site', () => {
  it('reads what it knows, and keeps every other field, lesson and edit as it was when it saves', () => {
    const storage = new MemoryStorage();
    storage.setItem(PROGRESS_KEY, JSON.stringify(LATER));
    expect(parseProgress(storage.getItem(PROGRESS_KEY))).toEqual({
      done: ['basics/printing'],
      edits: {'basics/variables': LATER.edits['basics/variables']},
      stamps: {'basics/variables': LATER.stamps['basics/variables']},
      hints: {},
    });

    const store = new ProgressStorage(
      () => storage,
      () => 10,
      () => 'this',
    );
    store.markDone('basics/conditions');
    store.writeEdits('basics/printing', [{path: '', source: '<p>mine</p>'}]);
    store.writeEdits('basics/variables', null);

    const saved = storage.getItem(PROGRESS_KEY)!;
    const stored = JSON.parse(saved) as typeof LATER & Record<string, unknown>;
    // Unknown fields, byte for byte, in the text stored.
    expect(saved).toContain(`"theme":${text(LATER.theme)}`);
    expect(saved).toContain(`"v":2`);
    expect(saved).toContain(`"basics/loops":${text(LATER.edits['basics/loops'])}`);
    expect(saved).toContain(`"basics/loops":${text(LATER.stamps['basics/loops'])}`);
    // The solved lesson of another shape stays in its place; this version's solve is added.
    expect(stored.done).toEqual([...LATER.done, 'basics/conditions']);
    // What this version changed: its edit written, the edit set back to the start removed.
    expect(stored.edits).toEqual({
      'basics/loops': LATER.edits['basics/loops'],
      'basics/printing': [{path: '', source: '<p>mine</p>'}],
    });
    expect(stored.stamps).toMatchObject({'basics/printing': {at: 10, by: 'this'}, 'basics/variables': {at: 10}});
  });

  it('a field of a shape it does not read at all is kept, and its change lives in the page only', () => {
    const storage = new MemoryStorage();
    const later = {done: {'basics/printing': true}, edits: [], stamps: {}};
    storage.setItem(PROGRESS_KEY, JSON.stringify(later));
    const store = new ProgressStorage(() => storage);
    store.markDone('basics/loops');
    expect(JSON.parse(storage.getItem(PROGRESS_KEY)!)).toMatchObject({done: later.done, edits: []});
    expect(store.isDone('basics/loops')).toBe(true);
  });

  it('progress of this version is stored as before', () => {
    const storage = new MemoryStorage();
    const store = new ProgressStorage(
      () => storage,
      () => 3,
      () => 'p',
    );
    store.markDone('basics/printing');
    store.writeEdits('basics/printing', [{path: '', source: 'x'}]);
    expect(JSON.parse(storage.getItem(PROGRESS_KEY)!)).toEqual({
      done: ['basics/printing'],
      edits: {'basics/printing': [{path: '', source: 'x'}]},
      stamps: {'basics/printing': {at: 3, by: 'p'}},
    });
  });
});

/** Tabs of one browser: one localStorage, a sessionStorage each, ids in order. */
function browser(liveness: () => Liveness) {
  const local = new MemoryStorage();
  let clock = 1_000;
  let ids = 0;
  const tab = () => {
    const session = new MemoryStorage();
    const access: StorageAccess = {local: () => local, session: () => session};
    return new DraftStorage(
      access,
      () => clock++,
      () => `id${ids++}`,
      liveness(),
    );
  };
  return {local, tab};
}

describe('drafts written by a later version of the site', () => {
  it('keep their other fields when this version saves over them', () => {
    const {local, tab} = browser(() => NO_LIVENESS);
    const store = tab();
    store.save('first');
    const key = DRAFT_PREFIX + store.draftId;
    const stored = JSON.parse(local.getItem(key)!) as Record<string, unknown>;
    local.setItem(key, JSON.stringify({...stored, title: 'My page', layout: {split: 0.4}}));
    expect(store.save('second')).toEqual({saved: true});
    expect(JSON.parse(local.getItem(key)!)).toMatchObject({title: 'My page', layout: {split: 0.4}, encoded: 'second'});
  });

  it('one of a shape this version cannot read is never written over: the tab saves under a new id', () => {
    const {local, tab} = browser(() => NO_LIVENESS);
    const store = tab();
    const key = DRAFT_PREFIX + store.draftId;
    const later = JSON.stringify({v: 2, parts: ['a', 'b']});
    local.setItem(key, later);
    expect(store.save('mine')).toEqual({saved: true});
    expect(local.getItem(key)).toBe(later);
    expect(store.draftId).not.toBe(key.slice(DRAFT_PREFIX.length));
    expect(store.own()?.encoded).toBe('mine');
  });
});

describe('draft housekeeping with open tabs', () => {
  const channels: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
  });
  /** One page's liveness by BroadcastChannel, as where the browser has no Web Locks. */
  const byChannel = () => {
    const channel = new BroadcastChannel(`test-open-${expect.getState().currentTestName}`);
    channels.push(channel);
    return channelLiveness(channel, 100);
  };

  it('where open tabs cannot be told from closed ones, no draft is removed, so none is written again', async () => {
    const {local, tab} = browser(() => NO_LIVENESS);
    const stores = Array.from({length: MAX_DRAFTS + 1}, (_, i) => {
      const store = tab();
      store.save(`work ${i}`);
      return store;
    });
    const writes = local.writes;
    await stores[MAX_DRAFTS].tidy();
    expect(stores.every((store) => store.own() !== null)).toBe(true);
    expect(local.writes).toBe(writes);
  });

  it('without Web Locks, open tabs answer on a channel: eleven open tabs keep eleven drafts, closed tabs’ go past the cap', async () => {
    const {local, tab} = browser(byChannel);
    const stores = Array.from({length: MAX_DRAFTS + 1}, (_, i) => {
      const store = tab();
      store.save(`work ${i}`);
      return store;
    });
    await stores[MAX_DRAFTS].tidy();
    expect(stores.every((store) => store.own() !== null)).toBe(true);

    // Three tabs close (their pages, and so their channels, go): the oldest of them go past the cap.
    for (const index of [0, 1, 2]) channels[index].close();
    const more = tab();
    more.save('work 11');
    await more.tidy();
    expect([...local.items.keys()].filter((key) => key.startsWith(DRAFT_PREFIX))).toHaveLength(MAX_DRAFTS);
    expect(stores.slice(3).every((store) => store.own() !== null)).toBe(true);
    expect(stores[2].own()).not.toBeNull();
    expect(stores[0].own()).toBeNull();
  });
});
