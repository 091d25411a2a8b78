package fingerprint

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
	"reelhouse/internal/textcheck"
)

// after: run after every default-priority handler (internal/moderation derives hidden
// from the moderation state first; the hold has the last word).
const after = 1000

// Register binds the hold guard, the takedown hook, the settings check and the admin
// routes (docs/compliance.md, docs/api-moderation.md).
func Register(app core.App) {
	registerRekey()
	app.OnRecordCreateExecute("videos").Bind(&hook.Handler[*core.RecordEvent]{Func: guardHeld, Priority: after})
	app.OnRecordUpdateExecute("videos").Bind(&hook.Handler[*core.RecordEvent]{Func: guardHeld, Priority: after})
	app.OnRecordUpdateExecute("videos").Bind(&hook.Handler[*core.RecordEvent]{Func: blockOnTakedown, Priority: after + 1})
	app.OnRecordAfterUpdateSuccess("videos").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("moderation") == "removed" {
			wake() // a takedown may have queued a video without a fingerprint
		}
		return e.Next()
	})
	app.OnRecordAfterDeleteSuccess("videos").BindFunc(func(e *core.RecordEvent) error {
		// A deleted video's own fingerprint goes; its block (if removed) stays: deleting
		// a removed video must not let it come back.
		if _, err := e.App.DB().NewQuery("DELETE FROM fp_videos WHERE video = {:v}").Bind(dbx.Params{"v": e.Record.Id}).Execute(); err != nil {
			e.App.Logger().Warn("fingerprint: a deleted video's fingerprint stays", "video", e.Record.Id, "error", err)
		}
		return e.Next()
	})
	checkSetting := func(e *core.RecordRequestEvent) error {
		if e.Record.GetString("key") != SettingsKey {
			return e.Next()
		}
		s, ok := settingsValue(e.Record.Get("value"))
		if !ok {
			return apierr.BadRequest("fingerprint_settings_invalid", "max_distance is a whole number from 0 to 31 and min_share a number from 0.05 to 1.")
		}
		e.Record.Set("value", s)
		e.Record.Set("public", false)
		return e.Next()
	}
	app.OnRecordCreateRequest("settings").BindFunc(checkSetting)
	app.OnRecordUpdateRequest("settings").BindFunc(checkSetting)

	ctx, stop := context.WithCancel(context.Background())
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		stop()
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		startPendingWorker(ctx, se.App)
		g := se.Router.Group("/api/reelhouse/admin/fingerprints")
		g.GET("/holds", listHolds)
		g.POST("/holds/{video}/release", func(e *core.RequestEvent) error { return decideHold(e, StatusReleased) })
		g.POST("/holds/{video}/remove", func(e *core.RequestEvent) error { return decideHold(e, StatusRemoved) })
		g.GET("/list", exportList)
		g.POST("/list", importList)
		return se.Next()
	})
}

// GET /admin/fingerprints/holds?status=held|released|removed&page=N: 50 a page, newest
// first, each with the held video's and the matched removed video's titles.
func listHolds(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	status := e.Request.URL.Query().Get("status")
	if status == "" {
		status = StatusHeld
	}
	if status != StatusHeld && status != StatusReleased && status != StatusRemoved {
		return apierr.BadRequest("invalid_status", "status is held, released or removed.")
	}
	page := 1
	if p := e.Request.URL.Query().Get("page"); p != "" {
		n, err := strconv.Atoi(p)
		if page = n; err != nil || page < 1 || page > 10000 {
			return apierr.BadRequest("invalid_page", "page is a whole number from 1.")
		}
	}
	var holds []Hold
	err := e.App.DB().NewQuery("SELECT video, block, blocked_video, list, share, best, status, decided_by, created, decided FROM fp_holds WHERE status = {:s} ORDER BY created DESC LIMIT 51 OFFSET {:o}").
		Bind(dbx.Params{"s": status, "o": (page - 1) * 50}).All(&holds)
	if err != nil {
		return e.InternalServerError("The holds could not be read.", err)
	}
	more := len(holds) > 50
	if more {
		holds = holds[:50]
	}
	items := make([]map[string]any, 0, len(holds))
	for _, h := range holds {
		items = append(items, map[string]any{
			"video": h.Video, "title": titleOf(e.App, h.Video),
			"blocked_video": h.BlockedVideo, "blocked_title": titleOf(e.App, h.BlockedVideo), "list": h.List,
			"share": h.Share, "best_distance": h.Best, "status": h.Status,
			"decided_by": h.DecidedBy, "created": h.Created, "decided": h.Decided,
		})
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items, "page": page, "more": more})
}

