// Typed catalog queries over the /api/reelhouse routes and the public collections, each a
// TanStack query persisted per query to IndexedDB (query-persist.ts), so seen pages and
// cards reopen offline. Pages use the hooks; nothing else keeps a copy of an answer.
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorStatus, isNetworkError } from './errors';
import { sdk } from './sdk';
import { earlyKey, takeEarly } from './early';
import { keepsFirstPage, readFirstPage, writeFirstPage } from './first-pages';
import { keys } from './keys';
import { langQuery, withLang } from './content-lang';
import { toListPage, type CachedList } from './list-page';
import { prefetchWatchPayloads } from './card-prefetch';
import { forgetPersisted, persisted } from './query-persist';
import { queryClient } from './query-client';
import { toQueryState, type QueryState } from './query-state';
import {
  Collections,
  type AssetAssignment,
  type Asset,
  type Category,
  type CdnPreferences,
  type FeaturedCategory,
  type Partner,
  type PlayerSource,
} from './types';
import type { VideoCard, VideoListAnswer } from './video-card';
import { browseParams, type BrowseOptions } from './browse-order';

export type { VideoCard, VideoListAnswer, VideoStatsSummary } from './video-card';
export type { QueryState } from './query-state';

export const PAGE_SIZE = 12;
const API = '/api/reelhouse';

export interface SourceLink {
  type: PlayerSource;
  url: string;
  /** The self-hosted source only: the adaptive ladder's master playlist, once a rung exists. */
  hls?: string;
  /** The self-hosted source only: the timeline sprite and its thumbs.vtt exist. */
  thumbs?: boolean;
}

export interface WatchVideo extends VideoCard {
  description: string;
  license: string;
  creator: string;
  categories: Array<{ id: string; slug: string; name: string }>;
  locked: boolean;
  sources: SourceLink[];
  /** Normalised tag slugs (issue 41): chips linking to /tag/{slug}. Absent in answers cached before tags. */
  tags?: string[];
  /** WebVTT caption files per language (issue 41): the player's captions menu. */
  captions?: CaptionTrack[];
  /** Only for the creator (or an admin) of a video moderation keeps off the site. */
  moderation?: { state: 'hidden' | 'removed' | 'review' | ''; reason: string; case: string };
}


/** One caption file of a video: a BCP 47 language, the creator's label, its /api/files URL. */
export interface CaptionTrack {
  language: string;
  label: string;
  url: string;
}

/** Which list a grid shows. */
export type VideoSource =
  | { kind: 'trending' }
  | { kind: 'newest' }
  | { kind: 'category'; slug: string }
  | { kind: 'tag'; slug: string }
  | { kind: 'performer'; slug: string }
  | { kind: 'search'; query: string; category?: string }
  /** A sorted or filtered list (issue 41 §2): /browse, offline the cached cards. creator:
   *  a channel's videos (the creator's id for /browse, their username for the cached pages). */
  | { kind: 'browse'; options: BrowseOptions; category?: string; query?: string; creator?: { id: string; username: string } };

export function videoSourceKey(s: VideoSource): string {
  switch (s.kind) {
    case 'trending':
    case 'newest':
      return `videos:${s.kind}`;
    case 'category':
      return s.slug === 'trending' || s.slug === 'newest' ? `videos:${s.slug}` : `videos:category:${s.slug}`;
    case 'tag':
      return `videos:tag:${s.slug}`;
    case 'performer':
      return `videos:performer:${s.slug}`;
    case 'search':
      return `videos:search:${s.query.toLowerCase()}|${s.category ?? ''}`;
    case 'browse':
      return `videos:browse:${new URLSearchParams({ ...browseParams(s.options, false), sort: s.options.sort, category: s.category ?? '', q: s.query?.toLowerCase() ?? '', ...(s.creator ? { creator: s.creator.id } : {}) }).toString()}`;
  }
}

const get = async <T>(path: string, query: Record<string, unknown> = {}) =>
  (await takeEarly<T>(earlyKey(`${API}${path}`, query))) ??
  (await sdk()).send<T>(`${API}${path}`, { method: 'GET', query, requestKey: null });

