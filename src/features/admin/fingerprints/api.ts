// Held uploads and the block list (issue 38 §3, internal/fingerprint, docs/compliance.md
// "Removed videos cannot come back"): the holds an admin decides, and the hash lists an
// operator exports and imports. All routes are admin-only on the server.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../data/pb';

const API = '/api/reelhouse/admin/fingerprints';

export type HoldStatus = 'held' | 'released' | 'removed';

/** One held upload and the match that held it (GET /holds: 50 a page, newest first). */
export interface Hold {
  video: string;
  title: string;
  /** The removed video it matched; empty when the match was an imported list's hash. */
  blocked_video: string;
  blocked_title: string;
  /** The imported list's name (empty for a removed video of this site). */
  list: string;
  /** Share of the shorter side's frames that matched (0..1). */
  share: number;
  /** The closest frame pair's distance in bits (0..256; a match is within the setting, ≤ 31). */
  best_distance: number;
  status: HoldStatus;
  decided_by: string;
  created: string;
  decided: string;
}

interface HoldPage {
  items: Hold[];
  page: number;
  more: boolean;
}

/** The slugs of the page's videos (the list names ids): links to the held upload and the removed one. */
async function slugsOf(ids: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return {};
  // At most 100 ids (50 holds, two videos each): one filter well under PocketBase's limits.
  const filter = unique.map((id) => pb.filter('id = {:id}', { id })).join(' || ');
  const rows = await pb.collection('videos').getList(1, unique.length, { filter, fields: 'id,slug', skipTotal: true, requestKey: null });
  return Object.fromEntries(rows.items.map((r) => [r.id, r.slug as string]));
}

async function listHolds(status: HoldStatus, page: number): Promise<HoldPage & { slugs: Record<string, string> }> {
  const data = await pb.send<HoldPage>(`${API}/holds?status=${status}&page=${page}`, { method: 'GET', requestKey: null });
  // A missing slug (a deleted video) leaves its title unlinked; it never fails the list.
  const slugs = await slugsOf(data.items.flatMap((h) => [h.video, h.blocked_video])).catch(() => ({}));
  return { ...data, slugs };
}

export function useHolds(status: HoldStatus, page: number) {
  return useQuery({ queryKey: ['fingerprints', 'holds', status, page], queryFn: () => listHolds(status, page), placeholderData: keepPreviousData });
}

export type HoldDecision = 'release' | 'remove';

/** Release (publish) or remove (take down, which blocks its fingerprint too), with a reason. */
export function useDecideHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { video: string; decision: HoldDecision; reason: string }) =>
      pb.send<Hold>(`${API}/holds/${encodeURIComponent(v.video)}/${v.decision}`, { method: 'POST', body: { reason: v.reason }, requestKey: null }),
    // Also after a failure: a 409 means another admin decided it; the list shows that.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['fingerprints'] }), qc.invalidateQueries({ queryKey: ['moderation'] })]),
  });
}

/** The block list as a shared hash list file (the route wants the admin's token, so no plain link). */
export async function downloadHashList(): Promise<void> {
  const res = await fetch(`${pb.baseURL.replace(/\/$/, '')}${API}/list`, { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'reelhouse-pdq-blocklist.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Imports a hash list (one PDQ hash a line) under a name: all or nothing on the server. */
export function useImportHashList() {
  return useMutation({
    mutationFn: async (v: { name: string; text: string }) =>
      pb.send<{ list: string; hashes: number; added: number }>(`${API}/list?name=${encodeURIComponent(v.name)}`, {
        method: 'POST',
        body: v.text,
        headers: { 'Content-Type': 'text/plain' },
        requestKey: null,
      }),
  });
}
