/// <reference path="../.tmp/pb-types/types.d.ts" />
// Premium sales (issue 10): plans become their own `plans` setting (name, price, currency,
// period) instead of site.plans; payments record the plan's name and period as paid (a
// later price edit never changes what a member bought) and the admin's note; every IPN is
// stored with its raw body and verdict for audit; premium_reminders makes the 3-days-before
// reminder once per paid period.

migrate((app) => {
  const settings = app.findCollectionByNameOrId("settings");
  const site = app.findFirstRecordByData("settings", "key", "site");
  const siteValue = JSON.parse(site.getString("value") || "{}");
  const old = siteValue.plans || {};
  const price = (p, fallback) => (p && typeof p.amount === "number" && p.amount > 0 ? p.amount : fallback);
  const plans = new Record(settings);
  plans.load({
    key: "plans",
    public: true,
    value: {
      monthly: { name: "Monthly", price: price(old.monthly, 9.99), currency: "EUR", period: "month" },
      yearly: { name: "Yearly", price: price(old.yearly, 99.99), currency: "EUR", period: "year" },
    },
  });
  app.save(plans);
  delete siteValue.plans;
  site.set("value", siteValue);
  app.save(site);

  const payments = app.findCollectionByNameOrId("payments");
  payments.fields.add(new TextField({ name: "plan_name", max: 100 }));
  payments.fields.add(new SelectField({ name: "period", values: ["month", "year"], maxSelect: 1 }));
  payments.fields.add(new TextField({ name: "note", max: 500 }));
  payments.addIndex("idx_payments_created", false, "created", "");
  payments.addIndex("idx_payments_method", false, "method, created", "");
  app.save(payments);

  const events = app.findCollectionByNameOrId("payment_events");
  events.fields.add(new TextField({ name: "verdict", max: 200 }));
  events.fields.add(new TextField({ name: "raw_body", max: 70000 }));
  events.addIndex("idx_payment_events_created", false, "created", "");
  app.save(events);

  const users = app.findCollectionByNameOrId("users");
  users.addIndex("idx_users_premium_until", false, "premium_until", "premium_until != ''");
  app.save(users);

  /** @type {any} plain definition, as in the schema migration */
  const reminders = {
    type: "base",
    name: "premium_reminders",
    fields: [
      { name: "user", type: "relation", collectionId: users.id, maxSelect: 1, cascadeDelete: true, required: true },
      { name: "until", type: "text", max: 40, required: true },
      { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
    indexes: ["CREATE UNIQUE INDEX idx_premium_reminders_user_until ON premium_reminders (user, until)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  };
  app.save(new Collection(reminders));
}, (app) => {
  app.delete(app.findCollectionByNameOrId("premium_reminders"));
  const users = app.findCollectionByNameOrId("users");
  users.removeIndex("idx_users_premium_until");
  app.save(users);
  const events = app.findCollectionByNameOrId("payment_events");
  events.fields.removeByName("verdict");
  events.fields.removeByName("raw_body");
  events.removeIndex("idx_payment_events_created");
  app.save(events);
  const payments = app.findCollectionByNameOrId("payments");
  for (const f of ["plan_name", "period", "note"]) payments.fields.removeByName(f);
  payments.removeIndex("idx_payments_created");
  payments.removeIndex("idx_payments_method");
  app.save(payments);
  const plans = app.findFirstRecordByData("settings", "key", "plans");
  const value = JSON.parse(plans.getString("value") || "{}");
  const site = app.findFirstRecordByData("settings", "key", "site");
  const siteValue = JSON.parse(site.getString("value") || "{}");
  siteValue.plans = {
    monthly: { amount: value.monthly.price, currency: value.monthly.currency },
    yearly: { amount: value.yearly.price, currency: value.yearly.currency },
  };
  site.set("value", siteValue);
  app.save(site);
  app.delete(plans);
});
