/// <reference path="../.tmp/pb-types/types.d.ts" />
// The review list walks the reviewed requests newest first (internal/creators listRequests):
// an index on created keeps that a walk, not a sort of every request.
migrate(
  (app) => {
    const c = app.findCollectionByNameOrId("creator_requests");
    c.addIndex("idx_creator_requests_created", false, "created", "");
    app.save(c);
  },
  (app) => {
    const c = app.findCollectionByNameOrId("creator_requests");
    c.removeIndex("idx_creator_requests_created");
    app.save(c);
  },
);
