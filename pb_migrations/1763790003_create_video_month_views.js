/// <reference path="../.tmp/pb-types/types.d.ts" />
// views_monthly (the statistics route's views per month, for the site and per creator)
// could not be recomputed: its source, video_views, is pruned after 90 days. The durable
// source is now video_month_views, one row per (video, the video's creator when viewed,
// month) with its views and simulated views:
// - a real view adds 1 by a SQL trigger on video_views, in the statement that inserts the
//   view row (so in the view's transaction; an ignored repeat inserts nothing);
// - simulated views add n in the admin engagement route's transaction (bot-routes.pb.js);
// - rows stay when their video is deleted, like the months they add up to.
// views_monthly is its roll-up (site: every row of the month; a creator: their rows), and
// `./reelhouse repair` recomputes it from here and reports drift.
// Views counted before this table existed (and a demo seed's generated history) are kept
// as rows with an empty video: per scope and month, what views_monthly holds beyond the
// per-video rows (internal/repair AdoptMonthlyViews does the same after a seed).

migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`CREATE TABLE video_month_views (
        video TEXT NOT NULL,
        creator TEXT NOT NULL,
        month TEXT NOT NULL,
        views INTEGER NOT NULL DEFAULT 0,
        simulated_views INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (video, creator, month)
      ) WITHOUT ROWID`);
    run("CREATE INDEX idx_video_month_views_month ON video_month_views (month, creator)");
    run("CREATE INDEX idx_video_month_views_creator ON video_month_views (creator, month)");
    run(`CREATE TRIGGER video_month_views_count AFTER INSERT ON video_views BEGIN
        INSERT INTO video_month_views (video, creator, month, views)
          VALUES (new.video, COALESCE((SELECT creator FROM videos WHERE id = new.video), ''), substr(new.created, 1, 7), 1)
          ON CONFLICT (video, creator, month) DO UPDATE SET views = views + 1;
      END`);
    run(`INSERT INTO video_month_views (video, creator, month, views)
         SELECT vv.video, COALESCE(v.creator, ''), substr(vv.created, 1, 7), COUNT(*) FROM video_views vv
         LEFT JOIN videos v ON v.id = vv.video GROUP BY 1, 2, 3`);
    // The rest of each month as it stands, creators first, then the site's remainder.
    run(`INSERT INTO video_month_views (video, creator, month, views, simulated_views)
         SELECT '', m.scope, m.month,
           m.views - COALESCE((SELECT SUM(views) FROM video_month_views x WHERE x.creator = m.scope AND x.month = m.month), 0),
           COALESCE(m.simulated_views, 0) - COALESCE((SELECT SUM(simulated_views) FROM video_month_views x WHERE x.creator = m.scope AND x.month = m.month), 0)
         FROM views_monthly m WHERE m.scope != 'site' AND true
         ON CONFLICT (video, creator, month) DO UPDATE SET views = views + excluded.views, simulated_views = simulated_views + excluded.simulated_views`);
    run(`INSERT INTO video_month_views (video, creator, month, views, simulated_views)
         SELECT '', '', m.month,
           m.views - COALESCE((SELECT SUM(views) FROM video_month_views x WHERE x.month = m.month), 0),
           COALESCE(m.simulated_views, 0) - COALESCE((SELECT SUM(simulated_views) FROM video_month_views x WHERE x.month = m.month), 0)
         FROM views_monthly m WHERE m.scope = 'site' AND true
         ON CONFLICT (video, creator, month) DO UPDATE SET views = views + excluded.views, simulated_views = simulated_views + excluded.simulated_views`);
    run("DELETE FROM video_month_views WHERE views = 0 AND simulated_views = 0");
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run("DROP TRIGGER IF EXISTS video_month_views_count");
    run("DROP TABLE IF EXISTS video_month_views");
  },
);
