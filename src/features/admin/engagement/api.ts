// Engagement tab data (bot-routes.pb.js): bot users and simulated views/comments.
import { pb } from '../../../data/pb';

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
