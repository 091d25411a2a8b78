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

/** Comment content as stored: trimmed; error text per the spec. */
function checkComment(content) {
  const text = typeof content === "string" ? content.trim() : "";
  if (!text) return { error: "Comment cannot be empty" };
  if (text.length > 5000) return { error: "Comment must be at most 5000 characters" };
  return { content: text };
}

module.exports = { RATING_TYPES, isOpId, nextRating, checkComment };
