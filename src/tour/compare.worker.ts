/// <reference lib="webworker" />
/**
 * A Check's worker (./compareInBrowser.ts starts it): two large outputs
 * compared away from the page.
 */
import {serveJobs} from '../offMain/serveJobs';
import {compareOutputs} from './outputDiff';
import type {CompareJob} from './compareInBrowser';

serveJobs<CompareJob>((job) => compareOutputs(job.expected, job.actual));
