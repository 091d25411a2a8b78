/// <reference path="../.tmp/pb-types/types.d.ts" />
// Simulated engagement (the admin's Engagement tab) stays apart from real engagement:
// - video_stats.simulated_views: how many of `views` were added by the tab (hidden: the
//   public reads video_stats, and must not learn which views are simulated);
// - views_monthly.simulated_views: the same per month and scope, for the statistics route;
// - comments.simulated: written by bot accounts through the tab (hidden for the same reason).

migrate((app) => {
  const stats = app.findCollectionByNameOrId("video_stats");
  stats.fields.add(new NumberField({ name: "simulated_views", onlyInt: true, min: 0, hidden: true }));
  app.save(stats);

  const monthly = app.findCollectionByNameOrId("views_monthly");
  monthly.fields.add(new NumberField({ name: "simulated_views", onlyInt: true, min: 0 }));
  app.save(monthly);

  const comments = app.findCollectionByNameOrId("comments");
  comments.fields.add(new BoolField({ name: "simulated", hidden: true }));
  app.save(comments);
}, (app) => {
  for (const [name, field] of [["video_stats", "simulated_views"], ["views_monthly", "simulated_views"], ["comments", "simulated"]]) {
    const c = app.findCollectionByNameOrId(name);
    c.fields.removeByName(field);
    app.save(c);
  }
});
