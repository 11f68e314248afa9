/**
 * The one rule for keeping a playground state, used by every way into the
 * playground and by the playground itself (issue #40):
 *
 * (a) What a link may carry. A state goes in a link (`/playground#s=…`) only
 *     up to MAX_LINK_CHARS of link, and only if it unpacks to no more than a
 *     link is opened with (MAX_STATE_CHARS): the playground's Copy link, an
 *     example's Try it and Compare (edited or not), a lesson's Open in
 *     playground all go through `linkFor` / `entryHref`. Past it, a way into
 *     the playground does not make a link that cannot be kept: it links to
 *     `/playground#too-large=<size>-<key>`, and hands the state over in the
 *     page's memory under that key (`handedOver`): followed in this tab, the
 *     work opens, and the playground saves it as a draft before anything else
 *     (b). Opened anywhere else (another tab, a copied link), the key finds
 *     nothing and the playground says why the work did not come
 *     (`notCarriedMessage`).
 *
 * (b) When the playground saves the state it shows, and what it then says
 *     (`planSave`, `tooLargeNote`). The address is cleared only once the
 *     state is saved as a draft: a save that fails leaves the address as it
 *     is. The state a page opened with is not saved while the address holds
 *     it (a link that fits) or a draft does; a state too large for the
 *     address is saved, since clearing the address would otherwise lose it.
 *     "Kept as a draft in this browser" is said only after a save that
 *     succeeded; a failed save says why (storage full, or blocked).
 *
 * No React, no lz-string: pages that only build links load nothing more.
 */
import {expandedLength} from './expandedLength';
import {formatBytes, MAX_TOTAL_BYTES} from './files';
import {hrefOf, PLAYGROUND_PATH} from './linkForm';
import type {StorageProblem} from '../storage/access';
import {STORAGE_CAUSE} from '../storage/warnings/cause';

/**
 * The most characters a link's or draft's state may decompress to: twice
 * what the playground renders (MAX_TOTAL_BYTES of templates, one or a set of
 * files), room for JSON's escapes (a quote or a line break is written with
 * two characters) and the data. Checked before anything is decompressed
 * (expandedLength.ts), so that a link of a few kilobytes cannot make the
 * page build a string of many megabytes.
 */
export const MAX_STATE_CHARS = 2 * MAX_TOTAL_BYTES;

/**
 * The longest link (site-relative, `/playground#s=…`) the site makes.
 * Chromium opens URLs of up to 2,097,152 characters and drops the fragment of
 * a longer one on reload (scripts/measure-url-limit.mjs); other browsers,
 * chat apps and mail clients cut links shorter. A quarter of Chromium's limit
 * leaves room for the origin, and is far above what a page of templates
 * needs: the docs' 682 examples, 39 KB in all, make a link of 23 KB.
 */
export const MAX_LINK_CHARS = 512 * 1024;

/** A link's length as a size: its characters are ASCII, one byte each. */
export function linkSizeText(chars: number): string {
  return chars < 1024 * 1024 ? `${Math.ceil(chars / 1024)} KB` : `${(chars / (1024 * 1024)).toFixed(1)} MB`;
}

export type LinkFor = {fits: true; href: string} | {fits: false; why: string};

const unpacksTooLarge = `it would unpack to more than ${formatBytes(MAX_STATE_CHARS)}, more than a link opens`;
const tooLong = (chars: number) =>
  `its link would be ${linkSizeText(chars)}, and a link holds up to ${linkSizeText(MAX_LINK_CHARS)}`;

/** The link to an encoded state, or why there is none (the site never makes a link it would refuse). */
export function linkFor(encoded: string): LinkFor {
  const href = hrefOf(encoded);
  if (href.length > MAX_LINK_CHARS) return {fits: false, why: tooLong(href.length)};
  if (expandedLength(encoded, MAX_STATE_CHARS) > MAX_STATE_CHARS) return {fits: false, why: unpacksTooLarge};
  return {fits: true, href};
}

/**
 * Where a way into the playground goes when its state is too large for a
 * link: `#too-large=<link chars>-<key>`, or `#too-large=unpacked` for a state
 * that a link could not open anyway.
 */
export const NOT_CARRIED_PREFIX = '#too-large=';

/** States handed over in this page's memory, by key: the latest few links made (an example's Try it and Compare). */
const handovers = new Map<string, string>();
const KEPT_HANDOVERS = 4;

