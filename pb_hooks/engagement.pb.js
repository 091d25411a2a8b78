/// <reference path="../.tmp/pb-types/types.d.ts" />
// Ratings, comments and comment likes keep their counters by recounting (lib/derived.js).

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountRatings(e.app, e.record.getString("video"));
  e.next();
}, "video_ratings");
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountRatings(e.app, e.record.getString("video"));
  e.next();
}, "video_ratings");
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountRatings(e.app, e.record.getString("video"));
  e.next();
}, "video_ratings");

onRecordValidate((e) => {
  const record = e.record;
  record.set("content", record.getString("content").trim());
  if (record.isNew() || record.original().getString("user") !== record.getString("user")) {
    const user = e.app.findRecordById("users", record.getString("user"));
    record.set("username", user.getString("username"));
  }
  e.next();
}, "comments");
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountComments(e.app, e.record.getString("video"));
  e.next();
}, "comments");
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountComments(e.app, e.record.getString("video"));
  e.next();
}, "comments");

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountCommentLikes(e.app, e.record.getString("comment"));
  e.next();
}, "comment_likes");
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/derived.js`).recountCommentLikes(e.app, e.record.getString("comment"));
  e.next();
}, "comment_likes");
