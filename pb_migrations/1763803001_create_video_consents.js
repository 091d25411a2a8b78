/// <reference path="../.tmp/pb-types/types.d.ts" />
// Consent records (issue 23): the people in a video, each with a stage name, the
// creator's confirmation that they are 18+ and consented, and a release document stored
// like the creators' ID documents: a protected file, checked by its bytes and stripped of
// metadata (internal/moderation), readable by admins only (the view rule gates the
// protected file; its file tokens live 180 s).
migrate(
  (app) => {
    const ADMIN = '@request.auth.roles:each ?= "admin"';
    const videos = app.findCollectionByNameOrId("videos");
    const users = app.findCollectionByNameOrId("users");
    // The fields as plain JSON (the typings want Field objects; the constructor takes both).
    const c = new Collection(/** @type {any} */ ({
      type: "base",
      name: "video_consents",
      fields: [
        { name: "video", type: "relation", collectionId: videos.id, maxSelect: 1, required: true, cascadeDelete: true },
        { name: "creator", type: "relation", collectionId: users.id, maxSelect: 1, required: true },
        { name: "stage_name", type: "text", min: 1, max: 100, required: true },
        { name: "adult", type: "bool", required: true },
        { name: "consented", type: "bool", required: true },
        { name: "release", type: "file", maxSelect: 1, maxSize: 10 * 1024 * 1024, mimeTypes: ["image/jpeg", "image/png", "image/webp"], protected: true, required: true },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      ],
      indexes: ["CREATE INDEX idx_video_consents_video ON video_consents (video)", "CREATE INDEX idx_video_consents_creator ON video_consents (creator, created)"],
      listRule: ADMIN,
      viewRule: ADMIN,
      // The video's own creator, for themselves, confirming both statements.
      createRule:
        '@request.auth.id != "" && @request.body.creator = @request.auth.id && video.creator = @request.auth.id && @request.body.adult = true && @request.body.consented = true',
      updateRule: null,
      deleteRule: ADMIN,
    }));
    app.save(c);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("video_consents"));
  },
);
