// Issue 27 §1: what the server writes, in the member's language. A notice the server wrote
// (a premium reminder) is stored as a kind with parameters and shown in the reader's
// language, its date in that language's format; the same notice reads in Spanish once the
// member browses in Spanish. A language's pages link that language's web app manifest.
import { test, expect } from './age-gate-accepted';
import { makeUser, signInWithPassword, suToken, userToken } from './helpers';

const DAY = 86_400_000;

test('a German member reads a server-written notice in German, and in Spanish after switching', async ({ page, request }) => {
  // Two languages' pages, each loading its catalogs, plus the set-up: past 30 s on a busy machine.
  test.slow();
  const member = await makeUser(request);
  const admin = await makeUser(request, ['admin']);
  const su = await suToken(request);
  const until = new Date(Date.now() + 2 * DAY);
  const patch = await request.patch(`/api/collections/users/records/${member.id}`, {
    headers: { Authorization: su },
    data: { language: 'de', premium_until: until.toISOString().replace('T', ' ') },
  });
  expect(patch.ok()).toBe(true);
  const run = await request.post('/api/reelhouse/admin/premium/reminders', { headers: { Authorization: await userToken(request, admin.email) } });
  expect(run.ok()).toBe(true);

  await signInWithPassword(page, member.email, member.password);
  await page.goto('/de');
  await page.getByTestId('unread-badge').click();
  await page.getByRole('button', { name: /^(Benachrichtigungen|Notifications)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await dialog.getByRole('button', { name: /Deine Premium-Mitgliedschaft endet bald/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Deine Premium-Mitgliedschaft endet bald' })).toBeVisible();
  const day = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(until);
  await expect(dialog.getByText(`Deine Premium-Mitgliedschaft endet am ${day}.`)).toBeVisible();
  await expect(dialog.getByText(/Your premium membership/)).toHaveCount(0);

  // Rendered at read time: the same stored notice, in the language the member reads in now.
  await page.goto('/es');
  // The account button's name: English until that panel is translated (another change).
  await page.getByRole('button', { name: /^(Account|Cuenta)/ }).first().click();
  await page.getByRole('button', { name: /^(Notificaciones|Notifications)/ }).click();
  const es = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(es.getByRole('button', { name: /Tu membresía premium termina pronto/ })).toBeVisible();
});

test('each language’s page links its own web app manifest, in that language', async ({ page, request }) => {
  await page.goto('/de/videos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.de.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const de = (await res.json()) as { lang: string; description: string; start_url: string; shortcuts: Array<{ name: string; url: string }> };
  expect(de).toMatchObject({ lang: 'de', description: 'Videoportal für Erwachsene. Nur für Erwachsene (18+).', start_url: '/de' });
  expect(de.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Suche', '/de/videos'],
    ['Kategorien', '/de/categories'],
  ]);

  await page.goto('/videos');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const en = (await (await request.get('/manifest.webmanifest')).json()) as { lang: string; description: string };
  expect(en).toMatchObject({ lang: 'en', description: 'Adult video sharing. Adults only (18+).' });
});
