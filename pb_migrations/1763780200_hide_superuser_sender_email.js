/// <reference path="../.tmp/pb-types/types.d.ts" />
// Notifications sent by a superuser (no `sender` user) stored the superuser's dashboard
// e-mail, which every recipient could read. They now sign as the site (sender_name in
// GET /api/reelhouse/notifications); clear the addresses already stored.
migrate(
  (app) => {
    app.db().newQuery("UPDATE notifications SET sender_email = '' WHERE (sender = '' OR sender IS NULL) AND sender_email != ''").execute();
  },
  () => {},
);
