import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildSources, canPlay, issueToken, tokenTtl, verifyToken } from "./playback.js";

const KEY = "test-key";
const sign = (text) => createHmac("sha256", KEY).update(text).digest("hex");
const otherSign = (text) => createHmac("sha256", "other").update(text).digest("hex");
const equal = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const NOW = 1_800_000_000;

describe("tokenTtl", () => {
  it("is at least 2 hours, else 3x the duration", () => {
    expect(tokenTtl(60)).toBe(7200);
    expect(tokenTtl(0)).toBe(7200);
    expect(tokenTtl(NaN)).toBe(7200);
    expect(tokenTtl(4000)).toBe(12000);
  });
});

describe("playback tokens", () => {
  const issued = issueToken({ videoId: "vidA", userId: "user1", duration: 100, nowSeconds: NOW, sign });
  it("verifies for the same video before expiry", () => {
    expect(issued.expires).toBe(NOW + 7200);
    expect(verifyToken(issued.token, { videoId: "vidA", nowSeconds: NOW + 10, sign, equal })).toEqual({ ok: true, userId: "user1", expires: NOW + 7200 });
  });
  it("fails for another video", () => {
    expect(verifyToken(issued.token, { videoId: "vidB", nowSeconds: NOW, sign, equal })).toEqual({ ok: false, reason: "signature" });
  });
  it("fails after expiry", () => {
    expect(verifyToken(issued.token, { videoId: "vidA", nowSeconds: NOW + 7201, sign, equal }).ok).toBe(false);
  });
  it("fails when tampered with", () => {
    const [exp, user, sig] = issued.token.split(".");
    const cases = [
      `${Number(exp) + 100000}.${user}.${sig}`,
      `${exp}.user2.${sig}`,
      `${exp}.-.${sig}`,
      `${exp}.${user}.${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`,
      `${exp}.${user}`,
      "",
      "garbage",
      `${exp}.${user}.${sig}.extra`,
    ];
    for (const t of cases) expect(verifyToken(t, { videoId: "vidA", nowSeconds: NOW, sign, equal }).ok).toBe(false);
  });
  it("fails with another key", () => {
    expect(verifyToken(issued.token, { videoId: "vidA", nowSeconds: NOW, sign: otherSign, equal }).ok).toBe(false);
  });
  it("works for visitors (no user id)", () => {
    const t = issueToken({ videoId: "vidA", userId: "", duration: 10, nowSeconds: NOW, sign });
    expect(t.token.split(".")[1]).toBe("-");
    expect(verifyToken(t.token, { videoId: "vidA", nowSeconds: NOW, sign, equal })).toEqual({ ok: true, userId: "", expires: NOW + 7200 });
  });
});

describe("canPlay", () => {
  const free = { is_premium: false, creator: "c1" };
  const premium = { is_premium: true, creator: "c1" };
  const caller = (flags = {}) => ({ userId: "u1", premium: false, admin: false, ...flags });
  it("lets anyone play a free video", () => {
    expect(canPlay(null, free)).toBe(true);
  });
  it("lets only premium, admins and the owner play a premium video", () => {
    expect(canPlay(null, premium)).toBe(false);
    expect(canPlay(caller(), premium)).toBe(false);
    expect(canPlay(caller({ premium: true }), premium)).toBe(true);
    expect(canPlay(caller({ admin: true }), premium)).toBe(true);
    expect(canPlay(caller({ userId: "c1" }), premium)).toBe(true);
  });
  it("does not treat an empty creator as ownership", () => {
    expect(canPlay(caller({ userId: "" }), { is_premium: true, creator: "" })).toBe(false);
  });
});

describe("buildSources", () => {
  it("lists the local stream first, then the hosts that are set", () => {
    expect(
      buildSources({ videoId: "v1", token: "1.-.ab", hasFile: true, urls: { doodstream_url: "https://d/e/1", vidguard_url: "", streamtape_url: "https://s/e/2" } }),
    ).toEqual([
      { type: "local", url: "/api/reelhouse/stream/v1?token=1.-.ab" },
      { type: "doodstream", url: "https://d/e/1" },
      { type: "streamtape", url: "https://s/e/2" },
    ]);
  });
  it("has no local source without a file or token", () => {
    expect(buildSources({ videoId: "v1", token: "", hasFile: true, urls: {} })).toEqual([]);
    expect(buildSources({ videoId: "v1", token: "t", hasFile: false, urls: {} })).toEqual([]);
  });
});
