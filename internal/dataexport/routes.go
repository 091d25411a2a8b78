package dataexport

import (
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/routine"
	"github.com/spf13/cobra"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
	"reelhouse/internal/twofactor"
)

// MaxPerDay: exports a member may start in 24 hours (each reads all their rows and copies
// their files); one runs at a time.
const MaxPerDay = 3

// Register binds the routes, the hourly cleanup and `reelhouse erasure-check`.
func Register(app core.App, root *cobra.Command) {
	root.AddCommand(checkCommand(app))
	app.Cron().MustAdd("reelhouse_data_exports_cleanup", "23 * * * *", func() { Cleanup(app, time.Now()) })
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/reelhouse/account")
		g.GET("/export", latest)
		g.POST("/export", start)
		g.GET("/export/{id}/download", download)
		g.POST("/delete", deleteAccount)
		return se.Next()
	})
}

func member(e *core.RequestEvent) (*core.Record, error) {
	if u := access.SiteUser(e); u != nil {
		return u, nil
	}
	return nil, apierr.Unauthorized("sign_in_required", "Sign in as a site user.")
}

func selfActor(id string) audit.Actor { return audit.Actor{ID: id, Name: "member " + id} }

func view(r *core.Record) map[string]any {
	return map[string]any{"id": r.Id, "state": r.GetString("state"), "size": r.GetInt("size"),
		"expires": r.GetString("expires"), "created": r.GetString("created")}
}

// GET /account/export: the member's newest export ({export: null} when none).
func latest(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	var recs []*core.Record
	err = e.App.RecordQuery(Collection).AndWhere(dbx.HashExp{"member": u.Id}).OrderBy("created DESC").Limit(1).All(&recs)
	if err != nil {
		return e.InternalServerError("", err)
	}
	if len(recs) == 0 {
		return e.JSON(http.StatusOK, map[string]any{"export": nil})
	}
	return e.JSON(http.StatusOK, map[string]any{"export": view(recs[0])})
}

// POST /account/export: starts the job (one at a time, MaxPerDay a day); audited.
func start(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	var rec *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		var counts struct {
			Pending int `db:"pending"`
			Day     int `db:"day"`
		}
		since := time.Now().UTC().Add(-24 * time.Hour).Format("2006-01-02 15:04:05.000Z")
		err := tx.DB().NewQuery("SELECT COALESCE(SUM(state = 'pending'), 0) AS pending, COUNT(*) AS day FROM data_exports WHERE member = {:id} AND created >= {:since}").
			Bind(dbx.Params{"id": u.Id, "since": since}).One(&counts)
		if err != nil {
			return err
		}
		if counts.Pending > 0 {
			return apierr.Conflict("export_in_progress", "Your data is already being prepared.")
		}
		if counts.Day >= MaxPerDay {
			return apierr.New(http.StatusTooManyRequests, "too_many_exports", "You can ask for a copy of your data 3 times a day.", nil)
		}
		col, err := tx.FindCachedCollectionByNameOrId(Collection)
		if err != nil {
			return err
		}
		rec = core.NewRecord(col)
		rec.Set("member", u.Id)
		rec.Set("state", "pending")
		if err := tx.SaveNoValidate(rec); err != nil {
			return err
		}
		return audit.Write(tx, selfActor(u.Id), "data_export_requested", "user", u.Id, "", map[string]any{"export": rec.Id})
	})
	if err != nil {
		return err
	}
	app := e.App
	routine.FireAndForget(func() { build(app, rec) })
	return e.JSON(http.StatusAccepted, map[string]any{"export": view(rec)})
}

// GET /account/export/{id}/download: the zip, to its member only, while offered.
func download(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	rec, err := e.App.FindRecordById(Collection, e.Request.PathValue("id"))
	// Someone else's export answers as a missing one.
	if err != nil || rec.GetString("member") != u.Id {
		return apierr.NotFound("export_not_found", "This copy of your data is not there (any more).")
	}
	if rec.GetString("state") != "ready" || rec.GetDateTime("expires").Time().Before(time.Now()) || rec.GetString("file") == "" {
		return apierr.NotFound("export_not_found", "This copy of your data is not there (any more).")
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return e.InternalServerError("", err)
	}
	defer fsys.Close()
	name := rec.GetString("file")
	e.Response.Header().Set("Cache-Control", "private, no-store")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	return fsys.Serve(e.Response, e.Request, rec.BaseFilesPath()+"/"+name, name)
}

type deleteBody struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

// POST /account/delete {password, code}: the password again, and the code when two-step
// sign-in is on. Erase runs in one transaction; the answer is 200 {deleted: true}.
func deleteAccount(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	var b deleteBody
	if err := e.BindBody(&b); err != nil || len(b.Password) > 200 || len(b.Code) > 64 {
		return apierr.BadRequest("account_delete_invalid", "Enter your password to delete your account.")
	}
	if b.Password == "" || !u.ValidatePassword(b.Password) {
		return apierr.BadRequest("account_delete_password", "The password is not right.")
	}
	if twofactor.Enabled(u) {
		ok, err := twofactor.ConfirmCode(u.Id, strings.TrimSpace(b.Code))
		if err != nil {
			return err // too many codes (429), or the database
		}
		if !ok {
			return apierr.BadRequest("account_delete_code", "Enter the code from your authenticator app.")
		}
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("users", u.Id)
		if err != nil {
			return err
		}
		return Erase(tx, fresh)
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"deleted": true})
}

// Cleanup deletes exports past their 7 days (with their files) and fails jobs that a
// restart interrupted.
func Cleanup(app core.App, now time.Time) {
	stamp := now.UTC().Format("2006-01-02 15:04:05.000Z")
	var old []*core.Record
	err := app.RecordQuery(Collection).AndWhere(dbx.NewExp("expires != '' AND expires < {:now}", dbx.Params{"now": stamp})).Limit(1000).All(&old)
	if err != nil {
		app.Logger().Error("data export cleanup", "error", err)
		return
	}
	for _, r := range old {
		if err := app.Delete(r); err != nil {
			app.Logger().Error("data export cleanup", "export", r.Id, "error", err)
		}
	}
	stale := now.UTC().Add(-2 * time.Hour).Format("2006-01-02 15:04:05.000Z")
	if _, err := app.DB().NewQuery("UPDATE data_exports SET state = 'failed', error = 'interrupted' WHERE state = 'pending' AND created < {:t}").
		Bind(dbx.Params{"t": stale}).Execute(); err != nil {
		app.Logger().Error("data export cleanup", "error", err)
	}
}
