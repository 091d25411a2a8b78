// Search: the spec's query mapping (§4) and turning user text into a safe FTS5 MATCH
// expression. User text never reaches FTS5 syntax: it is split into word tokens, every
// token is double-quoted (so AND/OR/NOT/NEAR, *, :, ^, parentheses and quotes are plain
// text) and only the columns title, description and author are searched.

const MAX_INPUT = 200;
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
const COLUMNS = "{title description author}";
/** A last token shorter than this is matched whole: a 1-letter prefix matches everything. */
const MIN_PREFIX = 2;
/**
 * The last token is prefix-matched on at most its first MAX_PREFIX characters. videos_fts
 * has a prefix index for every length 2..MAX_PREFIX (schema migration): a prefix query
 * of such a length reads one doclist lazily (newest first, stopping at the page), while a
 * longer one makes FTS5 merge the doclists of every matching term first, which grows with
 * the catalog (~3 ms for a common word at 100,000 videos, twice per page with bm25).
 */
const MAX_PREFIX = 10;

const STOPWORDS = {};
for (const w of "a an and are as at be by for from in is it of on or the to with".split(" ")) STOPWORDS[w] = true;

/** Code points that split tokens (FTS5's unicode61 treats them as separators too). */
function isSeparator(cp) {
  if (cp < 0x80) {
    return !((cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a));
  }
  return (
    (cp >= 0x80 && cp <= 0xbf) || // C1 controls, Latin-1 punctuation and symbols
    cp === 0xd7 ||
    cp === 0xf7 ||
    (cp >= 0x2000 && cp <= 0x2bff) || // punctuation, symbols, arrows, maths, dingbats
    (cp >= 0x2e00 && cp <= 0x2e7f) ||
    (cp >= 0x3000 && cp <= 0x303f) || // CJK punctuation
    (cp >= 0xd800 && cp <= 0xdfff) || // lone surrogates
    (cp >= 0xe000 && cp <= 0xf8ff) || // private use
    (cp >= 0xfe00 && cp <= 0xfe0f) || // variation selectors
    (cp >= 0xfe10 && cp <= 0xfe6f) ||
    (cp >= 0xff00 && cp <= 0xff0f) || // fullwidth punctuation
    (cp >= 0xff1a && cp <= 0xff20) ||
    (cp >= 0xff3b && cp <= 0xff40) ||
    (cp >= 0xff5b && cp <= 0xff65) ||
    (cp >= 0xfff0 && cp <= 0xffff) ||
    (cp >= 0x1f000 && cp <= 0x1faff) || // emoji and pictographs
    (cp >= 0xe0000 && cp <= 0xe007f) // tags
  );
}

/**
 * Splits user text into lowercase word tokens (at most MAX_TOKENS, each at most
 * MAX_TOKEN_LENGTH code points).
 * @param {string} text
 * @returns {string[]}
 */
function tokenize(text) {
  let s = String(text === undefined || text === null ? "" : text).slice(0, MAX_INPUT);
  try {
    s = s.normalize("NFKC");
  } catch (_) {
    /* keep as is */
  }
  const tokens = [];
  let current = [];
  const flush = () => {
    if (current.length) tokens.push(current.slice(0, MAX_TOKEN_LENGTH).join("").toLowerCase());
    current = [];
  };
  for (const ch of s) {
    const cp = ch.codePointAt(0) || 0;
    if (isSeparator(cp)) flush();
    else current.push(ch);
  }
  flush();
  return tokens.slice(0, MAX_TOKENS);
}

/** @param {string} token */
const quote = (token) => `"${token.replace(/"/g, '""')}"`;

/**
 * A MATCH expression for the search box: all tokens must match (in title, description
 * or author), the last one as a prefix (of its first MAX_PREFIX characters). Returns ""
 * when the text has no word at all.
 * @param {string} text
 */
function toMatchQuery(text) {
  const tokens = tokenize(text);
  if (!tokens.length) return "";
  const parts = tokens.map(quote);
  const last = Array.from(tokens[tokens.length - 1]);
  if (last.length >= MIN_PREFIX) parts[parts.length - 1] = `${quote(last.slice(0, MAX_PREFIX).join(""))}*`;
  return `${COLUMNS}: (${parts.join(" ")})`;
}

/**
 * A MATCH expression that finds videos sharing any significant word (for "similar").
 * @param {string} text
 * @param {number} [maxTerms]
 */
function toAnyWordQuery(text, maxTerms) {
  const seen = {};
  const words = tokenize(text).filter((t) => {
    if (Array.from(t).length < 3 || STOPWORDS[t] || seen[t]) return false;
    seen[t] = true;
    return true;
  });
  const picked = words
    .slice()
    .sort((a, b) => b.length - a.length)
    .slice(0, maxTerms || 4);
  if (!picked.length) return "";
  return `${COLUMNS}: (${picked.map(quote).join(" OR ")})`;
}

/**
 * The spec's search mapping (public-site.md §4).
 * @param {string} q the raw query
 * @param {string} category a category slug or ""
 * @returns {{ kind: "newest" | "trending" | "category" | "search", category: string, query: string }}
 */
function mapSearch(q, category) {
  const query = String(q || "").trim();
  const cat = String(category || "").trim();
  const lower = query.toLowerCase();
  if (lower.startsWith("new")) return { kind: "newest", category: "", query };
  if (lower.startsWith("trend")) return { kind: "trending", category: "", query };
  if (!query) {
    if (cat === "newest") return { kind: "newest", category: "", query };
    if (cat && cat !== "trending") return { kind: "category", category: cat, query };
    return { kind: "trending", category: "", query };
  }
  return { kind: "search", category: cat === "trending" || cat === "newest" ? "" : cat, query };
}

/**
 * bm25 ranks (negative; lower is better) scaled to 0..1 with the best match at 1.
 * @param {{ id: string, rank: number }[]} rows
 * @returns {{ id: string, score: number }[]}
 */
function normaliseRanks(rows) {
  let best = 0;
  for (const r of rows) if (r.rank < best) best = r.rank;
  return rows.map((r) => ({ id: r.id, score: best < 0 && r.rank < 0 ? r.rank / best : 0 }));
}

/** Escapes % _ and \ of user text for a LIKE pattern used with ESCAPE '\'. */
function likeEscape(text) {
  return String(text).replace(/[\\%_]/g, (c) => "\\" + c);
}

module.exports = { MAX_PREFIX, tokenize, toMatchQuery, toAnyWordQuery, mapSearch, normaliseRanks, likeEscape };
