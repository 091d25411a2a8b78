// Issue 27: every screen in the visitor's language. In German and Spanish (the browser's
// language picks it on the first visit) the main public screens show no English text of
// the catalogs: the page's visible text is compared line by line with the English
// catalog's messages (user content such as video titles, category names and brand names is
// not in the catalogs, and messages that read the same in both languages are skipped);
// numbers and prices come in the language's format. An RTL pseudo-locale run finds no
// overlapping or clipped controls; the server marks each language with lang and hreflang,
// and the sitemap lists every language.
import type { Page } from '@playwright/test';
import { test, expect } from './age-gate-accepted';
import { firstVideo, makeUser, signIn, signInFresh, signInWithPassword, suCreate, suToken } from './helpers';
import { englishOnPage } from './i18n-text';

for (const [lang, browser] of [
  ['de', 'de-DE'],
  ['es', 'es-ES'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: browser });

    test(`home: chosen from the browser's language, under /${lang}/, no English`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('video-grid')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByTestId('language-switcher')).toHaveValue(lang);
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    test('search with no results: no English', async ({ page }) => {
      await page.goto(`/${lang}/videos?search=zzqqxxnothing`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('zzqqxxnothing');
      await expect(page.getByTestId('video-grid').or(page.getByText(lang === 'de' ? 'Keine Videos gefunden.' : 'No se encontraron vídeos.'))).toBeVisible();
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    test('watch page: no English, counts in the language', async ({ page }) => {
      const video = await firstVideo(page, { premium: false });
      await page.goto(`/${lang}/video/${video.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: lang === 'de' ? /^Kommentare/ : /^Comentarios/ })).toBeVisible();
      await expect(page.getByText(lang === 'de' ? /\d+([,.]\d)?( Mio\.| Tsd\.)? Aufrufe?$/ : /visualizaci(ón|ones)$/).first()).toBeVisible();
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    test('sign-up with a validation error: no English', async ({ page }) => {
      await page.goto(`/${lang}/signup`);
      await page.getByRole('button', { name: lang === 'de' ? 'Konto erstellen' : 'Crear cuenta' }).click();
      await expect(page.getByText(lang === 'de' ? /Der Benutzername muss 3–20 Zeichen/ : /El nombre de usuario debe tener/)).toBeVisible();
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    test('the premium modal: no English, prices in the language', async ({ page }) => {
      await signInFresh(page);
      await page.goto(`/${lang}/premium/signup`);
      const title = lang === 'de' ? 'Premium holen' : 'Hazte prémium';
      await page.getByTestId('premium-slide-videos').getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      // "9,99 €": decimal comma and the sign after the amount, in both languages.
      await expect(dialog.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    test('the blog list: no English, the pager in the language', async ({ page }) => {
      await page.goto(`/${lang}/blogs`);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page.locator('#blog-q')).toHaveAttribute('placeholder', lang === 'de' ? 'Blogbeiträge durchsuchen …' : 'Buscar entradas del blog...');
      const pager = lang === 'de' ? /^Seite 1 von \d+$/ : /^Página 1 de \d+$/;
      const empty = lang === 'de' ? 'Keine Blogbeiträge gefunden.' : 'No se encontraron entradas del blog.';
      await expect(page.getByText(pager).or(page.getByText(empty))).toBeVisible();
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    test("a premium member's Downloads page: no English, sizes in the language", async ({ page }) => {
      const member = await makeUser(page.request, ['premium']);
      await signInWithPassword(page, member.email, member.password);
      await page.goto(`/${lang}/premium/downloads`);
      await expect(page.getByRole('heading', { level: 1, name: lang === 'de' ? 'Downloads' : 'Descargas' })).toBeVisible();
      await expect(page.getByText(lang === 'de' ? /^Noch keine Downloads\./ : /^Todavía no hay descargas\./)).toBeVisible();
      // "Using 1,2 MB of 4,5 GB" in the language's words and decimal comma.
      await expect(page.getByTestId('storage-quota')).toHaveText(lang === 'de' ? /^\d+,\d (MB|GB) von \d+,\d (MB|GB) / : /^Se usan \d+,\d (MB|GB) de los \d+,\d (MB|GB) /);
      await expect(page.getByTestId('storage-persisted')).toBeVisible();
      expect(await englishOnPage(page, lang)).toEqual([]);
    });

    // The creator dashboard and one admin tab (namespaces creator and admin).
    test('the creator dashboard: no English', async ({ page }) => {
      const user = await makeUser(page.request, ['creator']);
      await signInWithPassword(page, user.email, user.password);
      await page.goto(`/${lang}/creator/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishOnPage(page, lang, ['common', 'creator'])).toEqual([]);
    });

    test('the admin Categories tab: no English', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(`/${lang}/admin/dashboard?tab=categories`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishOnPage(page, lang, ['common', 'admin'])).toEqual([]);
    });
  });
}

