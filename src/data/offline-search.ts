// Search without a connection (issue 15 §4, issue 29 §3): every video this device has
// stored (the cards of every grid, the Similar strips and the premium dashboard seen, and
// every watch payload: opened or prefetched) matched word by word against title and
// author, newest first. Watch payloads and premium lists count only when they are the
// signed-in member's (or a visitor's).
import type { VideoCard, VideoListAnswer } from './video-card';
import { authUserId } from './auth-token';
import { loadIdb } from './lazy-idb';
import { isPersistedQuery } from './query-persist';
import { applyBrowse, type BrowseOptions } from './browse-order';

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

/** The video cards a persisted answer holds (query-persist.ts), by its collection. */
export function cardsOf(collection: string, data: unknown): VideoCard[] {
  if (!data || typeof data !== 'object') return [];
  if (collection === 'watch') return [data as VideoCard];
  if (collection === 'similar') return Array.isArray(data) ? (data as VideoCard[]) : [];
  const items = (data as { items?: unknown }).items;
  return Array.isArray(items) ? (items as VideoCard[]) : [];
}

const COLLECTIONS = ['list', 'similar', 'watch', 'premium'];
const PRIVATE = new Set(['watch', 'premium']);

/** Every card this device has stored that the member may see, once each; scope keeps
 *  only the cards of list rows whose key contains it (a category's cached pages). */
async function cachedCards(userId: string | null, keep: (c: VideoCard) => boolean, scope?: string): Promise<VideoCard[]> {
  const idb = await loadIdb();
  const owners = new Set(['anon', userId ?? 'anon']);
  const byId = new Map<string, VideoCard>();
  for (const row of await idb.db.records.where('collection').anyOf(COLLECTIONS).toArray()) {
    if (PRIVATE.has(row.collection) && !owners.has(row.id.slice(0, row.id.indexOf(':')))) continue;
    if (scope !== undefined && (row.collection !== 'list' || !row.id.includes(scope))) continue;
    if (!isPersistedQuery(row.data)) continue;
    for (const c of cardsOf(row.collection, row.data.state.data)) {
      if (c && typeof c.title === 'string' && typeof c.id === 'string' && !byId.has(c.id) && keep(c)) byId.set(c.id, c);
    }
  }
  return [...byId.values()];
}

/** A sorted or filtered list's row id: `videos:browse:{params}:{page}` (catalog.ts videoSourceKey). */
const BROWSE_ROW = 'videos:browse:';

/** A channel's cards this device holds: its cached channel pages (the library's channel
 *  query, features/channel/api.ts: my_library `{member}:channel:{username}:…`, the
 *  member's own or a visitor's) and its cached sorted or filtered pages (`creator={id}`). */
async function channelCards(userId: string | null, creator: { id: string; username: string }, category?: string): Promise<VideoCard[]> {
  const idb = await loadIdb();
  const byId = new Map<string, VideoCard>();
  // A card says nothing of its categories: with one chosen, only pages asked with it count.
  const collections = category ? ['list'] : ['list', 'my_library'];
  for (const row of await idb.db.records.where('collection').anyOf(collections).toArray()) {
    if (row.collection === 'list') {
      if (!row.id.startsWith(BROWSE_ROW)) continue;
      const asked = new URLSearchParams(row.id.slice(BROWSE_ROW.length, row.id.lastIndexOf(':')));
      if (asked.get('creator') !== creator.id || (category && asked.get('category') !== category)) continue;
    }
    if (row.collection === 'my_library') {
      const [owner, kind, username] = row.id.split(':');
      if (kind !== 'channel' || username !== creator.username || (owner !== '' && owner !== userId)) continue;
    }
    if (!isPersistedQuery(row.data)) continue;
    const data = row.data.state.data as { videos?: unknown } | undefined;
    const cards = row.collection === 'list' ? cardsOf('list', data) : Array.isArray(data?.videos) ? (data.videos as VideoCard[]) : [];
    for (const c of cards) if (c && typeof c.title === 'string' && typeof c.id === 'string' && !byId.has(c.id)) byId.set(c.id, c);
  }
  return [...byId.values()];
}

/** A sorted or filtered list offline (issue 41 §2): browse-order.ts over the cached cards
 *  (a category: the cards of its cached pages; a search: the cards matching its words; a
 *  channel: its cached pages). */
export async function browseCachedCards(
  options: BrowseOptions,
  scope: { query?: string; category?: string; creator?: { id: string; username: string } },
  page: number,
  perPage: number,
  userId: string | null = authUserId() ?? null,
): Promise<VideoListAnswer & { local: true }> {
  const q = scope.query ? words(scope.query) : null;
  const keep = (c: VideoCard) => q === null || matches(c, q);
  const cards = scope.creator
    ? (await channelCards(userId, scope.creator, scope.category)).filter(keep)
    : await cachedCards(userId, keep, scope.category ? `videos:category:${scope.category}` : undefined);
  const sorted = applyBrowse(cards, options.sort === 'relevance' ? { ...options, sort: 'newest' } : options);
  return {
    items: sorted.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    totalItems: sorted.length,
    totalPages: Math.max(1, Math.ceil(sorted.length / perPage)),
    local: true,
  };
}

export async function searchCachedCards(query: string, page: number, perPage: number, userId: string | null = authUserId() ?? null): Promise<VideoListAnswer & { local: true }> {
  const q = words(query);
  const cards = (await cachedCards(userId, (c) => matches(c, q))).sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
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
