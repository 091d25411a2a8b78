/// <reference path="../.tmp/pb-types/types.d.ts" />
// Tags and captions (issue 41 items 4 and 5; docs/data-model.md "Tags and captions").
//
// videos.tags: a JSON array of normalised tag slugs (lowercase letters/digits joined by
// "-", 2-30 characters, at most 10: the Go validate hook in internal/tags normalises and
// refuses). Tag pages need tag -> videos newest first at 1,000,000 videos, so the array is
// mirrored into video_tags (tag, video, video_created, hidden) by SQL triggers on videos,
// in the transaction of the video's own write, with the index
// (tag, hidden, video_created DESC, video): a page is an index walk of one tag's visible
// rows. tag_counts keeps each tag's number of visible videos (the page total, the sitemap's
// list of tags) from triggers on video_tags; a video's hidden flag is copied onto its rows.
//
// captions: one WebVTT file per video and language, uploaded by the video's creator or an
// admin; internal/captions parses, sanitises and re-writes the file and stores its plain
// text in `text` (hidden). The search index gets a `keywords` column: the video's tags
// (words) and its captions' text, rewritten by triggers on videos (tags) and captions, so
// search finds by tag and caption text in the same transaction as the write. FTS5 has no
// ALTER TABLE ADD COLUMN, so videos_fts is rebuilt (as 1763769900 did: rowids follow the
// catalog's age); at 1,000,000 videos this migration takes about as long as that one.

const TC_ADMIN = '@request.auth.roles:each ?= "admin"';
const TC_OWNS_VIDEO = `(${TC_ADMIN} || (@request.auth.roles:each ?= "creator" && video.creator = @request.auth.id))`;
const TC_FTS_VIDEO_TRIGGERS = ["videos_fts_ai", "videos_fts_ad", "videos_fts_au"];
const TC_FTS_OTHER_TRIGGERS = [
  "videos_fts_vc_ai",
  "videos_fts_vc_ad",
  "videos_fts_vc_au",
  "videos_fts_pv_ai",
  "videos_fts_pv_ad",
  "videos_fts_pv_au",
];
const TC_NEW_TRIGGERS = [
  "video_tags_v_ai",
  "video_tags_v_au_tags",
  "video_tags_v_au_hidden",
  "video_tags_v_ad",
  "tag_counts_ai",
  "tag_counts_ad",
  "tag_counts_au",
  "videos_fts_cap_ai",
  "videos_fts_cap_au",
  "videos_fts_cap_ad",
];

/** The video's tags as a JSON array ('[]' when not one). */
const tcTagsOf = (v) => `CASE WHEN json_valid(${v}.tags) AND json_type(${v}.tags) = 'array' THEN ${v}.tags ELSE '[]' END`;
const tcHiddenOf = (v) => `CASE WHEN ${v}.hidden IN (1, '1', 'true') THEN 1 ELSE 0 END`;
/** The keywords text of one video (`who`: an SQL expression for its id). */
const tcKeywordsOf = (who) => `(SELECT keywords FROM video_search_keywords WHERE video = ${who})`;
const tcFtsRowOf = (who) => `(SELECT rowid FROM videos_fts WHERE videos_fts MATCH 'vid:"' || ${who} || '"')`;
const tcRetag = (who) =>
  `UPDATE videos_fts SET tags = (SELECT tags FROM video_search_tags WHERE video = ${who}) WHERE rowid = ${tcFtsRowOf(who)};`;
const tcRekey = (who) => `UPDATE videos_fts SET keywords = ${tcKeywordsOf(who)} WHERE rowid = ${tcFtsRowOf(who)};`;

