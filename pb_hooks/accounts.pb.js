/// <reference path="../.tmp/pb-types/types.d.ts" />
// Users: usernames are stored trimmed and lowercase; comments follow a rename.
// GET /api/reelhouse/me: who the server thinks the caller is (the UI's role source).

onRecordValidate((e) => {
  e.record.set("username", e.record.getString("username").trim().toLowerCase());
  e.next();
}, "users");

onRecordAfterUpdateSuccess((e) => {
  const before = e.record.original().getString("username");
  const after = e.record.getString("username");
  if (before !== after) require(`${__hooks}/lib/derived.js`).renameCommentAuthor(e.app, e.record.id, after);
  e.next();
}, "users");

routerAdd(
  "GET",
  "/api/reelhouse/me",
  (e) => {
    const roles = require(`${__hooks}/lib/roles.js`);
    const auth = roles.fromRecord(e.auth);
    if (!auth) throw new UnauthorizedError("Sign in as a site user.");
    return e.json(200, {
      id: e.auth.id,
      email: e.auth.email(),
      username: e.auth.getString("username"),
      roles: auth.roles,
      premium_until: auth.premium_until,
      is_admin: roles.hasRole(auth, "admin"),
      is_creator: roles.hasRole(auth, "creator"),
      is_premium: roles.isPremium(auth),
    });
  },
  $apis.requireAuth("users"),
);
