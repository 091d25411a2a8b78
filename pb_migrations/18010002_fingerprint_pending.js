/// <reference path="../.tmp/pb-types/types.d.ts" />
// Removed videos without a fingerprint (issue 38 §3, internal/fingerprint/backfill.go): a
// takedown of a video processed before fingerprinting queues it here, in the takedown's
// transaction; the server's one pending worker fingerprints it and puts it on the block
// list. The statements are internal/fingerprint.Schema's (schema_test.go checks).
migrate(
  (app) => {
    const statements = [
      "CREATE TABLE IF NOT EXISTS fp_pending (video TEXT PRIMARY KEY NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next TEXT NOT NULL, error TEXT NOT NULL DEFAULT '')",
      "CREATE INDEX IF NOT EXISTS idx_fp_pending_next ON fp_pending (next)",
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS fp_pending").execute();
  },
);
