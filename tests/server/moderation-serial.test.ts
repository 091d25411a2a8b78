// Issue 36 remainders: a counter-statement is serial like the decisions (of 8 parallel
// submits one is stored, with one audit entry; the others get 409); an identical warning
// sent twice at once (a double click, two admins) reaches the member once; and every
// "required" text of the moderation routes (decision and member-action reasons, creator
// review notes, the DMCA notice's work, name and signature; report details and the notice's
// contact lines when given) refuses text made only of NUL, bidi or zero-width characters.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, freshUser, superuser, type Outcome } from './helpers';
import { freshVideo } from './fixtures';

const API = '/api/reelhouse';
const INVISIBLE = ['\u0000\u0000\u0000', '\u202e\u202d\u2066\u2069', '\u200b\u200c\u200d\ufeff\u2060', '\u3164\u2800\u115f'];
const codeOf = (o: Outcome) => (o.error as { data?: { code?: string } } | undefined)?.data?.code;

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}

async function auditOf(target: string, action: string) {
  const su = await superuser();
  return su.collection('audit_log').getFullList({ filter: su.filter('target = {:t} && action = {:a}', { t: target, a: action }) });
}

/** A creator's video, reported (copyright: no auto-hide) and removed by an admin: its case. */
async function removedCase() {
  const creator = await freshUser(['creator']);
  const v = await freshVideo(creator.record.id);
  const reporter = await freshUser();
  expect((await call(reporter.pb, 'POST', '/reports', { item_type: 'video', item: v.id, reason: 'copyright', details: 'my film' })).status).toBe(200);
  const admin = await client('admin');
  const c = (await call<any>(admin, 'GET', `/admin/cases?item=${v.id}`)).data.items[0];
  expect((await call(admin, 'POST', `/admin/cases/${c.id}/remove`, { reason: 'Uses a film without a licence.' })).ok).toBe(true);
  return { creator, video: v, caseId: c.id as string };
}

describe('a counter-statement is serial', () => {
  it('8 parallel submits: one stored with one audit entry, 7 answered 409; a later one 409 too', async () => {
    const { creator, video, caseId } = await removedCase();
    const statements = Array.from({ length: 8 }, (_, i) => `Statement ${i}: I hold the licence for this film.`);
    const all = await Promise.all(statements.map((statement) => call<any>(creator.pb, 'POST', `/creator/cases/${caseId}/counter`, { statement })));
    expect(all.filter((r) => r.ok).length).toBe(1);
    expect(all.filter((r) => r.status === 409).length).toBe(7);
    expect(codeOf(all.find((r) => r.status === 409)!)).toBe('counter_statement_exists');
    const winner = all.find((r) => r.ok)!.data.counter_statement as string;
    expect(statements).toContain(winner);
    const stored = await (await superuser()).collection('moderation_cases').getOne(caseId);
    expect(stored.counter_statement).toBe(winner);
    expect((await auditOf(video.id, 'case.counter_statement')).length).toBe(1);

    const again = await call(creator.pb, 'POST', `/creator/cases/${caseId}/counter`, { statement: 'A second statement, sent later.' });
    expect(again.status).toBe(409);
    expect((await auditOf(video.id, 'case.counter_statement')).length).toBe(1);
  });

  it('refuses a statement without a visible character (long enough for the length check)', async () => {
    const { creator, caseId } = await removedCase();
    for (const blank of INVISIBLE) {
      const r = await call(creator.pb, 'POST', `/creator/cases/${caseId}/counter`, { statement: blank.repeat(4) });
      expect(r.status, JSON.stringify(blank)).toBe(400);
    }
    expect((await (await superuser()).collection('moderation_cases').getOne(caseId)).counter_statement).toBe('');
  });
});

describe('a warning is sent once', () => {
  const warningsOf = async (member: string) => {
    const su = await superuser();
    return su.collection('notifications').getFullList({ filter: su.filter('recipient = {:r} && kind = "member_warning"', { r: member }) });
  };

  it('8 parallel identical warnings: every request 200, one notice and one audit entry; another reason is a new warning', async () => {
    const admin = await client('admin');
    const target = await freshUser();
    const id = target.record.id;
    const all = await Promise.all(Array.from({ length: 8 }, () => call<any>(admin, 'POST', `/admin/users/${id}/warn`, { reason: 'Spam in comments.' })));
    expect(all.every((r) => r.ok), JSON.stringify(all.find((r) => !r.ok))).toBe(true);
    expect(all.filter((r) => r.data.duplicate === false).length).toBe(1);
    const repeats = all.filter((r) => r.data.duplicate === true);
    expect(repeats.length).toBe(7);
    expect(repeats[0]!.data.warned_at).not.toBe('');
    expect((await warningsOf(id)).length).toBe(1);
    expect((await auditOf(id, 'member.warn')).length).toBe(1);

    // The same words, padded: the same warning.
    expect((await call<any>(admin, 'POST', `/admin/users/${id}/warn`, { reason: '  Spam in comments.\n' })).data.duplicate).toBe(true);
    // Another reason is another warning.
    const other = await call<any>(admin, 'POST', `/admin/users/${id}/warn`, { reason: 'Harassing another member.' });
    expect(other.data.duplicate).toBe(false);
    expect((await warningsOf(id)).length).toBe(2);
    expect((await auditOf(id, 'member.warn')).length).toBe(2);
    // Another member with the same reason is warned too.
    const second = await freshUser();
    expect((await call<any>(admin, 'POST', `/admin/users/${second.record.id}/warn`, { reason: 'Spam in comments.' })).data.duplicate).toBe(false);
    expect((await warningsOf(second.record.id)).length).toBe(1);
  });
});

