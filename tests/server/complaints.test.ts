// Complaints with deadlines (issue 38 item 2, internal/moderation due.go, statement.go,
// appeals.go, overdue.go, monthly.go): due times by reason, the queue in due order, the
// overdue count and the once-a-day mail, the statement of reasons to the uploader, one
// appeal decided by another admin (of 8 parallel decisions one wins), a depicted person's
// appeal through the keyed link of their report, and the monthly report's numbers.
import { createHmac } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, freshUser, rawGet, superuser, type Outcome } from './helpers';
import { freshVideo } from './fixtures';

const API = '/api/reelhouse';
const HOUR = 3600_000;
const codeOf = (o: Outcome) => (o.error as { data?: { code?: string } } | undefined)?.data?.code;
function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const at = (s: string) => new Date(String(s).replace(' ', 'T')).getTime();

/** 7 business days (Mon-Fri, UTC) after t: the rule of due.go, written again. */
function businessDays(t: number, n: number): number {
  let d = new Date(t);
  const dow = d.getUTCDay();
  if (dow === 6 || dow === 0) d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + (dow === 6 ? 2 : 1)));
  while (n > 0) {
    d = new Date(d.getTime() + 24 * HOUR);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n--;
  }
  return d.getTime();
}

/** A fresh creator's video reported for reason by a fresh member: the creator, video and case. */
async function reportedCase(reason: string, extra: Record<string, unknown> = {}) {
  const creator = await freshUser(['creator']);
  const video = await freshVideo(creator.record.id);
  const reporter = await freshUser();
  const r = await call(reporter.pb, 'POST', '/reports', { item_type: 'video', item: video.id, reason, ...extra });
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  const admin = await client('admin');
  const c = (await call<any>(admin, 'GET', `/admin/cases?item=${video.id}`)).data.items[0];
  return { creator, video, reporter, caseId: c.id as string, c };
}

async function secondAdmin() {
  return (await freshUser(['admin'])).pb;
}

describe('due times', () => {
  it('48 hours for under_18 and non_consensual, 7 business days for the rest; a severe report tightens a case; the queue is in due order', async () => {
    const spam = await reportedCase('spam');
    const created = at(spam.c.created);
    expect(Math.abs(at(spam.c.due_at) - businessDays(created, 7))).toBeLessThan(5000);
    expect(spam.c.overdue).toBe(false);
    expect(spam.c.time_left_seconds).toBeGreaterThan(5 * 24 * 3600);

    for (const reason of ['under_18', 'non_consensual']) {
      const severe = await reportedCase(reason);
      expect(Math.abs(at(severe.c.due_at) - (at(severe.c.created) + 48 * HOUR)), reason).toBeLessThan(5000);
    }
    // The spam case gets an under_18 report: due 48 hours from that report, never later.
    const later = await freshUser();
    expect((await call(later.pb, 'POST', '/reports', { item_type: 'video', item: spam.video.id, reason: 'under_18' })).ok).toBe(true);
    const admin = await client('admin');
    const tightened = (await call<any>(admin, 'GET', `/admin/cases/${spam.caseId}`)).data;
    expect(at(tightened.due_at)).toBeLessThan(Date.now() + 48 * HOUR + 5000);
    expect(at(tightened.due_at)).toBeGreaterThan(Date.now() + 47 * HOUR);

    // The queue: most urgent first.
    const queue = (await call<any>(admin, 'GET', '/admin/cases?perPage=100')).data.items as any[];
    const dues = queue.map((x) => at(x.due_at));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));

    // The settings are bounded by the law and the card rules.
    expect((await call(admin, 'PUT', '/admin/moderation/settings', { moderation_due_severe_hours: 49 })).status).toBe(400);
    expect((await call(admin, 'PUT', '/admin/moderation/settings', { moderation_due_business_days: 8 })).status).toBe(400);
    expect((await call(admin, 'PUT', '/admin/moderation/settings', { moderation_due_business_days: '7' })).status).toBe(400);
  });

  it('an overdue case is counted on the dashboard, listed overdue, and mailed once a day however many run it', async () => {
    const { caseId } = await reportedCase('copyright');
    const su = await superuser();
    await su.collection('moderation_cases').update(caseId, { due_at: new Date(Date.now() - HOUR).toISOString().replace('T', ' ') });
    const admin = await client('admin');
    const summary = (await call<any>(admin, 'GET', '/admin/moderation/summary')).data;
    expect(summary.overdue).toBeGreaterThanOrEqual(1);
    const row = (await call<any>(admin, 'GET', '/admin/cases?perPage=100')).data.items.find((x: any) => x.id === caseId);
    expect(row.overdue).toBe(true);
    expect(row.time_left_seconds).toBeLessThan(0);

    // Today's digest: claimed once, whoever runs it (the cron on two instances, a restart).
    const day = new Date().toISOString().slice(0, 10);
    for (const r of await su.collection('moderation_mail_days').getFullList({ filter: su.filter('day = {:d}', { d: day }) })) {
      await su.collection('moderation_mail_days').delete(r.id);
    }
    const runs = await Promise.all(Array.from({ length: 8 }, () => call<any>(admin, 'POST', '/admin/moderation/overdue-mail')));
    expect(runs.every((r) => r.ok)).toBe(true);
    expect(runs.filter((r) => r.data.sent).length).toBe(1);
    expect((await call<any>(admin, 'POST', '/admin/moderation/overdue-mail')).data.sent).toBe(false);
    expect((await su.collection('moderation_mail_days').getFullList({ filter: su.filter('day = {:d}', { d: day }) })).length).toBe(1);
    expect((await call(await client('member'), 'POST', '/admin/moderation/overdue-mail')).status).toBe(403);
  });
});

