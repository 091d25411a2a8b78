// Shared helpers of the server suite: SDK clients per role, idempotent test users with
// explicit roles (independent of whatever the seeder creates), fixtures and outcome checks.
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { inject } from 'vitest';

export type Role = 'visitor' | 'member' | 'premium' | 'creator' | 'admin' | 'superuser';
/** Extra users for "someone else's record" cases and the second premium path. */
export type User = Exclude<Role, 'visitor' | 'superuser'> | 'member2' | 'creator2' | 'paid';

export const TEST_PASSWORD = 'test-Passw0rd-123';

const USERS: Record<User, { roles: string[]; premiumUntil?: boolean }> = {
  member: { roles: [] },
  member2: { roles: [] },
  premium: { roles: ['premium'] },
  // Premium through a verified payment (premium_until in the future), not through roles.
  paid: { roles: [], premiumUntil: true },
  creator: { roles: ['creator'] },
  creator2: { roles: ['creator'] },
  admin: { roles: ['admin'] },
};

export const baseUrl = (): string => inject('baseUrl');

export function newClient(): PocketBase {
  const pb = new PocketBase(baseUrl());
  pb.autoCancellation(false);
  return pb;
}

const clients = new Map<string, Promise<PocketBase>>();
const userRecords = new Map<User, RecordModel>();

function cached(key: string, make: () => Promise<PocketBase>): Promise<PocketBase> {
  let p = clients.get(key);
  if (!p) {
    p = make();
    p.catch(() => clients.delete(key));
    clients.set(key, p);
  }
  return p;
}

export function superuser(): Promise<PocketBase> {
  return cached('superuser', async () => {
    const pb = newClient();
    const { email, password } = inject('superuser');
    await pb.collection('_superusers').authWithPassword(email, password);
    return pb;
  });
}

export const emailOf = (u: User) => `${u}@t.local`;
export const usernameOf = (u: User) => `t_${u}`;

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().replace('T', ' ');
}

/** Creates (or resets) a test user with exactly the given roles. Idempotent. */
export async function ensureUser(u: User): Promise<RecordModel> {
  const done = userRecords.get(u);
  if (done) return done;
  const su = await superuser();
  const spec = USERS[u];
  const data = {
    email: emailOf(u),
    username: usernameOf(u),
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    verified: true,
    roles: spec.roles,
    premium_until: spec.premiumUntil ? futureDate(365) : '',
  };
  let rec: RecordModel;
  try {
    const existing = await su.collection('users').getFirstListItem(su.filter('email = {:e}', { e: data.email }));
    rec = await su.collection('users').update(existing.id, data);
  } catch (err) {
    if (!(err instanceof ClientResponseError) || err.status !== 404) throw err;
    rec = await su.collection('users').create(data);
  }
  userRecords.set(u, rec);
  return rec;
}

export async function userId(u: User): Promise<string> {
  return (await ensureUser(u)).id;
}

/** An SDK client signed in as the role (visitor: anonymous). */
export function client(role: Role | User): Promise<PocketBase> {
  if (role === 'superuser') return superuser();
  if (role === 'visitor') return Promise.resolve(newClient());
  return cached(role, async () => signedInAs((await ensureUser(role)).id));
}

/**
 * A client authenticated as the user through superuser impersonation: auth requests are
 * rate limited (10 a minute per IP), impersonation is not, and the rules see the same auth record.
 */
export async function signedInAs(id: string): Promise<PocketBase> {
  const su = await superuser();
  const pb = await su.collection('users').impersonate(id, 3600);
  pb.autoCancellation(false);
  return pb;
}

/** A brand-new user (for cases that delete or mutate an account). */
let seq = 0;
export async function freshUser(roles: string[] = []): Promise<{ record: RecordModel; pb: PocketBase }> {
  const su = await superuser();
  const tag = `${Date.now().toString(36)}${(seq++).toString(36)}`.slice(-12);
  const record = await su.collection('users').create({
    email: `fresh_${tag}@t.local`,
    username: `f_${tag}`,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    verified: true,
    roles,
  });
  return { record, pb: await signedInAs(record.id) };
}

/** A short unique token for slugs, keys and names. */
export function uid(prefix = 'x'): string {
  return `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface Outcome<T = unknown> {
  ok: boolean;
  status: number;
  data?: T;
  error?: unknown;
}

/** Runs an SDK call and reports success or the HTTP status of the refusal. */
export async function attempt<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, status: 200, data: await fn() };
  } catch (err) {
    if (err instanceof ClientResponseError) return { ok: false, status: err.status, error: err.response };
    throw err;
  }
}

/** Reads a record as superuser; null when it does not exist. */
export async function readAsSuperuser(collection: string, id: string): Promise<RecordModel | null> {
  const su = await superuser();
  const res = await attempt(() => su.collection(collection).getOne(id));
  if (res.ok) return res.data as RecordModel;
  if (res.status === 404) return null;
  throw new Error(`superuser read of ${collection}/${id} failed with ${res.status}`);
}

export async function countAsSuperuser(collection: string, filter = ''): Promise<number> {
  const su = await superuser();
  const res = await su.collection(collection).getList(1, 1, { filter });
  return res.totalItems;
}

/** Statuses PocketBase uses for a refused write (rule failure or hidden record). */
export const REFUSED_WRITE = [400, 403, 404];
/** Statuses for a refused single-record read. */
export const REFUSED_READ = [403, 404];

// ---- tiny valid files -------------------------------------------------------------

const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function pngFile(name = 'id.png'): File {
  return new File([Buffer.from(PNG_1x1, 'base64')], name, { type: 'image/png' });
}

/** A minimal MP4 (ftyp + empty mdat) that content sniffing recognises as video/mp4. */
export function mp4File(name = 'clip.mp4'): File {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('mdat'), Buffer.alloc(8)]);
  return new File([Buffer.concat([ftyp, mdat])], name, { type: 'video/mp4' });
}

/** GET a URL without the SDK, returning status, content type and body text. */
export async function rawGet(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(path.startsWith('http') ? path : `${baseUrl()}${path}`, { headers, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body, headers: res.headers };
}
