// The gates of a video's bytes outside the stream route (issue 36 §2 and §7): PocketBase's
// /api/files of its thumbnail and self-hosted file, the derived media route (preview,
// sprite, VTT: internal/uploads) and the view count. Each reads the video's derived
// visibility flag (videos.hidden: a moderation state or a suspended creator) with one
// primary-key lookup, so hidden means gone here as on the catalog's lists.
package catalog

import (
	"database/sql"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// gateRow: what every gate needs to know of a video.
type gateRow struct {
	Hidden  bool   `db:"hidden"`
	Premium bool   `db:"is_premium"`
	Creator string `db:"creator"`
}

// gateOf: nil when the video does not exist.
func gateOf(app core.App, videoID string) (*gateRow, error) {
	var g gateRow
	err := app.ConcurrentDB().NewQuery("SELECT hidden, is_premium, creator FROM videos WHERE id = {:id}").
		Bind(dbx.Params{"id": videoID}).One(&g)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &g, nil
}

// readSigningKey: the playback signing key as stored ("" when none yet: no token is valid).
func readSigningKey(app core.App) (string, error) {
	var row struct {
		Value string `db:"value"`
	}
	err := app.ConcurrentDB().NewQuery("SELECT value FROM secrets WHERE key = 'playback_signing_key'").One(&row)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return row.Value, err
}

// tokenHolder: the caller a valid playback token for videoID was issued to, re-read now
// (ok false for a missing, forged or expired token).
func tokenHolder(app core.App, token, videoID string, now time.Time) (c caller, ok bool, err error) {
	if token == "" {
		return caller{}, false, nil
	}
	key, err := readSigningKey(app)
	if err != nil || key == "" {
		return caller{}, false, err
	}
	subject, ok := verifyToken(token, videoID, now.Unix(), func(t string) string { return security.HS256(t, key) }, security.Equal)
	if !ok {
		return caller{}, false, nil
	}
	c, err = holderOf(app, subject, now)
	return c, err == nil, err
}

// MediaAccess is the check of GET /api/reelhouse/media/{video}/{name} (preview clip,
// timeline sprite and its VTT). A hidden video's media answer 404 to everyone but admins
// (signed in, or holding a playback token issued to an admin); a premium video's need a
// playback token whose holder may play it now, re-read on every request as the stream
// route does, so a lapsed member's token stops at once. private: the answer must not be
// kept by a shared cache (premium or hidden).
func MediaAccess(e *core.RequestEvent, videoID string) (private bool, err error) {
	g, err := gateOf(e.App, videoID)
	if err != nil {
		return false, e.InternalServerError("", err)
	}
	if g == nil {
		return false, apierr.NotFound("not_found", "Not found.")
	}
	if !g.Hidden && !g.Premium {
		return false, nil
	}
	holder, valid, err := tokenHolder(e.App, e.Request.URL.Query().Get("token"), videoID, time.Now())
	if err != nil {
		return false, e.InternalServerError("", err)
	}
	if g.Hidden {
		if access.IsAdmin(e) || (valid && holder.Admin) {
			return true, nil
		}
		return false, apierr.NotFound("not_found", "Not found.")
	}
	if !valid {
		return false, apierr.NotFound("not_found", "Not found.")
	}
	if !canPlay(holder, true, g.Creator) {
		return false, apierr.Forbidden("premium_only", "This content is only available to premium members.")
	}
	return true, nil
}

// ViewAllowed: whether a view of videoID may count (issue 36 §8). found is false for an
// unknown video and for a hidden one (the view route answers 404 as the watch page does);
// counts is false for a premium video the caller cannot play (a locked watch page). A
// caller who cannot play it as sent may prove the page was unlocked with the playback
// token the watch page issued (discreet mode sends views without the member's session;
// the token's holder is checked now and not stored).
func ViewAllowed(e *core.RequestEvent, videoID, playbackToken string) (found, counts bool, err error) {
	g, err := gateOf(e.App, videoID)
	if err != nil || g == nil || g.Hidden {
		return false, false, err
	}
	if !g.Premium {
		return true, true, nil
	}
	if canPlay(callerOf(e.Auth, e.HasSuperuserAuth(), time.Now()), true, g.Creator) {
		return true, true, nil
	}
	holder, valid, err := tokenHolder(e.App, playbackToken, videoID, time.Now())
	if err != nil {
		return true, false, err
	}
	return true, valid && canPlay(holder, true, g.Creator), nil
}

// fileCaller: who fetches a file through /api/files: the request's own auth, else the
// holder of the PocketBase file token in ?token= (how an <img> or <video> sends it).
// Suspended members count as visitors.
func fileCaller(e *core.FileDownloadRequestEvent) caller {
	now := time.Now()
	if e.Auth != nil {
		return callerOf(e.Auth, e.HasSuperuserAuth(), now)
	}
	token := e.Request.URL.Query().Get("token")
	if token == "" {
		return caller{}
	}
	rec, err := e.App.FindAuthRecordByToken(token, core.TokenTypeFile)
	if err != nil || rec == nil || rec.GetBool("suspended") {
		return caller{}
	}
	return callerOf(rec, rec.IsSuperuser(), now)
}

// guardFile binds to /api/files of videos, video_sources and captions (a caption file
// follows its video: hidden means 404 but for admins and the creator). A hidden video's files answer
// 404 to everyone but admins, except its thumbnail to its own creator (their manager shows
// it, with a file token); PocketBase already checked the view rule of a protected file,
// which now asks for a visible video too (migration 17900002). Cache headers: PocketBase
// sends every file `max-age=2592000` (public, 30 days); a self-hosted video file is only
// ever fetched with a file token, and a hidden video's thumbnail only by admins and its
// creator, so both are sent `private, no-store` and never land in a shared cache.
func guardFile(e *core.FileDownloadRequestEvent) error {
	videoID, source := e.Record.Id, e.Collection.Name == "video_sources"
	if source || e.Collection.Name == "captions" {
		videoID = e.Record.GetString("video")
	}
	g, err := gateOf(e.App, videoID)
	if err != nil {
		return e.InternalServerError("", err)
	}
	if g == nil {
		return apierr.NotFound("not_found", "Not found.")
	}
	private := source || g.Hidden || (g.Premium && e.FileField.Protected)
	if g.Hidden {
		c := fileCaller(e)
		owner := !source && c.UserID != "" && c.UserID == g.Creator
		if !c.Admin && !owner {
			return apierr.NotFound("not_found", "Not found.")
		}
	}
	if private {
		e.Response.Header().Set("Cache-Control", "private, no-store")
	}
	return e.Next()
}

// registerFileGuard binds guardFile to the collections whose files are a video's.
func registerFileGuard(app core.App) {
	app.OnFileDownloadRequest("videos", "video_sources", "captions").BindFunc(guardFile)
}

// VisibleTo: whether the video exists for the caller: a public one for everyone, a hidden
// one only for admins and its own creator (the routes around a video, such as its comments
// and ratings, answer 404 otherwise, as its watch page does).
func VisibleTo(e *core.RequestEvent, videoID string) (bool, error) {
	g, err := gateOf(e.App, videoID)
	if err != nil || g == nil {
		return false, err
	}
	if !g.Hidden || access.IsAdmin(e) {
		return true, nil
	}
	u := access.SiteUser(e)
	return u != nil && g.Creator != "" && u.Id == g.Creator, nil
}

// HiddenFrom: whether the video exists but is kept from the caller (hidden, and the caller
// neither an admin nor its creator). Record API hooks use it where a missing video is
// PocketBase's own relation error and only a hidden one must answer 404.
func HiddenFrom(e *core.RequestEvent, videoID string) (bool, error) {
	g, err := gateOf(e.App, videoID)
	if err != nil || g == nil {
		return false, err
	}
	visible, err := VisibleTo(e, videoID)
	return !visible, err
}
