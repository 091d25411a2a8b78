/// <reference path="../.tmp/pb-types/types.d.ts" />
// A premium category's page used to scan every premium_videos row and unpack its
// `categories` JSON (json_each) to find the category's videos, then sort them: work that
// grows with the whole premium catalog on every page view. premium_category_videos is
// that relation as rows, indexed (category, video_created, video) like video_categories,
// so a page is an index walk and its total an index range count.
//
// It is derived data: SQL triggers write it inside the statement that changes
// premium_videos (create, move to another video, new categories, delete; a deleted
// premium category is removed from premium_videos.categories by PocketBase, an update
// of that row), whoever writes (collection API, Go, the seeder's raw SQL). video_created
// is the video's creation time; the videos triggers fill it when the premium row is
// inserted before its video (the seeder's batches). `./reelhouse repair` recomputes it.
// A plain table, not a collection: no API lists it.

const CATEGORY_ROWS = (pv) =>
  `INSERT OR IGNORE INTO premium_category_videos (category, video, video_created)
     SELECT j.value, ${pv}.video, COALESCE((SELECT created FROM videos WHERE id = ${pv}.video), '')
     FROM json_each(CASE WHEN json_valid(${pv}.categories) THEN ${pv}.categories ELSE '[]' END) j
     WHERE j.type = 'text' AND j.value != '';`;

const TRIGGERS = [
  "premium_category_videos_pv_ai",
  "premium_category_videos_pv_ad",
  "premium_category_videos_pv_au",
  "premium_category_videos_v_ai",
  "premium_category_videos_v_au",
];

migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`CREATE TABLE premium_category_videos (
        category TEXT NOT NULL,
        video TEXT NOT NULL,
        video_created TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (category, video)
      ) WITHOUT ROWID`);
    run("CREATE INDEX idx_premium_category_videos_created ON premium_category_videos (category, video_created, video)");
    run("CREATE INDEX idx_premium_category_videos_video ON premium_category_videos (video)");
    run(`CREATE TRIGGER premium_category_videos_pv_ai AFTER INSERT ON premium_videos BEGIN ${CATEGORY_ROWS("new")} END`);
    run(`CREATE TRIGGER premium_category_videos_pv_ad AFTER DELETE ON premium_videos BEGIN
        DELETE FROM premium_category_videos WHERE video = old.video;
      END`);
    run(`CREATE TRIGGER premium_category_videos_pv_au AFTER UPDATE OF video, categories ON premium_videos BEGIN
        DELETE FROM premium_category_videos WHERE video = old.video;
        ${CATEGORY_ROWS("new")}
      END`);
    run(`CREATE TRIGGER premium_category_videos_v_ai AFTER INSERT ON videos BEGIN
        UPDATE premium_category_videos SET video_created = new.created WHERE video = new.id;
      END`);
    run(`CREATE TRIGGER premium_category_videos_v_au AFTER UPDATE OF created ON videos BEGIN
        UPDATE premium_category_videos SET video_created = new.created WHERE video = new.id;
      END`);
    run(`INSERT OR IGNORE INTO premium_category_videos (category, video, video_created)
         SELECT j.value, pv.video, COALESCE(v.created, '') FROM premium_videos pv
         LEFT JOIN videos v ON v.id = pv.video,
         json_each(CASE WHEN json_valid(pv.categories) THEN pv.categories ELSE '[]' END) j
         WHERE j.type = 'text' AND j.value != ''`);
    run("ANALYZE premium_category_videos");
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const t of TRIGGERS) run(`DROP TRIGGER IF EXISTS ${t}`);
    run("DROP TABLE IF EXISTS premium_category_videos");
  },
);
