// Category names per language (issue 27 §6): an admin gives a category a German name in the
// category modal; the German category page shows it, the English page the original name.
// At 1280 and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { signIn, suCreate, tag } from './helpers';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

test('an admin gives a category a German name: /de shows it, English keeps the original', async ({ page, request }) => {
  const name = `Beach ${tag('b')}`;
  const german = `Strand ${tag('s')}`;
  const c = await suCreate(request, 'categories', { name, slug: tag('beach-') });

  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=categories');
  const row = page.locator(`[data-testid="category-row"][data-slug="${c.slug}"]`);
  if (isPhone(page)) await row.getByRole('button', { name: new RegExp(name) }).click();
  const edit = isPhone(page) ? row.getByRole('button', { name: 'Edit', exact: true }) : row.getByRole('button', { name: /^Edit / }).filter({ visible: true });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Category' });
  const translations = dialog.getByRole('group', { name: 'Name in other languages' });
  // The original name shows where no translation is given.
  await expect(translations.getByLabel('Deutsch')).toHaveAttribute('placeholder', name);
  // Too short: refused by the form with its text, nothing saved.
  await translations.getByLabel('Deutsch').fill('S');
  await dialog.getByRole('button', { name: 'Save Category' }).click();
  await expect(dialog.getByText('A translated name must be between 2 and 50 characters')).toBeVisible();
  await translations.getByLabel('Deutsch').fill(`  ${german} `);
  await dialog.getByRole('button', { name: 'Save Category' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();

  // The admin's own read (no language asked) keeps both, the translation trimmed.
  if (isPhone(page)) await row.getByRole('button', { name: new RegExp(name) }).click();
  await edit.click();
  await expect(dialog.getByLabel('Name *')).toHaveValue(name);
  await expect(translations.getByLabel('Deutsch')).toHaveValue(german);
  await expect(translations.getByLabel('Español')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/de/categories/${c.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german);
  await expect(page).toHaveTitle(new RegExp(`^${german} – Erwachsenenvideos`));
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  // The category list in German names it too.
  await page.goto('/de/categories');
  await expect(page.getByRole('link', { name: new RegExp(german) })).toBeVisible();

  await page.goto(`/categories/${c.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} Adult Videos`));
  // Spanish has no translation: the original.
  await page.goto(`/es/categories/${c.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
