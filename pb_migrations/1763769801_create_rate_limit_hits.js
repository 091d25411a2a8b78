/// <reference path="../.tmp/pb-types/types.d.ts" />
// Fixed-window counters for limits PocketBase's built-in limiter cannot express (two
// windows on one route, e.g. 5/minute and 20/hour for /api/reelhouse/users/exists).
// One row per (scope, window, client, window start); old rows are purged by a cron job.

migrate((app) => {
  /** @type {any} */
  const def = {
    type: "base",
    name: "rate_limit_hits",
    fields: [
      { name: "key", type: "text", required: true, max: 300 },
      { name: "hits", type: "number", onlyInt: true, min: 0 },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_rate_limit_hits_key ON rate_limit_hits (key)",
      "CREATE INDEX idx_rate_limit_hits_created ON rate_limit_hits (created)",
    ],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("rate_limit_hits"));
});
