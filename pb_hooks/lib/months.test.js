import { describe, expect, it } from "vitest";
import { fillMonths, lastMonths } from "./months.js";

describe("lastMonths", () => {
  it("gives six months oldest first, across a year boundary", () => {
    const months = lastMonths(Date.parse("2026-02-15T12:00:00Z"), 6);
    expect(months.map((m) => m.month)).toEqual(["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(months[0].label).toBe("Sep 2025");
    expect(months[5].label).toBe("Feb 2026");
  });
  it("uses UTC months", () => {
    expect(lastMonths(Date.parse("2026-06-30T23:59:59Z"), 1)[0].month).toBe("2026-06");
  });
});

describe("fillMonths", () => {
  it("fills missing months with zero and ignores others", () => {
    const months = lastMonths(Date.parse("2026-06-01T00:00:00Z"), 3);
    const rows = [{ month: "2026-05", views: 7 }, { month: "2020-01", views: 99 }];
    expect(fillMonths(months, rows)).toEqual([
      { month: "2026-04", label: "Apr 2026", views: 0 },
      { month: "2026-05", label: "May 2026", views: 7 },
      { month: "2026-06", label: "Jun 2026", views: 0 },
    ]);
  });
});
