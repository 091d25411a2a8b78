// The catalog's SQL: thin functions that take the app and plain values and return plain
// rows. Every list is an index walk: a paged subquery on a covering index picks the ids,
// then only those rows are joined to videos and video_stats. Totals come from
// catalog_counters / categories.video_count; FTS totals from a capped count(*) on
// videos_fts (SEARCH_COUNT_CAP).

const { CARD_COLUMNS, cardShape } = require(`${__hooks}/lib/catalog.js`);

/** Raw SQL returning rows shaped like `shape` (also guard.rows of the other routes).
 * @param {core.App} app @param {string} sql @param {Record<string, any>} params @param {Record<string, any>} shape */
function all(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params || {}).all(rows);
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

/**
 * Search totals are counted up to this many matches: `totalItems` is exact below it and
 * this number above it (the UI only needs pages; "Found 10,000 videos" for a word in most
 * of the catalog). Counting walks the doclist, so the cap bounds it (~0.6 ms at 10,000).
 */
const SEARCH_COUNT_CAP = 10000;

/**
 * Matches of a search, at most SEARCH_COUNT_CAP.
 * @param {string} match a lib/search.js MATCH expression @param {SearchFilter} f
 */
function searchCount(app, match, f) {
  const j = searchJoins(f);
  const row = one(
    app,
    `SELECT count(*) AS n FROM (SELECT 1 FROM videos_fts f ${j.joins} WHERE ${j.where} LIMIT {:cap})`,
    Object.assign(searchParams(match, f), { cap: SEARCH_COUNT_CAP }),
    { n: 0 },
  );
  return row ? row.n : 0;
}

/**
 * Relevance (bm25) is computed for at most this many matches: all of them when there are
 * fewer, else the newest RANK_WINDOW (FTS5 walks its doclist by rowid, newest first, and
 * stops). Results are those ranked by relevance, then the remaining matches newest first.
 * bm25 costs a few µs per match; ranking 50,000 matches of a common word would take
 * 100+ ms. Ties rank newest first (FTS rowid desc).
 */
const RANK_WINDOW = 300;

/**
 * Cards of a page of FTS rowids (`fr`, plus `r`): the `vid` column is read from the FTS
 * content only for the rows of the page, not for every ranked candidate.
 */
function ftsCards(app, inner, params, order) {
  return cards(app, `SELECT x.vid AS vid, w.* FROM (${inner}) w JOIN videos_fts x ON x.rowid = w.fr`, params, order);
}

/**
 * @param {string} match @param {SearchFilter} f
 * @param {number} total the match count (searchCount)
 */
function searchPage(app, match, f, limit, offset, total) {
  const j = searchJoins(f);
  const params = Object.assign(searchParams(match, f), { limit, offset, w: RANK_WINDOW });
  const base = `FROM videos_fts f ${j.joins} WHERE ${j.where}`;
  if (total <= RANK_WINDOW) {
    return ftsCards(app, `SELECT f.rowid AS fr, f.rank AS r ${base} ORDER BY f.rank, f.rowid DESC LIMIT {:limit} OFFSET {:offset}`, params, "p.r, p.fr DESC");
  }
  let rows = [];
  if (offset < RANK_WINDOW) {
    rows = ftsCards(
      app,
      `SELECT fr, r FROM (SELECT f.rowid AS fr, f.rank AS r ${base} ORDER BY f.rowid DESC LIMIT {:w})
       ORDER BY r, fr DESC LIMIT {:limit} OFFSET {:offset}`,
      params,
      "p.r, p.fr DESC",
    );
  }
  if (rows.length >= limit) return rows;
  const tailOffset = Math.max(offset, RANK_WINDOW);
  const tailLimit = limit - rows.length;
  const tail = ftsCards(
    app,
    `SELECT f.rowid AS fr ${base} ORDER BY f.rowid DESC LIMIT {:tl} OFFSET {:to}`,
    Object.assign(params, { tl: tailLimit, to: tailOffset }),
    "p.fr DESC",
  );
  return rows.concat(tail);
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

/**
 * Every candidate source of "similar videos" in one statement (one round trip through the
 * JS bridge instead of up to nine), each an index walk or a bounded FTS window:
 *   'a'  the author's newest videos but this one (q.authorLimit),
 *   't'  trending (q.trendingLimit),
 *   'o<i>' / 'n<i>'  category i's videos just older than q.categories[i].before / its newest
 *        (q.categoryLimit each; the caller uses the newest only when too few are older),
 *   's'  the best (bm25) q.searchLimit of the newest q.searchWindow matches of q.match,
 *        with their rank (FTS rowid picks the window; `vid` is read for the best only).
 * Rows come back grouped by src, in each source's own order (k).
 * @param {{ videoId: string, author: string, authorLimit: number, trendingLimit: number,
 *   categories: { id: string, before: string }[], categoryLimit: number,
 *   match: string, searchLimit: number, searchWindow: number }} q
 * @returns {Record<string, { id: string, rank: number }[]>}
 */
function similarCandidates(app, q) {
  const params = { v: q.videoId, a: q.author, al: q.authorLimit, tl: q.trendingLimit, cl: q.categoryLimit };
  const arms = [
    `SELECT 'a' AS src, row_number() OVER (ORDER BY created DESC) AS k, id, 0.0 AS rank FROM
       (SELECT id, created FROM videos WHERE author = {:a} AND id != {:v} ORDER BY created DESC LIMIT {:al})`,
    `SELECT 't', row_number() OVER (ORDER BY ts DESC, vc DESC), id, 0.0 FROM
       (SELECT video AS id, trending_score AS ts, video_created AS vc FROM video_stats ORDER BY trending_score DESC, video_created DESC LIMIT {:tl})`,
  ];
  q.categories.forEach((c, i) => {
    params[`c${i}`] = c.id;
    params[`b${i}`] = c.before;
    arms.push(`SELECT 'o${i}', row_number() OVER (ORDER BY vc DESC), id, 0.0 FROM
       (SELECT video AS id, video_created AS vc FROM video_categories WHERE category = {:c${i}} AND video_created < {:b${i}} ORDER BY video_created DESC LIMIT {:cl})`);
    arms.push(`SELECT 'n${i}', row_number() OVER (ORDER BY vc DESC), id, 0.0 FROM
       (SELECT video AS id, video_created AS vc FROM video_categories WHERE category = {:c${i}} ORDER BY video_created DESC LIMIT {:cl})`);
  });
  if (q.match) {
    Object.assign(params, { m: q.match, sl: q.searchLimit, sw: q.searchWindow });
    arms.push(`SELECT 's', row_number() OVER (ORDER BY w.r, w.fr DESC), x.vid, w.r FROM
       (SELECT fr, r FROM (SELECT rowid AS fr, rank AS r FROM videos_fts WHERE videos_fts MATCH {:m} ORDER BY rowid DESC LIMIT {:sw})
        ORDER BY r, fr DESC LIMIT {:sl}) w JOIN videos_fts x ON x.rowid = w.fr`);
  }
  const rows = all(app, `SELECT src, k, id, rank FROM (${arms.join(" UNION ALL ")}) ORDER BY src, k`, params, { src: "", k: 0, id: "", rank: -0 });
  /** @type {Record<string, { id: string, rank: number }[]>} */
  const out = {};
  for (const r of rows) (out[r.src] = out[r.src] || []).push({ id: r.id, rank: r.rank });
  return out;
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
  similarCandidates,
  cardsByIds,
};
