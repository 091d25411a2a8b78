/// <reference path="../.tmp/pb-types/types.d.ts" />
// Rebuilds videos_fts with FTS5 prefix indexes on 2 and 3 characters (prefix='2 3'), so
// the search box's short prefix queries ("ab"*, "abc"*) read one prefix doclist instead of
// merging the doclists of every term that starts with them. Same columns, tokenizer,
// triggers and bm25 weights as before (1763769600, 1763769700); rows are re-inserted in
// creation order, so the FTS rowid stays a "newest last" order (lib/catalog-db.js relies
// on it to rank the newest matches of a common word). See docs/api.md.

const FTS_TRIGGERS = ["videos_fts_ai", "videos_fts_ad", "videos_fts_au"];

/** @param {any} app the migration app @param {string} options extra fts5() options, "" for none */
function rebuildVideosFts(app, options) {
  const db = app.db();
  const run = (sql) => db.newQuery(sql).execute();
  for (const t of FTS_TRIGGERS) run(`DROP TRIGGER IF EXISTS ${t}`);
  run("DROP TABLE IF EXISTS videos_fts");
  run(
    `CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tokenize = 'unicode61 remove_diacritics 2'${options})`,
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
  (app) => rebuildVideosFts(app, ", prefix = '2 3'"),
  (app) => rebuildVideosFts(app, ""),
);
