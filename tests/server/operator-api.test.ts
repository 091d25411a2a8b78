// The operator's read APIs (issue 36 §7, §8; internal/moderation case_view.go, audit_view.go,
// members.go): admins only; the case queues carry a comment's text and author; the audit log
// names its targets and filters by the actor's name and by an action from the list it
// offers; the Members tab finds a member by the start of their name or e-mail (never the
// middle: an index range, not a scan) and shows their reports, cases and notices; mail off
// is on the dashboard and mail goes out under the site's name.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, freshUser, superuser, uid, type Outcome } from './helpers';
import { freshComment, freshVideo } from './fixtures';

const API = '/api/reelhouse';
function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const report = (pb: PocketBase, item: string, reason: string, item_type = 'video') =>
  call(pb, 'POST', '/reports', { item_type, item, reason, details: 'seen by a member' });

describe('the operator APIs are for admins only', () => {
  it('visitors get 401, members and creators 403, admins 200', async () => {
    const someone = await freshUser();
    const paths = ['/admin/members', '/admin/members?q=a', `/admin/members/${someone.record.id}`, '/admin/audit', '/admin/audit/actions', '/admin/cases', '/admin/cases?status=decided'];
    const [visitor, member, creator, admin] = await Promise.all([client('visitor'), client('member'), client('creator'), client('admin')]);
    for (const path of paths) {
      expect((await call(visitor, 'GET', path)).status, path).toBe(401);
      expect((await call(member, 'GET', path)).status, path).toBe(403);
      expect((await call(creator, 'GET', path)).status, path).toBe(403);
      expect((await call(admin, 'GET', path)).status, path).toBe(200);
    }
    // A member's e-mail is never in a non-admin's answer.
    expect(JSON.stringify((await call(member, 'GET', '/admin/members?q=f_')).data ?? {})).not.toContain('@t.local');
  });
});

