// Issue 36 item 1: the moderation settings in the admin panel's Settings tab (thresholds,
// trusted flaggers, review of new uploads): the server's refusal marks the field, a valid
// value is saved and read back, in English and in German. Restores what it changes.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { signIn, suToken } from './helpers';

const PATH = '/api/reelhouse/admin/moderation/settings';

async function read(request: APIRequestContext) {
  const res = await request.get(PATH, { headers: { Authorization: await suToken(request) } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

async function write(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.put(PATH, { data: body, headers: { Authorization: await suToken(request) } });
  expect(res.ok(), `restore: ${res.status()}`).toBe(true);
}

test.describe('moderation settings', () => {
  let saved: Record<string, unknown> = {};
  test.beforeEach(async ({ request }) => {
    saved = await read(request);
  });
  test.afterEach(async ({ request }) => {
    await write(request, saved);
  });

  test('a refused value marks its field; a valid one is saved and survives a reload', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    const section = page.getByRole('region', { name: 'Moderation' });
    const members = section.getByLabel('Members who must agree');
    await expect(members).toHaveValue(String(saved.moderation_hide_members));

    await members.fill('1');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(section.getByText(/^Members who must agree: Must be 0 \(never\)/)).toBeVisible();
    await expect(members).toHaveAttribute('aria-invalid', 'true');

    await members.fill('4');
    await section.getByLabel('Review of new uploads').selectOption('all');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(section.getByText('Moderation settings saved')).toBeVisible();
    await expect(members).not.toHaveAttribute('aria-invalid', 'true');
    expect(await read(request)).toMatchObject({ moderation_hide_members: 4, review_new_uploads: 'all' });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Moderation' }).getByLabel('Members who must agree')).toHaveValue('4');
  });
});

test.describe('moderation settings, in German', () => {
  test.use({ locale: 'de-DE' });
  let saved: Record<string, unknown> = {};
  test.beforeEach(async ({ request }) => {
    saved = await read(request);
  });
  test.afterEach(async ({ request }) => {
    await write(request, saved);
  });

  test('labels and the refusal read in German', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    const section = page.getByRole('region', { name: 'Moderation' });
    await expect(section.getByLabel('Vertrauenswürdige Melder')).toBeVisible();
    await section.getByLabel('Netze, aus denen sie kommen müssen').fill('1');
    await section.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(section.getByText('Eine Moderationseinstellung wurde abgelehnt: Bitte das markierte Feld prüfen.')).toBeVisible();
    await expect(section.getByText('Bitte diesen Wert prüfen.')).toBeVisible();
  });
});
