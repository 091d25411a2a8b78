import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasRole, isPremium } from "./roles.js";

const NOW = Date.parse("2026-06-01T00:00:00Z");

describe("isPremium", () => {
  it("follows the shared table (the Go catalog routes read the same table)", () => {
    const { cases } = JSON.parse(readFileSync(new URL("../../tests/fixtures/premium.json", import.meta.url), "utf8"));
    for (const [roles, until, now, want] of cases) {
      expect(isPremium({ id: "u", roles, premium_until: until }, Date.parse(now.replace(" ", "T"))), JSON.stringify([roles, until, now])).toBe(want);
    }
  });
  it("is true for the premium role", () => {
    expect(isPremium({ id: "u", roles: ["premium"], premium_until: "" }, NOW)).toBe(true);
  });
  it("is true while a paid period runs and false after it", () => {
    const auth = { id: "u", roles: [], premium_until: "2026-06-02 00:00:00.000Z" };
    expect(isPremium(auth, NOW)).toBe(true);
    expect(isPremium(auth, Date.parse("2026-06-03T00:00:00Z"))).toBe(false);
  });
  it("is false for visitors and plain members", () => {
    expect(isPremium(null, NOW)).toBe(false);
    expect(isPremium({ id: "u", roles: ["creator"], premium_until: "" }, NOW)).toBe(false);
  });
});

describe("hasRole", () => {
  it("checks listed roles", () => {
    const auth = { id: "u", roles: ["admin"], premium_until: "" };
    expect(hasRole(auth, "admin")).toBe(true);
    expect(hasRole(auth, "creator")).toBe(false);
    expect(hasRole(null, "admin")).toBe(false);
  });
});
