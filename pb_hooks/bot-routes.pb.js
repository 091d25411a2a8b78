/// <reference path="../.tmp/pb-types/types.d.ts" />
// Bot users and simulated engagement (admin Engagement tab), under /api/reelhouse/admin.
// Bots are users rows with an unknowable password, listed in bot_users, and refused at
// every sign-in. What they add is marked: comments.simulated, video_stats.simulated_views
// and views_monthly.simulated_views (the statistics route reports real and simulated views
// apart). Pure parsing: lib/bots.js. Documentation: docs/api-account.md.

// Bots never sign in (password, refresh, OAuth2, OTP all pass through this hook).
onRecordAuthRequest((e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const n = guard.scalar(e.app, "SELECT COUNT(*) AS n FROM bot_users WHERE user = {:u}", { u: e.record.id });
  if (n > 0) throw require(`${__hooks}/lib/fail.js`).forbidden("bot_sign_in_refused", "This account cannot sign in.");
  e.next();
}, "users");

// Only the engagement route marks a comment simulated: API writes cannot set or clear it.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set("simulated", false);
  e.next();
}, "comments");
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set("simulated", e.record.original().getBool("simulated"));
  e.next();
}, "comments");

// GET /api/reelhouse/admin/bots?page=  → bot users, newest first, 50 a page
routerAdd("GET", "/api/reelhouse/admin/bots", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { parsePaging, pageResult } = require(`${__hooks}/lib/paging.js`);
  guard.requireAdmin(e);
  const p = parsePaging({ page: guard.query(e, "page") }, { defaultPerPage: 50, maxPerPage: 50 });
  const total = guard.scalar(e.app, "SELECT COUNT(*) AS n FROM bot_users", {});
  const items = guard.rows(
    e.app,
    `SELECT b.user AS id, u.username AS username, b.created AS created FROM bot_users b JOIN users u ON u.id = b.user
     ORDER BY b.created DESC, b.id DESC LIMIT {:limit} OFFSET {:offset}`,
    { limit: p.limit, offset: p.offset },
    { id: "", username: "", created: "" },
  );
  return e.json(200, pageResult(items, p, total));
});

// POST /api/reelhouse/admin/bots { usernames: "one\nper\nline" | string[] } → { created: [{ id, username }] }
// All or nothing: a taken username refuses the whole list.
routerAdd("POST", "/api/reelhouse/admin/bots", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const bots = require(`${__hooks}/lib/bots.js`);
  guard.requireAdmin(e);
  const parsed = bots.parseUsernames(guard.body(e).usernames);
  if (parsed.error) throw require(`${__hooks}/lib/fail.js`).badRequest(parsed.code, parsed.error, parsed.values);
  const names = /** @type {string[]} */ (parsed.usernames);
  const params = {};
  const marks = names.map((n, i) => {
    params["n" + i] = n;
    return "{:n" + i + "}";
  });
  const taken = guard.rows(e.app, `SELECT username FROM users WHERE username IN (${marks.join(",")}) LIMIT 5`, params, { username: "" });
  if (taken.length) {
    const names = taken.map((t) => t.username).join(", ");
    throw require(`${__hooks}/lib/fail.js`).badRequest("usernames_taken", `Username already taken: ${names}`, { names });
  }

  const created = [];
  e.app.runInTransaction((tx) => {
    const users = tx.findCollectionByNameOrId("users");
    const botUsers = tx.findCollectionByNameOrId("bot_users");
    for (const name of names) {
      const u = new Record(users);
      u.set("username", name);
      u.set("email", `${name}@bots.invalid`);
      u.set("emailVisibility", false);
      u.set("verified", false);
      u.setPassword($security.randomString(40));
      tx.save(u);
      const b = new Record(botUsers);
      b.set("user", u.id);
      tx.save(b);
      created.push({ id: u.id, username: name });
    }
  });
  return e.json(200, { created });
});

// GET /api/reelhouse/admin/engagement/available?video= → { available, bots }
routerAdd("GET", "/api/reelhouse/admin/engagement/available", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  guard.requireAdmin(e);
  const video = String(guard.query(e, "video") || "");
  if (!video) throw require(`${__hooks}/lib/fail.js`).badRequest("video_required", "Please select a video");
  const bots = guard.scalar(e.app, "SELECT COUNT(*) AS n FROM bot_users", {});
  const commented = guard.scalar(
    e.app,
    "SELECT COUNT(*) AS n FROM comments c WHERE c.video = {:v} AND c.user IN (SELECT user FROM bot_users)",
    { v: video },
  );
  return e.json(200, { available: Math.max(0, bots - commented), bots });
});

