/// <reference path="../.tmp/pb-types/types.d.ts" />
// The operator's tools (issue 36 §7, §8): the moderation queues and the audit log's filters
// read in index order, whatever the number of cases and entries.
// - The open queue (most severe first) and the decided queue (last decided first) each get a
//   partial index holding only their own cases in the page's order: no temporary sort of
//   every case (the old (status, severity, …) index sorted both statuses' rows per request).
// - The audit log is filtered by the actor's NAME (as stored with the entry, any letter
//   case) alone or with an action, newest first.
//   (No parenthesis in an index's WHERE: PocketBase's index parser would take it for the
//   end of the column list. The queries repeat these WHERE terms word for word, which is
//   what lets SQLite use a partial index.)
// - A member's own reports (the Members tab) newest first.
migrate(
  (app) => {
    const cases = app.findCollectionByNameOrId("moderation_cases");
    cases.addIndex("idx_moderation_cases_open_queue", false, "severity DESC, report_count DESC, created", "status = 'open' OR status = 'hidden'");
    cases.addIndex("idx_moderation_cases_decided", false, "updated DESC", "status != 'open' AND status != 'hidden'");
    app.save(cases);
    const audit = app.findCollectionByNameOrId("audit_log");
    audit.addIndex("idx_audit_log_actor_name", false, "actor_name COLLATE NOCASE, created", "");
    audit.addIndex("idx_audit_log_actor_name_action", false, "actor_name COLLATE NOCASE, action, created", "");
    app.save(audit);
    const reports = app.findCollectionByNameOrId("moderation_reports");
    reports.addIndex("idx_moderation_reports_reporter_created", false, "reporter, created", "");
    app.save(reports);
  },
  (app) => {
    const drop = (col, names) => {
      const c = app.findCollectionByNameOrId(col);
      for (const n of names) c.removeIndex(n);
      app.save(c);
    };
    drop("moderation_cases", ["idx_moderation_cases_open_queue", "idx_moderation_cases_decided"]);
    drop("audit_log", ["idx_audit_log_actor_name", "idx_audit_log_actor_name_action"]);
    drop("moderation_reports", ["idx_moderation_reports_reporter_created"]);
  },
);
