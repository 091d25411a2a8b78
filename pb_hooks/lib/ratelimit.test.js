import { expect, it } from "vitest";
import { USERS_EXISTS, windowKeys } from "./ratelimit.js";

it("keys a request by minute and by hour window", () => {
  const keys = windowKeys("users_exists", "1.2.3.4", 3_725_000, USERS_EXISTS);
  expect(keys).toEqual([
    { key: "users_exists:m:1.2.3.4:3720", max: 5, resetAt: 3780 },
    { key: "users_exists:h:1.2.3.4:3600", max: 20, resetAt: 7200 },
  ]);
});

it("changes the minute key at the minute boundary only", () => {
  const a = windowKeys("s", "ip", 119_999, USERS_EXISTS);
  const b = windowKeys("s", "ip", 120_000, USERS_EXISTS);
  expect(a[0].key).not.toBe(b[0].key);
  expect(a[1].key).toBe(b[1].key);
});
