// Issue 27 §2: the screens that were still English (the discreet mode page, the DMCA form,
// the "Save to…" dialog, the creator's channel settings, the creator dashboard and the admin
// Payments tab) show no English catalog text in German and Spanish, neither in the page's
// text nor in its labels, placeholders and titles (tests/e2e/i18n-text.ts), at 1280 and
// 375 px (the desktop and phone projects). Each screen is also brought to a state that
// shows its messages (a form rule's error, the dialog's empty state).
import { test, expect } from './age-gate-accepted';
import { firstVideo, makeUser, signIn, signInFresh, signInWithPassword } from './helpers';
import { englishOnPage } from './i18n-text';

const TEXT = {
  de: {
    discreet: 'Diskreter Modus',
    neutral: 'Neutralen App-Namen und neutrales Symbol verwenden',
    setPin: 'PIN festlegen',
    pinFormat: 'Die PIN muss aus 4 bis 8 Ziffern bestehen.',
    dmcaSend: 'Meldung absenden',
    dmcaWork: 'Beschreibe das urheberrechtlich geschützte Werk.',
    saveTo: 'Speichern unter…',
    create: 'Erstellen und speichern',
    titleRequired: 'Gib der Playlist einen Titel.',
    editChannel: 'Kanal bearbeiten',
    payments: 'Zahlungen',
    plans: 'Tarife',
    logIn: 'Anmelden',
    trending: 'Angesagt',
    newest: 'Neueste',
    premiumFirst: 'Bitte erstelle zuerst ein Konto, um Premium-Zugang zu erhalten.',
  },
  es: {
    discreet: 'Modo discreto',
    neutral: 'Usar un nombre y un icono neutros para la aplicación',
    setPin: 'Establecer PIN',
    pinFormat: 'El PIN debe tener de 4 a 8 dígitos.',
    dmcaSend: 'Enviar notificación',
    dmcaWork: 'Describe la obra protegida.',
    saveTo: 'Guardar en…',
    create: 'Crear y guardar',
    titleRequired: 'Ponle un título a la lista.',
    editChannel: 'Editar canal',
    payments: 'Pagos',
    plans: 'Planes',
    logIn: 'Iniciar sesión',
    trending: 'Tendencias',
    newest: 'Más recientes',
    premiumFirst: 'Crea primero una cuenta para obtener acceso premium.',
  },
} as const;

for (const [lang, browser] of [
  ['de', 'de-DE'],
  ['es', 'es-ES'],
] as const) {
  const w = TEXT[lang];
  test.describe(`in ${lang}`, () => {
    test.use({ locale: browser });

    test('the discreet mode page and its PIN rule: no English', async ({ page }) => {
      await page.goto(`/${lang}/discreet-mode`);
      await expect(page.getByRole('heading', { level: 1, name: w.discreet })).toBeVisible();
      await page.getByLabel(w.neutral).check();
      await page.locator('#discreet-pin').fill('12');
      await page.getByRole('button', { name: w.setPin }).click();
      await expect(page.getByRole('status').filter({ hasText: w.pinFormat })).toBeVisible();
      expect(await englishOnPage(page, lang, undefined, { attributes: true })).toEqual([]);
    });

    // Issue 39 §4: the screens a visitor meets first.
    test('/videos with Trending and Newest, and the premium sign-up notice: no English', async ({ page }, info) => {
      await page.goto(`/${lang}/videos`);
      await expect(page.getByRole('heading', { level: 1, name: w.trending })).toBeVisible();
      // The category list (a drawer on a phone) names the built-in two in the visitor's language.
      if (info.project.name === 'desktop') {
        await expect(page.getByRole('button', { name: w.trending, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: w.newest, exact: true })).toBeVisible();
      }
      expect(await page.title()).not.toMatch(/Trending|Newest/);
      expect(await englishOnPage(page, lang, undefined, { attributes: true })).toEqual([]);
      await page.goto(`/${lang}/premium/signup`);
      await expect(page.getByRole('status').filter({ hasText: w.premiumFirst })).toBeVisible();
      expect(await englishOnPage(page, lang, undefined, { attributes: true })).toEqual([]);
    });

    test('the DMCA form and its validation messages: no English', async ({ page }) => {
      await page.goto(`/${lang}/dmca`);
      await page.getByRole('button', { name: w.dmcaSend }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.dmcaWork })).toBeVisible();
      expect(await englishOnPage(page, lang, undefined, { attributes: true })).toEqual([]);
    });

    test('the Save to… dialog with its empty state and a rule: no English', async ({ page }) => {
      await signInFresh(page);
      const video = await firstVideo(page, { premium: false });
      await page.goto(`/${lang}/video/${video.slug}`);
      await page.getByRole('button', { name: w.saveTo }).click();
      const dialog = page.getByRole('dialog', { name: w.saveTo });
      await dialog.getByRole('button', { name: w.create }).click();
      await expect(dialog.getByText(w.titleRequired)).toBeVisible();
      expect(await englishOnPage(page, lang, undefined, { attributes: true, within: '[role="dialog"]' })).toEqual([]);
    });

    test("the creator's channel settings: no English", async ({ page }) => {
      const user = await makeUser(page.request, ['creator']);
      await signInWithPassword(page, user.email, user.password);
      await page.goto(`/${lang}/creator/dashboard?tab=channel`);
      await expect(page.getByText(w.editChannel)).toBeVisible();
      expect(await englishOnPage(page, lang, ['common', 'pages', 'creator'], { attributes: true })).toEqual([]);
    });

    test('the creator dashboard with its labels: no English', async ({ page }) => {
      const user = await makeUser(page.request, ['creator']);
      await signInWithPassword(page, user.email, user.password);
      await page.goto(`/${lang}/creator/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishOnPage(page, lang, ['common', 'creator'], { attributes: true })).toEqual([]);
    });

    test("the admin overview's set-up notices (worded by the panel from their keys): no English", async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(`/${lang}/admin/dashboard`);
      // The e2e seed keeps the demo bank account: its notice is always there.
      await expect(page.getByTestId('setup-notice-payment_sepa_demo')).toBeVisible();
      expect(await englishOnPage(page, lang, ['common', 'admin'], { attributes: true, within: '[data-testid="setup-notices"]' })).toEqual([]);
    });

    test("the header's sign-in link stays whole at 360 px", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${lang}/`);
      const header = page.locator('header');
      const login = header.getByRole('link', { name: w.logIn, exact: true });
      await expect(login).toBeVisible();
      const box = (await login.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // One line: a wrapped label would be twice a line's height.
      expect(await login.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });

    test('the admin Payments tab: no English', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(`/${lang}/admin/dashboard?tab=payments`);
      await expect(page.getByRole('heading', { level: 1, name: w.payments })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.plans })).toBeVisible();
      expect(await englishOnPage(page, lang, ['common', 'admin', 'premium'], { attributes: true })).toEqual([]);
    });
  });
}
