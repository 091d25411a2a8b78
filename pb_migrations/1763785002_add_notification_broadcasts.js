/// <reference path="../.tmp/pb-types/types.d.ts" />
// Broadcasts: a send to a role target with more members than notify.RECORD_LIMIT is not
// copied into every inbox (100,000 rows held the write lock for seconds); it stays one
// notification_sends row with broadcast = true, which each member's inbox reads
// (lib/inbox.js). notification_reads records who has read which broadcast.

migrate((app) => {
  const sends = app.findCollectionByNameOrId("notification_sends");
  sends.fields.add(new BoolField({ name: "broadcast" }));
  sends.addIndex("idx_notification_sends_broadcast", false, "broadcast, created", "");
  app.save(sends);

  /** @type {any} */
  const def = {
    type: "base",
    name: "notification_reads",
    fields: [
      { name: "send", type: "relation", required: true, collectionId: sends.id, maxSelect: 1, cascadeDelete: true },
      { name: "user", type: "relation", required: true, collectionId: app.findCollectionByNameOrId("users").id, maxSelect: 1, cascadeDelete: true },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: ["CREATE UNIQUE INDEX idx_notification_reads_user_send ON notification_reads (user, send)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("notification_reads"));
  const sends = app.findCollectionByNameOrId("notification_sends");
  sends.removeIndex("idx_notification_sends_broadcast");
  sends.fields.removeByName("broadcast");
  app.save(sends);
});
