// View counting: who a viewer is and which 6-hour window a view falls in. A viewer is the
// signed-in user, else the client's anon id combined with its IP; either way hashed, so
// video_views holds no raw identifiers. The hash function is passed in (hooks: $security.sha256).

const BUCKET_SECONDS = 6 * 60 * 60;
const ANON_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Trending: views of the last RECENT_DAYS plus this share of all-time views. */
const RECENT_DAYS = 7;
const ALL_TIME_SHARE = 0.05;

/** @param {number} nowSeconds */
function bucketOf(nowSeconds) {
  return Math.floor(nowSeconds / BUCKET_SECONDS);
}

/** @param {any} value */
function isValidAnonId(value) {
  return typeof value === "string" && ANON_ID.test(value);
}

/**
 * @param {{ userId: string, anonId: any, ip: string, hash: (text: string) => string }} p
 * @returns {{ ok: true, viewer: string } | { ok: false, error: string }}
 */
function viewerKey(p) {
  if (p.userId) return { ok: true, viewer: p.hash(`user:${p.userId}`) };
  if (p.anonId === undefined || p.anonId === null || p.anonId === "") {
    return { ok: false, error: "Visitors must send an anon_id." };
  }
  if (!isValidAnonId(p.anonId)) return { ok: false, error: "Invalid anon_id: use 8-64 characters of A-Z, a-z, 0-9, _ and -." };
  return { ok: true, viewer: p.hash(`anon:${p.anonId}|${p.ip || ""}`) };
}

/** `YYYY-MM` (UTC) of a time in ms. @param {number} ms */
function monthOf(ms) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** What one counted view adds to the trending score (1 recent view + its all-time share). */
const VIEW_SCORE = 1 + ALL_TIME_SHARE;

module.exports = { RECENT_DAYS, ALL_TIME_SHARE, VIEW_SCORE, bucketOf, isValidAnonId, viewerKey, monthOf };
