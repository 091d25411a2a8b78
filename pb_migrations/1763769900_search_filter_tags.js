/// <reference path="../.tmp/pb-types/types.d.ts" />
// Search filters inside the full-text index. A search within a category (or within premium
// videos, a premium category, a creator's videos) used to join every FTS match to its
// filter table: a common word in a category of 8% of the catalog walked ~12,000 matches to
// count 1,000 (50-80 ms at 100,000 videos). Now every videos_fts row carries a `tags`
// column of filter tokens, and a filtered search is one MATCH (`... AND {tags}: "c<id>"`),
// which FTS5 answers by intersecting two doclists (~2 ms):
//   c<category id>   per video_categories row
//   p<premium category id>  per premium_videos.categories entry
//   premium          when videos.is_premium
//   u<creator id>    the owning creator
// The view video_search_tags is the one definition of that text (triggers and the seeder
// use it). Triggers keep it current with FTS5 UPDATEs, which keep the row's rowid: the
// search orders ties newest first by FTS rowid, so an edited video no longer jumps to the
// top (the old update trigger deleted and re-inserted). The bm25 rank setting goes: search
// ranks by tiers (internal/catalog, docs/api.md).

const FTS_TRIGGERS = [
  "videos_fts_ai",
  "videos_fts_ad",
  "videos_fts_au",
  "videos_fts_vc_ai",
  "videos_fts_vc_ad",
  "videos_fts_vc_au",
  "videos_fts_pv_ai",
  "videos_fts_pv_ad",
  "videos_fts_pv_au",
];

/** Rewrites the tags of one video's FTS row (`who`: an SQL expression for its id). */
const retag = (who) =>
  `UPDATE videos_fts SET tags = (SELECT tags FROM video_search_tags WHERE video = ${who})
     WHERE rowid = (SELECT rowid FROM videos_fts WHERE videos_fts MATCH 'vid:"' || ${who} || '"');`;

migrate(
  (app) => {
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    for (const t of FTS_TRIGGERS) run(`DROP TRIGGER IF EXISTS ${t}`);
    run("DROP TABLE IF EXISTS videos_fts");
    run(`CREATE VIEW video_search_tags AS SELECT v.id AS video, trim(
        COALESCE((SELECT group_concat('c' || vc.category, ' ') FROM video_categories vc WHERE vc.video = v.id), '')
        || COALESCE((SELECT ' ' || group_concat('p' || j.value, ' ') FROM premium_videos pv,
                       json_each(CASE WHEN json_valid(pv.categories) THEN pv.categories ELSE '[]' END) j
                     WHERE pv.video = v.id), '')
        || CASE WHEN v.is_premium IN (1, '1', 'true') THEN ' premium' ELSE '' END
        || CASE WHEN v.creator != '' THEN ' u' || v.creator ELSE '' END) AS tags
      FROM videos v`);
    run(`CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tags,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10')`);
    // Oldest first, so that FTS rowids follow the catalog's age.
    run(`INSERT INTO videos_fts (vid, title, description, author, tags)
         SELECT v.id, v.title, v.description, v.author, t.tags FROM videos v JOIN video_search_tags t ON t.video = v.id
         ORDER BY v.created, v.rowid`);
    run("INSERT INTO videos_fts (videos_fts) VALUES ('optimize')");

    run(`CREATE TRIGGER videos_fts_ai AFTER INSERT ON videos BEGIN
        INSERT INTO videos_fts (vid, title, description, author, tags)
          VALUES (new.id, new.title, new.description, new.author, (SELECT tags FROM video_search_tags WHERE video = new.id));
      END`);
    run(`CREATE TRIGGER videos_fts_ad AFTER DELETE ON videos BEGIN
        DELETE FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"';
      END`);
    run(`CREATE TRIGGER videos_fts_au AFTER UPDATE OF title, description, author, is_premium, creator ON videos BEGIN
        UPDATE videos_fts SET title = new.title, description = new.description, author = new.author,
            tags = (SELECT tags FROM video_search_tags WHERE video = new.id)
          WHERE rowid = (SELECT rowid FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"');
      END`);
    run(`CREATE TRIGGER videos_fts_vc_ai AFTER INSERT ON video_categories BEGIN ${retag("new.video")} END`);
    run(`CREATE TRIGGER videos_fts_vc_ad AFTER DELETE ON video_categories BEGIN ${retag("old.video")} END`);
    run(`CREATE TRIGGER videos_fts_vc_au AFTER UPDATE OF video, category ON video_categories BEGIN
        ${retag("old.video")} ${retag("new.video")} END`);
    run(`CREATE TRIGGER videos_fts_pv_ai AFTER INSERT ON premium_videos BEGIN ${retag("new.video")} END`);
    run(`CREATE TRIGGER videos_fts_pv_ad AFTER DELETE ON premium_videos BEGIN ${retag("old.video")} END`);
    run(`CREATE TRIGGER videos_fts_pv_au AFTER UPDATE OF video, categories ON premium_videos BEGIN
        ${retag("old.video")} ${retag("new.video")} END`);
  },
  (app) => {
    // Back to the schema migration's table and triggers.
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    for (const t of FTS_TRIGGERS) run(`DROP TRIGGER IF EXISTS ${t}`);
    run("DROP TABLE IF EXISTS videos_fts");
    run("DROP VIEW IF EXISTS video_search_tags");
    run(`CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10')`);
    run("INSERT INTO videos_fts (videos_fts, rank) VALUES ('rank', 'bm25(0.0, 10.0, 1.0, 4.0)')");
    run(`INSERT INTO videos_fts (vid, title, description, author)
         SELECT id, title, description, author FROM videos ORDER BY created, rowid`);
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
  },
);
