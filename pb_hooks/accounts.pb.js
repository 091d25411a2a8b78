/// <reference path="../.tmp/pb-types/types.d.ts" />
// Users: usernames are stored trimmed and lowercase; comments follow a rename.
// GET /api/reelhouse/me: who the server thinks the caller is (the UI's role source).

onRecordValidate((e) => {
  e.record.set("username", e.record.getString("username").trim().toLowerCase());
  // E-mails are unique regardless of case (index idx_users_email_lower): stored lowercase.
  e.record.setEmail(e.record.email().trim().toLowerCase());
  // PocketBase finds duplicates through a plain unique index on email; ours is on
  // lower(email), so a taken address would fail as a bare constraint error. Say which field.
  const email = e.record.email();
  if (email) {
    // lower(email) and email != '' as the index states them: a COLLATE NOCASE comparison
    // cannot use it, and every save of a user scanned the table.
    const sql = "SELECT COUNT(*) AS n FROM users WHERE lower(email) = lower({:email}) AND email != '' AND id != {:id}";
    if (require(`${__hooks}/lib/guard.js`).scalar(e.app, sql, { email, id: e.record.id }) > 0) {
      throw require(`${__hooks}/lib/fail.js`).badRequest("account_save_failed", "Failed to save the account.", null, { email: new ValidationError("validation_not_unique", "Value must be unique.") });
    }
  }
  e.next();
}, "users");

// Sign-in is case-insensitive: stored addresses are lowercase, so look the typed one up so.
onRecordAuthWithPasswordRequest((e) => {
  if (!e.record && e.identity && e.identity.indexOf("@") > 0) {
    // Unknown address: null, and PocketBase answers with its usual "Failed to authenticate."
    e.record = require(`${__hooks}/lib/guard.js`).orNull(() => e.app.findAuthRecordByEmail("users", e.identity.trim().toLowerCase()));
  }
  e.next();
}, "users");

// Comments carry their author's username: renamed in the same transaction as the user.
onRecordUpdateExecute((e) => {
  const before = e.record.original().getString("username");
  const after = e.record.getString("username");
  const original = e.app;
  e.app.runInTransaction((tx) => {
    e.app = tx;
    e.next();
    if (before !== after) require(`${__hooks}/lib/derived.js`).renameCommentAuthor(tx, e.record.id, after);
  });
  e.app = original;
}, "users");

routerAdd(
  "GET",
  "/api/reelhouse/me",
  (e) => {
    const roles = require(`${__hooks}/lib/roles.js`);
    const auth = roles.fromRecord(e.auth);
    if (!auth) throw require(`${__hooks}/lib/fail.js`).unauthorized("sign_in_required", "Sign in as a site user.");
    return e.json(200, {
      id: e.auth.id,
      email: e.auth.email(),
      username: e.auth.getString("username"),
      roles: auth.roles,
      premium_until: auth.premium_until,
      is_admin: roles.hasRole(auth, "admin"),
      is_creator: roles.hasRole(auth, "creator"),
      is_premium: roles.isPremium(auth),
      // Two-step sign-in (internal/twofactor): whether it is on, and whether this admin must
      // set it up before the admin role counts again (the role is off on this request).
      two_factor: e.auth.getBool("totp_on"),
      two_factor_required: e.get("reelhouse.totpEnrol") === true,
    });
  },
  $apis.requireAuth("users"),
);
