/// <reference path="../.tmp/pb-types/types.d.ts" />
// Performer records and the publish gate (issue 38 §1, internal/performers,
// docs/compliance.md "Performer records").
// performers: one record per depicted person, kept by the creator who owns it: legal name,
// stage names, date of birth, the ID check (an ID document an admin checks, or the owner's
// own approved creator application), a signed release with separate consents to recording,
// publication and download, and who verified it when. Never public: the owner and admins
// only; the protected files (ID document, release) need a 180 s file token, exactly like
// creator_requests' ID documents, and are checked by their bytes and stripped of metadata
// by the same cleaner. verified_by/verified_at are written only by the admin verify route.
// video_performers: who is in a video. Made by the performer record's owner (for their
// own or another creator's video) or an admin; internal/performers re-checks the gate of
// the video in the same transaction.
// videos: production_date (the day the age rule is checked against), records_exempt (set
// only by the operator's superuser: a catalog whose records are kept outside the site),
// agreement_version/agreement_at (the uploader's agreement accepted with the upload).
migrate(
  (app) => {
    const ADMIN = '@request.auth.roles:each ?= "admin"';
    const users = app.findCollectionByNameOrId("users");
    const videos = app.findCollectionByNameOrId("videos");
    const docTypes = ["image/jpeg", "image/png", "image/webp"];
    /** @type {any} */
    const performersDef = {
      type: "base",
      name: "performers",
      fields: [
        { name: "owner", type: "relation", collectionId: users.id, maxSelect: 1, required: true },
        { name: "slug", type: "text", max: 120 },
        { name: "legal_name", type: "text", min: 1, max: 200, required: true },
        { name: "stage_names", type: "json", maxSize: 2000 },
        { name: "date_of_birth", type: "date", required: true },
        { name: "id_method", type: "select", maxSelect: 1, values: ["document", "creator_application"], required: true },
        { name: "id_document", type: "file", maxSelect: 1, maxSize: 10 * 1024 * 1024, mimeTypes: docTypes, protected: true },
        { name: "release", type: "file", maxSelect: 1, maxSize: 10 * 1024 * 1024, mimeTypes: docTypes, protected: true },
        { name: "consent_recording", type: "bool" },
        { name: "consent_publication", type: "bool" },
        { name: "consent_download", type: "bool" },
        { name: "verified_by", type: "relation", collectionId: users.id, maxSelect: 1 },
        { name: "verified_at", type: "date" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_performers_owner ON performers (owner, created)",
        "CREATE UNIQUE INDEX idx_performers_slug ON performers (slug) WHERE slug != ''",
        "CREATE INDEX idx_performers_unverified ON performers (created) WHERE verified_at = ''",
      ],
      listRule: `owner = @request.auth.id || ${ADMIN}`,
      viewRule: `owner = @request.auth.id || ${ADMIN}`,
      // A creator, for themselves; verification and the slug are the server's.
      createRule:
        '@request.auth.id != "" && (@request.auth.roles:each ?= "creator" || @request.auth.roles:each ?= "admin") && @request.body.owner = @request.auth.id && @request.body.verified_by:isset = false && @request.body.verified_at:isset = false && @request.body.slug:isset = false',
      updateRule:
        `${ADMIN} || (owner = @request.auth.id && @request.body.owner:isset = false && @request.body.verified_by:isset = false && @request.body.verified_at:isset = false && @request.body.slug:isset = false)`,
      // Records are kept (18 U.S.C. §2257: seven years): only an admin deletes one.
      deleteRule: ADMIN,
    };
    const performers = new Collection(performersDef);
    app.save(performers);

    /** @type {any} */
    const linksDef = {
      type: "base",
      name: "video_performers",
      fields: [
        { name: "video", type: "relation", collectionId: videos.id, maxSelect: 1, required: true, cascadeDelete: true },
        { name: "performer", type: "relation", collectionId: performers.id, maxSelect: 1, required: true, cascadeDelete: true },
        { name: "linked_by", type: "relation", collectionId: users.id, maxSelect: 1 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_video_performers_pair ON video_performers (video, performer)",
        // The public performer page: a performer's links newest first, paged by (created, id).
        "CREATE INDEX idx_video_performers_performer ON video_performers (performer, created, id)",
      ],
      listRule: `${ADMIN} || video.creator = @request.auth.id || performer.owner = @request.auth.id`,
      viewRule: `${ADMIN} || video.creator = @request.auth.id || performer.owner = @request.auth.id`,
      // The performer record's owner decides where their performer appears (their own
      // videos or another creator's); admins can link anyone. internal/performers adds the
      // rest (a record linked to someone else's video must already be verified).
      createRule: `@request.auth.id != "" && @request.body.linked_by = @request.auth.id && (${ADMIN} || performer.owner = @request.auth.id)`,
      updateRule: null,
      deleteRule: `${ADMIN} || video.creator = @request.auth.id || performer.owner = @request.auth.id`,
    };
    app.save(new Collection(linksDef));

    videos.fields.add(new DateField({ name: "production_date" }));
    videos.fields.add(new BoolField({ name: "records_exempt" }));
    videos.fields.add(new TextField({ name: "agreement_version", max: 40 }));
    videos.fields.add(new DateField({ name: "agreement_at" }));
    app.save(videos);
  },
  (app) => {
    const videos = app.findCollectionByNameOrId("videos");
    for (const f of ["production_date", "records_exempt", "agreement_version", "agreement_at"]) videos.fields.removeByName(f);
    app.save(videos);
    app.delete(app.findCollectionByNameOrId("video_performers"));
    app.delete(app.findCollectionByNameOrId("performers"));
  },
);