// POST /api/reelhouse/admin/engagement { video, views, comments: "one\nper\nline" | string[], op_id? }
//   → { views_added, comments_added, truncated, views, simulated_views }
routerAdd("POST", "/api/reelhouse/admin/engagement", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const bots = require(`${__hooks}/lib/bots.js`);
  const { lastMonths } = require(`${__hooks}/lib/months.js`);
  const { newId } = require(`${__hooks}/lib/derived.js`);
  guard.requireAdmin(e);
  const body = guard.body(e);
  const videoId = typeof body.video === "string" ? body.video.trim() : "";
  let video = null;
  if (videoId) {
    try {
      video = e.app.findRecordById("videos", videoId);
    } catch (_) {
      throw require(`${__hooks}/lib/fail.js`).notFound("video_not_found", "Video not found");
    }
  }
  // op_id (the form's id for this submit) makes a repeated submit return the first result,
  // by the engagement writes' own rule and table ($appliedOps: internal/engagement/js.go).
  const actor = guard.siteUser(e);
  const opId = actor && body.op_id ? String(body.op_id) : "";
  if (opId && !$appliedOps.isOpId(opId)) throw require(`${__hooks}/lib/fail.js`).badRequest("op_id_invalid", "op_id must be 15 characters from a-z and 0-9");
  let result = null;
  e.app.runInTransaction((tx) => {
    result = $appliedOps.once(tx, actor ? actor.id : "", opId, "engagement", videoId, () => applyEngagement(tx));
  });
  return e.json(200, result);

  /** @param {core.App} tx */
  function applyEngagement(tx) {
    // Bots are picked inside the write transaction, so two racing requests cannot both
    // use the same bot on the same video.
    const free = video ? bots.availableBots(tx, video.id, 10000) : [];
    const input = bots.parseEngagement(body, free.length);
    if (input.error) throw require(`${__hooks}/lib/fail.js`).badRequest(input.code, input.error, input.values);
    const v = /** @type {core.Record} */ (video);
    const now = new DateTime().string();
    if (input.views > 0) {
      tx.db()
        .newQuery("UPDATE video_stats SET views = views + {:n}, simulated_views = simulated_views + {:n}, updated = {:now} WHERE video = {:v}")
        .bind({ n: input.views, now, v: v.id })
        .execute();
      const month = lastMonths(Date.now(), 1)[0].month;
      // The per-video month row views_monthly is recomputed from (migration 1763790003).
      tx.db()
        .newQuery(
          `INSERT INTO video_month_views (video, creator, month, views, simulated_views) VALUES ({:v}, {:creator}, {:month}, {:n}, {:n})
           ON CONFLICT (video, creator, month) DO UPDATE SET views = views + {:n}, simulated_views = simulated_views + {:n}`,
        )
        .bind({ v: v.id, creator: v.getString("creator"), month, n: input.views })
        .execute();
      const scopes = ["site"];
      if (v.getString("creator")) scopes.push(v.getString("creator"));
      for (const scope of scopes) {
        tx.db()
          .newQuery(
            `INSERT INTO views_monthly (id, scope, month, views, simulated_views, created, updated)
             VALUES ({:id}, {:scope}, {:month}, {:n}, {:n}, {:now}, {:now})
             ON CONFLICT (scope, month) DO UPDATE SET views = views + {:n}, simulated_views = simulated_views + {:n}, updated = excluded.updated`,
          )
          .bind({ id: newId(), scope, month, n: input.views, now })
          .execute();
      }
    }
    const comments = tx.findCollectionByNameOrId("comments");
    input.comments.forEach((content, i) => {
      const c = new Record(comments);
      c.load({ video: v.id, user: free[i], content, simulated: true });
      tx.save(c);
    });
    const stats = guard.rows(tx, "SELECT views, simulated_views FROM video_stats WHERE video = {:v}", { v: v.id }, { views: 0, simulated_views: 0 })[0];
    return {
      views_added: input.views,
      comments_added: input.comments.length,
      truncated: input.truncated,
      views: stats ? stats.views : 0,
      simulated_views: stats ? stats.simulated_views : 0,
    };
  }
});
