/// <reference path="../.tmp/pb-types/types.d.ts" />
// Age assurance by region (issue 37, internal/agegate, docs/age-assurance.md). Plain
// tables, not collections: no record API ever reaches them; only the Go package reads and
// writes them.
// - age_verifications: a member's passed check: over 18, provider, method, region, time.
//   Nothing else: never a name, document, face or birth date. Goes with the member.
// - age_checks: a check in flight (state, nonce, PKCE verifier), single use, 10 minutes.
// - age_used_tokens: the ID tokens already accepted (by jti, else a hash), until they
//   expire, so a replayed token is refused.
// - age_policy: the admin's overrides of the shipped policy table (policy.json).
// The signing key of the visitors' pass cookie is a server-only secret.

migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`CREATE TABLE age_verifications (
        user_id TEXT PRIMARY KEY NOT NULL,
        over18 INTEGER NOT NULL,
        provider TEXT NOT NULL,
        method TEXT NOT NULL,
        region TEXT NOT NULL,
        verified_at INTEGER NOT NULL
      ) WITHOUT ROWID`);
    run(`CREATE TRIGGER age_verifications_member_gone AFTER DELETE ON users BEGIN
        DELETE FROM age_verifications WHERE user_id = OLD.id;
      END`);
    run(`CREATE TABLE age_checks (
        state TEXT PRIMARY KEY NOT NULL,
        nonce TEXT NOT NULL,
        verifier TEXT NOT NULL,
        provider TEXT NOT NULL,
        region TEXT NOT NULL,
        user_id TEXT NOT NULL DEFAULT '',
        return_to TEXT NOT NULL DEFAULT '/',
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID`);
    run("CREATE INDEX idx_age_checks_expires ON age_checks (expires_at)");
    run(`CREATE TABLE age_used_tokens (
        token_id TEXT PRIMARY KEY NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID`);
    run("CREATE INDEX idx_age_used_tokens_expires ON age_used_tokens (expires_at)");
    run(`CREATE TABLE age_policy (
        region TEXT PRIMARY KEY NOT NULL,
        action TEXT NOT NULL,
        renewal_days INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) WITHOUT ROWID`);

    const secret = new Record(app.findCollectionByNameOrId("secrets"));
    secret.load({ key: "age_pass_key", value: $security.randomString(48) });
    app.save(secret);
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run("DROP TRIGGER IF EXISTS age_verifications_member_gone");
    for (const t of ["age_verifications", "age_checks", "age_used_tokens", "age_policy"]) run(`DROP TABLE IF EXISTS ${t}`);
    try {
      app.delete(app.findFirstRecordByData("secrets", "key", "age_pass_key"));
    } catch (_) {
      /* already gone */
    }
  },
);
