// Bot users and simulated engagement (the admin's Engagement tab). Pure: parsing and
// limits; the routes in ../bot-routes.pb.js do the writes.

const USERNAME = /^[a-z0-9_]{3,20}$/;
/** Bots made by one request (each is a users row with a hashed password). */
const MAX_BOTS = 200;
const MAX_VIEWS = 1000000;
const MAX_COMMENT = 5000;

/**
 * Usernames one per line (or a list): trimmed, lowercased, blanks dropped, duplicates once.
 * @param {unknown} input
 * @returns {{ usernames?: string[], error?: string, code?: string, values?: Record<string, unknown> }}
 */
function parseUsernames(input) {
  const lines = Array.isArray(input) ? input : typeof input === "string" ? input.split(/\r?\n/) : null;
  if (!lines) return { code: "usernames_not_text", error: "usernames must be text, one per line" };
  const out = [];
  for (const raw of lines) {
    if (typeof raw !== "string") return { error: "usernames must be text, one per line" };
    const name = raw.trim().toLowerCase();
    if (!name) continue;
    if (!USERNAME.test(name)) return { code: "bot_username_invalid", values: { name: name.slice(0, 40) }, error: `Invalid username "${name.slice(0, 40)}": use 3-20 lowercase letters, numbers and underscores` };
    if (out.indexOf(name) < 0) out.push(name);
  }
  if (!out.length) return { code: "usernames_required", error: "Enter at least one username" };
  if (out.length > MAX_BOTS) return { code: "too_many_bots", values: { max: MAX_BOTS }, error: `At most ${MAX_BOTS} bot users at a time` };
  return { usernames: out };
}

/**
 * The add-engagement form: video required, views a whole number >= 0, comments one per
 * line (blanks dropped) and cut to the number of bots that can still comment.
 * @param {any} body @param {number} available bots that have not commented on the video
 */
function parseEngagement(body, available) {
  const b = body || {};
  const video = typeof b.video === "string" ? b.video.trim() : "";
  if (!video) return { code: "video_required", error: "Please select a video" };
  const views = b.views === undefined || b.views === null || b.views === "" ? 0 : Number(b.views);
  if (!Number.isInteger(views) || views < 0) return { code: "views_invalid", error: "Views must be a whole number of 0 or more" };
  if (views > MAX_VIEWS) return { code: "views_too_many", values: { max: MAX_VIEWS }, error: `Views must be at most ${MAX_VIEWS}` };
  const lines = Array.isArray(b.comments) ? b.comments : typeof b.comments === "string" ? b.comments.split(/\r?\n/) : [];
  const comments = [];
  for (const c of lines) {
    if (typeof c !== "string") continue;
    const t = c.trim();
    if (t) comments.push(t.slice(0, MAX_COMMENT));
  }
  const kept = comments.slice(0, Math.max(0, available));
  if (views === 0 && kept.length === 0) {
    return comments.length
      ? { code: "no_bots_left", error: "No bot users are left to comment on this video" }
      : { code: "engagement_empty", error: "Add views or at least one comment" };
  }
  return { video, views, comments: kept, truncated: comments.length - kept.length };
}

/**
 * Bots that have not commented on the video yet (ids, oldest bot first).
 * @param {core.App} app @param {string} videoId @param {number} limit
 */
function availableBots(app, videoId, limit) {
  const { all } = require(`${__hooks}/lib/sql.js`);
  return all(
    app,
    `SELECT b.user AS id FROM bot_users b
     WHERE NOT EXISTS (SELECT 1 FROM comments c WHERE c.video = {:v} AND c.user = b.user)
     ORDER BY b.created, b.id LIMIT {:limit}`,
    { v: videoId, limit },
    { id: "" },
  ).map((r) => r.id);
}

module.exports = { MAX_BOTS, MAX_VIEWS, parseUsernames, parseEngagement, availableBots };
