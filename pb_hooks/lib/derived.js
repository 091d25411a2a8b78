// Derived data, written with plain SQL so it fires no hooks and no realtime storms.
// Every function recomputes from the source rows (never "+1"), so a repeated or
// concurrent request cannot inflate a counter, and running one twice is harmless.

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const newId = () => $security.randomStringWithAlphabet(15, ID_ALPHABET);
const nowText = () => new DateTime().string();

/** @param {core.App} app @param {string} sql @param {Record<string, any>} [params] */
function exec(app, sql, params) {
  app.db().newQuery(sql).bind(params || {}).execute();
}

/** Rebuilds the video's rows in the category index and recounts the categories touched. */
function syncVideoCategories(app, video, previousCategoryIds) {
  const ids = video.get("categories") || [];
  const created = video.getDateTime("created").string();
  exec(app, "DELETE FROM video_categories WHERE video = {:video}", { video: video.id });
  for (const category of ids) {
    exec(
      app,
      `INSERT INTO video_categories (id, video, category, video_created, created, updated)
       VALUES ({:id}, {:video}, {:category}, {:vc}, {:now}, {:now})`,
      { id: newId(), video: video.id, category, vc: created, now: nowText() },
    );
  }
  recountCategories(app, ids.concat(previousCategoryIds || []));
}

/** @param {core.App} app @param {string[]} categoryIds */
function recountCategories(app, categoryIds) {
  const seen = {};
  for (const id of categoryIds) {
    if (!id || seen[id]) continue;
    seen[id] = true;
    exec(
      app,
      // Visible videos only (moderation's hidden ones leave the count: migration 1763805003).
      `UPDATE categories SET video_count = (SELECT COUNT(*) FROM video_categories vc JOIN videos v ON v.id = vc.video
         WHERE vc.category = {:id} AND v.hidden IN (0, '0', 'false')) WHERE id = {:id}`,
      { id },
    );
  }
}

/** Creates the stats row of a new video (idempotent). */
function ensureStats(app, video) {
  exec(
    app,
    `INSERT INTO video_stats (id, video, views, likes, dislikes, rating, total_ratings, comments, trending_score, video_created, created, updated)
     SELECT {:id}, {:video}, 0, 0, 0, 0, 0, 0, 0, {:vc}, {:now}, {:now}
     WHERE NOT EXISTS (SELECT 1 FROM video_stats WHERE video = {:video})`,
    { id: newId(), video: video.id, vc: video.getDateTime("created").string(), now: nowText() },
  );
}

/** Comments carry their author's username so listing them needs no access to users. */
function renameCommentAuthor(app, userId, username) {
  exec(app, "UPDATE comments SET username = {:username} WHERE user = {:user}", { username, user: userId });
}

module.exports = {
  newId,
  syncVideoCategories,
  recountCategories,
  ensureStats,
  renameCommentAuthor,
};
