/// <reference path="../.tmp/pb-types/types.d.ts" />
// Notifications under /api/reelhouse: a member's inbox (unread first), marking read, and the
// admin's send form with its recipient search. Documentation: docs/api-account.md.

// GET /api/reelhouse/notifications?page=&perPage=  → list + unread count (mine only)
routerAdd("GET", "/api/reelhouse/notifications", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { parsePaging, pageResult } = require(`${__hooks}/lib/paging.js`);
  const user = guard.requireUser(e, "notifications_sign_in", "Sign in to see your notifications.");
  const p = parsePaging({ page: guard.query(e, "page"), perPage: guard.query(e, "perPage") }, { defaultPerPage: 20 });
  const inbox = require(`${__hooks}/lib/inbox.js`);
  const counts = inbox.counts(e.app, user);
  const items = inbox.page(e.app, user, p.limit, p.offset);
  const site = guard.siteName(e.app);
  const list = items.map((n) => ({
    id: n.id,
    // The PWA's text for a server-written notice in the reader's language (issue 27 §1).
    kind: n.kind,
    params: inbox.parseParams(n.params),
    subject: n.subject,
    content: n.content,
    sender_email: n.sender_email,
    // Who the inbox shows: the sending admin's address, or the site for a superuser.
    sender_name: n.sender_email || site,
    created: n.created,
    read_at: n.read_at || "",
  }));
  return e.json(200, pageResult(list, p, counts.total, { unread: counts.unread }));
});

// POST /api/reelhouse/notifications/{id}/read  → { id, read_at, unread }
routerAdd("POST", "/api/reelhouse/notifications/{id}/read", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const user = guard.requireUser(e, "notifications_sign_in", "Sign in to see your notifications.");
  let n = null;
  n = guard.orNull(() => e.app.findRecordById("notifications", e.request.pathValue("id")));
  const inbox = require(`${__hooks}/lib/inbox.js`);
  if (!n || n.getString("recipient") !== user.id) {
    // Not an own row: a broadcast this member sees?
    const readAt = inbox.readBroadcast(e.app, user, e.request.pathValue("id"), new DateTime().string());
    if (readAt === null) throw require(`${__hooks}/lib/fail.js`).notFound("notification_not_found", "Notification not found");
    return e.json(200, { id: e.request.pathValue("id"), read_at: readAt, unread: inbox.counts(e.app, user).unread });
  }
  if (!n.getString("read_at")) {
    n.set("read_at", new DateTime());
    e.app.save(n);
  }
  return e.json(200, { id: n.id, read_at: n.getString("read_at"), unread: inbox.counts(e.app, user).unread });
});

// POST /api/reelhouse/notifications/read-all  → { updated, unread: 0 }
routerAdd("POST", "/api/reelhouse/notifications/read-all", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const user = guard.requireUser(e, "notifications_sign_in", "Sign in to see your notifications.");
  let updated = 0;
  e.app.runInTransaction((tx) => {
    const unread = tx.findRecordsByFilter("notifications", "recipient = {:u} && read_at = ''", "created", 1000, 0, { u: user.id });
    const now = new DateTime();
    for (const n of unread) {
      if (!n) continue;
      n.set("read_at", now);
      tx.save(n);
      updated++;
    }
    // Beyond 1,000 unread rows: one statement (no realtime events for those).
    const res = tx
      .db()
      .newQuery("UPDATE notifications SET read_at = {:now}, updated = {:now} WHERE recipient = {:u} AND (read_at = '' OR read_at IS NULL)")
      .bind({ now: now.string(), u: user.id })
      .execute();
    updated += res.rowsAffected();
    updated += require(`${__hooks}/lib/inbox.js`).readAllBroadcasts(tx, user, now.string());
  });
  return e.json(200, { updated, unread: 0 });
});

