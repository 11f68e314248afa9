#!/usr/bin/env node
/**
 * Keeps N CPU cores busy, like `stress --cpu N`, to run the tests on a
 * machine as loaded as a shared CI runner (docs-dev/testing.md, "Under load").
 *
 *   node scripts/cpu-hogs.mjs 2                      two hogs until Ctrl+C or the time limit
 *   node scripts/cpu-hogs.mjs 2 -- npm test          npm test beside two hogs; they stop with it
 *   node scripts/cpu-hogs.mjs 2 --minutes 5 -- ...   a shorter limit (default 90 minutes)
 *
 * Each hog is a worker thread spinning on the clock. Every hog stops by
 * itself at the time limit, whatever happens to this process; with a
 * command, the hogs stop when it ends and this script exits with its status.
 */
import {spawn} from 'node:child_process';
import {Worker} from 'node:worker_threads';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);

const count = Number(own[0]);
const minutesAt = own.indexOf('--minutes');
const minutes = minutesAt === -1 ? 90 : Number(own[minutesAt + 1]);
if (!Number.isInteger(count) || count < 1 || !(minutes > 0)) {
  console.error('usage: node scripts/cpu-hogs.mjs <hogs> [--minutes M] [-- command ...]');
  process.exit(2);
}

const until = Date.now() + minutes * 60_000;
// The loop checks the clock only now and then, so nearly all of its time is spent computing.
const HOG = `
  const {workerData: until} = require('node:worker_threads');
  let x = 0;
  while (Date.now() < until) for (let i = 0; i < 1e6; i++) x = (x * 31 + i) | 0;
`;
const hogs = Array.from({length: count}, () => new Worker(HOG, {eval: true, workerData: until}));
console.error(`[cpu-hogs] ${count} hog(s) running, stopping by ${new Date(until).toISOString()} at the latest`);

function stop(code) {
  for (const hog of hogs) void hog.terminate();
  console.error('[cpu-hogs] stopped');
  process.exit(code);
}

process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

if (command.length > 0) {
  const child = spawn(command[0], command.slice(1), {stdio: 'inherit'});
  child.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`[cpu-hogs] could not run ${command[0]}: ${error.message}`);
    stop(1);
  });
} else {
  setTimeout(() => stop(0), until - Date.now()).unref();
  let left = count;
  for (const hog of hogs) hog.on('exit', () => --left === 0 && stop(0));
}
