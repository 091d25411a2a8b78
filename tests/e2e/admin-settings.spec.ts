// Admin Settings tab: player order by keyboard surviving a reload, the one-CDN rule, a
// write-only secret, and a site-settings validation message. Restores what it changes.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { signIn, suToken } from './helpers';
import { dragStep } from './settled';
import { ALL_HOSTS_ON } from './hosts-on';

const KEYS = ['cdn_preferences', 'site'] as const;

async function readSettings(request: APIRequestContext) {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) out[k] = ((await (await request.get(`/api/reelhouse/settings/${k}`)).json()) as { value: unknown }).value;
  return out;
}

async function restore(request: APIRequestContext, saved: Record<string, unknown>) {
  const token = await suToken(request);
  for (const [key, value] of Object.entries(saved)) {
    const res = await request.put(`/api/reelhouse/settings/${key}`, { data: { value }, headers: { Authorization: token } });
    expect(res.ok(), `restore ${key}`).toBe(true);
  }
  await request.put('/api/reelhouse/secrets/vidguard_api_key', { data: { value: '' }, headers: { Authorization: token } });
}

test.describe('admin settings', () => {
  let saved: Record<string, unknown> = {};
  test.beforeEach(async ({ request }) => {
    saved = await readSettings(request);
    // Every player on (the seed turns the external hosts off); afterEach restores.
    const res = await request.put('/api/reelhouse/settings/cdn_preferences', { data: { value: ALL_HOSTS_ON }, headers: { Authorization: await suToken(request) } });
    expect(res.ok()).toBe(true);
  });
  test.afterEach(async ({ request }) => {
    await restore(request, saved);
  });

  test('reorders players with the keyboard and the order survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    const list = page.getByTestId('player-order');
    await expect(list.getByRole('listitem')).toHaveText(['1. Self-hosted', '2. DoodStream', '3. VidGuard', '4. StreamTape']);

    // Disabled players leave the sortable list.
    await page.getByLabel('Use DoodStream').uncheck();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('DoodStream (disabled)')).toBeVisible();

    // StreamTape to the top: Space picks up, arrows move, Space drops.
    const handle = page.getByTestId('drag-streamtape');
    await handle.focus();
    // One key at a time: dnd-kit moves one place per key once the previous move has settled.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await dragStep(page, () => page.keyboard.press(key));
    }
    await expect(list.getByRole('listitem')).toHaveText(['1. StreamTape', '2. Self-hosted', '3. VidGuard']);

    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('Video host settings saved')).toBeVisible();
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveText(['1. StreamTape', '2. Self-hosted', '3. VidGuard']);
    await expect(page.getByLabel('Use DoodStream')).not.toBeChecked();
    const stored = (await (await page.request.get('/api/reelhouse/settings/cdn_preferences')).json()) as { value: { player_order: string[] } };
    expect(stored.value.player_order).toEqual(['streamtape', 'local', 'vidguard']);
  });

  test('refuses to save with no CDN enabled and keeps what was chosen', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    for (const name of ['Self-hosted', 'DoodStream', 'VidGuard', 'StreamTape']) await page.getByLabel(`Use ${name}`).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('At least one CDN must be enabled')).toBeVisible();
    await expect(page.getByLabel('Use VidGuard')).not.toBeChecked();
    const stored = (await (await page.request.get('/api/reelhouse/settings/cdn_preferences')).json()) as { value: { use_local: boolean } };
    expect(stored.value.use_local).toBe(true);
  });

  test('a secret is write-only: saved, shown as set, never shown back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    const field = page.getByTestId('secret-vidguard_api_key');
    await field.fill('vg-secret-value-123');
    let leaked = false;
    page.on('response', async (res) => {
      if (res.url().includes('/api/') && (await res.text().catch(() => '')).includes('vg-secret-value-123')) leaked = true;
    });
    await page.getByRole('button', { name: 'Save secrets' }).click();
    await expect(page.getByText('Secrets saved')).toBeVisible();
    await expect(field).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Clear VidGuard API key' })).toBeVisible();
    await expect(page.getByTestId('secret-vidguard_api_key')).toHaveValue('');
    expect(await page.content()).not.toContain('vg-secret-value-123');
    expect(leaked).toBe(false);
  });

  test('site settings: a bad IBAN is refused next to the field and the typed values stay', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    await page.getByLabel('Account holder').fill('Reelhouse Ltd');
    await page.getByLabel('IBAN').fill('not an iban');
    await page.locator('#site-title').locator('..').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a valid IBAN')).toBeVisible();
    await expect(page.getByLabel('Account holder')).toHaveValue('Reelhouse Ltd');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel('Site name *').fill('Reelhouse Test');
    await page.locator('#site-title').locator('..').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    const stored = (await (await page.request.get('/api/reelhouse/settings/site')).json()) as { value: { site_name: string; plans: unknown } };
    expect(stored.value.site_name).toBe('Reelhouse Test');
    expect(stored.value.plans).toEqual((saved.site as { plans: unknown }).plans);
  });

  test('creator terms written in the settings show on /creator/terms; emptied, the default returns', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    const terms = page.getByLabel(/^Creator terms/);
    await terms.fill('## Our rules\n\nUpload only what you own.');
    const save = page.locator('#site-title').locator('..').getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    await page.goto('/creator/terms');
    await expect(page.getByRole('heading', { name: 'Our rules' })).toBeVisible();
    await expect(page.getByText('Upload only what you own.')).toBeVisible();

    await page.goto('/admin/dashboard?tab=settings');
    await page.getByLabel(/^Creator terms/).fill('');
    await save.click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    await page.goto('/creator/terms');
    await expect(page.getByRole('heading', { name: 'Age and identity verification' })).toBeVisible();
  });

  test('load and save failures show the spec texts; a failed save keeps what was typed', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route('**/api/reelhouse/secrets', (r) => r.fulfill({ status: 500, body: '{}' }));
    await page.goto('/admin/dashboard?tab=settings');
    await expect(page.getByText('Failed to load settings')).toBeVisible();
    await page.unroute('**/api/reelhouse/secrets');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.route('**/api/reelhouse/settings/site', (r) => (r.request().method() === 'PUT' ? r.fulfill({ status: 500, body: '{}' }) : r.continue()));
    await page.getByLabel('Custodian name').fill('Jane Keeper');
    await page.locator('#site-title').locator('..').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Failed to update settings')).toBeVisible();
    await expect(page.getByLabel('Custodian name')).toHaveValue('Jane Keeper');
  });
});
