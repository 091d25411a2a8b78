/// <reference path="../.tmp/pb-types/types.d.ts" />
// E-mail addresses are unique regardless of case: stored lowercase (accounts.pb.js) and
// guarded by a unique index on lower(email), so MEMBER@x and member@x cannot be two
// accounts even when written past the hooks. Existing addresses are lowercased first;
// if two accounts differ only in case, the older keeps its address and the migration
// stops with the list (an operator must merge them: nothing is deleted here).

migrate(
  (app) => {
    const dupes = arrayOf(new DynamicModel({ e: "", n: 0 }));
    app
      .db()
      .newQuery("SELECT lower(email) AS e, COUNT(*) AS n FROM users WHERE email != '' GROUP BY lower(email) HAVING COUNT(*) > 1 LIMIT 20")
      .all(dupes);
    if (dupes.length) {
      throw new Error(
        "users: these e-mail addresses belong to more than one account (differing only in case); merge them, then restart: " +
          dupes.map((d) => d.e).join(", "),
      );
    }
    app.db().newQuery("UPDATE users SET email = lower(email) WHERE email != lower(email)").execute();
    const users = app.findCollectionByNameOrId("users");
    users.addIndex("idx_users_email_lower", true, "lower(email)", "email != ''");
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.removeIndex("idx_users_email_lower");
    app.save(users);
  },
);
