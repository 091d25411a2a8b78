// The first page's answers that the server wrote into its HTML (internal/web/firstdata.go),
// as index.html's early script kept them (boot().first, data/boot.ts: only a network copy of this
// very page, and only the lists for a signed-in member). Seeded into the query cache
// before the first render, so the first cards draw in it instead of after a query function
// has run and an answer has come back. The rest of the early answers reach their queries
// through early.ts as before.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { keys } from './keys';
import { toListPage, type ListAnswer } from './list-page';
import { writeFirstPage } from './first-pages';
import { withLang } from './content-lang';
import { assignedAssets, EARLY_ASSETS_MAX, EARLY_ASSETS_URL, videoSourceKey } from './catalog';
import type { AssetAssignment } from './types';
import { boot } from './boot';


const LIST = /^\/api\/reelhouse\/categories\/([^/?]+)\/videos\?page=1&perPage=12$/;
const WATCH = /^\/api\/reelhouse\/videos\/([^/?]+)(\?lang=[a-z]+)?$/;
const SIMILAR = /^\/api\/reelhouse\/videos\/([^/?]+)\/similar$/;
const CATEGORIES = '/api/collections/categories/records?page=1&perPage=500&skipTotal=1&sort=name';
const SITE = '/api/reelhouse/settings/site';
const FEATURED = '/api/collections/featured_categories/records?page=1&perPage=1000&skipTotal=1&sort=display_order&expand=category';


const decode = (s: string | undefined) => {
  if (s === undefined) return null;
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** Each URL's query key and data as the page's query would hold it; null for others. */
export function seedOf(url: string, answer: unknown): [QueryKey, unknown] | null {
  if (!answer || typeof answer !== 'object') return null;
  let m: RegExpExecArray | null;
  if ((m = LIST.exec(url))) {
    const slug = decode(m[1]);
    const list = answer as ListAnswer<unknown>;
    if (slug === null || !Array.isArray(list.items)) return null;
    return [keys.list(videoSourceKey({ kind: 'category', slug }), 1), toListPage(list, 1)];
  }
  if ((m = SIMILAR.exec(url))) {
    const slug = decode(m[1]);
    const items = (answer as { items?: unknown }).items;
    return slug === null || !Array.isArray(items) ? null : [keys.similar(slug), items.slice(0, 9)];
  }
  // Category names come in the page's language (content-lang.ts): an answer in another
  // language (a page without a prefix whose visitor's browser chose German gets the
  // server's English) seeds nothing, and the query asks for its own.
  if ((m = WATCH.exec(url))) {
    const slug = decode(m[1]);
    if (url !== withLang(`/api/reelhouse/videos/${m[1]}`)) return null;
    // index.html leaves the watch payload out for a member: this is a visitor's.
    return slug === null ? null : [keys.watch(slug, null), answer];
  }
  if (url === withLang(CATEGORIES)) {
    const items = (answer as { items?: unknown }).items;
    // A full page may have more behind it: the query walks every page then.
    return Array.isArray(items) && items.length < 500 ? [keys.named('categories'), items] : null;
  }
  if (url === withLang(FEATURED)) {
    // As useFeaturedCategories maps them; none featured: the query picks its fallback.
    const items = (answer as { items?: Array<{ expand?: { category?: { id: string; slug: string; name: string } } }> }).items;
    const cats = Array.isArray(items) && items.length < 1000 ? items.flatMap((f) => (f.expand?.category ? [f.expand.category] : [])) : [];
    // Drawn in the first render with the grid below it: arriving a tick later, Popular
    // Categories moved the grid down (CLS 0.008 on home).
    return cats.length ? [keys.named('featured_categories'), cats.map((c) => ({ id: c.id, slug: c.slug, name: c.name }))] : null;
  }
  if (url === EARLY_ASSETS_URL) {
    // Home's banner: drawn in the first render; arriving a tick later through its query, it
    // re-rendered the whole home page once more after the first (~200 ms at 4x CPU, TBT).
    const items = (answer as { items?: AssetAssignment[] }).items;
    return Array.isArray(items) && items.length < EARLY_ASSETS_MAX ? [keys.small('asset_assignments'), assignedAssets(items)] : null;
  }
  if (url === SITE) return [keys.setting('site'), (answer as { value?: unknown }).value ?? {}];
  return null;
}

/** Seeds the cache from the page's HTML; returns the keys seeded. */
export function seedFirstData(client: QueryClient, first = boot()?.first): QueryKey[] {
  const seeded: QueryKey[] = [];
  for (const [url, answer] of Object.entries(first ?? {})) {
    const seed = seedOf(url, answer);
    if (!seed || client.getQueryData(seed[0]) !== undefined) continue;
    client.setQueryData(seed[0], seed[1]);
    seeded.push(seed[0]);
    // A list's first page is echoed for the next cold start, as its query function would.
    if (seed[0][0] === 'list') writeFirstPage(`cards|${String(seed[0][1])}|1`, seed[1] as ReturnType<typeof toListPage>);
  }
  return seeded;
}
