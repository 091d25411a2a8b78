// Validation and normalisation of the settings documents an admin may edit (PUT
// /api/reelhouse/settings/{key}). Pure: each validator takes the submitted value and the
// stored one (missing fields keep their stored value, then the default) and returns
// { value } or { error }. Unknown fields are dropped, so nothing unexpected is stored.

const PUBLIC_KEYS = ["cdn_preferences", "ad_preferences", "site", "plans", "embedding"];
/** Secrets an admin may set (write-only). playback_signing_key is generated, never entered. */
const SECRET_KEYS = [
  "doodstream_api_key",
  "vidguard_api_key",
  "streamtape_login",
  "streamtape_key",
  "coinpayments_merchant",
  "coinpayments_ipn_secret",
];
const PLAYERS = ["local", "doodstream", "vidguard", "streamtape"];
const USE_FLAG = { local: "use_local", doodstream: "use_doodstream", vidguard: "use_vidguard", streamtape: "use_streamtape" };

class SettingError extends Error {}
const fail = (message) => {
  throw new SettingError(message);
};

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const pick = (input, current, key, fallback) =>
  isObj(input) && input[key] !== undefined ? input[key] : isObj(current) && current[key] !== undefined ? current[key] : fallback;

function bool(value, path) {
  if (typeof value !== "boolean") fail(`${path} must be true or false`);
  return value;
}

function str(value, path, max, pattern, patternText) {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") fail(`${path} must be a string`);
  const v = value.trim();
  if (v.length > max) fail(`${path} must be at most ${max} characters`);
  if (v && pattern && !pattern.test(v)) fail(`${path} ${patternText}`);
  return v;
}

/**
 * Saved player order keeps only enabled players in their given order and appends enabled
 * ones that are missing (in the order local, doodstream, vidguard, streamtape).
 * @param {unknown} order @param {Record<string, boolean>} enabled by player name
 */
function normalisePlayerOrder(order, enabled) {
  const out = [];
  for (const p of Array.isArray(order) ? order : []) {
    if (typeof p === "string" && enabled[p] && out.indexOf(p) < 0) out.push(p);
  }
  for (const p of PLAYERS) if (enabled[p] && out.indexOf(p) < 0) out.push(p);
  return out;
}

function cdn(input, current) {
  /** @type {Record<string, any>} */
  const value = {};
  /** @type {Record<string, boolean>} */
  const enabled = {};
  for (const p of PLAYERS) {
    const flag = USE_FLAG[p];
    value[flag] = bool(pick(input, current, flag, true), flag);
    enabled[p] = value[flag];
  }
  if (!PLAYERS.some((p) => enabled[p])) fail("At least one CDN must be enabled");
  const order = pick(input, current, "player_order", []);
  if (!Array.isArray(order)) fail("player_order must be a list");
  value.player_order = normalisePlayerOrder(order, enabled);
  return value;
}

const ZONE_ID = /^[A-Za-z0-9_-]+$/;
const ZONE_TEXT = "may only contain letters, digits, '_' and '-'";

function zone(input, current, path) {
  const z = {
    enabled: bool(pick(input, current, "enabled", false), `${path}.enabled`),
    zone_id: str(pick(input, current, "zone_id", ""), `${path}.zone_id`, 64, ZONE_ID, ZONE_TEXT),
    zone_class: str(pick(input, current, "zone_class", ""), `${path}.zone_class`, 64, ZONE_ID, ZONE_TEXT),
  };
  if (z.enabled && !z.zone_id) fail(`${path}.zone_id is required when the ad is enabled`);
  return z;
}

