package engagement

import (
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/apierr"
	"reelhouse/internal/groupcommit"
)

// Replies (issue 41 §3): one level. A reply's parent is a top-level comment on the same
// video; a reply to a reply is attached to that reply's top-level comment (the thread the
// member was reading), so a thread never nests. The rule is checked on every save
// (OnRecordValidate), so the collection API cannot nest either.

// Refusals of a reply (codes: src/i18n catalogs, errors.<code>).
var (
	errParentGone    = apierr.NotFound("comment_parent_not_found", "The comment you are replying to no longer exists.")
	errParentVideo   = apierr.BadRequest("reply_other_video", "A reply must be on the same video as the comment it answers.")
	errParentChanged = apierr.BadRequest("reply_parent_fixed", "A comment cannot be moved to another thread.")
	errReplyBlocked  = apierr.Forbidden("reply_blocked", "You can't reply to this member's comments.")
)

type commentRef struct {
	ID     string `db:"id"`
	Video  string `db:"video"`
	User   string `db:"user"`
	Parent string `db:"parent"`
}

func findCommentRef(app core.App, id string) (*commentRef, error) {
	var c commentRef
	err := groupcommit.Query(app, "SELECT id, video, user, parent FROM comments WHERE id = {:id}").Bind(dbx.Params{"id": id}).One(&c)
	if isNoRows(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// resolveParent checks a comment's parent before it is saved: it exists, is on the same
// video, its author has not blocked the replier; a reply's reply moves up to the
// top-level comment. An edit cannot change the parent.
func resolveParent(app core.App, rec *core.Record) error {
	parentID := rec.GetString("parent")
	if !rec.IsNew() {
		if parentID != rec.Original().GetString("parent") {
			return errParentChanged
		}
		return nil
	}
	if parentID == "" {
		return nil
	}
	parent, err := findCommentRef(app, parentID)
	if err != nil {
		return err
	}
	if parent != nil && parent.Parent != "" {
		if parent, err = findCommentRef(app, parent.Parent); err != nil {
			return err
		}
	}
	if parent == nil {
		return errParentGone
	}
	if parent.Video != rec.GetString("video") {
		return errParentVideo
	}
	blocked, err := hasBlocked(app, parent.User, rec.GetString("user"))
	if err != nil {
		return err
	}
	if blocked {
		return errReplyBlocked
	}
	rec.Set("parent", parent.ID)
	return nil
}

// hasBlocked: whether blocker has blocked member (idx_blocks_pair).
func hasBlocked(app core.App, blocker, member string) (bool, error) {
	if blocker == "" || member == "" || blocker == member {
		return false, nil
	}
	var n int
	err := groupcommit.Query(app, "SELECT COUNT(*) FROM blocks WHERE blocker = {:a} AND blocked = {:b}").Bind(dbx.Params{"a": blocker, "b": member}).Row(&n)
	return n > 0, err
}

// ReplyCoalesceWindow: replies to one comment reach its author as one notice while it is
// unread and younger than this ("3 new replies to your comment"), as a creator's new
// videos do (internal/library CoalesceWindow).
const ReplyCoalesceWindow = 12 * time.Hour

// notifyReply tells the parent's author about a reply, in the reply's transaction; not
// when they reply to themselves, nor from a member they blocked.
func notifyReply(tx core.App, reply *core.Record) error {
	parent, err := findCommentRef(tx, reply.GetString("parent"))
	if err != nil || parent == nil {
		return err
	}
	replier := reply.GetString("user")
	if parent.User == replier {
		return nil
	}
	if blocked, err := hasBlocked(tx, parent.User, replier); err != nil || blocked {
		return err
	}
	var video struct {
		Slug  string `db:"slug"`
		Title string `db:"title"`
	}
	if err := groupcommit.Query(tx, "SELECT slug, title FROM videos WHERE id = {:v}").Bind(dbx.Params{"v": parent.Video}).One(&video); err != nil {
		return err
	}
	username := reply.GetString("username")
	now := types.NowDateTime()
	// The recipient's unread notice about this comment, if recent (idx_notifications_recipient).
	var prior struct {
		ID     string `db:"id"`
		Params string `db:"params"`
	}
	err = groupcommit.Query(tx, `SELECT id, COALESCE(params, '') AS params FROM notifications
		WHERE recipient = {:r} AND read_at = '' AND created >= {:since} AND kind = 'comment_reply'
		AND json_extract(params, '$.comment') = {:c} ORDER BY created DESC LIMIT 1`).
		Bind(dbx.Params{"r": parent.User, "since": now.Add(-ReplyCoalesceWindow).String(), "c": parent.ID}).One(&prior)
	if err != nil && !isNoRows(err) {
		return err
	}
	count := 1
	var n *core.Record
	if prior.ID != "" {
		var p struct {
			Count int `json:"count"`
		}
		_ = json.Unmarshal([]byte(prior.Params), &p)
		count = max(p.Count, 1) + 1
		if n, err = tx.FindRecordById("notifications", prior.ID); err != nil {
			return err
		}
	} else {
		col, err := tx.FindCachedCollectionByNameOrId("notifications")
		if err != nil {
			return err
		}
		n = core.NewRecord(col)
		n.Set("recipient", parent.User)
		n.Set("kind", "comment_reply")
	}
	subject := username + " replied to your comment"
	if count > 1 {
		subject = strconv.Itoa(count) + " new replies to your comment"
	}
	n.Set("sender", replier)
	n.Set("params", map[string]any{"comment": parent.ID, "reply": reply.Id, "username": username, "count": count,
		"title": video.Title, "slug": video.Slug})
	n.Set("subject", subject)
	n.Set("content", excerpt(reply.GetString("content"))+"\n/video/"+video.Slug)
	return tx.Save(n)
}

// excerpt: the start of a reply for its notice (200 characters).
func excerpt(s string) string {
	r := []rune(s)
	if len(r) <= 200 {
		return s
	}
	return string(r[:199]) + "…"
}

// bindBlockHooks: a block stores the blocked member's username (the blocker lists their
// blocks without reading users) and takes the reply notices from them out of the
// blocker's inbox, in the block's transaction; new ones cannot come (resolveParent).
func bindBlockHooks(app core.App) {
	app.OnRecordValidate("blocks").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("blocker") == e.Record.GetString("blocked") {
			return apierr.BadRequest("block_self", "You can't block yourself.")
		}
		if e.Record.IsNew() {
			u, err := e.App.FindRecordById("users", e.Record.GetString("blocked"))
			if isNoRows(err) {
				return apierr.NotFound("member_not_found", "Member not found.")
			}
			if err != nil {
				return err
			}
			e.Record.Set("blocked_username", u.GetString("username"))
			if already, err := hasBlocked(e.App, e.Record.GetString("blocker"), u.Id); err != nil {
				return err
			} else if already {
				return apierr.Conflict("already_blocked", "You have already blocked this member.")
			}
		}
		return e.Next()
	})
	app.OnRecordCreateExecute("blocks").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			_, err := groupcommit.Query(tx, "DELETE FROM notifications WHERE recipient = {:a} AND sender = {:b} AND kind = 'comment_reply'").
				Bind(dbx.Params{"a": e.Record.GetString("blocker"), "b": e.Record.GetString("blocked")}).Execute()
			return err
		})
	})
}

// asAPIError: the refusal inside a failed write, if it is one (a reply's parent rules).
func asAPIError(err error) *router.ApiError {
	var api *router.ApiError
	if errors.As(err, &api) {
		return api
	}
	return nil
}
