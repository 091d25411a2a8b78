/// <reference path="../.tmp/pb-types/types.d.ts" />
// The comments page of a video (a read, under /api/reelhouse). The engagement writes
// (comment create, rating toggle, comment like, view) and the record hooks that keep their
// counters are Go: internal/engagement. Documentation: docs/api-account.md.

// GET /api/reelhouse/videos/{id}/comments?page=&perPage=  newest first
routerAdd("GET", "/api/reelhouse/videos/{id}/comments", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { parsePaging, pageResult } = require(`${__hooks}/lib/paging.js`);
  const videoId = e.request.pathValue("id");
  if (!guard.orNull(() => e.app.findRecordById("videos", videoId))) throw new NotFoundError("Video not found");
  const p = parsePaging({ page: guard.query(e, "page"), perPage: guard.query(e, "perPage") }, { defaultPerPage: 20 });
  const total = guard.scalar(e.app, "SELECT COUNT(*) AS n FROM comments WHERE video = {:v}", { v: videoId });
  const list = guard.rows(
    e.app,
    `SELECT id, content, created, updated, user, username, like_count FROM comments
     WHERE video = {:v} ORDER BY created DESC, id DESC LIMIT {:limit} OFFSET {:offset}`,
    { v: videoId, limit: p.limit, offset: p.offset },
    { id: "", content: "", created: "", updated: "", user: "", username: "", like_count: 0 },
  );
  const me = guard.siteUser(e);
  const liked = {};
  if (me && list.length) {
    const ids = list.map((c) => c.id);
    const params = { u: me.id };
    const marks = ids.map((id, i) => {
      params["c" + i] = id;
      return "{:c" + i + "}";
    });
    const likedRows = guard.rows(e.app, `SELECT comment FROM comment_likes WHERE user = {:u} AND comment IN (${marks.join(",")})`, params, { comment: "" });
    for (const r of likedRows) liked[r.comment] = true;
  }
  const items = list.map((c) => ({
    id: c.id,
    video: videoId,
    content: c.content,
    created: c.created,
    updated: c.updated,
    user: c.user,
    username: c.username,
    like_count: c.like_count,
    liked_by_me: !!liked[c.id],
  }));
  return e.json(200, pageResult(items, p, total));
});

// Outbox replays older than 30 days cannot happen any more; rate-limit windows expire hourly.
cronAdd("reelhouse_purge_applied_ops", "23 3 * * *", () => {
  $app.db().newQuery("DELETE FROM applied_ops WHERE created < strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-30 days')").execute();
});
