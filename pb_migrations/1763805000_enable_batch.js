/// <reference path="../.tmp/pb-types/types.d.ts" />
// Turns on PocketBase's batch API (off by default) for the video manager's bulk delete and
// bulk premium on/off, which must be all or nothing (issue 28 §4). What a batch may hold is
// narrowed to those writes by internal/batchguard; each sub-request still passes its
// collection's rules and record hooks, in one transaction.
//
// maxRequests: a selection may span pages of the manager (12 a page); a larger one is
// refused whole (400). timeout: deleting a video removes its derived rows too.
// maxBodySize: 100 sub-requests of a few hundred bytes each.

migrate((app) => {
  const settings = app.settings();
  settings.batch.enabled = true;
  settings.batch.maxRequests = 100;
  settings.batch.timeout = 30;
  settings.batch.maxBodySize = 64 * 1024;
  app.save(settings);
}, (app) => {
  const settings = app.settings();
  settings.batch.enabled = false;
  app.save(settings);
});
