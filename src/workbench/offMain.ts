/**
 * A playground state compressed for its link and draft (0.5 s a megabyte on
 * a laptop) and decompressed from one (a link of 9 KB can hold 8 MB): in
 * the codec's own worker (./codec.worker.ts, through src/offMain/inWorker.ts)
 * when the state is large, on the page when it is small (the usual case),
 * where a worker's round trip would cost more than the job.
 */
import {offMainThread} from '../offMain/inWorker';
import {expandedLength} from './expandedLength';
import {decodeStateAs, encodeState, MAX_STATE_CHARS, rememberEncoding, type Decoded} from './link';
import type {WorkbenchState} from './state';

/** What the codec's worker (./codec.worker.ts) is asked to do. */
export type CodecJob = {kind: 'encode'; state: WorkbenchState} | {kind: 'decode'; encoded: string};

const inWorker = offMainThread<CodecJob>(() => new Worker(new URL('./codec.worker.ts', import.meta.url)));

/**
 * Up to these sizes a job runs on the page: each takes a few milliseconds
 * there (compressing 32 K characters about 15 ms, decompressing 128 K about
 * 20 ms).
 */
const INLINE_ENCODE_CHARS = 32 * 1024;
const INLINE_DECODE_CHARS = 128 * 1024;

const stateChars = (state: WorkbenchState): number =>
  ('files' in state ? state.files.map((file) => file.source.length) : [state.template.length]).reduce(
    (sum, chars) => sum + chars,
    state.data.length,
  );

/** A state's encoding (link.ts), made off the main thread when the state is large. */
export async function encodeOffMain(state: WorkbenchState): Promise<string> {
  if (stateChars(state) <= INLINE_ENCODE_CHARS) return encodeState(state);
  const encoded = await inWorker({kind: 'encode', state}, () => encodeState(state));
  rememberEncoding(state, encoded);
  return encoded;
}

/** A link's or draft's state (link.ts), decompressed off the main thread when it is large. */
export async function decodeOffMain(encoded: string): Promise<Decoded> {
  // Linear in the link's length and builds no string (expandedLength.ts); a state past the cap is refused at once.
  if (expandedLength(encoded, MAX_STATE_CHARS) <= INLINE_DECODE_CHARS) return decodeStateAs(encoded);
  return inWorker({kind: 'decode', encoded}, () => decodeStateAs(encoded));
}
