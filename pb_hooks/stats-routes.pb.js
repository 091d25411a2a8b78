/// <reference path="../.tmp/pb-types/types.d.ts" />
// GET /api/reelhouse/stats/monthly-views → [{ month: "YYYY-MM", label: "Jun 2026", views }]
// Last 6 calendar months (UTC), oldest first, zero months filled, from views_monthly.
// Admins (and superusers) see the whole site; creators their own videos; others 403.

routerAdd("GET", "/api/reelhouse/stats/monthly-views", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const roles = require(`${__hooks}/lib/roles.js`);
  const { lastMonths, fillMonths } = require(`${__hooks}/lib/months.js`);
  if (!e.auth) throw new UnauthorizedError("Sign in to see statistics.");
  let scope = "";
  if (guard.isAdmin(e)) scope = "site";
  else if (roles.hasRole(roles.fromRecord(e.auth), "creator")) scope = e.auth.id;
  else throw new ForbiddenError("Only admins and creators can see statistics.");
  const months = lastMonths(Date.now(), 6);
  const rows = guard.rows(
    e.app,
    "SELECT month, views FROM views_monthly WHERE scope = {:scope} AND month >= {:from} AND month <= {:to}",
    { scope, from: months[0].month, to: months[months.length - 1].month },
    { month: "", views: 0 },
  );
  return e.json(200, fillMonths(months, rows));
});
