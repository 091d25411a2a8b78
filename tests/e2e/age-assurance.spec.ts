// Age assurance by region (issue 37): a visitor from a verify region (the e2e server reads
// the region from X-Test-Region, global-setup.ts) sees the verification screen, passes the
// fake provider and browses; a blocked region's page says why, in the visitor's language.
import { test, expect } from '@playwright/test';
import { signIn, suToken } from './helpers';

const texts = {
  en: { locale: 'en-GB', home: '/', title: 'Verify your age', with: /Verify with Demo provider/, blocked: 'Not available in your region' },
  de: { locale: 'de-DE', home: '/de', title: 'Bestätige dein Alter', with: /Mit Demo provider .* bestätigen/, blocked: 'In deiner Region nicht verfügbar' },
} as const;

for (const [lang, t] of Object.entries(texts)) {
  test.describe(`age assurance (${lang})`, () => {
    test.use({ locale: t.locale });

    test('a visitor from a verify region passes the fake provider and browses', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Test-Region': 'GB' });
      await page.goto(t.home);
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      await expect(page.getByTestId('video-card')).toHaveCount(0);
      await page.getByRole('button', { name: t.with }).click();
      await expect(page.getByRole('heading', { name: 'Demo age check' })).toBeVisible();
      await page.getByRole('button', { name: 'I am over 18' }).click();
      await expect(page.getByTestId('video-card').first()).toBeVisible();
      await page.getByTestId('video-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/video\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test("a blocked region's page says why", async ({ page, request }) => {
      const token = await suToken(request);
      const put = await request.put('/api/agegate/admin/policy/AQ', { data: { action: 'block', renewal_days: 1 }, headers: { Authorization: token } });
      expect(put.ok()).toBe(true);
      try {
        await page.setExtraHTTPHeaders({ 'X-Test-Region': 'AQ' });
        const res = await page.goto(t.home);
        expect(res?.status()).toBe(451);
        await expect(page.getByRole('heading', { name: t.blocked })).toBeVisible();
      } finally {
        await request.delete('/api/agegate/admin/policy/AQ', { headers: { Authorization: token } });
      }
    });
  });
}

// The admin panel edits the policy table (issue 37 §1): an override saved there blocks its
// region at once, and Reset takes it back to the shipped default.
test('an admin blocks a region in Settings, then resets it to the default', async ({ page }, info) => {
  const region = info.project.name === 'phone' ? 'HM' : 'BV';
  const visitorStatus = async () => (await page.request.get('/', { headers: { 'X-Test-Region': region } })).status();
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=settings');
  const section = page.getByRole('region', { name: 'Age assurance by region' });
  await section.getByLabel('Region', { exact: true }).fill(region.toLowerCase());
  await section.getByLabel('Policy', { exact: true }).selectOption({ label: 'Blocked (HTTP 451)' });
  await section.getByLabel('Check valid for (days)').fill('1');
  await section.getByRole('button', { name: 'Save rule' }).click();
  await expect(section.getByText(`Rule for ${region} saved.`)).toBeVisible();
  expect(await visitorStatus()).toBe(451);
  await section.getByRole('button', { name: `Reset ${region} to the default` }).click();
  await expect(section.getByText(`${region} is back to the default.`)).toBeVisible();
  expect(await visitorStatus()).toBe(200);
});
