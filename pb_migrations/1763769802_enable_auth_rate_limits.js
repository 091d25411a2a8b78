/// <reference path="../.tmp/pb-types/types.d.ts" />
// Turns on PocketBase's built-in rate limiter for the auth endpoints (it is off by default).
// Only auth-related rules are set: enabling the limiter applies every rule in the list, and
// the stock list also throttles all creates and all /api/ calls.
//
// Limits are per client IP (fixed windows). Behind a reverse proxy, set Settings > Trusted
// proxy headers (X-Forwarded-For / X-Real-IP) so PocketBase sees the real client IP.
// Loopback is excluded: without trusted-proxy headers every client of a local reverse
// proxy appears as 127.0.0.1, and one shared bucket would lock the whole site out of
// signing in (and the test suites run from loopback). Superusers are never limited.

const RULES = [
  // password, OAuth2 and OTP sign-ins ("auth" tag of every auth collection)
  { label: "*:auth", audience: "", duration: 60, maxRequests: 10 },
  { label: "*:authRefresh", audience: "", duration: 60, maxRequests: 30 },
  { label: "*:requestPasswordReset", audience: "", duration: 300, maxRequests: 5 },
  { label: "*:confirmPasswordReset", audience: "", duration: 300, maxRequests: 10 },
  { label: "*:requestVerification", audience: "", duration: 300, maxRequests: 5 },
  { label: "*:requestEmailChange", audience: "", duration: 300, maxRequests: 5 },
  { label: "*:requestOTP", audience: "", duration: 300, maxRequests: 5 },
  // sign-up (creates on the users collection only)
  { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 20 },
];

migrate((app) => {
  const settings = app.settings();
  settings.rateLimits.enabled = true;
  settings.rateLimits.excludedIPs = ["127.0.0.1", "::1"];
  settings.rateLimits.rules = /** @type {any} */ (RULES);
  app.save(settings);
}, (app) => {
  const settings = app.settings();
  settings.rateLimits.enabled = false;
  settings.rateLimits.excludedIPs = [];
  app.save(settings);
});
