/// <reference path="../.tmp/pb-types/types.d.ts" />
// Rows every install needs, demo or not: the two virtual categories, default settings
// (every integration off until an admin configures it) and empty server-only secrets.

migrate((app) => {
  const put = (collectionName, data) => {
    const record = new Record(app.findCollectionByNameOrId(collectionName));
    record.load(data);
    app.save(record);
  };

  put("categories", { slug: "trending", name: "Trending", protected: true, description: "What people are watching right now." });
  put("categories", { slug: "newest", name: "Newest", protected: true, description: "The latest uploads." });

  put("settings", {
    key: "cdn_preferences",
    public: true,
    value: {
      use_local: true,
      use_doodstream: true,
      use_vidguard: true,
      use_streamtape: true,
      player_order: ["local", "doodstream", "vidguard", "streamtape"],
    },
  });

  const zone = () => ({ enabled: false, zone_id: "", zone_class: "" });
  put("settings", {
    key: "ad_preferences",
    public: true,
    value: {
      enabled: false,
      desktop: { skyscraper: zone(), sticky_banner: zone(), instant_messenger: zone(), fullpage_interstitial: zone(), popunder: zone() },
      mobile: { sticky_banner: zone(), instant_messenger: zone(), fullpage_interstitial: zone(), popunder: zone() },
      juicyads: { banner: zone(), popunder: { enabled: false, script_url: "" } },
    },
  });

  put("settings", {
    key: "site",
    public: true,
    value: {
      site_name: "Reelhouse",
      headline: "Watch, rate and share",
      tagline: "Over 100,000 videos, free to browse.",
      support_email: "support@example.com",
      plans: { monthly: { amount: 9.99, currency: "EUR" }, yearly: { amount: 99.99, currency: "EUR" } },
      sepa: { account_holder: "", iban: "", bic: "", bank_name: "" },
      custodian: { name: "", title: "Custodian of Records", address: "" },
    },
  });

  // Base URLs are not secret, but only the server uses them: a non-public row.
  put("settings", {
    key: "integrations",
    public: false,
    value: {
      doodstream_base: "https://doodapi.com/api",
      vidguard_base: "https://api.vidguard.to",
      streamtape_base: "https://api.streamtape.com",
      coinpayments_action: "https://www.coinpayments.net/index.php",
    },
  });

  for (const key of [
    "doodstream_api_key",
    "vidguard_api_key",
    "streamtape_login",
    "streamtape_key",
    "coinpayments_merchant",
    "coinpayments_ipn_secret",
  ]) {
    put("secrets", { key, value: "" });
  }
  // Signs short-lived playback tokens; unique per install.
  put("secrets", { key: "playback_signing_key", value: $security.randomString(48) });
}, (app) => {
  const db = app.db();
  db.newQuery("DELETE FROM secrets").execute();
  db.newQuery("DELETE FROM settings").execute();
  db.newQuery("DELETE FROM categories WHERE slug IN ('trending', 'newest')").execute();
});
