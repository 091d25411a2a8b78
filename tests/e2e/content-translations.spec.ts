// Category names per language (issue 27 §6): an admin gives a category a German name in the
// category modal; the German category page shows it, the English page the original name.
// At 1280 and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { signIn, suCreate, tag } from './helpers';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

// Each test edits in the admin panel and then opens four or five public pages: more than
// the default 30 s on the shared 2-core machine under load.
test.beforeEach(() => test.setTimeout(90_000));

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

test("an admin translates a blog post: /de shows the German title and body, English and French the original", async ({ page, request }) => {
  const title = `Plain post ${tag('p')}`;
  const german = `Deutscher Beitrag ${tag('d')}`;
  const b = await suCreate(request, 'blogs', { title, content: 'The English words.', published: true });

  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=blogs');
  const row = page.getByTestId('blog-list').getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  const translations = dialog.getByRole('group', { name: 'Translations' });
  // No language open until one is picked.
  await expect(dialog.getByTestId('translation-editor')).toHaveCount(0);
  await translations.getByRole('button', { name: 'Deutsch' }).click();
  await expect(translations.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  // Too long a title is refused by the form with its text.
  await translations.getByLabel('Title', { exact: true }).fill('x'.repeat(201));
  await dialog.getByRole('button', { name: 'Save Blog' }).click();
  await expect(dialog.getByText('A translated title must not exceed 200 characters')).toBeVisible();
  await translations.getByLabel('Title', { exact: true }).fill(german);
  await translations.getByLabel('Excerpt').fill('Eine kurze Zusammenfassung.');
  await dialog.getByTestId('translation-editor').click();
  await page.keyboard.type('Die deutschen Worte.');
  await dialog.getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();

  await page.goto(`/de/blog/${b.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german);
  await expect(page.getByTestId('blog-content')).toHaveText('Die deutschen Worte.');
  await expect(page.getByTestId('blog-content')).toHaveAttribute('lang', 'de');
  await page.goto('/de/blogs');
  await expect(page.getByText('Eine kurze Zusammenfassung.')).toBeVisible();

  await page.goto(`/blog/${b.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('blog-content')).toHaveText('The English words.');
  await page.goto(`/fr/blog/${b.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('blog-content')).toHaveAttribute('lang', 'en');
});
