/// <reference path="../.tmp/pb-types/types.d.ts" />
// Issue 36 item 1: every report keeps a keyed hash of its reporter's network (/24 for
// IPv4, /48 for IPv6; internal/moderation/policy.go), so the auto-hide counts distinct
// networks as well as distinct members. Never the address itself.
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId("moderation_reports");
    reports.fields.add(new TextField({ name: "reporter_network", max: 64 }));
    app.save(reports);
  },
  (app) => {
    const reports = app.findCollectionByNameOrId("moderation_reports");
    reports.fields.removeByName("reporter_network");
    app.save(reports);
  },
);
