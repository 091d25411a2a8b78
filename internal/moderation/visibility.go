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
