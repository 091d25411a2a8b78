package authmail

import (
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/web"
)

// Mails go out under the site's name (issue 36 §8): PocketBase's sender name and the
// {APP_NAME} of its templates default to "Acme", which members then read in their inbox.
// The site name setting (admin panel → Settings → Site) is the one source: it is copied to
// meta.senderName and meta.appName when the server starts and whenever it is saved. An
// operator renames the site in the admin panel, not in PocketBase's dashboard (a name set
// there is replaced by the site name at the next start or save).

// SyncSender sets the sender name and the app name to the site name (a no-op when they
// already are).
func SyncSender(app core.App) error {
	name := web.SiteName(app)
	if s := app.Settings(); s.Meta.SenderName == name && s.Meta.AppName == name {
		return nil
	}
	s, err := app.Settings().Clone()
	if err != nil {
		return err
	}
	s.Meta.SenderName, s.Meta.AppName = name, name
	return app.Save(s)
}

// registerSender keeps the sender in step with the site name.
func registerSender(app core.App) {
	sync := func(app core.App) {
		if err := SyncSender(app); err != nil {
			app.Logger().Warn("Mail sender name not set to the site name", "error", err)
		}
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		sync(se.App)
		return se.Next()
	})
	onSite := func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if e.Record.GetString("key") == "site" {
			sync(e.App)
		}
		return nil
	}
	app.OnRecordAfterCreateSuccess("settings").BindFunc(onSite)
	app.OnRecordAfterUpdateSuccess("settings").BindFunc(onSite)
}
