/// <reference path="../.tmp/pb-types/types.d.ts" />
// Words that never find anything (issue 38 §4, internal/bannedterms, docs/compliance.md).
// banned_terms: the admin-kept list, seeded with a short default list of terms that
// suggest minors or non-consent (ages under 18 in digits and words, "underage",
// "non-consensual", "drugged", …). Admins read and edit it through the record API; a term
// is stored normalised (its words case-folded, accents stripped, single spaces: the
// server's validate hook), so the unique index refuses "Rapé" beside "rape".
// banned_search_counts: searches refused for a term, one row per UTC day and term (no
// query text, member, address or time of day) for the monthly report (issue 38 §2).
migrate(
  (app) => {
    const ADMIN = '@request.auth.roles:each ?= "admin"';
    /** @type {any} */
    const termsDef = {
        type: "base",
        name: "banned_terms",
        fields: [
          { name: "term", type: "text", required: true, max: 100 },
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_banned_terms_term ON banned_terms (term)"],
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: ADMIN,
        updateRule: ADMIN,
        deleteRule: ADMIN,
    };
    app.save(new Collection(termsDef));
    /** @type {any} */
    const counts = {
        type: "base",
        name: "banned_search_counts",
        fields: [
          { name: "day", type: "text", required: true, max: 10 },
          { name: "term", type: "text", required: true, max: 100 },
          { name: "count", type: "number", onlyInt: true, min: 0 },
          { name: "created", type: "autodate", onCreate: true, onUpdate: false },
          { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_banned_search_counts_day_term ON banned_search_counts (day, term)"],
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
    };
    app.save(new Collection(counts));

    // The default list: factual and minimal. Ages 1-17 in digits and words, each as
    // "N year old", "N years old", "N yr old" and "N yo" (matching joins words, so "N yo"
    // also catches "Nyo" and "N-yo"), and "teen N" for 13-17.
    const WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"];
    const terms = [
      "underage", "under 18", "minor", "minors", "child", "children", "kid", "kids", "preteen",
      "loli", "lolita", "shota", "jailbait", "infant", "toddler", "pedo", "paedo", "pedophile", "paedophile",
      "non-consensual", "non-consent", "without consent", "rape", "raped", "rapes", "raping", "rapist",
      "drugged", "sedated", "unconscious", "asleep", "passed out", "knocked out",
      "hidden camera", "hidden cam", "spycam", "upskirt", "revenge porn",
    ];
    for (let age = 1; age <= 17; age++) {
      for (const n of [String(age), WORDS[age - 1]]) {
        terms.push(`${n} year old`, `${n} years old`, `${n} yr old`, `${n} yo`);
        if (age >= 13) terms.push(`teen ${n}`);
      }
    }
    const col = app.findCollectionByNameOrId("banned_terms");
    const seen = {};
    for (const term of terms) {
      const stored = term.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
      if (seen[stored]) continue;
      seen[stored] = true;
      const rec = new Record(col);
      rec.set("term", stored);
      app.saveNoValidate(rec);
    }
  },
  (app) => {
    for (const name of ["banned_search_counts", "banned_terms"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
