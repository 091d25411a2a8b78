/// <reference path="../.tmp/pb-types/types.d.ts" />
// Removed videos cannot come back (issue 38 §3, internal/fingerprint, docs/compliance.md):
// plain tables (blobs; nothing the record API serves). The statements are
// internal/fingerprint.Schema's (its schema_test.go checks they agree).
//   fp_videos      every processed video's PDQ fingerprint (33 bytes a kept second)
//   fp_blocks      the block list: a removed video's fingerprint, or one imported hash
//   fp_block_keys  the multi-index over the blocked hashes (16 chunks of 16 bits)
//   fp_block_frames the indexed hashes, to check a probe's hit
//   fp_holds       uploads held because they matched, with the match, until decided
migrate(
  (app) => {
    const statements = [
      "CREATE TABLE IF NOT EXISTS fp_videos (video TEXT PRIMARY KEY NOT NULL, frames BLOB NOT NULL, n INTEGER NOT NULL, created TEXT NOT NULL)",
      "CREATE TABLE IF NOT EXISTS fp_blocks (id INTEGER PRIMARY KEY, video TEXT NOT NULL DEFAULT '', list TEXT NOT NULL DEFAULT '', frames BLOB NOT NULL, n INTEGER NOT NULL, created TEXT NOT NULL)",
      "CREATE UNIQUE INDEX IF NOT EXISTS idx_fp_blocks_video ON fp_blocks (video) WHERE video != ''",
      "CREATE TABLE IF NOT EXISTS fp_block_keys (key INTEGER NOT NULL, block INTEGER NOT NULL, idx INTEGER NOT NULL, PRIMARY KEY (key, block, idx)) WITHOUT ROWID",
      "CREATE TABLE IF NOT EXISTS fp_block_frames (block INTEGER NOT NULL, idx INTEGER NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (block, idx)) WITHOUT ROWID",
      "CREATE TABLE IF NOT EXISTS fp_holds (video TEXT PRIMARY KEY NOT NULL, block INTEGER NOT NULL, blocked_video TEXT NOT NULL DEFAULT '', list TEXT NOT NULL DEFAULT '', share REAL NOT NULL, best INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'held', decided_by TEXT NOT NULL DEFAULT '', created TEXT NOT NULL, decided TEXT NOT NULL DEFAULT '')",
      "CREATE INDEX IF NOT EXISTS idx_fp_holds_status ON fp_holds (status, created)",
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const t of ["fp_holds", "fp_block_frames", "fp_block_keys", "fp_blocks", "fp_videos"]) app.db().newQuery("DROP TABLE IF EXISTS " + t).execute();
  },
);
