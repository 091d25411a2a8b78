import { describe, expect, it } from "vitest";
import { roleCondition, validateSend } from "./notify.js";

describe("validateSend", () => {
  it("needs subject and content", () => {
    expect(validateSend({ subject: " ", content: "x", target: "all" }).error).toBe("Please fill in all fields");
    expect(validateSend({ subject: "x", target: "all" }).error).toBe("Please fill in all fields");
    expect(validateSend(null).error).toBe("Please fill in all fields");
  });
  it("needs recipients for the users target", () => {
    expect(validateSend({ subject: "s", content: "c", target: "users" }).error).toBe("Please select at least one recipient");
    expect(validateSend({ subject: "s", content: "c", target: "users", recipient_ids: ["", 5] }).error).toBe("Please select at least one recipient");
  });
  it("refuses unknown targets and deduplicates ids", () => {
    expect(validateSend({ subject: "s", content: "c", target: "everyone" }).error).toBe("Unknown target");
    expect(validateSend({ subject: " s ", content: "c", target: "users", recipient_ids: ["a", "a", "b"] })).toEqual({
      subject: "s",
      content: "c",
      target: "users",
      recipientIds: ["a", "b"],
    });
  });
  it("ignores ids for role targets", () => {
    expect(validateSend({ subject: "s", content: "c", target: "admins", recipient_ids: ["a"] }).recipientIds).toEqual([]);
  });
});

it("roleCondition filters by role", () => {
  expect(roleCondition("creators")).toBe(`roles LIKE '%"creator"%'`);
  expect(roleCondition("admins")).toBe(`roles LIKE '%"admin"%'`);
  expect(roleCondition("all")).toBe("1 = 1");
});
