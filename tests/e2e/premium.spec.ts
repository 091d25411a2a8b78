// Premium sales end to end, against the fake CoinPayments-style provider (tests/fakes):
// crypto checkout → redirect → signed IPN → success page → premium dashboard plays a premium
// video with no ad slot; SEPA → details and reference → an admin confirms in the Payments
// tab → the member is premium and notified; the success URL alone grants nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { startFakeCoinPayments } from '../fakes/coinpayments.mjs';
import { makeUser, signInWithPassword, suCreate, suToken, tag } from './helpers';
import { frames } from './settled';

const MERCHANT = 'e2e-merchant';
const SECRET = 'e2e-ipn-secret';
let fake: Awaited<ReturnType<typeof startFakeCoinPayments>>;
const saved: Record<string, { id: string; value: unknown }> = {};

async function su(request: APIRequestContext, method: 'get' | 'patch', path: string, data?: unknown) {
  const res = await request[method](path, { data, headers: { Authorization: await suToken(request) } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}
async function settingRow(request: APIRequestContext, key: string) {
  const r = await su(request, 'get', `/api/collections/settings/records?filter=${encodeURIComponent(`key="${key}"`)}`);
  return r.items[0] as { id: string; value: Record<string, unknown> };
}
async function setSetting(request: APIRequestContext, key: string, value: unknown) {
  const row = await settingRow(request, key);
  saved[key] ??= { id: row.id, value: row.value };
  await su(request, 'patch', `/api/collections/settings/records/${row.id}`, { value });
}
async function setSecret(request: APIRequestContext, key: string, value: string) {
  const r = await su(request, 'get', `/api/collections/secrets/records?filter=${encodeURIComponent(`key="${key}"`)}`);
  await su(request, 'patch', `/api/collections/secrets/records/${r.items[0].id}`, { value });
}

/** A 2-second H.264 clip made with ffmpeg, so the player really plays. */
function clip(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'rh-premium-')), 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-movflags', '+faststart', file]);
  return readFileSync(file);
}

/** A premium video the way an admin marks one: a premium_videos row (never videos.is_premium). */
async function premiumVideo(request: APIRequestContext) {
  const t = tag('pv');
  const video = await suCreate(request, 'videos', { title: `Premium e2e ${t}`, slug: `premium-e2e-${t}`, description: 'Premium.', author: 'E2E', duration: 2 });
  await suCreate(request, 'video_sources', { video: video.id, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip() } } as unknown as Record<string, unknown>, { multipart: true });
  await suCreate(request, 'premium_videos', { video: video.id });
  return { id: video.id, slug: video.slug!, title: video.title! };
}

async function premiumNow(request: APIRequestContext, token: string) {
  const res = await request.get('/api/reelhouse/premium/status', { headers: { Authorization: token } });
  return ((await res.json()) as { premium: boolean }).premium;
}

test.beforeAll(async ({ request }) => {
  fake = await startFakeCoinPayments({ merchant: MERCHANT, secret: SECRET, ipnDelayMs: 1500 });
  await setSecret(request, 'coinpayments_merchant', MERCHANT);
  await setSecret(request, 'coinpayments_ipn_secret', SECRET);
  const integrations = await settingRow(request, 'integrations');
  await setSetting(request, 'integrations', { ...integrations.value, coinpayments_action: fake.url });
  const site = await settingRow(request, 'site');
  await setSetting(request, 'site', {
    ...site.value,
    support_email: 'billing@reelhouse.test',
    sepa: { account_holder: 'Reelhouse Test Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Test Bank' },
  });
  // ads on, so "no ad slot for premium members" is a real check (slots are inert in tests)
  const zone = { enabled: true, zone_id: 'e2e-zone', zone_class: 'e2e-ins' };
  const ads = await settingRow(request, 'ad_preferences');
  await setSetting(request, 'ad_preferences', {
    ...ads.value,
    enabled: true,
    desktop: { ...(ads.value.desktop as object), sticky_banner: zone, skyscraper: zone },
    mobile: { ...(ads.value.mobile as object), sticky_banner: zone },
  });
});

test.afterAll(async ({ request }) => {
  for (const { id, value } of Object.values(saved)) await su(request, 'patch', `/api/collections/settings/records/${id}`, { value });
  await setSecret(request, 'coinpayments_merchant', '');
  await setSecret(request, 'coinpayments_ipn_secret', '');
  await fake?.stop();
});

