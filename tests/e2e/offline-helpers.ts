// Shared steps of the outbox and realtime specs: a fresh video with no engagement, a fresh
// signed-in member, and the Dexie outbox read straight from IndexedDB.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makeUser, suCreate, tag } from './e2e-api';

export type Video = { id: string; slug: string; title: string };

/** A fresh video (no ratings, no comments) so the counts below are exact. */
export async function freshVideo(request: APIRequestContext): Promise<Video> {
  const t = tag('v');
  const cats = (await (
    await request.get(`/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)
  ).json()) as { items: { id: string }[] };
  const rec = await suCreate(request, 'videos', {
    title: `Outbox video ${t}`,
    slug: `outbox-video-${t}`,
    description: 'Made by the outbox spec.',
    author: 'Outbox Spec',
    duration: 61,
    categories: cats.items.slice(0, 1).map((c) => c.id),
  });
  return { id: rec.id, slug: rec.slug, title: rec.title };
}

/** Signs a fresh member in through the SDK's auth store (localStorage). */
export async function signInFresh(page: Page) {
  const user = await makeUser(page.request);
  const res = await page.request.post('/api/collections/users/auth-with-password', { data: { identity: user.email, password: user.password } });
  expect(res.ok()).toBe(true);
  const { token, record } = (await res.json()) as { token: string; record: unknown };
  await page.goto('/404');
  await page.evaluate(([t, r]) => localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r })), [token, record] as const);
  return { ...user, token };
}

/** Rows in the Dexie outbox, read straight from IndexedDB. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('reelhouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('outbox')) {
            idb.close();
            resolve(0);
            return;
          }
          const req = idb.transaction('outbox', 'readonly').objectStore('outbox').count();
          req.onsuccess = () => {
            idb.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