function scriptUrl(value, path) {
  const v = str(value, path, 500);
  if (v && !/^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s"'<>\\]*)?$/.test(v)) fail(`${path} must be an https:// URL`);
  return v;
}

const AD_SLOTS = {
  desktop: ["skyscraper", "sticky_banner", "instant_messenger", "fullpage_interstitial", "popunder"],
  mobile: ["sticky_banner", "instant_messenger", "fullpage_interstitial", "popunder"],
};

function ads(input, current) {
  if (input !== undefined && !isObj(input)) fail("ad_preferences must be an object");
  const value = { enabled: bool(pick(input, current, "enabled", false), "enabled") };
  for (const device of ["desktop", "mobile"]) {
    const inDev = pick(input, {}, device, undefined);
    if (inDev !== undefined && !isObj(inDev)) fail(`${device} must be an object`);
    const curDev = pick(current, {}, device, {});
    value[device] = {};
    for (const slot of AD_SLOTS[device]) {
      const inZone = pick(inDev, {}, slot, undefined);
      if (inZone !== undefined && !isObj(inZone)) fail(`${device}.${slot} must be an object`);
      value[device][slot] = zone(inZone, pick(curDev, {}, slot, {}), `${device}.${slot}`);
    }
  }
  const inJ = pick(input, {}, "juicyads", undefined);
  if (inJ !== undefined && !isObj(inJ)) fail("juicyads must be an object");
  const curJ = pick(current, {}, "juicyads", {});
  const inBanner = pick(inJ, {}, "banner", undefined);
  if (inBanner !== undefined && !isObj(inBanner)) fail("juicyads.banner must be an object");
  const inPop = pick(inJ, {}, "popunder", undefined);
  if (inPop !== undefined && !isObj(inPop)) fail("juicyads.popunder must be an object");
  const curPop = pick(curJ, {}, "popunder", {});
  const popunder = {
    enabled: bool(pick(inPop, curPop, "enabled", false), "juicyads.popunder.enabled"),
    script_url: scriptUrl(pick(inPop, curPop, "script_url", ""), "juicyads.popunder.script_url"),
  };
  if (popunder.enabled && !popunder.script_url) fail("juicyads.popunder.script_url is required when the ad is enabled");
  value.juicyads = { banner: zone(inBanner, pick(curJ, {}, "banner", {}), "juicyads.banner"), popunder };
  return value;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

// Premium plans (issue 10): fixed ids (payments.plan is a select of them), editable name,
// price, currency and period. The server prices every payment from this row.
const PLAN_IDS = ["monthly", "yearly"];
const PLAN_DEFAULTS = {
  monthly: { name: "Monthly", price: 9.99, currency: "EUR", period: "month" },
  yearly: { name: "Yearly", price: 99.99, currency: "EUR", period: "year" },
};

function plan(input, current, path, defaults) {
  const name = str(pick(input, current, "name", defaults.name), `${path}.name`, 50);
  if (!name) fail(`${path}.name is required`);
  const price = pick(input, current, "price", defaults.price);
  if (typeof price !== "number" || !isFinite(price) || price <= 0 || price > 100000) fail(`${path}.price must be a positive number`);
  const currency = str(pick(input, current, "currency", "EUR"), `${path}.currency`, 3, /^[A-Z]{3}$/, "must be a 3-letter currency code");
  if (!currency) fail(`${path}.currency is required`);
  const period = pick(input, current, "period", defaults.period);
  if (period !== "month" && period !== "year") fail(`${path}.period must be month or year`);
  return { name, price: Math.round(price * 100) / 100, currency, period };
}

function plans(input, current) {
  /** @type {Record<string, any>} */
  const value = {};
  for (const id of PLAN_IDS) {
    const [inPlan, curPlan] = group(input, current, id);
    value[id] = plan(inPlan, curPlan, id, PLAN_DEFAULTS[id]);
  }
  return value;
}

function group(input, current, name) {
  const v = pick(input, {}, name, undefined);
  if (v !== undefined && !isObj(v)) fail(`${name} must be an object`);
  return [v, pick(current, {}, name, {})];
}

function site(input, current) {
  if (input !== undefined && !isObj(input)) fail("site must be an object");
  const siteName = str(pick(input, current, "site_name", "Reelhouse"), "site_name", 100);
  if (!siteName) fail("site_name is required");
  const supportEmail = str(pick(input, current, "support_email", ""), "support_email", 200, EMAIL, "must be a valid email address");
  const [inSepa, curSepa] = group(input, current, "sepa");
  const [inCust, curCust] = group(input, current, "custodian");
  const text = (i, c, key, path, max, re, reText) => str(pick(i, c, key, ""), path, max, re, reText);
  // Unverified members may not comment or rate: true/false, or null = on when SMTP is set up.
  const requireVerified = pick(input, current, "require_verified", null);
  if (requireVerified !== null && typeof requireVerified !== "boolean") fail("require_verified must be true, false or null");
  return {
    site_name: siteName,
    require_verified: requireVerified,
    headline: text(input, current, "headline", "headline", 200),
    tagline: text(input, current, "tagline", "tagline", 300),
    support_email: supportEmail,
    sepa: {
      account_holder: text(inSepa, curSepa, "account_holder", "sepa.account_holder", 100),
      iban: text(inSepa, curSepa, "iban", "sepa.iban", 42, /^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{10,36}$/, "must be a valid IBAN"),
      bic: text(inSepa, curSepa, "bic", "sepa.bic", 11, /^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "must be a valid BIC"),
      bank_name: text(inSepa, curSepa, "bank_name", "sepa.bank_name", 100),
    },
    // The terms creators accept (/creator/terms); empty means the PWA's default text.
    creator_terms: text(input, current, "creator_terms", "creator_terms", 20000),
    custodian: {
      name: text(inCust, curCust, "name", "custodian.name", 100),
      title: text(inCust, curCust, "title", "custodian.title", 100),
      address: text(inCust, curCust, "address", "custodian.address", 500),
    },
  };
}

// Embedding (issue 41 §1): whether other sites may frame /embed/{slug} (on: any, off: none,
// listed: these origins; internal/web/embed_page.go turns it into frame-ancestors). A
// listed site is an https origin (scheme, host, optional port: nothing that could add a
// CSP source or directive), at most 50 of them, each at most 200 characters.
const EMBED_MODES = ["on", "off", "listed"];
const MAX_EMBED_SITES = 50;
const MAX_EMBED_SITE_LENGTH = 200;
const LABEL = "[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";
const HTTPS_ORIGIN = new RegExp(`^https://${LABEL}(?:\\.${LABEL})*(?::[0-9]{1,5})?$`);
function embedding(input, current) {
  const mode = pick(input, current, "mode", "on");
  if (EMBED_MODES.indexOf(mode) < 0) fail("mode must be on, off or listed");
  const sites = pick(input, current, "sites", []);
  if (!Array.isArray(sites)) fail("sites must be a list of origins");
  if (sites.length > MAX_EMBED_SITES) fail(`sites may list at most ${MAX_EMBED_SITES} sites`);
  const out = [];
  sites.forEach((site, i) => {
    if (typeof site !== "string") fail(`sites[${i}] must be an origin such as https://blog.example`);
    const origin = site.trim().replace(/\/$/, "").toLowerCase();
    if (origin.length > MAX_EMBED_SITE_LENGTH) fail(`sites[${i}] must be at most ${MAX_EMBED_SITE_LENGTH} characters`);
    if (!HTTPS_ORIGIN.test(origin)) fail(`sites[${i}] must be an https origin such as https://blog.example`);
    if (out.indexOf(origin) < 0) out.push(origin);
  });
  if (mode === "listed" && out.length === 0) fail("sites must list at least one site when only listed sites may embed");
  return { mode, sites: out };
}

const VALIDATORS = { cdn_preferences: cdn, ad_preferences: ads, site, plans, embedding };

/**
 * @param {string} key @param {unknown} input submitted value @param {unknown} current stored value
 * @returns {{ value?: any, error?: string, code?: string, values?: Record<string, unknown> }}
 */
function validateSetting(key, input, current) {
  const fn = VALIDATORS[key];
  if (!fn) return { code: "setting_unknown", error: "Unknown setting" };
  if (input !== undefined && !isObj(input)) return { code: "setting_not_object", error: "The setting value must be an object" };
  try {
    return { value: fn(input, isObj(current) ? current : {}) };
  } catch (err) {
    // One code for every field rule: the English detail names the field (admins only).
    if (err instanceof SettingError) return { code: "setting_invalid", values: { detail: err.message }, error: err.message };
    throw err;
  }
}

/** A secret value as entered: trimmed, at most 4000 characters, printable. */
function validateSecret(key, value) {
  if (SECRET_KEYS.indexOf(key) < 0) return { code: "secret_unknown", error: "Unknown secret" };
  if (typeof value !== "string") return { code: "secret_not_text", error: "value must be a string" };
  const v = value.trim();
  if (v.length > 4000) return { code: "secret_too_long", values: { max: 4000 }, error: "value must be at most 4000 characters" };
  if (/[\u0000-\u001f\u007f]/.test(v)) return { code: "secret_control_characters", error: "value must not contain control characters" };
  return { value: v };
}

module.exports = { PUBLIC_KEYS, SECRET_KEYS, normalisePlayerOrder, validateSetting, validateSecret };
