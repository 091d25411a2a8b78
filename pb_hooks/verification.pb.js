/// <reference path="../.tmp/pb-types/types.d.ts" />
// E-mail verification that matches what was really sent (lib/verification.js).
// GET /api/reelhouse/auth/verification → { required } : whether sign-up sends a link that
// must be followed before signing in (true exactly when SMTP is configured).

onRecordAuthRequest((e) => {
  const v = require(`${__hooks}/lib/verification.js`);
  const refuse = v.mustVerifyFirst({
    smtpEnabled: !!e.app.settings().smtp.enabled,
    verified: !!e.record && e.record.verified(),
    authMethod: e.authMethod,
  });
  // Reached only after the password matched, so this says nothing about unknown accounts.
  if (refuse) throw require(`${__hooks}/lib/fail.js`).forbidden("email_not_verified", v.UNVERIFIED_MESSAGE);
  e.next();
}, "users");

routerAdd("GET", "/api/reelhouse/auth/verification", (e) => {
  return e.json(200, { required: !!e.app.settings().smtp.enabled });
});