func titleOf(app core.App, id string) string {
	if id == "" {
		return ""
	}
	v, err := app.FindRecordById("videos", id)
	if err != nil {
		return ""
	}
	return v.GetString("title")
}

// POST /admin/fingerprints/holds/{video}/release|remove {"reason"}: the admin's decision,
// audited. Release publishes (unless another state keeps the video hidden); remove takes
// it down, which puts its own fingerprint on the block list too.
func decideHold(e *core.RequestEvent, status string) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	var body struct {
		Reason string `json:"reason"`
	}
	if err := e.BindBody(&body); err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request.")
	}
	reason := strings.TrimSpace(body.Reason)
	if !textcheck.Visible(reason) || len(reason) > 2000 {
		return apierr.BadRequest("moderation_reason_required", "Give a reason (at most 2000 characters).")
	}
	id := e.Request.PathValue("video")
	who := audit.ActorOf(e)
	errDecided := errors.New("decided")
	err := e.App.RunInTransaction(func(tx core.App) error {
		h, err := HoldOf(tx.DB(), id)
		if err != nil {
			return err
		}
		if h == nil {
			return sql.ErrNoRows
		}
		if h.Status != StatusHeld {
			return errDecided
		}
		if _, err := tx.DB().NewQuery("UPDATE fp_holds SET status = {:s}, decided_by = {:by}, decided = {:d} WHERE video = {:v}").
			Bind(dbx.Params{"s": status, "by": who.ID, "d": now(), "v": id}).Execute(); err != nil {
			return err
		}
		v, err := tx.FindRecordById("videos", id)
		if err != nil {
			return err
		}
		state, caseStatus := "", "restored"
		if status == StatusRemoved {
			state, caseStatus = "removed", "removed"
		}
		// The review case opened with the hold is decided with it.
		if _, err := tx.DB().NewQuery("UPDATE moderation_cases SET status = {:s}, decision_reason = {:r} WHERE item_type = 'video' AND item = {:v} AND source = 'review' AND status = 'open'").
			Bind(dbx.Params{"s": caseStatus, "r": reason, "v": id}).Execute(); err != nil {
			return err
		}
		// Saved as a record: internal/moderation derives hidden (a suspended creator's
		// video stays hidden) and the caches see the change.
		v.Set("moderation", state)
		if err := tx.SaveNoValidate(v); err != nil {
			return err
		}
		return audit.Write(tx, who, "video.fingerprint_"+status, "video", id, reason,
			map[string]any{"blocked_video": h.BlockedVideo, "list": h.List, "share": h.Share, "best_distance": h.Best})
	})
	var refused *router.ApiError
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return apierr.NotFound("hold_not_found", "This video is not held.")
	case errors.Is(err, errDecided):
		return apierr.Conflict("hold_decided", "Another admin decided this hold first. Reload it.")
	case errors.As(err, &refused):
		// A publishing gate's refusal on the save (internal/performers: a release of a video
		// without verified performer records is a 409 with its reasons), said as it is: the
		// hold stays, nothing was written.
		return refused
	case err != nil:
		return e.InternalServerError("The decision could not be saved.", err)
	}
	h, _ := HoldOf(e.App.DB(), id)
	return e.JSON(http.StatusOK, h)
}

// GET /admin/fingerprints/list: the block list as a shared hash list (text).
func exportList(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	e.Response.Header().Set("Content-Type", "text/plain; charset=utf-8")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="reelhouse-pdq-blocklist.txt"`)
	_, err := Export(e.App.DB(), e.Response)
	return err
}

var listName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$`)

// POST /admin/fingerprints/list?name=NAME: import a hash list (the body, text, at most
// MaxListLines lines); all or nothing, audited.
func importList(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	name := strings.TrimSpace(e.Request.URL.Query().Get("name"))
	if !listName.MatchString(name) {
		return apierr.BadRequest("list_name_invalid", "Name the list: 1 to 64 letters, digits, spaces, dots, dashes or underscores.")
	}
	frames, err := ParseList(io.LimitReader(e.Request.Body, int64(MaxListLines)*70))
	if err != nil {
		return apierr.BadRequest("hash_list_invalid", "The hash list could not be read: "+err.Error()+".")
	}
	if len(frames) == 0 {
		return apierr.BadRequest("hash_list_empty", "The hash list has no hashes.")
	}
	var added int
	err = e.App.RunInTransaction(func(tx core.App) error {
		if added, err = Import(tx.DB(), name, frames); err != nil {
			return err
		}
		return audit.Write(tx, audit.ActorOf(e), "fingerprint.list_imported", "list", name, "Hash list imported.",
			map[string]any{"hashes": len(frames), "added": added})
	})
	if err != nil {
		return e.InternalServerError("The list could not be imported.", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"list": name, "hashes": len(frames), "added": added})
}