describe('statements of reasons and appeals', () => {
  it('every decision reaches the uploader with what, why, the rule and how to appeal, stored with the decision', async () => {
    const { creator, caseId } = await reportedCase('copyright');
    const admin = await client('admin');
    const decided = await call<any>(admin, 'POST', `/admin/cases/${caseId}/remove`, { reason: 'Uses a film without a licence.' });
    expect(decided.ok).toBe(true);
    const st = decided.data.statement;
    expect(st).toMatchObject({ decision: 'remove', why: 'Uses a film without a licence.', rule: { id: 'copyright', url: '/terms#copyright' } });
    expect(st.appeal_until).toBeTruthy();
    const notes = (await creator.pb.collection('notifications').getList(1, 10)).items;
    const n = notes.find((x) => x.kind === 'video_removed')!;
    expect(n.params).toMatchObject({ reason: 'Uses a film without a licence.', decision: 'remove', rule: { id: 'copyright' } });
    expect(n.content).toContain('Rule of the terms');
    expect(n.content).toContain('How to appeal');

    const kept = await reportedCase('spam');
    expect((await call(admin, 'POST', `/admin/cases/${kept.caseId}/dismiss`, { reason: 'Not spam.' })).ok).toBe(true);
    const keptNote = (await kept.creator.pb.collection('notifications').getList(1, 10)).items.find((x) => x.kind === 'case_decision');
    expect(keptNote?.params).toMatchObject({ decision: 'dismiss', reason: 'Not spam.' });
  });

  it('the uploader appeals once; the deciding admin cannot decide it; of 8 parallel decisions by another admin one wins; a reversal restores', async () => {
    const { creator, video, caseId } = await reportedCase('copyright');
    const admin = await client('admin');
    expect((await call(admin, 'POST', `/admin/cases/${caseId}/remove`, { reason: 'No licence shown.' })).ok).toBe(true);
    expect((await rawGet(`${API}/videos/${video.slug}`)).status).toBe(404);

    const appeal = await call<any>(creator.pb, 'POST', `/creator/cases/${caseId}/appeal`, { statement: 'Here is my licence for this film.' });
    expect(appeal.ok).toBe(true);
    expect(appeal.data).toMatchObject({ appeal_status: 'pending', appeal_by: 'uploader' });
    const twice = await call(creator.pb, 'POST', `/creator/cases/${caseId}/appeal`, { statement: 'And a second appeal, refused.' });
    expect(twice.status).toBe(409);

    // The admin who removed it cannot decide the appeal, nor go round it with a decision.
    const same = await call(admin, 'POST', `/admin/cases/${caseId}/appeal/reverse`, { reason: 'I was wrong.' });
    expect(same.status).toBe(403);
    expect(codeOf(same)).toBe('appeal_needs_other_admin');
    const around = await call(admin, 'POST', `/admin/cases/${caseId}/restore`, { reason: 'Restoring it myself.' });
    expect(around.status).toBe(409);
    expect(codeOf(around)).toBe('appeal_pending');
    expect((await call(await client('member'), 'POST', `/admin/cases/${caseId}/appeal/reverse`, { reason: 'x' })).status).toBe(403);

    const queue = (await call<any>(admin, 'GET', '/admin/cases?status=appeals&perPage=100')).data.items as any[];
    expect(queue.some((x) => x.id === caseId)).toBe(true);

    const other = await secondAdmin();
    const all = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call<any>(other, 'POST', `/admin/cases/${caseId}/appeal/${i % 2 ? 'uphold' : 'reverse'}`, { reason: 'The licence checks out.' }),
      ),
    );
    expect(all.filter((r) => r.ok).length).toBe(1);
    expect(all.filter((r) => r.status === 409).every((r) => codeOf(r) === 'appeal_already_decided')).toBe(true);
    expect(all.filter((r) => r.status === 409).length).toBe(7);
    const won = all.find((r) => r.ok)!.data;
    const su = await superuser();
    const audits = await su.collection('audit_log').getFullList({ filter: su.filter('target = {:t} && action ~ "case.appeal_"', { t: video.id }) });
    expect(audits.length).toBe(1);
    if (won.appeal_status === 'reversed') {
      expect(won.status).toBe('restored');
      expect((await rawGet(`${API}/videos/${video.slug}`)).status).toBe(200);
    } else {
      expect(won.status).toBe('removed');
      expect((await rawGet(`${API}/videos/${video.slug}`)).status).toBe(404);
    }
    const told = (await creator.pb.collection('notifications').getList(1, 10)).items.find((x) => x.kind === 'appeal_decided');
    expect(told?.params).toMatchObject({ decision: `appeal_${won.appeal_status}` });
  });

  it('a depicted person appeals a dismissal through the link of their report, once; a forged link is refused', async () => {
    const { creator, video, caseId } = await reportedCase('depicted_no_consent', { depicted_email: 'Person@Example.org' });
    const admin = await client('admin');
    const bad = await freshUser();
    expect((await call(bad.pb, 'POST', '/reports', { item_type: 'video', item: video.id, reason: 'spam', depicted_email: 'a@b.co' })).status).toBe(400);
    expect((await call(admin, 'POST', `/admin/cases/${caseId}/dismiss`, { reason: 'The release is on file.' })).ok).toBe(true);
    // The uploader has nothing to appeal in a dismissal.
    expect((await call(creator.pb, 'POST', `/creator/cases/${caseId}/appeal`, { statement: 'Nothing to appeal here.' })).status).toBe(400);

    const su = await superuser();
    const rep = (await su.collection('moderation_reports').getFullList({ filter: su.filter('case = {:c}', { c: caseId }) }))[0]!;
    expect(rep.depicted_email).toBe('person@example.org');
    const key = (await su.collection('secrets').getFirstListItem('key = "playback_signing_key"')).value as string;
    const token = createHmac('sha256', 'appeal:' + key).update(rep.id).digest('hex').slice(0, 40);
    const visitor = await client('visitor');
    const statement = { statement: 'I never agreed to this being published.' };
    for (const forged of [{ report: rep.id, token: token.replace(/.$/, token.endsWith('0') ? '1' : '0') }, { report: rep.id }, { report: 'x', token }]) {
      const r = await call(visitor, 'POST', `/cases/${caseId}/appeal`, { ...statement, ...forged });
      expect(r.status).toBe(403);
    }
    const ok = await call<any>(visitor, 'POST', `/cases/${caseId}/appeal`, { ...statement, report: rep.id, token });
    expect(ok.ok, JSON.stringify(ok.error)).toBe(true);
    expect((await call(visitor, 'POST', `/cases/${caseId}/appeal`, { ...statement, report: rep.id, token })).status).toBe(409);
    // The uploader sees that an appeal waits, not the person's words.
    const mine = (await call<any>(creator.pb, 'GET', '/creator/cases')).data.items.find((x: any) => x.id === caseId);
    expect(mine.appeal_by).toBe('depicted');
    expect(mine.appeal_statement).toBe('');

    const other = await secondAdmin();
    const reversed = await call<any>(other, 'POST', `/admin/cases/${caseId}/appeal/reverse`, { reason: 'No release from this person.' });
    expect(reversed.ok).toBe(true);
    expect(reversed.data.status).toBe('removed');
    expect((await rawGet(`${API}/videos/${video.slug}`)).status).toBe(404);
  });
});

