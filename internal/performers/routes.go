package performers

import (
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
	"reelhouse/internal/creators"
)

// documentFields: the protected files of a record, served like creator ID documents:
// PocketBase's own file URLs are closed; admins get 60-second signed links.
var documentFields = []string{"id_document", "release"}

const documentsPath = "/api/reelhouse/performer-documents/"

func registerRoutes(app core.App) {
	signer := creators.NewSigner(documentsPath) // its own key: a link never opens a creator document
	app.OnFileDownloadRequest("performers").BindFunc(func(e *core.FileDownloadRequestEvent) error {
		return apierr.NotFound("not_found", "The requested resource wasn't found.")
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/reelhouse")
		g.POST("/admin/performers/{id}/verify", func(e *core.RequestEvent) error { return verify(e, true) })
		g.POST("/admin/performers/{id}/unverify", func(e *core.RequestEvent) error { return verify(e, false) })
		g.POST("/admin/performers/{id}/documents", func(e *core.RequestEvent) error { return documentLinks(e, signer) })
		g.GET("/performer-documents/{id}/{field}", func(e *core.RequestEvent) error {
			return creators.ServeDocument(e, signer, "performers", documentFields, nil)
		})
		g.GET("/admin/records/export", exportRecords)
		// The video manager's records state of one video (status.go); private, no-store by default.
		g.GET("/creator/videos/{id}/records", getVideoRecords)
		g.GET("/uploader-agreement", func(e *core.RequestEvent) error {
			return e.JSON(http.StatusOK, map[string]any{"version": AgreementVersion})
		})
		return se.Next()
	})
}

type verifyBody struct {
	Notes string `json:"notes"`
}

// POST /admin/performers/{id}/verify|unverify {notes}: an admin checked (or withdraws)
// the record against its ID document or the owner's creator application. The record, the
// audit entry and the linked videos' re-check are one transaction.
func verify(e *core.RequestEvent, on bool) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	var body verifyBody
	if err := e.BindBody(&body); err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request body.")
	}
	notes := strings.TrimSpace(body.Notes)
	if len([]rune(notes)) > 1000 {
		return apierr.BadRequest("notes_too_long", "Notes are at most 1,000 characters.")
	}
	return e.App.RunInTransaction(func(tx core.App) error {
		p, err := tx.FindRecordById("performers", e.Request.PathValue("id"))
		if err != nil {
			return apierr.NotFound("performer_not_found", "Performer record not found.")
		}
		if on {
			r, err := LoadRecord(tx, p)
			if err != nil {
				return err
			}
			if missing := Missing(r); len(missing) > 0 {
				return apierr.New(http.StatusBadRequest, "performer_record_incomplete", "This record is incomplete ("+strings.Join(missing, ", ")+"): it cannot be verified.", map[string]any{"missing": strings.Join(missing, ", ")})
			}
			p.Set("verified_at", types.NowDateTime())
			if u := access.SiteUser(e); u != nil {
				p.Set("verified_by", u.Id)
			} else {
				p.Set("verified_by", "") // a superuser is not a member: the audit entry names them
			}
		} else {
			p.Set("verified_at", "")
			p.Set("verified_by", "")
		}
		if err := tx.Save(p); err != nil {
			return err
		}
		action := map[bool]string{true: "performer.verified", false: "performer.unverified"}[on]
		if err := audit.Write(tx, audit.ActorOf(e), action, "performer", p.Id, notes, map[string]any{"owner": p.GetString("owner")}); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]any{"id": p.Id, "verified_at": p.GetString("verified_at")})
	})
}

// POST /admin/performers/{id}/documents → 60-second links to the ID document and release.
func documentLinks(e *core.RequestEvent, signer *creators.Signer) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	p, err := e.App.FindRecordById("performers", e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("performer_not_found", "Performer record not found.")
	}
	now := time.Now()
	out := map[string]any{"expires_in": int(creators.LinkTTL.Seconds())}
	for _, f := range documentFields {
		out[f] = nil
		if name := p.GetString(f); name != "" {
			out[f] = signer.URL(p.Id, f, name, now)
		}
	}
	return e.JSON(http.StatusOK, out)
}
