import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from './pb';
import { queryClient } from './query-client';
import { ME_PATH, getSession, logout, refreshSession } from './session';
import type { Me } from './types';

// An unsigned JWT the SDK accepts as "not expired" (it only reads the payload).
function token(sub: string): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

const me: Me = {
  id: 'user1aaaaaaaaaa',
  email: 'a@example.com',
  username: 'alice',
  roles: ['admin'],
  is_admin: true,
  is_creator: false,
  is_premium: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    pb.authStore.clear();
  });

  it('is a visitor without a token and asks nothing', async () => {
    pb.authStore.clear();
    expect(await refreshSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ user: null, status: 'ready', loading: false });
  });

  it('takes the roles from the server', async () => {
    fetchMock.mockResolvedValue(json(200, me));
    pb.authStore.save(token(me.id), { id: me.id, collectionId: 'x', collectionName: 'users' });
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a).toEqual(me);
    expect(b).toEqual(me);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(ME_PATH);
    expect(getSession()).toMatchObject({ user: me, roles: ['admin'], status: 'ready' });
  });

  it('signs out locally when the server refuses the token', async () => {
    fetchMock.mockResolvedValue(json(401, { status: 401, message: 'Unauthorized', data: {} }));
    pb.authStore.save(token(me.id), { id: me.id, collectionId: 'x', collectionName: 'users' });
    expect(await refreshSession()).toBeNull();
    expect(pb.authStore.token).toBe('');
    expect(getSession().user).toBeNull();
  });

  it('reports an error when the server cannot be asked and nothing is known', async () => {
    await logout();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    pb.authStore.save(token('other'), { id: 'other', collectionId: 'x', collectionName: 'users' });
    expect(await refreshSession()).toBeNull();
    expect(getSession()).toMatchObject({ user: null, status: 'error' });
  });

  it('starts offline with the last answer of the same member only', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });
    fetchMock.mockResolvedValue(json(200, me));
    pb.authStore.save(token(me.id), { id: me.id, collectionId: 'x', collectionName: 'users' });
    await refreshSession();
    queryClient.clear();
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await refreshSession()).toEqual(me);
    expect(getSession()).toMatchObject({ user: me, status: 'ready' });
    // Another member on this device: the first one's answer is not theirs.
    pb.authStore.save(token('other'), { id: 'other', collectionId: 'x', collectionName: 'users' });
    expect(await refreshSession()).toBeNull();
    expect(getSession()).toMatchObject({ user: null, status: 'error' });
  });

  it('keeps each member under their own key: a late answer for the previous one never shows', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (answer = r)));
    pb.authStore.save(token(me.id), { id: me.id, collectionId: 'x', collectionName: 'users' });
    const first = refreshSession();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const bob = { ...me, id: 'bob', roles: [], is_admin: false };
    fetchMock.mockResolvedValueOnce(json(200, bob));
    pb.authStore.save(token('bob'), { id: 'bob', collectionId: 'x', collectionName: 'users' });
    await refreshSession();
    answer(json(200, me));
    await first;
    expect(getSession()).toMatchObject({ user: bob, roles: [] });
  });
});
