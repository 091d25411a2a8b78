/// <reference path="../.tmp/pb-types/types.d.ts" />
// Idempotency of outbox mutations that are not plain creates (rating toggles, comment-like
// toggles): the first request with a client op_id stores its response; a replay of the
// same (user, op_id) returns it without toggling again. Server only.

migrate((app) => {
  /** @type {any} */
  const def = {
    type: "base",
    name: "applied_ops",
    fields: [
      { name: "user", type: "relation", collectionId: app.findCollectionByNameOrId("users").id, maxSelect: 1, required: true, cascadeDelete: true },
      { name: "op_id", type: "text", required: true, min: 15, max: 15, pattern: "^[a-z0-9]{15}$" },
      { name: "kind", type: "text", required: true, max: 40 },
      { name: "target", type: "text", max: 40 },
      { name: "response", type: "json", maxSize: 10000 },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_applied_ops_user_op ON applied_ops (user, op_id)",
      "CREATE INDEX idx_applied_ops_created ON applied_ops (created)",
    ],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("applied_ops"));
});