function tcCreateFts(run, withKeywords) {
  const cols = withKeywords ? "vid, title, description, author, tags, keywords" : "vid, title, description, author, tags";
  run(`CREATE VIRTUAL TABLE videos_fts USING fts5(${cols},
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10')`);
  const kw = withKeywords ? ", k.keywords" : "";
  const kwJoin = withKeywords ? " JOIN video_search_keywords k ON k.video = v.id" : "";
  // Oldest first, so that FTS rowids follow the catalog's age.
  run(`INSERT INTO videos_fts (${cols})
       SELECT v.id, v.title, v.description, v.author, t.tags${kw} FROM videos v
       JOIN video_search_tags t ON t.video = v.id${kwJoin} ORDER BY v.created, v.rowid`);
  run("INSERT INTO videos_fts (videos_fts) VALUES ('optimize')");
  run(`CREATE TRIGGER videos_fts_ai AFTER INSERT ON videos BEGIN
      INSERT INTO videos_fts (${cols})
        VALUES (new.id, new.title, new.description, new.author, (SELECT tags FROM video_search_tags WHERE video = new.id)${withKeywords ? ", " + tcKeywordsOf("new.id") : ""});
    END`);
  run(`CREATE TRIGGER videos_fts_ad AFTER DELETE ON videos BEGIN
      DELETE FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"';
    END`);
  run(`CREATE TRIGGER videos_fts_au AFTER UPDATE OF title, description, author, is_premium, creator${withKeywords ? ", tags" : ""} ON videos BEGIN
      UPDATE videos_fts SET title = new.title, description = new.description, author = new.author,
          tags = (SELECT tags FROM video_search_tags WHERE video = new.id)${withKeywords ? ", keywords = " + tcKeywordsOf("new.id") : ""}
        WHERE rowid = ${tcFtsRowOf("old.id")};
    END`);
  run(`CREATE TRIGGER videos_fts_vc_ai AFTER INSERT ON video_categories BEGIN ${tcRetag("new.video")} END`);
  run(`CREATE TRIGGER videos_fts_vc_ad AFTER DELETE ON video_categories BEGIN ${tcRetag("old.video")} END`);
  run(`CREATE TRIGGER videos_fts_vc_au AFTER UPDATE OF video, category ON video_categories BEGIN
      ${tcRetag("old.video")} ${tcRetag("new.video")} END`);
  run(`CREATE TRIGGER videos_fts_pv_ai AFTER INSERT ON premium_videos BEGIN ${tcRetag("new.video")} END`);
  run(`CREATE TRIGGER videos_fts_pv_ad AFTER DELETE ON premium_videos BEGIN ${tcRetag("old.video")} END`);
  run(`CREATE TRIGGER videos_fts_pv_au AFTER UPDATE OF video, categories ON premium_videos BEGIN
      ${tcRetag("old.video")} ${tcRetag("new.video")} END`);
}

