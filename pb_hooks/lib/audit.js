// The audit log's writer for the JS routes (issue 23; the Go writer is internal/audit):
// call it with the transaction of the action so both commit or neither. The audit_log
// collection refuses every record API write, so this (server code) is its only way in.

/** The caller as an audit actor: a member's username, or a superuser's address. */
function actorOf(e) {
  const a = e.auth;
  if (!a) return { id: "", name: "visitor" };
  const superuser = a.collection().name === "_superusers";
  return { id: a.id, name: superuser ? "superuser " + a.email() : a.getString("username") || a.email() };
}

/** Writes one entry with tx (the action's transaction). */
function write(tx, e, action, targetType, target, reason, detail) {
  const who = actorOf(e);
  const r = new Record(tx.findCollectionByNameOrId("audit_log"));
  r.load({ actor: who.id, actor_name: who.name, action, target_type: targetType, target, reason: reason || "", detail: detail || {} });
  tx.save(r);
}

module.exports = { actorOf, write };
