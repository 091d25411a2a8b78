// Counting views and maintaining the trending score (routes and cron in ../views.pb.js).
// A view is a row in video_views, unique per (video, viewer, 6-hour bucket): INSERT OR
// IGNORE decides whether it counts, and only a new row bumps video_stats and views_monthly,
// in the same transaction. Repeating a request therefore changes nothing.

const views = require(`${__hooks}/lib/views.js`);
const roles = require(`${__hooks}/lib/roles.js`);
const guard = require(`${__hooks}/lib/guard.js`);
const db = require(`${__hooks}/lib/sql.js`);
const { newId } = require(`${__hooks}/lib/derived.js`);

/** @param {core.RequestEvent} e */
function recordView(e) {
  const app = e.app;
  const video = db.one(app, "SELECT id, creator, created FROM videos WHERE id = {:id}", { id: e.request.pathValue("id") }, { id: "", creator: "", created: "" });
  if (!video) throw new NotFoundError("Video not found");
  const body = guard.body(e);
  const auth = roles.fromRecord(e.auth);
  // Who an anonymous viewer is comes from the server's signed cookie and the IP (internal/
  // viewer); the client's anon_id is checked for shape but not trusted.
  if (body.anon_id !== undefined && body.anon_id !== null && body.anon_id !== "" && !views.isValidAnonId(body.anon_id)) {
    throw new BadRequestError("Invalid anon_id: use 8-64 characters of A-Z, a-z, 0-9, _ and -.");
  }
  const key = views.viewerKey({
    userId: auth ? auth.id : "",
    anonId: String(e.get("reelhouse.viewer") || ""),
    ip: e.realIP(),
    hash: (text) => $security.sha256(text),
  });
  if (!key.ok) throw new Error("the viewer middleware did not run: " + key.error);
  if (e.get("reelhouse.viewCapped") === true) {
    const capped = db.one(app, "SELECT views FROM video_stats WHERE video = {:v}", { v: video.id }, { views: 0 });
    return { counted: false, views: capped ? capped.views : 0 };
  }

  const nowMs = Date.now();
  const now = new DateTime().string();
  let counted = false;
  app.runInTransaction((tx) => {
    const res = tx
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO video_views (id, video, viewer, bucket, created, updated)
         VALUES ({:id}, {:video}, {:viewer}, {:bucket}, {:now}, {:now})`,
      )
      .bind({ id: newId(), video: video.id, viewer: key.viewer, bucket: views.bucketOf(Math.floor(nowMs / 1000)), now })
      .execute();
    counted = res.rowsAffected() > 0;
    if (!counted) return;
    // Trending counts distinct viewers: a viewer already seen this week adds no score.
    const since = views.bucketOf(Math.floor(nowMs / 1000) - views.RECENT_DAYS * 86400);
    const seen = db.one(
      tx,
      "SELECT COUNT(*) AS n FROM video_views WHERE video = {:video} AND viewer = {:viewer} AND bucket >= {:since}",
      { video: video.id, viewer: key.viewer, since },
      { n: 0 },
    );
    const score = seen && seen.n > 1 ? 0 : views.VIEW_SCORE;
    tx.db()
      .newQuery(
        `UPDATE video_stats SET views = views + 1, trending_score = trending_score + {:score}, updated = {:now}
         WHERE video = {:video}`,
      )
      .bind({ score, now, video: video.id })
      .execute();
    const month = views.monthOf(nowMs);
    const scopes = ["site"];
    if (video.creator) scopes.push(video.creator);
    for (const scope of scopes) {
      tx.db()
        .newQuery(
          `INSERT INTO views_monthly (id, scope, month, views, created, updated) VALUES ({:id}, {:scope}, {:month}, 1, {:now}, {:now})
           ON CONFLICT (scope, month) DO UPDATE SET views = views + 1, updated = excluded.updated`,
        )
        .bind({ id: newId(), scope, month, now })
        .execute();
    }
  });
  const row = db.one(app, "SELECT views FROM video_stats WHERE video = {:v}", { v: video.id }, { views: 0 });
  return { counted, views: row ? row.views : 0 };
}

const SWEEP_BATCH = 2000;
const RECENT_BATCH = 500;
const MAX_RECENT_BATCHES = 200;

/** score = distinct viewers in the last RECENT_DAYS (video_views) + ALL_TIME_SHARE × all-time
 * views. Distinct: one source coming back every 6 hours weighs as one viewer. */
const SCORE_SQL = `trending_score = ROUND(
    (SELECT COUNT(DISTINCT vv.viewer) FROM video_views vv WHERE vv.video = video_stats.video AND vv.bucket >= {:since})
    + {:share} * views, 4)`;

/**
 * Recomputes trending scores in SQL, in bounded batches (each its own short write):
 * 1. every video whose stats changed in the last RECENT_DAYS + 1 days (a view, a rating: its
 *    window moved), keyset by id;
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

  let cursor = "";
  for (let i = 0; i < MAX_RECENT_BATCHES; i++) {
    const ids = db
      .all(
        app,
        // Stats rows bumped since T (every counted view sets updated): idx_video_stats_updated.
        `SELECT video AS id FROM video_stats WHERE updated >= {:t} AND video > {:cursor} ORDER BY video LIMIT {:n}`,
        { t: touchedSince, cursor, n: RECENT_BATCH },
        { id: "" },
      )
      .map((r) => r.id);
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
    cursor = ids[ids.length - 1];
    if (ids.length < RECENT_BATCH) break;
  }

  const store = app.store();
  const from = Number(store.get("reelhouse.trending_sweep") || 0);
  const last = db.one(
    app,
    "SELECT COALESCE(MAX(rowid), 0) AS last, COUNT(*) AS n FROM (SELECT rowid FROM video_stats WHERE rowid > {:from} ORDER BY rowid LIMIT {:n})",
    { from, n: SWEEP_BATCH },
    { last: 0, n: 0 },
  );
  if (last && last.n > 0) {
    app
      .db()
      .newQuery(`UPDATE video_stats SET ${SCORE_SQL} WHERE rowid > {:from} AND rowid <= {:to}`)
      .bind(Object.assign({}, params, { from, to: last.last }))
      .execute();
    updated += last.n;
  }
  store.set("reelhouse.trending_sweep", last && last.n === SWEEP_BATCH ? last.last : 0);

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

module.exports = { recordView, refreshTrending };
