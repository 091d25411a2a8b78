/// <reference path="../.tmp/pb-types/types.d.ts" />
// Durable background jobs (processing an upload, publishing to each video host), worked by
// the pool in internal/jobs. Readable (and live through realtime) by admins and by the
// owner; written only by the server. `owner` covers the time before the video exists.

const JOBS_ADMIN = '@request.auth.roles:each ?= "admin"';
const JOBS_OWNER = '(@request.auth.id != "" && (owner = @request.auth.id || video.creator = @request.auth.id))';

migrate((app) => {
  const rel = (name, target, opts) =>
    Object.assign({ name, type: "relation", collectionId: app.findCollectionByNameOrId(target).id, maxSelect: 1 }, opts);
  const jobs = new Collection(/** @type {any} */ ({
    type: "base",
    name: "jobs",
    fields: [
      { name: "kind", type: "text", required: true, max: 40 },
      // Deleting the video deletes its jobs: pending work is cancelled with it.
      rel("video", "videos", { cascadeDelete: true }),
      rel("owner", "users", { cascadeDelete: false }),
      { name: "state", type: "select", required: true, values: ["queued", "running", "done", "failed"], maxSelect: 1 },
      { name: "progress", type: "number", min: 0, max: 100 },
      { name: "attempts", type: "number", min: 0, onlyInt: true },
      { name: "max_attempts", type: "number", min: 1, onlyInt: true },
      { name: "next_attempt", type: "date" },
      { name: "lease_until", type: "date" },
      { name: "last_error", type: "text", max: 500 },
      // Technical detail of the last failure (no keys), for admins reading the list.
      { name: "error_detail", type: "text", max: 2000 },
      // What the job needs (the upload id and the form's fields for `process`).
      { name: "payload", type: "json", maxSize: 100000 },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: [
      "CREATE INDEX idx_jobs_state_next ON jobs (state, next_attempt)",
      "CREATE INDEX idx_jobs_video ON jobs (video, kind)",
      "CREATE INDEX idx_jobs_owner_created ON jobs (owner, created)",
    ],
    listRule: `${JOBS_ADMIN} || ${JOBS_OWNER}`,
    viewRule: `${JOBS_ADMIN} || ${JOBS_OWNER}`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  }));
  app.save(jobs);

  // The upload size limit (bytes); public so the form can check before sending.
  const settings = app.findCollectionByNameOrId("settings");
  const row = new Record(settings);
  row.load({ key: "uploads", public: true, value: { max_size: 4 * 1024 * 1024 * 1024 } });
  app.save(row);
}, (app) => {
  app.delete(app.findCollectionByNameOrId("jobs"));
  const row = app.findFirstRecordByData("settings", "key", "uploads");
  if (row) app.delete(row);
});
