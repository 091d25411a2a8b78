// Package dataexport is a member's data rights (issue 37 §5, GDPR articles 15, 17 and 20;
// docs/account-security.md): a copy of everything the site holds about them, built by a job
// into one zip (data.json plus their own files) offered for 7 days, and the deletion of
// their account.
package dataexport

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// MaxRowsPerSection bounds one section of data.json (a member's history of a million rows
// still exports, in its newest-first first part; the rest is said in the file).
const MaxRowsPerSection = 100_000

// section: the rows of one table that belong to the member.
type section struct {
	Name  string
	Query string // {:id} is the member
}

// sections is what data.json holds beside the profile, each member-owned table by the
// column that names the member (every one indexed by it).
var sections = []section{
	{"comments", "SELECT id, video, content, like_count, created, updated FROM comments WHERE user = {:id} ORDER BY created DESC"},
	{"ratings", "SELECT video, rating_type, created, updated FROM video_ratings WHERE user = {:id} ORDER BY created DESC"},
	{"comment_likes", "SELECT comment, created FROM comment_likes WHERE user = {:id} ORDER BY created DESC"},
	{"favourites", "SELECT video, created FROM favourites WHERE member = {:id} ORDER BY created DESC"},
	{"watch_later", "SELECT video, created FROM watch_later WHERE member = {:id} ORDER BY created DESC"},
	{"history", "SELECT video, position, duration, finished, updated FROM watch_history WHERE member = {:id} ORDER BY updated DESC"},
	{"playlists", "SELECT id, title, description, visibility, slug, item_count, created, updated FROM playlists WHERE owner = {:id} ORDER BY created DESC"},
	{"playlist_items", "SELECT i.playlist, i.video, i.position, i.created FROM playlist_items i JOIN playlists p ON p.id = i.playlist WHERE p.owner = {:id} ORDER BY i.playlist, i.position"},
	{"follows", "SELECT u.username AS creator, f.created FROM follows f LEFT JOIN users u ON u.id = f.creator WHERE f.follower = {:id} ORDER BY f.created DESC"},
	{"notifications", "SELECT id, kind, params, subject, content, read_at, created FROM notifications WHERE recipient = {:id} ORDER BY created DESC"},
	{"payments", "SELECT id, plan, plan_name, period, amount, currency, method, status, reference, txn_id, completed_at, note, created FROM payments WHERE user = {:id} ORDER BY created DESC"},
	{"creator_applications", "SELECT id, status, documents_revoked, notes, reviewed_at, created, updated FROM creator_requests WHERE user = {:id} ORDER BY created DESC"},
	{"uploads", "SELECT id, title, slug, description, created FROM videos WHERE creator = {:id} ORDER BY created DESC"},
}

// rows runs one section's query: each row as column → value (text as stored; JSON columns
// stay text).
func rows(app core.App, q string, id string) ([]map[string]any, bool, error) {
	var raw []dbx.NullStringMap
	if err := app.DB().NewQuery(q + " LIMIT {:limit}").Bind(dbx.Params{"id": id, "limit": MaxRowsPerSection + 1}).All(&raw); err != nil {
		return nil, false, err
	}
	truncated := len(raw) > MaxRowsPerSection
	if truncated {
		raw = raw[:MaxRowsPerSection]
	}
	out := make([]map[string]any, len(raw))
	for i, r := range raw {
		m := make(map[string]any, len(r))
		for k, v := range r {
			if v.Valid {
				m[k] = v.String
			} else {
				m[k] = nil
			}
		}
		out[i] = m
	}
	return out, truncated, nil
}

// profile: the member's own record, without the password hash, the token key or secrets.
func profile(u *core.Record) map[string]any {
	return map[string]any{
		"id": u.Id, "email": u.Email(), "username": u.GetString("username"), "name": u.GetString("name"),
		"bio": u.GetString("bio"), "language": u.GetString("language"), "roles": u.GetStringSlice("roles"),
		"premium_until": u.GetString("premium_until"), "verified": u.Verified(), "pause_history": u.GetBool("pause_history"),
		"two_step_sign_in": u.GetBool("totp_on"), "avatar": u.GetString("avatar"),
		"created": u.GetString("created"), "updated": u.GetString("updated"),
	}
}
