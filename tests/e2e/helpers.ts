// Shared steps of the e2e specs: superuser calls against the test server, fresh users and
// videos, signing in through the SDK's auth store, realtime subscriptions and the Dexie
// outbox read straight from IndexedDB.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { DEMO_PASSWORD, SUPERUSER } from '../server/launch.mjs';

export const PASSWORD = 'e2e-Passw0rd';
let n = 0;
export const tag = (p = 'e') => `${p}${Date.now().toString(36)}${(n++).toString(36)}`;

// ---- superuser calls ---------------------------------------------------------------

export async function suToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/collections/_superusers/auth-with-password', { data: { identity: SUPERUSER.email, password: SUPERUSER.password } });
  expect(res.ok(), `superuser sign-in: ${res.status()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

type Created = Record<string, string> & { id: string };

/** Creates a record as superuser: JSON `data`, or `multipart` for file fields. */
export async function suCreate(
  request: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
  opts: { multipart?: boolean } = {},
): Promise<Created> {
  const token = await suToken(request);
  const body = opts.multipart ? { multipart: data as Record<string, string> } : { data };
  const res = await request.post(`/api/collections/${collection}/records`, { ...body, headers: { Authorization: token } });
  if (!res.ok()) throw new Error(`${collection} create ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Created;
}

// ---- users and signing in ------------------------------------------------------------

export async function makeUser(request: APIRequestContext, roles: string[] = []) {
  const t = tag('u');
  const user = { email: `${t}@e2e.local`, username: t, password: PASSWORD };
  const rec = await suCreate(request, 'users', { ...user, passwordConfirm: PASSWORD, verified: true, roles });
  return { ...user, id: rec.id };
}

export async function userToken(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/collections/users/auth-with-password', { data: { identity: email, password } });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Signs in through the SDK's auth store (localStorage), not the login form. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/collections/users/auth-with-password', { data: { identity: email, password } });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
  const { token, record } = (await res.json()) as { token: string; record: unknown };
  await page.goto('/404');
  await page.evaluate(([t, r]) => localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r })), [token, record] as const);
  return token;
}

/** Demo accounts of the seed (REELHOUSE_DEMO_PASSWORD, see tests/server/launch.mjs). */
export type DemoAccount = 'admin' | 'premium' | 'member' | 'member2';
export const account = (key: DemoAccount) => ({ email: `${key}@reelhouse.local`, password: DEMO_PASSWORD });

export async function signIn(page: Page, key: DemoAccount) {
  const { email, password } = account(key);
  await signInWithPassword(page, email, password);
}

/** Signs a fresh member in. */
export async function signInFresh(page: Page) {
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);
  return { ...user, token };
}

// ---- videos -----------------------------------------------------------------------------

export type Video = { id: string; slug: string; title: string };

/** The newest seeded video (optionally only premium or only free ones). */
export async function firstVideo(page: Page, opts: { premium?: boolean } = {}): Promise<Video> {
  const filter = opts.premium === undefined ? '' : `&filter=${encodeURIComponent(`is_premium=${opts.premium}`)}`;
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=-created${filter}`);
  const { items } = (await res.json()) as { items: Video[] };
  expect(items.length, `no ${opts.premium === undefined ? '' : opts.premium ? 'premium ' : 'free '}video seeded`).toBeGreaterThan(0);
  return items[0]!;
}

/** A minimal MP4 (ftyp + empty mdat) that content sniffing recognises as video/mp4. */
function mp4(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('mdat'), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, mdat]);
}

/**
 * A fresh video (no ratings, no comments) so counts are exact; `file` adds a self-hosted
 * source, `premium` marks it premium the way an admin does (premium_videos row + flag).
 */
export async function freshVideo(request: APIRequestContext, opts: { file?: boolean; premium?: boolean; thumbnailUrl?: string } = {}): Promise<Video> {
  const t = tag('v');
  const cats = (await (
    await request.get(`/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)
  ).json()) as { items: { id: string }[] };
  const rec = await suCreate(request, 'videos', {
    title: `E2E video ${t}`,
    slug: `e2e-video-${t}`,
    description: 'Made by an e2e spec.',
    author: 'E2E Spec',
    duration: 61,
    categories: cats.items.slice(0, 1).map((c) => c.id),
    ...(opts.thumbnailUrl ? { thumbnail_url: opts.thumbnailUrl } : {}),
  });
  if (opts.file) {
    await suCreate(
      request,
      'video_sources',
      { video: rec.id, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4() } } as unknown as Record<string, unknown>,
      { multipart: true },
    );
  }
  if (opts.premium) {
    await suCreate(request, 'premium_videos', { video: rec.id }); // is_premium follows (derived)
  }
  return { id: rec.id, slug: rec.slug!, title: rec.title! };
}

/** The public video_stats row of a video. */
export async function videoStats(request: APIRequestContext, videoId: string) {
  const res = await request.get(`/api/collections/video_stats/records?filter=${encodeURIComponent(`video="${videoId}"`)}`);
  return ((await res.json()) as { items: { id: string; likes: number; dislikes: number }[] }).items[0]!;
}

// ---- browser state ---------------------------------------------------------------------

/**
 * Resolves once the server has taken the SDK's subscription to `topic` (its answer to the
 * POST to /api/realtime, not the request: a change made between the two was not sent, a
 * full run's realtime failure). Start it before the navigation.
 */
export function realtimeSubscribed(page: Page, topic: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/realtime') && (r.request().postData() ?? '').includes(topic) && r.ok(),
  );
}

/**
 * Reads one store of the app's IndexedDB ('reelhouse') straight from the page: its row
 * count or its keys; 0 / [] before the store exists (nothing written yet).
 */
