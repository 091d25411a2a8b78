// Shared steps of the catalog specs: demo accounts (seeded with REELHOUSE_DEMO_PASSWORD,
// see tests/server/launch.mjs) and a UI login.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-test-Passw0rd!';
export const account = (key: 'admin' | 'premium' | 'member' | 'member2') => ({
  email: `${key}@reelhouse.local`,
  password: DEMO_PASSWORD,
});

/** Signs in through the SDK's auth store (the login page belongs to another area). */
export async function signIn(page: Page, key: 'admin' | 'premium' | 'member' | 'member2') {
  const { email, password } = account(key);
  const res = await page.request.post('/api/collections/users/auth-with-password', { data: { identity: email, password } });
  expect(res.ok()).toBe(true);
  const { token, record } = (await res.json()) as { token: string; record: unknown };
  await page.goto('/404');
  await page.evaluate(
    ([t, r]) => localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r })),
    [token, record] as const,
  );
}

export async function firstVideo(page: Page, opts: { premium?: boolean } = {}) {
  const filter = opts.premium === undefined ? '' : `&filter=${encodeURIComponent(`is_premium=${opts.premium}`)}`;
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=-created${filter}`);
  const { items } = (await res.json()) as { items: { id: string; slug: string; title: string }[] };
  return items[0];
}
