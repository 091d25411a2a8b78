// Who may play a video and the short-lived playback tokens of the stream route.
// A token is `<expiry>.<userId or ->.<hex HMAC-SHA256 of "videoId|userId|expiry">`; the
// HMAC function and the clock are passed in so this stays pure (hooks pass
// $security.hs256 with the `playback_signing_key` secret).


const MIN_TTL_SECONDS = 2 * 60 * 60;
const HOST_FIELDS = [
  ["doodstream", "doodstream_url"],
  ["vidguard", "vidguard_url"],
  ["streamtape", "streamtape_url"],
];

/** max(2 h, 3 × duration) in seconds. @param {number} durationSeconds */
function tokenTtl(durationSeconds) {
  const d = Number(durationSeconds);
  return Math.max(MIN_TTL_SECONDS, Math.ceil(3 * (isFinite(d) && d > 0 ? d : 0)));
}

/**
 * Whether the caller may play the video: free videos anyone; premium videos premium
 * members, admins and the owning creator. The caller's flags come from lib/roles.js.
 * @param {{ userId: string, premium: boolean, admin: boolean } | null} caller null for visitors
 * @param {{ is_premium: boolean, creator: string }} video
 */
function canPlay(caller, video) {
  if (!video.is_premium) return true;
  if (!caller || !caller.userId) return false;
  return caller.premium || caller.admin || (!!video.creator && video.creator === caller.userId);
}

const payload = (videoId, userId, exp) => `${videoId}|${userId}|${exp}`;

/**
 * @param {{ videoId: string, userId: string, duration: number, nowSeconds: number, sign: (text: string) => string }} p
 * @returns {{ token: string, expires: number }}
 */
function issueToken(p) {
  const exp = Math.floor(p.nowSeconds) + tokenTtl(p.duration);
  const user = p.userId || "";
  return { token: `${exp}.${user || "-"}.${p.sign(payload(p.videoId, user, exp))}`, expires: exp };
}

/**
 * @param {string} token
 * @param {{ videoId: string, nowSeconds: number, sign: (text: string) => string, equal: (a: string, b: string) => boolean }} p
 * @returns {{ ok: true, userId: string, expires: number } | { ok: false, reason: string }}
 */
function verifyToken(token, p) {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{1,64})\.([0-9a-f]{64})$/.exec(String(token || ""));
  if (!m) return { ok: false, reason: "malformed" };
  const exp = parseInt(m[1], 10);
  const user = m[2] === "-" ? "" : m[2];
  if (!p.equal(p.sign(payload(p.videoId, user, exp)), m[3])) return { ok: false, reason: "signature" };
  if (exp < Math.floor(p.nowSeconds)) return { ok: false, reason: "expired" };
  return { ok: true, userId: user, expires: exp };
}

/**
 * The player sources of the watch page, in the default order (local first).
 * @param {{ videoId: string, token?: string, hasFile: boolean, urls: Record<string, string> }} p
 */
function buildSources(p) {
  const out = [];
  if (p.hasFile && p.token) {
    out.push({ type: "local", url: `/api/reelhouse/stream/${encodeURIComponent(p.videoId)}?token=${encodeURIComponent(p.token)}` });
  }
  for (const [type, field] of HOST_FIELDS) {
    const url = (p.urls && p.urls[field]) || "";
    if (url) out.push({ type, url });
  }
  return out;
}

module.exports = { tokenTtl, canPlay, issueToken, verifyToken, buildSources };
