// Issue 29.7: axe finds no violation of any impact (moderate and minor included) on the
// pages that had them: duplicate landmarks on /categories and the admin Payments tab, no
// h1 on the admin Videos and Payments tabs, heading order on the premium dashboard. Also
// the dashboards' offline indicator (29.2).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { makeUser, signIn, signInWithPassword } from './helpers';

async function noViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

test('/categories', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await noViolations(page);
});

for (const tab of ['videos', 'payments'] as const) {
  test(`admin ${tab} tab`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`/admin/dashboard?tab=${tab}`);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noViolations(page);
  });
}

test('premium dashboard', async ({ page }) => {
  await signIn(page, 'premium');
  await page.goto('/premium/dashboard');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await noViolations(page);
});

// Issue 29.2: the dashboards have no site header; their own bar says they are offline.
for (const [who, path] of [['admin', '/admin/dashboard'], ['creator', '/creator/dashboard']] as const) {
  test(`the ${who} dashboard shows the offline indicator`, async ({ page, context }) => {
    if (who === 'admin') await signIn(page, 'admin');
    else {
      const creator = await makeUser(page.request, ['creator']);
      await signInWithPassword(page, creator.email, creator.password);
    }
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    await context.setOffline(true);
    try {
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expect(page.getByTestId('dashboard-offline')).toContainText('You are offline');
      await noViolations(page);
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  });
}