migrate(
  (app) => {
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();

    const videos = app.findCollectionByNameOrId("videos");
    videos.fields.add(new JSONField({ name: "tags", maxSize: 2000 }));
    app.save(videos);

    /** @type {any} */
    const captionsDef = {
      type: "base",
      name: "captions",
      fields: [
        { name: "video", type: "relation", required: true, collectionId: videos.id, maxSelect: 1, cascadeDelete: true },
        // BCP 47 primary language (and region): "en", "de", "pt-br". Checked by internal/captions.
        { name: "language", type: "text", required: true, min: 2, max: 10, pattern: "^[a-z]{2,3}(-[a-z0-9]{2,8})?$" },
        { name: "label", type: "text", max: 60 },
        // Re-written by internal/captions (sanitised WebVTT); the limit there (512 KiB) is the one that answers.
        { name: "file", type: "file", required: true, maxSelect: 1, maxSize: 1048576 },
        { name: "text", type: "text", hidden: true, max: 600000 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_captions_video_language ON captions (video, language)"],
      listRule: `(video.hidden = false || ${TC_ADMIN} || (@request.auth.id != "" && video.creator = @request.auth.id))`,
      viewRule: `(video.hidden = false || ${TC_ADMIN} || (@request.auth.id != "" && video.creator = @request.auth.id))`,
      // As video_sources: an admin, or a creator for their own video; a caption never moves to another video.
      createRule: TC_OWNS_VIDEO,
      updateRule: `${TC_OWNS_VIDEO} && @request.body.video:isset = false`,
      deleteRule: TC_OWNS_VIDEO,
    };
    app.save(new Collection(captionsDef));

    // Tags: the link table, its index and the counts.
    run(`CREATE TABLE video_tags (tag TEXT NOT NULL, video TEXT NOT NULL, video_created TEXT NOT NULL DEFAULT '',
        hidden INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (tag, video)) WITHOUT ROWID`);
    run("CREATE INDEX idx_video_tags_page ON video_tags (tag, hidden, video_created DESC, video DESC)");
    run("CREATE INDEX idx_video_tags_video ON video_tags (video)");
    run("CREATE TABLE tag_counts (tag TEXT PRIMARY KEY NOT NULL, videos INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID");
    const linkNew = `INSERT OR IGNORE INTO video_tags (tag, video, video_created, hidden)
        SELECT j.value, new.id, new.created, ${tcHiddenOf("new")} FROM json_each(${tcTagsOf("new")}) j
        WHERE j.type = 'text' AND j.value != '';`;
    run(`CREATE TRIGGER video_tags_v_ai AFTER INSERT ON videos BEGIN ${linkNew} END`);
    run(`CREATE TRIGGER video_tags_v_au_tags AFTER UPDATE OF tags, created ON videos
        WHEN old.tags IS NOT new.tags OR old.created IS NOT new.created BEGIN
        DELETE FROM video_tags WHERE video = old.id; ${linkNew} END`);
    run(`CREATE TRIGGER video_tags_v_au_hidden AFTER UPDATE OF hidden ON videos WHEN old.hidden IS NOT new.hidden BEGIN
        UPDATE video_tags SET hidden = ${tcHiddenOf("new")} WHERE video = new.id AND hidden != ${tcHiddenOf("new")}; END`);
    run(`CREATE TRIGGER video_tags_v_ad AFTER DELETE ON videos BEGIN DELETE FROM video_tags WHERE video = old.id; END`);
    run(`CREATE TRIGGER tag_counts_ai AFTER INSERT ON video_tags BEGIN
        INSERT INTO tag_counts (tag, videos) VALUES (new.tag, 1 - new.hidden)
          ON CONFLICT (tag) DO UPDATE SET videos = videos + 1 - new.hidden; END`);
    run(`CREATE TRIGGER tag_counts_ad AFTER DELETE ON video_tags BEGIN
        UPDATE tag_counts SET videos = videos - (1 - old.hidden) WHERE tag = old.tag;
        DELETE FROM tag_counts WHERE tag = old.tag AND videos <= 0
          AND NOT EXISTS (SELECT 1 FROM video_tags WHERE tag = old.tag); END`);
    run(`CREATE TRIGGER tag_counts_au AFTER UPDATE OF hidden ON video_tags WHEN old.hidden != new.hidden BEGIN
        UPDATE tag_counts SET videos = videos + old.hidden - new.hidden WHERE tag = new.tag; END`);

    // The search keywords: tags as words, then every caption's text.
    run(`CREATE VIEW video_search_keywords AS SELECT v.id AS video, trim(
        COALESCE((SELECT group_concat(replace(j.value, '-', ' '), ' ') FROM json_each(${tcTagsOf("v")}) j WHERE j.type = 'text'), '')
        || COALESCE((SELECT ' ' || group_concat(c.text, ' ') FROM captions c WHERE c.video = v.id), '')) AS keywords
      FROM videos v`);
    for (const t of [...TC_FTS_VIDEO_TRIGGERS, ...TC_FTS_OTHER_TRIGGERS]) run(`DROP TRIGGER IF EXISTS ${t}`);
    run("DROP TABLE IF EXISTS videos_fts");
    tcCreateFts(run, true);
    run(`CREATE TRIGGER videos_fts_cap_ai AFTER INSERT ON captions BEGIN ${tcRekey("new.video")} END`);
    run(`CREATE TRIGGER videos_fts_cap_au AFTER UPDATE OF text, video ON captions BEGIN
        ${tcRekey("old.video")} ${tcRekey("new.video")} END`);
    run(`CREATE TRIGGER videos_fts_cap_ad AFTER DELETE ON captions BEGIN ${tcRekey("old.video")} END`);
  },
  (app) => {
    const db = app.db();
    const run = (sql) => db.newQuery(sql).execute();
    for (const t of [...TC_NEW_TRIGGERS, ...TC_FTS_VIDEO_TRIGGERS, ...TC_FTS_OTHER_TRIGGERS]) run(`DROP TRIGGER IF EXISTS ${t}`);
    run("DROP TABLE IF EXISTS videos_fts");
    run("DROP VIEW IF EXISTS video_search_keywords");
    run("DROP TABLE IF EXISTS tag_counts");
    run("DROP TABLE IF EXISTS video_tags");
    app.delete(app.findCollectionByNameOrId("captions"));
    const videos = app.findCollectionByNameOrId("videos");
    videos.fields.removeByName("tags");
    app.save(videos);
    tcCreateFts(run, false);
  },
);
