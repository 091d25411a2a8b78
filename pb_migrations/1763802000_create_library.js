/// <reference path="../.tmp/pb-types/types.d.ts" />
// A member's own library (issue 22): favourites, watch later, watch history, playlists
// and follows. Rules: a member reads only their own rows; nobody writes through the
// collection API (null): every write goes through /api/reelhouse/library (internal/library),
// which checks the video, the limits and the throttle. Rows go with their member
// (cascadeDelete), so deleting the account deletes the history.
// Derived counts are SQL triggers on the row tables: they change in the statement that
// inserts or deletes the row, so always in its transaction, and a repeated toggle (the
// unique pair index refuses the second row) can never inflate them.

const OWN = (field) => `@request.auth.id != "" && ${field} = @request.auth.id`;

migrate((app) => {
  const idOf = (name) => app.findCollectionByNameOrId(name).id;
  const rel = (name, target, opts) =>
    Object.assign({ name, type: "relation", collectionId: idOf(target), maxSelect: 1, cascadeDelete: true, required: true }, opts);
  const timestamps = [
    { name: "created", type: "autodate", onCreate: true, onUpdate: false },
    { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
  ];
  const create = (def) => {
    const c = new Collection(Object.assign({ type: "base", createRule: null, updateRule: null, deleteRule: null }, def, { fields: def.fields.concat(timestamps) }));
    app.save(c);
    return c;
  };
  const pairList = (name) =>
    create({
      name,
      fields: [rel("member", "users"), rel("video", "videos")],
      indexes: [
        `CREATE UNIQUE INDEX idx_${name}_pair ON ${name} (member, video)`,
        `CREATE INDEX idx_${name}_member_created ON ${name} (member, created)`,
        `CREATE INDEX idx_${name}_video ON ${name} (video)`,
      ],
      listRule: OWN("member"),
      viewRule: OWN("member"),
    });
  pairList("favourites");
  pairList("watch_later");

  create({
    name: "watch_history",
    fields: [
      rel("member", "users"),
      rel("video", "videos"),
      { name: "position", type: "number", min: 0 },
      { name: "duration", type: "number", min: 0 },
      { name: "finished", type: "bool" },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_watch_history_pair ON watch_history (member, video)",
      "CREATE INDEX idx_watch_history_member_updated ON watch_history (member, updated)",
      // Continue watching: the unfinished ones, newest first.
      "CREATE INDEX idx_watch_history_member_finished_updated ON watch_history (member, finished, updated)",
      "CREATE INDEX idx_watch_history_video ON watch_history (video)",
    ],
    listRule: OWN("member"),
    viewRule: OWN("member"),
  });

  const PLAYLIST_READ = `visibility = "public" || (${OWN("owner")})`;
  create({
    name: "playlists",
    fields: [
      rel("owner", "users"),
      { name: "title", type: "text", required: true, min: 1, max: 100 },
      { name: "description", type: "text", max: 2000 },
      { name: "visibility", type: "select", required: true, values: ["private", "unlisted", "public"], maxSelect: 1 },
      { name: "slug", type: "text", required: true, min: 1, max: 40, pattern: "^[a-z0-9-]+$" },
      { name: "item_count", type: "number", onlyInt: true, min: 0 },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_playlists_slug ON playlists (slug)",
      "CREATE INDEX idx_playlists_owner_updated ON playlists (owner, updated)",
      "CREATE INDEX idx_playlists_owner_visibility ON playlists (owner, visibility, updated)",
    ],
    // Unlisted ones are served by slug only (GET /api/reelhouse/library/playlists/{slug}).
    listRule: PLAYLIST_READ,
    viewRule: PLAYLIST_READ,
  });
  const ITEM_READ = `playlist.visibility = "public" || (@request.auth.id != "" && playlist.owner = @request.auth.id)`;
  create({
    name: "playlist_items",
    fields: [rel("playlist", "playlists"), rel("video", "videos"), { name: "position", type: "number", onlyInt: true, min: 0 }],
    indexes: [
      "CREATE UNIQUE INDEX idx_playlist_items_pair ON playlist_items (playlist, video)",
      "CREATE INDEX idx_playlist_items_playlist_position ON playlist_items (playlist, position)",
      "CREATE INDEX idx_playlist_items_video ON playlist_items (video)",
    ],
    listRule: ITEM_READ,
    viewRule: ITEM_READ,
  });

  create({
    name: "follows",
    fields: [rel("follower", "users"), rel("creator", "users")],
    indexes: [
      "CREATE UNIQUE INDEX idx_follows_pair ON follows (follower, creator)",
      "CREATE INDEX idx_follows_follower_created ON follows (follower, created)",
      // The publish fan-out pages the followers of one creator by id.
      "CREATE INDEX idx_follows_creator_id ON follows (creator, id)",
    ],
    listRule: OWN("follower"),
    viewRule: OWN("follower"),
  });

  // Users: a "pause history" switch and a creator's bio (the avatar field is PocketBase's own).
  const users = app.findCollectionByNameOrId("users");
  users.fields.add(new BoolField({ name: "pause_history" }));
  users.fields.add(new TextField({ name: "bio", max: 1000 }));
  app.save(users);

  const run = (sql) => app.db().newQuery(sql).execute();
  run("CREATE TABLE video_favourite_counts (video TEXT PRIMARY KEY NOT NULL, n INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID");
  run("CREATE TABLE creator_follower_counts (creator TEXT PRIMARY KEY NOT NULL, n INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID");
  run(`CREATE TRIGGER favourites_count_add AFTER INSERT ON favourites BEGIN
      INSERT INTO video_favourite_counts (video, n) VALUES (new.video, 1) ON CONFLICT (video) DO UPDATE SET n = n + 1;
    END`);
  run(`CREATE TRIGGER favourites_count_remove AFTER DELETE ON favourites BEGIN
      UPDATE video_favourite_counts SET n = MAX(n - 1, 0) WHERE video = old.video;
    END`);
  run(`CREATE TRIGGER follows_count_add AFTER INSERT ON follows BEGIN
      INSERT INTO creator_follower_counts (creator, n) VALUES (new.creator, 1) ON CONFLICT (creator) DO UPDATE SET n = n + 1;
    END`);
  run(`CREATE TRIGGER follows_count_remove AFTER DELETE ON follows BEGIN
      UPDATE creator_follower_counts SET n = MAX(n - 1, 0) WHERE creator = old.creator;
    END`);
  run(`CREATE TRIGGER playlist_items_count_add AFTER INSERT ON playlist_items BEGIN
      UPDATE playlists SET item_count = item_count + 1 WHERE id = new.playlist;
    END`);
  run(`CREATE TRIGGER playlist_items_count_remove AFTER DELETE ON playlist_items BEGIN
      UPDATE playlists SET item_count = MAX(item_count - 1, 0) WHERE id = old.playlist;
    END`);
}, (app) => {
  const run = (sql) => app.db().newQuery(sql).execute();
  for (const t of ["favourites_count_add", "favourites_count_remove", "follows_count_add", "follows_count_remove", "playlist_items_count_add", "playlist_items_count_remove"]) {
    run(`DROP TRIGGER IF EXISTS ${t}`);
  }
  run("DROP TABLE IF EXISTS video_favourite_counts");
  run("DROP TABLE IF EXISTS creator_follower_counts");
  for (const name of ["playlist_items", "playlists", "favourites", "watch_later", "watch_history", "follows"]) {
    app.delete(app.findCollectionByNameOrId(name));
  }
  const users = app.findCollectionByNameOrId("users");
  users.fields.removeByName("pause_history");
  users.fields.removeByName("bio");
  app.save(users);
});
