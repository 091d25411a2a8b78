package engagement

import (
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/groupcommit"
)

// Counters are kept by the record hooks, inside the write's own transaction, whether the
// write comes from a route here or the collection API: +1 / -1 on the stats row (a write
// transaction holds SQLite's single writer, so the step and the row change commit
// together; internal/repair recomputes from rows for data written past the hooks). The
// collection API saves outside any transaction, so each hook opens one (atomically).
func (h *handlers) bindHooks(app core.App) {
	bindHiddenHooks(app)
	bindBlockHooks(app)
	bindBlockedMembers(app)
	app.OnRecordValidate("comments").BindFunc(func(e *core.RecordEvent) error {
		// Same normalisation as the route: invisible characters out, trimmed.
		text, _ := CheckComment(e.Record.GetString("content"))
		e.Record.Set("content", text)
		if err := resolveParent(e.App, e.Record); err != nil {
			return err
		}
		if e.Record.IsNew() || e.Record.Original().GetString("user") != e.Record.GetString("user") {
			// Comments carry their author's username so listing them needs no access to users.
			user, err := e.App.FindRecordById("users", e.Record.GetString("user"))
			if err != nil {
				return err
			}
			e.Record.Set("username", user.GetString("username"))
		}
		return e.Next()
	})
	app.OnRecordCreateExecute("comments").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			if err := step(tx, "UPDATE video_stats SET comments = comments + 1 WHERE video = {:k}", e.Record.GetString("video")); err != nil {
				return err
			}
			if parent := e.Record.GetString("parent"); parent != "" {
				if err := step(tx, "UPDATE comments SET reply_count = reply_count + 1 WHERE id = {:k}", parent); err != nil {
					return err
				}
				return notifyReply(tx, e.Record)
			}
			return nil
		})
	})
	app.OnRecordDeleteExecute("comments").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			if err := step(tx, "UPDATE video_stats SET comments = MAX(comments - 1, 0) WHERE video = {:k}", e.Record.GetString("video")); err != nil {
				return err
			}
			parent := e.Record.GetString("parent")
			if parent == "" {
				return nil
			}
			// A reply deleted with its parent (cascade) finds no row here: nothing to keep.
			return step(tx, "UPDATE comments SET reply_count = MAX(reply_count - 1, 0) WHERE id = {:k}", parent)
		})
	})
	app.OnRecordCreateExecute("video_ratings").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			return ratingStep(tx, e.Record.GetString("video"), e.Record.GetString("rating_type"), +1)
		})
	})
	app.OnRecordUpdateExecute("video_ratings").BindFunc(func(e *core.RecordEvent) error {
		before := e.Record.Original()
		return atomically(e, func(tx core.App) error {
			if err := ratingStep(tx, before.GetString("video"), before.GetString("rating_type"), -1); err != nil {
				return err
			}
			return ratingStep(tx, e.Record.GetString("video"), e.Record.GetString("rating_type"), +1)
		})
	})
	app.OnRecordDeleteExecute("video_ratings").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			return ratingStep(tx, e.Record.GetString("video"), e.Record.GetString("rating_type"), -1)
		})
	})
	app.OnRecordCreateExecute("comment_likes").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			return step(tx, "UPDATE comments SET like_count = like_count + 1 WHERE id = {:k}", e.Record.GetString("comment"))
		})
	})
	app.OnRecordDeleteExecute("comment_likes").BindFunc(func(e *core.RecordEvent) error {
		return atomically(e, func(tx core.App) error {
			return step(tx, "UPDATE comments SET like_count = MAX(like_count - 1, 0) WHERE id = {:k}", e.Record.GetString("comment"))
		})
	})
	for _, name := range []string{"comments", "video_ratings"} {
		app.OnRecordAfterCreateSuccess(name).BindFunc(h.afterStatsChange)
		app.OnRecordAfterUpdateSuccess(name).BindFunc(h.afterStatsChange)
		app.OnRecordAfterDeleteSuccess(name).BindFunc(h.afterStatsChange)
	}

	// The collection API: the same verification gate and error texts as the routes.
	app.OnRecordCreateRequest("comments").BindFunc(func(e *core.RecordRequestEvent) error {
		if u := siteUser(e.RequestEvent); u != nil {
			if err := h.requireVerified(e.RequestEvent, u, commentVerifyMessage); err != nil {
				return err
			}
		}
		return commentRequestCheck(e)
	})
	app.OnRecordUpdateRequest("comments").BindFunc(commentRequestCheck)
	app.OnRecordCreateRequest("video_ratings").BindFunc(func(e *core.RecordRequestEvent) error {
		if u := siteUser(e.RequestEvent); u != nil {
			if err := h.requireVerified(e.RequestEvent, u, ratingVerifyMessage); err != nil {
				return err
			}
		}
		return e.Next()
	})
}

func commentRequestCheck(e *core.RecordRequestEvent) error {
	if _, msg := CheckComment(e.Record.GetString("content")); msg != "" {
		code, _ := commentCode(msg)
		return apierr.WithFields(http.StatusBadRequest, code, msg, map[string]any{"content": map[string]string{"code": "validation_required", "message": msg}})
	}
	return e.Next()
}

func (h *handlers) afterStatsChange(e *core.RecordEvent) error {
	h.stats.schedule(e.Record.GetString("video"))
	return e.Next()
}

func step(app core.App, sql, key string) error {
	_, err := groupcommit.Query(app, sql).Bind(dbx.Params{"k": key}).Execute()
	return err
}

const (
	commentVerifyMessage = "Please verify your email address before commenting."
	ratingVerifyMessage  = "Please verify your email address before rating videos."
)

var verifyCodes = map[string]string{commentVerifyMessage: "verify_email_to_comment", ratingVerifyMessage: "verify_email_to_rate"}

// requireVerified refuses (403) an unverified member when the site requires verification.
func (h *handlers) requireVerified(e *core.RequestEvent, user *core.Record, message string) error {
	if user.Verified() {
		return nil
	}
	required, err := h.verificationRequired()
	if err != nil {
		// Fail closed: an unreadable setting must not let unverified members write.
		h.app.Logger().Error("verification gate: site settings unreadable; refusing the unverified member", "error", err)
		return apierr.Forbidden(verifyCodes[message], message)
	}
	if required {
		return apierr.Forbidden(verifyCodes[message], message)
	}
	return nil
}

// verificationRequired: the site setting, or (no row, no key) the SMTP default. A read or
// parse error is returned, never taken as "not required".
func (h *handlers) verificationRequired() (bool, error) {
	var row struct {
		Value string `db:"value"`
	}
	err := h.app.ConcurrentDB().NewQuery("SELECT value FROM settings WHERE key = 'site'").One(&row)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return true, err
	}
	var site struct {
		RequireVerified *bool `json:"require_verified"`
	}
	if row.Value != "" {
		if err := json.Unmarshal([]byte(row.Value), &site); err != nil {
			return true, err
		}
	}
	return MustVerify(site.RequireVerified, h.app.Settings().SMTP.Enabled), nil
}

// atomically runs the save and its counter step in one transaction. A route's write is
// already in the group-commit transaction (RunInTransaction then reuses it); the
// collection API's app.Save is not, and without this its row would commit before a
// failing step, uncounted.
func atomically(e *core.RecordEvent, step func(tx core.App) error) error {
	original := e.App
	defer func() { e.App = original }()
	return original.RunInTransaction(func(tx core.App) error {
		e.App = tx
		if err := e.Next(); err != nil {
			return err
		}
		return step(tx)
	})
}
