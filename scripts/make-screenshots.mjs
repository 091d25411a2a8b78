// Regenerates the manifest's install screenshots (public/screenshots/) from the built
// app on a seeded catalog: a wide (desktop) and a narrow (phone) view of the home page.
//   node scripts/make-screenshots.mjs   (after npm run build)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launchServer } from '../tests/server/launch.mjs';

const shots = [
  { file: 'public/screenshots/wide-1280x720.jpg', width: 1280, height: 720, scale: 1 },
  { file: 'public/screenshots/narrow-540x960.jpg', width: 360, height: 640, scale: 1.5 },
];
mkdirSync('public/screenshots', { recursive: true });
const server = await launchServer({ videos: 24 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const s of shots) {
    const context = await browser.newContext({ viewport: { width: s.width, height: s.height }, deviceScaleFactor: s.scale, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('reelhouse.age_confirmed', '1'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/categories/newest`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="video-card"] img');
    await page.screenshot({ path: s.file, type: 'jpeg', quality: 70 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