describe('the monthly report', () => {
  it('counts the complaints, decisions, times to decision and appeals made here (CSV and JSON)', async () => {
    const admin = await client('admin');
    const month = new Date().toISOString().slice(0, 7);
    const read = async () => (await call<any>(admin, 'GET', `/admin/reports/monthly?month=${month}`)).data;
    const before = await read();

    const a = await reportedCase('spam');
    const b = await reportedCase('copyright');
    const c = await reportedCase('other');
    expect((await call(admin, 'POST', `/admin/cases/${a.caseId}/dismiss`, { reason: 'Fine.' })).ok).toBe(true);
    expect((await call(admin, 'POST', `/admin/cases/${b.caseId}/remove`, { reason: 'No licence.' })).ok).toBe(true);
    expect((await call(b.creator.pb, 'POST', `/creator/cases/${b.caseId}/appeal`, { statement: 'My licence is attached.' })).ok).toBe(true);
    expect((await call(await secondAdmin(), 'POST', `/admin/cases/${b.caseId}/appeal/uphold`, { reason: 'Not a licence.' })).ok).toBe(true);
    void c;

    const after = await read();
    const d = (k: string, sub?: string) => (sub ? after[k][sub] - before[k][sub] : after[k] - before[k]);
    expect(d('complaints')).toBe(3);
    expect(d('complaints_by_reason', 'spam')).toBe(1);
    expect(d('complaints_by_reason', 'copyright')).toBe(1);
    expect(d('complaints_by_reason', 'other')).toBe(1);
    expect(d('decisions')).toBe(2);
    expect(d('decisions_by_outcome', 'dismissed')).toBe(1);
    expect(d('decisions_by_outcome', 'removed')).toBe(1);
    expect(d('cases_decided')).toBe(2);
    expect(d('appeals')).toBe(1);
    expect(d('appeals_by_appellant', 'uploader')).toBe(1);
    expect(d('appeal_outcomes', 'upheld')).toBe(1);
    expect(after.worst_hours_to_decision).toBeGreaterThanOrEqual(0);
    expect(after.median_hours_to_decision).toBeLessThanOrEqual(after.worst_hours_to_decision);
    expect(typeof after.banned_term_searches).toBe('number');

    const csv = await rawGet(`${API}/admin/reports/monthly?month=${month}&format=csv`, { Authorization: admin.authStore.token });
    expect(csv.status).toBe(200);
    const text = csv.body;
    expect(text.split('\n')[0]).toBe('section,key,value');
    expect(text).toContain(`complaints,total,${after.complaints}`);
    expect(text).toContain(`appeals,total,${after.appeals}`);

    for (const bad of ['2026-13', 'nope', '']) expect((await call(admin, 'GET', `/admin/reports/monthly?month=${bad}`)).status).toBe(400);
    expect((await call(admin, 'GET', `/admin/reports/monthly?month=${month}&format=xml`)).status).toBe(400);
    expect((await call(await client('member'), 'GET', `/admin/reports/monthly?month=${month}`)).status).toBe(403);
  });
});
