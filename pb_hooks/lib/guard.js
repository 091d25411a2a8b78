// Request helpers shared by the account, engagement, notification, settings, stats and
// blog routes: who is calling, and refusing early with the spec's messages.

const roles = require(`${__hooks}/lib/roles.js`);
const { all, one } = require(`${__hooks}/lib/sql.js`);
const fail = require(`${__hooks}/lib/fail.js`);

/** The signed-in site user (a users record) or null (visitors and superusers). */
function siteUser(e) {
  const auth = e.auth;
  return auth && auth.collection().name === "users" ? auth : null;
}

/** @returns {core.Record} the site user, or throws 401 with the given code and message. */
function requireUser(e, code, message) {
  const user = siteUser(e);
  if (!user) throw fail.unauthorized(code || "sign_in_required", message || "Sign in as a site user.");
  return user;
}

function isAdmin(e) {
  if (e.hasSuperuserAuth()) return true;
  return roles.hasRole(roles.fromRecord(e.auth), "admin");
}

/** Admins (role) and superusers pass; visitors get 401, everyone else 403. */
function requireAdmin(e) {
  if (isAdmin(e)) return;
  if (!e.auth) throw fail.unauthorized("admin_sign_in", "Sign in as an admin.");
  throw fail.forbidden("admin_only", "You do not have permission to access the admin panel.");
}

/** The parsed JSON body (an object, never null). */
function body(e) {
  const b = e.requestInfo().body;
  return b && typeof b === "object" ? b : {};
}

function query(e, name) {
  return e.request.url.query().get(name);
}

/** The `n` column of a one-row query (`SELECT COUNT(*) AS n …`). */
function scalar(app, sql, params) {
  const row = one(app, sql, params, { n: 0 });
  return row ? row.n : 0;
}

/** Whether an error is "no rows" (a missing record), the only error that means 404. */
function isNoRows(err) {
  return String((err && err.message) || err).indexOf("no rows in result set") >= 0;
}

/**
 * Runs a lookup; a missing record gives null, any other error (a database failure) is
 * rethrown so it becomes a logged 5xx instead of a 404 that hides it.
 * @template T @param {() => T} fn @returns {T | null}
 */
function orNull(fn) {
  try {
    return fn();
  } catch (err) {
    if (isNoRows(err)) return null;
    throw err;
  }
}

/** The stored `site` settings document ({} when none). */
function siteSettings(app) {
  const row = one(app, "SELECT value FROM settings WHERE key = 'site'", {}, { value: "" });
  if (!row || !row.value) return {};
  try {
    const v = typeof row.value === "string" ? JSON.parse(row.value) : row.value;
    return v && typeof v === "object" ? v : {};
  } catch (_) {
    return {};
  }
}

/** The site's name for texts the site itself signs (e.g. notifications from a superuser). */
function siteName(app) {
  return String(siteSettings(app).site_name || "Reelhouse");
}

/** rows: raw SQL returning rows shaped like `shape` (lib/sql.js all). */
module.exports = { siteUser, requireUser, isAdmin, requireAdmin, body, query, rows: all, scalar, siteSettings, siteName, isNoRows, orNull };
