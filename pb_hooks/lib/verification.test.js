import { describe, expect, it } from "vitest";
import { mustVerifyFirst } from "./verification.js";

describe("mustVerifyFirst", () => {
  it("holds back unverified password sign-ins only while SMTP is configured", () => {
    expect(mustVerifyFirst({ smtpEnabled: true, verified: false, authMethod: "password" })).toBe(true);
    expect(mustVerifyFirst({ smtpEnabled: true, verified: false, authMethod: "otp" })).toBe(true);
    expect(mustVerifyFirst({ smtpEnabled: true, verified: true, authMethod: "password" })).toBe(false);
    expect(mustVerifyFirst({ smtpEnabled: false, verified: false, authMethod: "password" })).toBe(false);
  });
  it("leaves token refreshes and OAuth2 alone", () => {
    expect(mustVerifyFirst({ smtpEnabled: true, verified: false, authMethod: "" })).toBe(false);
    expect(mustVerifyFirst({ smtpEnabled: true, verified: false, authMethod: "oauth2" })).toBe(false);
  });
});
