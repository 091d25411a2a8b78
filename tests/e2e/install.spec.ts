// Issue 15 §7: an Install button when the browser offers installation (beforeinstallprompt),
// in the mobile menu and the account panel; iOS Safari gets Add to Home Screen steps.
import { expect, test } from './age-gate-accepted';

/** Fires a beforeinstallprompt like Chromium's, recording whether prompt() was called. */
async function offerInstall(page: import('@playwright/test').Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((o) => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    (window as unknown as { __prompted: number }).__prompted = 0;
    e.prompt = async () => {
      (window as unknown as { __prompted: number }).__prompted++;
    };
    e.userChoice = Promise.resolve({ outcome: o });
    window.dispatchEvent(e);
  }, outcome);
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'each test sets its own device');
});

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

test('the mobile menu offers Install App once the browser allows it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME });
  await context.addInitScript(() => localStorage.setItem('reelhouse.age_confirmed', '1'));
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install App' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await offerInstall(page, 'accepted');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Install App' }).click();
  expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
  // Accepted: the button goes away.
  await expect(page.getByRole('button', { name: 'Install App' })).toHaveCount(0);
  await context.close();
});

test('the account panel offers Install App to a signed-in member', async ({ page }) => {
  const { signInFresh } = await import('./helpers');
  await signInFresh(page);
  await page.goto('/');
  await offerInstall(page, 'dismissed');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Install App' }).click();
  expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
});

test('iOS Safari gets Add to Home Screen steps instead of a prompt', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  await context.addInitScript(() => localStorage.setItem('reelhouse.age_confirmed', '1'));
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Install App' }).click();
  await expect(page.getByText('Add to Home Screen')).toBeVisible();
  await context.close();
});

test('the manifest is linked with the apple web-app tags', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Reelhouse');
});
