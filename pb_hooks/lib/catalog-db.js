// The catalog's SQL: thin functions that take the app and plain values and return plain
// rows. Every list is an index walk: a paged subquery on a covering index picks the ids,
// then only those rows are joined to videos and video_stats. Totals come from
// catalog_counters / categories.video_count; FTS totals from count(*) on videos_fts.

const { CARD_COLUMNS, cardShape } = require(`${__hooks}/lib/catalog.js`);

/** @param {core.App} app @param {string} sql @param {Record<string, any>} params @param {Record<string, any>} shape */
function all(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

/** @returns {any} the first row or null */
function one(app, sql, params, shape) {
  const rows = all(app, sql, params, shape);
  return rows.length ? rows[0] : null;
}

/** @param {core.App} app @param {string} inner subquery yielding `vid` @param {string} order over p.* */
function cards(app, inner, params, order) {
  return all(
    app,
    `SELECT ${CARD_COLUMNS} FROM (${inner}) p JOIN videos v ON v.id = p.vid LEFT JOIN video_stats s ON s.video = v.id ORDER BY ${order}`,
    params,
    cardShape(),
  );
}

/** @param {core.App} app @param {"videos" | "premium_videos"} key */
function counter(app, key) {
  const row = one(app, "SELECT value FROM catalog_counters WHERE key = {:key}", { key }, { value: 0 });
  return row ? Math.max(0, row.value) : 0;
}

function newest(app, limit, offset) {
  return all(
    app,
    `SELECT ${CARD_COLUMNS} FROM (SELECT rowid AS rid FROM videos ORDER BY created DESC, rowid DESC LIMIT {:limit} OFFSET {:offset}) p
     JOIN videos v ON v.rowid = p.rid LEFT JOIN video_stats s ON s.video = v.id ORDER BY v.created DESC, v.rowid DESC`,
    { limit, offset },
    cardShape(),
  );
}

function trending(app, limit, offset) {
  return cards(
    app,
    `SELECT video AS vid, trending_score AS ts, video_created AS vc FROM video_stats
     ORDER BY trending_score DESC, video_created DESC, video DESC LIMIT {:limit} OFFSET {:offset}`,
    { limit, offset },
    "p.ts DESC, p.vc DESC, p.vid DESC",
  );
}

/** @returns {{ id: string, slug: string, name: string, video_count: number } | null} */
function categoryBySlug(app, slug) {
  return one(app, "SELECT id, slug, name, video_count FROM categories WHERE slug = {:slug}", { slug }, { id: "", slug: "", name: "", video_count: 0 });
}

function categoryVideos(app, categoryId, limit, offset) {
  return cards(
    app,
    `SELECT video AS vid, video_created AS vc FROM video_categories WHERE category = {:cat}
     ORDER BY video_created DESC, video DESC LIMIT {:limit} OFFSET {:offset}`,
    { cat: categoryId, limit, offset },
    "p.vc DESC, p.vid DESC",
  );
}

/**
 * Filters of a text search. category: a categories id; premiumCategory: a
 * premium_categories id (implies premiumOnly); creator: a users id.
 * @typedef {{ category?: string, premiumOnly?: boolean, premiumCategory?: string, creator?: string }} SearchFilter
 */

/** @param {SearchFilter} f */
function searchJoins(f) {
  const joins = [];
  const where = ["videos_fts MATCH {:match}"];
  if (f.category) joins.push("JOIN video_categories vc ON vc.video = f.vid AND vc.category = {:category}");
  if (f.premiumOnly || f.premiumCategory || f.creator) joins.push("JOIN videos fv ON fv.id = f.vid");
  if (f.premiumOnly || f.premiumCategory) where.push("fv.is_premium = 1");
  if (f.creator) where.push("fv.creator = {:creator}");
  if (f.premiumCategory) {
    joins.push("JOIN premium_videos pv ON pv.video = f.vid");
    where.push("EXISTS (SELECT 1 FROM json_each(pv.categories) WHERE value = {:premiumCategory})");
  }
  return { joins: joins.join(" "), where: where.join(" AND ") };
}

/** @param {SearchFilter} f */
function searchParams(match, f) {
  return { match, category: f.category || "", creator: f.creator || "", premiumCategory: f.premiumCategory || "" };
}

/** @param {string} match a lib/search.js MATCH expression @param {SearchFilter} f */
function searchCount(app, match, f) {
  const j = searchJoins(f);
  const row = one(app, `SELECT count(*) AS n FROM videos_fts f ${j.joins} WHERE ${j.where}`, searchParams(match, f), { n: 0 });
  return row ? row.n : 0;
}

/**
 * Relevance (bm25) is computed for at most this many matches: all of them when there are
 * fewer, else the newest RANK_WINDOW (FTS5 walks its doclist by rowid, newest first, and
 * stops). Results are those ranked by relevance, then the remaining matches newest first.
 * bm25 costs ~10 µs per match; ranking 50,000 matches of a common word would take 0.5 s.
 */
const RANK_WINDOW = 300;

/**
 * @param {string} match @param {SearchFilter} f
 * @param {number} total the match count (searchCount)
 */
function searchPage(app, match, f, limit, offset, total) {
  const j = searchJoins(f);
  const params = Object.assign(searchParams(match, f), { limit, offset, w: RANK_WINDOW });
  const base = `FROM videos_fts f ${j.joins} WHERE ${j.where}`;
  if (total <= RANK_WINDOW) {
    return cards(app, `SELECT f.vid AS vid, f.rank AS r ${base} ORDER BY f.rank, f.vid LIMIT {:limit} OFFSET {:offset}`, params, "p.r, p.vid");
  }
  let rows = [];
  if (offset < RANK_WINDOW) {
    rows = cards(
      app,
      `SELECT vid, r FROM (SELECT f.vid AS vid, f.rank AS r ${base} ORDER BY f.rowid DESC LIMIT {:w})
       ORDER BY r, vid LIMIT {:limit} OFFSET {:offset}`,
      params,
      "p.r, p.vid",
    );
  }
  if (rows.length >= limit) return rows;
  const tailOffset = Math.max(offset, RANK_WINDOW);
  const tailLimit = limit - rows.length;
  const tail = cards(
    app,
    `SELECT f.vid AS vid, f.rowid AS rid ${base} ORDER BY f.rowid DESC LIMIT {:tl} OFFSET {:to}`,
    Object.assign(params, { tl: tailLimit, to: tailOffset }),
    "p.rid DESC",
  );
  return rows.concat(tail);
}

/** Ranked ids only (for similar videos): the best of the newest `window` matches. */
function searchIds(app, match, limit, window) {
  return all(
    app,
    `SELECT id, rank FROM (SELECT vid AS id, rank FROM videos_fts WHERE videos_fts MATCH {:match} ORDER BY rowid DESC LIMIT {:w})
     ORDER BY rank LIMIT {:limit}`,
    { match, limit, w: window || RANK_WINDOW },
    { id: "", rank: -0 },
  ).map((r) => ({ id: r.id, rank: r.rank }));
}

/** @returns {{ id: string } | null} */
function premiumCategoryBySlug(app, slug) {
  return one(app, "SELECT id, slug, name FROM premium_categories WHERE slug = {:slug}", { slug }, { id: "", slug: "", name: "" });
}

function premiumVideos(app, limit, offset) {
  return all(
    app,
    `SELECT ${CARD_COLUMNS} FROM (SELECT rowid AS rid FROM videos WHERE is_premium = 1 ORDER BY created DESC, rowid DESC LIMIT {:limit} OFFSET {:offset}) p
     JOIN videos v ON v.rowid = p.rid LEFT JOIN video_stats s ON s.video = v.id ORDER BY v.created DESC, v.rowid DESC`,
    { limit, offset },
    cardShape(),
  );
}

/** Premium videos in a premium category: a scan of premium_videos (a fraction of the catalog). */
const IN_PREMIUM_CATEGORY = `FROM premium_videos pv JOIN videos v ON v.id = pv.video
  WHERE v.is_premium = 1 AND EXISTS (SELECT 1 FROM json_each(pv.categories) WHERE value = {:cat})`;

function premiumCategoryCount(app, categoryId) {
  const row = one(app, `SELECT count(*) AS n ${IN_PREMIUM_CATEGORY}`, { cat: categoryId }, { n: 0 });
  return row ? row.n : 0;
}

function premiumCategoryVideos(app, categoryId, limit, offset) {
  return cards(
    app,
    `SELECT v.id AS vid, v.created AS vc ${IN_PREMIUM_CATEGORY} ORDER BY v.created DESC, v.id DESC LIMIT {:limit} OFFSET {:offset}`,
    { cat: categoryId, limit, offset },
    "p.vc DESC, p.vid DESC",
  );
}

/** A creator's own videos: a range of idx_videos_creator_created. */
function creatorCount(app, creatorId) {
  const row = one(app, "SELECT count(*) AS n FROM videos WHERE creator = {:c}", { c: creatorId }, { n: 0 });
  return row ? row.n : 0;
}

function creatorVideos(app, creatorId, limit, offset) {
  return all(
    app,
    `SELECT ${CARD_COLUMNS} FROM (SELECT rowid AS rid FROM videos WHERE creator = {:c} ORDER BY created DESC, rowid DESC LIMIT {:limit} OFFSET {:offset}) p
     JOIN videos v ON v.rowid = p.rid LEFT JOIN video_stats s ON s.video = v.id ORDER BY v.created DESC, v.rowid DESC`,
    { c: creatorId, limit, offset },
    cardShape(),
  );
}

/** Columns of videoBySlug's row. */
const WATCH_ROW_EXTRA = { description: "", license: "", creator: "", updated: "", comments: 0 };
const WATCH_ROW_KEYS = Object.keys(cardShape()).concat(Object.keys(WATCH_ROW_EXTRA));

/** The watch page's video row (videos + stats), or null. */
function videoBySlug(app, slug) {
  return one(
    app,
    `SELECT ${CARD_COLUMNS}, v.description AS description, v.license AS license, v.creator AS creator, v.updated AS updated,
       COALESCE(s.comments, 0) AS comments
     FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.slug = {:slug}`,
    { slug },
    Object.assign(cardShape(), WATCH_ROW_EXTRA),
  );
}

/** @returns {{ id: string, is_premium: boolean, creator: string, duration: number } | null} */
function videoById(app, id) {
  return one(
    app,
    "SELECT id, is_premium, creator, duration, created FROM videos WHERE id = {:id}",
    { id },
    { id: "", is_premium: false, creator: "", duration: -0, created: "" },
  );
}

function videoCategories(app, videoId) {
  return all(
    app,
    `SELECT c.id AS id, c.slug AS slug, c.name AS name, vc.video_created AS vc FROM video_categories vc
     JOIN categories c ON c.id = vc.category WHERE vc.video = {:v} ORDER BY c.name`,
    { v: videoId },
    { id: "", slug: "", name: "", vc: "" },
  ).map((c) => ({ id: c.id, slug: c.slug, name: c.name, video_created: c.vc }));
}

/** @returns {{ id: string, file: string, doodstream_url: string, vidguard_url: string, streamtape_url: string } | null} */
function videoSource(app, videoId) {
  return one(
    app,
    "SELECT id, file, doodstream_url, vidguard_url, streamtape_url FROM video_sources WHERE video = {:v}",
    { v: videoId },
    { id: "", file: "", doodstream_url: "", vidguard_url: "", streamtape_url: "" },
  );
}

/** Ids of a category's videos just before (older than) a time, else the newest. */
function categoryNeighbours(app, categoryId, before, limit) {
  const older = all(
    app,
    `SELECT video AS id FROM video_categories WHERE category = {:cat} AND video_created < {:before}
     ORDER BY video_created DESC LIMIT {:limit}`,
    { cat: categoryId, before, limit },
    { id: "" },
  );
  if (older.length >= limit) return older.map((r) => r.id);
  const newer = all(
    app,
    "SELECT video AS id FROM video_categories WHERE category = {:cat} ORDER BY video_created DESC LIMIT {:limit}",
    { cat: categoryId, limit },
    { id: "" },
  );
  return older.concat(newer).map((r) => r.id);
}

function authorIds(app, author, excludeId, limit) {
  return all(
    app,
    "SELECT id FROM videos WHERE author = {:a} AND id != {:x} ORDER BY created DESC LIMIT {:limit}",
    { a: author, x: excludeId, limit },
    { id: "" },
  ).map((r) => r.id);
}

function trendingIds(app, limit) {
  return all(app, "SELECT video AS id FROM video_stats ORDER BY trending_score DESC, video_created DESC LIMIT {:limit}", { limit }, { id: "" }).map(
    (r) => r.id,
  );
}

/** Cards of the given ids, in that order. @param {string[]} ids */
function cardsByIds(app, ids) {
  if (!ids.length) return [];
  const params = {};
  const names = ids.map((id, i) => {
    params[`id${i}`] = id;
    return `{:id${i}}`;
  });
  const rows = all(
    app,
    `SELECT ${CARD_COLUMNS} FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.id IN (${names.join(", ")})`,
    params,
    cardShape(),
  );
  const byId = {};
  for (const r of rows) byId[r.id] = r;
  return ids.filter((id) => byId[id]).map((id) => byId[id]);
}

module.exports = {
  all,
  one,
  counter,
  newest,
  trending,
  categoryBySlug,
  categoryVideos,
  searchCount,
  searchPage,
  searchIds,
  RANK_WINDOW,
  premiumCategoryBySlug,
  premiumVideos,
  premiumCategoryCount,
  premiumCategoryVideos,
  creatorCount,
  creatorVideos,
  videoBySlug,
  WATCH_ROW_KEYS,
  videoById,
  videoCategories,
  videoSource,
  categoryNeighbours,
  authorIds,
  trendingIds,
  cardsByIds,
};