test('crypto: checkout at the provider, IPN, success page, then the premium dashboard plays a premium video with no ads', async ({ page }) => {
  test.setTimeout(90_000);
  const video = await premiumVideo(page.request);
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);

  // control: this member (not premium yet) does see an ad slot on the home grid
  await page.goto('/');
  await expect(page.getByTestId('ad-slot').first()).toBeAttached();

  await page.goto('/premium/signup');
  await page.getByTestId('premium-slide-videos').getByRole('button', { name: 'Get Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Premium' });
  await expect(dialog.getByText('€9.99 per month')).toBeVisible();
  await expect(dialog.getByText('€99.99 per year (save €19.89)')).toBeVisible();
  await dialog.getByRole('radio', { name: /Monthly/ }).check();
  await dialog.getByRole('radio', { name: /Cryptocurrency/ }).check();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

  // the provider redirected back before its IPN: the page waits for the server
  await page.waitForURL(/\/premium\/payment\/success\?order_id=PREMIUM-\d{6}[A-Z]{4}$/);
  const reference = new URL(page.url()).searchParams.get('order_id')!;
  expect(fake.state.checkouts.at(-1)).toMatchObject({ invoice: reference, amountf: '9.99', currency: 'EUR', merchant: MERCHANT });
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Your premium membership is active until/)).toBeVisible();
  expect(await premiumNow(page.request, token)).toBe(true);
  // the duplicate complete IPN was answered 2xx and changed nothing
  await expect.poll(() => fake.state.deliveries.filter((d) => d.invoice === reference).length).toBeGreaterThanOrEqual(3);
  expect(fake.state.deliveries.filter((d) => d.invoice === reference).every((d) => d.code === 200)).toBe(true);

  await page.getByRole('link', { name: 'Go to Premium Content' }).click();
  await page.waitForURL(/\/premium\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(video.title) }).first().click();
  await page.waitForURL(new RegExp(`/video/${video.slug}`));
  const player = page.getByTestId('native-player');
  await expect(player).toBeVisible();
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    // Not awaited: a ladder that takes over the MP4 (use-hls.ts) ends this play() with an AbortError and plays on.
    void v.play().catch(() => undefined);
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('a[href^="/video/"]').first()).toBeVisible(); // the home grid is there
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
});

