// The stream route and who may play what: a premium video plays only for a caller the
// server verified (docs/api.md, Stream).
package catalog

import (
	"database/sql"
	"errors"
	"net/http"
	"reelhouse/internal/apierr"
	"reelhouse/internal/storage"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// holder: the caller a playback token was issued to, read fresh (a lapsed membership, a
// removed role or a suspension counts at once). An unknown or suspended holder is a
// visitor; only a database failure other than "no rows" is an error.
func (h *handlers) holder(subject string) (caller, error) {
	return holderOf(h.app, subject, h.now())
}

func holderOf(app core.App, subject string, now time.Time) (caller, error) {
	if subject == "" {
		return caller{}, nil
	}
	collection, id := "users", subject
	if rest, ok := strings.CutPrefix(subject, superuserSubject); ok {
		collection, id = core.CollectionNameSuperusers, rest
	}
	rec, err := app.FindRecordById(collection, id)
	if errors.Is(err, sql.ErrNoRows) {
		return caller{}, nil
	}
	if err != nil {
		return caller{}, err
	}
	if rec.GetBool("suspended") {
		return caller{}, nil
	}
	return callerOf(rec, collection == core.CollectionNameSuperusers, now), nil
}

// stream serves the self-hosted file after checking the playback token.
// authorize is the check of every playback route (stream, HLS playlists and segments):
// a valid token for this video, and for a premium video a holder who may play it now,
// re-read on every request so a lapse takes effect on the next one. userID is the
// token's holder ("" for a visitor).
func (h *handlers) authorize(e *core.RequestEvent) (*videoRef, string, error) {
	videoID := e.Request.PathValue("videoId")
	video, err := h.db.videoByID(videoID)
	if err != nil {
		return nil, "", fail(e, err)
	}
	if video == nil {
		return nil, "", apierr.NotFound("video_not_found", "Video not found")
	}
	key, err := h.signingKey()
	if err != nil {
		return nil, "", fail(e, err)
	}
	userID, ok := verifyToken(query(e, "token"), videoID, h.now().Unix(),
		func(t string) string { return security.HS256(t, key) }, security.Equal)
	if !ok {
		return nil, "", apierr.Forbidden("playback_token_invalid", "Invalid or expired playback token.")
	}
	if video.IsPremium {
		holder, err := h.holder(userID)
		if err != nil {
			return nil, "", fail(e, err)
		}
		if !canPlay(holder, true, video.Creator) {
			return nil, "", apierr.Forbidden("premium_only", "This content is only available to premium members.")
		}
	}
	return video, userID, nil
}

// cacheControl: answers of a premium video or to a signed-in caller are never kept by
// the browser's HTTP cache (a shared device keeps nothing after sign-out; offline
// downloads live in the app's own storage, purged on sign-out); a free video's bytes to
// a visitor may be.
func cacheControl(premium bool, userID string) string {
	if premium || userID != "" {
		return "private, no-store"
	}
	return "private, max-age=3600"
}

func (h *handlers) stream(e *core.RequestEvent) error {
	video, userID, err := h.authorize(e)
	if err != nil {
		return err
	}
	videoID := video.ID
	src, err := h.db.videoSourceOf(videoID)
	if err != nil {
		return fail(e, err)
	}
	if src == nil || src.File == "" {
		return apierr.NotFound("no_self_hosted_file", "No self-hosted file for this video.")
	}
	col, err := h.app.FindCachedCollectionByNameOrId("video_sources")
	if err != nil {
		return fail(e, err)
	}
	fileKey := col.Id + "/" + src.ID + "/" + src.File
	if storage.Remote(h.app) {
		// The bytes come from the bucket (or the CDN in front of it), never through this
		// server: a short-lived link, minted after the same checks, for every request (the
		// player follows the redirect for each Range request, so a lapsed member's
		// playback stops at the latest when the last link expires).
		link, err := storage.Link(e.Request.Context(), h.app, fileKey, h.now())
		if err != nil {
			return fail(e, err)
		}
		e.Response.Header().Set("Cache-Control", "private, no-store")
		return e.Redirect(http.StatusFound, link)
	}
	fsys, err := h.app.NewFilesystem()
	if err != nil {
		return fail(e, err)
	}
	defer fsys.Close()
	e.Response.Header().Set("Cache-Control", cacheControl(video.IsPremium, userID))
	e.Response.Header().Set("X-Content-Type-Options", "nosniff")
	return fsys.Serve(e.Response, e.Request, fileKey, src.File)
}
