// Handlers of the catalog read routes (registered in ../catalog-routes.pb.js). Each takes
// the request event and returns the JSON payload; access checks live here, SQL in
// catalog-db.js, pure logic in catalog.js, search.js, similar.js, playback.js, paging.js.

const db = require(`${__hooks}/lib/catalog-db.js`);
const { toCard, callerOf, toWatch } = require(`${__hooks}/lib/catalog.js`);
const { parsePaging, isPastEnd, pageResult } = require(`${__hooks}/lib/paging.js`);
const search = require(`${__hooks}/lib/search.js`);
const { rankSimilar, LIMITS } = require(`${__hooks}/lib/similar.js`);
const playback = require(`${__hooks}/lib/playback.js`);
const roles = require(`${__hooks}/lib/roles.js`);

/** @param {core.RequestEvent} e @param {string} name */
function q(e, name) {
  return String(e.request.url.query().get(name) || "");
}

/** @param {core.RequestEvent} e */
function pagingOf(e, opts) {
  return parsePaging({ page: q(e, "page"), perPage: q(e, "perPage") }, opts);
}

/** @param {core.RequestEvent} e */
function callerOfEvent(e) {
  const auth = roles.fromRecord(e.auth);
  return callerOf(auth, { superuser: !!e.auth && e.hasSuperuserAuth(), premium: roles.isPremium(auth) });
}

/** A page of cards: skips the list query when the page starts past the end. */
function paged(paging, total, list, extra) {
  const rows = isPastEnd(paging, total) ? [] : list(paging.limit, paging.offset);
  return pageResult(rows.map((r) => toCard(r)), paging, total, extra);
}

function trendingPage(app, paging, extra) {
  return paged(paging, db.counter(app, "videos"), (l, o) => db.trending(app, l, o), extra);
}

function newestPage(app, paging, extra) {
  return paged(paging, db.counter(app, "videos"), (l, o) => db.newest(app, l, o), extra);
}

/** @returns {any | null} null when the slug is unknown */
function categoryPage(app, slug, paging, extra) {
  if (slug === "trending") return trendingPage(app, paging, extra);
  if (slug === "newest") return newestPage(app, paging, extra);
  const cat = db.categoryBySlug(app, slug);
  if (!cat) return null;
  return paged(paging, cat.video_count, (l, o) => db.categoryVideos(app, cat.id, l, o), extra);
}

/** @param {core.RequestEvent} e */
function trending(e) {
  return trendingPage(e.app, pagingOf(e));
}

/** @param {core.RequestEvent} e */
function newest(e) {
  return newestPage(e.app, pagingOf(e));
}

/** @param {core.RequestEvent} e */
function category(e) {
  const page = categoryPage(e.app, e.request.pathValue("slug"), pagingOf(e));
  if (!page) throw new NotFoundError("Category not found");
  return page;
}

/** @param {core.RequestEvent} e */
function searchVideos(e) {
  const app = e.app;
  const paging = pagingOf(e);
  const m = search.mapSearch(q(e, "q"), q(e, "category"));
  const meta = { mode: m.kind, query: m.query, is_fallback: false };
  if (m.kind === "newest") return newestPage(app, paging, meta);
  if (m.kind === "trending") return trendingPage(app, paging, meta);
  if (m.kind === "category") {
    // Search failures are silent (spec §8): an unknown category is an empty result.
    return categoryPage(app, m.category, paging, meta) || pageResult([], paging, 0, meta);
  }
  const filter = {};
  if (m.category) {
    const cat = db.categoryBySlug(app, m.category);
    if (!cat) return pageResult([], paging, 0, meta);
    filter.category = cat.id;
  }
  const match = search.toMatchQuery(m.query);
  const total = match ? cachedSearchCount(app, match, filter) : 0;
  if (total > 0) return paged(paging, total, (l, o) => db.searchPage(app, match, filter, l, o, total), meta);
  // Nothing matched: trending page 1, every item flagged; the search total stays 0.
  const first = { page: 1, perPage: paging.perPage, offset: 0, limit: paging.perPage };
  const items = db.trending(app, first.limit, 0).map((r) => toCard(r, { fallback: true }));
  return pageResult(items, first, 0, Object.assign(meta, { is_fallback: true }));
}