async function adminPage(browser: Browser, request: APIRequestContext) {
  const admin = await makeUser(request, ['admin']);
  // the admin works at a desk: a plain desktop context, whatever the member's project is
  const context = await browser.newContext({ storageState: process.env.E2E_STORAGE_STATE, baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInWithPassword(page, admin.email, admin.password);
  return { page, context };
}

test('SEPA: details and reference, an admin confirms in the Payments tab, the member is premium and notified', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);
  await page.goto('/premium/signup');
  await expect(page.getByTestId('premium-slide-videos').getByRole('heading')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('premium-slide-no-ads')).not.toHaveAttribute('aria-hidden', 'true');
  await page.getByTestId('premium-slide-no-ads').getByRole('button', { name: 'Get Premium' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Yearly/ }).check();
  await dialog.getByRole('radio', { name: /SEPA/ }).check();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment Initiated!' })).toBeVisible();
  await expect(dialog.getByTestId('sepa-iban')).toHaveText('DE89370400440532013000');
  await expect(dialog.getByTestId('sepa-bic')).toHaveText('COBADEFFXXX');
  await expect(dialog.getByTestId('sepa-account-holder')).toHaveText('Reelhouse Test Ltd');
  await expect(dialog.getByTestId('sepa-amount')).toHaveText('99.99');
  await expect(dialog.getByText('1-3 business days')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'billing@reelhouse.test' })).toBeVisible();
  const reference = (await dialog.getByTestId('sepa-reference').textContent())!;
  expect(reference).toMatch(/^PREMIUM-\d{6}[A-Z]{4}$/);
  await dialog.getByRole('button', { name: 'Copy Reference' }).click();
  await expect(dialog.getByRole('button', { name: 'Reference copied' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Reference' })).toBeVisible({ timeout: 4000 }); // back after 2 s
  expect(await premiumNow(page.request, token)).toBe(false);

  const admin = await adminPage(browser, page.request);
  try {
    await admin.page.goto('/admin/dashboard?tab=payments');
    await admin.page.getByLabel('Search by reference or e-mail').fill(user.email);
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin.page.getByTestId(`payment-row-${reference}`);
    await expect(row).toContainText('€99.99');
    await row.getByRole('button', { name: `Confirm ${reference}` }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByLabel('Note (optional)').fill('Transfer seen on the statement');
    await confirm.getByRole('button', { name: 'Confirm payment' }).click({ timeout: 15_000 });
    await expect(confirm).toBeHidden();
    await admin.page.getByLabel('Status').selectOption('completed');
    await expect(admin.page.getByTestId(`payment-row-${reference}`)).toContainText('completed');
  } finally {
    await admin.context.close();
  }

  expect(await premiumNow(page.request, token)).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Payments' }).click();
  const receipts = page.getByRole('dialog', { name: 'Payments' });
  await expect(receipts.getByTestId('premium-status')).toContainText('active until');
  await expect(receipts.getByTestId('receipt').first()).toContainText(reference);
  await expect(receipts.getByTestId('receipt').first()).toContainText('Completed');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const inbox = page.getByRole('dialog', { name: /Notifications/ });
  await inbox.getByRole('button', { name: /Premium activated/ }).click();
  await expect(inbox).toContainText('Your premium membership is active until');
});

test('visiting the success URL without paying grants nothing', async ({ page }) => {
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);
  const res = await page.request.post('/api/reelhouse/payments', { data: { plan: 'monthly', method: 'crypto' }, headers: { Authorization: token } });
  const { payment } = (await res.json()) as { payment: { reference: string } };
  await page.goto(`/premium/payment/success?order_id=${payment.reference}`);
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  // The page asks again while the payment is pending: the next answer is still "pending".
  const polled = await page.waitForResponse((r) => r.url().endsWith(`/api/reelhouse/payments/${payment.reference}`) && r.ok());
  expect(((await polled.json()) as { payment: { status: string } }).payment.status).toBe('pending');
  await frames(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  expect(await premiumNow(page.request, token)).toBe(false);
  await page.goto('/premium/dashboard');
  await expect(page.getByRole('heading', { name: 'Premium Access Required' })).toBeVisible();
  await expect(page.getByText('This content is only available to premium members.')).toBeVisible();
  // the callback without an order id goes to the signup, with an unpaid one to the cancel page
  await page.goto('/premium/payment/callback');
  await page.waitForURL(/\/premium\/signup$/);
});

test('premium login: a paid member lands on the dashboard (history replaced), others on the signup', async ({ page, browser }) => {
  const paid = await makeUser(page.request);
  const until = new Date(Date.now() + 20 * 86_400_000).toISOString().replace('T', ' ');
  const res = await page.request.patch(`/api/collections/users/records/${paid.id}`, { data: { premium_until: until }, headers: { Authorization: await suToken(page.request) } });
  expect(res.ok()).toBe(true);
  await page.goto('/');
  await page.goto('/premium/login');
  await page.getByLabel('Email').fill(paid.email);
  await page.getByLabel('Password', { exact: true }).fill(paid.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/premium\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/premium\/login/); // the login page was replaced

  const other = await makeUser(page.request);
  const context = await browser.newContext({ storageState: process.env.E2E_STORAGE_STATE, baseURL: process.env.E2E_BASE_URL });
  try {
    const p2 = await context.newPage();
    await p2.goto('/premium/login');
    await p2.getByLabel('Email').fill(other.email);
    await p2.getByLabel('Password', { exact: true }).fill(other.password);
    await p2.getByRole('button', { name: 'Log In' }).click();
    await p2.waitForURL(/\/premium\/signup$/);
    await expect(p2.getByTestId('premium-slide-videos')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the premium signup, the payment modal and the SEPA details have no axe violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const user = await makeUser(page.request);
  await signInWithPassword(page, user.email, user.password);
  await page.goto('/premium/signup');
  await expect(page.getByTestId('premium-slide-videos').getByRole('heading')).toBeVisible();
  const scan = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await scan()).toEqual([]);
  await page.getByTestId('premium-slide-videos').getByRole('button', { name: 'Get Premium' }).click();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.getByRole('radio', { name: /SEPA/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Initiated!' })).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('a cancelled crypto checkout lands on the cancel page and the payment fails', async ({ page }) => {
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);
  fake.setScript('cancel');
  try {
    await page.goto('/premium/signup');
    await page.getByTestId('premium-slide-videos').getByRole('button', { name: 'Get Premium' }).click();
    await page.getByRole('radio', { name: /Cryptocurrency/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/premium\/payment\/cancel$/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    const invoice = fake.state.checkouts.at(-1)!.invoice;
    const status = async () => {
      const r = await page.request.get(`/api/reelhouse/payments/${invoice}`, { headers: { Authorization: token } });
      return ((await r.json()) as { payment: { status: string } }).payment.status;
    };
    await expect.poll(status, { timeout: 15_000 }).toBe('failed');
    expect(await premiumNow(page.request, token)).toBe(false);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL(/\/premium\/signup$/);
  } finally {
    fake.setScript('pay');
  }
});

test('the premium dashboard filters by the premium category in the URL', async ({ page }) => {
  const slug = `e2e-${tag('c')}`;
  const cat = await suCreate(page.request, 'premium_categories', { name: `Cat ${slug.slice(-6)}`, slug });
  const t = tag('pf');
  const inCat = await suCreate(page.request, 'videos', { title: `In category ${t}`, slug: `in-cat-${t}`, author: 'E2E', duration: 5 });
  await suCreate(page.request, 'premium_videos', { video: inCat.id, categories: [cat.id] });
  const outside = await premiumVideo(page.request);
  const user = await makeUser(page.request, ['premium']);
  await signInWithPassword(page, user.email, user.password);
  await page.goto(`/premium/dashboard?category=${slug}`);
  await expect(page.getByRole('button', { name: cat.name! })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: new RegExp(inCat.title!) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(outside.title) })).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/premium\/dashboard$/);
  await expect(page.getByRole('link', { name: new RegExp(outside.title) }).first()).toBeVisible();
});
