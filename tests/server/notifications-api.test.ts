// Notifications (notification-routes.pb.js): inbox, read marks, admin send and user search.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, countAsSuperuser, emailOf, freshUser, superuser, userId, type Outcome } from './helpers';

const API = '/api/reelhouse';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

async function send(body: Record<string, unknown>) {
  return call(await client('admin'), 'POST', '/notifications/send', body);
}

describe('inbox', () => {
  it('lists mine, unread first then newest, with totals and paging edges', async () => {
    const { pb, record } = await freshUser();
    for (let i = 0; i < 4; i++) {
      const r = await send({ subject: `s${i}`, content: `c${i}`, target: 'users', recipient_ids: [record.id] });
      expect(r.data).toMatchObject({ sent: 1 });
    }
    let list = await call<any>(pb, 'GET', '/notifications');
    expect(list.data).toMatchObject({ page: 1, totalItems: 4, unread: 4 });
    expect(list.data.items.map((n: any) => n.subject)).toEqual(['s3', 's2', 's1', 's0']);
    expect(list.data.items[0]).toMatchObject({ content: 'c3', sender_email: emailOf('admin'), read_at: '' });

    const oldest = list.data.items[3];
    const read = await call<any>(pb, 'POST', `/notifications/${oldest.id}/read`);
    expect(read.data).toMatchObject({ id: oldest.id, unread: 3 });
    expect(read.data.read_at).not.toBe('');
    list = await call<any>(pb, 'GET', '/notifications');
    expect(list.data.unread).toBe(3);
    expect(list.data.items.map((n: any) => n.subject)).toEqual(['s3', 's2', 's1', 's0']);

    const newest = list.data.items[0];
    await call(pb, 'POST', `/notifications/${newest.id}/read`);
    list = await call<any>(pb, 'GET', '/notifications');
    expect(list.data.items.map((n: any) => n.subject)).toEqual(['s2', 's1', 's3', 's0']);

    const p0 = await call<any>(pb, 'GET', '/notifications?page=0&perPage=2');
    expect(p0.data).toMatchObject({ page: 1, perPage: 2, totalPages: 2 });
    expect(p0.data.items).toHaveLength(2);
    const past = await call<any>(pb, 'GET', '/notifications?page=50');
    expect(past.data.items).toEqual([]);
    const huge = await call<any>(pb, 'GET', '/notifications?perPage=999999');
    expect(huge.data.perPage).toBe(100);

    const all = await call<any>(pb, 'POST', '/notifications/read-all');
    expect(all.data).toEqual({ updated: 2, unread: 0 });
    expect((await call<any>(pb, 'GET', '/notifications')).data.unread).toBe(0);
  });

  it('keeps inboxes private', async () => {
    const a = await freshUser();
    const b = await freshUser();
    await send({ subject: 'private', content: 'for a', target: 'users', recipient_ids: [a.record.id] });
    const mine = await call<any>(a.pb, 'GET', '/notifications');
    const id = mine.data.items[0].id;
    expect((await call<any>(b.pb, 'GET', '/notifications')).data.totalItems).toBe(0);
    expect((await call(b.pb, 'POST', `/notifications/${id}/read`)).status).toBe(404);
    expect((await call(a.pb, 'POST', `/notifications/nosuchnotif123/read`)).status).toBe(404);
    for (const path of ['/notifications', '/notifications/read-all']) {
      const r = await call(await client('visitor'), path === '/notifications' ? 'GET' : 'POST', path);
      expect(r.status, path).toBe(401);
    }
  });
});

