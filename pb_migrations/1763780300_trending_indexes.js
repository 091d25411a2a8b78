/// <reference path="../.tmp/pb-types/types.d.ts" />
// Indexes that match the trending job and the view route (checked with EXPLAIN QUERY PLAN
// on a 100,000-video database after ANALYZE; docs/data-model.md):
// - video_views (video, bucket, viewer): the score's "distinct viewers of a video since
//   bucket B" is a range walk of one video's recent rows, covering (no table reads);
// - video_stats (updated, video): "videos whose stats changed since T" (every counted view
//   bumps updated) is a range walk instead of scanning the views of the last week.
migrate(
  (app) => {
    const views = app.findCollectionByNameOrId("video_views");
    views.addIndex("idx_video_views_video_bucket", false, "video, bucket, viewer", "");
    app.save(views);
    const stats = app.findCollectionByNameOrId("video_stats");
    stats.addIndex("idx_video_stats_updated", false, "updated, video", "");
    app.save(stats);
  },
  (app) => {
    const views = app.findCollectionByNameOrId("video_views");
    views.removeIndex("idx_video_views_video_bucket");
    app.save(views);
    const stats = app.findCollectionByNameOrId("video_stats");
    stats.removeIndex("idx_video_stats_updated");
    app.save(stats);
  },
);
