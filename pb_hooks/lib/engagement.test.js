import { describe, expect, it } from "vitest";
import { isOpId, mustVerify, nextRating } from "./engagement.js";

describe("nextRating", () => {
  it("creates, removes and switches", () => {
    expect(nextRating(null, "like")).toEqual({ action: "create", result: "like" });
    expect(nextRating("like", "like")).toEqual({ action: "delete", result: null });
    expect(nextRating("like", "dislike")).toEqual({ action: "update", result: "dislike" });
    expect(nextRating("dislike", "like")).toEqual({ action: "update", result: "like" });
  });
});

describe("isOpId", () => {
  it("accepts 15 lowercase alphanumerics only", () => {
    expect(isOpId("abcdefghij12345")).toBe(true);
    expect(isOpId("abcdefghij1234")).toBe(false);
    expect(isOpId("ABCDEFGHIJ12345")).toBe(false);
    expect(isOpId("abcdefghij1234-")).toBe(false);
    expect(isOpId(undefined)).toBe(false);
    expect(isOpId(123456789012345)).toBe(false);
  });
});

describe("mustVerify", () => {
  it("follows the setting, else SMTP", () => {
    expect(mustVerify(null, true)).toBe(true);
    expect(mustVerify(undefined, false)).toBe(false);
    expect(mustVerify(false, true)).toBe(false);
    expect(mustVerify(true, false)).toBe(true);
  });
});
