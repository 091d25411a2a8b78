/// <reference path="../.tmp/pb-types/types.d.ts" />
// Notifications the server writes carry a stable kind and its parameters (issue 27 §1): the
// PWA renders the text in the reader's language at read time, so a member who changes
// language later reads old notices in the new one too. subject and content keep the
// English text: rows without a kind (older ones, an admin's own message) show it as written.
// Kinds and their parameters: src/features/notifications/kinds.ts.

migrate((app) => {
  const n = app.findCollectionByNameOrId("notifications");
  n.fields.add(new TextField({ name: "kind", max: 40 }));
  n.fields.add(new JSONField({ name: "params", maxSize: 20000 }));
  app.save(n);
}, (app) => {
  const n = app.findCollectionByNameOrId("notifications");
  n.fields.removeByName("kind");
  n.fields.removeByName("params");
  app.save(n);
});
