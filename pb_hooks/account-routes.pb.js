/// <reference path="../.tmp/pb-types/types.d.ts" />
// Account routes under /api/reelhouse: role checks, the reset screen's "does this e-mail
// exist" (rate-limited), and username changes that verify the current password.
// Documentation: docs/api-account.md.

// GET /api/reelhouse/has-role?role=admin|creator|premium  → { has_role }
routerAdd("GET", "/api/reelhouse/has-role", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const roles = require(`${__hooks}/lib/roles.js`);
  const role = guard.query(e, "role");
  if (["admin", "creator", "premium"].indexOf(role) < 0) throw require(`${__hooks}/lib/fail.js`).badRequest("role_invalid", "role must be admin, creator or premium");
  return e.json(200, { has_role: roles.hasRole(roles.fromRecord(e.auth), role) });
});

// POST /api/reelhouse/users/exists { email } → { exists }; 5 per minute and 20 per hour per IP
// (in memory: internal/throttle).
routerAdd("POST", "/api/reelhouse/users/exists", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const email = String(guard.body(e).email || "").trim();
  if (!email || email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw require(`${__hooks}/lib/fail.js`).badRequest("email_invalid", "Please enter a valid email address");
  }
  // The expression and condition of idx_users_email_lower, so the lookup is an index probe.
  const n = guard.scalar(e.app, "SELECT COUNT(*) AS n FROM users WHERE lower(email) = lower({:email}) AND email != ''", { email });
  return e.json(200, { exists: n > 0 });
});

// rate_limit_hits is no longer written (the limits are in memory); old rows drain away.
cronAdd("reelhouse_purge_rate_limits", "17 * * * *", () => {
  $app.db().newQuery("DELETE FROM rate_limit_hits WHERE created < strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-2 hours')").execute();
});

// POST /api/reelhouse/account/username { username, current_password } → { username }
routerAdd("POST", "/api/reelhouse/account/username", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const user = guard.requireUser(e, "username_sign_in", "Sign in to change your username.");
  const body = guard.body(e);
  const username = String(body.username || "").trim().toLowerCase();
  const password = typeof body.current_password === "string" ? body.current_password : "";
  if (!/^[a-z0-9_]{3,20}$/.test(username)) {
    throw require(`${__hooks}/lib/fail.js`).badRequest("username_invalid", "Username must be 3-20 characters long and can only contain lowercase letters, numbers, and underscores");
  }
  if (!password) throw require(`${__hooks}/lib/fail.js`).badRequest("current_password_required", "Current password is required");
  const record = e.app.findRecordById("users", user.id);
  if (!record.validatePassword(password)) throw require(`${__hooks}/lib/fail.js`).badRequest("current_password_incorrect", "Current password is incorrect");
  if (record.getString("username") === username) {
    return e.json(200, { username, message: "Username updated successfully" });
  }
  const taken = () => guard.scalar(e.app, "SELECT COUNT(*) AS n FROM users WHERE username = {:u} AND id != {:id}", { u: username, id: user.id }) > 0;
  const TAKEN = "This username is already taken. Please choose another one.";
  if (taken()) throw require(`${__hooks}/lib/fail.js`).badRequest("username_taken", TAKEN);
  record.set("username", username);
  try {
    e.app.save(record);
  } catch (err) {
    if (taken()) throw require(`${__hooks}/lib/fail.js`).badRequest("username_taken", TAKEN);
    throw require(`${__hooks}/lib/fail.js`).badRequest("username_update_failed", "Failed to update username");
  }
  return e.json(200, { username, message: "Username updated successfully" });
});
