package engagement

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
	"reelhouse/internal/groupcommit"
)

// view: POST /api/reelhouse/videos/{id}/view { anon_id? }. A view is a row in
// video_views, unique per (video, viewer, 6-hour bucket): INSERT OR IGNORE decides
// whether it counts, and only a new row bumps video_stats and views_monthly, in the same
// transaction, so repeating a request changes nothing. Who an anonymous viewer is comes
// from internal/viewer (signed cookie + per-IP cap), which runs before this handler.
func (h *handlers) view(e *core.RequestEvent) error {
	var video struct {
		ID      string `db:"id"`
		Creator string `db:"creator"`
	}
	err := h.app.ConcurrentDB().NewQuery("SELECT id, creator FROM videos WHERE id = {:id}").
		Bind(dbx.Params{"id": e.Request.PathValue("id")}).One(&video)
	if isNoRows(err) {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	var body struct {
		AnonID any `json:"anon_id"`
		// The watch page's playback token: proves a premium page was unlocked when the view
		// is sent without the member's session (discreet mode). Checked, never stored.
		Playback string `json:"playback"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	// Hidden means gone (issue 36): a hidden video counts no view and answers as unknown;
	// a locked premium page (a caller who cannot play it) counts none either.
	found, counts, err := catalog.ViewAllowed(e, video.ID, body.Playback)
	if err != nil {
		return e.InternalServerError("", err)
	}
	if !found {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	if !counts {
		return jsonOK(e, map[string]any{"counted": false, "locked": true, "views": h.views(video.ID)})
	}
	if s, isString := body.AnonID.(string); body.AnonID != nil && (!isString || (s != "" && !IsValidAnonID(s))) {
		return apierr.BadRequest("anon_id_invalid", "Invalid anon_id: use 8-64 characters of A-Z, a-z, 0-9, _ and -.")
	}
	userID := ""
	if u := siteUser(e); u != nil {
		userID = u.Id
	}
	cookieID, _ := e.Get("reelhouse.viewer").(string)
	viewer, ok := ViewerKey(userID, cookieID, e.RealIP(), security.SHA256)
	if !ok {
		return e.InternalServerError("", errViewerMissing)
	}
	if capped, _ := e.Get("reelhouse.viewCapped").(bool); capped {
		return jsonOK(e, map[string]any{"counted": false, "views": h.views(video.ID)})
	}

	now := types.NowDateTime()
	nowText := now.String()
	unix := now.Time().Unix()
	counted, views := false, 0
	err = h.writes.Do(func(tx core.App) error {
		counted, views = false, 0
		res, err := groupcommit.Query(tx, `INSERT OR IGNORE INTO video_views (id, video, viewer, bucket, created, updated)
			VALUES ({:id}, {:video}, {:viewer}, {:bucket}, {:now}, {:now})`).
			Bind(dbx.Params{"id": newID(), "video": video.ID, "viewer": viewer, "bucket": bucketOf(unix), "now": nowText}).Execute()
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		counted = true
		// Trending counts distinct viewers: a viewer already seen this week adds no score.
		var seen struct {
			N int `db:"n"`
		}
		if err := groupcommit.Query(tx, `SELECT COUNT(*) AS n FROM video_views WHERE video = {:video} AND viewer = {:viewer} AND bucket >= {:since}`).
			Bind(dbx.Params{"video": video.ID, "viewer": viewer, "since": bucketOf(unix - RecentDays*86400)}).One(&seen); err != nil {
			return err
		}
		score := ViewScore
		if seen.N > 1 {
			score = 0
		}
		var stats struct {
			Views int `db:"views"`
		}
		if err := groupcommit.Query(tx, `UPDATE video_stats SET views = views + 1, trending_score = trending_score + {:score}, updated = {:now} WHERE video = {:video} RETURNING views`).
			Bind(dbx.Params{"score": score, "now": nowText, "video": video.ID}).One(&stats); err != nil && !isNoRows(err) {
			return err
		}
		views = stats.Views
		scopes := []string{"site"}
		if video.Creator != "" {
			scopes = append(scopes, video.Creator)
		}
		for _, scope := range scopes {
			if _, err := groupcommit.Query(tx, `INSERT INTO views_monthly (id, scope, month, views, created, updated) VALUES ({:id}, {:scope}, {:month}, 1, {:now}, {:now})
				ON CONFLICT (scope, month) DO UPDATE SET views = views + 1, updated = excluded.updated`).
				Bind(dbx.Params{"id": newID(), "scope": scope, "month": monthOf(now.Time()), "now": nowText}).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	if !counted {
		views = h.views(video.ID)
	}
	return jsonOK(e, map[string]any{"counted": counted, "views": views})
}

func (h *handlers) views(videoID string) int {
	var row struct {
		Views int `db:"views"`
	}
	_ = h.app.ConcurrentDB().NewQuery("SELECT views FROM video_stats WHERE video = {:v}").Bind(dbx.Params{"v": videoID}).One(&row)
	return row.Views
}
