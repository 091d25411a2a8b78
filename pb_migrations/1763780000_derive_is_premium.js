/// <reference path="../.tmp/pb-types/types.d.ts" />
// videos.is_premium becomes derived-only data: "a premium_videos row exists for the video".
// SQL triggers keep it inside the statement that changes premium_videos (create, move to
// another video, delete), whoever writes (collection API, Go app.Save, raw SQL of the
// seeder), and put it back when anything else writes the column (an admin, a fixture, a
// stale record saved over a newer one). Replaces the after-commit hooks of catalog.pb.js.
// The catalog routes, the search tags, the counters and the video_sources rule all read
// this column, so they all read the same truth.

const TRUTH = (id) => `EXISTS (SELECT 1 FROM premium_videos WHERE video = ${id})`;
const IS_SET = "IN (1, '1', 'true')";

migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    const sync = (id) => `UPDATE videos SET is_premium = ${TRUTH(id)} WHERE id = ${id} AND (is_premium ${IS_SET}) IS NOT ${TRUTH(id)};`;
    run(`CREATE TRIGGER premium_videos_derive_ai AFTER INSERT ON premium_videos BEGIN ${sync("new.video")} END`);
    run(`CREATE TRIGGER premium_videos_derive_ad AFTER DELETE ON premium_videos BEGIN ${sync("old.video")} END`);
    run(`CREATE TRIGGER premium_videos_derive_au AFTER UPDATE OF video ON premium_videos BEGIN
        ${sync("old.video")} ${sync("new.video")} END`);
    const guard = (event, row) =>
      `CREATE TRIGGER videos_is_premium_derived_${event} AFTER ${event === "ai" ? "INSERT" : "UPDATE OF is_premium"} ON videos
       WHEN (${row}.is_premium ${IS_SET}) IS NOT ${TRUTH(`${row}.id`)} BEGIN
         UPDATE videos SET is_premium = ${TRUTH(`${row}.id`)} WHERE id = ${row}.id;
       END`;
    run(guard("ai", "new"));
    run(guard("au", "new"));
    // Repair whatever drifted before (the old hooks ran after the commit).
    run(`UPDATE videos SET is_premium = ${TRUTH("videos.id")} WHERE (is_premium ${IS_SET}) IS NOT ${TRUTH("videos.id")}`);
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const t of ["premium_videos_derive_ai", "premium_videos_derive_ad", "premium_videos_derive_au", "videos_is_premium_derived_ai", "videos_is_premium_derived_au"]) {
      run(`DROP TRIGGER IF EXISTS ${t}`);
    }
  },
);
