import { describe, expect, it } from "vitest";
import { likeEscape, pageParams, pageResult } from "./pager.js";

describe("pageParams", () => {
  it("defaults and clamps", () => {
    expect(pageParams({})).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(pageParams({ page: "0", perPage: "0" })).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(pageParams({ page: "-3", perPage: "abc" })).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(pageParams({ page: "3", perPage: "100000" }, { max: 50 })).toEqual({ page: 3, perPage: 50, offset: 100 });
    expect(pageParams({ page: "1e99" }).page).toBe(1);
    expect(pageParams({ page: "99999999999" }).page).toBe(1000000);
  });
  it("ignores perPage when fixed", () => {
    expect(pageParams({ page: "2", perPage: "50" }, { perPage: 10, fixed: true })).toEqual({ page: 2, perPage: 10, offset: 10 });
  });
});

describe("pageResult", () => {
  it("computes total pages", () => {
    expect(pageResult({ page: 1, perPage: 10 }, 21, [])).toEqual({ page: 1, perPage: 10, totalItems: 21, totalPages: 3, items: [] });
    expect(pageResult({ page: 1, perPage: 10 }, 0, []).totalPages).toBe(0);
  });
});

it("likeEscape escapes wildcards", () => {
  expect(likeEscape("a%b_c\\")).toBe("a\\%b\\_c\\\\");
});
