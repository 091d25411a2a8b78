// Broadcasts (sends above the record limit): one notification_sends row that each member's
// inbox reads, instead of a row per member. Runs its own server with a record limit of 3,
// so a broadcast needs only a handful of users. Read marks, read-all, role targets and
// "only broadcasts sent after the account was made" are checked through the inbox routes.
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer } from './launch.mjs';

let server: Awaited<ReturnType<typeof launchServer>>;
let su: PocketBase;
const PASSWORD = 'bcast-Passw0rd-1';

beforeAll(async () => {
  process.env.REELHOUSE_NOTIFY_RECORD_LIMIT = '3';
  try {
    server = await launchServer({ videos: 12, minVideos: 12, log: () => {} });
  } finally {
    delete process.env.REELHOUSE_NOTIFY_RECORD_LIMIT;
  }
  su = new PocketBase(server.baseUrl);
  su.autoCancellation(false);
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

let n = 0;
async function user(roles: string[] = []) {
  const name = `bc_${Date.now().toString(36)}${n++}`;
  const rec = await su.collection('users').create({ username: name, email: `${name}@t.local`, password: PASSWORD, passwordConfirm: PASSWORD, roles, verified: true });
  const pb = new PocketBase(server.baseUrl);
  pb.autoCancellation(false);
  await pb.collection('users').authWithPassword(`${name}@t.local`, PASSWORD);
  return { id: rec.id as string, pb };
}
const inbox = (pb: PocketBase) => pb.send<any>('/api/reelhouse/notifications?perPage=50', {});
const send = (body: object) => su.send<any>('/api/reelhouse/notifications/send', { method: 'POST', body });

describe('broadcast sends', () => {
  it('write one row, reach every member once, and keep read state per member', async () => {
    const a = await user();
    const b = await user();
    const before = await su.collection('notifications').getList(1, 1);
    const r = await send({ subject: 'To all', content: 'Hello everyone', target: 'all' });
    expect(r.realtime).toBe(false);
    expect(r.sent).toBeGreaterThan(3);
    expect((await su.collection('notifications').getList(1, 1)).totalItems).toBe(before.totalItems);
    const log = await su.collection('notification_sends').getOne(r.id);
    expect(log).toMatchObject({ broadcast: true, recipients: r.sent, target: 'all' });

    const ia = await inbox(a.pb);
    expect(ia).toMatchObject({ totalItems: 1, unread: 1 });
    expect(ia.items[0]).toMatchObject({ id: r.id, subject: 'To all', content: 'Hello everyone', read_at: '' });

    const read = await a.pb.send<any>(`/api/reelhouse/notifications/${r.id}/read`, { method: 'POST' });
    expect(read).toMatchObject({ id: r.id, unread: 0 });
    expect(read.read_at).not.toBe('');
    expect((await inbox(a.pb)).unread).toBe(0);
    // b's copy is untouched, and reading twice is harmless.
    expect((await inbox(b.pb)).unread).toBe(1);
    await a.pb.send(`/api/reelhouse/notifications/${r.id}/read`, { method: 'POST' });
    expect((await inbox(a.pb)).totalItems).toBe(1);

    await b.pb.send('/api/reelhouse/notifications/read-all', { method: 'POST' });
    expect((await inbox(b.pb)).unread).toBe(0);
  });

  it('mixes own rows and broadcasts, unread first; later members do not get older broadcasts', async () => {
    const a = await user();
    const cast = await send({ subject: 'Broadcast', content: 'b', target: 'all' });
    const own = await send({ subject: 'Personal', content: 'p', target: 'users', recipient_ids: [a.id] });
    expect(own.realtime).toBe(true);
    await a.pb.send(`/api/reelhouse/notifications/${cast.id}/read`, { method: 'POST' });
    const list = await inbox(a.pb);
    expect(list.items.map((x: any) => x.subject)).toEqual(['Personal', 'Broadcast']);
    expect(list).toMatchObject({ totalItems: 2, unread: 1 });

    const late = await user();
    expect((await inbox(late.pb)).totalItems).toBe(0);
    // Someone else's broadcast id cannot be marked by a member it was not meant for.
    const admins = await send({ subject: 'Admins only', content: 'x', target: 'admins' });
    if (!admins.realtime) {
      const res = await late.pb.send(`/api/reelhouse/notifications/${admins.id}/read`, { method: 'POST' }).catch((e) => e);
      expect(res.status).toBe(404);
    }
  });

  it('a role broadcast reaches only members with that role', async () => {
    const creators = await Promise.all([user(['creator']), user(['creator']), user(['creator']), user(['creator'])]);
    const member = await user();
    const r = await send({ subject: 'Creators', content: 'c', target: 'creators' });
    expect(r.realtime).toBe(false);
    for (const c of creators) expect((await inbox(c.pb)).items.map((x: any) => x.subject)).toContain('Creators');
    expect((await inbox(member.pb)).items.map((x: any) => x.subject)).not.toContain('Creators');
  });
});
