/// <reference path="../.tmp/pb-types/types.d.ts" />
// Site settings and secrets under /api/reelhouse. Public settings are readable by anyone;
// writes are admin only and validated (lib/settings.js). Secrets are write-only: their
// values never leave the server. Documentation: docs/api-account.md.

// GET /api/reelhouse/settings/{key}  (cdn_preferences, ad_preferences, site) → { key, value }
routerAdd("GET", "/api/reelhouse/settings/{key}", (e) => {
  const { PUBLIC_KEYS } = require(`${__hooks}/lib/settings.js`);
  const key = e.request.pathValue("key");
  if (PUBLIC_KEYS.indexOf(key) < 0) throw require(`${__hooks}/lib/fail.js`).notFound("setting_not_found", "Setting not found");
  let row = null;
  try {
    row = e.app.findFirstRecordByData("settings", "key", key);
  } catch (_) {
    row = null;
  }
  if (!row || !row.getBool("public")) throw require(`${__hooks}/lib/fail.js`).notFound("setting_not_found", "Setting not found");
  const value = JSON.parse(row.getString("value") || "{}");
  return e.json(200, { key, value });
});

// PUT /api/reelhouse/settings/{key} (admin) { value } (or the value itself) → { key, value }
routerAdd("PUT", "/api/reelhouse/settings/{key}", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const settings = require(`${__hooks}/lib/settings.js`);
  guard.requireAdmin(e);
  const key = e.request.pathValue("key");
  if (settings.PUBLIC_KEYS.indexOf(key) < 0) throw require(`${__hooks}/lib/fail.js`).notFound("setting_not_found", "Setting not found");
  const body = guard.body(e);
  const input = Object.prototype.hasOwnProperty.call(body, "value") ? body.value : body;
  let row = null;
  try {
    row = e.app.findFirstRecordByData("settings", "key", key);
  } catch (_) {
    row = null;
  }
  const current = row ? JSON.parse(row.getString("value") || "{}") : {};
  const checked = settings.validateSetting(key, input, current);
  if (checked.error) throw require(`${__hooks}/lib/fail.js`).badRequest(checked.code, checked.error, checked.values);
  if (!row) {
    row = new Record(e.app.findCollectionByNameOrId("settings"));
    row.set("key", key);
  }
  row.set("public", true);
  row.set("value", checked.value);
  const audit = require(`${__hooks}/lib/audit.js`);
  e.app.runInTransaction((tx) => {
    tx.save(row);
    audit.write(tx, e, "settings.update", "settings", key, "", { key });
  });
  return e.json(200, { key, value: checked.value });
});

// GET /api/reelhouse/secrets (admin) → { secrets: { name: isSet } }  (values never returned)
routerAdd("GET", "/api/reelhouse/secrets", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { SECRET_KEYS } = require(`${__hooks}/lib/settings.js`);
  guard.requireAdmin(e);
  const rows = guard.rows(e.app, "SELECT key, (value != '') AS is_set FROM secrets", {}, { key: "", is_set: false });
  const out = {};
  for (const k of SECRET_KEYS) out[k] = false;
  for (const r of rows) if (SECRET_KEYS.indexOf(r.key) >= 0) out[r.key] = !!r.is_set;
  return e.json(200, { secrets: out });
});

// PUT /api/reelhouse/secrets/{key} (admin) { value } → { key, set }  ("" clears it)
routerAdd("PUT", "/api/reelhouse/secrets/{key}", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { validateSecret } = require(`${__hooks}/lib/settings.js`);
  guard.requireAdmin(e);
  const key = e.request.pathValue("key");
  const checked = validateSecret(key, guard.body(e).value);
  if (checked.error === "Unknown secret") throw require(`${__hooks}/lib/fail.js`).notFound("secret_unknown", "Unknown secret");
  if (checked.error) throw require(`${__hooks}/lib/fail.js`).badRequest(checked.code, checked.error, checked.values);
  let row = null;
  try {
    row = e.app.findFirstRecordByData("secrets", "key", key);
  } catch (_) {
    row = new Record(e.app.findCollectionByNameOrId("secrets"));
    row.set("key", key);
  }
  row.set("value", checked.value);
  const audit = require(`${__hooks}/lib/audit.js`);
  e.app.runInTransaction((tx) => {
    tx.save(row);
    // The key and whether it is set, never the value.
    audit.write(tx, e, "secrets.update", "secrets", key, "", { key, set: checked.value !== "" });
  });
  return e.json(200, { key, set: checked.value !== "" });
});

// The collection API (admin rules) must not bypass the route's validation: a write of a
// known key through /api/collections/settings is validated and normalised the same way.
onRecordCreateRequest((e) => {
  const settings = require(`${__hooks}/lib/settings.js`);
  const key = e.record.getString("key");
  if (settings.PUBLIC_KEYS.indexOf(key) >= 0) {
    const checked = settings.validateSetting(key, JSON.parse(e.record.getString("value") || "{}"), {});
    if (checked.error) throw require(`${__hooks}/lib/fail.js`).badRequest(checked.code, checked.error, checked.values);
    e.record.set("value", checked.value);
  }
  e.next();
}, "settings");
onRecordUpdateRequest((e) => {
  const settings = require(`${__hooks}/lib/settings.js`);
  const key = e.record.getString("key");
  if (settings.PUBLIC_KEYS.indexOf(key) >= 0) {
    const current = JSON.parse(e.record.original().getString("value") || "{}");
    const checked = settings.validateSetting(key, JSON.parse(e.record.getString("value") || "{}"), current);
    if (checked.error) throw require(`${__hooks}/lib/fail.js`).badRequest(checked.code, checked.error, checked.values);
    e.record.set("value", checked.value);
  }
  e.next();
}, "settings");
