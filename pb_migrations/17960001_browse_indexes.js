/// <reference path="../.tmp/pb-types/types.d.ts" />
// Sort and filters of the lists (issue 41 §2, internal/catalog/browse_sql.go): each sort
// walks an index in its own order, and the filters a walk checks on every row (duration,
// upload date, premium) are columns of that index, so a rejected row costs an index entry
// and no table read.
// - newest:  videos (hidden, created, duration, is_premium)
// - longest: videos (hidden, duration, created, is_premium)
// - most viewed / top rated: video_stats (views | rating, total_ratings, then video_created,
//   video: the tie-breaks of the ORDER BY, so the page needs no sort).
migrate(
  (app) => {
    const videos = app.findCollectionByNameOrId("videos");
    videos.addIndex("idx_videos_browse_created", false, "hidden, created, duration, is_premium", "");
    videos.addIndex("idx_videos_browse_duration", false, "hidden, duration, created, is_premium", "");
    app.save(videos);
    const stats = app.findCollectionByNameOrId("video_stats");
    stats.addIndex("idx_video_stats_views", false, "views, video_created, video", "");
    stats.addIndex("idx_video_stats_rating", false, "rating, total_ratings, video_created, video", "");
    app.save(stats);
  },
  (app) => {
    const videos = app.findCollectionByNameOrId("videos");
    videos.removeIndex("idx_videos_browse_created");
    videos.removeIndex("idx_videos_browse_duration");
    app.save(videos);
    const stats = app.findCollectionByNameOrId("video_stats");
    stats.removeIndex("idx_video_stats_views");
    stats.removeIndex("idx_video_stats_rating");
    app.save(stats);
  },
);
