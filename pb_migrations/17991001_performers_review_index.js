/// <reference path="../.tmp/pb-types/types.d.ts" />
// The admin's Performer records tab (issue 38 §1) pages the performers collection through
// the record API. 17910001's partial index (created) WHERE verified_at = '' cannot serve it:
// PocketBase turns the filter `verified_at = ''` into `(verified_at = '' OR verified_at IS
// NULL)`, which SQLite does not accept as implying the index's WHERE, so every page was a
// full scan plus a sort. This index serves all three views in index order (forwards or
// backwards), no sort step: awaiting (verified_at = '', by created), verified
// (verified_at != '', by verified_at) and all (verified_at,created,id: awaiting first).
migrate(
  (app) => {
    const performers = app.findCollectionByNameOrId("performers");
    performers.addIndex("idx_performers_review", false, "verified_at, created, id", "");
    app.save(performers);
  },
  (app) => {
    const performers = app.findCollectionByNameOrId("performers");
    performers.removeIndex("idx_performers_review");
    app.save(performers);
  },
);