/** The category list as index.html's early script asks for it (one page of up to 500). */
export const EARLY_CATEGORIES_URL = '/api/collections/categories/records?page=1&perPage=500&skipTotal=1&sort=name';
const EARLY_CATEGORIES_MAX = 500;
/** The asset assignments as index.html's early script asks for them on the home page. */
export const EARLY_ASSETS_URL = '/api/collections/asset_assignments/records?page=1&perPage=1000&skipTotal=1&expand=asset';
export const EARLY_ASSETS_MAX = 1000;
/** Home: the featured categories and the site's headline and tagline (the hero, Popular
 *  Categories), asked early so they arrive with the grid instead of moving it later. */
export const EARLY_FEATURED_URL = '/api/collections/featured_categories/records?page=1&perPage=1000&skipTotal=1&sort=display_order&expand=category';
const EARLY_FEATURED_MAX = 1000;
export const EARLY_SITE_URL = '/api/reelhouse/settings/site';

/** A record's file URL as the SDK's files.getURL builds it (client at '/'), without the SDK. */
export const fileUrl = (r: { id: string; collectionId?: string; collectionName?: string }, file: string) =>
  `${globalThis.location?.origin ?? ''}/api/files/${encodeURIComponent(r.collectionId || r.collectionName || '')}/${encodeURIComponent(r.id)}/${encodeURIComponent(file)}`;

export function fetchVideos(s: VideoSource, page: number): Promise<VideoListAnswer> {
  const paging = { page, perPage: PAGE_SIZE };
  switch (s.kind) {
    case 'trending':
    case 'newest':
      return get(`/videos/${s.kind}`, paging);
    case 'category':
      return get(`/categories/${encodeURIComponent(s.slug)}/videos`, paging);
    case 'tag':
      return get(`/tags/${encodeURIComponent(s.slug)}/videos`, paging);
    case 'performer':
      return get(`/performers/${encodeURIComponent(s.slug)}`, paging);
    case 'search':
      return get<VideoListAnswer>('/search', { ...paging, q: s.query, ...(s.category ? { category: s.category } : {}) }).catch(async (err: unknown) => {
        // Offline: search what this device has seen instead of failing.
        if (!isNetworkError(err)) throw err;
        const { searchCachedCards } = await import('./offline-search');
        return searchCachedCards(s.query, page, PAGE_SIZE);
      });
    case 'browse': {
      const query = {
        ...paging,
        ...browseParams(s.options, false),
        sort: s.options.sort,
        ...(s.category ? { category: s.category } : {}),
        ...(s.query ? { q: s.query } : {}),
        ...(s.creator ? { creator: s.creator.id } : {}),
      };
      return get<VideoListAnswer>('/browse', query).catch(async (err: unknown) => {
        // Offline: the same order and filters over what this device has cached.
        if (!isNetworkError(err)) throw err;
        const { browseCachedCards } = await import('./offline-search');
        return browseCachedCards(s.options, { query: s.query, category: s.category, creator: s.creator }, page, PAGE_SIZE);
      });
    }
  }
}

/** The key under which first-pages.ts keeps a list's first page (unchanged since issue 15). */
const firstPageKey = (source: string, page: number) => `cards|${source}|${page}`;

export function useVideoList(source: VideoSource, page: number, enabled = true): QueryState<CachedList<VideoCard>> {
  const sourceKey = videoSourceKey(source);
  const keep = keepsFirstPage('cards', sourceKey, page);
  // The synchronous copy draws a warm or offline start's grid in the first render; the
  // persisted answer and the server's come after it.
  const first = keep ? readFirstPage<VideoCard>(firstPageKey(sourceKey, page)) : undefined;
  const list = useQuery({
    queryKey: keys.list(sourceKey, page),
    queryFn: async () => {
      const answer = await fetchVideos(source, page);
      const local = (answer as { local?: boolean }).local === true;
      const list = toListPage(answer, page);
      // A local answer (offline search over the cache) is not a server page: not kept.
      if (keep && !local) writeFirstPage(firstPageKey(sourceKey, page), list);
      return list;
    },
    ...persisted,
    enabled,
    initialData: first,
    // A copy from an earlier page load: always asked for again (stale from the start).
    initialDataUpdatedAt: 0,
    // Paging keeps the page shown until the next one is here (no spinner flash).
    placeholderData: source.kind === 'search' ? undefined : keepPreviousData,
  });
  usePrefetchWatch(list.data?.items);
  return toQueryState(list);
}

