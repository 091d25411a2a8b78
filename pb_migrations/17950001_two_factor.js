/// <reference path="../.tmp/pb-types/types.d.ts" />
// A member's second factor (issue 37 §4, internal/twofactor, docs/account-security.md).
// users.totp_on: whether sign-in asks for a code; hidden (never in the record API, and only
// superusers may set a hidden field through it), set only by the server.
// user_totp: the secret (AES-GCM under the server key), the secret being set up, the last
// accepted time step (a code is never accepted twice) and the recovery codes' keyed hashes.
// No API rules: nobody reads or writes it through the record API, admins included.
migrate((app) => {
  const users = app.findCollectionByNameOrId("users");
  users.fields.add(new BoolField({ name: "totp_on", hidden: true }));
  app.save(users);

  /** @type {any} */
  const def = {
    type: "base",
    name: "user_totp",
    fields: [
      { name: "user", type: "relation", collectionId: users.id, required: true, maxSelect: 1, cascadeDelete: true },
      { name: "secret", type: "text", hidden: true, max: 500 },
      { name: "pending", type: "text", hidden: true, max: 500 },
      { name: "last_step", type: "number", onlyInt: true },
      { name: "recovery", type: "json", hidden: true, maxSize: 10000 },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: ["CREATE UNIQUE INDEX idx_user_totp_user ON user_totp (user)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(def));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("user_totp"));
  const users = app.findCollectionByNameOrId("users");
  users.fields.removeByName("totp_on");
  app.save(users);
});
