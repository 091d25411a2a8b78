import { expect, it } from "vitest";
import { summarize } from "./ratings.js";

it("rates the share of likes out of 5", () => {
  expect(summarize(3, 1)).toEqual({ likes: 3, dislikes: 1, total_ratings: 4, rating: 3.8 });
  expect(summarize(0, 0).rating).toBe(0);
  expect(summarize(2, 0).rating).toBe(5);
});
