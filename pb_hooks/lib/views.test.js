import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ALL_TIME_SHARE, BUCKET_SECONDS, RECENT_DAYS, bucketOf } from "./views.js";

const table = JSON.parse(readFileSync(new URL("../../tests/fixtures/view-rules.json", import.meta.url), "utf8"));

describe("view rules (shared with internal/engagement)", () => {
  it("has the same constants", () => {
    expect(BUCKET_SECONDS).toBe(table.bucket_seconds);
    expect(RECENT_DAYS).toBe(table.recent_days);
    expect(ALL_TIME_SHARE).toBe(table.all_time_share);
  });
  it.each(table.buckets)("bucketOf($seconds) = $bucket", ({ seconds, bucket }) => {
    expect(bucketOf(seconds)).toBe(bucket);
  });
});
