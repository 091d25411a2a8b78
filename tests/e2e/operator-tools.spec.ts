// The operator's tools (issue 36 §8), at 1280 and 375 px (the desktop and phone projects):
// Remove and Suspend ask first in the site's own dialog, naming what follows; a comment
// case shows the comment and its author; the audit log shows names and titles (ids on
// hover) and filters by the actor's name and an action from its list; the Members tab
// finds a member and warns, suspends and unsuspends them; a held upload reads "Awaiting
// review", then "Published", to its creator; the dashboard says mail is off; and the
// Reports, Audit and Members screens hold no English in German.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { confirmInApp, recordNativeConfirms } from './confirm-in-app';
import { englishOnPage } from './i18n-text';
import { testImage } from '../server/media-fixtures';
import { PASSWORD, account, linkVerifiedPerformer, makeUser, signIn, signInWithPassword, suCreate, tag, userToken } from './helpers';

test.describe.configure({ mode: 'serial' });

async function adminToken(request: APIRequestContext) {
  const a = account('admin');
  const res = await request.post('/api/collections/users/auth-with-password', { data: { identity: a.email, password: a.password } });
  const body = (await res.json()) as { token: string; record: { username: string } };
  return { token: body.token, username: body.record.username };
}

/** A video of a fresh creator and a comment of a fresh member on it, both reported (spam). */
async function reportedItems(request: APIRequestContext) {
  const t = tag('o');
  const creator = await makeUser(request, ['creator']);
  const author = await makeUser(request);
  const video = await suCreate(request, 'videos', { title: `Operator ${t}`, slug: `operator-${t}`, author: 'E2E Spec', duration: 30, creator: creator.id });
  const comment = await suCreate(request, 'comments', { video: video.id, user: author.id, username: author.username, content: `Rude words ${t}` });
  const reporter = await makeUser(request);
  const token = await userToken(request, reporter.email);
  for (const [item_type, item] of [
    ['video', video.id],
    ['comment', comment.id],
  ] as const) {
    const res = await request.post('/api/reelhouse/reports', { headers: { Authorization: token }, data: { item_type, item, reason: 'spam', details: 'e2e' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { creator, author, video, comment };
}

/** The page fits its width (375 px on the phone project): no sideways scrolling. */
async function fitsWidth(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The tab's menu on a phone, the sidebar on a desktop: opens the admin tab by its name. */
async function openTab(page: Page, tab: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('remove asks first and names the consequence; a comment case shows its text and author', async ({ page }) => {
  const native = recordNativeConfirms(page);
  const { video, comment, author } = await reportedItems(page.request);
  await signIn(page, 'admin');
  await openTab(page, 'reports');

  const commentRow = page.getByTestId(`case-${comment.id}`);
  await expect(commentRow).toContainText(comment.content!);
  await expect(commentRow).toContainText(`Author: ${author.username}`);
  await expect(commentRow).toContainText(`on ${video.title}`);
  await expect(commentRow).not.toContainText(comment.id); // the id is on hover only
  await expect(commentRow).toContainText('Status: Open');
  await expect(commentRow).toContainText('Spam or misleading');
  await expect(commentRow).toContainText(/waiting \d+ min/); // the queue shows each case's age

  const row = page.getByTestId(`case-${video.id}`);
  await row.getByLabel('Action').selectOption('remove');
  await row.getByLabel('Reason').fill('A licensed film uploaded without rights.');
  await row.getByRole('button', { name: 'Apply' }).click();
  // Cancel keeps the video up.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`“${video.title}” leaves the site for everyone at once`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  expect((await page.request.get(`/api/reelhouse/videos/${video.slug}`)).status()).toBe(200);
  // Confirmed, it is taken down.
  await row.getByRole('button', { name: 'Apply' }).click();
  await confirmInApp(page, 'Remove (takedown)', 'Its creator is told why');
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(`/api/reelhouse/videos/${video.slug}`)).status()).toBe(404);

  // The decided queue has it, its status in words.
  await page.getByRole('button', { name: 'Decided' }).click();
  await expect(page.getByTestId(`case-${video.id}`)).toContainText('Status: Removed');
  expect(native).toEqual([]);
});

test('the audit log names its targets and filters by actor name and an action from its list', async ({ page }) => {
  const { video } = await reportedItems(page.request);
  const admin = await adminToken(page.request);
  const kase = (await (await page.request.get(`/api/reelhouse/admin/cases?item=${video.id}`, { headers: { Authorization: admin.token } })).json()) as {
    items: { id: string }[];
  };
  const res = await page.request.post(`/api/reelhouse/admin/cases/${kase.items[0]!.id}/dismiss`, { headers: { Authorization: admin.token }, data: { reason: 'Not spam at all.' } });
  expect(res.ok(), await res.text()).toBe(true);

  await signIn(page, 'admin');
  await openTab(page, 'audit');
  await page.getByLabel('Actor (name)').fill(admin.username.toUpperCase());
  await page.getByLabel('Action').selectOption({ label: 'Dismissed a case' });
  await page.getByRole('button', { name: 'Filter' }).click();
  // This test's decision (another spec may have decided a case on the same shared video).
  const entry = page.getByRole('row').filter({ hasText: video.title }).filter({ hasText: 'Not spam at all.' });
  await expect(entry).toContainText('Dismissed a case');
  await expect(entry).toContainText(`Video: ${video.title}`);
  await expect(entry).toContainText('Not spam at all.');
  await expect(entry.locator(`[title="${video.id}"]`)).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Dismissed a case' })).toHaveAttribute('title', 'case.dismiss');
  // Another actor's name: none of the admin's entries.
  await page.getByLabel('Actor (name)').fill(tag('nobody'));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entries.')).toBeVisible();
});

test('the Members tab finds a member and warns, suspends (after a confirmation) and unsuspends them', async ({ page }) => {
  const native = recordNativeConfirms(page);
  const member = await makeUser(page.request);
  await signIn(page, 'admin');
  await openTab(page, 'members');
  await page.getByLabel('Name or e-mail').fill(member.username.slice(0, -1));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId(`member-${member.username}`);
  await expect(row).toContainText(member.email);
  await row.getByRole('button', { name: `Show ${member.username}` }).click();
  await expect(row.getByRole('heading', { name: 'Reports they filed' })).toBeVisible();

  await row.getByLabel('Action', { exact: true }).selectOption({ label: `Warn ${member.username}` });
  await row.getByLabel('Reason').fill('Please keep comments civil.');
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByText('Warned a member')).toBeVisible();

  await row.getByLabel('Action', { exact: true }).selectOption({ label: `Suspend ${member.username}` });
  await row.getByLabel('Reason').fill('Spam after a warning.');
  await row.getByRole('button', { name: 'Apply' }).click();
  await confirmInApp(page, 'Suspend', 'is signed out at once and cannot sign in');
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText('Suspended a member')).toBeVisible();
  expect((await page.request.post('/api/collections/users/auth-with-password', { data: { identity: member.email, password: PASSWORD } })).status()).toBe(403);

  await row.getByLabel('Action', { exact: true }).selectOption({ label: `Lift the suspension of ${member.username}` });
  await row.getByLabel('Reason').fill('Appeal accepted.');
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByText('Lifted a suspension')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
  expect(native).toEqual([]);
});

test("a held upload reads Awaiting review to its creator, then Published; the dashboard says mail is off", async ({ page }) => {
  const fresh = await makeUser(page.request);
  const token = await userToken(page.request, fresh.email);
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: readFileSync(testImage(name)) });
  const req = await page.request.post('/api/collections/creator_requests/records', {
    headers: { Authorization: token },
    multipart: { user: fresh.id, status: 'pending', id_document: png('front.png'), id_selfie: png('selfie.png') },
  });
  expect(req.ok(), await req.text()).toBe(true);
  const admin = await adminToken(page.request);
  const approved = await page.request.post(`/api/reelhouse/admin/creator-requests/${(await req.json()).id}/approve`, { headers: { Authorization: admin.token }, data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  const t = tag('h');
  const made = await page.request.post('/api/collections/videos/records', {
    headers: { Authorization: token },
    data: { title: `Held ${t}`, slug: `held-${t}`, author: 'Newcomer', creator: fresh.id, duration: 20 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const video = (await made.json()) as { id: string; title: string };
  // Its records, so the approval below may publish it (the performer-records gate).
  await linkVerifiedPerformer(page.request, { ...fresh, password: PASSWORD }, video.id, testImage('front.png'));

  await signInWithPassword(page, fresh.email, PASSWORD);
  await page.goto('/creator/dashboard');
  const own = page.getByRole('region', { name: 'Moderation of your videos' }).getByRole('listitem').filter({ hasText: video.title });
  await expect(own).toContainText('Awaiting review');
  await expect(own).not.toContainText('Reported');

  const kase = (await (await page.request.get(`/api/reelhouse/admin/cases?item=${video.id}`, { headers: { Authorization: admin.token } })).json()) as {
    items: { id: string; source: string }[];
  };
  expect(kase.items[0]!.source).toBe('review');
  const ok = await page.request.post(`/api/reelhouse/admin/cases/${kase.items[0]!.id}/approve`, { headers: { Authorization: admin.token }, data: { reason: 'Records checked.' } });
  expect(ok.ok(), await ok.text()).toBe(true);
  await page.reload();
  await expect(own).toContainText('Published');
  await expect(own).not.toContainText('Restored');

  // The e2e server has no mail server: the dashboard says so, linking to the mail settings.
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard');
  const notice = page.getByTestId('setup-notice-mail_off');
  await expect(notice).toContainText('Mail is off: password resets, e-mail verification and other e-mails are not sent');
  await expect(notice.getByRole('link', { name: 'Configure the mail server' })).toHaveAttribute('href', '/_/#/settings/mail');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the Reports, Audit log and Members screens hold no English', async ({ page }) => {
    const native = recordNativeConfirms(page);
    const { video, comment, creator } = await reportedItems(page.request);
    await signIn(page, 'admin');

    await page.goto('/de/admin/dashboard?tab=reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
    const commentRow = page.getByTestId(`case-${comment.id}`);
    await expect(commentRow).toContainText(comment.content!);
    await expect(commentRow).toContainText('Status: Offen');
    await expect(commentRow).toContainText(/wartet seit \d+/);
    await commentRow.getByRole('button', { name: 'Details' }).click();
    await expect(commentRow.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
    expect(await englishOnPage(page, 'de', ['common', 'admin'], { attributes: true })).toEqual([]);
    await fitsWidth(page);

    // Remove, in German, asks first too.
    const row = page.getByTestId(`case-${video.id}`);
    await row.getByLabel('Aktion').selectOption('remove');
    await row.getByLabel('Grund').fill('Ohne Rechte hochgeladen.');
    await row.getByRole('button', { name: 'Anwenden' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`„${video.title}“ verschwindet sofort für alle von der Website.`);
    expect(await englishOnPage(page, 'de', ['common', 'admin'], { attributes: true, within: '[role="alertdialog"]' })).toEqual([]);
    await confirmInApp(page, 'Entfernen (Takedown)');
    await expect(row).toHaveCount(0);

    await page.goto('/de/admin/dashboard?tab=audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit-Protokoll' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Entfernt (Takedown)' }).first()).toBeVisible();
    expect(await englishOnPage(page, 'de', ['common', 'admin'], { attributes: true })).toEqual([]);
    await fitsWidth(page);

    await page.goto('/de/admin/dashboard?tab=members');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitglieder' })).toBeVisible();
    await page.getByLabel('Name oder E-Mail').fill(creator.username);
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    const member = page.getByTestId(`member-${creator.username}`);
    await member.getByRole('button', { name: `${creator.username} anzeigen` }).click();
    await expect(member.getByRole('heading', { name: 'Fälle zu eigenen Videos und Kommentaren' })).toBeVisible();
    await expect(member).toContainText('Entfernt');
    await fitsWidth(page);
    await member.getByLabel('Aktion', { exact: true }).selectOption({ label: `${creator.username} sperren` });
    await member.getByLabel('Grund').fill('Wiederholte Verstöße.');
    await member.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('wird sofort abgemeldet');
    expect(await englishOnPage(page, 'de', ['common', 'admin'], { attributes: true })).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click();
    expect(native).toEqual([]);
  });
});
