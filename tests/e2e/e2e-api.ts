// Helpers of the account and content specs: superuser and admin calls against the test server.
import type { APIRequestContext } from '@playwright/test';
import { SUPERUSER } from '../server/launch.mjs';

export const PASSWORD = 'e2e-Passw0rd';
let n = 0;
export const tag = (p = 'e') => `${p}${Date.now().toString(36)}${(n++).toString(36)}`;

export async function suToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/collections/_superusers/auth-with-password', { data: { identity: SUPERUSER.email, password: SUPERUSER.password } });
  return ((await res.json()) as { token: string }).token;
}

export async function suCreate(request: APIRequestContext, collection: string, data: Record<string, unknown>) {
  const token = await suToken(request);
  const res = await request.post(`/api/collections/${collection}/records`, { data, headers: { Authorization: token } });
  if (!res.ok()) throw new Error(`${collection} create ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Record<string, string> & { id: string };
}

export async function makeUser(request: APIRequestContext, roles: string[] = []) {
  const t = tag('u');
  const user = { email: `${t}@e2e.local`, username: t, password: PASSWORD };
  const rec = await suCreate(request, 'users', { ...user, passwordConfirm: PASSWORD, verified: true, roles });
  return { ...user, id: rec.id };
}

export async function userToken(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/collections/users/auth-with-password', { data: { identity: email, password } });
  return ((await res.json()) as { token: string }).token;
}