describe('required moderation text must show something', () => {
  it('decision and member-action reasons, and creator review notes', async () => {
    const admin = await client('admin');
    const { caseId } = await removedCase();
    const member = (await freshUser()).record.id;
    for (const reason of INVISIBLE) {
      for (const action of ['dismiss', 'hide', 'remove', 'restore', 'approve']) {
        const r = await call(admin, 'POST', `/admin/cases/${caseId}/${action}`, { reason });
        expect(r.status, `${action} ${JSON.stringify(reason)}`).toBe(400);
        expect(codeOf(r)).toBe('moderation_reason_required');
      }
      for (const action of ['warn', 'suspend', 'unsuspend']) {
        const r = await call(admin, 'POST', `/admin/users/${member}/${action}`, { reason });
        expect(r.status, `${action} ${JSON.stringify(reason)}`).toBe(400);
        expect(codeOf(r)).toBe('moderation_reason_required');
      }
      // Checked before the request is looked up: a visible note then finds none (404).
      for (const action of ['reject', 'revoke']) {
        const r = await call(admin, 'POST', `/admin/creator-requests/nosuchrequest00/${action}`, { notes: reason });
        expect(r.status, `${action} ${JSON.stringify(reason)}`).toBe(400);
        expect(codeOf(r)).toBe('creator_notes_required');
      }
      expect(codeOf(await call(admin, 'POST', '/admin/creator-requests/nosuchrequest00/approve', { notes: reason }))).toBe('text_not_visible');
    }
    expect((await call(admin, 'POST', '/admin/creator-requests/nosuchrequest00/reject', { notes: '\u200bBlurry photo' })).status).toBe(404);
    expect((await (await superuser()).collection('moderation_cases').getOne(caseId)).status).toBe('removed');
    expect((await auditOf(member, 'member.warn')).length).toBe(0);
  });

  it('DMCA notice fields and report details', async () => {
    const v = await freshVideo((await freshUser(['creator'])).record.id);
    const visitor = await client('visitor');
    const notice = {
      work: 'My short film "Harbour Lights" (2025)',
      urls: [`https://example.test/video/${v.slug}`],
      name: 'Ada Owner',
      email: 'ada@example.test',
      address: '1 Quay Street',
      phone: '+44 20 7946 0000',
      good_faith: true,
      accuracy: true,
      signature: 'Ada Owner',
    };
    const expected: Record<string, string> = {
      work: 'dmca_work_required',
      name: 'dmca_signature_required',
      signature: 'dmca_signature_required',
      address: 'text_not_visible',
      phone: 'text_not_visible',
    };
    for (const blank of INVISIBLE) {
      for (const [field, code] of Object.entries(expected)) {
        const r = await call(visitor, 'POST', '/dmca', { ...notice, [field]: blank });
        expect(r.status, `${field} ${JSON.stringify(blank)}`).toBe(400);
        expect(codeOf(r), field).toBe(code);
      }
      const rep = await call(visitor, 'POST', '/reports', { item_type: 'video', item: v.id, reason: 'spam', details: blank });
      expect(rep.status, `details ${JSON.stringify(blank)}`).toBe(400);
      expect(codeOf(rep)).toBe('text_not_visible');
    }
    const su = await superuser();
    expect((await su.collection('moderation_cases').getFullList({ filter: su.filter('item = {:v}', { v: v.id }) })).length).toBe(0);
    // Optional fields may be left empty; real text with a zero-width space passes.
    expect((await call(visitor, 'POST', '/reports', { item_type: 'video', item: v.id, reason: 'spam', details: '' })).status).toBe(200);
    expect((await call(visitor, 'POST', '/dmca', { ...notice, address: '', phone: '', work: '\u200bHarbour Lights' })).status).toBe(200);
  });
});