test('English stays the default for an English browser, and the switcher changes language and keeps it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const switcher = page.getByRole('contentinfo').getByTestId('language-switcher');
  await switcher.selectOption('fr');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('heading', { name: 'Catégories populaires' })).toBeVisible();
  // Kept on the device: an unprefixed address comes back in French.
  await page.goto('/videos');
  await expect(page).toHaveURL(/\/fr\/videos$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('the site default', () => {
  test.use({ locale: 'it-IT' });

  test("a browser language that is not offered gets the admin's default_language", async ({ page }) => {
    const setting = await suCreate(page.request, 'settings', { key: 'default_language', value: 'es', public: false });
    try {
      await page.goto('/');
      await expect(page).toHaveURL(/\/es$/);
      await expect(page.getByRole('heading', { name: 'Categorías populares' })).toBeVisible();
    } finally {
      await page.request.delete(`/api/collections/settings/records/${setting.id}`, { headers: { Authorization: await suToken(page.request) } });
    }
  });
});

test.describe('right to left (test pseudo-locale)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('reelhouse.lang', 'ar-x-rtl'));
  });

  /** Visible controls of the header and main that overlap one another or leave the screen. */
  async function layoutProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const problems: string[] = [];
      const vw = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > vw + 1) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
      const els = [...document.querySelectorAll<HTMLElement>('header a, header button, header input, main h1, main h2, main a, main button, main select, main input, footer a, footer select')].filter((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], .sr-only, [inert]');
      });
      // Controls drawn over another on purpose (a card's ⋮ menu over its thumbnail link) sit in
      // an absolutely positioned box.
      const overlay = (el: Element | null) => {
        for (let i = 0; el && i < 4; i++, el = el.parentElement) if (getComputedStyle(el).position === 'absolute') return true;
        return false;
      };
      const name = (el: Element) => `${el.tagName.toLowerCase()}(${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || ''})`;
      for (const el of els) {
        const r = el.getBoundingClientRect();
        if (r.left < -1 || r.right > vw + 1) problems.push(`${name(el)} clipped: ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}`);
      }
      for (let i = 0; i < els.length; i++) {
        for (let j = i + 1; j < els.length; j++) {
          const a = els[i]!;
          const b = els[j]!;
          if (a.contains(b) || b.contains(a)) continue;
          const ra = a.getBoundingClientRect();
          const rb = b.getBoundingClientRect();
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (w > 2 && h > 2 && !overlay(a) && !overlay(b)) problems.push(`${name(a)} overlaps ${name(b)}`);
        }
      }
      return problems;
    });
  }

  test('home and the watch page lay out right to left with nothing overlapped or clipped', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('video-grid')).toBeVisible();
    // The header's first item (the brand) sits at the right edge in RTL.
    const brand = await page.getByTestId('site-logo-fallback').or(page.getByTestId('site-logo')).first().boundingBox();
    const vw = page.viewportSize()!.width;
    expect(brand!.x).toBeGreaterThan(vw / 2 - 60);
    expect(await layoutProblems(page)).toEqual([]);

    const video = await firstVideo(page, { premium: false });
    await page.goto(`/video/${video.slug}`);
    const title = page.getByRole('heading', { level: 1, name: video.title });
    await expect(title).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    // Text starts at the right: the title's words end at its box's right edge (a physical
    // text-left would leave them at the left).
    const edges = await title.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      const text = range.getBoundingClientRect();
      const box = h.getBoundingClientRect();
      return { gapRight: box.right - text.right, gapLeft: text.left - box.left };
    });
    expect(edges.gapRight).toBeLessThan(2);
    expect(edges.gapRight).toBeLessThanOrEqual(edges.gapLeft);
  });

  test('the start-side menu opens at the right edge and stays on the screen', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    test.skip(!(await open.isVisible()), 'the menu button shows below the lg breakpoint (phone)');
    await open.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // After the slide-in: the panel's right edge is the screen's.
    await expect.poll(async () => Math.round((await panel.boundingBox())!.x + (await panel.boundingBox())!.width)).toBe(page.viewportSize()!.width);
    expect((await panel.boundingBox())!.x).toBeGreaterThan(0);
    expect(await layoutProblems(page)).toEqual([]);
  });
});

test('the server marks each language: lang, hreflang alternates, and the sitemap lists every language', async ({ request }) => {
  const html = await (await request.get('/de/videos')).text();
  expect(html).toContain('<html lang="de"');
  for (const l of ['en', 'de', 'es', 'fr']) expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${l}" href="[^"]*${l === 'en' ? '' : `/${l}`}/videos"`));
  expect(html).toMatch(/hreflang="x-default" href="[^"]*\/videos"/);
  expect(html).toContain('Nur für Erwachsene');

  const index = await (await request.get('/sitemap.xml')).text();
  const file = /<loc>[^<]*\/(sitemap-videos-1\.xml)<\/loc>/.exec(index)?.[1];
  expect(file).toBeTruthy();
  const xml = await (await request.get(`/${file}`)).text();
  const first = /<url>.*?<\/url>/.exec(xml)?.[0] ?? '';
  for (const l of ['de', 'es', 'fr']) expect(first).toMatch(new RegExp(`hreflang="${l}" href="[^"]*/${l}/video/`));
});