/** The watch payload; its category names in the page's language (content-lang.ts). */
export const fetchWatchVideo = (slug: string) => get<WatchVideo>(`/videos/${encodeURIComponent(slug)}`, langQuery());

/** Cards shown outside the cached lists (e.g. the premium dashboard) open offline too. */
export const prefetchWatchOf = (slugs: string[]) =>
  prefetchWatchPayloads(slugs, (slug) =>
    queryClient.prefetchQuery({ queryKey: keys.watch(slug), queryFn: () => fetchWatchVideo(slug), ...persisted, staleTime: PREFETCH_FRESH_MS }),
  );
const PREFETCH_FRESH_MS = 6 * 60 * 60 * 1000;

/** Cards on screen (a grid, the similar strip): their videos open offline too (idle, bounded). */
function usePrefetchWatch(items: readonly VideoCard[] | undefined) {
  useEffect(() => {
    if (items?.length) prefetchWatchOf(items.map((v) => v.slug));
  }, [items]);
}

/**
 * A watch payload may carry playable sources only this member may see (premium): it is
 * cached under the member's id (`anon` for visitors) and purged when they sign out.
 */
export function useWatchVideo(slug: string): QueryState<WatchVideo> {
  const queryKey = keys.watch(slug);
  const watch = useQuery({
    queryKey,
    queryFn: () =>
      fetchWatchVideo(slug).catch((err: unknown) => {
        // Gone on the server (a deleted video): the stored copy goes too, so the page
        // says so instead of showing it forever.
        if (errorStatus(err) === 404) void forgetPersisted(queryKey);
        throw err;
      }),
    ...persisted,
    enabled: slug !== '',
  });
  const gone = watch.status === 'error' && errorStatus(watch.error) === 404;
  return toQueryState({ ...watch, data: gone ? undefined : watch.data });
}

export function useSimilarVideos(slug: string): QueryState<VideoCard[]> {
  const similar = useQuery({
    queryKey: keys.similar(slug),
    queryFn: async () => (await get<{ items: VideoCard[] }>(`/videos/${encodeURIComponent(slug)}/similar`)).items.slice(0, 9),
    ...persisted,
    enabled: slug !== '',
  });
  usePrefetchWatch(similar.data);
  return toQueryState(similar);
}

/** A small whole list or a setting: one persisted query every consumer shares. */
function useSmall<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>): QueryState<T> {
  return toQueryState<T>(useQuery<T>({ queryKey, queryFn, ...persisted }));
}

/** Every category, by name (the lists are small; virtual trending/newest included), with
 *  the names in the page's language (the server falls back to the original). */
export function useCategories() {
  return useSmall<Category[]>(keys.named('categories'), async () => {
      const early = await takeEarly<{ items?: Category[] }>(withLang(EARLY_CATEGORIES_URL));
      // A full page may have more behind it: then the SDK walks every page.
      if (early?.items && early.items.length < EARLY_CATEGORIES_MAX) return early.items;
      return (await sdk()).collection(Collections.Categories).getFullList<Category>({ sort: 'name', query: langQuery(), requestKey: null });
  });
}

export interface FeaturedEntry {
  id: string;
  slug: string;
  name: string;
}

export const FALLBACK_FEATURED_COUNT = 5;

