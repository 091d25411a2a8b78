/// <reference path="../.tmp/pb-types/types.d.ts" />
// The audit log as a hash chain (issue 36 §5, internal/audit/chain.go): every entry gets a
// gap-free sequence number, the hash of the entry before it and its own hash. This file adds
// the columns and numbers the entries already there (oldest first); the Go migration
// 17900003_audit_chain_backfill.go (internal/audit, it runs right after this one) computes
// their hashes with the same code that seals new entries and adds the append-only triggers.

migrate((app) => {
  const log = app.findCollectionByNameOrId("audit_log");
  log.fields.add(new NumberField({ name: "seq", onlyInt: true }));
  log.fields.add(new TextField({ name: "prev_hash", max: 64 }));
  log.fields.add(new TextField({ name: "hash", max: 64 }));
  app.save(log);
  app
    .db()
    .newQuery(
      `UPDATE audit_log SET seq = r.n FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY created, id) AS n FROM audit_log) r WHERE r.id = audit_log.id`,
    )
    .execute();
  log.addIndex("idx_audit_log_seq", true, "seq", "");
  app.save(log);
}, (app) => {
  app.db().newQuery("DROP TRIGGER IF EXISTS audit_log_no_delete").execute();
  app.db().newQuery("DROP TRIGGER IF EXISTS audit_log_no_update").execute();
  const log = app.findCollectionByNameOrId("audit_log");
  log.removeIndex("idx_audit_log_seq");
  for (const f of ["seq", "prev_hash", "hash"]) log.fields.removeByName(f);
  app.save(log);
});
