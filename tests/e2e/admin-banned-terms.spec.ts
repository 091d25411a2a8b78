// Issue 38 §4: the banned search terms in the admin panel's Settings tab. An admin adds a
// term (stored normalised), finds it in the list, a duplicate is refused in the admin's
// language, and removes it; a search for it on the site finds nothing while it is listed.
import { expect, test } from './age-gate-accepted';
import { signIn } from './helpers';

const fresh = () => `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 10)}`;

test('an admin adds, finds and removes a banned term; a duplicate is refused', async ({ page, request }) => {
  const term = fresh();
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=settings');
  const section = page.getByRole('region', { name: 'Banned search terms' });
  await expect(section.getByText(/^Showing \d+ of \d+$/)).toBeVisible();

  await section.getByLabel('New term').fill(`  ${term.toUpperCase()} `);
  await section.getByRole('button', { name: 'Add term' }).click();
  await expect(section.getByText(`Added “${term}”`)).toBeVisible();
  await section.getByLabel('Find a term').fill(term);
  await expect(section.getByText('Showing 1 of', { exact: false })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: term })).toHaveCount(1);

  // Listed: the site's search finds nothing for it, not even the trending fallback.
  const found = await (await request.get(`/api/reelhouse/search?q=${term}`)).json();
  expect(found.items).toEqual([]);
  expect(found.is_fallback).toBe(false);

  await section.getByLabel('New term').fill(term);
  await section.getByRole('button', { name: 'Add term' }).click();
  await expect(section.getByText('This term is already on the list.')).toBeVisible();

  await section.getByRole('button', { name: `Remove “${term}”` }).click();
  await expect(section.getByText(`Removed “${term}”`)).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: term })).toHaveCount(0);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('the section and a refused term read in German', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=settings');
    const section = page.getByRole('region', { name: 'Gesperrte Suchbegriffe' });
    await section.getByLabel('Neuer Begriff').fill('-- !!');
    await section.getByRole('button', { name: 'Begriff hinzufügen' }).click();
    await expect(section.getByText('Gib einen Begriff mit mindestens einem Buchstaben oder einer Ziffer ein, höchstens 100 Zeichen.')).toBeVisible();
  });
});
