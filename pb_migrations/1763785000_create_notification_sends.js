/// <reference path="../.tmp/pb-types/types.d.ts" />
// The admin's log of sent notifications (the Notifications tab's "what was sent" list):
// one row per send, not per recipient, so the list stays small when a broadcast reaches
// 100,000 members. Written only by POST /api/reelhouse/notifications/send, in the same
// transaction as the notifications it made; its id is the client's send id, which makes a
// repeated submit of the same form a no-op.

const SENDS_ADMIN_RULE = '@request.auth.roles:each ?= "admin"';

migrate((app) => {
  /** @type {any} */
  const def = {
    type: "base",
    name: "notification_sends",
    fields: [
      { name: "subject", type: "text", required: true, max: 200 },
      { name: "content", type: "text", required: true, max: 10000 },
      { name: "target", type: "select", required: true, values: ["all", "creators", "admins", "users"], maxSelect: 1 },
      { name: "recipients", type: "number", onlyInt: true, min: 0 },
      { name: "sender", type: "relation", collectionId: app.findCollectionByNameOrId("users").id, maxSelect: 1, cascadeDelete: false },
      { name: "sender_email", type: "text", max: 255 },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: ["CREATE INDEX idx_notification_sends_created ON notification_sends (created)"],
    listRule: SENDS_ADMIN_RULE,
    viewRule: SENDS_ADMIN_RULE,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("notification_sends"));
});
