/// <reference path="../.tmp/pb-types/types.d.ts" />
// Public playlists in the sitemap (issue 22 item 3): the sitemap counts them and reads them
// keyset-paged by id; a partial index holds only the public ones, so neither scans the
// member's private and unlisted playlists (50,000+ rows in the big seed).

migrate((app) => {
  const playlists = app.findCollectionByNameOrId("playlists");
  playlists.addIndex("idx_playlists_public_id", false, "id", "visibility = 'public'");
  app.save(playlists);
}, (app) => {
  const playlists = app.findCollectionByNameOrId("playlists");
  playlists.removeIndex("idx_playlists_public_id");
  app.save(playlists);
});
