// Engagement tab data (bot-routes.pb.js): bot users and simulated views/comments.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchVideos } from '../../../data/catalog';
import { pb } from '../../../data/pb';
import { useLoaded } from '../../../data/use-loaded';

const API = '/api/reelhouse/admin';

export interface Bot {
  id: string;
  username: string;
  created: string;
}

export function listBots(page: number) {
  return pb.send<{ items: Bot[]; totalItems: number; totalPages: number }>(`${API}/bots?page=${page}`, { method: 'GET', requestKey: null });
}

export function createBots(usernames: string[]) {
  return pb.send<{ created: Bot[] }>(`${API}/bots`, { method: 'POST', body: { usernames }, requestKey: null });
}

export async function availableBots(video: string): Promise<number> {
  const q = new URLSearchParams({ video });
  return (await pb.send<{ available: number }>(`${API}/engagement/available?${q}`, { method: 'GET', requestKey: null })).available;
}

/** `opId` names this submit: a repeat returns the first result instead of adding again. */
export function addEngagement(video: string, views: number, comments: string[], opId: string) {
  return pb.send<{ views_added: number; comments_added: number; truncated: number; views: number }>(`${API}/engagement`, {
    method: 'POST',
    body: { video, views, comments, op_id: opId },
    requestKey: null,
  });
}

/** Usernames one per line: trimmed, lowercased, blanks dropped, repeats once. */
export function parseUsernameLines(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const name = line.trim().toLowerCase();
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}

export const USERNAME = /^[a-z0-9_]{3,20}$/;

/** Comment lines (blanks dropped) cut to the bots still available. */
export function commentLines(text: string, available: number): { kept: string[]; dropped: number } {
  const all = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const kept = all.slice(0, Math.max(0, available));
  return { kept, dropped: all.length - kept.length };
}

/** Views: a whole number >= 0 ('' counts as 0). */
export function parseViews(text: string): number | null {
  const t = text.trim();
  if (!t) return 0;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= 1_000_000 ? n : null;
}

/** Videos to pick from: the newest, or those matching `text`; off while one is chosen. */
export function useVideoPicker(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'engagement-videos', text],
    queryFn: async () => (await fetchVideos(text ? { kind: 'search', query: text } : { kind: 'newest' }, 1)).items.slice(0, 8),
    enabled,
  });
}

/** How many bots can still comment on the video (asked again when `botsVersion` changes). */
export function useAvailableBots(video: string | null, botsVersion: number) {
  return useQuery({ queryKey: ['admin', 'engagement-available', video, botsVersion], queryFn: () => availableBots(video!), enabled: !!video, gcTime: 0 });
}

/** One page of the bot users; `reloadAll` after a change (every page may have moved). */
export function useBotsPage(page: number) {
  const qc = useQueryClient();
  const list = useLoaded(['admin', 'bots', page], () => listBots(page));
  return { ...list, reloadAll: () => qc.invalidateQueries({ queryKey: ['admin', 'bots'] }) };
}
