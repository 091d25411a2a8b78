// Pure rules of ratings and likes (the routes in engagement-routes.pb.js apply them).

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

// Characters that show nothing: C0/C1 controls (NUL included), soft hyphen, combining
// grapheme joiner, zero-width and bidi marks, word joiners and invisible operators, Hangul
// and braille blanks, variation selectors, BOM, interlinear annotation, and the Unicode
// tag block (surrogate pairs U+E0000-U+E007F).
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDDEF]/g;

/** Comment content as stored: invisible characters removed, trimmed; error text per the spec. */
function checkComment(content) {
  const text = typeof content === "string" ? content.replace(INVISIBLE, "").trim() : "";
  if (!text) return { error: "Comment cannot be empty" };
  if (text.length > 5000) return { error: "Comment must be at most 5000 characters" };
  return { content: text };
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

module.exports = { RATING_TYPES, isOpId, nextRating, checkComment, mustVerify };
