package moderation

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// setModeration records why a video is (not) public and derives videos.hidden: hidden
// while a moderation state holds it or its creator is suspended. Saved as a record so the
// response cache and realtime see the change (hotpath invalidates on videos saves).
func setModeration(tx core.App, video *core.Record, state string) error {
	suspended, err := creatorSuspended(tx, video.GetString("creator"))
	if err != nil {
		return err // never "not suspended" on a failed read: that would publish the video
	}
	video.Set("moderation", state)
	video.Set("hidden", state != "" || suspended)
	return tx.SaveNoValidate(video)
}

func creatorSuspended(tx core.App, userID string) (bool, error) {
	if userID == "" {
		return false, nil
	}
	u, err := tx.FindRecordById("users", userID)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil // a deleted creator
	}
	if err != nil {
		return false, err
	}
	return u.GetBool("suspended"), nil
}

// setCreatorVideosHidden applies a (lifted) suspension to every video of a creator. A
// creator's videos are a bounded set (their own uploads); each is saved as a record for
// the cache and realtime.
func setCreatorVideosHidden(tx core.App, userID string, suspended bool) error {
	vids, err := tx.FindRecordsByFilter("videos", "creator = {:c}", "", 0, 0, dbx.Params{"c": userID})
	if err != nil {
		return err
	}
	for _, v := range vids {
		hidden := suspended || v.GetString("moderation") != ""
		if v.GetBool("hidden") == hidden {
			continue
		}
		v.Set("hidden", hidden)
		if err := tx.SaveNoValidate(v); err != nil {
			return err
		}
	}
	return nil
}

// registerVisibility keeps videos.hidden derived on every write path, not only through the
// moderation routes (issue 36): an admin may set users.suspended or videos.moderation
// through the record API (their update rules allow it), which left the videos public.
// The derived change is written in the transaction of its source.
func registerVisibility(app core.App) {
	app.OnRecordUpdateExecute("users").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetBool("suspended") == e.Record.Original().GetBool("suspended") {
			return e.Next()
		}
		return e.App.RunInTransaction(func(tx core.App) error {
			e.App = tx
			if err := e.Next(); err != nil {
				return err
			}
			return setCreatorVideosHidden(tx, e.Record.Id, e.Record.GetBool("suspended"))
		})
	})
	// Only a write of the state (or of the creator) re-derives the flag on an update: the
	// flag alone may still be set directly by server code and tools. A new video of a
	// suspended creator, or one created with a state, starts hidden.
	app.OnRecordCreateExecute("videos").BindFunc(func(e *core.RecordEvent) error {
		suspended, err := creatorSuspended(e.App, e.Record.GetString("creator"))
		if err != nil {
			return err
		}
		if e.Record.GetString("moderation") != "" || suspended {
			e.Record.Set("hidden", true)
		}
		return e.Next()
	})
	app.OnRecordUpdateExecute("videos").BindFunc(func(e *core.RecordEvent) error {
		orig := e.Record.Original()
		if e.Record.GetString("moderation") != orig.GetString("moderation") || e.Record.GetString("creator") != orig.GetString("creator") {
			suspended, err := creatorSuspended(e.App, e.Record.GetString("creator"))
			if err != nil {
				return err
			}
			e.Record.Set("hidden", e.Record.GetString("moderation") != "" || suspended)
		}
		return e.Next()
	})
}