describe('POST /notifications/send', () => {
  it('is admin only', async () => {
    const body = { subject: 's', content: 'c', target: 'all' };
    expect((await call(await client('visitor'), 'POST', '/notifications/send', body)).status).toBe(401);
    for (const role of ['member', 'premium', 'creator'] as const) {
      expect((await call(await client(role), 'POST', '/notifications/send', body)).status, role).toBe(403);
    }
  });

  it('validates with the spec messages', async () => {
    const me = await userId('member');
    for (const body of [
      { subject: '', content: 'c', target: 'all' },
      { subject: 's', content: '   ', target: 'all' },
      { target: 'users', recipient_ids: [me] },
    ]) {
      const r = await send(body);
      expect(r.status).toBe(400);
      expect(msg(r)).toMatch(/^Please fill in all fields/);
    }
    for (const body of [
      { subject: 's', content: 'c', target: 'users' },
      { subject: 's', content: 'c', target: 'users', recipient_ids: [] },
      { subject: 's', content: 'c', target: 'users', recipient_ids: ['nosuchuser0000'] },
    ]) {
      const r = await send(body);
      expect(r.status).toBe(400);
      expect(msg(r)).toMatch(/^Please select at least one recipient/);
    }
    expect((await send({ subject: 's', content: 'c', target: 'everyone' })).status).toBe(400);
  });

  it('sends one row per recipient for a role broadcast', async () => {
    const subject = `creators ${Date.now()}`;
    await userId('creator');
    await userId('creator2');
    const creators = await countAsSuperuser('users', 'roles ~ "creator"');
    const r = await send({ subject, content: 'hello creators', target: 'creators' });
    expect(r.data).toMatchObject({ sent: creators, realtime: true });
    expect(await countAsSuperuser('notifications', `subject = "${subject}"`)).toBe(creators);
    const su = await superuser();
    const row = await su.collection('notifications').getFirstListItem(su.filter('subject = {:s} && recipient = {:r}', { s: subject, r: await userId('creator') }));
    expect(row).toMatchObject({ sender: await userId('admin'), sender_email: emailOf('admin'), content: 'hello creators' });
    expect(await countAsSuperuser('notifications', `subject = "${subject}" && recipient = "${await userId('member')}"`)).toBe(0);
  });

  it('sends to admins and to all users', async () => {
    const s1 = `admins ${Date.now()}`;
    const admins = await countAsSuperuser('users', 'roles ~ "admin"');
    expect((await send({ subject: s1, content: 'c', target: 'admins' })).data).toMatchObject({ sent: admins });
    const s2 = `all ${Date.now()}`;
    const everyone = await countAsSuperuser('users');
    expect((await send({ subject: s2, content: 'c', target: 'all' })).data).toMatchObject({ sent: everyone });
    expect(await countAsSuperuser('notifications', `subject = "${s2}"`)).toBe(everyone);
  });

  it('sends to chosen users, deduplicated', async () => {
    const a = await userId('member');
    const b = await userId('member2');
    const subject = `chosen ${Date.now()}`;
    expect((await send({ subject, content: 'c', target: 'users', recipient_ids: [a, b, a] })).data).toMatchObject({ sent: 2, realtime: true });
  });
});

describe('the log of sends (GET /notifications/sent)', () => {
  it('records each send once, with its target and recipient count, newest first', async () => {
    const a = await userId('member');
    const subject = `logged ${Date.now()}`;
    const r = await send({ subject, content: 'body', target: 'users', recipient_ids: [a] });
    const list = await call<any>(await client('admin'), 'GET', '/notifications/sent');
    expect(list.data.items[0]).toMatchObject({ id: r.data.id, subject, content: 'body', target: 'users', recipients: 1, sender_email: emailOf('admin') });
  });

  it('a repeated submit with the same id notifies nobody twice', async () => {
    const { record } = await freshUser();
    const id = `s${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15);
    const body = { id, subject: 'once', content: 'only once', target: 'users', recipient_ids: [record.id] };
    const [one, two] = await Promise.all([send(body), send(body)]);
    expect([one.status, two.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const again = await send(body);
    expect(again.data).toMatchObject({ id, sent: 1, repeated: true });
    expect(await countAsSuperuser('notifications', `recipient = "${record.id}"`)).toBe(1);
    expect(await countAsSuperuser('notification_sends', `id = "${id}"`)).toBe(1);
    expect((await send({ ...body, id: 'BAD' })).status).toBe(400);
  });

  it('is admin only', async () => {
    expect((await call(await client('visitor'), 'GET', '/notifications/sent')).status).toBe(401);
    for (const role of ['member', 'premium', 'creator'] as const) {
      expect((await call(await client(role), 'GET', '/notifications/sent')).status, role).toBe(403);
    }
  });
});

describe('GET /users/search', () => {
  it('is admin only', async () => {
    expect((await call(await client('visitor'), 'GET', '/users/search?email=t')).status).toBe(401);
    expect((await call(await client('member'), 'GET', '/users/search?email=t')).status).toBe(403);
    expect((await call(await client('creator'), 'GET', '/users/search?email=t')).status).toBe(403);
  });

  it('needs one character, returns at most 5, case-insensitive, with exclusions', async () => {
    const admin = await client('admin');
    expect((await call(admin, 'GET', '/users/search?email=')).status).toBe(400);
    expect((await call(admin, 'GET', '/users/search?email=%20')).status).toBe(400);
    const r = await call<any>(admin, 'GET', '/users/search?email=MEMBER');
    const emails = r.data.items.map((u: any) => u.email);
    expect(emails).toContain(emailOf('member'));
    expect(r.data.items.length).toBeLessThanOrEqual(5);
    expect(Object.keys(r.data.items[0]).sort()).toEqual(['email', 'id', 'username']);
    const few = await call<any>(admin, 'GET', '/users/search?email=t.local');
    expect(few.data.items).toHaveLength(5);
    const excluded = await call<any>(admin, 'GET', `/users/search?email=member&exclude=${await userId('member')},${await userId('member2')}`);
    const ids = excluded.data.items.map((u: any) => u.id);
    expect(ids).not.toContain(await userId('member'));
    expect(ids).not.toContain(await userId('member2'));
    const wild = await call<any>(admin, 'GET', '/users/search?email=%25');
    expect(wild.data.items).toEqual([]);
  });
});
