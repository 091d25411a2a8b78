// Today's figures of the admin Dashboard tab. Each is one COUNT over an index range (no
// table scans at 100,000+ rows): users(created), video_views(created), comments(created)
// (indexes from migration 1763784000), creator_requests(status, created), payments(status,
// created), jobs(state, next_attempt). Tables that other areas add (the uploads area's
// `jobs`, states queued/running/done/failed) may be missing on a given install:
// such a figure is null and named in `missing`, never a 500.

const FIGURES = [
  { key: "new_members", tab: "notifications", table: "users", columns: ["created"], where: "created >= {:since}" },
  { key: "views", tab: "dashboard", table: "video_views", columns: ["created"], where: "created >= {:since}" },
  { key: "comments", tab: "engagement", table: "comments", columns: ["created"], where: "created >= {:since}" },
  { key: "pending_creator_requests", tab: "creator-requests", table: "creator_requests", columns: ["status"], where: "status = 'pending'" },
  {
    key: "pending_sepa_payments",
    tab: "payments",
    table: "payments",
    columns: ["status", "method"],
    where: "status = 'pending' AND method = 'sepa'",
  },
  // The uploads area owns this table (host upload jobs); absent until that area lands.
  { key: "failed_upload_jobs", tab: "videos", table: "jobs", columns: ["state"], where: "state = 'failed'" },
];

/** The start of the UTC day of `now`, in PocketBase's datetime text form. */
function dayStart(now) {
  const d = new Date(now);
  const p = (n) => (n < 10 ? "0" : "") + n;
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} 00:00:00.000Z`;
}

/** Which of `wanted` columns `existing` lacks (an empty `existing` means no table). */
function lacking(existing, wanted) {
  if (!existing.length) return wanted.slice();
  return wanted.filter((c) => existing.indexOf(c) < 0);
}

/**
 * @param {(table: string) => string[]} columnsOf column names of a table ([] when missing)
 * @param {(sql: string, params: object) => number} count
 */
function computeFigures(columnsOf, count, now) {
  const since = dayStart(now);
  const figures = [];
  const missing = [];
  for (const f of FIGURES) {
    const gap = lacking(columnsOf(f.table), f.columns);
    if (gap.length) {
      missing.push(f.table);
      figures.push({ key: f.key, tab: f.tab, value: null });
      continue;
    }
    figures.push({ key: f.key, tab: f.tab, value: count(`SELECT COUNT(*) AS n FROM ${f.table} WHERE ${f.where}`, { since }) });
  }
  return { since, figures, missing };
}

module.exports = { FIGURES, dayStart, computeFigures };
