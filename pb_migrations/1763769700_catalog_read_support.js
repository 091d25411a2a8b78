/// <reference path="../.tmp/pb-types/types.d.ts" />
// What the catalog read routes (pb_hooks/catalog-routes.pb.js) need to stay index walks
// at 100,000+ videos:
// - catalog_counters: O(1) totals for "all videos" and "premium videos", kept by SQL
//   triggers on videos (so raw bulk inserts by the seeder are counted too) and
//   re-checked by the trending cron job (pb_hooks/views.pb.js).
// - covering indexes for the list pages (offset skips walk the index only).
// See docs/api.md.

migrate(
  (app) => {
    /** @type {any} */
    const def = {
      type: "base",
      name: "catalog_counters",
      fields: [
        { name: "key", type: "text", required: true, max: 60, pattern: "^[a-z_]+$" },
        { name: "value", type: "number", onlyInt: true },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_catalog_counters_key ON catalog_counters (key)"],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    };
    app.save(new Collection(def));

    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    const now = new DateTime().string();
    const PREMIUM = "IN (1, '1', 'true')";
    run(`INSERT INTO catalog_counters (id, key, value, created, updated)
         VALUES ('cntvideos000000', 'videos', (SELECT COUNT(*) FROM videos), '${now}', '${now}')`);
    run(`INSERT INTO catalog_counters (id, key, value, created, updated)
         VALUES ('cntpremium00000', 'premium_videos', (SELECT COUNT(*) FROM videos WHERE is_premium ${PREMIUM}), '${now}', '${now}')`);

    run(`CREATE TRIGGER catalog_counters_videos_ai AFTER INSERT ON videos BEGIN
        UPDATE catalog_counters SET value = value + 1 WHERE key = 'videos';
        UPDATE catalog_counters SET value = value + 1 WHERE key = 'premium_videos' AND new.is_premium ${PREMIUM};
      END`);
    run(`CREATE TRIGGER catalog_counters_videos_ad AFTER DELETE ON videos BEGIN
        UPDATE catalog_counters SET value = value - 1 WHERE key = 'videos';
        UPDATE catalog_counters SET value = value - 1 WHERE key = 'premium_videos' AND old.is_premium ${PREMIUM};
      END`);
    run(`CREATE TRIGGER catalog_counters_videos_au AFTER UPDATE OF is_premium ON videos
        WHEN (old.is_premium ${PREMIUM}) IS NOT (new.is_premium ${PREMIUM}) BEGIN
        UPDATE catalog_counters SET value = value + (CASE WHEN new.is_premium ${PREMIUM} THEN 1 ELSE -1 END)
        WHERE key = 'premium_videos';
      END`);

    // Covering indexes: the paged subqueries read only these. Declared on the collections so
    // the dashboard shows them and collection saves keep them.
    const addIndexes = (name, defs) => {
      const c = app.findCollectionByNameOrId(name);
      for (const [indexName, columns] of defs) c.addIndex(indexName, false, columns, "");
      app.save(c);
    };
    addIndexes("video_categories", [["idx_video_categories_page", "category, video_created, video"]]);
    addIndexes("video_stats", [["idx_video_stats_trending_page", "trending_score, video_created, video"]]);
    addIndexes("videos", [
      ["idx_videos_premium_created", "is_premium, created"],
      ["idx_videos_author_created", "author, created"],
    ]);
  },
  (app) => {
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    for (const t of ["catalog_counters_videos_ai", "catalog_counters_videos_ad", "catalog_counters_videos_au"]) {
      run(`DROP TRIGGER IF EXISTS ${t}`);
    }
    /** @type {[string, string[]][]} */
    const added = [
      ["video_categories", ["idx_video_categories_page"]],
      ["video_stats", ["idx_video_stats_trending_page"]],
      ["videos", ["idx_videos_premium_created", "idx_videos_author_created"]],
    ];
    for (const [name, indexes] of added) {
      const c = app.findCollectionByNameOrId(name);
      for (const i of indexes) c.removeIndex(i);
      app.save(c);
    }
    app.delete(app.findCollectionByNameOrId("catalog_counters"));
  },
);
