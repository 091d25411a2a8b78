// Validation of an admin's notification (POST /api/reelhouse/notifications/send).

const TARGETS = ["all", "creators", "admins", "users"];
/**
 * Up to this many recipients a send writes one notifications row each (realtime reaches
 * them); above it the send is one broadcast row each inbox reads (lib/inbox.js).
 * REELHOUSE_NOTIFY_RECORD_LIMIT overrides it (tests use a small one).
 */
const RECORD_LIMIT = (() => {
  const env = typeof $os !== "undefined" ? parseInt($os.getenv("REELHOUSE_NOTIFY_RECORD_LIMIT"), 10) : NaN;
  return env > 0 ? env : 5000;
})();

/**
 * @param {any} body
 * @returns {{ error?: string, code?: string, values?: Record<string, unknown>, subject?: string, content?: string, target?: string, recipientIds?: string[] }}
 */
function validateSend(body) {
  const b = body || {};
  const subject = typeof b.subject === "string" ? b.subject.trim() : "";
  const content = typeof b.content === "string" ? b.content.trim() : "";
  if (!subject || !content) return { code: "fields_required", error: "Please fill in all fields" };
  if (subject.length > 200) return { code: "subject_too_long", values: { max: 200 }, error: "Subject must be at most 200 characters" };
  if (content.length > 10000) return { code: "content_too_long", values: { max: 10000 }, error: "Content must be at most 10000 characters" };
  const target = b.target === undefined || b.target === null || b.target === "" ? "users" : b.target;
  if (TARGETS.indexOf(target) < 0) return { code: "target_unknown", error: "Unknown target" };
  let recipientIds = [];
  if (target === "users") {
    const ids = Array.isArray(b.recipient_ids) ? b.recipient_ids : [];
    for (const id of ids) if (typeof id === "string" && /^[a-z0-9]{1,30}$/.test(id) && recipientIds.indexOf(id) < 0) recipientIds.push(id);
    if (!recipientIds.length) return { code: "recipients_required", error: "Please select at least one recipient" };
    if (recipientIds.length > 1000) return { code: "too_many_recipients", values: { max: 1000 }, error: "At most 1000 recipients can be chosen; use a role target instead" };
  }
  return { subject, content, target, recipientIds };
}

/**
 * The SQL condition on users for a role target ("1 = 1" for all users). Written exactly as
 * the WHERE of the partial indexes idx_users_role_* (migration 1763790001), so a send to
 * creators or admins reads only their index entries instead of unpacking every member's
 * roles. roles is a JSON array of fixed values: the quoted name matches that role only.
 */
function roleCondition(target) {
  if (target === "creators") return `roles LIKE '%"creator"%'`;
  if (target === "admins") return `roles LIKE '%"admin"%'`;
  return "1 = 1";
}

/** The logged send with this id, or null. */
function findSend(app, id) {
  try {
    return app.findRecordById("notification_sends", id);
  } catch (_) {
    return null;
  }
}

module.exports = { RECORD_LIMIT, validateSend, roleCondition, findSend };
