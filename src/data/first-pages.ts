// A synchronous copy of the first page of the card lists last shown (home, a category,
// /videos), so that a warm or offline start draws its grid in the first render instead of
// after Dexie has loaded and IndexedDB has opened (issue 15 §3). IndexedDB stays the cache
// of record; this is a small, bounded echo of it in localStorage. Search results are left
// out (a search history does not belong in a synchronous store).
import type { CachedList } from './list-page';

const STORAGE_KEY = 'reelhouse.first-pages';
/** Lists kept (most recent first); each is one page of cards, a few KB. */
export const MAX_LISTS = 6;

type Entry = [key: string, list: CachedList<unknown>];

let entries: Entry[] | null = null;

function load(): Entry[] {
  if (entries) return entries;
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]') as unknown;
    entries = Array.isArray(raw) ? (raw as Entry[]) : [];
  } catch {
    entries = [];
  }
  return entries;
}

/** Only the first page of card lists other than searches. */
export const keepsFirstPage = (collection: string, queryKey: string, page: number) =>
  page === 1 && collection === 'cards' && !queryKey.startsWith('videos:search:');

export function readFirstPage<T>(key: string): CachedList<T> | undefined {
  const list = load().find(([k]) => k === key)?.[1];
  // An entry without its items (written by an older build from a cut-off answer) is not a page.
  return list && Array.isArray(list.items) ? (list as CachedList<T>) : undefined;
}

export function writeFirstPage(key: string, list: CachedList<unknown>): void {
  entries = [[key, list] as Entry, ...load().filter(([k]) => k !== key)].slice(0, MAX_LISTS);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the IndexedDB cache still answers, a little later.
  }
}
