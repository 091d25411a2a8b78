import { describe, expect, it } from "vitest";
import { checkComment, isOpId, mustVerify, nextRating } from "./engagement.js";

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

describe("checkComment", () => {
  it("trims and refuses blank or too long text", () => {
    expect(checkComment("  hi  ")).toEqual({ content: "hi" });
    expect(checkComment(" \n\t ").error).toBe("Comment cannot be empty");
    expect(checkComment(undefined).error).toBe("Comment cannot be empty");
    expect(checkComment("x".repeat(5001)).error).toMatch(/5000/);
  });

  it("counts only visible characters: NUL, zero-width and other invisible text is empty", () => {
    for (const blank of ["\u0000\u0000", "\u200B\u200C\u200D", "\uFEFF \u2060", "\u00A0\u3000\u2028", "\u2800\u3164", "\u{E0041}\u{E0042}", "\u202E\u0007"]) {
      expect(checkComment(blank).error, JSON.stringify(blank)).toBe("Comment cannot be empty");
    }
    expect(checkComment("a\u0000b\u200B")).toEqual({ content: "ab" });
    expect(checkComment("😀 é 漢")).toEqual({ content: "😀 é 漢" });
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
