package dataexport

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/audit"
)

// DeletedAuthor is what a kept comment of a deleted member shows as its author (no member
// can have it: usernames are [a-z0-9_]).
const DeletedAuthor = "deleted member"

// commentPolicy: the operator's `deleted_member_comments` setting, "keep" (default: the
// text stays, the author becomes DeletedAuthor) or "remove".
func commentPolicy(app core.App) string {
	var v struct {
		Value string `db:"value"`
	}
	if err := app.DB().NewQuery("SELECT value FROM settings WHERE key = 'deleted_member_comments' LIMIT 1").One(&v); err == nil {
		if strings.Trim(strings.TrimSpace(v.Value), `"`) == "remove" {
			return "remove"
		}
	}
	return "keep"
}

// deleteRecords deletes the records of a query one by one through the app, so that their
// hooks run in tx (counters of ratings, likes and comments; files of videos and
// applications; cascades).
func deleteRecords(tx core.App, collection string, where dbx.Expression) error {
	var recs []*core.Record
	if err := tx.RecordQuery(collection).AndWhere(where).All(&recs); err != nil {
		return err
	}
	for _, r := range recs {
		if err := tx.Delete(r); err != nil {
			return err
		}
	}
	return nil
}

// Erase deletes the member's account in tx (docs/account-security.md, "What deletion
// keeps"): every row that is theirs goes, their counts are recomputed by the same hooks and
// triggers as any delete, and the users row stays only as a nameless tombstone (payments
// and the audit log keep its id, as the law requires of them): a placeholder address and
// username, no password anyone knows, a new token key (every session of theirs ends).
func Erase(tx core.App, u *core.Record) error {
	id := u.Id
	p := dbx.Params{"id": id}
	exec := func(q string) error {
		_, err := tx.DB().NewQuery(q).Bind(p).Execute()
		return err
	}
	// Engagement through the record hooks (video_stats, like counts).
	if err := deleteRecords(tx, "comment_likes", dbx.HashExp{"user": id}); err != nil {
		return err
	}
	if err := deleteRecords(tx, "video_ratings", dbx.HashExp{"user": id}); err != nil {
		return err
	}
	removeComments := commentPolicy(tx) == "remove"
	if removeComments {
		if err := deleteRecords(tx, "comments", dbx.HashExp{"user": id}); err != nil {
			return err
		}
	}
	// Their uploads and applications (files go with the records).
	if err := deleteRecords(tx, "videos", dbx.HashExp{"creator": id}); err != nil {
		return err
	}
	for _, c := range []string{"video_consents", "creator_request_history", "creator_requests", Collection} {
		col := "user"
		switch c {
		case "video_consents":
			col = "creator"
		case Collection:
			col = "member"
		}
		if err := deleteRecords(tx, c, dbx.HashExp{col: id}); err != nil {
			return err
		}
	}
	// The library: SQL triggers keep its counts (favourites per video, followers, items).
	for _, q := range []string{
		"DELETE FROM playlist_items WHERE playlist IN (SELECT id FROM playlists WHERE owner = {:id})",
		"DELETE FROM playlists WHERE owner = {:id}",
		"DELETE FROM favourites WHERE member = {:id}",
		"DELETE FROM watch_later WHERE member = {:id}",
		"DELETE FROM watch_history WHERE member = {:id}",
		"DELETE FROM follows WHERE follower = {:id} OR creator = {:id}",
		"DELETE FROM notifications WHERE recipient = {:id}",
		"DELETE FROM notification_reads WHERE user = {:id}",
		"DELETE FROM premium_reminders WHERE user = {:id}",
		"DELETE FROM applied_ops WHERE user = {:id}",
		"DELETE FROM bot_users WHERE user = {:id}",
		"DELETE FROM user_totp WHERE user = {:id}",
		// Blocks both ways: a blocker's row keeps the blocked member's username. Their
		// blockers' derived lists (users.blocked_members, internal/engagement) drop them first.
		"UPDATE users SET blocked_members = COALESCE((SELECT group_concat(b.blocked, ' ') FROM blocks b WHERE b.blocker = users.id AND b.blocked != {:id}), '') WHERE id IN (SELECT blocker FROM blocks WHERE blocked = {:id})",
		"DELETE FROM blocks WHERE blocker = {:id} OR blocked = {:id}",
		// Their passed age check (no personal data, but it is theirs and the trigger only
		// fires on a real delete; the tombstone row stays).
		"DELETE FROM age_verifications WHERE user_id = {:id}",
		// Their followers' notices of their (now removed) uploads name their channel.
		"DELETE FROM notifications WHERE sender = {:id} AND kind = 'new_video'",
		// What names them in other rows: cleared, the rows stay.
		"UPDATE notifications SET sender_email = '' WHERE sender = {:id}",
		"UPDATE notification_sends SET sender_email = '' WHERE sender = {:id}",
		"UPDATE moderation_reports SET reporter = '' WHERE reporter = {:id}",
	} {
		if err := exec(q); err != nil {
			return err
		}
	}

	// The tombstone.
	u.Set("email", "deleted-"+id+"@deleted.invalid")
	u.Set("username", "d_"+strings.ToLower(id))
	u.Set("name", "")
	u.Set("bio", "")
	u.Set("avatar", nil)
	u.Set("language", "")
	u.Set("roles", []string{})
	u.Set("premium_until", "")
	u.Set("verified", false)
	u.Set("emailVisibility", false)
	u.Set("pause_history", false)
	u.Set("totp_on", false)
	u.SetPassword(security.RandomString(40))
	u.RefreshTokenKey()
	if err := tx.SaveNoValidate(u); err != nil {
		return err
	}
	// After the save (its hook copies the new username onto their comments).
	if !removeComments {
		if _, err := tx.DB().NewQuery("UPDATE comments SET username = {:name} WHERE user = {:id}").
			Bind(dbx.Params{"id": id, "name": DeletedAuthor}).Execute(); err != nil {
			return err
		}
	}
	return audit.Write(tx, audit.Actor{ID: id, Name: "member " + id}, "account_deleted", "user", id, "",
		map[string]any{"comments": map[bool]string{true: "removed", false: "kept"}[removeComments]})
}