/** @param {core.RequestEvent} e */
function premiumVideos(e) {
  const caller = callerOfEvent(e);
  if (!caller.signedIn) throw new UnauthorizedError("Sign in to see premium videos.");
  if (!caller.premium && !caller.admin) throw new ForbiddenError("This content is only available to premium members.");
  const app = e.app;
  const paging = pagingOf(e, { defaultPerPage: 12, maxPerPage: 12 });
  const filter = { premiumOnly: true };
  const slug = q(e, "category");
  if (slug) {
    const cat = db.premiumCategoryBySlug(app, slug);
    if (!cat) return pageResult([], paging, 0);
    filter.premiumCategory = cat.id;
  }
  const text = q(e, "q").trim();
  if (text) {
    const match = search.toMatchQuery(text);
    const total = match ? db.searchCount(app, match, filter) : 0;
    return paged(paging, total, (l, o) => db.searchPage(app, match, filter, l, o, total));
  }
  if (filter.premiumCategory) {
    const id = filter.premiumCategory;
    return paged(paging, db.premiumCategoryCount(app, id), (l, o) => db.premiumCategoryVideos(app, id, l, o));
  }
  return paged(paging, db.counter(app, "premium_videos"), (l, o) => db.premiumVideos(app, l, o));
}

/** The creator whose videos a management list shows: own, or any for admins (`creator=`). */
function ownerScope(e, caller) {
  if (!caller.signedIn) throw new UnauthorizedError("Sign in as a creator or admin.");
  if (!caller.creator && !caller.admin) throw new ForbiddenError("Creator or admin role required.");
  const asked = q(e, "creator");
  if (asked && caller.admin) return asked;
  return caller.userId;
}

/** A creator's own videos, newest first. */
function creatorPage(app, owner, paging) {
  return paged(paging, db.creatorCount(app, owner), (l, o) => db.creatorVideos(app, owner, l, o), { creator: owner });
}

/** @param {core.RequestEvent} e */
function creatorVideos(e) {
  const caller = callerOfEvent(e);
  const owner = ownerScope(e, caller);
  const app = e.app;
  const paging = pagingOf(e);
  const text = q(e, "q").trim();
  if (text) {
    const match = search.toMatchQuery(text);
    const filter = { creator: owner };
    const total = match ? db.searchCount(app, match, filter) : 0;
    return paged(paging, total, (l, o) => db.searchPage(app, match, filter, l, o, total), { creator: owner });
  }
  return creatorPage(app, owner, paging);
}

/** Statistics panel: admins see all recent videos, creators their own. @param {core.RequestEvent} e */
function recentVideos(e) {
  const caller = callerOfEvent(e);
  const paging = pagingOf(e, { defaultPerPage: 20 });
  if (caller.admin && !q(e, "creator")) return newestPage(e.app, paging);
  return creatorPage(e.app, ownerScope(e, caller), paging); // ownerScope refuses non-creators
}

