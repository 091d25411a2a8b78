// Package setup tells the admin what an enabled integration still lacks: a video host
// switched on without its keys (it gets no publish job), a payment method members cannot
// use, demo bank details still in place, mail switched on without a server. Each notice
// links to the setting that fixes it (admin dashboard, docs/admin.md).
package setup

import (
	"net/http"
	"sort"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/hosts"
	"reelhouse/internal/payments"
	"reelhouse/internal/routes"
	"reelhouse/internal/uploads"
)

// Notice is one thing to fix. Link is a path inside the app (the admin settings tab), or
// PocketBase's own admin UI for the mail server.
type Notice struct {
	Key string `json:"key"`
	// Name is the host's name in a host_* notice: the admin panel words the notice in the
	// admin's language from Key and Name (src/features/admin/dashboard/setup-notices.tsx);
	// Message and Label are the English fallback.
	Name    string `json:"name,omitempty"`
	Message string `json:"message"`
	Link    string `json:"link"`
	Label   string `json:"label"`
}

// settingsTab: the admin dashboard's Settings tab (its path from the route table).
var settingsTab = routes.Get().Routes["adminDashboard"].Path + "?tab=settings"

const mailPage = "/_/#/settings/mail"

// Notices lists what is missing, in a stable order.
func Notices(app core.App) []Notice {
	out := []Notice{}
	states := uploads.HostStates(app)
	for _, h := range hosts.All {
		if st := states[h.Key]; st.Enabled && !st.Ready {
			out = append(out, Notice{
				Key:     "host_" + h.Key,
				Name:    h.Name,
				Message: h.Name + " is enabled but has no API key: uploads are not published there.",
				Link:    settingsTab, Label: "Enter the " + h.Name + " key or turn it off",
			})
		}
	}
	missing := payments.Unconfigured(app)
	methods := make([]string, 0, len(missing))
	for k := range missing {
		methods = append(methods, k)
	}
	sort.Strings(methods)
	for _, k := range methods {
		out = append(out, Notice{Key: "payment_" + k, Message: missing[k], Link: settingsTab, Label: "Configure payments"})
	}
	if payments.UsesDemoBank(app) {
		out = append(out, Notice{
			Key:     "payment_sepa_demo",
			Message: "Bank transfers go to the demo account — replace before going live.",
			Link:    settingsTab, Label: "Enter your bank details",
		})
	}
	// Mail off (issue 36 §8): a password reset still answers "sent" to the member (it must
	// not tell who has an account) while the server only logs the mail.
	if !app.Settings().SMTP.Enabled {
		out = append(out, Notice{Key: "mail_off", Message: "Mail is off: password resets, e-mail verification and other e-mails are not sent, only written to the log.", Link: mailPage, Label: "Configure the mail server"})
	}
	if smtp := app.Settings().SMTP; smtp.Enabled && (smtp.Host == "" || smtp.Port == 0) {
		out = append(out, Notice{Key: "mail_smtp", Message: "Mail is set to go through an SMTP server, but none is configured: no e-mail can be sent.", Link: mailPage, Label: "Configure the mail server"})
	}
	return out
}

// Register adds GET /api/reelhouse/admin/setup-notices (admins only).
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/reelhouse/admin/setup-notices", func(e *core.RequestEvent) error {
			if !access.IsAdmin(e) {
				return apierr.Forbidden("admin_only", "Only admins see the set-up notices.")
			}
			return e.JSON(http.StatusOK, map[string]any{"notices": Notices(e.App)})
		})
		return se.Next()
	})
}
