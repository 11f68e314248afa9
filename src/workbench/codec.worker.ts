/// <reference lib="webworker" />
/**
 * The link codec's worker (./offMain.ts starts it): a large state
 * compressed or a large link decompressed away from the page.
 */
import {serveJobs} from '../offMain/serveJobs';
import {decodeStateAs, encodeState} from './link';
import type {CodecJob} from './offMain';

serveJobs<CodecJob>((job) => (job.kind === 'encode' ? encodeState(job.state) : decodeStateAs(job.encoded)));
