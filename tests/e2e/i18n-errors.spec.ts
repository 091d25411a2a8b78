// Issue 27 §1: the server's error messages reach the visitor in their language. The server
// answers with a stable code and the English text (internal/apierr, pb_hooks/lib/fail.js);
// the client shows errors.<code> from the visitor's catalog with the server's values filled
// in (src/data/errors.ts). Here: an admin browsing in German creates a category whose name
// makes a reserved slug ("recent"), which only the server refuses (pb_hooks/catalog.pb.js).
// Texts come from the catalogs, so a rewording in another namespace does not break the test.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './age-gate-accepted';
import { signIn } from './helpers';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, string>;
const admin = read('de', 'admin');
/** "{kind, select, premium {…} other {Kategorie speichern}}" → its `other` branch. */
const other = (msg: string) => /other \{([^}]*)\}/.exec(msg)?.[1] ?? msg;

test.describe('a server error in German', () => {
  test.use({ locale: 'de-DE' });

  test('a reserved category slug: the German text with the slug, not the server English', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/de/admin/dashboard?tab=categories');
    await page.getByRole('button', { name: admin['categories.create'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin['categories.field.name']!).fill('Recent');
    await expect(dialog.getByLabel(admin['categories.field.slug']!)).toHaveValue('recent');
    const answer = page.waitForResponse((r) => r.url().includes('/api/collections/categories/records') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: other(admin['categories.modal.save']!) }).click();
    // The server did refuse it, with the code and the English text the client must not show.
    const res = await answer;
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { message: string; data: { code?: string; values?: { slug?: string } } };
    expect(body.data).toMatchObject({ code: 'category_slug_reserved', values: { slug: 'recent' } });
    const german = read('de', 'errors')['category_slug_reserved']!.replace('{slug}', 'recent');
    await expect(dialog.getByRole('alert')).toHaveText(german);
    await expect(dialog).not.toContainText(body.message);
  });
});
