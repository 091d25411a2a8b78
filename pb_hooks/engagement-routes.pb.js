/// <reference path="../.tmp/pb-types/types.d.ts" />
// The engagement routes (the comments page, comment create, rating toggle, comment like,
// view) and the record hooks that keep their counters are Go: internal/engagement.
// Documentation: docs/api-account.md. What stays here is the applied_ops purge.

// Outbox replays older than 30 days cannot happen any more; rate-limit windows expire hourly.
cronAdd("reelhouse_purge_applied_ops", "23 3 * * *", () => {
  $app.db().newQuery("DELETE FROM applied_ops WHERE created < strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-30 days')").execute();
});
