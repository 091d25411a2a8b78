import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { MAX_PREFIX, likeEscape, mapSearch, normaliseRanks, toAnyWordQuery, toMatchQuery, tokenize } from "./search.js";

const NASTY = [
  'he said "hello',
  '"unbalanced',
  '""',
  "AND",
  "OR NOT NEAR",
  "cats AND dogs",
  "NEAR(a b, 3)",
  "a OR b NOT c",
  "title:sunset",
  "vid:abc123",
  "{title}: x",
  "^start",
  "foo*",
  "*",
  "***",
  "(unclosed",
  "closed)",
  "a + b - c",
  "'single' quotes",
  "back\\slash",
  "semi;colon -- DROP TABLE videos",
  "emoji 🔥🔥 party 🎉",
  "🔥",
  "👩‍👩‍👧‍👦 family",
  "café crème brûlée",
  "ＦＵＬＬＷＩＤＴＨ　ｔｅｘｔ",
  "日本語のタイトル",
  "Привет мир",
  "zero\u200bwidth",
  "lone \ud800 surrogate",
  "control\u0000chars\u0007",
  "tab\tand\nnewline",
  "x".repeat(500),
  "a b c d e f g h i j k l m n o p",
  "100% legit",
  "#hashtag @mention $money",
  "",
  "   ",
];

describe("tokenize", () => {
  it("splits on punctuation and lowercases", () => {
    expect(tokenize('Hello, "World"! (again)')).toEqual(["hello", "world", "again"]);
  });
  it("keeps letters of any script and folds fullwidth forms", () => {
    expect(tokenize("Привет мир")).toEqual(["привет", "мир"]);
    expect(tokenize("ＦＵＬＬ")).toEqual(["full"]);
    expect(tokenize("crème")).toEqual(["crème"]);
  });
  it("drops emoji and symbols", () => {
    expect(tokenize("🔥 hot 🔥")).toEqual(["hot"]);
    expect(tokenize("🔥")).toEqual([]);
  });
  it("bounds the number and length of tokens", () => {
    expect(tokenize("a b c d e f g h i j").length).toBe(8);
    expect(tokenize("x".repeat(100))[0].length).toBe(40);
  });
  it("handles null and undefined", () => {
    expect(tokenize(undefined)).toEqual([]);
    expect(tokenize(null)).toEqual([]);
  });
});

