/// <reference path="../.tmp/pb-types/types.d.ts" />
// Ratings, the comments page and comment likes (routes under /api/reelhouse). Creating a
// comment, counting a view and the comment hooks are Go (internal/engagement). Writes go through
// records, so the hooks of engagement.pb.js recount inside this route's transaction and
// the response reads the new numbers from it. Optional `op_id` (the
// offline outbox's mutation id) makes a toggle idempotent: see lib/ops.js.
// Documentation: docs/api-account.md.

// POST /api/reelhouse/videos/{id}/rate  { rating_type: 'like'|'dislike', op_id? }
routerAdd("POST", "/api/reelhouse/videos/{id}/rate", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const eng = require(`${__hooks}/lib/engagement.js`);
  const ops = require(`${__hooks}/lib/ops.js`);

  const user = guard.requireUser(e, "Must be authenticated to rate videos");
  guard.requireVerified(e, user, "Please verify your email address before rating videos.");
  const body = guard.body(e);
  const type = body.rating_type;
  if (eng.RATING_TYPES.indexOf(type) < 0) throw new BadRequestError("rating_type must be 'like' or 'dislike'");
  const opId = body.op_id || "";
  if (opId && !eng.isOpId(opId)) throw new BadRequestError("op_id must be 15 characters from a-z and 0-9");
  const videoId = e.request.pathValue("id");
  if (!guard.orNull(() => e.app.findRecordById("videos", videoId))) throw new NotFoundError("Video not found");

  let result = null;
  e.app.runInTransaction((tx) => {
    result = ops.once(tx, user.id, opId, "rate:" + type, videoId, () => {
      let current = null;
      current = guard.orNull(() => tx.findFirstRecordByFilter("video_ratings", "video = {:v} && user = {:u}", { v: videoId, u: user.id }));
      const step = eng.nextRating(current ? current.getString("rating_type") : null, type);
      if (step.action === "create") {
        const rating = new Record(tx.findCollectionByNameOrId("video_ratings"));
        rating.load({ video: videoId, user: user.id, rating_type: type });
        tx.save(rating);
      } else if (step.action === "delete" && current) {
        tx.delete(current);
      } else if (current) {
        current.set("rating_type", type);
        tx.save(current);
      }
      const s = tx.findFirstRecordByData("video_stats", "video", videoId);
      return {
        rating_type: step.result,
        likes: s.getInt("likes"),
        dislikes: s.getInt("dislikes"),
        rating: s.getFloat("rating"),
        total_ratings: s.getInt("total_ratings"),
      };
    });
  });
  return e.json(200, result);
});

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

// POST /api/reelhouse/comments/{id}/like  { op_id? }  toggles the caller's like
routerAdd("POST", "/api/reelhouse/comments/{id}/like", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const eng = require(`${__hooks}/lib/engagement.js`);
  const ops = require(`${__hooks}/lib/ops.js`);
  const user = guard.requireUser(e, "Must be authenticated to like comments");
  const body = guard.body(e);
  const opId = body.op_id || "";
  if (opId && !eng.isOpId(opId)) throw new BadRequestError("op_id must be 15 characters from a-z and 0-9");
  const commentId = e.request.pathValue("id");
  if (!guard.orNull(() => e.app.findRecordById("comments", commentId))) throw new NotFoundError("Comment not found");

  let result = null;
  e.app.runInTransaction((tx) => {
    result = ops.once(tx, user.id, opId, "comment_like", commentId, () => {
      let current = null;
      current = guard.orNull(() => tx.findFirstRecordByFilter("comment_likes", "comment = {:c} && user = {:u}", { c: commentId, u: user.id }));
      if (current) {
        tx.delete(current);
      } else {
        const like = new Record(tx.findCollectionByNameOrId("comment_likes"));
        like.load({ comment: commentId, user: user.id });
        tx.save(like);
      }
      const count = guard.scalar(tx, "SELECT like_count AS n FROM comments WHERE id = {:c}", { c: commentId });
      return { liked: !current, like_count: count };
    });
  });
  return e.json(200, result);
});

// Ratings through the collection API: the same verification gate as the route.
onRecordCreateRequest((e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const user = guard.siteUser(e);
  if (user) guard.requireVerified(e, user, "Please verify your email address before rating videos.");
  e.next();
}, "video_ratings");

// Outbox replays older than 30 days cannot happen any more; rate-limit windows expire hourly.
cronAdd("reelhouse_purge_applied_ops", "23 3 * * *", () => {
  $app.db().newQuery("DELETE FROM applied_ops WHERE created < strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-30 days')").execute();
});
