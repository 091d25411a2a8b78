/// <reference path="../.tmp/pb-types/types.d.ts" />
// POST /api/reelhouse/videos/{id}/view and the trending job (docs/api.md).
// Logic: lib/views-api.js (SQL) and lib/views.js (pure).

routerAdd("POST", "/api/reelhouse/videos/{id}/view", (e) => e.json(200, require(`${__hooks}/lib/views-api.js`).recordView(e)));

cronAdd("reelhouse_trending", "*/10 * * * *", () => {
  require(`${__hooks}/lib/views-api.js`).refreshTrending($app);
});

// Runs the trending job now (operations and tests): admins and superusers only.
routerAdd("POST", "/api/reelhouse/admin/trending/refresh", (e) => {
  if (!require(`${__hooks}/lib/guard.js`).isAdmin(e)) throw new ForbiddenError("Admin role required.");
  return e.json(200, { updated: require(`${__hooks}/lib/views-api.js`).refreshTrending(e.app) });
}, $apis.requireAuth());
