// Role checks on a plain view of the auth record, so they are unit-testable.
// In hooks, build the view with fromRecord(e.auth).

/** @typedef {{ id: string, roles: string[], premium_until: string }} AuthView */

/** @param {any} record a core.Record of users, or null @returns {AuthView | null} */
function fromRecord(record) {
  if (!record || record.collection().name !== "users") return null;
  return {
    id: record.id,
    roles: record.get("roles") || [],
    premium_until: String(record.getDateTime("premium_until").string() || ""),
  };
}

/** @param {AuthView | null} auth @param {string} role */
function hasRole(auth, role) {
  if (!auth) return false;
  if (role === "premium") return isPremium(auth);
  return (auth.roles || []).indexOf(role) >= 0;
}

/** Premium by grant (role) or by a paid period that has not ended. */
function isPremium(auth, now) {
  if (!auth) return false;
  if ((auth.roles || []).indexOf("premium") >= 0) return true;
  if (!auth.premium_until) return false;
  const until = Date.parse(auth.premium_until.replace(" ", "T"));
  return !isNaN(until) && until > (now === undefined ? Date.now() : now);
}

module.exports = { fromRecord, hasRole, isPremium };
