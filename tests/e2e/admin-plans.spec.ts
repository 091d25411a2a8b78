// Admin Payments tab, Plans (react-hook-form + zod): a price typed with a comma and a
// lower-case currency are saved as a number and an upper-case code; a price the server
// refuses shows an error and keeps what was typed. Restores the plans.
import { expect, test } from './age-gate-accepted';
import { signIn, suToken } from './helpers';

test('plans: a refused price keeps what was typed; a comma price and lower-case currency are saved normalised', async ({ page, request }) => {
  const read = async () => ((await (await request.get('/api/reelhouse/settings/plans')).json()) as { value: Record<string, Record<string, unknown>> }).value;
  const before = await read();
  try {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=payments');
    const plans = page.getByRole('region', { name: 'Plans' });
    const monthly = plans.getByRole('group', { name: /monthly/i });
    await monthly.getByLabel('Price').fill('0');
    await plans.getByRole('button', { name: 'Save plans' }).click();
    await expect(plans.getByRole('alert')).toBeVisible();
    await expect(monthly.getByLabel('Price')).toHaveValue('0');
    expect((await read()).monthly).toEqual(before.monthly);

    await monthly.getByLabel('Price').fill('12,50');
    await monthly.getByLabel('Currency').fill('usd');
    await plans.getByRole('button', { name: 'Save plans' }).click();
    await expect(plans.getByRole('status')).toHaveText('Plans saved');
    expect((await read()).monthly).toMatchObject({ price: 12.5, currency: 'USD' });
  } finally {
    const res = await request.put('/api/reelhouse/settings/plans', { data: { value: before }, headers: { Authorization: await suToken(request) } });
    expect(res.ok(), 'restore plans').toBe(true);
  }
});
