import { describe, expect, it } from "vitest";
import { MAX_BOTS, parseEngagement, parseUsernames } from "./bots.js";

describe("parseUsernames", () => {
  it("takes one per line, trims, lowercases, drops blanks and repeats", () => {
    expect(parseUsernames(" Alice_1 \n\n bob_22\r\nalice_1\n   ")).toEqual({ usernames: ["alice_1", "bob_22"] });
  });
  it("refuses invalid names, empty input and too many", () => {
    expect(parseUsernames("ok_name\nno way").error).toMatch(/^Invalid username "no way"/);
    expect(parseUsernames("ab").error).toMatch(/^Invalid username/);
    expect(parseUsernames(" \n ").error).toBe("Enter at least one username");
    expect(parseUsernames(42).error).toMatch(/one per line/);
    const many = Array.from({ length: MAX_BOTS + 1 }, (_, i) => `bot_${i}`).join("\n");
    expect(parseUsernames(many).error).toMatch(/At most/);
  });
});

describe("parseEngagement", () => {
  it("needs a video and whole views >= 0", () => {
    expect(parseEngagement({ views: 1 }, 5).error).toBe("Please select a video");
    expect(parseEngagement({ video: "v", views: -1 }, 5).error).toMatch(/0 or more/);
    expect(parseEngagement({ video: "v", views: 1.5 }, 5).error).toMatch(/whole number/);
    expect(parseEngagement({ video: "v", views: "abc" }, 5).error).toMatch(/whole number/);
  });
  it("cuts comments to the bots still available and says how many were dropped", () => {
    expect(parseEngagement({ video: "v", views: "3", comments: "a\n\n b \nc\nd" }, 2)).toEqual({
      video: "v",
      views: 3,
      comments: ["a", "b"],
      truncated: 2,
    });
  });
  it("refuses a request that would add nothing", () => {
    expect(parseEngagement({ video: "v", views: 0, comments: "" }, 3).error).toBe("Add views or at least one comment");
    expect(parseEngagement({ video: "v", views: 0, comments: "x" }, 0).error).toBe("No bot users are left to comment on this video");
  });
});
