import { describe, expect, it } from "vitest";
import { callerOf, thumbnailUrl, toCard, toWatch } from "./catalog.js";

const row = {
  id: "v1",
  slug: "s",
  title: "T",
  author: "A",
  duration: 61.5,
  thumbnail: "",
  thumbnail_url: "https://img/1.jpg",
  created: "2026-01-01 00:00:00.000Z",
  is_premium: 1,
  views: 3,
  likes: 2,
  dislikes: 1,
  rating: 3.3,
  total_ratings: 3,
};

describe("toCard", () => {
  it("shapes a row and never carries sources", () => {
    const card = toCard(row);
    expect(card).toEqual({
      id: "v1",
      slug: "s",
      title: "T",
      author: "A",
      duration: 61.5,
      thumbnail_url: "https://img/1.jpg",
      created: "2026-01-01 00:00:00.000Z",
      is_premium: true,
      stats: { views: 3, likes: 2, dislikes: 1, rating: 3.3, total_ratings: 3 },
    });
    expect(card).not.toHaveProperty("sources");
  });
  it("flags fallback items", () => {
    expect(toCard(row, { fallback: true }).is_fallback).toBe(true);
  });
});

describe("thumbnailUrl", () => {
  it("prefers the uploaded file", () => {
    expect(thumbnailUrl({ id: "v1", thumbnail: "a b.png", thumbnail_url: "x" })).toBe("/api/files/videos/v1/a%20b.png");
    expect(thumbnailUrl({ id: "v1", thumbnail: "", thumbnail_url: "" })).toBe("");
  });
});

describe("callerOf", () => {
  it("derives flags", () => {
    expect(callerOf(null, { superuser: false, premium: false })).toEqual({
      userId: "",
      signedIn: false,
      superuser: false,
      admin: false,
      creator: false,
      premium: false,
    });
    expect(callerOf({ id: "u", roles: ["creator", "admin"] }, { superuser: false, premium: true })).toMatchObject({ admin: true, creator: true, premium: true });
    expect(callerOf(null, { superuser: true, premium: false })).toMatchObject({ admin: true, signedIn: true });
  });
});

describe("toWatch", () => {
  it("hides sources when locked", () => {
    const w = toWatch({ ...row, description: "d", comments: 4 }, [], [{ type: "local", url: "/x" }], true);
    expect(w.sources).toEqual([]);
    expect(w.locked).toBe(true);
    expect(w.stats.comments).toBe(4);
  });
  it("carries sources when playable", () => {
    const w = toWatch(row, [{ id: "c", slug: "c", name: "C" }], [{ type: "local", url: "/x" }], false);
    expect(w.sources).toEqual([{ type: "local", url: "/x" }]);
    expect(w.categories).toHaveLength(1);
  });
});
