package engagement

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/groupcommit"
)

// users.blocked_members: the ids a member has blocked, space-separated, derived from their
// blocks rows in the same transaction as every block's create and delete (and recomputed
// on every save of the member, so a value sent through the users API never sticks). The
// comments' list and view rules read it (migration 18030001_blocked_comments_hidden.js):
// `@request.auth.blocked_members !~ user` is one LIKE over this string per comment row,
// where the back-relation rule over blocks (@request.auth.blocks_via_blocker.blocked !=
// user) costs PocketBase a join of all the caller's blocks per row plus a scan of them per
// joined row (k² per comment: 5.6 s for a 30-row page at 1,000 blocks).
//
// Ids are 15 characters of [a-z0-9]: one never matches across the separator, and LIKE's
// wildcards (% and _) cannot occur in them.

// MaxBlocks bounds a member's blocks, and so the string every comment row is matched against.
const MaxBlocks = 500

const recomputeBlockedMembers = "UPDATE users SET blocked_members = COALESCE((SELECT group_concat(blocked, ' ') FROM blocks WHERE blocker = {:m}), '') WHERE id = {:m}"

// blockedMembersOf reads member's blocked ids as the column holds them (idx_blocks_pair: blocker prefix).
func blockedMembersOf(app core.App, member string) (string, error) {
	var s string
	err := app.DB().NewQuery("SELECT COALESCE(group_concat(blocked, ' '), '') FROM blocks WHERE blocker = {:m}").
		Bind(dbx.Params{"m": member}).Row(&s)
	return s, err
}

func bindBlockedMembers(app core.App) {
	app.OnRecordValidate("blocks").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.IsNew() {
			var n int
			err := e.App.DB().NewQuery("SELECT COUNT(*) FROM blocks WHERE blocker = {:m}").
				Bind(dbx.Params{"m": e.Record.GetString("blocker")}).Row(&n)
			if err != nil {
				return err
			}
			if n >= MaxBlocks {
				return apierr.BadRequest("block_limit", "You can block at most 500 members.")
			}
		}
		return e.Next()
	})
	recompute := func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			_, err := groupcommit.Query(tx, recomputeBlockedMembers).Bind(dbx.Params{"m": e.Record.GetString("blocker")}).Execute()
			return err
		})
	}
	app.OnRecordCreateExecute("blocks").BindFunc(recompute)
	app.OnRecordDeleteExecute("blocks").BindFunc(recompute)
	// A member's own save (or an admin's) writes every column: it carries the value from the
	// blocks rows as they are in this transaction, never one from the request.
	fromBlocks := func(e *core.RecordEvent) error {
		s, err := blockedMembersOf(e.App, e.Record.Id)
		if err != nil {
			return err
		}
		e.Record.Set("blocked_members", s)
		return e.Next()
	}
	app.OnRecordCreateExecute("users").BindFunc(fromBlocks)
	app.OnRecordUpdateExecute("users").BindFunc(fromBlocks)
}