/** Featured categories by display_order; else the first 5 categories by name. */
export function useFeaturedCategories() {
  return useSmall<FeaturedEntry[]>(keys.named('featured_categories'), async () => {
      const early = await takeEarly<{ items?: FeaturedCategory[] }>(withLang(EARLY_FEATURED_URL));
      const featured =
        early?.items && early.items.length < EARLY_FEATURED_MAX
          ? early.items
          : await (await sdk())
              .collection(Collections.FeaturedCategories)
              .getFullList<FeaturedCategory>({ sort: 'display_order', expand: 'category', query: langQuery(), requestKey: null });
      const fromFeatured = featured.flatMap((f) => (f.expand?.category ? [f.expand.category] : []));
      const cats = fromFeatured.length
        ? fromFeatured
        : (
            await (await sdk()).collection(Collections.Categories).getList<Category>(1, FALLBACK_FEATURED_COUNT, {
              sort: 'name',
              filter: 'slug != "trending" && slug != "newest"',
              query: langQuery(),
              requestKey: null,
            })
          ).items;
      return cats.map((c) => ({ id: c.id, slug: c.slug, name: c.name }));
  });
}

function usePartnersWhere(flag: 'display_in_header' | 'display_in_footer') {
  return useSmall<Partner[]>(keys.small(flag === 'display_in_header' ? 'partners_header' : 'partners_footer'), async () =>
      (await sdk()).collection(Collections.Partners).getFullList<Partner>({
        filter: `${flag} = true`,
        sort: 'display_order,name',
        requestKey: null,
      }),
  );
}

/** Partners shown in the home strip / in the footer, by display_order. */
export const useHeaderPartners = () => usePartnersWhere('display_in_header');
export const useFooterPartners = () => usePartnersWhere('display_in_footer');

export interface AssignedAsset {
  type: AssetAssignment['assignment_type'];
  category: string;
  url: string;
}

/** Assignment rows (asset expanded) as useAssetAssignments holds them: those with a file. */
export function assignedAssets(rows: AssetAssignment[], urlOf: (asset: Asset, file: string) => string = fileUrl): AssignedAsset[] {
  return rows.flatMap((r) => {
    const asset = r.expand?.asset;
    if (!asset?.file) return [];
    return [{ type: r.assignment_type, category: r.category, url: urlOf(asset, asset.file) }];
  });
}

/** Asset assignments with their public file URLs. */
export function useAssetAssignments() {
  return useSmall<AssignedAsset[]>(keys.small('asset_assignments'), async () => {
      const early = await takeEarly<{ items?: AssetAssignment[] }>(EARLY_ASSETS_URL);
      // The early answer (home) is used without the SDK: its file URLs are built the SDK's way.
      if (early?.items && early.items.length < EARLY_ASSETS_MAX) return assignedAssets(early.items);
      const pb = await sdk();
      const rows = await pb.collection(Collections.AssetAssignments).getFullList<AssetAssignment>({ expand: 'asset', requestKey: null });
      return assignedAssets(rows, (asset, file) => pb.files.getURL(asset, file));
  });
}

export interface SiteSettings {
  site_name?: string;
  headline?: string;
  tagline?: string;
  support_email?: string;
  custodian?: Partial<{ name: string; title: string; address: string }>;
  creator_terms?: string;
}

export interface AdZone {
  enabled: boolean;
  zone_id: string;
  zone_class?: string;
}

export interface AdPreferences {
  enabled?: boolean;
  desktop?: Record<string, AdZone | undefined>;
  mobile?: Record<string, AdZone | undefined>;
  juicyads?: { banner?: AdZone; popunder?: { enabled: boolean; script_url: string } };
}

interface SettingsMap {
  site: SiteSettings;
  cdn_preferences: Partial<CdnPreferences>;
  ad_preferences: AdPreferences;
}

/** A public setting; a missing one reads as {} (the defaults apply). */
export function useSetting<K extends keyof SettingsMap>(key: K) {
  return useSmall<SettingsMap[K]>(keys.setting(key), async () => {
      try {
        return (await get<{ value: SettingsMap[K] }>(`/settings/${key}`)).value ?? {};
      } catch (err) {
        if ((err as { status?: number }).status === 404) return {} as SettingsMap[K];
        throw err;
      }
  });
}