/** The install's playback signing key, cached in the app store. @param {core.App} app */
function signingKey(app) {
  const cached = app.store().get("reelhouse.playback_signing_key");
  if (cached) return String(cached);
  const row = db.one(app, "SELECT value FROM secrets WHERE key = 'playback_signing_key'", {}, { value: "" });
  let key = row ? row.value : "";
  if (!key) {
    key = $security.randomString(48);
    const col = app.findCollectionByNameOrId("secrets");
    let rec;
    try {
      rec = app.findFirstRecordByData(col, "key", "playback_signing_key");
    } catch (_) {
      rec = new Record(col);
      rec.set("key", "playback_signing_key");
    }
    rec.set("value", key);
    app.save(rec);
  }
  app.store().set("reelhouse.playback_signing_key", key);
  return key;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Short-lived caches in the app store for caller-independent data (docs/api.md, "Response
 * cache"): values are JSON strings tagged with the catalog generation, which the Go response
 * cache (internal/hotpath) bumps on every video/category change, so a change is seen at once;
 * data changed by raw SQL (view counts, ratings) lags by at most the TTL. Entries are swept
 * every minute by internal/hotpath; a full store just means no caching.
 */
const CACHE_PREFIX = "reelhouse.c:";
const CACHE_MAX_STORE_KEYS = 5000;

/** @param {core.App} app */
function cacheGen(app) {
  return String(app.store().get("reelhouse.catalog_gen") || 0);
}

/** @param {core.App} app @param {string} key @returns {any} the cached value or undefined */
function cacheGet(app, key) {
  const raw = app.store().get(CACHE_PREFIX + key);
  if (!raw) return undefined;
  try {
    const c = JSON.parse(String(raw));
    if (c.g === cacheGen(app) && c.x > Date.now()) return c.v;
  } catch (_) {
    /* a miss */
  }
  return undefined;
}

/** @param {core.App} app @param {string} key @param {any} value @param {number} ttlMs */
function cachePut(app, key, value, ttlMs) {
  const text = JSON.stringify({ g: cacheGen(app), x: Date.now() + ttlMs, v: value });
  app.store().setIfLessThanLimit(CACHE_PREFIX + key, text, CACHE_MAX_STORE_KEYS);
}

const WATCH_TTL_MS = 10000;
const COUNT_TTL_MS = 30000;

/**
 * The caller-independent part of the watch page (video row with stats, categories), cached
 * per slug for WATCH_TTL_MS. Unknown slugs are not cached.
 * @returns {{ row: Record<string, any>, categories: { id: string, slug: string, name: string }[] } | null}
 */
function watchBase(app, slug) {
  const key = `w:${slug}`;
  const hit = cacheGet(app, key);
  if (hit) return hit;
  const r = db.videoBySlug(app, slug);
  if (!r) return null;
  /** @type {Record<string, any>} */
  const row = {};
  for (const k of db.WATCH_ROW_KEYS) row[k] = r[k];
  const categories = db.videoCategories(app, row.id).map((c) => ({ id: c.id, slug: c.slug, name: c.name }));
  const base = { row, categories };
  cachePut(app, key, base, WATCH_TTL_MS);
  return base;
}

/**
 * searchCount of the public search, cached per MATCH expression and category for
 * COUNT_TTL_MS (pages 2, 3… of a query reuse it). Premium and creator counts are not cached.
 * @param {{ category?: string }} filter
 */
function cachedSearchCount(app, match, filter) {
  const key = `n:${JSON.stringify([match, filter.category || ""])}`;
  const hit = cacheGet(app, key);
  if (typeof hit === "number") return hit;
  const n = db.searchCount(app, match, filter);
  cachePut(app, key, n, COUNT_TTL_MS);
  return n;
}

/** @param {core.RequestEvent} e */
function watch(e) {
  const app = e.app;
  const base = watchBase(app, e.request.pathValue("slug"));
  if (!base) throw new NotFoundError("Video not found");
  const row = base.row;
  const categories = base.categories;
  const caller = callerOfEvent(e);
  const playable = playback.canPlay(caller, { is_premium: !!row.is_premium, creator: row.creator });
  // Sources and the playback token are per caller: never cached, read on every request.
  let sources = [];
  if (playable) {
    const src = db.videoSource(app, row.id);
    if (src) {
      let token = "";
      if (src.file) {
        const key = signingKey(app);
        token = playback.issueToken({
          videoId: row.id,
          userId: caller.userId,
          duration: row.duration,
          nowSeconds: nowSeconds(),
          sign: (text) => $security.hs256(text, key),
        }).token;
      }
      sources = playback.buildSources({ videoId: row.id, token, hasFile: !!src.file, urls: src });
    }
  }
  return toWatch(row, categories, sources, !playable);
}

/** Similar videos rank (bm25) only the newest this many matches of the title words. */
const SIMILAR_SEARCH_WINDOW = 100;

/** @param {core.RequestEvent} e */
function similar(e) {
  const app = e.app;
  const row = db.videoBySlug(app, e.request.pathValue("slug"));
  if (!row) throw new NotFoundError("Video not found");
  const cats = db.videoCategories(app, row.id).slice(0, 3);
  const perCategory = Math.ceil(LIMITS.category / Math.max(1, cats.length));
  const match = search.toAnyWordQuery(row.title);
  const found = db.similarCandidates(app, {
    videoId: row.id,
    author: row.author,
    authorLimit: LIMITS.author,
    trendingLimit: LIMITS.trending + 1,
    categories: cats.map((c) => ({ id: c.id, before: c.video_created || row.created })),
    categoryLimit: perCategory + 1,
    match,
    searchLimit: LIMITS.search + 1,
    searchWindow: SIMILAR_SEARCH_WINDOW,
  });
  const ids = (src) => (found[src] || []).map((r) => r.id);
  let category = [];
  cats.forEach((_, i) => {
    // The videos just older than this one in the category, else (too few) also its newest.
    const older = ids(`o${i}`);
    category = category.concat(older.length > perCategory ? older : older.concat(ids(`n${i}`)));
  });
  const ranked = rankSimilar({
    selfId: row.id,
    author: ids("a"),
    category: category.filter((id) => id !== row.id),
    trending: ids("t"),
    search: search.normaliseRanks(found.s || []),
  });
  const items = db.cardsByIds(app, ranked.map((r) => r.id)).map((r) => toCard(r));
  return { items };
}

/** Streams the self-hosted file after checking the playback token. @param {core.RequestEvent} e */
function stream(e) {
  const app = e.app;
  const videoId = e.request.pathValue("videoId");
  const video = db.videoById(app, videoId);
  if (!video) throw new NotFoundError("Video not found");
  const key = signingKey(app);
  const checked = playback.verifyToken(q(e, "token"), {
    videoId,
    nowSeconds: nowSeconds(),
    sign: (text) => $security.hs256(text, key),
    equal: (a, b) => $security.equal(a, b),
  });
  if (!checked.ok) throw new ForbiddenError("Invalid or expired playback token.");
  if (video.is_premium) {
    // Re-check the holder on every (Range) request: a lapsed membership stops playback.
    let caller = null;
    if (checked.userId) {
      try {
        const user = app.findRecordById("users", checked.userId);
        const auth = roles.fromRecord(user);
        caller = callerOf(auth, { superuser: false, premium: roles.isPremium(auth) });
      } catch (_) {
        caller = null;
      }
    }
    if (!playback.canPlay(caller, { is_premium: true, creator: video.creator })) {
      throw new ForbiddenError("This content is only available to premium members.");
    }
  }
  const src = db.videoSource(app, videoId);
  if (!src || !src.file) throw new NotFoundError("No self-hosted file for this video.");
  const collection = app.findCachedCollectionByNameOrId("video_sources");
  const fileKey = `${collection.id}/${src.id}/${src.file}`;
  const fsys = app.newFilesystem();
  try {
    e.response.header().set("Cache-Control", "private, max-age=3600");
    e.response.header().set("X-Content-Type-Options", "nosniff");
    fsys.serve(e.response, e.request, fileKey, src.file);
  } finally {
    fsys.close();
  }
}

module.exports = {
  trending,
  newest,
  category,
  searchVideos,
  premiumVideos,
  creatorVideos,
  recentVideos,
  watch,
  similar,
  stream,
};
