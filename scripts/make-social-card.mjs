// Renders static/img/social-card.svg to the PNG that link previews use
// (most of them do not read SVG). Run after changing the SVG; the PNG is
// committed because it is an asset of the site, not a build product.
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';

const svg = readFileSync('static/img/social-card.svg', 'utf8');
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
await page.screenshot({path: 'static/img/social-card.png', type: 'png'});
await browser.close();
console.log('wrote static/img/social-card.png');
