// Sort and filters of the lists (issue 41 §2): the vocabulary of /api/reelhouse/browse
// (internal/catalog/browse.go) and the same order and filters over cards, which the
// offline lists apply to what this device has cached. The comparator mirrors the server's
// ORDER BY (internal/catalog/browse_sql.go orderOf) term for term, ties included.
import type { VideoCard } from './video-card';

export const SORTS = ['relevance', 'newest', 'views', 'rating', 'longest'] as const;
export const DURATIONS = ['short', 'medium', 'long'] as const;
export const DATES = ['today', 'week', 'month', 'year'] as const;
export const ACCESS = ['free', 'premium'] as const;

export type BrowseSort = (typeof SORTS)[number];
export type DurationFilter = (typeof DURATIONS)[number];
export type DateFilter = (typeof DATES)[number];
export type AccessFilter = (typeof ACCESS)[number];

export interface BrowseOptions {
  sort: BrowseSort;
  duration?: DurationFilter;
  date?: DateFilter;
  access?: AccessFilter;
}

/** Seconds: short < 10 min, medium 10–20 min (both ends in), long > 20 min. */
export const SHORT_BELOW = 600;
export const LONG_ABOVE = 1200;

const DAY = 24 * 60 * 60 * 1000;
/** Rolling windows back from now, as the server's (no time zone makes "today" differ). */
export const DATE_WINDOW_MS: Record<DateFilter, number> = { today: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The options in a page's URL; unknown values read as none (a hand-edited URL still shows a list). */
export function browseOptionsOf(params: URLSearchParams, searching: boolean): BrowseOptions {
  const sort = pick(SORTS, params.get('sort')) ?? (searching ? 'relevance' : 'newest');
  return {
    sort: sort === 'relevance' && !searching ? 'newest' : sort,
    duration: pick(DURATIONS, params.get('duration')),
    date: pick(DATES, params.get('date')),
    access: pick(ACCESS, params.get('access')),
  };
}

/** Whether the options ask for more than a page's plain list (its default sort, no filter). */
export function isPlain(o: BrowseOptions, searching: boolean): boolean {
  return o.sort === (searching ? 'relevance' : 'newest') && !o.duration && !o.date && !o.access;
}

/** The options as URL / API parameters (defaults left out). */
export function browseParams(o: BrowseOptions, searching: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (o.sort !== (searching ? 'relevance' : 'newest')) out.sort = o.sort;
  if (o.duration) out.duration = o.duration;
  if (o.date) out.date = o.date;
  if (o.access) out.access = o.access;
  return out;
}

/** PocketBase's "2026-01-02 03:04:05.678Z" as milliseconds. */
const timeOf = (created: string) => Date.parse(created.replace(' ', 'T'));

export function matchesBrowse(card: VideoCard, o: BrowseOptions, now: number): boolean {
  const d = card.duration ?? 0;
  if (o.duration === 'short' && !(d < SHORT_BELOW)) return false;
  if (o.duration === 'medium' && !(d >= SHORT_BELOW && d <= LONG_ABOVE)) return false;
  if (o.duration === 'long' && !(d > LONG_ABOVE)) return false;
  if (o.date && !(timeOf(card.created) >= now - DATE_WINDOW_MS[o.date])) return false;
  if (o.access === 'free' && card.is_premium) return false;
  if (o.access === 'premium' && !card.is_premium) return false;
  return true;
}

const desc = (a: number | string, b: number | string) => (a < b ? 1 : a > b ? -1 : 0);

/** The server's order: the sort's key descending, then newest, then id (descending). */
export function compareCards(sort: BrowseSort): (a: VideoCard, b: VideoCard) => number {
  const key = (c: VideoCard): number[] => {
    switch (sort) {
      case 'views':
        return [c.stats?.views ?? 0];
      case 'rating':
        return [c.stats?.rating ?? 0, c.stats?.total_ratings ?? 0];
      case 'longest':
        return [c.duration ?? 0];
      default:
        return [];
    }
  };
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const d = desc(ka[i]!, kb[i]!);
      if (d) return d;
    }
    return desc(a.created, b.created) || desc(a.id, b.id);
  };
}

/** Filters then sorts cards (a copy); relevance keeps their order. */
export function applyBrowse(cards: readonly VideoCard[], o: BrowseOptions, now = Date.now()): VideoCard[] {
  const kept = cards.filter((c) => matchesBrowse(c, o, now));
  return o.sort === 'relevance' ? kept : kept.sort(compareCards(o.sort));
}
