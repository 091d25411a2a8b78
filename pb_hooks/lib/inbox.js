// A member's inbox: their own notification rows plus the broadcasts meant for them (one
// notification_sends row with broadcast = true, sent after the account was made, to all
// users or to a role the member holds), read state of broadcasts in notification_reads.

const { all, one } = require(`${__hooks}/lib/sql.js`);
const roles = require(`${__hooks}/lib/roles.js`);

/** The SQL condition (on notification_sends s) and its params for broadcasts a user sees. */
function visibility(user) {
  const auth = roles.fromRecord(user);
  return {
    where: `s.broadcast = TRUE AND s.created >= {:joined}
      AND (s.target = 'all' OR (s.target = 'creators' AND {:creator} = 1) OR (s.target = 'admins' AND {:admin} = 1))`,
    params: {
      u: user.id,
      joined: user.getDateTime("created").string(),
      creator: roles.hasRole(auth, "creator") ? 1 : 0,
      admin: roles.hasRole(auth, "admin") ? 1 : 0,
    },
  };
}

/** { total, unread } over own rows and visible broadcasts. */
function counts(app, user) {
  const v = visibility(user);
  const own = one(
    app,
    "SELECT COUNT(*) AS total, COALESCE(SUM(read_at = '' OR read_at IS NULL), 0) AS unread FROM notifications WHERE recipient = {:u}",
    v.params,
    { total: 0, unread: 0 },
  );
  const cast = one(
    app,
    `SELECT COUNT(*) AS total, COALESCE(SUM(r.id IS NULL), 0) AS unread FROM notification_sends s
     LEFT JOIN notification_reads r ON r.send = s.id AND r.user = {:u} WHERE ${v.where}`,
    v.params,
    { total: 0, unread: 0 },
  );
  return { total: own.total + cast.total, unread: own.unread + cast.unread };
}

/**
 * One page, unread first, then newest. kind and params (JSON text): a notification the
 * server wrote, rendered by the PWA in the reader's language; '' for an admin's message
 * and for rows older than kinds, shown as written.
 */
function page(app, user, limit, offset) {
  const v = visibility(user);
  return all(
    app,
    `SELECT id, kind, params, subject, content, sender_email, created, read_at FROM (
       SELECT id, COALESCE(kind, '') AS kind, COALESCE(params, '') AS params, subject, content, sender_email, created, COALESCE(read_at, '') AS read_at
       FROM notifications WHERE recipient = {:u}
       UNION ALL
       SELECT s.id, '' AS kind, '' AS params, s.subject, s.content, s.sender_email, s.created, COALESCE(r.created, '') AS read_at
       FROM notification_sends s LEFT JOIN notification_reads r ON r.send = s.id AND r.user = {:u} WHERE ${v.where}
     ) ORDER BY (read_at = '') DESC, created DESC, id DESC LIMIT {:limit} OFFSET {:offset}`,
    Object.assign({ limit, offset }, v.params),
    { id: "", kind: "", params: "", subject: "", content: "", sender_email: "", created: "", read_at: "" },
  );
}

/** Marks a visible broadcast read; returns its read time, or null when it is not one. */
function readBroadcast(app, user, id, nowText) {
  const v = visibility(user);
  const params = Object.assign({ id, now: nowText }, v.params);
  const found = one(app, `SELECT s.id AS id FROM notification_sends s WHERE s.id = {:id} AND ${v.where}`, params, { id: "" });
  if (!found) return null;
  app
    .db()
    .newQuery(
      `INSERT OR IGNORE INTO notification_reads (id, send, user, created, updated)
       VALUES (substr(lower(hex(randomblob(8))), 1, 15), {:id}, {:u}, {:now}, {:now})`,
    )
    .bind(params)
    .execute();
  const row = one(app, "SELECT created FROM notification_reads WHERE send = {:id} AND user = {:u}", params, { created: "" });
  return row ? row.created : nowText;
}

/** Marks every visible broadcast read; returns how many were unread. */
function readAllBroadcasts(app, user, nowText) {
  const v = visibility(user);
  const res = app
    .db()
    .newQuery(
      `INSERT OR IGNORE INTO notification_reads (id, send, user, created, updated)
       SELECT substr(lower(hex(randomblob(8))), 1, 15), s.id, {:u}, {:now}, {:now} FROM notification_sends s
       WHERE ${v.where} AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.send = s.id AND r.user = {:u})`,
    )
    .bind(Object.assign({ now: nowText }, v.params))
    .execute();
  return res.rowsAffected();
}

/** A notification's params (JSON text) as an object; {} when absent or not an object. */
function parseParams(text) {
  if (!text) return {};
  try {
    const v = JSON.parse(text);
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch (_) {
    return {};
  }
}

module.exports = { parseParams, counts, page, readBroadcast, readAllBroadcasts };
