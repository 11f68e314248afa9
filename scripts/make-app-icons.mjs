// Renders the installed app's icons from our logo (static/img/logo.svg):
// PNGs at the sizes Chromium's installability check and phones ask for, and
// a "maskable" variant whose logo sits inside the safe zone (the inner 80 %)
// on the logo's own green, so a launcher's round or squircle mask never cuts
// into it. Run after changing the logo; like the social card, the icons are
// committed assets of the site (static/img/app/), not build products, and
// static/manifest.json names them.
import {readFileSync, writeFileSync} from 'node:fs';
import {chromium} from '@playwright/test';

const logo = readFileSync('static/img/logo.svg', 'utf8');
/** The logo's background colour, read from its first rect: the maskable icon's bleed. */
const green = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!green) throw new Error('static/img/logo.svg has no background rect to take the colour from');

const sized = (size) => logo.replace(/width="64" height="64"/, `width="${size}" height="${size}"`);
// Maskable: full-bleed square of the logo's colour, the logo at 70 % in the middle.
const maskable = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" fill="${green}"/>` +
  `<g transform="translate(9.6 9.6) scale(0.7)">${logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')}</g></svg>`;

const icons = [
  {file: 'icon-192.png', size: 192, svg: sized(192)},
  {file: 'icon-512.png', size: 512, svg: sized(512)},
  {file: 'maskable-512.png', size: 512, svg: maskable(512)},
];

const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
for (const {file, size, svg} of icons) {
  const page = await browser.newPage({viewport: {width: size, height: size}});
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({path: `static/img/app/${file}`, type: 'png', omitBackground: true});
  await page.close();
  console.log(`wrote static/img/app/${file}`);
}
writeFileSync('static/img/app/maskable.svg', maskable(512) + '\n');
console.log('wrote static/img/app/maskable.svg');
await browser.close();
