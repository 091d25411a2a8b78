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
 * The `taken` test of uniqueSlug for a record's `slug` field: used by another record.
 * @param {core.App} app @param {string} collection @param {string} selfId the record's own id
 */
function slugTakenIn(app, collection, selfId) {
  return (slug) => {
    try {
      return app.findFirstRecordByData(collection, "slug", slug).id !== selfId;
    } catch (_) {
      return false;
    }
  };
}

module.exports = { slugify, uniqueSlug, slugTakenIn };
