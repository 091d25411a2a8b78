import { describe, expect, it } from "vitest";
import { normalisePlayerOrder, validateSecret, validateSetting } from "./settings.js";

const allOn = { local: true, doodstream: true, vidguard: true, streamtape: true };

describe("normalisePlayerOrder", () => {
  it("keeps enabled players in their order and appends missing ones", () => {
    expect(normalisePlayerOrder(["vidguard", "local"], allOn)).toEqual(["vidguard", "local", "doodstream", "streamtape"]);
  });
  it("drops disabled, unknown and duplicate players", () => {
    const enabled = { local: false, doodstream: true, vidguard: false, streamtape: true };
    expect(normalisePlayerOrder(["streamtape", "local", "bogus", "streamtape", 3], enabled)).toEqual(["streamtape", "doodstream"]);
  });
  it("uses the default order when nothing is given", () => {
    expect(normalisePlayerOrder(undefined, allOn)).toEqual(["local", "doodstream", "vidguard", "streamtape"]);
  });
});

describe("cdn_preferences", () => {
  it("needs at least one CDN", () => {
    const r = validateSetting("cdn_preferences", { use_local: false, use_doodstream: false, use_vidguard: false, use_streamtape: false }, {});
    expect(r.error).toBe("At least one CDN must be enabled");
  });
  it("defaults flags to the stored value, then true", () => {
    const r = validateSetting("cdn_preferences", { use_vidguard: false }, { use_local: false });
    expect(r.value).toEqual({
      use_local: false,
      use_doodstream: true,
      use_vidguard: false,
      use_streamtape: true,
      player_order: ["doodstream", "streamtape"],
    });
  });
  it("refuses non-boolean flags and a non-list order", () => {
    expect(validateSetting("cdn_preferences", { use_local: "yes" }, {}).error).toMatch(/use_local/);
    expect(validateSetting("cdn_preferences", { player_order: "local" }, {}).error).toMatch(/player_order/);
  });
  it("drops unknown fields", () => {
    const r = validateSetting("cdn_preferences", { evil: 1, player_order: ["streamtape"] }, {});
    expect(r.value.evil).toBeUndefined();
    expect(r.value.player_order[0]).toBe("streamtape");
  });
});

describe("ad_preferences", () => {
  it("fills the full shape with defaults", () => {
    const r = validateSetting("ad_preferences", {}, {});
    expect(r.value.enabled).toBe(false);
    expect(Object.keys(r.value.desktop)).toEqual(["skyscraper", "sticky_banner", "instant_messenger", "fullpage_interstitial", "popunder"]);
    expect(r.value.mobile.popunder).toEqual({ enabled: false, zone_id: "", zone_class: "" });
    expect(r.value.juicyads.popunder).toEqual({ enabled: false, script_url: "" });
  });
  it("accepts valid zones and merges with the stored value", () => {
    const current = { desktop: { skyscraper: { enabled: true, zone_id: "abc", zone_class: "" } } };
    const r = validateSetting("ad_preferences", { enabled: true, mobile: { sticky_banner: { enabled: true, zone_id: "Z_1-2" } } }, current);
    expect(r.value.desktop.skyscraper).toEqual({ enabled: true, zone_id: "abc", zone_class: "" });
    expect(r.value.mobile.sticky_banner.zone_id).toBe("Z_1-2");
  });
  it("validates zone ids", () => {
    expect(validateSetting("ad_preferences", { desktop: { popunder: { zone_id: "<script>" } } }, {}).error).toMatch(/zone_id/);
    expect(validateSetting("ad_preferences", { desktop: { popunder: { zone_id: "a".repeat(65) } } }, {}).error).toMatch(/64/);
    expect(validateSetting("ad_preferences", { desktop: { popunder: { enabled: true } } }, {}).error).toMatch(/required/);
    expect(validateSetting("ad_preferences", { desktop: { popunder: { enabled: "1" } } }, {}).error).toMatch(/true or false/);
    expect(validateSetting("ad_preferences", { desktop: "x" }, {}).error).toMatch(/object/);
  });
  it("allows only https script URLs", () => {
    const bad = ["http://ads.example/a.js", "javascript:alert(1)", "//ads.example/a.js", "https://ads.example/a.js\"onload"];
    for (const u of bad) expect(validateSetting("ad_preferences", { juicyads: { popunder: { script_url: u } } }, {}).error, u).toMatch(/https/);
    const ok = validateSetting("ad_preferences", { juicyads: { popunder: { enabled: true, script_url: "https://ads.example/a.js?x=1" } } }, {});
    expect(ok.value.juicyads.popunder.script_url).toBe("https://ads.example/a.js?x=1");
  });
});