// POST /api/reelhouse/notifications/send (admin)
//   { subject, content, target: 'all'|'creators'|'admins'|'users', recipient_ids?, id? } → { id, sent, realtime }
// `id` (15 characters a-z0-9, made by the form) names the send: a repeat of an applied
// send returns its result instead of notifying everyone twice.
routerAdd("POST", "/api/reelhouse/notifications/send", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const notify = require(`${__hooks}/lib/notify.js`);
  guard.requireAdmin(e);
  const body = guard.body(e);
  const input = notify.validateSend(body);
  if (input.error) throw require(`${__hooks}/lib/fail.js`).badRequest(input.code, input.error, input.values);
  // Text of only zero-width or bidi characters is no message (issue 36 §7).
  const textCheck = require(`${__hooks}/lib/text-check.js`);
  if (!textCheck.visible(input.subject) || !textCheck.visible(input.content)) throw require(`${__hooks}/lib/fail.js`).badRequest("text_not_visible", textCheck.MESSAGE);
  const sendId = body.id === undefined || body.id === null || body.id === "" ? "" : String(body.id);
  if (sendId && !/^[a-z0-9]{15}$/.test(sendId)) throw require(`${__hooks}/lib/fail.js`).badRequest("op_id_invalid", "id must be 15 characters from a-z and 0-9");
  if (sendId) {
    const prior = notify.findSend(e.app, sendId);
    if (prior) return e.json(200, { id: prior.id, sent: prior.getInt("recipients"), realtime: true, repeated: true });
  }
  const sender = guard.siteUser(e);
  const senderId = sender ? sender.id : "";
  // A superuser (dashboard account) sends as the site: its address is never shown.
  const senderEmail = sender ? sender.email() : "";

  let ids = [];
  let total = 0;
  if (input.target === "users") {
    const params = {};
    const marks = input.recipientIds.map((id, i) => {
      params["r" + i] = id;
      return "{:r" + i + "}";
    });
    ids = guard.rows(e.app, `SELECT id FROM users WHERE id IN (${marks.join(",")})`, params, { id: "" }).map((r) => r.id);
    if (!ids.length) throw require(`${__hooks}/lib/fail.js`).badRequest("recipients_required", "Please select at least one recipient");
    total = ids.length;
  } else {
    total = guard.scalar(e.app, `SELECT COUNT(*) AS n FROM users WHERE ${notify.roleCondition(input.target)}`, {});
    if (total <= notify.RECORD_LIMIT) {
      ids = guard.rows(e.app, `SELECT id FROM users WHERE ${notify.roleCondition(input.target)} ORDER BY id`, {}, { id: "" }).map((r) => r.id);
    }
  }
  let sent = 0;
  let logId = "";
  const realtime = total <= notify.RECORD_LIMIT;
  /** @type {core.Record | null} */
  let repeat = null;
  e.app.runInTransaction((tx) => {
    // Checked again inside the (serialised) write transaction: two racing submits.
    repeat = sendId ? notify.findSend(tx, sendId) : null;
    if (repeat) return;
    const log = new Record(tx.findCollectionByNameOrId("notification_sends"));
    if (sendId) log.set("id", sendId);
    if (realtime) {
      // Through records: realtime reaches online recipients.
      const collection = tx.findCollectionByNameOrId("notifications");
      for (const id of ids) {
        const n = new Record(collection);
        n.load({ recipient: id, subject: input.subject, content: input.content, sender: senderId, sender_email: senderEmail });
        tx.save(n);
        sent++;
      }
    }
    // Above RECORD_LIMIT recipients no rows are copied: the log row itself is the
    // broadcast, read by each member's inbox (lib/inbox.js), so the send is one insert.
    if (!realtime) {
      sent = total;
      log.set("broadcast", true);
    }
    log.load({ subject: input.subject, content: input.content, target: input.target, recipients: sent, sender: senderId, sender_email: senderEmail });
    tx.save(log);
    logId = log.id;
    require(`${__hooks}/lib/audit.js`).write(tx, e, "notifications.send", "notification_sends", log.id, "", {
      subject: input.subject,
      target: input.target,
      recipients: sent,
    });
  });
  if (repeat) return e.json(200, { id: repeat.id, sent: repeat.getInt("recipients"), realtime: true, repeated: true });
  return e.json(200, { id: logId, sent, realtime });
});

// GET /api/reelhouse/notifications/sent?page= (admin) → what was sent, newest first, 20 a page
routerAdd("GET", "/api/reelhouse/notifications/sent", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { parsePaging, pageResult } = require(`${__hooks}/lib/paging.js`);
  guard.requireAdmin(e);
  const p = parsePaging({ page: guard.query(e, "page") }, { defaultPerPage: 20, maxPerPage: 20 });
  const total = guard.scalar(e.app, "SELECT COUNT(*) AS n FROM notification_sends", {});
  const items = guard.rows(
    e.app,
    `SELECT id, subject, content, target, recipients, sender_email, created FROM notification_sends
     ORDER BY created DESC, id DESC LIMIT {:limit} OFFSET {:offset}`,
    { limit: p.limit, offset: p.offset },
    { id: "", subject: "", content: "", target: "", recipients: 0, sender_email: "", created: "" },
  );
  return e.json(200, pageResult(items, p, total));
});

// GET /api/reelhouse/users/search?email=&exclude=id1,id2 (admin) → { items: [{ id, email, username }] }
routerAdd("GET", "/api/reelhouse/users/search", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { likeEscape } = require(`${__hooks}/lib/sql.js`);
  guard.requireAdmin(e);
  const q = String(guard.query(e, "email") || "").trim().toLowerCase();
  if (!q) throw require(`${__hooks}/lib/fail.js`).badRequest("search_text_required", "Enter at least 1 character");
  if (q.length > 254) throw require(`${__hooks}/lib/fail.js`).badRequest("search_text_too_long", "Search text is too long");
  const exclude = String(guard.query(e, "exclude") || "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[a-z0-9]{1,30}$/.test(s))
    .slice(0, 200);
  const params = { contains: "%" + likeEscape(q) + "%", prefix: likeEscape(q) + "%" };
  const marks = exclude.map((id, i) => {
    params["x" + i] = id;
    return "{:x" + i + "}";
  });
  const notIn = marks.length ? `AND id NOT IN (${marks.join(",")})` : "";
  const items = guard.rows(
    e.app,
    `SELECT id, email, username FROM users WHERE email LIKE {:contains} ESCAPE '\\' ${notIn}
     ORDER BY (email LIKE {:prefix} ESCAPE '\\') DESC, email LIMIT 5`,
    params,
    { id: "", email: "", username: "" },
  );
  return e.json(200, { items: items.map((u) => ({ id: u.id, email: u.email, username: u.username })) });
});
