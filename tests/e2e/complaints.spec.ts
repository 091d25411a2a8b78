// Complaints with deadlines end to end (issue 38 item 2): an overdue case shows on the
// admin dashboard and in the queue; an appeal cannot be decided by the admin who decided
// the case, and another admin's reversal puts the video back. The rules themselves:
// tests/server/complaints.test.ts.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { PASSWORD, makeUser, signIn, signInWithPassword, suCreate, suToken, tag, userToken } from './helpers';

const API = '/api/reelhouse';

/** A creator's video with an open spam case, opened through the record API as the superuser. */
async function caseOnNewVideo(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const creator = await makeUser(request, ['creator']);
  const t = tag('c');
  const video = await suCreate(request, 'videos', { title: `Complained ${t}`, slug: `complained-${t}`, author: 'E2E Spec', duration: 30, creator: creator.id });
  const c = await suCreate(request, 'moderation_cases', {
    item_type: 'video', item: video.id, creator: creator.id, source: 'report', status: 'open',
    top_reason: 'spam', severity: 2, report_count: 1, reference: `RH-${t.slice(-8).toUpperCase()}`, ...extra,
  });
  return { creator, video, caseId: c.id };
}

test('an overdue case shows on the dashboard and at the top of the queue', async ({ page }) => {
  const past = new Date(Date.now() - 3 * 3600_000).toISOString().replace('T', ' ');
  const { video } = await caseOnNewVideo(page.request, { due_at: past });
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard');
  const overdue = page.getByTestId('moderation-overdue');
  await expect(overdue).toContainText('overdue');
  await page.getByTestId('moderation-summary').click();
  await expect(page).toHaveURL(/tab=reports/);
  const row = page.getByTestId(`case-${video.id}`);
  await expect(row.getByTestId('case-overdue')).toContainText('overdue by 3 h');
});

test('an appeal is decided by another admin than the one who decided the case', async ({ page }) => {
  const request = page.request;
  const { creator, video, caseId } = await caseOnNewVideo(request);
  const first = await makeUser(request, ['admin']);
  const firstToken = await userToken(request, first.email);
  expect((await request.post(`${API}/admin/cases/${caseId}/remove`, { data: { reason: 'Spam channel.' }, headers: { Authorization: firstToken } })).ok()).toBe(true);
  const creatorToken = await userToken(request, creator.email);
  const appeal = await request.post(`${API}/creator/cases/${caseId}/appeal`, { data: { statement: 'This is my own work, not spam.' }, headers: { Authorization: creatorToken } });
  expect(appeal.ok()).toBe(true);

  // The admin who removed it is refused.
  await signInWithPassword(page, first.email, PASSWORD);
  await page.goto('/admin/dashboard?tab=reports');
  await page.getByRole('button', { name: 'Appeals' }).click();
  let row = page.getByTestId(`case-${video.id}`);
  await expect(row.getByTestId('case-appeal')).toContainText('Appeal by the uploader: waiting for another admin');
  await row.getByLabel('Decide the appeal').selectOption('reverse');
  await row.getByLabel('Reason').fill('I was wrong.');
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByRole('alert')).toContainText('another admin must decide its appeal');

  // Another admin reverses it: the video is back.
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=reports');
  await page.getByRole('button', { name: 'Appeals' }).click();
  row = page.getByTestId(`case-${video.id}`);
  await row.getByLabel('Decide the appeal').selectOption('reverse');
  await row.getByLabel('Reason').fill('Original work; not spam.');
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(row).toHaveCount(0);
  expect((await request.get(`${API}/videos/${video.slug}`)).status()).toBe(200);
  const su = { Authorization: await suToken(request) };
  const stored = (await (await request.get(`/api/collections/moderation_cases/records/${caseId}`, { headers: su })).json()) as { appeal_status: string; status: string };
  expect(stored).toMatchObject({ appeal_status: 'reversed', status: 'restored' });
});
