/// <reference path="../.tmp/pb-types/types.d.ts" />
// Replies and blocks (issue 41 items 3 and 6).
//
// comments.parent: a reply's top-level comment (one level: internal/engagement checks it on
// every save). Deleting a comment deletes its replies (cascade: each reply's own delete
// hooks keep the video's comment total), whether a member, a moderator's "remove" or an
// account deletion deletes it. reply_count is derived (kept by the record hooks, in the
// reply's own transaction).
// Indexes: the top-level page (video, parent = '', newest first) and a comment's replies
// (parent, oldest first) are each one index range; the cascade finds replies by parent.
//
// blocks: a member (blocker) hides another (blocked). Private: only the blocker lists,
// reads or deletes their rows; nobody edits one. The comment lists' NOT EXISTS reads the
// unique (blocker, blocked) index.
const CREATE_COMMENT_LOCK = " && @request.body.reply_count:isset = false";
const UPDATE_COMMENT_LOCK = " && @request.body.parent:isset = false && @request.body.reply_count:isset = false";
const str = (v) => (v === null || v === undefined ? null : String(v));

migrate(
  (app) => {
    const comments = app.findCollectionByNameOrId("comments");
    comments.fields.add(new RelationField({ name: "parent", collectionId: comments.id, maxSelect: 1, cascadeDelete: true }));
    comments.fields.add(new NumberField({ name: "reply_count", onlyInt: true, min: 0 }));
    comments.addIndex("idx_comments_video_parent_created", false, "video, parent, created", "");
    comments.addIndex("idx_comments_parent_created", false, "parent, created", "");
    const create = str(comments.createRule);
    if (create !== null && !create.includes(CREATE_COMMENT_LOCK)) comments.createRule = create + CREATE_COMMENT_LOCK;
    const update = str(comments.updateRule);
    if (update !== null && !update.includes(UPDATE_COMMENT_LOCK)) comments.updateRule = update + UPDATE_COMMENT_LOCK;
    app.save(comments);

    const users = app.findCollectionByNameOrId("users");
    const blocksDef = {
      type: "base",
      name: "blocks",
      fields: [
        { name: "blocker", type: "relation", collectionId: users.id, maxSelect: 1, cascadeDelete: true, required: true },
        { name: "blocked", type: "relation", collectionId: users.id, maxSelect: 1, cascadeDelete: true, required: true },
        // Set by the server from the blocked member's record (the blocker cannot read users).
        { name: "blocked_username", type: "text", max: 20 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_blocks_pair ON blocks (blocker, blocked)",
        "CREATE INDEX idx_blocks_blocked ON blocks (blocked)",
      ],
      listRule: "blocker = @request.auth.id",
      viewRule: "blocker = @request.auth.id",
      createRule: '@request.auth.id != "" && @request.auth.collectionName = "users" && @request.body.blocker = @request.auth.id && @request.body.blocked != @request.auth.id',
      updateRule: null,
      deleteRule: "blocker = @request.auth.id",
    };
    // The plain definition object, as the schema migration passes its own (field objects by type).
    const blocks = new Collection(/** @type {any} */ (blocksDef));
    app.save(blocks);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("blocks"));
    const comments = app.findCollectionByNameOrId("comments");
    comments.removeIndex("idx_comments_video_parent_created");
    comments.removeIndex("idx_comments_parent_created");
    comments.fields.removeByName("parent");
    comments.fields.removeByName("reply_count");
    const create = str(comments.createRule);
    if (create !== null) comments.createRule = create.replace(CREATE_COMMENT_LOCK, "");
    const update = str(comments.updateRule);
    if (update !== null) comments.updateRule = update.replace(UPDATE_COMMENT_LOCK, "");
    app.save(comments);
  },
);
