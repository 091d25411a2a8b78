package creators

import (
	"errors"
	"math"
	"net/http"
	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// RevokedPath is what the review shows instead of a document path once the documents
// of a revoked creator are deleted (management spec: the document path becomes REVOKED).
const RevokedPath = "REVOKED"

// Register binds the application hooks and the review routes (docs/api-creators.md).
func Register(app core.App) {
	signer := NewSigner("/api/reelhouse/creator-documents/")
	app.OnRecordCreateRequest(collection).BindFunc(onApply)
	app.OnFileDownloadRequest(collection).BindFunc(onDirectDownload)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/reelhouse")
		g.GET("/creator/application", myApplication)
		g.GET("/admin/creator-requests", listRequests)
		g.GET("/admin/creator-requests/{id}/history", history)
		g.POST("/admin/creator-requests/{id}/documents", func(e *core.RequestEvent) error { return documentLinks(e, signer) })
		g.GET("/creator-documents/{id}/{field}", func(e *core.RequestEvent) error {
			return ServeDocument(e, signer, collection, documentFields, func(r *core.Record) bool { return r.GetBool("documents_revoked") })
		})
		for _, action := range []string{"approve", "reject", "revoke"} {
			g.POST("/admin/creator-requests/{id}/"+action, func(e *core.RequestEvent) error { return decide(e, action) })
		}
		return se.Next()
	})
}

var (
	siteUser     = access.SiteUser
	requireAdmin = access.RequireAdmin
)

// GET /creator/application → the caller's latest request (or status "none") and role.
func myApplication(e *core.RequestEvent) error {
	u := siteUser(e)
	if u == nil {
		return apierr.Unauthorized("creator_account_required", "Please create an account first to become a creator.")
	}
	out := map[string]any{"status": "none", "is_creator": slices.Contains(u.GetStringSlice("roles"), "creator")}
	recs, err := e.App.FindRecordsByFilter(collection, "user = {:u}", "-created", 1, 0, dbx.Params{"u": u.Id})
	if err != nil {
		return e.InternalServerError("", err)
	}
	if len(recs) > 0 {
		r := recs[0]
		out["id"] = r.Id
		out["status"] = r.GetString("status")
		out["created"] = r.GetDateTime("created").String()
		out["reviewed_at"] = r.GetDateTime("reviewed_at").String()
		if r.GetString("status") == StatusRejected || r.GetString("status") == StatusRevoked {
			out["notes"] = r.GetString("notes")
		}
	}
	return e.JSON(http.StatusOK, out)
}

type requestRow struct {
	ID           string         `db:"id" json:"id"`
	User         string         `db:"user" json:"user_id"`
	Username     string         `db:"username" json:"username"`
	Email        string         `db:"email" json:"user_email"`
	Status       string         `db:"status" json:"status"`
	IDDocument   string         `db:"id_document" json:"id_document"`
	IDSelfie     string         `db:"id_selfie" json:"id_selfie"`
	Revoked      bool           `db:"documents_revoked" json:"-"`
	Notes        string         `db:"notes" json:"notes"`
	Created      types.DateTime `db:"created" json:"created"`
	ReviewedAt   types.DateTime `db:"reviewed_at" json:"reviewed_at"`
	HistoryCount int            `db:"history_count" json:"-"`
	HasHistory   bool           `db:"-" json:"has_history"`
}

func intParam(e *core.RequestEvent, name string, def, max int) int {
	n, err := strconv.Atoi(e.Request.URL.Query().Get(name))
	if err != nil || n < 1 {
		return def
	}
	return min(n, max)
}

