// Issue 26.1: on a freshly seeded server every path works with no set-up. A member pays by
// transfer to the seeded demo account (marked "demo account — replace before going live"
// in the SEPA instructions and the admin panel) and an admin confirms it; the admin
// dashboard lists what is still missing with a link to the setting; an upload shows no
// host retrying forever (the hosts are off in the seed, and a host without keys gets no
// job: tests/server/publish-gating.test.ts). Runs before the specs that change payments
// and hosts (premium, uploads), so it sees the seed's settings.
import { expect, test } from './age-gate-accepted';
import { testImage, testVideo } from '../server/media-fixtures';
import { fillUploadRecords, makeUser, signInWithPassword, tag } from './helpers';

test('a member pays by transfer to the demo account and an admin confirms it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);
  await page.goto('/premium/signup');
  await expect(page.getByTestId('premium-slide-videos').getByRole('heading')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('premium-slide-no-ads')).not.toHaveAttribute('aria-hidden', 'true');
  await page.getByTestId('premium-slide-no-ads').getByRole('button', { name: 'Get Premium' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Monthly/ }).check();
  // Crypto keeps its "not configured" state; the transfer is available.
  await dialog.getByRole('radio', { name: /SEPA/ }).check();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment Initiated!' })).toBeVisible();
  await expect(dialog.getByTestId('sepa-demo-notice')).toContainText('demo account — replace before going live');
  await expect(dialog.getByTestId('sepa-iban')).toHaveText('DE89370400440532013000');
  const reference = (await dialog.getByTestId('sepa-reference').textContent())!;
  // Issue 26.8: Done stays in view (at 1280x800 the instructions are taller than the dialog).
  const done = dialog.getByRole('button', { name: 'Done' });
  await expect(done).toBeInViewport({ ratio: 1 });
  await done.click();
  await expect(dialog).toBeHidden();

  const admin = await makeUser(page.request, ['admin']);
  const context = await browser.newContext({ storageState: process.env.E2E_STORAGE_STATE, baseURL: process.env.E2E_BASE_URL, viewport: page.viewportSize() });
  try {
    const ap = await context.newPage();
    await signInWithPassword(ap, admin.email, admin.password);
    await ap.goto('/admin/dashboard');
    const notices = ap.getByTestId('setup-notices');
    await expect(notices.getByTestId('setup-notice-payment_crypto')).toContainText('not configured');
    await expect(notices.getByTestId('setup-notice-payment_sepa_demo')).toContainText('demo account — replace before going live');
    await notices.getByTestId('setup-notice-payment_sepa_demo').getByRole('link').click();
    await expect(ap).toHaveURL(/tab=settings/);
    await expect(ap.getByTestId('sepa-demo-notice')).toContainText('demo account — replace before going live');

    await ap.goto('/admin/dashboard?tab=payments');
    await ap.getByLabel('Search by reference or e-mail').fill(user.email);
    await ap.getByRole('button', { name: 'Search', exact: true }).click();
    // A table row from md up, a card on phones.
    const row = ap.getByTestId(`payment-row-${reference}`).or(ap.getByTestId(`payment-card-${reference}`)).locator('visible=true');
    await row.getByRole('button', { name: `Confirm ${reference}` }).click();
    const confirm = ap.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByRole('button', { name: 'Confirm payment' }).click({ timeout: 15_000 });
    await expect(confirm).toBeHidden();
    await ap.getByLabel('Status').selectOption('completed');
    await expect(row).toContainText('completed');
  } finally {
    await context.close();
  }
  const status = await page.request.get('/api/reelhouse/premium/status', { headers: { Authorization: token } });
  expect(((await status.json()) as { premium: boolean }).premium).toBe(true);
});

test('an upload on a fresh install shows no host retrying', async ({ page }, testInfo) => {
  // The phone project runs after the desktop one on the same server, whose uploads spec has
  // by then given the hosts keys (pointing at local fakes): no longer a fresh install. The
  // row's phone layout is covered by uploads.spec.ts.
  test.skip(testInfo.project.name !== 'desktop', 'needs the seed\'s host settings');
  test.setTimeout(120_000);
  const creator = await makeUser(page.request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/dashboard?tab=videos&upload=1');
  const title = `Fresh ${tag('u')}`;
  const form = page.getByTestId('upload-form');
  await form.getByLabel('Video Title *').fill(title);
  await form.getByLabel('Author *').fill('Demo E2E');
  await form.getByTestId('thumbnail-input').setInputFiles(testImage('demo-thumb.png'));
  await form.getByTestId('video-input').setInputFiles(testVideo('demo.mp4', 3));
  await expect(form.getByLabel('Duration')).toHaveValue('0:03');
  await fillUploadRecords(form);
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 60_000 });
  const row = page.getByTestId('managed-video').filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(row.locator('[data-testid="host-state"][data-host="This site"]')).toHaveAttribute('data-state', 'done', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  for (const host of ['DoodStream', 'VidGuard', 'Streamtape']) {
    await expect(row.locator(`[data-testid="host-state"][data-host="${host}"]`)).toHaveAttribute('data-state', 'not published');
  }
  await expect(row).not.toContainText('retrying');
  await expect(row).not.toContainText('queued');
});
