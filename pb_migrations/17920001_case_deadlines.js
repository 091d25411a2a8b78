/// <reference path="../.tmp/pb-types/types.d.ts" />
// Complaints with deadlines (issue 38 item 2, internal/moderation due.go, appeals.go,
// monthly.go; docs/api-moderation.md). Additive: every new field is optional.
// - moderation_cases.due_at: set when the case opens, in the same save (a model hook:
//   every path that opens a case, reports, notices, held uploads and any later kind),
//   from its reason: 48 hours for under_18 / non_consensual, else 7 business days.
//   The open queue sorts by it (idx_moderation_cases_open_due, most urgent first, severe
//   first on ties); the dashboard counts the overdue ones from the same index.
// - decided_at / decided_by / statement: the last decision, who made it (an appeal must be
//   decided by someone else) and the statement of reasons sent to the uploader.
// - appeal_*: one appeal per case (the counter-statement grew into it), its appellant
//   (a member id, or "report:<id>" for a depicted person who proved standing through the
//   e-mail link of their report), and its outcome.
// - moderation_reports.depicted_email: the address a depicted person gave to be told of
//   the decision and to appeal it (admins only, like the whole table).
// - moderation_mail_days: one row per UTC day on which the overdue digest went to the
//   admins (unique: two instances or a restart never send it twice).
migrate(
  (app) => {
    const cases = app.findCollectionByNameOrId("moderation_cases");
    cases.fields.add(new DateField({ name: "due_at" }));
    cases.fields.add(new DateField({ name: "decided_at" }));
    cases.fields.add(new TextField({ name: "decided_by", max: 50 }));
    cases.fields.add(new JSONField({ name: "statement", maxSize: 20000 }));
    cases.fields.add(new TextField({ name: "appeal_status", max: 20 }));
    cases.fields.add(new TextField({ name: "appeal_by", max: 80 }));
    cases.fields.add(new DateField({ name: "appeal_at" }));
    cases.fields.add(new TextField({ name: "appeal_statement", max: 5000 }));
    cases.fields.add(new TextField({ name: "appeal_of", max: 20 }));
    cases.fields.add(new TextField({ name: "appeal_decided_by", max: 50 }));
    cases.fields.add(new DateField({ name: "appeal_decided_at" }));
    cases.fields.add(new TextField({ name: "appeal_reason", max: 2000 }));
    cases.addIndex("idx_moderation_cases_open_due", false, "due_at, severity DESC, created", "status = 'open' OR status = 'hidden'");
    cases.addIndex("idx_moderation_cases_appeals", false, "appeal_at", "appeal_status = 'pending'");
    cases.addIndex("idx_moderation_cases_decided_at", false, "decided_at", "decided_at != ''");
    cases.addIndex("idx_moderation_cases_appeal_at", false, "appeal_at", "appeal_at != ''");
    cases.addIndex("idx_moderation_cases_due_at", false, "due_at", "due_at != ''");
    app.save(cases);

    const reports = app.findCollectionByNameOrId("moderation_reports");
    reports.fields.add(new TextField({ name: "depicted_email", max: 200 }));
    reports.addIndex("idx_moderation_reports_created", false, "created", "");
    app.save(reports);

    // A plain object (not a literal inside new Collection): the jsvm typings type field
    // literals as Field instances.
    const mailDaysDef = {
      type: "base",
      name: "moderation_mail_days",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "day", type: "text", required: true, max: 10 },
        { name: "kind", type: "text", required: true, max: 40 },
        { name: "count", type: "number", onlyInt: true },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_moderation_mail_days_day ON moderation_mail_days (kind, day)"],
    };
    app.save(new Collection(/** @type {any} */ (mailDaysDef)));

    // Cases still waiting get a due time from their creation (the rule they would have had):
    // severe ones 48 hours, the rest 7 business days (Mon-Fri, UTC; due.go computes the same).
    app.db().newQuery(
      "UPDATE moderation_cases SET due_at = strftime('%Y-%m-%d %H:%M:%S.000Z', created, '+48 hours') " +
        "WHERE (status = 'open' OR status = 'hidden') AND top_reason IN ('under_18', 'non_consensual') AND due_at = ''",
    ).execute();
    // 7 business days = 9 calendar days from a weekday (one weekend crossed), +2 more when
    // the 9th day falls on a weekend; a weekend start counts from Monday 00:00.
    const rows = arrayOf(new DynamicModel({ id: "", created: "" }));
    app.db().newQuery("SELECT id, created FROM moderation_cases WHERE (status = 'open' OR status = 'hidden') AND due_at = ''").all(rows);
    for (const r of rows) {
      let t = new Date(String(r.created).replace(" ", "T"));
      if (isNaN(t.getTime())) continue;
      const dow = t.getUTCDay();
      if (dow === 6 || dow === 0) {
        t = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + (dow === 6 ? 2 : 1)));
      }
      let left = 7;
      while (left > 0) {
        t = new Date(t.getTime() + 86400000);
        const d = t.getUTCDay();
        if (d !== 6 && d !== 0) left--;
      }
      const due = t.toISOString().replace("T", " ");
      app.db().newQuery("UPDATE moderation_cases SET due_at = {:d} WHERE id = {:id}").bind({ d: due, id: r.id }).execute();
    }
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId("moderation_mail_days"));
    } catch (_) {}
    const cases = app.findCollectionByNameOrId("moderation_cases");
    for (const n of ["idx_moderation_cases_open_due", "idx_moderation_cases_appeals", "idx_moderation_cases_decided_at", "idx_moderation_cases_appeal_at", "idx_moderation_cases_due_at"]) cases.removeIndex(n);
    for (const f of ["due_at", "decided_at", "decided_by", "statement", "appeal_status", "appeal_by", "appeal_at", "appeal_statement", "appeal_of", "appeal_decided_by", "appeal_decided_at", "appeal_reason"]) cases.fields.removeByName(f);
    app.save(cases);
    const reports = app.findCollectionByNameOrId("moderation_reports");
    reports.removeIndex("idx_moderation_reports_created");
    reports.fields.removeByName("depicted_email");
    app.save(reports);
  },
);
