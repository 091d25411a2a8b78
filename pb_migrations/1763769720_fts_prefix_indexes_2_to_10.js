/// <reference path="../.tmp/pb-types/types.d.ts" />
// Rebuilds videos_fts with a prefix index for every length from 2 to 10 characters
// (prefix='2 3 4 5 6 7 8 9 10'; was '2 3', migration 1763769710). The search box
// prefix-matches its last token on at most its first 10 characters (lib/search.js
// MAX_PREFIX), so every prefix query reads one prefix doclist lazily, newest first, and
// stops at the page. A prefix without an index of its exact length makes FTS5 merge the
// doclists of every term that starts with it before returning a row — for a common word at
// 100,000 videos ~3 ms, done again by bm25, and growing with the catalog. Costs ~2x the FTS
// index (34 -> 67 MB at 100,000 videos). Same columns, tokenizer, triggers and bm25 weights
// as before; rows re-inserted oldest first (the FTS rowid is "newest last", which
// lib/catalog-db.js relies on), then merged into one segment ('optimize'). See docs/api.md.

const PREFIXED_FTS_TRIGGERS = ["videos_fts_ai", "videos_fts_ad", "videos_fts_au"];

/** @param {any} app the migration app @param {string} prefix the fts5 prefix option */
function rebuildPrefixedVideosFts(app, prefix) {
  const db = app.db();
  const run = (sql) => db.newQuery(sql).execute();
  for (const t of PREFIXED_FTS_TRIGGERS) run(`DROP TRIGGER IF EXISTS ${t}`);
  run("DROP TABLE IF EXISTS videos_fts");
  run(
    `CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tokenize = 'unicode61 remove_diacritics 2', prefix = '${prefix}')`,
  );
  run("INSERT INTO videos_fts (videos_fts, rank) VALUES ('rank', 'bm25(0.0, 10.0, 1.0, 4.0)')");
  run(`INSERT INTO videos_fts (vid, title, description, author)
       SELECT id, title, description, author FROM videos ORDER BY created, rowid`);
  run("INSERT INTO videos_fts (videos_fts) VALUES ('optimize')");
  run(`CREATE TRIGGER videos_fts_ai AFTER INSERT ON videos BEGIN
      INSERT INTO videos_fts (vid, title, description, author) VALUES (new.id, new.title, new.description, new.author);
    END`);
  run(`CREATE TRIGGER videos_fts_ad AFTER DELETE ON videos BEGIN
      DELETE FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"';
    END`);
  run(`CREATE TRIGGER videos_fts_au AFTER UPDATE OF title, description, author ON videos BEGIN
      DELETE FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"';
      INSERT INTO videos_fts (vid, title, description, author) VALUES (new.id, new.title, new.description, new.author);
    END`);
}

migrate(
  (app) => rebuildPrefixedVideosFts(app, "2 3 4 5 6 7 8 9 10"),
  (app) => rebuildPrefixedVideosFts(app, "2 3"),
);
