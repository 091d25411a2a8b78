// Search without a connection (issue 15 §4): the cards this device has cached (every
// grid the member has seen) matched word by word against title and author, newest first.
import type { VideoCard, VideoListAnswer } from './video-card';
import { loadIdb } from './lazy-idb';

/** Lower-case, accents folded, split into words. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function matches(card: Pick<VideoCard, 'title' | 'author'>, query: string[]): boolean {
  const hay = words(`${card.title} ${card.author}`);
  return query.every((q) => hay.some((w) => w.startsWith(q)));
}

export async function searchCachedCards(query: string, page: number, perPage: number): Promise<VideoListAnswer & { local: true }> {
  const q = words(query);
  const idb = await loadIdb();
  const cards = (await idb.db.records.where('collection').equals('cards').toArray())
    .map((r) => r.data as VideoCard)
    .filter((c) => c && typeof c.title === 'string' && matches(c, q))
    .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
  const totalItems = cards.length;
  return {
    items: cards.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / perPage)),
    local: true,
  };
}
