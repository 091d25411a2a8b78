// "Similar videos" of the watch page (public-site.md §2): candidates from shared
// categories (15), the same author (5), trending (10) and a text search on the title (10)
// are scored author 0.9, category 0.8, trending 0.7, search its normalised rank (0..1),
// plus a random jitter of ±0.1; a video found by several sources keeps its best score.
// Pure: the caller runs the queries and passes the ids (and an injectable random).

const WEIGHTS = { author: 0.9, category: 0.8, trending: 0.7 };
const LIMITS = { category: 15, author: 5, trending: 10, search: 10 };
const MAX_RESULTS = 9;
const JITTER = 0.1;

/**
 * @param {{
 *   selfId: string,
 *   author?: string[], category?: string[], trending?: string[],
 *   search?: { id: string, score: number }[],
 * }} candidates search scores already normalised to 0..1 (search.normaliseRanks)
 * @param {{ limit?: number, jitter?: number, random?: () => number }} [opts]
 * @returns {{ id: string, score: number, source: string }[]} best first
 */
function rankSimilar(candidates, opts) {
  const o = opts || {};
  const limit = o.limit === undefined ? MAX_RESULTS : o.limit;
  const jitter = o.jitter === undefined ? JITTER : o.jitter;
  const random = o.random || Math.random;
  /** @type {Record<string, { id: string, base: number, source: string }>} */
  const best = {};
  const order = [];
  const offer = (id, base, source) => {
    if (!id || id === candidates.selfId) return;
    const seen = best[id];
    if (!seen) {
      best[id] = { id, base, source };
      order.push(id);
    } else if (base > seen.base) {
      seen.base = base;
      seen.source = source;
    }
  };
  for (const id of (candidates.author || []).slice(0, LIMITS.author)) offer(id, WEIGHTS.author, "author");
  for (const id of (candidates.category || []).slice(0, LIMITS.category)) offer(id, WEIGHTS.category, "category");
  for (const id of (candidates.trending || []).slice(0, LIMITS.trending)) offer(id, WEIGHTS.trending, "trending");
  for (const hit of (candidates.search || []).slice(0, LIMITS.search)) offer(hit.id, Math.max(0, Math.min(1, hit.score || 0)), "search");

  const scored = order.map((id) => {
    const c = best[id];
    return { id, source: c.source, score: c.base + (random() * 2 - 1) * jitter };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit);
}

module.exports = { LIMITS, rankSimilar };
