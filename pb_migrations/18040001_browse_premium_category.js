/// <reference path="../.tmp/pb-types/types.d.ts" />
// Sort and filters at 100,000 videos (issue 41 §2, internal/catalog/browse_*.go).
//
// Premium within a category: premium videos are a few % of the catalog and a category a few
// % more, so the pair is a fraction of a percent: /browse?category=…&access=premium walked
// the sort's index ~2,800 rows per page and the whole catalog for its total (~0.5 s at
// 100,000 videos). video_categories carries the video's premium flag (video_premium, like
// video_created) and an index on (category, video_premium, video_created, video) makes the
// pair one index range: counted and sorted whole when small, walked newest-first in order.
// video_categories is written only when a video's categories, premium state or upload date
// change, so the copy costs the hot write paths (views, ratings) nothing.
//
// Both copies (video_premium, and video_created in video_categories and video_stats) follow
// their source in the statement that changes it, whoever writes (hooks, Go, the seeder):
// the views/rating walks now filter the upload date on video_stats.video_created.
// Each trigger reads the source row as it is after the statement (not new.*), so it is
// right whichever order it fires in beside the is_premium derivation of 1763780000.
// internal/repair checks the copies ("video_categories.video_premium", "…video_created").
const PREMIUM_OF = "COALESCE((SELECT is_premium IN (1, '1', 'true') FROM videos WHERE id = %s), 0)";
const premiumOf = (video) => PREMIUM_OF.replace("%s", video);

migrate(
  (app) => {
    const vc = app.findCollectionByNameOrId("video_categories");
    vc.fields.add(new BoolField({ name: "video_premium", hidden: true }));
    vc.addIndex("idx_video_categories_premium", false, "category, video_premium, video_created, video", "");
    app.save(vc);
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`UPDATE video_categories SET video_premium = ${premiumOf("video_categories.video")}`);
    run(`CREATE TRIGGER video_categories_premium_ai AFTER INSERT ON video_categories
        WHEN new.video_premium IS NOT ${premiumOf("new.video")} BEGIN
        UPDATE video_categories SET video_premium = ${premiumOf("new.video")} WHERE id = new.id;
      END`);
    run(`CREATE TRIGGER video_categories_premium_au AFTER UPDATE OF video, video_premium ON video_categories
        WHEN new.video_premium IS NOT ${premiumOf("new.video")} BEGIN
        UPDATE video_categories SET video_premium = ${premiumOf("new.video")} WHERE id = new.id;
      END`);
    run(`CREATE TRIGGER videos_premium_to_categories AFTER UPDATE OF is_premium ON videos BEGIN
        UPDATE video_categories SET video_premium = ${premiumOf("new.id")}
          WHERE video = new.id AND video_premium IS NOT ${premiumOf("new.id")};
      END`);
    run(`CREATE TRIGGER videos_created_to_copies AFTER UPDATE OF created ON videos WHEN new.created IS NOT old.created BEGIN
        UPDATE video_categories SET video_created = new.created WHERE video = new.id AND video_created IS NOT new.created;
        UPDATE video_stats SET video_created = new.created WHERE video = new.id AND video_created IS NOT new.created;
      END`);
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const t of ["video_categories_premium_ai", "video_categories_premium_au", "videos_premium_to_categories", "videos_created_to_copies"]) {
      run(`DROP TRIGGER IF EXISTS ${t}`);
    }
    const vc = app.findCollectionByNameOrId("video_categories");
    vc.removeIndex("idx_video_categories_premium");
    vc.fields.removeByName("video_premium");
    app.save(vc);
  },
);
