package engagement

import (
	"github.com/pocketbase/pocketbase/core"
	"net/http"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
)

type commentJSON struct {
	ID        string `json:"id"`
	Video     string `json:"video"`
	Content   string `json:"content"`
	Created   string `json:"created"`
	Updated   string `json:"updated"`
	User      string `json:"user"`
	Username  string `json:"username"`
	LikeCount int    `json:"like_count"`
	LikedByMe bool   `json:"liked_by_me"`
	// Parent: the top-level comment a reply answers ("" for a top-level comment).
	Parent     string `json:"parent"`
	ReplyCount int    `json:"reply_count"`
}

// createComment: POST /api/reelhouse/videos/{id}/comments { content, id?, parent? }. The
// optional id is the offline outbox's client id: replaying an applied create returns that
// comment. parent makes it a reply (resolveParent: one level, same video, not blocked).
func (h *handlers) createComment(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil {
		return apierr.Unauthorized("comment_sign_in", "Please log in to leave a comment.")
	}
	if err := h.requireVerified(e, user, commentVerifyMessage); err != nil {
		return err
	}
	var body struct {
		Content any `json:"content"`
		ID      any `json:"id"`
		Parent  any `json:"parent"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	raw, _ := body.Content.(string)
	content, msg := CheckComment(raw)
	if msg != "" {
		code, values := commentCode(msg)
		return apierr.New(http.StatusBadRequest, code, msg, values)
	}
	clientID, _ := body.ID.(string)
	if body.ID != nil && body.ID != "" && !IsOpID(clientID) {
		return apierr.BadRequest("op_id_invalid", "id must be 15 characters from a-z and 0-9")
	}
	parentID, _ := body.Parent.(string)
	if body.Parent != nil && body.Parent != "" && !IsOpID(parentID) {
		return apierr.BadRequest("parent_invalid", "parent must be a comment id")
	}
	videoID := e.Request.PathValue("id")
	// A video moderation hid is gone for all but admins and its creator (issue 36).
	if ok, err := catalog.VisibleTo(e, videoID); err != nil {
		return e.InternalServerError("", err)
	} else if !ok {
		return apierr.NotFound("video_not_found", "Video not found")
	}

	var comment *core.Record
	var reused bool
	err := h.writes.Do(func(tx core.App) error {
		comment, reused = nil, false
		if clientID != "" {
			existing, err := tx.FindRecordById("comments", clientID)
			if err == nil {
				if existing.GetString("user") != user.Id || existing.GetString("video") != videoID {
					reused = true
					return nil
				}
				comment = existing // a replay of an applied create
				return nil
			}
			if !isNoRows(err) {
				return err
			}
		}
		col, err := tx.FindCachedCollectionByNameOrId("comments")
		if err != nil {
			return err
		}
		record := core.NewRecord(col)
		if clientID != "" {
			record.Id = clientID
		}
		record.Set("video", videoID)
		record.Set("user", user.Id)
		record.Set("content", content)
		record.Set("parent", parentID)
		if err := tx.Save(record); err != nil {
			return err
		}
		comment = record
		return nil
	})
	if reused {
		return apierr.BadRequest("comment_id_used", "This comment id is already used.")
	}
	if api := asAPIError(err); api != nil {
		return api // the reply's parent rules (resolveParent)
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return jsonOK(e, commentJSON{
		ID:         comment.Id,
		Video:      videoID,
		Content:    comment.GetString("content"),
		Created:    comment.GetString("created"),
		Updated:    comment.GetString("updated"),
		User:       comment.GetString("user"),
		Username:   comment.GetString("username"),
		LikeCount:  comment.GetInt("like_count"),
		Parent:     comment.GetString("parent"),
		ReplyCount: comment.GetInt("reply_count"),
	})
}
