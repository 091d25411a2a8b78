/// <reference path="../.tmp/pb-types/types.d.ts" />
// Catalog read routes under /api/reelhouse (docs/api.md). Handlers: lib/catalog-api.js.

routerAdd("GET", "/api/reelhouse/videos/trending", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).trending(e)));
routerAdd("GET", "/api/reelhouse/videos/newest", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).newest(e)));
routerAdd("GET", "/api/reelhouse/videos/recent", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).recentVideos(e)));
routerAdd("GET", "/api/reelhouse/videos/{slug}", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).watch(e)));
routerAdd("GET", "/api/reelhouse/videos/{slug}/similar", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).similar(e)));
routerAdd("GET", "/api/reelhouse/categories/{slug}/videos", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).category(e)));
routerAdd("GET", "/api/reelhouse/search", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).searchVideos(e)));
routerAdd("GET", "/api/reelhouse/premium/videos", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).premiumVideos(e)));
routerAdd("GET", "/api/reelhouse/creator/videos", (e) => e.json(200, require(`${__hooks}/lib/catalog-api.js`).creatorVideos(e)));
routerAdd("GET", "/api/reelhouse/stream/{videoId}", (e) => {
  require(`${__hooks}/lib/catalog-api.js`).stream(e);
});

// A changed signing key takes effect at once (the routes cache it in the app store).
onRecordAfterUpdateSuccess((e) => {
  e.app.store().remove("reelhouse.playback_signing_key");
  e.next();
}, "secrets");