describe("toMatchQuery", () => {
  it("quotes every token, prefix-matches the last, restricts columns", () => {
    expect(toMatchQuery("sunset beach")).toBe('{title description author}: ("sunset" "beach"*)');
  });
  it("makes operators and syntax plain words", () => {
    expect(toMatchQuery("cats AND dogs")).toBe('{title description author}: ("cats" "and" "dogs"*)');
    expect(toMatchQuery("NEAR(ab cd)")).toBe('{title description author}: ("near" "ab" "cd"*)');
    expect(toMatchQuery("vid:abc")).toBe('{title description author}: ("vid" "abc"*)');
    expect(toMatchQuery('say "hi')).toBe('{title description author}: ("say" "hi"*)');
  });
  it("prefix-matches a long last token on its first MAX_PREFIX characters", () => {
    expect(MAX_PREFIX).toBe(10);
    expect(toMatchQuery("photographer")).toBe('{title description author}: ("photograph"*)');
    expect(toMatchQuery("photographers tips")).toBe('{title description author}: ("photographers" "tips"*)');
    expect(toMatchQuery("ÉÉÉÉÉÉÉÉÉÉÉÉ")).toBe('{title description author}: ("éééééééééé"*)');
  });
  it("does not prefix-match a single character", () => {
    expect(toMatchQuery("part a")).toBe('{title description author}: ("part" "a")');
  });
  it("is empty when there is no word", () => {
    expect(toMatchQuery("🔥 *** ()")).toBe("");
    expect(toMatchQuery("")).toBe("");
  });
  it("never contains a bare quote or operator", () => {
    for (const text of NASTY) {
      const q = toMatchQuery(text);
      if (!q) continue;
      const body = q.slice("{title description author}: (".length, -1);
      // Only quoted strings, spaces and the trailing *.
      expect(body).toMatch(/^("[^"]*"\*? ?)+$/);
    }
  });
});

describe("toAnyWordQuery", () => {
  it("ORs the longest significant words", () => {
    expect(toAnyWordQuery("The Sunset over the Ocean at Dusk")).toBe('{title description author}: ("sunset" OR "ocean" OR "over" OR "dusk")');
  });
  it("is empty without significant words", () => {
    expect(toAnyWordQuery("a an the")).toBe("");
  });
});

// The real proof: every generated expression parses in SQLite's FTS5.
const sqlite = spawnSync("sqlite3", ["-version"], { encoding: "utf8" });
describe.skipIf(sqlite.status !== 0)("against SQLite FTS5", () => {
  it("accepts every generated expression", () => {
    const lit = (s) => `'${s.replace(/'/g, "''")}'`;
    const queries = NASTY.flatMap((t) => [toMatchQuery(t), toAnyWordQuery(t)]).filter(Boolean);
    const sql = [
      ".bail on",
      "CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tokenize = 'unicode61 remove_diacritics 2');",
      "INSERT INTO videos_fts VALUES ('id1', 'Sunset beach', 'a calm evening', 'Ann');",
      "INSERT INTO videos_fts VALUES ('id2', 'Crème brûlée', 'café', 'Bob');",
      ...queries.map((q) => `SELECT count(*) FROM videos_fts WHERE videos_fts MATCH ${lit(q)};`),
      "SELECT 'done';",
    ].join("\n");
    const res = spawnSync("sqlite3", [":memory:"], { input: sql, encoding: "utf8" });
    expect(res.stderr).toBe("");
    expect(res.stdout.trim().split("\n").pop()).toBe("done");
  });
  it("finds by prefix and folded accents, never by id", () => {
    const sql = [
      "CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tokenize = 'unicode61 remove_diacritics 2');",
      "INSERT INTO videos_fts VALUES ('sunsetid', 'Sunset beach', 'a calm evening', 'Ann');",
      "INSERT INTO videos_fts VALUES ('id2', 'Crème brûlée', 'café', 'Bob');",
      `SELECT group_concat(vid) FROM videos_fts WHERE videos_fts MATCH '${toMatchQuery("sun")}';`,
      `SELECT group_concat(vid) FROM videos_fts WHERE videos_fts MATCH '${toMatchQuery("creme")}';`,
      `SELECT count(*) FROM videos_fts WHERE videos_fts MATCH '${toMatchQuery("id2")}';`,
    ].join("\n");
    const res = spawnSync("sqlite3", [":memory:"], { input: sql, encoding: "utf8" });
    expect(res.stdout.trim().split("\n")).toEqual(["sunsetid", "id2", "0"]);
  });
  it("finds a long word by its truncated prefix, with the schema's prefix indexes", () => {
    const sql = [
      "CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10');",
      "INSERT INTO videos_fts VALUES ('a', 'Photographers at work', '', 'Ann');",
      "INSERT INTO videos_fts VALUES ('b', 'Photography basics', '', 'Bob');",
      "INSERT INTO videos_fts VALUES ('c', 'Photo day', '', 'Cy');",
      ...["photographers", "photogr", "ph", "photographersx"].map(
        (t) => `SELECT coalesce(group_concat(vid), '-') FROM (SELECT vid FROM videos_fts WHERE videos_fts MATCH '${toMatchQuery(t)}' ORDER BY vid);`,
      ),
    ].join("\n");
    const res = spawnSync("sqlite3", [":memory:"], { input: sql, encoding: "utf8" });
    expect(res.stdout.trim().split("\n")).toEqual(["a,b", "a,b", "a,b,c", "a,b"]);
  });
});

describe("mapSearch", () => {
  it("maps new… and trend… to the lists", () => {
    expect(mapSearch("newest", "").kind).toBe("newest");
    expect(mapSearch("  New videos", "cat").kind).toBe("newest");
    expect(mapSearch("Trending now", "").kind).toBe("trending");
  });
  it("uses the category for an empty query", () => {
    expect(mapSearch("", "amateur")).toEqual({ kind: "category", category: "amateur", query: "" });
    expect(mapSearch(" ", "newest").kind).toBe("newest");
    expect(mapSearch("", "trending").kind).toBe("trending");
    expect(mapSearch("", "").kind).toBe("trending");
  });
  it("searches otherwise, within a real category", () => {
    expect(mapSearch("sunset", "outdoor")).toEqual({ kind: "search", category: "outdoor", query: "sunset" });
    expect(mapSearch("sunset", "trending")).toEqual({ kind: "search", category: "", query: "sunset" });
  });
});

describe("normaliseRanks", () => {
  it("scales bm25 ranks so the best is 1", () => {
    expect(normaliseRanks([{ id: "a", rank: -4 }, { id: "b", rank: -2 }, { id: "c", rank: 0 }])).toEqual([
      { id: "a", score: 1 },
      { id: "b", score: 0.5 },
      { id: "c", score: 0 },
    ]);
    expect(normaliseRanks([])).toEqual([]);
  });
});

it("likeEscape escapes wildcards", () => {
  expect(likeEscape("a%b_c\\")).toBe("a\\%b\\_c\\\\");
});
