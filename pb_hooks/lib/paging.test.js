import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPastEnd, pageResult, parsePaging } from "./paging.js";

describe("parsePaging", () => {
  it("gives the shared table's paging (the Go routes read the same table)", () => {
    const { cases } = JSON.parse(readFileSync(new URL("../../tests/fixtures/paging.json", import.meta.url), "utf8"));
    for (const [[page, perPage, def, max], [wantPage, wantPerPage, wantOffset]] of cases) {
      const opts = { defaultPerPage: def || undefined, maxPerPage: max || undefined };
      expect(parsePaging({ page, perPage }, opts), JSON.stringify([page, perPage, def, max])).toEqual({
        page: wantPage,
        perPage: wantPerPage,
        offset: wantOffset,
        limit: wantPerPage,
      });
    }
  });
  it("defaults to page 1 of 12", () => {
    expect(parsePaging({})).toEqual({ page: 1, perPage: 12, offset: 0, limit: 12 });
    expect(parsePaging(undefined)).toEqual({ page: 1, perPage: 12, offset: 0, limit: 12 });
  });
  it("reads strings and computes the offset", () => {
    expect(parsePaging({ page: "3", perPage: "20" })).toEqual({ page: 3, perPage: 20, offset: 40, limit: 20 });
  });
  it("clamps page below 1 to 1", () => {
    expect(parsePaging({ page: "0" }).page).toBe(1);
    expect(parsePaging({ page: "-5" }).page).toBe(1);
  });
  it("clamps perPage to 1..100", () => {
    expect(parsePaging({ perPage: "1000" }).perPage).toBe(100);
    expect(parsePaging({ perPage: "0" }).perPage).toBe(1);
    expect(parsePaging({ perPage: "-3" }).perPage).toBe(1);
  });
  it("ignores garbage", () => {
    expect(parsePaging({ page: "abc", perPage: "1e3" })).toEqual({ page: 1, perPage: 12, offset: 0, limit: 12 });
    expect(parsePaging({ page: "2.5" }).page).toBe(1);
    expect(parsePaging({ page: " 4 " }).page).toBe(4);
  });
  it("caps absurd pages", () => {
    const p = parsePaging({ page: "99999999999999999999" });
    expect(p.page).toBe(1000000);
    expect(Number.isSafeInteger(p.offset)).toBe(true);
  });
  it("honours a route's own default and maximum", () => {
    expect(parsePaging({}, { defaultPerPage: 20 }).perPage).toBe(20);
    expect(parsePaging({ perPage: "50" }, { maxPerPage: 12 }).perPage).toBe(12);
  });
});

describe("pageResult", () => {
  it("computes total pages", () => {
    expect(pageResult([1, 2], { page: 1, perPage: 2 }, 5)).toEqual({ items: [1, 2], page: 1, perPage: 2, totalItems: 5, totalPages: 3 });
    expect(pageResult([], { page: 1, perPage: 12 }, 0).totalPages).toBe(0);
  });
  it("adds extra fields", () => {
    expect(pageResult([], { page: 1, perPage: 12 }, 0, { is_fallback: true }).is_fallback).toBe(true);
  });
  it("knows when a page is past the end", () => {
    expect(isPastEnd(parsePaging({ page: "2", perPage: "10" }), 10)).toBe(true);
    expect(isPastEnd(parsePaging({ page: "1", perPage: "10" }), 10)).toBe(false);
    expect(isPastEnd(parsePaging({}), 0)).toBe(true);
  });
});
