// Fixed-window limits kept in the rate_limit_hits table (server only). Pure part: which
// counters a request increments. Windows are keyed by their start so rows expire by age.

/** Limits of POST /api/reelhouse/users/exists: 5 per minute and 20 per hour per IP. */
const USERS_EXISTS = [
  { name: "m", seconds: 60, max: 5 },
  { name: "h", seconds: 3600, max: 20 },
];

/**
 * @param {string} scope e.g. "users_exists" @param {string} client the IP
 * @param {number} nowMs @param {{ name: string, seconds: number, max: number }[]} limits
 * @returns {{ key: string, max: number, resetAt: number }[]}
 */
function windowKeys(scope, client, nowMs, limits) {
  const now = Math.floor(nowMs / 1000);
  return limits.map((l) => {
    const start = now - (now % l.seconds);
    return { key: `${scope}:${l.name}:${client}:${start}`, max: l.max, resetAt: start + l.seconds };
  });
}

module.exports = { USERS_EXISTS, windowKeys };

/**
 * Counts one request in each window (atomic upserts) and tells whether any limit is passed.
 * @param {core.App} app @param {{ key: string, max: number, resetAt: number }[]} keys
 * @returns {{ limited: boolean, retryAfter: number }}
 */
function consume(app, keys) {
  const { newId } = require(`${__hooks}/lib/derived.js`); // here: the pure part above is unit-tested
  const now = new DateTime().string();
  let limited = false;
  let resetAt = 0;
  for (const k of keys) {
    app
      .db()
      .newQuery(
        `INSERT INTO rate_limit_hits (id, key, hits, created, updated) VALUES ({:id}, {:key}, 1, {:now}, {:now})
         ON CONFLICT(key) DO UPDATE SET hits = hits + 1, updated = {:now}`,
      )
      .bind({ id: newId(), key: k.key, now })
      .execute();
    const row = new DynamicModel({ hits: 0 });
    app.db().newQuery("SELECT hits FROM rate_limit_hits WHERE key = {:key}").bind({ key: k.key }).one(row);
    if (row.hits > k.max) {
      limited = true;
      resetAt = Math.max(resetAt, k.resetAt);
    }
  }
  return { limited, retryAfter: limited ? Math.max(1, resetAt - Math.floor(Date.now() / 1000)) : 0 };
}

module.exports.consume = consume;
