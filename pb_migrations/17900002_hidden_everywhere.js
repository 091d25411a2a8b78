/// <reference path="../.tmp/pb-types/types.d.ts" />
// Hidden means gone on the record API too (issue 36 §2). A video moderation keeps off the
// site (videos.hidden: hidden, removed, held for review, or its creator suspended) was
// already refused by the videos rules, but every collection pointing at it still answered
// with its rows: video_sources gave a visitor the source row of a taken-down video (and,
// through its view rule, its protected file), comments, stats, category links and
// premium links listed it, and realtime sent their events. Each list/view rule of a
// collection with a relation to videos now also asks that the video be visible, or the
// caller be an admin or the video's own creator (their manager keeps it).
//
// Cost: `video.hidden` is a join on the videos primary key per row the list already
// walks (PocketBase LEFT JOINs a single relation), and videos.hidden is the derived flag
// that covers a creator's suspension as well, so no rule joins users.
//
// The relation fields are found at run time, so a collection added before this migration
// that points at videos is covered without being named here.
const HIDDEN_RULE_ADMIN = '@request.auth.roles:each ?= "admin"';
// A rule reads as a live *string wrapper in the JSVM (it changes when the field is set):
// copy it into a plain string first (null stays null: server only).
const hiddenRuleOf = (col, key) => (col[key] === null || col[key] === undefined ? null : String(col[key]));
// A row with no video (an optional relation, e.g. a job not tied to one) is not about one.
const hiddenVisibleVia = (field) => `(${field} = "" || ${field}.hidden = false || ${HIDDEN_RULE_ADMIN} || (@request.auth.id != "" && ${field}.creator = @request.auth.id))`;

function hiddenVideoRelations(app) {
  const videos = app.findCollectionByNameOrId("videos");
  const out = [];
  const all = app.findAllCollections();
  for (let i = 0; i < all.length; i++) {
    const col = all[i];
    if (col.name === "videos" || col.system) continue;
    for (let j = 0; j < col.fields.length; j++) {
      const f = col.fields[j];
      if (f.type() === "relation" && f.collectionId === videos.id && f.maxSelect <= 1) out.push({ col, field: f.name });
    }
  }
  return out;
}

migrate(
  (app) => {
    for (const { col, field } of hiddenVideoRelations(app)) {
      const clause = hiddenVisibleVia(field);
      for (const key of ["listRule", "viewRule"]) {
        const rule = hiddenRuleOf(col, key);
        if (rule === null || rule.includes(clause)) continue; // null: server only already
        col[key] = rule === "" ? clause : `(${rule}) && ${clause}`;
      }
      app.save(col);
    }
  },
  (app) => {
    for (const { col, field } of hiddenVideoRelations(app)) {
      const clause = hiddenVisibleVia(field);
      for (const key of ["listRule", "viewRule"]) {
        const rule = hiddenRuleOf(col, key);
        if (rule === null) continue;
        if (rule === clause) col[key] = "";
        else if (rule.endsWith(` && ${clause}`)) col[key] = rule.slice(1, -(` && ${clause}`.length + 1));
      }
      app.save(col);
    }
  },
);
