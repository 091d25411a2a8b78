/// <reference path="../.tmp/pb-types/types.d.ts" />
// Trust and safety (issue 23): reports, cases, an append-only audit log, the public
// visibility flag of videos and the suspension flag of members.
// - reports/cases/audit_log have no API rules (null: superusers only) and are read and
//   written only through internal/moderation's routes, which check roles themselves; the
//   audit log also refuses every record API write, superusers included (Go hooks).
// - videos.hidden: true while a moderation decision (or a suspended creator) keeps the
//   video off the public site. Every catalog read, search, sitemap and playback filters on
//   it; the list/view rules do too, so realtime events of hidden videos reach only admins
//   and the creator. videos.moderation says why ("", hidden, removed, review).
// - users.suspended: refused by a middleware on every request and at sign-in.
migrate(
  (app) => {
    const ADMIN = '@request.auth.roles:each ?= "admin"';
    const ts = () => [
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ];
    const text = (name, max, opts) => Object.assign({ name, type: "text", max }, opts);
    const create = (def) => {
      const c = new Collection(Object.assign({ type: "base", listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }, def));
      app.save(c);
      return c;
    };
    const users = app.findCollectionByNameOrId("users");
    const videos = app.findCollectionByNameOrId("videos");

    users.fields.add(new BoolField({ name: "suspended" }));
    users.updateRule = users.updateRule.replace(
      "(id = @request.auth.id && ",
      "(id = @request.auth.id && @request.body.suspended:isset = false && ",
    );
    app.save(users);

    videos.fields.add(new BoolField({ name: "hidden" }));
    videos.fields.add(new TextField({ name: "moderation", max: 20 }));
    const VISIBLE = `hidden = false || ${ADMIN} || (@request.auth.id != "" && creator = @request.auth.id)`;
    videos.listRule = VISIBLE;
    videos.viewRule = VISIBLE;
    videos.updateRule = videos.updateRule.replace(
      "@request.body.is_premium:isset = false)",
      "@request.body.is_premium:isset = false && @request.body.hidden:isset = false && @request.body.moderation:isset = false)",
    );
    videos.addIndex("idx_videos_hidden", false, "hidden", "hidden = 1");
    app.save(videos);

    const cases = create({
      name: "moderation_cases",
      fields: [
        { name: "item_type", type: "select", values: ["video", "comment"], maxSelect: 1, required: true },
        text("item", 50, { required: true }),
        text("creator", 50),
        { name: "source", type: "select", values: ["report", "dmca", "review"], maxSelect: 1, required: true },
        { name: "status", type: "select", values: ["open", "hidden", "removed", "dismissed", "restored"], maxSelect: 1, required: true },
        { name: "severity", type: "number", onlyInt: true },
        { name: "top_reason", type: "text", max: 40 },
        { name: "report_count", type: "number", onlyInt: true },
        { name: "member_reports", type: "number", onlyInt: true },
        { name: "visitor_reports", type: "number", onlyInt: true },
        text("reference", 20, { required: true }),
        text("decision_reason", 2000),
        text("counter_statement", 5000),
        { name: "counter_at", type: "date" },
        { name: "notice", type: "json", maxSize: 20000 },
      ].concat(ts()),
      indexes: [
        "CREATE UNIQUE INDEX idx_moderation_cases_reference ON moderation_cases (reference)",
        "CREATE INDEX idx_moderation_cases_item ON moderation_cases (item, status)",
        "CREATE INDEX idx_moderation_cases_queue ON moderation_cases (status, severity, report_count, created)",
        "CREATE INDEX idx_moderation_cases_creator ON moderation_cases (creator, created)",
      ],
    });

    create({
      name: "moderation_reports",
      fields: [
        { name: "case", type: "relation", collectionId: cases.id, maxSelect: 1, required: true, cascadeDelete: true },
        { name: "reason", type: "select", values: ["under_18", "non_consensual", "depicted_no_consent", "copyright", "spam", "other"], maxSelect: 1, required: true },
        text("details", 2000),
        text("reporter", 50),
        text("reporter_ip", 64),
        { name: "open", type: "bool" },
      ].concat(ts()),
      indexes: [
        "CREATE INDEX idx_moderation_reports_case ON moderation_reports (`case`, created)",
        "CREATE INDEX idx_moderation_reports_reporter ON moderation_reports (reporter, `case`)",
        "CREATE INDEX idx_moderation_reports_ip ON moderation_reports (reporter_ip, `case`)",
      ],
    });

    create({
      name: "audit_log",
      fields: [
        text("actor", 50),
        text("actor_name", 200),
        text("action", 60, { required: true }),
        text("target_type", 40),
        text("target", 100),
        text("reason", 2000),
        { name: "detail", type: "json", maxSize: 50000 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      ],
      indexes: [
        "CREATE INDEX idx_audit_log_created ON audit_log (created)",
        "CREATE INDEX idx_audit_log_actor ON audit_log (actor, created)",
        "CREATE INDEX idx_audit_log_action ON audit_log (action, created)",
        "CREATE INDEX idx_audit_log_target ON audit_log (target, created)",
      ],
    });
  },
  (app) => {
    for (const name of ["moderation_reports", "moderation_cases", "audit_log"]) {
      try {
        app.delete(app.findCollectionByNameOrId(name));
      } catch (_) {}
    }
    const videos = app.findCollectionByNameOrId("videos");
    videos.removeIndex("idx_videos_hidden");
    videos.fields.removeByName("hidden");
    videos.fields.removeByName("moderation");
    videos.listRule = "";
    videos.viewRule = "";
    videos.updateRule = videos.updateRule.replace(" && @request.body.hidden:isset = false && @request.body.moderation:isset = false", "");
    app.save(videos);
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("suspended");
    users.updateRule = users.updateRule.replace("@request.body.suspended:isset = false && ", "");
    app.save(users);
  },
);
