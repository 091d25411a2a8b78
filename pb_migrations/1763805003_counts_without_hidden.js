/// <reference path="../.tmp/pb-types/types.d.ts" />
// Counts leave out the videos moderation keeps off the site (issue 23: "hidden from every
// public list"): the "all videos" and "premium videos" totals and each category's
// video_count count visible videos only. SQL triggers, so a hide or restore (a videos
// update) changes the counts in the statement that flips `hidden`, in its transaction;
// pb_hooks/lib/derived.js recounts categories the same way and internal/repair checks it.
const PREMIUM_SQL = "IN (1, '1', 'true')";
const VISIBLE_SQL = "IN (0, '0', 'false')";
const VISIBLE_IN_CATEGORY = (cat) =>
  `(SELECT COUNT(*) FROM video_categories vc JOIN videos v ON v.id = vc.video WHERE vc.category = ${cat} AND v.hidden ${VISIBLE_SQL})`;

migrate(
  (app) => {
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    for (const t of ["catalog_counters_videos_ai", "catalog_counters_videos_ad", "catalog_counters_videos_au"]) run(`DROP TRIGGER IF EXISTS ${t}`);
    run(`CREATE TRIGGER catalog_counters_videos_ai AFTER INSERT ON videos WHEN new.hidden ${VISIBLE_SQL} BEGIN
        UPDATE catalog_counters SET value = value + 1 WHERE key = 'videos';
        UPDATE catalog_counters SET value = value + 1 WHERE key = 'premium_videos' AND new.is_premium ${PREMIUM_SQL};
      END`);
    run(`CREATE TRIGGER catalog_counters_videos_ad AFTER DELETE ON videos WHEN old.hidden ${VISIBLE_SQL} BEGIN
        UPDATE catalog_counters SET value = value - 1 WHERE key = 'videos';
        UPDATE catalog_counters SET value = value - 1 WHERE key = 'premium_videos' AND old.is_premium ${PREMIUM_SQL};
      END`);
    // A change of is_premium or hidden: each total moves by (counted now) - (counted before).
    run(`CREATE TRIGGER catalog_counters_videos_au AFTER UPDATE OF is_premium, hidden ON videos BEGIN
        UPDATE catalog_counters SET value = value + (new.hidden ${VISIBLE_SQL}) - (old.hidden ${VISIBLE_SQL}) WHERE key = 'videos';
        UPDATE catalog_counters SET value = value
          + (new.hidden ${VISIBLE_SQL} AND new.is_premium ${PREMIUM_SQL}) - (old.hidden ${VISIBLE_SQL} AND old.is_premium ${PREMIUM_SQL})
          WHERE key = 'premium_videos';
      END`);
    run(`CREATE TRIGGER categories_count_videos_hidden AFTER UPDATE OF hidden ON videos
        WHEN (old.hidden ${VISIBLE_SQL}) IS NOT (new.hidden ${VISIBLE_SQL}) BEGIN
        UPDATE categories SET video_count = ${VISIBLE_IN_CATEGORY("categories.id")}
          WHERE id IN (SELECT category FROM video_categories WHERE video = new.id);
      END`);
    run(`UPDATE catalog_counters SET value = CASE key
          WHEN 'videos' THEN (SELECT COUNT(*) FROM videos WHERE hidden ${VISIBLE_SQL})
          ELSE (SELECT COUNT(*) FROM videos WHERE hidden ${VISIBLE_SQL} AND is_premium ${PREMIUM_SQL}) END
        WHERE key IN ('videos', 'premium_videos')`);
    run(`UPDATE categories SET video_count = ${VISIBLE_IN_CATEGORY("categories.id")}`);
  },
  (app) => {
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    run("DROP TRIGGER IF EXISTS categories_count_videos_hidden");
    for (const t of ["catalog_counters_videos_ai", "catalog_counters_videos_ad", "catalog_counters_videos_au"]) run(`DROP TRIGGER IF EXISTS ${t}`);
    run(`CREATE TRIGGER catalog_counters_videos_ai AFTER INSERT ON videos BEGIN
        UPDATE catalog_counters SET value = value + 1 WHERE key = 'videos';
        UPDATE catalog_counters SET value = value + 1 WHERE key = 'premium_videos' AND new.is_premium ${PREMIUM_SQL};
      END`);
    run(`CREATE TRIGGER catalog_counters_videos_ad AFTER DELETE ON videos BEGIN
        UPDATE catalog_counters SET value = value - 1 WHERE key = 'videos';
        UPDATE catalog_counters SET value = value - 1 WHERE key = 'premium_videos' AND old.is_premium ${PREMIUM_SQL};
      END`);
    run(`CREATE TRIGGER catalog_counters_videos_au AFTER UPDATE OF is_premium ON videos
        WHEN (old.is_premium ${PREMIUM_SQL}) IS NOT (new.is_premium ${PREMIUM_SQL}) BEGIN
        UPDATE catalog_counters SET value = value + (CASE WHEN new.is_premium ${PREMIUM_SQL} THEN 1 ELSE -1 END)
        WHERE key = 'premium_videos';
      END`);
  },
);
