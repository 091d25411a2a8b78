import { describe, expect, it } from "vitest";
import { checkAssignment, planFeaturedOrder, planPartnerOrder, sanitizeFileName } from "./admin-order.js";
import { computeFigures, dayStart } from "./admin-figures.js";

const cur = [
  { category: "n", slug: "newest", protected: true },
  { category: "a", slug: "amateur", protected: false },
  { category: "t", slug: "trending", protected: true },
  { category: "b", slug: "beach", protected: false },
];

describe("planFeaturedOrder", () => {
  it("keeps trending then newest first and the rest as requested", () => {
    expect(planFeaturedOrder(cur, ["b", "n", "a", "t"])).toEqual({ order: ["t", "n", "b", "a"] });
  });
  it("refuses a list that is not exactly the featured set (a racing add or remove)", () => {
    expect(planFeaturedOrder(cur, ["b", "a", "t"])).toMatchObject({ status: 409 });
    expect(planFeaturedOrder(cur, ["b", "a", "t", "n", "x"])).toMatchObject({ status: 409 });
    expect(planFeaturedOrder(cur, ["b", "a", "t", "x"])).toMatchObject({ status: 409 });
  });
  it("refuses garbage and duplicates with 400", () => {
    expect(planFeaturedOrder(cur, "b,a")).toMatchObject({ status: 400 });
    expect(planFeaturedOrder(cur, ["b", "b", "t", "n"])).toMatchObject({ status: 400 });
    expect(planFeaturedOrder(cur, [1, 2])).toMatchObject({ status: 400 });
  });
});

describe("planPartnerOrder", () => {
  it("uses the requested order when it names every partner once", () => {
    expect(planPartnerOrder(["x", "y", "z"], ["z", "x", "y"])).toEqual({ order: ["z", "x", "y"] });
    expect(planPartnerOrder(["x", "y"], ["x"])).toMatchObject({ status: 409 });
    expect(planPartnerOrder(["x", "y"], null)).toMatchObject({ status: 400 });
  });
});

describe("checkAssignment", () => {
  it("needs asset and type, and a category only for type category", () => {
    expect(checkAssignment({})).toHaveProperty("error");
    expect(checkAssignment({ asset: "a", assignment_type: "banner" })).toHaveProperty("error");
    expect(checkAssignment({ asset: "a", assignment_type: "category" })).toEqual({ code: "assignment_category_required", error: "Please select a category." });
    expect(checkAssignment({ asset: "a", assignment_type: "logo", category: "c" })).toEqual({ asset: "a", type: "logo", category: "" });
    expect(checkAssignment({ asset: "a", assignment_type: "category", category: "c" })).toEqual({ asset: "a", type: "category", category: "c" });
  });
});

describe("sanitizeFileName", () => {
  it("turns everything but letters, digits, dot and hyphen into underscores", () => {
    expect(sanitizeFileName("my logo (1).PNG")).toBe("my_logo__1_.PNG");
    expect(sanitizeFileName("café-ä.webp")).toBe("caf_-_.webp");
  });
});

describe("computeFigures", () => {
  it("counts from the start of the UTC day and reports missing tables as null", () => {
    const seen = [];
    const out = computeFigures(
      (t) => (t === "jobs" ? [] : t === "payments" ? ["status"] : ["created", "status", "method"]),
      (sql, p) => {
        seen.push([sql, p.since]);
        return 7;
      },
      Date.UTC(2026, 10, 22, 23, 59),
    );
    expect(dayStart(Date.UTC(2026, 0, 2, 3))).toBe("2026-01-02 00:00:00.000Z");
    expect(out.missing).toEqual(["payments", "jobs"]);
    expect(out.figures.find((f) => f.key === "pending_sepa_payments").value).toBeNull();
    expect(out.figures.find((f) => f.key === "views").value).toBe(7);
    expect(seen[0][1]).toBe("2026-11-22 00:00:00.000Z");
  });
});
