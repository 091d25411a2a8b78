package engagement

import (
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
)

// bindHiddenHooks: the collection API's side doors to a video moderation hid (issue 36).
// Its routes refuse a comment, a rating or a comment like on such a video with a 404; a
// create through /api/collections/{comments,video_ratings,comment_likes}/records is held to
// the same answer (the collections' create rules only check who writes). A video or
// comment that does not exist is left to PocketBase's own relation check.
func bindHiddenHooks(app core.App) {
	for _, col := range []string{"comments", "video_ratings"} {
		app.OnRecordCreateRequest(col).BindFunc(func(e *core.RecordRequestEvent) error {
			hidden, err := catalog.HiddenFrom(e.RequestEvent, e.Record.GetString("video"))
			if err != nil {
				return e.InternalServerError("", err)
			}
			if hidden {
				return apierr.NotFound("video_not_found", "Video not found")
			}
			return e.Next()
		})
	}
	app.OnRecordCreateRequest("comment_likes").BindFunc(func(e *core.RecordRequestEvent) error {
		com, err := e.App.FindRecordById("comments", e.Record.GetString("comment"))
		if isNoRows(err) {
			return e.Next()
		}
		if err != nil {
			return e.InternalServerError("", err)
		}
		hidden, err := catalog.HiddenFrom(e.RequestEvent, com.GetString("video"))
		if err != nil {
			return e.InternalServerError("", err)
		}
		if hidden {
			return apierr.NotFound("comment_not_found", "Comment not found")
		}
		return e.Next()
	})
}
