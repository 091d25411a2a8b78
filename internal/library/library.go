// Package library serves a member's own library under /api/reelhouse/library (issue 22,
// docs/api-library.md): favourites, watch later, watch history, playlists and follows.
// The collections refuse every write through the generic API (their rules are null), so
// each rule here is the only way in: the video must exist, positions lie within the
// video, titles and counts stay within their limits. Counts (favourites per video,
// followers per creator, items per playlist) are SQL triggers on the rows, so they change
// in the write's own transaction.
package library

import (
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
)

// Limits (issue 22 item 7).
const (
	MaxPlaylists     = 200
	MaxPlaylistItems = 5000
	maxPerPage       = 100
	defaultPerPage   = 24
)

type handlers struct{ app core.App }

// Register binds the routes.
func Register(app core.App) {
	h := &handlers{app: app}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		r := se.Router.Group("/api/reelhouse/library")
		r.GET("/state/{video}", h.state)
		r.GET("/lists/{list}", h.list)
		r.POST("/lists/{list}/{video}", h.add)
		r.DELETE("/lists/{list}/{video}", h.remove)
		r.POST("/history/{video}", h.savePosition)
		r.DELETE("/history/{video}", h.forgetOne)
		r.DELETE("/history", h.forgetAll)
		r.GET("/playlists", h.myPlaylists)
		r.POST("/playlists", h.createPlaylist)
		r.GET("/playlists/{slug}", h.playlist)
		r.PATCH("/playlists/{id}", h.updatePlaylist)
		r.DELETE("/playlists/{id}", h.deletePlaylist)
		r.POST("/playlists/{id}/items", h.addItem)
		r.DELETE("/playlists/{id}/items/{video}", h.removeItem)
		r.POST("/playlists/{id}/move", h.moveItem)
		r.POST("/follows/{username}", h.follow)
		r.DELETE("/follows/{username}", h.unfollow)
		r.GET("/following", h.following)
		r.GET("/channel/{username}", h.channel)
		return se.Next()
	})
	bindFanout(app)
	bindBio(app)
}

func member(e *core.RequestEvent) (*core.Record, error) {
	u := access.SiteUser(e)
	if u == nil {
		return nil, apierr.Unauthorized("library_sign_in", "Sign in to use your library.")
	}
	return u, nil
}

// readBody decodes a small JSON body (capped by internal/throttle); an empty body is {}.
func readBody(e *core.RequestEvent, into any) error {
	if e.Request.Body == nil {
		return nil
	}
	err := json.NewDecoder(e.Request.Body).Decode(into)
	if err == nil || errors.Is(err, io.EOF) {
		return nil
	}
	return apierr.BadRequest("body_not_object", "The request body must be a JSON object.")
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// videoOf: the video's duration, or a 404 when it does not exist or the caller may not see
// it. A video hidden by moderation (videos.hidden, the catalog's filter) exists only for
// admins and its creator; every other video is listed to everyone (a premium one is a card
// without a source).
func (h *handlers) videoOf(e *core.RequestEvent, id string) (float64, error) {
	var row struct {
		D       sql.NullFloat64 `db:"d"`
		Hidden  bool            `db:"hidden"`
		Creator string          `db:"creator"`
	}
	err := h.app.DB().NewQuery("SELECT duration AS d, hidden, creator FROM videos WHERE id = {:id}").Bind(dbx.Params{"id": id}).One(&row)
	if isNoRows(err) || err == nil && row.Hidden && !mayseeHidden(e, row.Creator) {
		return 0, apierr.NotFound("video_not_found", "Video not found.")
	}
	if err != nil {
		return 0, err
	}
	return row.D.Float64, nil
}

// mayseeHidden: admins and the video's creator see what moderation hid.
func mayseeHidden(e *core.RequestEvent, creator string) bool {
	if access.IsAdmin(e) {
		return true
	}
	u := access.SiteUser(e)
	return u != nil && creator != "" && u.Id == creator
}

type page struct{ Page, PerPage, Offset int }

func pagingOf(e *core.RequestEvent) page {
	q := e.Request.URL.Query()
	p, err := strconv.Atoi(q.Get("page"))
	if err != nil || p < 1 {
		p = 1
	}
	p = min(p, 100000)
	n, err := strconv.Atoi(q.Get("perPage"))
	if err != nil || n < 1 {
		n = defaultPerPage
	}
	n = min(n, maxPerPage)
	return page{p, n, (p - 1) * n}
}

// item is a card with the library's own fields beside it.
type item struct {
	catalog.Card
	Added    string  `json:"added,omitempty"`
	Position float64 `json:"position,omitempty"`
	Length   float64 `json:"watched_duration,omitempty"`
	Finished bool    `json:"finished,omitempty"`
	// Unavailable: moderation took the video off the site; the card is a stub (lists.go).
	Unavailable bool  `json:"unavailable,omitempty"`
	rowid       int64 // the list row's, for the next cursor (only lists select it)
	hidden      bool  // videos.hidden, when the query selects it (listColumns)
}

// cards runs a query whose select is CardColumns plus the given extra columns.
func (h *handlers) cards(query string, params dbx.Params, extra func(*item) []any) ([]item, error) {
	rows, err := h.app.DB().NewQuery(query).Bind(params).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []item{}
	for rows.Next() {
		var it item
		var dest []any
		if extra != nil {
			dest = extra(&it)
		}
		c, err := catalog.ScanCard(rows, dest...)
		if err != nil {
			return nil, err
		}
		it.Card = c
		out = append(out, it)
	}
	return out, rows.Err()
}

func listPage(e *core.RequestEvent, p page, items []item) error {
	out := map[string]any{"page": p.Page, "perPage": p.PerPage, "items": items}
	// A full page of a list that selects its rowid may have more: `next` asks for it.
	if n := len(items); n == p.PerPage && items[n-1].rowid != 0 {
		out["next"] = cursor{items[n-1].Added, items[n-1].rowid}.String()
	}
	return e.JSON(http.StatusOK, out)
}

func trimmed(s string) string { return strings.TrimSpace(s) }
