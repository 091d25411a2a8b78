/// <reference path="../.tmp/pb-types/types.d.ts" />
// Ratings, comments and comment likes keep their counters by recounting (lib/derived.js).
// The recount runs in the *execute* hooks, inside the write's own transaction: one recount
// per write whether it comes from the collection API or a route (engagement-routes.pb.js
// reads the result in its transaction), and no write can commit with stale counters.

// (Handlers are serialized into the hook VMs, so each one states its recount itself.)

onRecordCreateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/derived.js`).recountRatings(e.app, e.record.getString("video"));
}, "video_ratings");
onRecordUpdateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/derived.js`).recountRatings(e.app, e.record.getString("video"));
}, "video_ratings");
onRecordDeleteExecute((e) => {
  e.next();
  require(`${__hooks}/lib/derived.js`).recountRatings(e.app, e.record.getString("video"));
}, "video_ratings");

// Comments: normalised, gated and counted in Go (internal/engagement/hooks.go).

onRecordCreateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/derived.js`).recountCommentLikes(e.app, e.record.getString("comment"));
}, "comment_likes");
onRecordDeleteExecute((e) => {
  e.next();
  require(`${__hooks}/lib/derived.js`).recountCommentLikes(e.app, e.record.getString("comment"));
}, "comment_likes");
