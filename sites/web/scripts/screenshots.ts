// Full-page screenshots of a running site at desktop and mobile widths:
//   BASE_URL=http://localhost:3000 tsx scripts/screenshots.ts [/path ...]
// Writes PNGs to screenshots/ (git-ignored). Uses Debian's Chromium, never a download.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@joognoo/e2e-kit';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/about', '/does-not-exist'];
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const size of widths) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[${size.name}] console.${message.type()}: ${message.text()}`);
  });
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    const file = `screenshots/${size.name}${path === '/' ? '-home' : path.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
