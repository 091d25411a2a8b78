// Creators end to end: a member applies with both ID images, sees the pending state; an
// admin opens the documents and approves; the member is notified, logs in at
// /creator/login, sees the chart and recent videos, edits and deletes a video; the admin
// revokes: the panel closes and the documents are gone. Plus the access-denied texts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { testImage, testVideo } from '../server/media-fixtures';
import { confirmInApp, recordNativeConfirms } from './confirm-in-app';
import { PASSWORD, fillUploadRecords, freshVideo, makeUser, signInWithPassword, suCreate, tag } from './helpers';

function jpeg(color: string): Buffer {
  const out = join(mkdtempSync(join(tmpdir(), 'e2e-id-')), 'id.jpg');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=${color}:s=320x200`, '-frames:v', '1', '-y', out]);
  return readFileSync(out);
}

async function signOutLocally(page: Page) {
  await page.goto('/404');
  await page.evaluate(() => localStorage.removeItem('pocketbase_auth'));
}

async function loginAtCreatorLogin(page: Page, email: string) {
  await signOutLocally(page);
  await page.goto('/creator/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test.describe('creators', () => {
  test('apply → approve → creator panel → revoke', async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await makeUser(request);
    const admin = await makeUser(request, ['admin']);

    // The member applies: submit stays disabled until both images and the checkbox are given.
    await signInWithPassword(page, member.email, member.password);
    await page.goto('/creator/signup');
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/ID Document \(front\)/).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg('red') });
    await page.getByLabel(/Selfie with ID/).setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: jpeg('blue') });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/at least 18 years old/).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Request Pending' })).toBeVisible();

    // The admin opens both documents and approves.
    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/admin/dashboard?tab=creator-requests');
    const row = page.getByTestId('creator-request').filter({ hasText: member.username });
    await expect(row).toContainText('pending');
    await row.getByRole('button', { name: 'View Documents' }).click();
    const viewer = page.getByRole('dialog');
    const idImg = viewer.getByRole('img', { name: /ID Document of/ });
    await expect(viewer.getByText('ID Document', { exact: true })).toBeVisible();
    await expect(viewer.getByText('ID with Selfie', { exact: true })).toBeVisible();
    await expect.poll(() => idImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const docUrl = (await idImg.getAttribute('src'))!;
    const fresh = await request.get(docUrl);
    expect(fresh.headers()['cache-control']).toContain('no-store');
    // No cache of the page (the service worker's included) holds a document.
    const cached = await page.evaluate(async () => {
      const hits: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) if (/creator-documents|creator_requests/.test(req.url)) hits.push(req.url);
      }
      return hits;
    });
    expect(cached).toEqual([]);
    await page.keyboard.press('Escape');
    const confirms = recordNativeConfirms(page);
    await row.getByRole('button', { name: 'Approve' }).click();
    await confirmInApp(page, 'Approve creator');
    await expect(page.getByText('Request approved')).toBeVisible();
    expect(confirms).toEqual([]);
    await expect(row).toContainText('approved');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The member is notified, and a video of theirs exists (the upload form is the uploads helper's).
    const video = await suCreate(request, 'videos', {
      title: `Creator clip ${tag('t')}`,
      slug: `creator-clip-${tag('s')}`,
      author: 'Creator Person',
      duration: 30,
      creator: member.id,
    });
    await signInWithPassword(page, member.email, member.password);
    await page.goto('/');
    await page.getByRole('button', { name: /^Account, 1 unread/ }).click();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Creator request approved')).toBeVisible();

    await loginAtCreatorLogin(page, member.email);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);

    await expect(page.getByRole('heading', { name: 'Monthly Views' })).toBeVisible();
    await expect(page.getByTestId('monthly-views').locator('.apexcharts-canvas')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Recent Videos' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(video.title!) })).toHaveAttribute('href', `/video/${video.slug}`);
    await expectNoAxeViolations(page);

    // Manage Videos: edit (title and author required), then delete with confirmation.
    await page.goto('/creator/dashboard?tab=videos');
    await expect(page.getByPlaceholder('Search your videos...')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expect(page.getByRole('button', { name: 'Cancel Upload' })).toBeVisible();
    // A video through the shared upload form (tus), then edited and deleted from the list.
    const uploadedTitle = `Uploaded ${tag('u')}`;
    const form = page.getByTestId('upload-form');
    await form.getByLabel('Video Title *').fill(uploadedTitle);
    await form.getByLabel('Author *').fill('Creator E2E');
    await form.getByTestId('thumbnail-input').setInputFiles(testImage('creator-thumb.png'));
    await form.getByTestId('video-input').setInputFiles(testVideo('creator.mp4', 3));
    await expect(form.getByLabel('Duration')).toHaveValue('0:03');
    await fillUploadRecords(form);
    await form.getByRole('button', { name: 'Upload Video' }).click();
    // The manager closes the form and says so (3 s), then lists the video.
    await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Upload Video' })).toBeVisible();
    const item = page.getByTestId('managed-video').filter({ hasText: uploadedTitle });
    // The record exists once processing has made a playable file (seconds).
    await expect(async () => {
      await page.reload();
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(item).toContainText('DoodStream');
    await expect(page.getByTestId('managed-video').filter({ hasText: video.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    await dialog.getByLabel('Video Title *').fill('');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    const renamed = `Renamed ${tag('r')}`;
    await dialog.getByLabel('Video Title *').fill(renamed);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Video updated successfully')).toBeVisible();
    const renamedItem = page.getByTestId('managed-video').filter({ hasText: renamed });
    await expect(renamedItem).toBeVisible();
    await renamedItem.getByRole('button', { name: /^Delete/ }).click();
    await confirmInApp(page, 'Delete video');
    await expect(renamedItem).toHaveCount(0);
    expect(confirms).toEqual([]);
    // Gone from search as well as from the list.
    const gone = (await (await request.get(`/api/reelhouse/search?q=${encodeURIComponent(renamed)}`)).json()) as { items: { title: string }[] };
    expect(gone.items.map((v) => v.title)).not.toContain(renamed);

    // The admin revokes: documents gone, the creator panel closed.
    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/admin/dashboard?tab=creator-requests');
    await row.getByRole('button', { name: 'Revoke Creator' }).click();
    const notes = page.getByRole('dialog');
    await expect(notes.getByRole('button', { name: 'Revoke Creator' })).toBeDisabled();
    await notes.getByLabel(/Notes/).fill('The ID did not match.');
    await notes.getByRole('button', { name: 'Revoke Creator' }).click();
    await expect(page.getByText('Creator status revoked')).toBeVisible();
    await expect(row).toContainText('revoked');
    await expect(row.getByRole('button', { name: 'View Documents' })).toHaveCount(0);
    await row.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog');
    await expect(history.getByText('The ID did not match.')).toBeVisible();
    await expect(history.getByText(`by ${admin.username}`).first()).toBeVisible();
    expect((await request.get(docUrl)).status()).toBe(403);

    await signInWithPassword(page, member.email, member.password);
    await page.goto('/creator/dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access the creator panel.')).toBeVisible();
  });

  test('access-denied texts: visitors and members', async ({ page, request }) => {
    await page.goto('/creator/dashboard');
    await expect(page).toHaveURL(/\/creator\/login$/);
    await page.goto('/creator/signup');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText('Please create an account first to become a creator.')).toBeVisible();

    const member = await makeUser(request);
    await loginAtCreatorLogin(page, member.email);
    await expect(page.getByText('Access denied: Creator privileges required')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/login$/);
    // …and signed out again.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}').token ?? '')).toBe('');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid credentials or insufficient privileges')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/reset-password?returnTo=%2Fcreator%2Flogin');

    await signInWithPassword(page, member.email, member.password);
    await page.goto('/creator/dashboard');
    await expect(page.getByText('You do not have permission to access the creator panel.')).toBeVisible();
  });
});

test.describe('creator review, rejected path', () => {
  test('an admin rejects with notes; the member sees why and may apply again; no axe violations', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await makeUser(request);
    const admin = await makeUser(request, ['admin']);
    const token = (await (await request.post('/api/collections/users/auth-with-password', { data: { identity: member.email, password: PASSWORD } })).json()) as { token: string };
    const res = await request.post('/api/collections/creator_requests/records', {
      headers: { Authorization: token.token },
      multipart: {
        user: member.id,
        status: 'pending',
        id_document: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg('green') },
        id_selfie: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: jpeg('yellow') },
      },
    });
    expect(res.ok()).toBe(true);

    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/admin/dashboard?tab=creator-requests');
    const row = page.getByTestId('creator-request').filter({ hasText: member.username });
    await expect(row.getByRole('button', { name: 'Revoke Creator' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await dialog.getByLabel(/Notes/).fill('   ');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await dialog.getByLabel(/Notes/).fill('The photo is blurry.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Request rejected')).toBeVisible();
    await expect(row).toContainText('rejected');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await signInWithPassword(page, member.email, member.password);
    await page.goto('/creator/signup');
    await expect(page.getByText(/Your previous request was rejected: The photo is blurry\. You may apply again\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
    // A PDF chosen as the ID is flagged at once and keeps the form from being sent.
    await page.getByLabel(/ID Document \(front\)/).setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF') });
    await expect(page.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('video manager, all videos (admin)', () => {
  test('search, edit with premium on, bulk premium off, bulk delete', async ({ page, request }) => {
    const admin = await makeUser(request, ['admin']);
    const video = await freshVideo(request);
    const premiumRows = async () =>
      ((await (await request.get(`/api/collections/premium_videos/records?filter=${encodeURIComponent(`video="${video.id}"`)}`)).json()) as { totalItems: number }).totalItems;

    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/admin/dashboard?tab=videos');
    await page.getByPlaceholder('Search videos...').fill(video.title);
    const row = page.getByTestId('managed-video').filter({ hasText: video.title });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('managed-video')).toHaveCount(1);
    await expect(row).toContainText('Creator: —');

    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    await dialog.getByLabel('Author *').fill('Edited Author');
    await dialog.getByLabel(/Premium/).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Video updated successfully')).toBeVisible();
    await expect(row).toContainText('Edited Author');
    await expect(row).toContainText('Premium');
    expect(await premiumRows()).toBe(1);

    await row.getByRole('checkbox', { name: `Select ${video.title}` }).check();
    await page.getByRole('button', { name: 'Remove Premium' }).click();
    await expect(page.getByText('Videos removed from premium content')).toBeVisible();
    await expect(row).not.toContainText('Premium');
    expect(await premiumRows()).toBe(0);

    // A failed delete says so, and the list's reload after it does not wipe the message.
    await page.route(`**/api/collections/videos/records/${video.id}`, (r) =>
      r.request().method() === 'DELETE' ? r.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong.', data: {} } }) : r.fallback(),
    );
    await row.getByRole('checkbox', { name: `Select ${video.title}` }).check();
    const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/collections/videos/records?'));
    const nativeDialogs = recordNativeConfirms(page);
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await confirmInApp(page, 'Delete video');
    await reloaded;
    await expect(page.getByText('Failed to delete video')).toBeVisible();
    await page.unroute(`**/api/collections/videos/records/${video.id}`);

    // Escape cancels: nothing is deleted.
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect((await request.get(`/api/collections/videos/records/${video.id}`)).status()).not.toBe(404);
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await confirmInApp(page, 'Delete video');
    await expect(page.getByText('No videos found.')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
    await expect(page.getByText('Failed to delete video')).toBeHidden();
    expect((await request.get(`/api/collections/videos/records/${video.id}`)).status()).toBe(404);
  });
});

test.describe('statistics panel paging', () => {
  test('recent videos page by 20 with arrows and numbers, only the creator’s own', async ({ page, request }) => {
    const creator = await makeUser(request, ['creator']);
    const other = await makeUser(request, ['creator']);
    const t = tag('p');
    for (let i = 0; i < 21; i++) {
      await suCreate(request, 'videos', { title: `Paged ${t} ${String(i).padStart(2, '0')}`, slug: `paged-${t}-${i}`, author: 'Pager', duration: 10, creator: creator.id });
    }
    await suCreate(request, 'videos', { title: `Not mine ${t}`, slug: `not-mine-${t}`, author: 'Other', duration: 10, creator: other.id });

    await signInWithPassword(page, creator.email, creator.password);
    await page.goto('/creator/dashboard');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Your Recent Videos' }) });
    await expect(section.getByRole('link')).toHaveCount(20);
    await expect(section.getByText(`Not mine ${t}`)).toHaveCount(0);
    const nav = section.getByRole('navigation', { name: 'Recent videos pages' });
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Next page' }).click();
    await expect(section.getByRole('link')).toHaveCount(1);
    await expect(section.getByRole('link')).toContainText(`Paged ${t} 00`);
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Page 1' }).click();
    await expect(section.getByRole('link')).toHaveCount(20);
  });
});
