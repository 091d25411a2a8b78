/// <reference path="../.tmp/pb-types/types.d.ts" />
// A member's copy of their data (issue 37 §5, internal/dataexport): one row per export
// job, its zip a protected file (only through the auth-checked download route), deleted
// with the row after 7 days by the hourly cleanup. No API rules: routes only.
migrate((app) => {
  const users = app.findCollectionByNameOrId("users");
  /** @type {any} */
  const def = {
    type: "base",
    name: "data_exports",
    fields: [
      { name: "member", type: "relation", collectionId: users.id, required: true, maxSelect: 1, cascadeDelete: true },
      { name: "state", type: "select", values: ["pending", "ready", "failed"], maxSelect: 1, required: true },
      { name: "file", type: "file", maxSelect: 1, maxSize: 1099511627776, protected: true },
      { name: "size", type: "number", onlyInt: true },
      { name: "expires", type: "date" },
      { name: "error", type: "text", max: 500 },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: [
      "CREATE INDEX idx_data_exports_member ON data_exports (member, created)",
      "CREATE INDEX idx_data_exports_expires ON data_exports (expires)",
    ],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("data_exports"));
});
