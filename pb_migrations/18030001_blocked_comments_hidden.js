/// <reference path="../.tmp/pb-types/types.d.ts" />
// A blocked member's comments and replies are gone for the blocker on every API (issue 41
// §6), not only on the site's comment routes (internal/engagement comments_page.go): the
// record API's list and view, client filters, expand (comment_likes.comment, the videos'
// comments_via_video back-relation: PocketBase checks the expanded collection's view
// rule) and realtime (each event is checked against the subscriber's list/view rule).
// Replies live in the same collection (comments.parent).
//
// The rule reads users.blocked_members, the caller's blocked ids (space-separated, hidden,
// derived from their blocks rows in each block's transaction: internal/engagement
// blocked_members.go). `@request.auth.blocked_members !~ user` is
// `__auth_users.blocked_members NOT LIKE '%' || comments.user || '%'`: true exactly when
// no block row (blocker = me, blocked = author) exists, since a 15-character [a-z0-9] id
// never matches across a separator. It is one primary-key join (the caller's row) and one
// LIKE per comment row. The back-relation form (@request.auth.blocks_via_blocker.blocked
// != user, "every one of my blocks differs") means the same but PocketBase runs it as a
// join of all the caller's blocks per row plus a scan of them per joined row: measured
// 5.6 s for a 30-comment page at 1,000 blocks. A visitor has no blocks: the first branch
// answers without the join.
const BLOCKED_OUT = '(@request.auth.id = "" || @request.auth.blocked_members !~ user)';
const ruleOf = (col, key) => (col[key] === null || col[key] === undefined ? null : String(col[key]));

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    // At most 500 blocks (internal/engagement MaxBlocks) of 15 characters and a space.
    users.fields.add(new TextField({ name: "blocked_members", hidden: true, max: 8000 }));
    app.save(users);
    app
      .db()
      .newQuery(
        "UPDATE users SET blocked_members = (SELECT group_concat(blocked, ' ') FROM blocks WHERE blocker = users.id) WHERE id IN (SELECT blocker FROM blocks)",
      )
      .execute();

    const comments = app.findCollectionByNameOrId("comments");
    for (const key of ["listRule", "viewRule"]) {
      const rule = ruleOf(comments, key);
      if (rule === null || rule.includes(BLOCKED_OUT)) continue; // null: server only already
      comments[key] = rule === "" ? BLOCKED_OUT : `(${rule}) && ${BLOCKED_OUT}`;
    }
    app.save(comments);
  },
  (app) => {
    const comments = app.findCollectionByNameOrId("comments");
    for (const key of ["listRule", "viewRule"]) {
      const rule = ruleOf(comments, key);
      if (rule === null) continue;
      if (rule === BLOCKED_OUT) comments[key] = "";
      else if (rule.endsWith(` && ${BLOCKED_OUT}`)) comments[key] = rule.slice(1, -(` && ${BLOCKED_OUT}`.length + 1));
    }
    app.save(comments);
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("blocked_members");
    app.save(users);
  },
);
