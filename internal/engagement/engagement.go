// Package engagement serves the site's hot writes under /api/reelhouse (docs/api.md): the
// view count, and (moving here one by one) comments, ratings and comment likes. They were
// JS routes (pb_hooks); under load most of each write's time went to the JS runtime and
// the per-write recount, not to SQLite (scripts/bench-load, docs/benchmarks.md), so like
// the catalog reads they are Go, and each rule lives only here.
package engagement

import (
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/groupcommit"
	"reelhouse/internal/hotpath"
)

type handlers struct {
	app    core.App
	stats  *broadcaster
	writes *groupcommit.Writer // group commit of the routes' writes, shared with library
}

// Register binds the write routes.
func Register(app core.App) {
	h := &handlers{app: app, stats: newBroadcaster(app), writes: groupcommit.For(app)}
	h.bindHooks(app)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		r := se.Router.Group("/api/reelhouse")
		r.POST("/videos/{id}/view", h.view)
		r.POST("/videos/{id}/comments", h.createComment)
		r.POST("/videos/{id}/rate", h.rate)
		r.POST("/comments/{id}/like", h.likeComment)
		// Visitors share one cacheable page; a member's carries their likes (private).
		r.GET("/videos/{id}/comments", h.listComments).Bind(hotpath.Visitors(hotpath.Watch))
		r.GET("/comments/{id}/replies", h.listReplies).Bind(hotpath.Visitors(hotpath.Watch))
		return se.Next()
	})
}

const idAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

func newID() string { return security.RandomStringWithAlphabet(15, idAlphabet) }

// siteUser: the signed-in site member (a users record), nil for visitors and superusers.
var siteUser = access.SiteUser

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

func jsonOK(e *core.RequestEvent, v any) error { return e.JSON(http.StatusOK, v) }
