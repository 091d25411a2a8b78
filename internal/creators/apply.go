package creators

import (
	"fmt"
	"io"
	"net/http"
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"reelhouse/internal/apierr"
)

const collection = "creator_requests"

var documentFields = []string{"id_document", "id_selfie"}

// onApply guards POST /api/collections/creator_requests/records (the application): the
// collection's create rule already limits it to members applying for themselves; here
// both images are checked by their bytes and stripped of metadata, a second application
// while one is pending (or by a creator) is refused, and the request and its "submitted"
// history row are written in one transaction.
func onApply(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next() // the dashboard and test fixtures
	}
	if e.Auth == nil || e.Auth.Collection().Name != "users" {
		return apierr.Unauthorized("creator_account_required", "Please create an account first to become a creator.")
	}
	e.Record.Set("status", StatusPending)
	for _, field := range documentFields {
		if err := cleanField(e.Record, field); err != nil {
			return apierr.BadRequest(imageCodes[err], err.Error())
		}
	}
	return e.App.RunInTransaction(func(tx core.App) error {
		user, err := tx.FindRecordById("users", e.Auth.Id)
		if err != nil {
			return apierr.Wrap(http.StatusUnauthorized, "sign_in_again", "Sign in again.", err)
		}
		if slices.Contains(user.GetStringSlice("roles"), "creator") {
			return apierr.Conflict("already_creator", "You are already a creator.")
		}
		pending, err := tx.FindFirstRecordByFilter(collection, "user = {:u} && status = 'pending'", map[string]any{"u": user.Id})
		if err == nil && pending != nil {
			return apierr.Conflict("creator_request_pending", "You already have a pending creator request.")
		}
		e.App = tx
		if err := e.Next(); err != nil {
			return err
		}
		return saveHistory(tx, user.Id, e.Record.Id, "submitted", "", "")
	})
}

// cleanField replaces the uploaded file of field with its cleaned copy, named from the
// kind and the time (spec: named from user id, kind and timestamp; the record holds the user).
func cleanField(rec *core.Record, field string) error {
	files := rec.GetUnsavedFiles(field)
	if len(files) != 1 {
		return ErrEmpty
	}
	f := files[0]
	if f.Size > MaxImageBytes {
		return ErrTooLarge
	}
	r, err := f.Reader.Open()
	if err != nil {
		return ErrEmpty
	}
	defer r.Close()
	raw, err := io.ReadAll(io.LimitReader(r, MaxImageBytes+1))
	if err != nil {
		return ErrEmpty
	}
	clean, kind, err := CleanIDImage(raw)
	if err != nil {
		return err
	}
	ext := map[string]string{"jpeg": ".jpg", "png": ".png", "webp": ".webp"}[kind]
	nf, err := filesystem.NewFileFromBytes(clean, fmt.Sprintf("%s_%d%s", field, time.Now().Unix(), ext))
	if err != nil {
		return ErrEmpty
	}
	rec.Set(field, nf)
	return nil
}

func saveHistory(app core.App, userID, requestID, action, notes, actorID string) error {
	col, err := app.FindCachedCollectionByNameOrId("creator_request_history")
	if err != nil {
		return err
	}
	h := core.NewRecord(col)
	h.Set("user", userID)
	h.Set("request", requestID)
	h.Set("action", action)
	h.Set("notes", notes)
	h.Set("actor", actorID)
	return app.Save(h)
}

// onDirectDownload closes PocketBase's own file URLs of ID documents for everyone: they
// are read only through the 60-second links of the review routes.
func onDirectDownload(e *core.FileDownloadRequestEvent) error {
	return apierr.NotFound("not_found", "The requested resource wasn't found.")
}

// CleanDocumentField checks and strips the one image of a document field the way ID
// images are (internal/moderation uses it for consent releases of people in a video).
func CleanDocumentField(rec *core.Record, field string) error { return cleanField(rec, field) }
