import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { visible } from "./text-check.js";

describe("visible", () => {
  it("answers the shared table (internal/textcheck reads the same one)", () => {
    const { cases } = JSON.parse(readFileSync(new URL("../../tests/fixtures/visible-text.json", import.meta.url), "utf8"));
    expect(cases.length).toBeGreaterThan(20);
    for (const [text, want] of cases) expect(visible(text), JSON.stringify(text)).toBe(want);
  });
});
