/// <reference path="../.tmp/pb-types/types.d.ts" />
// Refused payment notifications (bad signature, another merchant, an invoice that is not
// ours) are kept only as the newest few hundred (internal/payments keeps the bound when it
// stores one): anyone can post them, and each stored up to 64 KB, so a flood filled the
// database. This partial index lets that bound find the oldest refused rows without a scan;
// its WHERE is the one the code uses.

migrate(
  (app) => {
    const events = app.findCollectionByNameOrId("payment_events");
    events.addIndex("idx_payment_events_refused", false, "created, id", "verdict LIKE 'rejected:%'");
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId("payment_events");
    events.removeIndex("idx_payment_events_refused");
    app.save(events);
  },
);
