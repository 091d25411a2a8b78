import { describe, expect, it } from "vitest";
import { rankSimilar } from "./similar.js";

const fixed = (v) => () => v;
const ids = (n, p) => Array.from({ length: n }, (_, i) => `${p}${i}`);

describe("rankSimilar", () => {
  it("orders by weight without jitter: author, category, trending", () => {
    const out = rankSimilar(
      { selfId: "me", author: ["a1"], category: ["c1"], trending: ["t1"], search: [{ id: "s1", score: 0.5 }] },
      { random: fixed(0.5) },
    );
    expect(out.map((x) => x.id)).toEqual(["a1", "c1", "t1", "s1"]);
    expect(out[0].score).toBeCloseTo(0.9);
  });
  it("excludes the video itself and deduplicates, keeping the best source", () => {
    const out = rankSimilar(
      { selfId: "me", author: ["x"], category: ["me", "x", "y"], trending: ["y", "me"], search: [{ id: "x", score: 1 }] },
      { random: fixed(0.5) },
    );
    expect(out.map((x) => x.id)).toEqual(["x", "y"]);
    expect(out[0].source).toBe("search");
    expect(out[1].source).toBe("category");
  });
  it("returns at most 9", () => {
    const out = rankSimilar({ selfId: "me", author: ids(5, "a"), category: ids(15, "c"), trending: ids(10, "t"), search: [] });
    expect(out.length).toBe(9);
  });
  it("caps each source at its fetch size", () => {
    const out = rankSimilar({ selfId: "me", author: ids(8, "a") }, { limit: 100, random: fixed(0.5) });
    expect(out.length).toBe(5);
  });
  it("jitters by at most 0.1 either way", () => {
    const low = rankSimilar({ selfId: "me", trending: ["t"] }, { random: fixed(0) });
    const high = rankSimilar({ selfId: "me", trending: ["t"] }, { random: fixed(0.999999) });
    expect(low[0].score).toBeCloseTo(0.6);
    expect(high[0].score).toBeCloseTo(0.8);
  });
  it("lets jitter reorder close weights", () => {
    let i = 0;
    const seq = [0, 1]; // author gets -0.1, category +0.1
    const out = rankSimilar({ selfId: "me", author: ["a"], category: ["c"] }, { random: () => seq[i++] });
    expect(out.map((x) => x.id)).toEqual(["c", "a"]);
  });
  it("clamps search scores to 0..1 and handles empty input", () => {
    const out = rankSimilar({ selfId: "me", search: [{ id: "s", score: 7 }] }, { random: fixed(0.5) });
    expect(out[0].score).toBeCloseTo(1);
    expect(rankSimilar({ selfId: "me" })).toEqual([]);
  });
});
