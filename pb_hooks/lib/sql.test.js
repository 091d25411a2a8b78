import { expect, it } from "vitest";
import { likeEscape } from "./sql.js";

it("likeEscape escapes wildcards", () => {
  expect(likeEscape("a%b_c\\")).toBe("a\\%b\\_c\\\\");
  expect(likeEscape("plain")).toBe("plain");
});
