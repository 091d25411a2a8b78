/// <reference path="../.tmp/pb-types/types.d.ts" />
// An admin's notification to all creators or all admins counted and listed its recipients
// by unpacking every member's `roles` JSON (json_each): a scan of the whole users table
// per send. Partial indexes hold just the members with each role; the send route's
// condition (pb_hooks/lib/notify.js roleCondition) is written exactly as their WHERE so
// SQLite uses them. roles is a multi-select stored as a JSON array of the fixed values
// admin, creator and premium, so the quoted value matches only that role.

const ROLE_INDEXES = [
  ["idx_users_role_creator", `roles LIKE '%"creator"%'`],
  ["idx_users_role_admin", `roles LIKE '%"admin"%'`],
];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    for (const [name, where] of ROLE_INDEXES) users.addIndex(name, false, "id", where);
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    for (const [name] of ROLE_INDEXES) users.removeIndex(name);
    app.save(users);
  },
);
