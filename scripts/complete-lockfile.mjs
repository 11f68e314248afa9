// Adds lockfile entries for optional, platform-specific packages that the
// package registry of this workplace does not serve (it mirrors the newest
// builds for linux-x64 only), so that `npm ci` accepts the lockfile.
//
// npm records an optional dependency only when it can read its metadata; a
// missing entry makes `npm ci` refuse the lockfile on every machine. The
// entries added here carry the platform fields from the package name, so
// npm skips them on other platforms without downloading anything, exactly as
// it does for complete entries. Run after `npm install` changes the lock.
import {readFileSync, writeFileSync} from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  mips64el: 'mips64el',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p.replace(/(gnueabihf|musleabihf|eabi)$/, '')] ?? CPU[p]).find(Boolean);
  const libc =
    parts.includes('musl') || parts.some((p) => p.endsWith('musleabihf'))
      ? 'musl'
      : parts.includes('gnu') || parts.some((p) => p.endsWith('gnueabihf'))
        ? 'glibc'
        : null;
  return {os, cpu, libc};
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const {os, cpu, libc} = platformOf(dep);
    packages[`node_modules/${dep}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(cpu ? {cpu: [cpu]} : {}),
      ...(entry.dev ? {dev: true} : {}),
      ...(libc ? {libc: [libc]} : {}),
      optional: true,
      ...(os ? {os: [os]} : {}),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} platform entries`);
