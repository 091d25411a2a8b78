// Held uploads (issue 38 §3, internal/fingerprint): a creator's upload is taken down, the
// same file uploaded again is held. The admin finds it in the Reports tab's "Held uploads"
// with the removed video it matched and how strongly, removes one copy with a reason, is
// told why the other cannot be released (no performer records) and, clearly, when another
// admin decided it first. The block list's
// import (with the server's line error) and export run through the same section.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { confirmInApp } from './confirm-in-app';
import { englishOnPage } from './i18n-text';
import { account, makeUser, signIn, suToken, tag, userToken } from './helpers';
import { ffmpegBin } from '../server/media-fixtures';
import { finish, tusUpload } from '../server/upload-client';

const dir = mkdtempSync(join(tmpdir(), 'reelhouse-e2e-fp-'));

/**
 * Three seconds of the Game of Life from a random seed in big cells: nothing like the
 * suite's other uploads (ffmpeg's testsrc), so none of them is ever held by this block, and
 * each project's run blocks its own video (the server is shared by both projects).
 */
function lifeVideo(): string {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const out = join(dir, `life-${seed}.mp4`);
  const src = `life=size=48x27:rate=4:random_seed=${seed}:ratio=0.5,scale=480:270:flags=neighbor,format=yuv420p`;
  execFileSync(ffmpegBin(), ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', src, '-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', out]);
  return out;
}

/** Uploads as the form does and waits for processing: the video exists (held or not). */
async function upload(request: APIRequestContext, baseURL: string, token: string, file: string, title: string): Promise<string> {
  const url = await tusUpload(baseURL, token, file);
  const res = await finish(url, token, { title, author: 'E2E Fingerprint', useFrame: true });
  expect(res.status, await res.clone().text()).toBe(200);
  const { job, video } = (await res.json()) as { job: string; video: string };
  const su = { Authorization: await suToken(request) };
  await expect
    .poll(async () => ((await (await request.get(`/api/collections/jobs/records/${job}`, { headers: su })).json()) as { state: string }).state, { timeout: 60_000 })
    .toBe('done');
  return video;
}

test('an admin decides held uploads: the match and its strength, remove with a reason, "decided by another admin"; hash lists', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const creator = await makeUser(request, ['creator']);
  const token = await userToken(request, creator.email);
  const file = lifeVideo();
  const originalTitle = `Removed ${tag('fp')}`;
  const original = await upload(request, baseURL!, token, file, originalTitle);

  // Taken down (the record path every takedown ends in): its fingerprint joins the block list.
  const su = { Authorization: await suToken(request) };
  const down = await request.patch(`/api/collections/videos/records/${original}`, { headers: su, data: { moderation: 'removed' } });
  expect(down.ok(), await down.text()).toBe(true);

  // The same file twice more: both held.
  const [first, second] = await Promise.all([
    upload(request, baseURL!, token, file, `Copy A ${tag('fp')}`),
    upload(request, baseURL!, token, file, `Copy B ${tag('fp')}`),
  ]);
  const adminToken = await userToken(request, account('admin').email, account('admin').password);
  const held = ((await (await request.get('/api/reelhouse/admin/fingerprints/holds', { headers: { Authorization: adminToken } })).json()) as { items: { video: string }[] }).items;
  expect(held.map((h) => h.video)).toEqual(expect.arrayContaining([first, second]));

  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=reports');
  await page.getByRole('button', { name: 'Held uploads' }).click();
  const rowA = page.getByTestId(`hold-${first}`);
  await expect(rowA.getByTestId('hold-match')).toContainText(`Matches the removed video ${originalTitle}`);
  await expect(rowA.getByTestId('hold-match').getByRole('link', { name: originalTitle })).toBeVisible();
  await expect(rowA.getByTestId('hold-strength')).toHaveText(/^\d{1,3}% of frames match; the closest frames are \d+ bits? apart$/);
  // It fits the phone's 375 px: no sideways scrolling.
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Remove with a reason: asked first, then gone from the waiting list, listed as removed.
  const remove = rowA.getByRole('button', { name: 'Remove (takedown)' });
  await expect(remove).toBeDisabled();
  await rowA.getByLabel('Reason').fill('A copy of the removed video.');
  await remove.click();
  await confirmInApp(page, 'Remove (takedown)', 'joins the block list');
  await expect(rowA).toHaveCount(0);

  // Copy B has no performer records: the release is refused by that gate, said on the row.
  const rowB = page.getByTestId(`hold-${second}`);
  const release = rowB.getByRole('button', { name: 'Release (publish)' });
  await rowB.getByLabel('Reason').fill('Looks licensed.');
  await release.click();
  await confirmInApp(page, 'Release (publish)', 'matches a removed video');
  await expect(rowB.getByRole('alert')).toContainText('cannot be published yet');

  // Another admin removes copy B while this page still shows it: the next click says so.
  const other = await request.post(`/api/reelhouse/admin/fingerprints/holds/${second}/remove`, { headers: { Authorization: adminToken }, data: { reason: 'A copy.' } });
  expect(other.ok(), await other.text()).toBe(true);
  await release.click();
  await confirmInApp(page, 'Release (publish)');
  await expect(page.getByTestId('hold-conflict')).toContainText('Another admin decided');
  await expect(rowB).toHaveCount(0);

  await page.getByRole('button', { name: 'Removed', exact: true }).click();
  await expect(page.getByTestId(`hold-${first}`)).toContainText('Removed');

  // In German: the decided list holds no English.
  await page.goto('/de/admin/dashboard?tab=reports');
  await page.getByRole('button', { name: 'Zurückgehaltene Uploads' }).click();
  await page.getByRole('button', { name: 'Entfernt', exact: true }).click();
  await expect(page.getByTestId(`hold-${first}`)).toContainText('Entspricht dem entfernten Video');
  expect(await englishOnPage(page, 'de', ['common', 'admin'], { attributes: true })).toEqual([]);
  await page.goto('/admin/dashboard?tab=reports');
  await page.getByRole('button', { name: 'Held uploads' }).click();

  // Hash lists: a bad line is named, a good list is counted and comes back in the export.
  const hash = Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
  await page.getByLabel('List name').fill('e2e-shared');
  await page.getByLabel('Hash list file').setInputFiles({ name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from(`${hash}\nnot-a-hash\n`) });
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'line 2' })).toBeVisible();
  await page.getByLabel('Hash list file').setInputFiles({ name: 'good.txt', mimeType: 'text/plain', buffer: Buffer.from(`# shared\n${hash},90\n`) });
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByRole('status').filter({ hasText: '“e2e-shared”: 1 new hash added (1 in the file).' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the block list' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved, 'utf8')).toContain(`${hash},90`);
});