function readStore(page: Page, store: string, what: 'count'): Promise<number>;
function readStore(page: Page, store: string, what: 'keys'): Promise<IDBValidKey[]>;
function readStore(page: Page, store: string, what: 'count' | 'keys'): Promise<number | IDBValidKey[]> {
  return page.evaluate(
    ([store, what]) =>
      new Promise<number | IDBValidKey[]>((resolve, reject) => {
        const open = indexedDB.open('reelhouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains(store)) {
            idb.close();
            resolve(what === 'count' ? 0 : []);
            return;
          }
          const os = idb.transaction(store, 'readonly').objectStore(store);
          const req = (what === 'count' ? os.count() : os.getAllKeys()) as IDBRequest<number | IDBValidKey[]>;
          req.onsuccess = () => {
            idb.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [store, what] as const,
  );
}

/** Rows in the Dexie outbox. */
export function outboxCount(page: Page): Promise<number> {
  return readStore(page, 'outbox', 'count');
}

/** Ids of the persisted query answers of one collection of the `records` table (e.g. "manage"). */
export async function recordIds(page: Page, collection: string): Promise<string[]> {
  const keys = (await readStore(page, 'records', 'keys')) as [string, string][];
  return keys.filter(([c]) => c === collection).map(([, id]) => id);
}

/** The same, by the name the library's specs use. */
export const recordKeys = recordIds;

/** The persisted answer (PersistedQuery's `state.data`) of one `records` row, or null. */
export function recordData(page: Page, collection: string, id: string): Promise<unknown> {
  return page.evaluate(
    ([collection, id]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('reelhouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('records')) {
            idb.close();
            resolve(null);
            return;
          }
          const req = idb.transaction('records', 'readonly').objectStore('records').get([collection, id]);
          req.onsuccess = () => {
            idb.close();
            const row = req.result as { data?: { state?: { data?: unknown } } } | undefined;
            resolve(row?.data?.state?.data ?? null);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [collection, id] as const,
  );
}

/** Ids of cached watch payloads ("<member id or anon>:<slug>"). */
export async function watchKeys(page: Page): Promise<string[]> {
  const keys = (await readStore(page, 'records', 'keys')) as [string, string][];
  return keys.filter(([c]) => c === 'watch').map(([, id]) => id);
}


/**
 * Serves `path`'s HTML without the answers the server inlined (internal/web/firstdata.go),
 * as the worker's copy of the shell or an address with a query is served: the page asks the
 * API, so a spec that routes an API answer sees the page use it.
 */
export async function withoutFirstData(page: Page, path = '/') {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="first-data">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}

/**
 * The service worker is active AND controls the page. `navigator.serviceWorker.ready` only
 * says the first: the page's `clientsClaim()` comes a moment later, and a page taken offline
 * before it cannot load the code it has not loaded yet (e.g. a sign-out's lazily loaded
 * purge failed that way under load).
 */
export async function workerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

// ---- performer records (issue 38 §1) --------------------------------------------------

/**
 * A complete performer record of `owner`, verified (as the superuser): uploads naming it
 * are published at once. Made before the upload form opens, so the form lists it.
 */
export async function verifiedPerformer(request: APIRequestContext, owner: { id: string; email: string; password: string }, image: string): Promise<string> {
  return (await verifiedPerformerRecord(request, owner, image)).stage;
}

/** A video made through the record API, made publishable: a production date and a link to a
 * verified performer record of its creator (the publish gate, issue 38 §1). */
export async function linkVerifiedPerformer(request: APIRequestContext, owner: { id: string; email: string; password: string }, video: string, image: string) {
  const { id } = await verifiedPerformerRecord(request, owner, image);
  const token = await userToken(request, owner.email, owner.password);
  const dated = await request.patch(`/api/collections/videos/records/${video}`, { headers: { Authorization: token }, data: { production_date: '2024-06-01 00:00:00.000Z' } });
  expect(dated.ok(), await dated.text()).toBe(true);
  const link = await request.post('/api/collections/video_performers/records', { headers: { Authorization: token }, data: { video, performer: id, linked_by: owner.id } });
  expect(link.ok(), await link.text()).toBe(true);
}

/** The same record, with its id (for an upload's finish form, which names performers by id). */
export async function verifiedPerformerRecord(request: APIRequestContext, owner: { id: string; email: string; password: string }, image: string): Promise<{ id: string; stage: string }> {
  const token = await userToken(request, owner.email, owner.password);
  const stage = `Stage ${tag('p')}`;
  const doc = { name: 'doc.png', mimeType: 'image/png', buffer: readFileSync(image) };
  const res = await request.post('/api/collections/performers/records', {
    headers: { Authorization: token },
    multipart: {
      owner: owner.id,
      legal_name: 'E2E Legal Name',
      stage_names: JSON.stringify([stage]),
      date_of_birth: '1990-01-01 00:00:00.000Z',
      id_method: 'document',
      id_document: doc,
      release: doc,
      consent_recording: 'true',
      consent_publication: 'true',
    },
  });
  if (!res.ok()) throw new Error(`performer create ${res.status()}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const v = await request.post(`/api/reelhouse/admin/performers/${id}/verify`, { headers: { Authorization: await suToken(request) }, data: {} });
  expect(v.ok(), await v.text()).toBe(true);
  return { id, stage };
}

/** The upload form's records part: the performer (when given), production date, agreement. */
export async function fillUploadRecords(form: Locator, stage?: string) {
  if (stage) await form.getByTestId('performer-choice').filter({ hasText: stage }).getByRole('checkbox').check();
  await form.getByLabel('Production date *').fill('2024-06-01');
  await form.getByRole('checkbox', { name: /I accept the uploader agreement/ }).check();
}
