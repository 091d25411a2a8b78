/// <reference path="../.tmp/pb-types/types.d.ts" />
// The trending job (docs/api.md); logic in lib/views-api.js. The view route itself is Go
// (internal/engagement).

cronAdd("reelhouse_trending", "*/10 * * * *", () => {
  require(`${__hooks}/lib/views-api.js`).refreshTrending($app);
});

// Runs the trending job now (operations and tests): admins and superusers only.
routerAdd("POST", "/api/reelhouse/admin/trending/refresh", (e) => {
  if (!require(`${__hooks}/lib/guard.js`).isAdmin(e)) throw require(`${__hooks}/lib/fail.js`).forbidden("admin_only", "Admin role required.");
  return e.json(200, { updated: require(`${__hooks}/lib/views-api.js`).refreshTrending(e.app) });
}, $apis.requireAuth());
