/// <reference path="../.tmp/pb-types/types.d.ts" />
// Admin panel writes that must hold together in one transaction (featured order, partner
// order, asset assignment) and the Dashboard tab's figures. Every route is admin only.
// Rules: lib/admin-order.js, lib/admin-figures.js. Documentation: docs/api-admin.md.

// POST /api/reelhouse/admin/featured-categories { category } → the new link (appended last)
routerAdd("POST", "/api/reelhouse/admin/featured-categories", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  guard.requireAdmin(e);
  const id = String(guard.body(e).category || "");
  /** @type {any} */
  let created = null;
  let refusal = "";
  e.app.runInTransaction((tx) => {
    let category = null;
    try {
      category = tx.findRecordById("categories", id);
    } catch (_) {
      refusal = "Category not found";
      return;
    }
    if (guard.scalar(tx, "SELECT COUNT(*) AS n FROM featured_categories WHERE category = {:c}", { c: category.id }) > 0) {
      refusal = "Category is already featured";
      return;
    }
    const next = guard.scalar(tx, "SELECT COALESCE(MAX(display_order) + 1, 0) AS n FROM featured_categories", {});
    created = new Record(tx.findCollectionByNameOrId("featured_categories"));
    created.set("category", category.id);
    created.set("display_order", next);
    tx.save(created);
    // A protected category (trending, newest) joins at the top, not the end.
    if (category.getBool("protected")) {
      const { planFeaturedOrder } = require(`${__hooks}/lib/admin-order.js`);
      const links = tx.findRecordsByFilter("featured_categories", "id != ''", "display_order,created", 0, 0);
      const rows = links.map((l) => {
        const c = tx.findRecordById("categories", l.getString("category"));
        return { category: c.id, slug: c.getString("slug"), protected: c.getBool("protected") };
      });
      const plan = planFeaturedOrder(rows, rows.map((r) => r.category));
      if (plan.order) {
        links.forEach((l) => {
          const i = plan.order.indexOf(l.getString("category"));
          if (l.getInt("display_order") !== i) {
            l.set("display_order", i);
            tx.save(l);
          }
        });
        created.set("display_order", plan.order.indexOf(category.id));
      }
    }
  });
  if (refusal === "Category not found") throw require(`${__hooks}/lib/fail.js`).notFound("category_not_found", refusal);
  if (refusal) throw require(`${__hooks}/lib/fail.js`).badRequest("category_already_featured", refusal);
  return e.json(200, { id: created.id, category: created.getString("category"), display_order: created.getInt("display_order") });
});

// PUT /api/reelhouse/admin/featured-categories/order { category_ids } → { category_ids }
// Deletes every link and reinserts them 0..n-1 in one transaction; protected ones stay first.
routerAdd("PUT", "/api/reelhouse/admin/featured-categories/order", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { planFeaturedOrder } = require(`${__hooks}/lib/admin-order.js`);
  guard.requireAdmin(e);
  const requested = guard.body(e).category_ids;
  /** @type {any} */
  let plan = null;
  e.app.runInTransaction((tx) => {
    const rows = guard.rows(
      tx,
      "SELECT f.category AS category, c.slug AS slug, c.protected AS protected FROM featured_categories f JOIN categories c ON c.id = f.category",
      {},
      { category: "", slug: "", protected: false },
    );
    plan = planFeaturedOrder(
      rows.map((r) => ({ category: r.category, slug: r.slug, protected: !!r.protected })),
      requested,
    );
    if (plan.error) return;
    for (const old of tx.findAllRecords("featured_categories")) tx.delete(old);
    const col = tx.findCollectionByNameOrId("featured_categories");
    plan.order.forEach((categoryId, i) => {
      const link = new Record(col);
      link.set("category", categoryId);
      link.set("display_order", i);
      tx.save(link);
    });
  });
  if (plan.error) throw require(`${__hooks}/lib/fail.js`).error(plan.status, plan.code, plan.error);
  return e.json(200, { category_ids: plan.order });
});

