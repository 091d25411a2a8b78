package engagement

import (
	"strconv"
	"strings"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

type commentsPage struct {
	Items      []commentJSON `json:"items"`
	Page       int           `json:"page"`
	PerPage    int           `json:"perPage"`
	TotalItems int           `json:"totalItems"`
	TotalPages int           `json:"totalPages"`
	// WithReplies: totalItems plus their replies (the thread total a heading shows; replies
	// of members the caller blocked are still counted in reply_count).
	WithReplies int `json:"withReplies"`
}

// listComments: GET /api/reelhouse/videos/{id}/comments?page=&perPage= (20 by default),
// the top-level comments newest first (each with its reply_count), with liked_by_me for a
// signed-in member. It was a JS route; under the mixed load its JS runtime was a fifth of
// the server's CPU (docs/benchmarks.md).
func (h *handlers) listComments(e *core.RequestEvent) error {
	videoID := e.Request.PathValue("id")
	// A video moderation hid is gone for all but admins and its creator (issue 36).
	if ok, err := catalog.VisibleTo(e, videoID); err != nil {
		return e.InternalServerError("", err)
	} else if !ok {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	// idx_comments_video_parent_created: one index range, newest first.
	return h.commentPage(e, "c.video = {:key} AND c.parent = ''", videoID, "DESC", videoID)
}

// listReplies: GET /api/reelhouse/comments/{id}/replies?page=&perPage= (20 by default): a
// top-level comment's replies, oldest first (a thread reads down). A comment on a video
// moderation hid is gone with it: 404, as a comment that does not exist.
func (h *handlers) listReplies(e *core.RequestEvent) error {
	parent, err := findCommentRef(h.app, e.Request.PathValue("id"))
	if err != nil {
		return e.InternalServerError("", err)
	}
	if parent == nil {
		return apierr.NotFound("comment_not_found", "Comment not found")
	}
	if ok, err := catalog.VisibleTo(e, parent.Video); err != nil {
		return e.InternalServerError("", err)
	} else if !ok {
		return apierr.NotFound("comment_not_found", "Comment not found")
	}
	// idx_comments_parent_created: one index range, oldest first.
	return h.commentPage(e, "c.parent = {:key}", parent.ID, "ASC", parent.Video)
}

// blockedOut: a signed-in member never sees the comments of members they blocked; the
// NOT EXISTS is one seek per row in idx_blocks_pair (blocker, blocked).
const blockedOut = " AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker = {:me} AND b.blocked = c.user)"

// commentPage answers one page of the comments matching where (bound to key), paged in SQL.
func (h *handlers) commentPage(e *core.RequestEvent, where, key, order, videoID string) error {
	q := e.Request.URL.Query()
	page, perPage, offset := catalog.ParsePaging(q.Get("page"), q.Get("perPage"), 20, 0)
	db := h.app.ConcurrentDB()
	params := dbx.Params{"key": key}
	me := siteUser(e)
	if me != nil {
		where += blockedOut
		params["me"] = me.Id
	}
	var total struct {
		N       int `db:"n"`
		Replies int `db:"r"`
	}
	if err := db.NewQuery("SELECT COUNT(*) AS n, COALESCE(SUM(c.reply_count), 0) AS r FROM comments c WHERE " + where).Bind(params).One(&total); err != nil {
		return e.InternalServerError("", err)
	}
	out := commentsPage{Items: []commentJSON{}, Page: page, PerPage: perPage, TotalItems: total.N, TotalPages: (total.N + perPage - 1) / perPage,
		WithReplies: total.N + total.Replies}
	if offset >= total.N {
		return jsonOK(e, out)
	}
	var rows []struct {
		ID         string `db:"id"`
		Content    string `db:"content"`
		Created    string `db:"created"`
		Updated    string `db:"updated"`
		User       string `db:"user"`
		Username   string `db:"username"`
		LikeCount  int    `db:"like_count"`
		Parent     string `db:"parent"`
		ReplyCount int    `db:"reply_count"`
	}
	params["limit"], params["offset"] = perPage, offset
	if err := db.NewQuery(`SELECT c.id, c.content, c.created, c.updated, c.user, c.username, c.like_count, c.parent, c.reply_count
		FROM comments c WHERE ` + where + ` ORDER BY c.created ` + order + `, c.id ` + order + ` LIMIT {:limit} OFFSET {:offset}`).
		Bind(params).All(&rows); err != nil {
		return e.InternalServerError("", err)
	}
	liked := map[string]bool{}
	if me != nil && len(rows) > 0 {
		params := dbx.Params{"u": me.Id}
		marks := make([]string, len(rows))
		for i, r := range rows {
			key := "c" + strconv.Itoa(i)
			params[key] = r.ID
			marks[i] = "{:" + key + "}"
		}
		var likes []struct {
			Comment string `db:"comment"`
		}
		if err := db.NewQuery("SELECT comment FROM comment_likes WHERE user = {:u} AND comment IN (" + strings.Join(marks, ",") + ")").
			Bind(params).All(&likes); err != nil {
			return e.InternalServerError("", err)
		}
		for _, l := range likes {
			liked[l.Comment] = true
		}
	}
	for _, r := range rows {
		out.Items = append(out.Items, commentJSON{ID: r.ID, Video: videoID, Content: r.Content, Created: r.Created, Updated: r.Updated,
			User: r.User, Username: r.Username, LikeCount: r.LikeCount, LikedByMe: liked[r.ID], Parent: r.Parent, ReplyCount: r.ReplyCount})
	}
	return jsonOK(e, out)
}
