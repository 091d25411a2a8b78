// Pure rules of ratings and likes (the routes in engagement-routes.pb.js apply them). The
// comment text rule is Go: internal/engagement CheckComment.

const RATING_TYPES = ["like", "dislike"];

/** A client mutation id from the offline outbox: 15 characters [a-z0-9] (a PocketBase id). */
function isOpId(value) {
  return typeof value === "string" && /^[a-z0-9]{15}$/.test(value);
}

/**
 * The rating state machine: none → create; same type → remove; other type → switch.
 * @param {string | null} current the stored rating_type or null
 * @param {string} requested 'like' | 'dislike'
 * @returns {{ action: 'create' | 'delete' | 'update', result: string | null }}
 */
function nextRating(current, requested) {
  if (!current) return { action: "create", result: requested };
  if (current === requested) return { action: "delete", result: null };
  return { action: "update", result: requested };
}

/**
 * Whether members must have a verified e-mail to comment and rate: the site setting
 * `require_verified` when set, else on exactly when SMTP is configured (without mail
 * nobody could ever verify).
 * @param {boolean | null | undefined} setting @param {boolean} smtpEnabled
 */
function mustVerify(setting, smtpEnabled) {
  return typeof setting === "boolean" ? setting : !!smtpEnabled;
}

module.exports = { RATING_TYPES, isOpId, nextRating, mustVerify };