// PUT /api/reelhouse/admin/partners/order { partner_ids } → { partner_ids }
// display_order becomes each partner's index (management spec §2), all in one transaction.
routerAdd("PUT", "/api/reelhouse/admin/partners/order", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { planPartnerOrder } = require(`${__hooks}/lib/admin-order.js`);
  guard.requireAdmin(e);
  const requested = guard.body(e).partner_ids;
  /** @type {any} */
  let plan = null;
  e.app.runInTransaction((tx) => {
    const partners = tx.findAllRecords("partners");
    plan = planPartnerOrder(partners.map((p) => p.id), requested);
    if (plan.error) return;
    const byId = {};
    for (const p of partners) byId[p.id] = p;
    plan.order.forEach((id, i) => {
      const p = byId[id];
      if (p.getInt("display_order") === i) return;
      p.set("display_order", i);
      tx.save(p);
    });
  });
  if (plan.error) throw require(`${__hooks}/lib/fail.js`).error(plan.status, plan.code, plan.error);
  return e.json(200, { partner_ids: plan.order });
});

// POST /api/reelhouse/admin/asset-assignments { asset, assignment_type, category? }
// One assignment per type and category: an existing one is replaced in the same transaction.
routerAdd("POST", "/api/reelhouse/admin/asset-assignments", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { checkAssignment } = require(`${__hooks}/lib/admin-order.js`);
  guard.requireAdmin(e);
  const input = checkAssignment(guard.body(e));
  if (input.error) throw require(`${__hooks}/lib/fail.js`).badRequest(input.code, input.error);
  /** @type {any} */
  let saved = null;
  let missing = "";
  e.app.runInTransaction((tx) => {
    try {
      tx.findRecordById("assets", input.asset);
    } catch (_) {
      missing = "Asset not found";
      return;
    }
    if (input.category) {
      try {
        tx.findRecordById("categories", input.category);
      } catch (_) {
        missing = "Category not found";
        return;
      }
    }
    // Raw SQL finds the global slot (category ''), which a record filter on "" misses.
    const old = guard.rows(
      tx,
      "SELECT id FROM asset_assignments WHERE assignment_type = {:t} AND COALESCE(category, '') = {:c}",
      { t: input.type, c: input.category },
      { id: "" },
    );
    for (const r of old) tx.delete(tx.findRecordById("asset_assignments", r.id));
    saved = new Record(tx.findCollectionByNameOrId("asset_assignments"));
    saved.set("asset", input.asset);
    saved.set("assignment_type", input.type);
    saved.set("category", input.category);
    tx.save(saved);
  });
  if (missing === "Asset not found") throw require(`${__hooks}/lib/fail.js`).badRequest("asset_not_found", missing);
  if (missing) throw require(`${__hooks}/lib/fail.js`).badRequest("category_not_found", missing);
  return e.json(200, {
    id: saved.id,
    asset: saved.getString("asset"),
    assignment_type: saved.getString("assignment_type"),
    category: saved.getString("category"),
  });
});

// GET /api/reelhouse/admin/figures → { since, figures: [{ key, tab, value|null }], missing }
routerAdd("GET", "/api/reelhouse/admin/figures", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { computeFigures } = require(`${__hooks}/lib/admin-figures.js`);
  guard.requireAdmin(e);
  const out = computeFigures(
    (table) => guard.rows(e.app, "SELECT name FROM pragma_table_info({:t})", { t: table }, { name: "" }).map((r) => r.name),
    (sql, params) => guard.scalar(e.app, sql, params),
    Date.now(),
  );
  return e.json(200, out);
});

// Asset names follow the spec's sanitising whatever the client sent; size from the upload.
onRecordCreateRequest((e) => {
  const { sanitizeFileName } = require(`${__hooks}/lib/admin-order.js`);
  const file = e.record.get("file");
  const original = file && typeof file === "object" && file.originalName ? String(file.originalName) : "";
  const name = e.record.getString("name") || original;
  e.record.set("name", sanitizeFileName(name).slice(0, 255));
  if (file && typeof file === "object" && file.size > 0) e.record.set("size", file.size);
  e.next();
}, "assets");
