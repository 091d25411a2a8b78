/// <reference path="../.tmp/pb-types/types.d.ts" />
// Videos: slug from the title, and the derived rows (category index, stats, counts)
// written in the same transaction as the video. Logic: lib/derived.js, lib/slug.js.

onRecordValidate((e) => {
  const { slugBase, uniqueSlug, slugTakenIn } = require(`${__hooks}/lib/slug.js`);
  const record = e.record;
  const wanted = slugBase(record.getString("slug") || record.getString("title"), "video");
  record.set("slug", uniqueSlug(wanted, slugTakenIn(e.app, "videos", record.id, wanted)));
  record.set("title", record.getString("title").trim());
  record.set("author", record.getString("author").trim());
  e.next();
}, "videos");

onRecordCreateExecute((e) => {
  const derived = require(`${__hooks}/lib/derived.js`);
  const original = e.app;
  e.app.runInTransaction((tx) => {
    e.app = tx;
    e.next();
    derived.ensureStats(tx, e.record);
    derived.syncVideoCategories(tx, e.record, []);
  });
  e.app = original;
}, "videos");

onRecordUpdateExecute((e) => {
  const derived = require(`${__hooks}/lib/derived.js`);
  const before = e.record.original().get("categories") || [];
  const after = e.record.get("categories") || [];
  const changed = before.length !== after.length || before.some((id, i) => id !== after[i]);
  const original = e.app;
  e.app.runInTransaction((tx) => {
    e.app = tx;
    e.next();
    if (changed) derived.syncVideoCategories(tx, e.record, before);
  });
  e.app = original;
}, "videos");

// The category counts follow a deleted video in the delete's own transaction (the
// cascade removes its video_categories rows first).
onRecordDeleteExecute((e) => {
  const derived = require(`${__hooks}/lib/derived.js`);
  const original = e.app;
  e.app.runInTransaction((tx) => {
    e.app = tx;
    e.next();
    derived.recountCategories(tx, e.record.get("categories") || []);
  });
  e.app = original;
}, "videos");

// is_premium is derived from premium_videos by SQL triggers (migration 1763780000), in the
// same statement as the premium_videos write. Saying otherwise in a request is refused
// clearly instead of being silently undone.
const refuseIsPremium = (e) => {
  const body = e.requestInfo().body || {};
  if (body.is_premium !== undefined) {
    const truth = require(`${__hooks}/lib/sql.js`).one(
      e.app,
      "SELECT EXISTS (SELECT 1 FROM premium_videos WHERE video = {:v}) AS p",
      { v: e.record.id },
      { p: false },
    );
    const wanted = body.is_premium === true || body.is_premium === "true" || body.is_premium === 1 || body.is_premium === "1";
    if (wanted !== !!(truth && truth.p)) {
      const msg = "is_premium is derived: create or delete the video's premium_videos row instead.";
      throw require(`${__hooks}/lib/fail.js`).badRequest("premium_flag_derived", msg, null, { is_premium: new ValidationError("validation_derived_field", msg) });
    }
  }
  e.next();
};
onRecordCreateRequest(refuseIsPremium, "videos");
onRecordUpdateRequest(refuseIsPremium, "videos");

// The virtual lists (protected categories: trending, newest) cannot be attached to a video,
// whoever writes it (collection API, Go app.Save of the upload flow).
onRecordValidate((e) => {
  const ids = (e.record.get("categories") || []).filter((id) => !!id);
  if (ids.length) {
    const params = {};
    const marks = ids.map((id, i) => {
      params["c" + i] = id;
      return "{:c" + i + "}";
    });
    const hit = require(`${__hooks}/lib/sql.js`).one(
      e.app,
      `SELECT slug FROM categories WHERE protected = TRUE AND id IN (${marks.join(",")}) LIMIT 1`,
      params,
      { slug: "" },
    );
    if (hit) {
      const msg = `"${hit.slug}" is a virtual list and cannot be attached to a video.`;
      throw require(`${__hooks}/lib/fail.js`).badRequest("category_virtual", msg, { slug: hit.slug }, { categories: new ValidationError("validation_protected_category", msg) });
    }
  }
  e.next();
}, "videos");

// Category slugs may not be route words ("trending", "newest", "recent", …).
const refuseReservedCategorySlug = (e) => {
  const { isReserved } = require(`${__hooks}/lib/slug.js`);
  const slug = e.record.getString("slug");
  const changed = e.record.isNew() || e.record.original().getString("slug") !== slug;
  if (changed && isReserved(slug)) {
    const msg = `The slug "${slug}" is reserved. Please choose another one.`;
    throw require(`${__hooks}/lib/fail.js`).badRequest("category_slug_reserved", msg, { slug }, { slug: new ValidationError("validation_reserved_slug", msg) });
  }
  e.next();
};
onRecordCreateRequest(refuseReservedCategorySlug, "categories");
onRecordUpdateRequest(refuseReservedCategorySlug, "categories");
onRecordCreateRequest(refuseReservedCategorySlug, "premium_categories");
onRecordUpdateRequest(refuseReservedCategorySlug, "premium_categories");

// Protected categories are the virtual trending/newest lists: never editable, whoever asks.
onRecordUpdate((e) => {
  if (e.record.original().getBool("protected")) {
    throw require(`${__hooks}/lib/fail.js`).badRequest("category_protected_change", "Protected categories cannot be changed.");
  }
  e.next();
}, "categories");

onRecordDelete((e) => {
  if (e.record.getBool("protected")) {
    throw require(`${__hooks}/lib/fail.js`).badRequest("category_protected_delete", "Protected categories cannot be deleted.");
  }
  e.next();
}, "categories");