// GET /admin/creator-requests?page&perPage → pending first (oldest waiting first), then
// the reviewed ones newest first, with username and e-mail. Two index walks instead of
// one sort of the whole table: the pending part by (status, created), the rest by created.
func listRequests(e *core.RequestEvent) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	page := intParam(e, "page", 1, 1_000_000)
	perPage := intParam(e, "perPage", 20, 100)
	var total, pending int
	db := e.App.DB()
	if err := db.NewQuery("SELECT COUNT(*) FROM creator_requests").Row(&total); err != nil {
		return e.InternalServerError("", err)
	}
	if err := db.NewQuery("SELECT COUNT(*) FROM creator_requests WHERE status = 'pending'").Row(&pending); err != nil {
		return e.InternalServerError("", err)
	}
	offset := (page - 1) * perPage
	rows := []requestRow{}
	if offset < pending {
		part, err := requestRows(db, "r.status = 'pending' ORDER BY r.created ASC", perPage, offset)
		if err != nil {
			return e.InternalServerError("", err)
		}
		rows = append(rows, part...)
	}
	if left := perPage - len(rows); left > 0 {
		part, err := requestRows(db, "r.status != 'pending' ORDER BY r.created DESC", left, max(0, offset-pending))
		if err != nil {
			return e.InternalServerError("", err)
		}
		rows = append(rows, part...)
	}
	for i := range rows {
		rows[i].HasHistory = rows[i].HistoryCount > 0
		if rows[i].Revoked {
			rows[i].IDDocument, rows[i].IDSelfie = RevokedPath, RevokedPath
		}
	}
	return e.JSON(http.StatusOK, map[string]any{
		"items": rows, "page": page, "perPage": perPage, "totalItems": total,
		"totalPages": int(math.Ceil(float64(total) / float64(perPage))),
	})
}

// requestRows: one page of requests; whereOrder is a constant of listRequests, never input.
func requestRows(db dbx.Builder, whereOrder string, limit, offset int) ([]requestRow, error) {
	rows := []requestRow{}
	err := db.NewQuery(`
		SELECT r.id, r.user, u.username, u.email, r.status, r.id_document, r.id_selfie,
		       r.documents_revoked, r.notes, r.created, r.reviewed_at,
		       (SELECT COUNT(*) FROM creator_request_history h WHERE h.user = r.user) AS history_count
		FROM creator_requests r JOIN users u ON u.id = r.user
		WHERE ` + whereOrder + `
		LIMIT {:limit} OFFSET {:offset}`).
		Bind(dbx.Params{"limit": limit, "offset": offset}).All(&rows)
	return rows, err
}

type historyRow struct {
	ID      string         `db:"id" json:"id"`
	Request string         `db:"request" json:"request"`
	Action  string         `db:"action" json:"action"`
	Notes   string         `db:"notes" json:"notes"`
	Actor   string         `db:"actor_username" json:"actor_username"`
	Email   string         `db:"actor_email" json:"actor_email"`
	Created types.DateTime `db:"created" json:"created"`
}

// GET /admin/creator-requests/{id}/history → every state change of that member's
// requests, newest first, with the admin and the notes.
func history(e *core.RequestEvent) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	req, err := e.App.FindRecordById(collection, e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("creator_request_not_found", "Creator request not found.")
	}
	rows := []historyRow{}
	err = e.App.DB().NewQuery(`
		SELECT h.id, h.request, h.action, h.notes, h.created,
		       COALESCE(a.username, '') AS actor_username, COALESCE(a.email, '') AS actor_email
		FROM creator_request_history h LEFT JOIN users a ON a.id = h.actor
		WHERE h.user = {:u} ORDER BY h.created DESC, h.rowid DESC LIMIT 500`).
		Bind(dbx.Params{"u": req.GetString("user")}).All(&rows)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"items": rows})
}

// POST /admin/creator-requests/{id}/documents → 60-second links to both images.
func documentLinks(e *core.RequestEvent, signer *Signer) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	req, err := e.App.FindRecordById(collection, e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("creator_request_not_found", "Creator request not found.")
	}
	if req.GetBool("documents_revoked") {
		return apierr.NotFound("creator_documents_deleted", "The documents of this request were deleted when the creator status was revoked.")
	}
	now := time.Now()
	out := map[string]any{"expires_in": int(LinkTTL.Seconds())}
	for _, f := range documentFields {
		if name := req.GetString(f); name != "" {
			out[f] = signer.URL(req.Id, f, name, now)
		} else {
			out[f] = nil
		}
	}
	return e.JSON(http.StatusOK, out)
}

