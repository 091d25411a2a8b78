/// <reference path="../.tmp/pb-types/types.d.ts" />
// The follower fan-out coalesces a creator's new videos into one notice per follower per
// window (issue 36 §4, internal/library CoalesceWindow): each batch looks up, per follower,
// their recent notice from that creator. This index answers it in one seek per follower
// (idx_notifications_recipient has read_at between recipient and created).
migrate((app) => {
  const n = app.findCollectionByNameOrId("notifications");
  n.addIndex("idx_notifications_recipient_sender", false, "recipient, sender, created", "");
  app.save(n);
}, (app) => {
  const n = app.findCollectionByNameOrId("notifications");
  n.removeIndex("idx_notifications_recipient_sender");
  app.save(n);
});
