/// <reference path="../.tmp/pb-types/types.d.ts" />
// The whole initial schema. Rules are explicit on every collection (null = server only).
// Why each shape was chosen: docs/data-model.md.

// roles is a multi-select: in v0.39 `@request.auth.roles ?= x` never matches; `:each ?=` does.
const ADMIN = '@request.auth.roles:each ?= "admin"';
const PREMIUM = '(@request.auth.roles:each ?= "premium" || @request.auth.premium_until > @now)';
const SIGNED_IN = '@request.auth.id != ""';

const text = (name, opts) => Object.assign({ name, type: "text", max: 0 }, opts);
const num = (name, opts) => Object.assign({ name, type: "number" }, opts);
const bool = (name) => ({ name, type: "bool" });
const date = (name) => ({ name, type: "date" });
const json = (name) => ({ name, type: "json", maxSize: 200000 });
const select = (name, values, opts) => Object.assign({ name, type: "select", values, maxSelect: 1 }, opts);
const timestamps = () => [
  { name: "created", type: "autodate", onCreate: true, onUpdate: false },
  { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
];
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const MB = 1024 * 1024;

migrate((app) => {
  const idOf = (name) => app.findCollectionByNameOrId(name).id;
  const rel = (name, target, opts) =>
    Object.assign({ name, type: "relation", collectionId: idOf(target), maxSelect: 1, cascadeDelete: false }, opts);

  const create = (def) => {
    const fields = (def.fields || []).concat(timestamps());
    const c = new Collection(Object.assign({ type: "base" }, def, { fields }));
    app.save(c);
    return c;
  };

  // ---- users (extend the built-in auth collection) ----
  const users = app.findCollectionByNameOrId("users");
  users.fields.add(new TextField({ name: "username", required: true, min: 3, max: 20, pattern: "^[a-z0-9_]+$" }));
  users.fields.add(new SelectField({ name: "roles", values: ["admin", "creator", "premium"], maxSelect: 3 }));
  users.fields.add(new DateField({ name: "premium_until" }));
  users.fields.getByName("password").min = 6;
  users.addIndex("idx_users_username", true, "username", "");
  const SELF_FIELDS_LOCKED = '@request.body.roles:isset = false && @request.body.premium_until:isset = false';
  // A username change must verify the current password: that is the account route's job.
  const SELF_UPDATE = `${SELF_FIELDS_LOCKED} && @request.body.username:isset = false`;
  users.listRule = `id = @request.auth.id || ${ADMIN}`;
  users.viewRule = `id = @request.auth.id || ${ADMIN}`;
  users.createRule = `${SELF_FIELDS_LOCKED} || ${ADMIN}`;
  users.updateRule = `(id = @request.auth.id && ${SELF_UPDATE}) || ${ADMIN}`;
  users.deleteRule = ADMIN;
  users.manageRule = ADMIN;
  app.save(users);

  // ---- catalog ----
  create({
    name: "categories",
    fields: [
      text("slug", { required: true, min: 2, max: 50, pattern: "^[a-z0-9-]+$" }),
      text("name", { required: true, min: 2, max: 50 }),
      text("description", { max: 2000 }),
      text("meta_title", { max: 60 }),
      text("meta_description", { max: 160 }),
      bool("protected"),
      num("video_count", { onlyInt: true, min: 0 }),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_categories_slug ON categories (slug)",
      "CREATE INDEX idx_categories_name ON categories (name)",
    ],
    listRule: "",
    viewRule: "",
    createRule: `${ADMIN} && @request.body.protected:isset = false && @request.body.video_count:isset = false`,
    updateRule: `${ADMIN} && protected = false && @request.body.protected:isset = false && @request.body.video_count:isset = false`,
    deleteRule: `${ADMIN} && protected = false`,
  });

  create({
    name: "featured_categories",
    fields: [rel("category", "categories", { required: true, cascadeDelete: true }), num("display_order", { onlyInt: true, min: 0 })],
    indexes: [
      "CREATE UNIQUE INDEX idx_featured_category ON featured_categories (category)",
      "CREATE INDEX idx_featured_order ON featured_categories (display_order)",
    ],
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  create({
    name: "premium_categories",
    fields: [
      text("name", { required: true, min: 2, max: 50 }),
      text("slug", { required: true, min: 2, max: 50, pattern: "^[a-z0-9-]+$" }),
      text("meta_title", { max: 60 }),
      text("meta_description", { max: 160 }),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_premium_categories_slug ON premium_categories (slug)",
      "CREATE INDEX idx_premium_categories_name ON premium_categories (name)",
    ],
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  const CREATOR_OWN = '@request.auth.roles:each ?= "creator" && creator = @request.auth.id';
  create({
    name: "videos",
    fields: [
      text("title", { required: true, min: 1, max: 200 }),
      text("slug", { required: true, min: 1, max: 220, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }),
      text("description", { max: 5000 }),
      text("author", { required: true, min: 1, max: 100 }),
      num("duration", { min: 0 }),
      text("license", { max: 200 }),
      { name: "thumbnail", type: "file", maxSelect: 1, maxSize: 5 * MB, mimeTypes: IMAGE_TYPES, thumbs: ["320x180", "640x360"] },
      // A path under this site (seeded or uploaded) or a full URL of an external thumbnail.
      text("thumbnail_url", { max: 500 }),
      rel("creator", "users"),
      rel("categories", "categories", { maxSelect: 50 }),
      bool("is_premium"),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_videos_slug ON videos (slug)",
      "CREATE INDEX idx_videos_created ON videos (created)",
      "CREATE INDEX idx_videos_creator_created ON videos (creator, created)",
      "CREATE INDEX idx_videos_author ON videos (author)",
    ],
    listRule: "",
    viewRule: "",
    createRule: `${ADMIN} || (@request.auth.roles:each ?= "creator" && @request.body.creator = @request.auth.id && @request.body.is_premium:isset = false)`,
    updateRule: `${ADMIN} || (${CREATOR_OWN} && @request.body.creator:isset = false && @request.body.is_premium:isset = false)`,
    deleteRule: `${ADMIN} || (${CREATOR_OWN})`,
  });

  // The creator clause needs the auth check: for a visitor both sides are empty and would match.
  const CAN_PLAY = `(video.is_premium = false || ${PREMIUM} || ${ADMIN} || (${SIGNED_IN} && video.creator = @request.auth.id))`;
  const OWNS_VIDEO = `(${ADMIN} || (@request.auth.roles:each ?= "creator" && video.creator = @request.auth.id))`;
  create({
    name: "video_sources",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      {
        name: "file",
        type: "file",
        maxSelect: 1,
        maxSize: 4096 * MB,
        protected: true,
        mimeTypes: ["video/mp4", "video/quicktime", "video/x-msvideo", "video/webm"],
      },
      { name: "doodstream_url", type: "url" },
      { name: "vidguard_url", type: "url" },
      { name: "streamtape_url", type: "url" },
    ],
    indexes: ["CREATE UNIQUE INDEX idx_video_sources_video ON video_sources (video)"],
    listRule: CAN_PLAY,
    viewRule: CAN_PLAY,
    createRule: OWNS_VIDEO,
    updateRule: `${OWNS_VIDEO} && @request.body.video:isset = false`,
    deleteRule: OWNS_VIDEO,
  });

  create({
    name: "video_categories",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      rel("category", "categories", { required: true, cascadeDelete: true }),
      date("video_created"),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_video_categories_pair ON video_categories (video, category)",
      "CREATE INDEX idx_video_categories_listing ON video_categories (category, video_created)",
    ],
    listRule: "",
    viewRule: "",
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  create({
    name: "premium_videos",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      rel("categories", "premium_categories", { maxSelect: 50 }),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_premium_videos_video ON premium_videos (video)",
      "CREATE INDEX idx_premium_videos_created ON premium_videos (created)",
    ],
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  const counter = (name) => num(name, { onlyInt: true, min: 0 });
  create({
    name: "video_stats",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      counter("views"),
      counter("likes"),
      counter("dislikes"),
      num("rating", { min: 0, max: 5 }),
      counter("total_ratings"),
      counter("comments"),
      num("trending_score", { min: 0 }),
      date("video_created"),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_video_stats_video ON video_stats (video)",
      "CREATE INDEX idx_video_stats_trending ON video_stats (trending_score, video_created)",
    ],
    listRule: "",
    viewRule: "",
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  create({
    name: "video_views",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      text("viewer", { required: true, max: 100 }),
      num("bucket", { onlyInt: true }),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_video_views_once ON video_views (video, viewer, bucket)",
      "CREATE INDEX idx_video_views_created ON video_views (created)",
    ],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  create({
    name: "views_monthly",
    fields: [text("scope", { required: true, max: 20 }), text("month", { required: true, pattern: "^\\d{4}-\\d{2}$" }), counter("views")],
    indexes: ["CREATE UNIQUE INDEX idx_views_monthly_scope_month ON views_monthly (scope, month)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  // ---- engagement ----
  create({
    name: "video_ratings",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      rel("user", "users", { required: true, cascadeDelete: true }),
      select("rating_type", ["like", "dislike"], { required: true }),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_video_ratings_once ON video_ratings (video, user)",
      "CREATE INDEX idx_video_ratings_user ON video_ratings (user)",
      "CREATE INDEX idx_video_ratings_type ON video_ratings (video, rating_type)",
    ],
    listRule: "user = @request.auth.id",
    viewRule: "user = @request.auth.id",
    createRule: `${SIGNED_IN} && @request.body.user = @request.auth.id`,
    updateRule: "user = @request.auth.id && @request.body.user:isset = false && @request.body.video:isset = false",
    deleteRule: "user = @request.auth.id",
  });

  create({
    name: "comments",
    fields: [
      rel("video", "videos", { required: true, cascadeDelete: true }),
      rel("user", "users", { required: true, cascadeDelete: true }),
      text("username", { max: 20 }),
      text("content", { required: true, min: 1, max: 5000 }),
      counter("like_count"),
    ],
    indexes: [
      "CREATE INDEX idx_comments_video_created ON comments (video, created)",
      "CREATE INDEX idx_comments_user ON comments (user)",
    ],
    listRule: "",
    viewRule: "",
    createRule: `${SIGNED_IN} && @request.body.user = @request.auth.id && @request.body.like_count:isset = false`,
    updateRule:
      "user = @request.auth.id && @request.body.user:isset = false && @request.body.video:isset = false && @request.body.like_count:isset = false && @request.body.username:isset = false",
    deleteRule: `user = @request.auth.id || ${ADMIN}`,
  });

  create({
    name: "comment_likes",
    fields: [rel("comment", "comments", { required: true, cascadeDelete: true }), rel("user", "users", { required: true, cascadeDelete: true })],
    indexes: ["CREATE UNIQUE INDEX idx_comment_likes_once ON comment_likes (comment, user)", "CREATE INDEX idx_comment_likes_user ON comment_likes (user)"],
    listRule: "user = @request.auth.id",
    viewRule: "user = @request.auth.id",
    createRule: `${SIGNED_IN} && @request.body.user = @request.auth.id`,
    updateRule: null,
    deleteRule: "user = @request.auth.id",
  });

  create({
    name: "notifications",
    fields: [
      rel("recipient", "users", { required: true, cascadeDelete: true }),
      text("subject", { required: true, min: 1, max: 200 }),
      text("content", { required: true, min: 1, max: 10000 }),
      rel("sender", "users"),
      { name: "sender_email", type: "email" },
      date("read_at"),
    ],
    indexes: ["CREATE INDEX idx_notifications_recipient ON notifications (recipient, read_at, created)"],
    listRule: "recipient = @request.auth.id",
    viewRule: "recipient = @request.auth.id",
    createRule: null,
    updateRule:
      "recipient = @request.auth.id && @request.body.subject:isset = false && @request.body.content:isset = false && @request.body.recipient:isset = false && @request.body.sender:isset = false && @request.body.sender_email:isset = false",
    deleteRule: null,
  });

  // ---- creators ----
  const idFile = (name) => ({ name, type: "file", maxSelect: 1, maxSize: 10 * MB, protected: true, mimeTypes: IMAGE_TYPES });
  create({
    name: "creator_requests",
    fields: [
      rel("user", "users", { required: true, cascadeDelete: true }),
      select("status", ["pending", "approved", "rejected", "revoked"], { required: true }),
      idFile("id_document"),
      idFile("id_selfie"),
      bool("documents_revoked"),
      text("notes", { max: 2000 }),
      date("reviewed_at"),
      rel("reviewed_by", "users"),
    ],
    indexes: ["CREATE INDEX idx_creator_requests_user ON creator_requests (user, created)", "CREATE INDEX idx_creator_requests_status ON creator_requests (status, created)"],
    listRule: ADMIN,
    viewRule: ADMIN,
    createRule: `${SIGNED_IN} && @request.body.user = @request.auth.id && @request.body.status = "pending" && @request.body.notes:isset = false && @request.body.reviewed_at:isset = false && @request.body.reviewed_by:isset = false && @request.body.documents_revoked:isset = false`,
    updateRule: null,
    deleteRule: null,
  });

  create({
    name: "creator_request_history",
    fields: [
      rel("user", "users", { required: true, cascadeDelete: true }),
      rel("request", "creator_requests", { cascadeDelete: true }),
      select("action", ["submitted", "approved", "rejected", "revoked"], { required: true }),
      text("notes", { max: 2000 }),
      rel("actor", "users"),
    ],
    indexes: ["CREATE INDEX idx_creator_request_history_user ON creator_request_history (user, created)"],
    listRule: ADMIN,
    viewRule: ADMIN,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  // ---- payments ----
  create({
    name: "payments",
    fields: [
      rel("user", "users", { required: true, cascadeDelete: true }),
      select("plan", ["monthly", "yearly"], { required: true }),
      num("amount", { required: true, min: 0 }),
      text("currency", { required: true, pattern: "^[A-Z]{3}$" }),
      select("method", ["sepa", "crypto"], { required: true }),
      select("status", ["pending", "completed", "failed"], { required: true }),
      text("reference", { required: true, max: 40 }),
      text("txn_id", { max: 100 }),
      date("completed_at"),
      rel("confirmed_by", "users"),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_payments_reference ON payments (reference)",
      "CREATE INDEX idx_payments_user ON payments (user, created)",
      "CREATE INDEX idx_payments_status ON payments (status, created)",
    ],
    listRule: `user = @request.auth.id || ${ADMIN}`,
    viewRule: `user = @request.auth.id || ${ADMIN}`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  create({
    name: "payment_events",
    fields: [
      text("provider", { required: true, max: 40 }),
      text("event_id", { max: 120 }),
      text("txn_id", { max: 120 }),
      text("reference", { max: 40 }),
      num("status", {}),
      bool("applied"),
      json("payload"),
    ],
    indexes: ["CREATE INDEX idx_payment_events_txn ON payment_events (provider, txn_id)", "CREATE INDEX idx_payment_events_reference ON payment_events (reference)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  // ---- content ----
  create({
    name: "blogs",
    fields: [
      text("title", { required: true, min: 1, max: 200 }),
      text("slug", { required: true, min: 1, max: 220, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }),
      text("content", { max: 500000 }),
      text("content_html", { max: 1000000 }),
      { name: "featured_image", type: "file", maxSelect: 1, maxSize: 10 * MB, mimeTypes: IMAGE_TYPES, thumbs: ["640x360"] },
      text("meta_title", { max: 60 }),
      text("meta_description", { max: 160 }),
      bool("published"),
      date("published_at"),
      rel("author", "users"),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_blogs_slug ON blogs (slug)",
      "CREATE INDEX idx_blogs_published ON blogs (published, published_at)",
      "CREATE INDEX idx_blogs_created ON blogs (created)",
    ],
    listRule: `published = true || ${ADMIN}`,
    viewRule: `published = true || ${ADMIN}`,
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  create({
    name: "partners",
    fields: [
      text("name", { required: true, min: 1, max: 100 }),
      { name: "url", type: "url", required: true },
      text("description", { max: 500 }),
      { name: "banner", type: "file", maxSelect: 1, maxSize: 5 * MB, mimeTypes: IMAGE_TYPES },
      { name: "banner_url", type: "url" },
      bool("display_in_header"),
      bool("display_in_footer"),
      num("display_order", { onlyInt: true, min: 0 }),
    ],
    indexes: ["CREATE INDEX idx_partners_order ON partners (display_order)"],
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  create({
    name: "assets",
    fields: [
      { name: "file", type: "file", required: true, maxSelect: 1, maxSize: 50 * MB },
      text("name", { required: true, max: 255 }),
      text("folder", { max: 255 }),
      text("mime_type", { max: 100 }),
      num("size", { onlyInt: true, min: 0 }),
    ],
    indexes: ["CREATE INDEX idx_assets_folder_name ON assets (folder, name)"],
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  create({
    name: "asset_assignments",
    fields: [
      rel("asset", "assets", { required: true, cascadeDelete: true }),
      select("assignment_type", ["logo", "favicon", "category", "home_banner"], { required: true }),
      rel("category", "categories", { cascadeDelete: true }),
    ],
    indexes: ["CREATE UNIQUE INDEX idx_asset_assignments_slot ON asset_assignments (assignment_type, category)"],
    listRule: "",
    viewRule: "",
    createRule: ADMIN,
    updateRule: ADMIN,
    deleteRule: ADMIN,
  });

  create({
    name: "bot_users",
    fields: [rel("user", "users", { required: true, cascadeDelete: true })],
    indexes: ["CREATE UNIQUE INDEX idx_bot_users_user ON bot_users (user)"],
    listRule: ADMIN,
    viewRule: ADMIN,
    createRule: null,
    updateRule: null,
    deleteRule: ADMIN,
  });

  // ---- settings ----
  create({
    name: "settings",
    fields: [text("key", { required: true, max: 60, pattern: "^[a-z_]+$" }), json("value"), bool("public")],
    indexes: ["CREATE UNIQUE INDEX idx_settings_key ON settings (key)"],
    listRule: `public = true || ${ADMIN}`,
    viewRule: `public = true || ${ADMIN}`,
    createRule: ADMIN,
    updateRule: `${ADMIN} && @request.body.key:isset = false`,
    deleteRule: null,
  });

  // Server-only: no API rule opens it, not even to admins (superusers use the dashboard).
  create({
    name: "secrets",
    fields: [text("key", { required: true, max: 60, pattern: "^[a-z_]+$" }), text("value", { max: 4000 })],
    indexes: ["CREATE UNIQUE INDEX idx_secrets_key ON secrets (key)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });

  // ---- full-text search, kept in sync by triggers so raw bulk inserts are indexed too ----
  // Keyed by the record id (an FTS column matched as a token), not rowid: VACUUM may renumber rowids.
  // A prefix index for every length 2-10: the search box prefix-matches its last token on at
  // most 10 characters (lib/search.js MAX_PREFIX), and a prefix without an index of its exact
  // length makes FTS5 merge the doclists of every matching term (slow for common words).
  const db = app.db();
  db.newQuery(
    "CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10')",
  ).execute();
  // bm25 weights per column: vid (never matched), title, description, author.
  db.newQuery("INSERT INTO videos_fts (videos_fts, rank) VALUES ('rank', 'bm25(0.0, 10.0, 1.0, 4.0)')").execute();
  db.newQuery(`CREATE TRIGGER videos_fts_ai AFTER INSERT ON videos BEGIN
      INSERT INTO videos_fts (vid, title, description, author) VALUES (new.id, new.title, new.description, new.author);
    END`).execute();
  db.newQuery(`CREATE TRIGGER videos_fts_ad AFTER DELETE ON videos BEGIN
      DELETE FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"';
    END`).execute();
  db.newQuery(`CREATE TRIGGER videos_fts_au AFTER UPDATE OF title, description, author ON videos BEGIN
      DELETE FROM videos_fts WHERE videos_fts MATCH 'vid:"' || old.id || '"';
      INSERT INTO videos_fts (vid, title, description, author) VALUES (new.id, new.title, new.description, new.author);
    END`).execute();
}, (app) => {
  const db = app.db();
  db.newQuery("DROP TRIGGER IF EXISTS videos_fts_ai").execute();
  db.newQuery("DROP TRIGGER IF EXISTS videos_fts_ad").execute();
  db.newQuery("DROP TRIGGER IF EXISTS videos_fts_au").execute();
  db.newQuery("DROP TABLE IF EXISTS videos_fts").execute();
  const names = [
    "secrets", "settings", "bot_users", "asset_assignments", "assets", "partners", "blogs",
    "payment_events", "payments", "creator_request_history", "creator_requests", "notifications",
    "comment_likes", "comments", "video_ratings", "views_monthly", "video_views", "video_stats",
    "premium_videos", "video_categories", "video_sources", "videos", "premium_categories",
    "featured_categories", "categories",
  ];
  for (const name of names) {
    app.delete(app.findCollectionByNameOrId(name));
  }
  const users = app.findCollectionByNameOrId("users");
  for (const f of ["username", "roles", "premium_until"]) users.fields.removeByName(f);
  users.removeIndex("idx_users_username");
  app.save(users);
});
