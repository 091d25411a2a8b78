/// <reference path="../.tmp/pb-types/types.d.ts" />
// Transcoding runners (issue 24 §4): `reelhouse runner --server URL --token T` on another
// machine claims the ladder's rung jobs over /api/reelhouse/runner/*. An admin creates a
// runner (POST /api/reelhouse/runners answers its token once; only a SHA-256 of it is
// kept) and revokes it. jobs.runner names the runner that holds a job, so a runner can
// touch only the jobs it claimed.

migrate((app) => {
  const ADMIN = '@request.auth.roles:each ?= "admin"';
  /** @type {any} */
  const def = {
    type: "base",
    name: "runners",
    fields: [
      { name: "name", type: "text", required: true, max: 80 },
      { name: "token_hash", type: "text", required: true, hidden: true, max: 64 },
      { name: "revoked", type: "bool" },
      { name: "last_seen", type: "date" },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: ["CREATE INDEX idx_runners_created ON runners (created)"],
    listRule: ADMIN,
    viewRule: ADMIN,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
  const jobs = app.findCollectionByNameOrId("jobs");
  jobs.fields.add(new TextField({ name: "runner", max: 15 }));
  jobs.addIndex("idx_jobs_runner", false, "runner, state", "");
  app.save(jobs);
}, (app) => {
  const jobs = app.findCollectionByNameOrId("jobs");
  jobs.removeIndex("idx_jobs_runner");
  jobs.fields.removeByName("runner");
  app.save(jobs);
  app.delete(app.findCollectionByNameOrId("runners"));
});