type decision struct {
	Notes string `json:"notes"`
}

// POST /admin/creator-requests/{id}/{approve|reject|revoke} {notes} → the new state.
// The status check, the request, the member's role, the history row and the
// notification are one transaction: a second click finds the new status and gets 409.
func decide(e *core.RequestEvent, action string) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	var body decision
	if err := e.BindBody(&body); err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request body.")
	}
	notes, err := Notes(action, body.Notes)
	if err != nil {
		return apierr.From(http.StatusBadRequest, err)
	}
	actorID, actorEmail := "", ""
	if u := siteUser(e); u != nil {
		actorID, actorEmail = u.Id, u.Email()
	}
	var result *core.Record
	txErr := e.App.RunInTransaction(func(tx core.App) error {
		req, err := tx.FindRecordById(collection, e.Request.PathValue("id"))
		if err != nil {
			return apierr.NotFound("creator_request_not_found", "Creator request not found.")
		}
		next, err := Transition(req.GetString("status"), action)
		if err != nil {
			var stale StaleError
			if errors.As(err, &stale) {
				return apierr.Conflict("creator_request_changed", err.Error())
			}
			return apierr.From(http.StatusBadRequest, err)
		}
		user, err := tx.FindRecordById("users", req.GetString("user"))
		if err != nil {
			return apierr.NotFound("creator_request_member_gone", "The member of this request no longer exists.")
		}
		roles := slices.DeleteFunc(slices.Clone(user.GetStringSlice("roles")), func(r string) bool { return r == "creator" })
		if next == StatusApproved {
			roles = append(roles, "creator")
		}
		user.Set("roles", roles)
		if err := tx.Save(user); err != nil {
			return err
		}
		req.Set("status", next)
		req.Set("notes", notes)
		req.Set("reviewed_at", types.NowDateTime())
		req.Set("reviewed_by", actorID)
		if next == StatusRevoked {
			// Emptying the fields makes PocketBase delete both files once this commits.
			req.Set("id_document", "")
			req.Set("id_selfie", "")
			req.Set("documents_revoked", true)
		}
		if err := tx.Save(req); err != nil {
			return err
		}
		if err := saveHistory(tx, user.Id, req.Id, next, notes, actorID); err != nil {
			return err
		}
		if err := audit.Write(tx, audit.ActorOf(e), "creator_request."+action, "user", user.Id, notes, map[string]any{"request": req.Id, "status": next}); err != nil {
			return err
		}
		subject, content := Message(action, notes)
		n := core.NewRecord(mustCollection(tx, "notifications"))
		n.Set("recipient", user.Id)
		// The PWA renders the kind in the reader's language (src/features/notifications/kinds.ts).
		n.Set("kind", MessageKind(action))
		n.Set("params", map[string]any{"notes": notes})
		n.Set("subject", subject)
		n.Set("content", strings.TrimSpace(content))
		n.Set("sender", actorID)
		n.Set("sender_email", actorEmail)
		if err := tx.Save(n); err != nil {
			return err
		}
		result = req
		return nil
	})
	if txErr != nil {
		var apiErr *router.ApiError
		if errors.As(txErr, &apiErr) {
			return apiErr
		}
		return e.InternalServerError("", txErr)
	}
	return e.JSON(http.StatusOK, map[string]any{"id": result.Id, "status": result.GetString("status")})
}

func mustCollection(app core.App, name string) *core.Collection {
	c, err := app.FindCachedCollectionByNameOrId(name)
	if err != nil {
		panic(err)
	}
	return c
}