describe('members', () => {
  it('found by the start of the username or of the e-mail, not by its middle; a long search is a 400', async () => {
    const m = await freshUser();
    const name = m.record.username as string;
    const admin = await client('admin');
    const byName = await call<{ items: { id: string; email: string }[] }>(admin, 'GET', `/admin/members?q=${name.toUpperCase()}`);
    expect(byName.data!.items.map((i) => i.id)).toEqual([m.record.id]);
    expect(byName.data!.items[0]!.email).toBe(m.record.email);
    const byMail = await call<{ items: { id: string }[] }>(admin, 'GET', `/admin/members?q=${encodeURIComponent(`${m.record.email}`.slice(0, -3))}`);
    expect(byMail.data!.items.map((i) => i.id)).toContain(m.record.id);
    const middle = await call<{ items: { id: string }[] }>(admin, 'GET', `/admin/members?q=${name.slice(3)}`);
    expect(middle.data!.items.map((i) => i.id)).not.toContain(m.record.id);
    const paged = await call<{ items: unknown[] }>(admin, 'GET', '/admin/members?q=f_&perPage=2&page=2');
    expect(paged.data!.items.length).toBeLessThanOrEqual(2);
    expect((await call(admin, 'GET', `/admin/members?q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await call(admin, 'GET', '/admin/members/nope-nope')).status).toBe(404);
  });

  it("a member's page: the reports they filed, the cases about them and the moderators' notices", async () => {
    const creator = await freshUser(['creator']);
    const reporter = await freshUser();
    const video = await freshVideo(creator.record.id);
    const other = await freshVideo(null);
    expect((await report(reporter.pb, other.id, 'spam')).ok).toBe(true);
    expect((await report(reporter.pb, video.id, 'copyright')).ok).toBe(true);
    const admin = await client('admin');
    const reason = uid('Final warning ');
    expect((await call(admin, 'POST', `/admin/users/${creator.record.id}/warn`, { reason })).ok).toBe(true);

    const page = await call<any>(admin, 'GET', `/admin/members/${reporter.record.id}`);
    expect(page.data.reports.map((r: any) => r.item)).toEqual([video.id, other.id]); // newest first
    expect(page.data.reports[0]).toMatchObject({ reason: 'copyright', item_type: 'video', title: video.title, status: 'open' });

    const made = await call<any>(admin, 'GET', `/admin/members/${creator.record.id}`);
    expect(made.data.username).toBe(creator.record.username);
    expect(made.data.cases.map((c: any) => c.item)).toEqual([video.id]);
    expect(made.data.cases[0]).toMatchObject({ title: video.title, creator_name: creator.record.username });
    expect(made.data.notices[0]).toMatchObject({ action: 'member.warn', reason, target: creator.record.id, target_name: creator.record.username });
  });
});

describe('case queues', () => {
  it("a comment case carries the comment's text, author and video; decided cases leave the open queue for the decided one", async () => {
    const author = await freshUser();
    const comment = await freshComment(author.record.id);
    const admin = await client('admin');
    expect((await report(await client('member'), comment.id, 'spam', 'comment')).ok).toBe(true);
    const open = await call<any>(admin, 'GET', `/admin/cases?item=${comment.id}`);
    const c = open.data.items[0];
    expect(c).toMatchObject({ item_type: 'comment', comment_text: comment.content, comment_author: author.record.username, creator_name: author.record.username });
    const onVideo = await (await superuser()).collection('videos').getOne(comment.video as string);
    expect(c.comment_video_title).toBe(onVideo.title);

    const queue = await call<any>(admin, 'GET', '/admin/cases?perPage=100');
    expect(queue.data.items.every((x: any) => x.status === 'open' || x.status === 'hidden')).toBe(true);
    expect((await call(admin, 'POST', `/admin/cases/${c.id}/dismiss`, { reason: 'Harsh but allowed.' })).ok).toBe(true);
    const decided = await call<any>(admin, 'GET', '/admin/cases?status=decided&perPage=5');
    expect(decided.data.items[0]).toMatchObject({ id: c.id, status: 'dismissed', comment_text: comment.content });
    expect(decided.data.items.every((x: any) => x.status !== 'open' && x.status !== 'hidden')).toBe(true);
    const newestFirst = (xs: string[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
    const deeper = await call<any>(admin, 'GET', '/admin/cases?status=decided&perPage=50');
    expect(newestFirst(deeper.data.items.map((x: any) => x.updated))).toBe(true);
    // The open queue: most urgent first (issue 38 §2: by due time, severe first on ties).
    const queued = (await call<any>(admin, 'GET', '/admin/cases?perPage=100')).data.items as { due_at: string; severity: number }[];
    const due = (x: { due_at: string }) => Date.parse(x.due_at);
    expect(queued.every((x, i) => i === 0 || due(queued[i - 1]!) < due(x) || (due(queued[i - 1]!) === due(x) && queued[i - 1]!.severity >= x.severity))).toBe(true);
    expect((await call(admin, 'GET', `/admin/cases?item=${'x'.repeat(60)}`)).status).toBe(400);
  });
});

describe('audit log', () => {
  it('names each target, filters by the actor name (any case) and an action from its list', async () => {
    const admin = await client('admin');
    const adminName = (admin.authStore.record?.username as string) ?? '';
    const target = await freshUser();
    const reason = uid('Audit probe ');
    expect((await call(admin, 'POST', `/admin/users/${target.record.id}/warn`, { reason })).ok).toBe(true);

    const actions = await call<{ items: string[] }>(admin, 'GET', '/admin/audit/actions');
    expect(actions.data!.items).toContain('member.warn');
    expect(actions.data!.items).toEqual([...new Set(actions.data!.items)].sort());

    const mine = await call<any>(admin, 'GET', `/admin/audit?actor_name=${adminName.toUpperCase()}&action=member.warn`);
    expect(mine.data.items[0]).toMatchObject({ action: 'member.warn', reason, target: target.record.id, target_type: 'user', target_name: target.record.username });
    expect(mine.data.items.every((e: any) => e.actor_name === adminName && e.action === 'member.warn')).toBe(true);
    const all = (await call<any>(admin, 'GET', '/admin/audit?perPage=100&page=2')).data.items.map((e: any) => e.created);
    expect(all.every((x: string, i: number) => i === 0 || all[i - 1] >= x)).toBe(true);
    const nobody = await call<any>(admin, 'GET', `/admin/audit?actor_name=${uid('nobody_')}`);
    expect(nobody.data.items).toEqual([]);

    const video = await freshVideo(null);
    expect((await report(await client('member'), video.id, 'spam')).ok).toBe(true);
    const kase = (await call<any>(admin, 'GET', `/admin/cases?item=${video.id}`)).data.items[0];
    expect((await call(admin, 'POST', `/admin/cases/${kase.id}/dismiss`, { reason: 'Not spam.' })).ok).toBe(true);
    const dismissed = await call<any>(admin, 'GET', `/admin/audit?action=case.dismiss&actor_name=${adminName}`);
    expect(dismissed.data.items[0]).toMatchObject({ target: video.id, target_name: video.title, target_slug: video.slug });

    for (const bad of ['from=yesterday', `actor_name=${'x'.repeat(201)}`, `action=${'x'.repeat(201)}`]) {
      expect((await call(admin, 'GET', `/admin/audit?${bad}`)).status, bad).toBe(400);
    }
  });
});

describe('mail', () => {
  it("goes out under the site's name, and the dashboard says when it is off", async () => {
    const su = await superuser();
    const site = await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: 'site' }));
    const settings = await su.settings.getAll();
    const name = ((site.value as { site_name?: string }).site_name ?? '').trim() || 'Reelhouse';
    expect(settings.meta.senderName).toBe(name);
    expect(settings.meta.appName).toBe(name);
    const { notices } = await (await client('admin')).send<{ notices: { key: string }[] }>(`${API}/admin/setup-notices`, { requestKey: null });
    expect(notices.some((n) => n.key === 'mail_off')).toBe(!settings.smtp.enabled);
  });
});
