import { describe, expect, it } from "vitest";
import { bucketOf, isValidAnonId, monthOf, viewerKey } from "./views.js";

const hash = (t) => `h(${t})`;

describe("bucketOf", () => {
  it("groups times into 6-hour windows", () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(6 * 3600 - 1)).toBe(0);
    expect(bucketOf(6 * 3600)).toBe(1);
  });
});

describe("isValidAnonId", () => {
  it("accepts 8-64 url-safe characters", () => {
    expect(isValidAnonId("abcdEFGH")).toBe(true);
    expect(isValidAnonId("a".repeat(64))).toBe(true);
    expect(isValidAnonId("a_b-c_d-1")).toBe(true);
  });
  it("rejects everything else", () => {
    for (const bad of ["short", "a".repeat(65), "has space1", "semi;colon", "ünïcödeee", 12345678, null, undefined, {}]) {
      expect(isValidAnonId(bad)).toBe(false);
    }
  });
});

describe("viewerKey", () => {
  it("uses the user id when signed in (anon id ignored)", () => {
    expect(viewerKey({ userId: "u1", anonId: "bad id", ip: "1.2.3.4", hash })).toEqual({ ok: true, viewer: "h(user:u1)" });
  });
  it("combines anon id and IP for visitors", () => {
    expect(viewerKey({ userId: "", anonId: "abcdefgh", ip: "1.2.3.4", hash })).toEqual({ ok: true, viewer: "h(anon:abcdefgh|1.2.3.4)" });
  });
  it("refuses a missing or invalid anon id", () => {
    expect(viewerKey({ userId: "", anonId: undefined, ip: "", hash }).ok).toBe(false);
    expect(viewerKey({ userId: "", anonId: "x", ip: "", hash }).ok).toBe(false);
  });
});

describe("monthOf", () => {
  it("formats UTC months", () => {
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe("2026-01");
    expect(monthOf(Date.UTC(2026, 11, 1))).toBe("2026-12");
  });
});
