// The admin's side of performer records (issue 38 §1, internal/performers, docs/compliance.md
// "Performer records"): the records paged through the record API (admins may read them),
// verify / withdraw verification, 60-second document links and the records export (a zip).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../data/pb';
import { loadErrorTexts } from '../../../data/errors';

const API = '/api/reelhouse';
export const PER_PAGE = 20;

export type RecordFilter = 'awaiting' | 'verified' | 'all';

export interface AdminPerformer {
  id: string;
  legal_name: string;
  stage_names: string[] | null;
  date_of_birth: string;
  id_method: 'document' | 'creator_application';
  consent_recording: boolean;
  consent_publication: boolean;
  consent_download: boolean;
  verified_at: string;
  created: string;
  expand?: { owner?: { username?: string; email?: string } };
}

/**
 * Filter and sort of each view, all in the order of idx_performers_review (verified_at,
 * created, id; migration 17991001), forwards or backwards: no scan, no sort step. Awaiting:
 * by when the record was made; verified: by when it was verified; all: the awaiting ones
 * first ('' sorts before any date), whatever the order asked.
 */
export function listQuery(view: RecordFilter, newest: boolean): { filter: string; sort: string } {
  const asc = 'verified_at,created,id';
  if (view === 'all') return { filter: '', sort: asc };
  return { filter: view === 'awaiting' ? "verified_at = ''" : "verified_at != ''", sort: newest ? '-verified_at,-created,-id' : asc };
}

const FIELDS =
  'id,legal_name,stage_names,date_of_birth,id_method,consent_recording,consent_publication,consent_download,verified_at,created,expand.owner.username,expand.owner.email';

/** One page; no total (a COUNT over every record would be the scan the index avoids). */
export function usePerformerRecords(view: RecordFilter, newest: boolean, page: number) {
  return useQuery({
    queryKey: ['admin', 'performer-records', view, newest, page],
    queryFn: () =>
      pb.collection('performers').getList<AdminPerformer>(page, PER_PAGE, {
        ...listQuery(view, newest),
        expand: 'owner',
        fields: FIELDS,
        skipTotal: true,
        requestKey: null,
      }),
    placeholderData: keepPreviousData,
    select: (r) => r.items,
  });
}

export function useVerifyRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; verify: boolean; notes: string }) =>
      pb.send(`${API}/admin/performers/${encodeURIComponent(v.id)}/${v.verify ? 'verify' : 'unverify'}`, {
        method: 'POST',
        body: { notes: v.notes },
        requestKey: null,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'performer-records'] }),
  });
}

export interface RecordDocuments {
  id_document: string | null;
  release: string | null;
  expires_in: number;
}

/** Links to a record's ID document and release, valid 60 s: fetched on open and on Reload, never kept. */
export function useRecordDocuments(id: string) {
  return useQuery({
    queryKey: ['admin', 'performer-documents', id],
    queryFn: async () => {
      const r = await pb.send<RecordDocuments>(`${API}/admin/performers/${encodeURIComponent(id)}/documents`, { method: 'POST', requestKey: null });
      const abs = (u: string | null) => (u ? pb.buildURL(u) : null);
      return { ...r, id_document: abs(r.id_document), release: abs(r.release) };
    },
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** Whole years between a YYYY-MM-DD… date of birth and `on` (UTC calendar days, as the server counts). */
export function ageOn(dob: string, on = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < mo || (month === mo && on.getUTCDate() < d)) age--;
  return age;
}

export type ExportScope = { video: string } | { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The catalog key (admin namespace) of what an export form lacks, or null. */
export function scopeProblem(scope: ExportScope): string | null {
  if ('video' in scope) return scope.video.trim() ? null : 'records.export.need_video';
  if (!DAY.test(scope.from) || !DAY.test(scope.to)) return 'records.export.need_period';
  return scope.from > scope.to ? 'records.export.period_order' : null;
}

/** The name the server gives the zip (Content-Disposition), or a dated fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const m = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  const name = m?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/** A video's id from its id or slug, through the record API (id and slug are both indexed). */
async function videoId(idOrSlug: string): Promise<string> {
  const v = idOrSlug.trim();
  const found = await pb.collection('videos').getList<{ id: string }>(1, 1, {
    filter: pb.filter('id = {:v} || slug = {:v}', { v }),
    fields: 'id',
    skipTotal: true,
    requestKey: null,
  });
  // Unknown: the export route says "Video not found" in the admin's language.
  return found.items[0]?.id ?? v;
}

/** The custodian-of-records zip of one video or a period, saved by the browser. */
export async function downloadRecords(scope: ExportScope): Promise<string> {
  const query = 'video' in scope ? `video=${encodeURIComponent(await videoId(scope.video))}` : `from=${scope.from}&to=${scope.to}`;
  // An authenticated fetch: a plain link would not carry the admin's token.
  const res = await fetch(pb.buildURL(`${API}/admin/records/export?${query}`), { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; data?: unknown };
    await loadErrorTexts();
    // The shape of the SDK's error, so toUserError shows the server's message (translated by its code).
    const err = Object.assign(new Error(body.message ?? String(res.status)), { status: res.status, isAbort: false, response: body });
    err.name = `ClientResponseError ${res.status}`;
    throw err;
  }
  const name = attachmentName(res.headers.get('Content-Disposition'), `records-${new Date().toISOString().slice(0, 10)}.zip`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
