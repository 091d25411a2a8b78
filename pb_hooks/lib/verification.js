// Sign-up honesty: with SMTP configured the verification e-mail really goes out, so an
// unverified member may not sign in with a password until they follow its link (and can
// ask for another). Without SMTP nothing is sent (mail.pb.js logs it), so nobody is held
// back by a link they never got.

const UNVERIFIED_MESSAGE = "Please verify your email address before logging in.";

/**
 * @param {{ smtpEnabled: boolean, verified: boolean, authMethod: string }} c
 * @returns {boolean} true when this sign-in must be refused
 */
function mustVerifyFirst(c) {
  if (!c.smtpEnabled || c.verified) return false;
  return c.authMethod === "password" || c.authMethod === "otp";
}

module.exports = { UNVERIFIED_MESSAGE, mustVerifyFirst };
