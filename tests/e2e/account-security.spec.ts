// Issue 37 §4-5 at 1280 and 375 px (desktop and phone projects), in English and German:
// turn on two-step sign-in (the code computed here from the secret text shown), sign in
// with it, download a copy of the data, delete the account. Texts come from the catalogs.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { PASSWORD, makeUser } from './helpers';
import { confirmInApp, recordNativeConfirms } from './confirm-in-app';
import { totpCode } from '../server/totp-code';

type Catalog = Record<string, string>;
const catalog = (lang: string, ns: string): Catalog =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Catalog;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [lang, locale] of [
  ['en', 'en-US'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`account security (${lang})`, () => {
    test.use({ locale });
    const a = catalog(lang, 'account');
    const c = catalog(lang, 'common');
    const t = (k: string) => a[k] ?? '';

    async function openSettings(page: Page) {
      await page.getByRole('button', { name: new RegExp(`^${escape(c['account.title']!)}`) }).click();
      await page.getByRole('button', { name: c['account.settings'] }).click();
      return page.getByRole('dialog', { name: t('settings.title') });
    }

    async function passwordStep(page: Page, email: string) {
      await page.goto('/login');
      await page.getByLabel(t('signup.email')).fill(email);
      await page.getByLabel(t('signup.password')).fill(PASSWORD);
      await page.getByRole('button', { name: t('login.submit') }).click();
    }

    test('turn on two-step sign-in, sign in with it, download my data, delete the account', async ({ page, request }) => {
      test.setTimeout(90_000); // four screens and two sign-ins in one story
      const u = await makeUser(request);
      await passwordStep(page, u.email);
      await expect(page.getByRole('button', { name: new RegExp(`^${escape(c['account.title']!)}`) })).toBeVisible();

      // Turn it on: the secret as text, a code from it, the recovery codes once.
      let dialog = await openSettings(page);
      await dialog.getByText(t('totp.title'), { exact: true }).click();
      await dialog.getByRole('button', { name: t('totp.set_up') }).click();
      const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
      await dialog.getByLabel(t('totp.code')).fill(totpCode(secret));
      await dialog.getByRole('button', { name: t('totp.turn_on') }).click();
      // allTextContents does not wait: the list comes with the server's answer.
      await expect(dialog.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
      const codes = (await dialog.getByTestId('recovery-codes').locator('li').allTextContents()).map((s) => s.trim());
      expect(codes).toHaveLength(10);
      await dialog.getByRole('button', { name: t('totp.recovery_saved') }).click();
      await page.keyboard.press('Escape');

      // Sign in again: the password alone asks for the code (the next step's: one is spent).
      await page.evaluate(() => localStorage.removeItem('pocketbase_auth'));
      await passwordStep(page, u.email);
      await page.getByLabel(t('totp.code')).fill(totpCode(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: t('totp.verify') }).click();
      await expect(page).not.toHaveURL(/\/login/);

      // Download my data: the job, then the zip.
      dialog = await openSettings(page);
      await dialog.getByText(t('mydata.title'), { exact: true }).click();
      await dialog.getByRole('button', { name: t('mydata.prepare') }).click();
      const downloadButton = dialog.getByRole('button', { name: new RegExp(`^${escape(t('mydata.download').split(' (')[0]!)} \\(`) });
      await expect(downloadButton).toBeVisible({ timeout: 15_000 });
      const [file] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      expect(file.suggestedFilename()).toMatch(/^reelhouse-data-\d{8}\.zip$/);

      // Delete the account: the password and a recovery code.
      await dialog.getByText(t('delete.title'), { exact: true }).first().click();
      await dialog.getByLabel(t('settings.current_password')).last().fill(PASSWORD);
      await dialog.getByLabel(t('totp.code')).last().fill(codes[0]!);
      const native = recordNativeConfirms(page);
      await dialog.getByRole('button', { name: t('delete.submit') }).click();
      await confirmInApp(page, t('delete.submit'), t('delete.confirm'));
      expect(native).toEqual([]);
      await expect(page.getByRole('link', { name: c['nav.log_in'] }).first()).toBeVisible();
      const gone = await request.post('/api/collections/users/auth-with-password', { data: { identity: u.email, password: PASSWORD } });
      expect(gone.status()).toBe(400);
    });
  });
}
