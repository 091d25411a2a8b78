/// <reference path="../.tmp/pb-types/types.d.ts" />
// GET /api/reelhouse/stats/monthly-views?scope=site|own → [{ month: "YYYY-MM", label: "Jun 2026", views, real_views, simulated_views }]
// Last 6 calendar months (UTC), oldest first, zero months filled, from views_monthly.
// scope=site (the default for admins): the whole site, admins and superusers only.
// scope=own (the default for everyone else): the caller's own videos, creators and admins.

routerAdd("GET", "/api/reelhouse/stats/monthly-views", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const roles = require(`${__hooks}/lib/roles.js`);
  const { lastMonths, fillMonths } = require(`${__hooks}/lib/months.js`);
  if (!e.auth) throw require(`${__hooks}/lib/fail.js`).unauthorized("stats_sign_in", "Sign in to see statistics.");
  const admin = guard.isAdmin(e);
  const asked = guard.query(e, "scope") || (admin ? "site" : "own");
  let scope = "";
  if (asked === "site") {
    if (!admin) throw require(`${__hooks}/lib/fail.js`).forbidden("stats_site_admin_only", "Only admins can see the whole site's statistics.");
    scope = "site";
  } else if (asked === "own") {
    const user = guard.siteUser(e);
    if (!user || !(admin || roles.hasRole(roles.fromRecord(user), "creator"))) {
      throw require(`${__hooks}/lib/fail.js`).forbidden("stats_forbidden", "Only admins and creators can see statistics.");
    }
    scope = user.id;
  } else {
    throw require(`${__hooks}/lib/fail.js`).badRequest("stats_scope_invalid", "scope must be site or own.");
  }
  const months = lastMonths(Date.now(), 6);
  const rows = guard.rows(
    e.app,
    "SELECT month, views, simulated_views FROM views_monthly WHERE scope = {:scope} AND month >= {:from} AND month <= {:to}",
    { scope, from: months[0].month, to: months[months.length - 1].month },
    { month: "", views: 0, simulated_views: 0 },
  );
  // views = all counted views; simulated_views = those added by the Engagement tab; real_views the rest.
  const simulated = {};
  for (const r of rows) simulated[r.month] = (simulated[r.month] || 0) + (Number(r.simulated_views) || 0);
  const out = fillMonths(months, rows).map((m) => {
    const sim = Math.min(m.views, simulated[m.month] || 0);
    return { month: m.month, label: m.label, views: m.views, real_views: m.views - sim, simulated_views: sim };
  });
  return e.json(200, out);
});
