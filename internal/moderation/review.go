package moderation

import (
	"database/sql"
	"errors"
	"slices"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
)

// Review of new uploads (issue 23): the setting review_new_uploads is "all", "off", or
// "new_creators" (the default: creators approved less than 30 days ago). A video that
// needs review is created hidden (moderation "review") with a review case in the queue,
// and is published when an admin approves it.

const newCreatorWindow = 30 * 24 * time.Hour

// needsReview: whether a new video of this creator waits for review. A failed read is an
// error (the upload fails and can be retried), never a silent "publish at once".
func needsReview(tx core.App, creatorID string) (bool, error) {
	if creatorID == "" {
		return false, nil
	}
	u, err := tx.FindRecordById("users", creatorID)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil || slices.Contains(u.GetStringSlice("roles"), "admin") {
		return false, err
	}
	p, err := loadPolicy(tx)
	if err != nil {
		return false, err
	}
	switch p.ReviewNewUploads {
	case "all":
		return true, nil
	case "off":
		return false, nil
	}
	since := time.Now().UTC().Add(-newCreatorWindow).Format("2006-01-02 15:04:05.000Z")
	n, err := tx.CountRecords("creator_requests", dbx.HashExp{"user": creatorID, "status": "approved"}, dbx.NewExp("reviewed_at > {:s}", dbx.Params{"s": since}))
	return n > 0, err
}

// HoldForReview marks a new (not yet saved) video for review when its creator needs it,
// so that not even its create event shows it publicly. It reports whether it did; then
// OpenReviewCase must follow the save, in the same transaction.
func HoldForReview(tx core.App, v *core.Record) (bool, error) {
	if !v.IsNew() {
		return false, nil
	}
	if held, err := needsReview(tx, v.GetString("creator")); !held || err != nil {
		return false, err
	}
	v.Set("hidden", true)
	v.Set("moderation", "review")
	return true, nil
}

// OpenReviewCase puts a held video in the queue.
func OpenReviewCase(tx core.App, v *core.Record) error {
	c := core.NewRecord(mustCol(tx, "moderation_cases"))
	c.Set("item_type", "video")
	c.Set("item", v.Id)
	c.Set("creator", v.GetString("creator"))
	c.Set("source", "review")
	c.Set("status", "open")
	c.Set("reference", reference())
	if err := tx.SaveNoValidate(c); err != nil {
		return err
	}
	return Audit(tx, System, "video.held_for_review", "video", v.Id, "New upload of a creator under review.", map[string]any{"case": c.Id})
}

// holdOnCreateRequest: a video created by a creator through the record API.
func holdOnCreateRequest(e *core.RecordRequestEvent) error {
	if e.Auth == nil || access.IsAdmin(e.RequestEvent) {
		return e.Next() // an admin's own upload is not held (nor, for visitors, allowed at all)
	}
	return e.App.RunInTransaction(func(tx core.App) error {
		e.App = tx
		held, err := HoldForReview(tx, e.Record)
		if err != nil {
			return err
		}
		if err := e.Next(); err != nil {
			return err
		}
		if !held {
			return nil
		}
		return OpenReviewCase(tx, e.Record)
	})
}
