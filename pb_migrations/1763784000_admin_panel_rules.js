/// <reference path="../.tmp/pb-types/types.d.ts" />
// Admin panel: protected categories (trending, newest) cannot be unfeatured or moved
// through the API either, and the Dashboard tab's "today" counts get index ranges
// (users and comments by creation time) instead of table scans.
const FEATURED_ADMIN = '@request.auth.roles:each ?= "admin"';

migrate(
  (app) => {
    const featured = app.findCollectionByNameOrId("featured_categories");
    featured.updateRule = `${FEATURED_ADMIN} && category.protected = false`;
    featured.deleteRule = `${FEATURED_ADMIN} && category.protected = false`;
    app.save(featured);

    const users = app.findCollectionByNameOrId("users");
    users.addIndex("idx_users_created", false, "created", "");
    app.save(users);

    const comments = app.findCollectionByNameOrId("comments");
    comments.addIndex("idx_comments_created", false, "created", "");
    app.save(comments);
  },
  (app) => {
    const featured = app.findCollectionByNameOrId("featured_categories");
    featured.updateRule = FEATURED_ADMIN;
    featured.deleteRule = FEATURED_ADMIN;
    app.save(featured);
    for (const [name, index] of [["users", "idx_users_created"], ["comments", "idx_comments_created"]]) {
      const c = app.findCollectionByNameOrId(name);
      c.removeIndex(index);
      app.save(c);
    }
  },
);