function handOver(encoded: string): string {
  for (const [key, kept] of handovers) if (kept === encoded) return key;
  const key = Math.random().toString(36).slice(2, 10);
  handovers.set(key, encoded);
  while (handovers.size > KEPT_HANDOVERS) handovers.delete(handovers.keys().next().value as string);
  return key;
}

/**
 * The href of a way into the playground (Try it, Compare, Open in
 * playground) for an encoded state: its link when it fits, else the
 * playground with the reason (a number, never text: the page writes the
 * message itself) and the key of the state handed over in memory.
 */
export function entryHref(encoded: string): string {
  const link = linkFor(encoded);
  if (link.fits) return link.href;
  const chars = hrefOf(encoded).length;
  if (chars <= MAX_LINK_CHARS) return `${PLAYGROUND_PATH}${NOT_CARRIED_PREFIX}unpacked`;
  return `${PLAYGROUND_PATH}${NOT_CARRIED_PREFIX}${chars}-${handOver(encoded)}`;
}

const NOT_CARRIED = /^(?:(\d{1,9})-([a-z0-9]{1,16})|unpacked)$/;

/** The state entryHref handed over for this address, when it was made in this page (a link followed in this tab). */
export function handedOver(hash: string): string | null {
  if (!hash.startsWith(NOT_CARRIED_PREFIX)) return null;
  const key = NOT_CARRIED.exec(hash.slice(NOT_CARRIED_PREFIX.length))?.[2];
  return (key && handovers.get(key)) ?? null;
}

/** The message for an address made by entryHref whose state did not come (not handed over here), or null for any other address. */
export function notCarriedMessage(hash: string): string | null {
  if (!hash.startsWith(NOT_CARRIED_PREFIX)) return null;
  const chars = NOT_CARRIED.exec(hash.slice(NOT_CARRIED_PREFIX.length))?.[1];
  const why = chars ? tooLong(Number(chars)) : unpacksTooLarge;
  return `The work this link was made from is too large to carry in a link (${why}), so it opens only when the link is followed in the tab that made it: it did not come here.`;
}

/**
 * How the state shown came to the page, unchanged since: from a link in the
 * address, from a stored draft, the page's starting state (nothing to keep),
 * or none of these (changed since).
 */
export type OpenedFrom = 'link' | 'draft' | 'start' | null;

export type KeepPlan = {
  /** The address to show: the state's link, or none (the plain path). */
  address: 'link' | 'clear';
  /** Whether to save the state as this tab's draft. */
  saveDraft: boolean;
  /**
   * Whether the address may change only once the draft is saved: when it is
   * cleared of a state that nothing else keeps. A failed save leaves it.
   */
  addressAfterSave: boolean;
};

/**
 * When a state is saved, and when the address changes. `fits`: its link
 * fits (linkFor); `starting`: it is the page's starting state (the sample,
 * or Reset); `openedFrom`: how it came to the page, if unchanged since;
 * `ownDraft`: this tab has saved a draft of its own.
 */
export function planSave({
  fits,
  starting,
  openedFrom,
  ownDraft,
}: {
  fits: boolean;
  starting: boolean;
  openedFrom: OpenedFrom;
  ownDraft: boolean;
}): KeepPlan {
  const address = fits && !starting ? 'link' : 'clear';
  // Kept elsewhere already: in a stored draft, or in the address that keeps showing its link.
  const keptElsewhere =
    !ownDraft && (openedFrom === 'draft' || openedFrom === 'start' || (openedFrom === 'link' && address === 'link'));
  const saveDraft = !keptElsewhere;
  return {address, saveDraft, addressAfterSave: address === 'clear' && saveDraft};
}

export type SaveOutcome = {saved: true} | {saved: false; problem: StorageProblem};

/**
 * What the page says about work too large for a link (`why`, from linkFor),
 * once its save is done: kept as a draft only if the save succeeded.
 * `saved` null: not saved (it was kept elsewhere, as a draft opened).
 */
export function tooLargeNote(why: string, saved: SaveOutcome | null): string {
  if (saved && !saved.saved)
    return `This work is too large for a link (${why}), and it could not be kept as a draft: ${STORAGE_CAUSE[saved.problem]}. If you close this tab, it is lost: export it.`;
  return `This work is too large for a link (${why}), so the address bar no longer follows it. It is kept as a draft in this browser.`;
}
