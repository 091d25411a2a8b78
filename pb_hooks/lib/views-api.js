// The trending score (cron and admin route in ../views.pb.js). Views themselves are
// counted by the Go route POST /api/reelhouse/videos/{id}/view (internal/engagement).

const views = require(`${__hooks}/lib/views.js`);
const db = require(`${__hooks}/lib/sql.js`);

// Each batch is one write statement holding SQLite's single writer: the engagement writes
// queue behind it. 500 videos per statement held it ~0.6 s at 100,000 videos (a goroutine
// dump of the mixed load showed the writer waiting on this job), so batches stay small.
const SWEEP_BATCH = 2000;
const SWEEP_STEP = 100;
const RECENT_BATCH = 100;
const MAX_RECENT_BATCHES = 1000;

/** score = distinct viewers in the last RECENT_DAYS (video_views) + ALL_TIME_SHARE × all-time
 * views. Distinct: one source coming back every 6 hours weighs as one viewer. */
const SCORE_SQL = `trending_score = ROUND(
    (SELECT COUNT(DISTINCT vv.viewer) FROM video_views vv WHERE vv.video = video_stats.video AND vv.bucket >= {:since})
    + {:share} * views, 4)`;

/**
 * Recomputes trending scores in SQL, in bounded batches (each its own short write):
 * 1. every video whose stats changed in the last RECENT_DAYS + 1 days (a view, a rating: its
 *    window moved), keyset by (updated, video): each batch is a range of
 *    idx_video_stats_updated (a keyset by video alone walked the video index and tested
 *    `updated` row by row: the whole table when few rows matched, ~5 s cold at 100,000);
 * 2. a slice of SWEEP_BATCH rows of the whole table, resuming where the last run stopped,
 *    so scores of long-idle videos (and imported data) converge too.
 * Then re-checks the catalog counters and prunes video_views older than 90 days.
 * @param {core.App} app
 */
function refreshTrending(app) {
  const nowSec = Math.floor(Date.now() / 1000);
  const since = views.bucketOf(nowSec - views.RECENT_DAYS * 86400);
  const touchedSince = new DateTime().addDate(0, 0, -(views.RECENT_DAYS + 1)).string();
  const params = { since, share: views.ALL_TIME_SHARE };
  let updated = 0;

  // Two seeks per batch (the rest of the cursor's `updated`, then later ones): SQLite seeks
  // a row-value comparison on its first column only.
  const touched = (where, bind, n) =>
    db.all(
      app,
      `SELECT video AS id, updated AS u FROM video_stats WHERE ${where} ORDER BY updated, video LIMIT {:n}`,
      Object.assign({ n }, bind),
      { id: "", u: "" },
    );
  let cursor = { u: touchedSince, id: "" };
  for (let i = 0; i < MAX_RECENT_BATCHES; i++) {
    // Stats rows bumped since T (every counted view sets updated; the score does not).
    let rows = touched("updated = {:cu} AND video > {:cv}", { cu: cursor.u, cv: cursor.id }, RECENT_BATCH);
    if (rows.length < RECENT_BATCH) rows = rows.concat(touched("updated > {:cu}", { cu: cursor.u }, RECENT_BATCH - rows.length));
    const ids = rows.map((r) => r.id);
    if (!ids.length) break;
    const names = {};
    const list = ids.map((id, k) => {
      names[`v${k}`] = id;
      return `{:v${k}}`;
    });
    app
      .db()
      .newQuery(`UPDATE video_stats SET ${SCORE_SQL} WHERE video IN (${list.join(",")})`)
      .bind(Object.assign({}, params, names))
      .execute();
    updated += ids.length;
    cursor = rows[rows.length - 1];
    if (ids.length < RECENT_BATCH) break;
  }

  const store = app.store();
  const from = Number(store.get("reelhouse.trending_sweep") || 0);
  // The slice's rowids (they may have gaps), updated in steps of SWEEP_STEP rows, each a
  // short write.
  const rowids = db
    .all(app, "SELECT rowid AS r FROM video_stats WHERE rowid > {:from} ORDER BY rowid LIMIT {:n}", { from, n: SWEEP_BATCH }, { r: 0 })
    .map((row) => row.r);
  for (let i = 0, lo = from; i < rowids.length; i += SWEEP_STEP) {
    const hi = rowids[Math.min(i + SWEEP_STEP, rowids.length) - 1];
    app
      .db()
      .newQuery(`UPDATE video_stats SET ${SCORE_SQL} WHERE rowid > {:from} AND rowid <= {:to}`)
      .bind(Object.assign({}, params, { from: lo, to: hi }))
      .execute();
    lo = hi;
  }
  updated += rowids.length;
  store.set("reelhouse.trending_sweep", rowids.length === SWEEP_BATCH ? rowids[rowids.length - 1] : 0);

  recheckCounters(app);
  pruneViews(app);
  return updated;
}

/** The triggers keep the counters; this repairs any drift (COUNT on an index, milliseconds). */
function recheckCounters(app) {
  app
    .db()
    .newQuery(
      `UPDATE catalog_counters SET value = CASE key
         WHEN 'videos' THEN (SELECT COUNT(*) FROM videos)
         WHEN 'premium_videos' THEN (SELECT COUNT(*) FROM videos WHERE is_premium = 1)
         ELSE value END
       WHERE key IN ('videos', 'premium_videos')`,
    )
    .execute();
}

/** Drops view rows older than 90 days (the dedupe window is 6 h, trending uses 7 days). */
function pruneViews(app) {
  const before = new DateTime().addDate(0, 0, -90).string();
  for (let i = 0; i < 20; i++) {
    const res = app
      .db()
      .newQuery("DELETE FROM video_views WHERE rowid IN (SELECT rowid FROM video_views WHERE created < {:before} LIMIT 5000)")
      .bind({ before })
      .execute();
    if (res.rowsAffected() < 5000) break;
  }
}

module.exports = { refreshTrending };
