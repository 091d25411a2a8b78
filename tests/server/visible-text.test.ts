// Issue 36 §7: text made only of NUL, bidi controls or zero-width characters was accepted as
// a playlist title, a category translation, a blog translation title and a moderation
// reason ("reason required" then meant nothing). Every required free-text field now
// refuses it with text_not_visible (internal/textcheck, pb_hooks/lib/text-check.js).
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, freshUser, newClient, superuser, uid, type Outcome } from './helpers';
import { freshCategory } from './fixtures';

const INVISIBLE = ['\u0000\u0000', '\u202e\u202d\u2066', '\u200b\u200c\u200d\ufeff', '\u3164\u2800'];
const codeOf = (o: Outcome) => (o.error as { data?: { code?: string } } | undefined)?.data?.code;
const send = <T = any,>(pb: PocketBase, method: string, path: string, body?: unknown) =>
  attempt(() => pb.send<T>(path, { method, body, requestKey: null }));

describe('text without a visible character', () => {
  it('is no playlist title (create or rename); a real one is', async () => {
    const a = await freshUser();
    for (const title of INVISIBLE) {
      const r = await send(a.pb, 'POST', '/api/reelhouse/library/playlists', { title });
      expect(r.status, JSON.stringify(title)).toBe(400);
    }
    const ok = await send<any>(a.pb, 'POST', '/api/reelhouse/library/playlists', { title: '\u200bBeach\u200b' });
    expect(ok.ok).toBe(true);
    const renamed = await send(a.pb, 'PATCH', `/api/reelhouse/library/playlists/${ok.data.id}`, { title: '\u200b\u200b' });
    expect(renamed.status).toBe(400);
  });

  it('is no category translation', async () => {
    const admin = await client('admin');
    const c = await freshCategory();
    for (const name of INVISIBLE) {
      const r = await attempt(() => admin.collection('categories').update(c.id, { name_i18n: { de: name + name } }));
      expect(r.status, JSON.stringify(name)).toBe(400);
    }
    expect((await attempt(() => admin.collection('categories').update(c.id, { name_i18n: { de: 'Strand' } }))).ok).toBe(true);
  });

  it('is no blog translation title, and no blog or video title', async () => {
    const su = await superuser();
    const b = await su.collection('blogs').create({ title: uid('Visible ') });
    for (const title of INVISIBLE) {
      const r = await attempt(() => su.collection('blogs').update(b.id, { translations: { de: { title } } }));
      expect(r.status, JSON.stringify(title)).toBe(400);
      const t = await attempt(() => su.collection('blogs').update(b.id, { title }));
      expect(codeOf(t), JSON.stringify(title)).toBe('text_not_visible');
      const v = await attempt(() => su.collection('videos').create({ title, slug: uid('v-'), author: 'Tester' }));
      expect(codeOf(v), JSON.stringify(title)).toBe('text_not_visible');
    }
  });

  it('is no moderation reason: refused before the case is even looked up', async () => {
    const admin = await client('admin');
    for (const reason of INVISIBLE) {
      const r = await send(admin, 'POST', '/api/reelhouse/admin/cases/nosuchcase00000/dismiss', { reason });
      expect(r.status, JSON.stringify(reason)).toBe(400);
      expect(codeOf(r)).toBe('moderation_reason_required');
    }
    // A reason that shows passes the check (and then finds no case).
    expect((await send(admin, 'POST', '/api/reelhouse/admin/cases/nosuchcase00000/dismiss', { reason: 'Spam' })).status).toBe(404);
  });

  it('is no notification subject or content', async () => {
    const admin = await client('admin');
    const r = await send(admin, 'POST', '/api/reelhouse/notifications/send', { subject: '\u200b\u200b', content: 'Hello', target: 'admins' });
    expect(r.status).toBe(400);
    expect(codeOf(r)).toBe('text_not_visible');
  });

  it('is no DMCA notice: a work, name or signature of invisible characters is refused', async () => {
    const visitor = newClient();
    const notice = { work: 'My film', urls: ['/video/whatever'], name: 'Ann Owner', email: 'ann@example.com', signature: 'Ann Owner', good_faith: true, accuracy: true };
    for (const field of ['work', 'name', 'signature']) {
      const r = await send(visitor, 'POST', '/api/reelhouse/dmca', { ...notice, [field]: '\u200b\u202e\u0000' });
      expect(r.status, field).toBe(400);
    }
  });
});
