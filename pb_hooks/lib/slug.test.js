import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isReserved, SLUG_MAX, slugBase, slugify, uniqueSlug } from "./slug.js";

describe("slugify", () => {
  it("gives the shared table's slugs (the Go seeder reads the same table)", () => {
    const { cases } = JSON.parse(readFileSync(new URL("../../tests/fixtures/slugify.json", import.meta.url), "utf8"));
    for (const [input, want] of cases) expect(slugify(input), JSON.stringify(input)).toBe(want);
  });
  it("lowercases and joins words with single hyphens", () => {
    expect(slugify("Hello,   World!! 2")).toBe("hello-world-2");
  });
  it("trims leading and trailing separators", () => {
    expect(slugify("  --Sunset Drive--  ")).toBe("sunset-drive");
  });
  it("folds accents and drops what is left", () => {
    expect(slugify("Crème Brûlée ✨")).toBe("creme-brulee");
    expect(slugify("✨✨")).toBe("");
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug", () => {
    expect(uniqueSlug("a", () => false)).toBe("a");
  });
  it("adds the first free numeric suffix", () => {
    const used = new Set(["a", "a-1", "a-2"]);
    expect(uniqueSlug("a", (s) => used.has(s))).toBe("a-3");
  });
  it("falls back to a timestamp after 999 attempts", () => {
    expect(uniqueSlug("a", () => true, 1234)).toBe("a-1234");
  });
  it("uses a default root for an empty slug", () => {
    expect(uniqueSlug("", () => false)).toBe("video");
  });
});

// slugTakenIn is one SQL query: tested against the real server (tests/server/integrity.test.ts).
describe("isReserved", () => {
  it("reserves the route words of the virtual lists", () => {
    for (const w of ["trending", "newest", "recent"]) expect(isReserved(w), w).toBe(true);
    expect(isReserved("trending-1")).toBe(false);
    expect(isReserved("sunset")).toBe(false);
  });
  it("makes uniqueSlug move a reserved slug to a suffix", () => {
    expect(uniqueSlug("trending", (s) => isReserved(s))).toBe("trending-1");
  });
});

describe("slug truncation and suffixes (the Go seeder reads the same table)", () => {
  const rules = JSON.parse(readFileSync(new URL("../../tests/fixtures/slug-rules.json", import.meta.url), "utf8"));
  it("has the same limit", () => {
    expect(SLUG_MAX).toBe(rules.max_length);
  });
  it.each(rules.bases)("base of %#", (input, want) => {
    expect(slugBase(input, rules.default_root)).toBe(want);
    expect(slugBase(input, rules.default_root)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
  it.each(rules.suffixes)("suffix of $title with $taken.length taken", ({ title, taken, want }) => {
    expect(uniqueSlug(slugBase(title, rules.default_root), (s) => taken.includes(s))).toBe(want);
  });
});
