/// <reference path="../.tmp/pb-types/types.d.ts" />
// The adaptive ladder and the timeline sprite (issue 24, issue 29 §7): `hls` holds what
// the ladder jobs made ({ w, h, audio, rungs: [240, 360, …] }; null until the first rung
// exists), `sprite` whether sprite.jpg + thumbs.vtt exist, so the watch route lists only
// media that exist. Both are written by the server's jobs only: the owner's update rule
// refuses them.

migrate((app) => {
  const col = app.findCollectionByNameOrId("video_sources");
  col.fields.add(new JSONField({ name: "hls", maxSize: 4096 }));
  col.fields.add(new BoolField({ name: "sprite" }));
  col.updateRule = `${col.updateRule} && @request.body.hls:isset = false && @request.body.sprite:isset = false`;
  app.save(col);
}, (app) => {
  const col = app.findCollectionByNameOrId("video_sources");
  col.fields.removeByName("hls");
  col.fields.removeByName("sprite");
  col.updateRule = col.updateRule.replace(" && @request.body.hls:isset = false && @request.body.sprite:isset = false", "");
  app.save(col);
});
