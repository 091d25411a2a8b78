package engagement

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
	"reelhouse/internal/groupcommit"
)

type likeResult struct {
	Liked     bool `json:"liked"`
	LikeCount int  `json:"like_count"`
}

// likeComment: POST /api/reelhouse/comments/{id}/like { op_id? } toggles the caller's like.
func (h *handlers) likeComment(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil {
		return apierr.Unauthorized("like_sign_in", "Must be authenticated to like comments")
	}
	var body struct {
		OpID any `json:"op_id"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	opID, err := opIDOf(body.OpID)
	if err != nil {
		return apierr.BadRequest("op_id_invalid", err.Error())
	}
	commentID := e.Request.PathValue("id")
	// A comment on a video moderation hid is gone with it (issue 36), as its comment list
	// and ratings are: the same 404 as a comment that does not exist.
	if ok, err := h.commentVisible(e, commentID); err != nil {
		return e.InternalServerError("", err)
	} else if !ok {
		return apierr.NotFound("comment_not_found", "Comment not found")
	}
	var out json.RawMessage
	var refused error
	err = h.writes.Do(func(tx core.App) error {
		var err error
		out, refused, err = once(tx, user.Id, opID, "comment_like", commentID, func() (any, error) {
			current, err := tx.FindFirstRecordByFilter("comment_likes", "comment = {:c} && user = {:u}", dbx.Params{"c": commentID, "u": user.Id})
			if err != nil && !isNoRows(err) {
				return nil, err
			}
			if current != nil {
				if err := tx.Delete(current); err != nil {
					return nil, err
				}
			} else {
				col, err := tx.FindCachedCollectionByNameOrId("comment_likes")
				if err != nil {
					return nil, err
				}
				like := core.NewRecord(col)
				like.Set("comment", commentID)
				like.Set("user", user.Id)
				if err := tx.Save(like); err != nil {
					return nil, err
				}
			}
			var row struct {
				N int `db:"n"`
			}
			if err := groupcommit.Query(tx, "SELECT like_count AS n FROM comments WHERE id = {:c}").Bind(dbx.Params{"c": commentID}).One(&row); err != nil && !isNoRows(err) {
				return nil, err
			}
			return likeResult{Liked: current == nil, LikeCount: row.N}, nil
		})
		return err
	})
	return h.answer(e, out, refused, err)
}

// commentVisible: whether the comment exists and its video is visible to the caller
// (catalog.VisibleTo: public, or the caller is an admin or the video's creator).
func (h *handlers) commentVisible(e *core.RequestEvent, commentID string) (bool, error) {
	videoID, err := h.commentVideo(commentID)
	if err != nil || videoID == "" {
		return false, err
	}
	return catalog.VisibleTo(e, videoID)
}

// commentVideo: the video a comment is on ("" when there is no such comment).
func (h *handlers) commentVideo(commentID string) (string, error) {
	var row struct {
		Video string `db:"video"`
	}
	err := h.app.ConcurrentDB().NewQuery("SELECT video FROM comments WHERE id = {:id}").Bind(dbx.Params{"id": commentID}).One(&row)
	if isNoRows(err) {
		return "", nil
	}
	return row.Video, err
}
