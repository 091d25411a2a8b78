// Slugs per the spec: lowercase, every run of non-alphanumerics becomes one hyphen,
// no leading or trailing hyphen. Uniqueness by suffix -1 … -999, then a timestamp.

/** @param {string} text */
function slugify(text) {
  return String(text || "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Longest slug base: suffixes (-999, or a 13-digit timestamp) still fit the 220 of the field. */
const SLUG_MAX = 200;

/**
 * The slug base of a text: slugify, cut to SLUG_MAX, no hyphen left at the end (the slug
 * pattern forbids one), `fallback` when nothing is left. The Go seeder cuts the same way
 * (tests/fixtures/slug-rules.json checks both).
 * @param {string} text @param {string} fallback
 */
function slugBase(text, fallback) {
  return slugify(text).slice(0, SLUG_MAX).replace(/-+$/, "") || fallback;
}

/**
 * @param {string} base a slug (may be empty: "video" is used)
 * @param {(slug: string) => boolean} taken whether a slug is already used
 * @param {number} [now] ms timestamp for the last-resort suffix
 */
function uniqueSlug(base, taken, now) {
  const root = base || "video";
  if (!taken(root)) return root;
  for (let i = 1; i < 1000; i++) {
    const candidate = `${root}-${i}`;
    if (!taken(candidate)) return candidate;
  }
  return `${root}-${now === undefined ? Date.now() : now}`;
}

/**
 * Words the site's routes use (/api/reelhouse/videos/trending, /categories/newest, …):
 * a video or category with one of these slugs would be unreachable or shadow a list.
 */
const RESERVED = [
  "trending", "newest", "recent", "new", "popular", "similar", "search", "premium", "categories",
  "category", "video", "videos", "creator", "blog", "blogs", "admin", "api", "all", "random",
  "stream", "view", "rate", "comments",
];

/** @param {string} slug */
function isReserved(slug) {
  return RESERVED.indexOf(slug) >= 0;
}

/**
 * The `taken` test of uniqueSlug for a record's `slug` field: used by another record, or
 * reserved. One indexed range query reads every `<base>` and `<base>-…` slug at once
 * (instead of one query per suffix tried, up to 999).
 * @param {core.App} app @param {string} collection @param {string} selfId the record's own id
 * @param {string} base the wanted slug
 */
function slugTakenIn(app, collection, selfId, base) {
  const root = base || "video";
  const rows = arrayOf(new DynamicModel({ slug: "" }));
  app
    .db()
    .newQuery(
      // "." sorts right after "-": [root-, root.) is every slug starting with "root-".
      `SELECT slug FROM ${collection} WHERE (slug = {:root} OR (slug >= {:lo} AND slug < {:hi})) AND id != {:self}`,
    )
    .bind({ root, lo: root + "-", hi: root + ".", self: selfId || "" })
    .all(rows);
  /** @type {Record<string, boolean>} */
  const used = {};
  for (const r of rows) used[r.slug] = true;
  return (slug) => !!used[slug] || isReserved(slug);
}

module.exports = { slugify, slugBase, uniqueSlug, slugTakenIn, isReserved, RESERVED, SLUG_MAX };