describe("site", () => {
  const current = {
    site_name: "Reelhouse",
    support_email: "support@example.com",
    plans: { monthly: { amount: 9.99, currency: "EUR" }, yearly: { amount: 99.99, currency: "EUR" } }, // pre-1763781000 shape
  };
  it("keeps stored values and drops unknown fields", () => {
    const r = validateSetting("site", { tagline: "  New  ", secret: "x" }, current);
    expect(r.value.tagline).toBe("New");
    expect(r.value.secret).toBeUndefined();
    expect(r.value.plans).toBeUndefined(); // plans moved to their own setting
  });
  it("validates emails, lengths, IBAN and BIC", () => {
    expect(validateSetting("site", { support_email: "nope" }, current).error).toMatch(/email/);
    expect(validateSetting("site", { site_name: "" }, current).error).toMatch(/site_name/);
    expect(validateSetting("site", { headline: "x".repeat(201) }, current).error).toMatch(/200/);
    expect(validateSetting("site", { sepa: { iban: "not an iban" } }, current).error).toMatch(/IBAN/);
    expect(validateSetting("site", { sepa: { bic: "x" } }, current).error).toMatch(/BIC/);
    expect(validateSetting("site", { sepa: { iban: "DE89370400440532013000", bic: "COBADEFFXXX" } }, current).value.sepa.bic).toBe("COBADEFFXXX");
  });
  it("keeps the creator terms text, up to 20000 characters", () => {
    expect(validateSetting("site", {}, current).value.creator_terms).toBe("");
    const r = validateSetting("site", { creator_terms: "  Rule one.\n\nRule two.  " }, current);
    expect(r.value.creator_terms).toBe("Rule one.\n\nRule two.");
    expect(validateSetting("site", {}, r.value).value.creator_terms).toBe("Rule one.\n\nRule two.");
    expect(validateSetting("site", { creator_terms: "x".repeat(20001) }, current).error).toMatch(/20000/);
  });
});

describe("plans", () => {
  const stored = {
    monthly: { name: "Monthly", price: 9.99, currency: "EUR", period: "month" },
    yearly: { name: "Yearly", price: 99.99, currency: "EUR", period: "year" },
  };
  it("defaults to the spec's plans and keeps stored values", () => {
    expect(validateSetting("plans", {}, {}).value).toEqual(stored);
    const r = validateSetting("plans", { monthly: { price: 12.345, name: " Month " }, extra: 1 }, stored);
    expect(r.value.monthly).toEqual({ name: "Month", price: 12.35, currency: "EUR", period: "month" });
    expect(r.value.yearly).toEqual(stored.yearly);
    expect(r.value.extra).toBeUndefined();
  });
  it("refuses bad prices, currencies, periods and names", () => {
    expect(validateSetting("plans", { monthly: { price: 0 } }, stored).error).toBe("monthly.price must be a positive number");
    expect(validateSetting("plans", { monthly: { price: "9.99" } }, stored).error).toMatch(/price/);
    expect(validateSetting("plans", { yearly: { currency: "euro" } }, stored).error).toMatch(/currency/);
    expect(validateSetting("plans", { yearly: { period: "week" } }, stored).error).toBe("yearly.period must be month or year");
    expect(validateSetting("plans", { yearly: { name: "" } }, stored).error).toBe("yearly.name is required");
    expect(validateSetting("plans", { yearly: "x" }, stored).error).toBe("yearly must be an object");
  });
});

describe("validateSetting and validateSecret", () => {
  it("refuses unknown keys and non-object values", () => {
    expect(validateSetting("integrations", {}, {}).error).toBe("Unknown setting");
    expect(validateSetting("site", [1], {}).error).toMatch(/object/);
  });
  it("accepts known secrets only", () => {
    expect(validateSecret("doodstream_api_key", " k ").value).toBe("k");
    expect(validateSecret("playback_signing_key", "x").error).toBe("Unknown secret");
    expect(validateSecret("vidguard_api_key", 5).error).toMatch(/string/);
    expect(validateSecret("vidguard_api_key", "a\nb").error).toMatch(/control/);
  });
});

describe("embedding", () => {
  it("takes on, off or listed origins, nothing that could add a CSP directive", () => {
    expect(validateSetting("embedding", {}, {}).value).toEqual({ mode: "on", sites: [] });
    expect(validateSetting("embedding", { mode: "listed", sites: ["https://Blog.Example/"] }, {}).value).toEqual({ mode: "listed", sites: ["https://blog.example"] });
    expect(validateSetting("embedding", { mode: "sometimes" }, {}).code).toBe("setting_invalid");
    for (const bad of ["https://a.example; script-src *", "javascript:alert(1)", "https://a.example/path", 5]) {
      expect(validateSetting("embedding", { mode: "listed", sites: [bad] }, {}).code).toBe("setting_invalid");
    }
  });

  it("lists https origins only, at most 50 of at most 200 characters, at least one when listed", () => {
    const listed = (sites) => validateSetting("embedding", { mode: "listed", sites }, {});
    expect(listed(["https://a.example:8443", "https://A.example:8443/"]).value).toEqual({ mode: "listed", sites: ["https://a.example:8443"] });
    expect(listed(["http://a.example"]).error).toBe("sites[0] must be an https origin such as https://blog.example");
    expect(listed(["https://-a.example"]).code).toBe("setting_invalid");
    expect(listed(["https://a..example"]).code).toBe("setting_invalid");
    expect(listed([`https://${"a".repeat(200)}.example`]).error).toBe("sites[0] must be at most 200 characters");
    expect(listed(Array.from({ length: 51 }, (_, i) => `https://s${i}.example`)).error).toBe("sites may list at most 50 sites");
    expect(listed(Array.from({ length: 50 }, (_, i) => `https://s${i}.example`)).value.sites).toHaveLength(50);
    expect(listed([]).error).toBe("sites must list at least one site when only listed sites may embed");
    // Off or on keep the list for later.
    expect(validateSetting("embedding", { mode: "off" }, { mode: "listed", sites: ["https://a.example"] }).value).toEqual({ mode: "off", sites: ["https://a.example"] });
  });
});
