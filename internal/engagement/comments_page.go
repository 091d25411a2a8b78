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
}

// listComments: GET /api/reelhouse/videos/{id}/comments?page=&perPage= (20 by default),
// newest first, with liked_by_me for a signed-in member. It was a JS route; under the
// mixed load its JS runtime was a fifth of the server's CPU (docs/benchmarks.md).
func (h *handlers) listComments(e *core.RequestEvent) error {
	videoID := e.Request.PathValue("id")
	// A video moderation hid is gone for all but admins and its creator (issue 36).
	if ok, err := catalog.VisibleTo(e, videoID); err != nil {
		return e.InternalServerError("", err)
	} else if !ok {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	q := e.Request.URL.Query()
	page, perPage, offset := catalog.ParsePaging(q.Get("page"), q.Get("perPage"), 20, 0)
	db := h.app.ConcurrentDB()
	var total struct {
		N int `db:"n"`
	}
	if err := db.NewQuery("SELECT COUNT(*) AS n FROM comments WHERE video = {:v}").Bind(dbx.Params{"v": videoID}).One(&total); err != nil {
		return e.InternalServerError("", err)
	}
	out := commentsPage{Items: []commentJSON{}, Page: page, PerPage: perPage, TotalItems: total.N, TotalPages: (total.N + perPage - 1) / perPage}
	if offset >= total.N {
		return jsonOK(e, out)
	}
	var rows []struct {
		ID        string `db:"id"`
		Content   string `db:"content"`
		Created   string `db:"created"`
		Updated   string `db:"updated"`
		User      string `db:"user"`
		Username  string `db:"username"`
		LikeCount int    `db:"like_count"`
	}
	if err := db.NewQuery(`SELECT id, content, created, updated, user, username, like_count FROM comments
		WHERE video = {:v} ORDER BY created DESC, id DESC LIMIT {:limit} OFFSET {:offset}`).
		Bind(dbx.Params{"v": videoID, "limit": perPage, "offset": offset}).All(&rows); err != nil {
		return e.InternalServerError("", err)
	}
	liked := map[string]bool{}
	if me := siteUser(e); me != nil && len(rows) > 0 {
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
			User: r.User, Username: r.Username, LikeCount: r.LikeCount, LikedByMe: liked[r.ID]})
	}
	return jsonOK(e, out)
}
