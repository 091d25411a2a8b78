/// <reference path="../.tmp/pb-types/types.d.ts" />
// The dashboard superuser's own second factor (issue 37 §4): PocketBase's built-in MFA on
// `_superusers`, the password and then a one-time code e-mailed to the superuser's address
// (so SMTP must be configured: docs/account-security.md). The demo (`npm start`) and the
// test launchers set REELHOUSE_SUPERUSER_MFA=off before the first start: their superusers
// sign in by password from scripts, and no mail server is there to deliver the code.
migrate((app) => {
  if ($os.getenv("REELHOUSE_SUPERUSER_MFA") === "off") return;
  const su = app.findCollectionByNameOrId("_superusers");
  su.otp.enabled = true;
  su.mfa.enabled = true;
  app.save(su);
}, (app) => {
  const su = app.findCollectionByNameOrId("_superusers");
  su.mfa.enabled = false;
  su.otp.enabled = false;
  app.save(su);
});
