import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { summarize } from "./ratings.js";

it("rates the share of likes out of 5 (the shared table; internal/repair's SQL reads it too)", () => {
  const { cases } = JSON.parse(readFileSync(new URL("../../tests/fixtures/star-rating.json", import.meta.url), "utf8"));
  for (const [likes, dislikes, rating] of cases) {
    expect(summarize(likes, dislikes), `${likes}/${dislikes}`).toEqual({ likes, dislikes, total_ratings: likes + dislikes, rating });
  }
});
