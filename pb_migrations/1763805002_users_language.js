/// <reference path="../.tmp/pb-types/types.d.ts" />
// The member's language (issue 27 §3): chosen in Account Settings, applied on sign-in on
// any device. Empty: the device's choice or the browser's language. The member may set it
// (not among the self-update locked fields). Keep the values in step with src/i18n/languages.ts.

migrate((app) => {
  const users = app.findCollectionByNameOrId("users");
  users.fields.add(new SelectField({ name: "language", values: ["en", "de", "es", "fr"], maxSelect: 1 }));
  app.save(users);
}, (app) => {
  const users = app.findCollectionByNameOrId("users");
  users.fields.removeByName("language");
  app.save(users);
});
