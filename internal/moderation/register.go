package moderation

import (
	"slices"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/creators"
)

// Register binds the routes (docs/api-moderation.md), the suspension checks, the audit
// log's write refusal and the audit of admin writes made through the record API.
func Register(app core.App) {
	refuse := func(e *core.RecordRequestEvent) error {
		return apierr.Forbidden("audit_log_readonly", "The audit log cannot be changed.")
	}
	app.OnRecordCreateRequest(auditCollection).BindFunc(refuse)
	app.OnRecordUpdateRequest(auditCollection).BindFunc(refuse)
	app.OnRecordDeleteRequest(auditCollection).BindFunc(refuse)

	// A suspended member cannot sign in (the password, OTP and OAuth2 answers all pass here).
	app.OnRecordAuthRequest("users").BindFunc(func(e *core.RecordAuthRequestEvent) error {
		if e.Record.GetBool("suspended") {
			return apierr.Forbidden("account_suspended", "This account is suspended.")
		}
		return e.Next()
	})

	app.OnRecordCreateRequest("videos").BindFunc(holdOnCreateRequest)
	registerVisibility(app)  // videos.hidden derived on every write path (visibility.go)
	registerDue(app)         // every case's due time, set when it opens (due.go)
	registerOverdueMail(app) // the daily mail of overdue cases to the admins (overdue.go)
	// The moderation settings written through the record API pass the route's rules.
	app.OnRecordCreateRequest("settings").BindFunc(validateSettingRecord)
	app.OnRecordUpdateRequest("settings").BindFunc(validateSettingRecord)
	// Consent releases: checked by their bytes and stripped of metadata like ID documents.
	app.OnRecordCreateRequest("video_consents").BindFunc(func(e *core.RecordRequestEvent) error {
		if err := creators.CleanDocumentField(e.Record, "release"); err != nil {
			return apierr.BadRequest("release_document_invalid", "The release document: "+err.Error())
		}
		return e.Next()
	})

	for _, col := range auditedCollections {
		app.OnRecordCreateRequest(col).BindFunc(auditRecordRequest("create"))
		app.OnRecordUpdateRequest(col).BindFunc(auditRecordRequest("update"))
		app.OnRecordDeleteRequest(col).BindFunc(auditRecordRequest("delete"))
	}

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// Right after the auth token is loaded: a suspended member's token stops working on
		// the next request (the suspension's record save drops it from authcache).
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseSuspended",
			Priority: apis.DefaultLoadAuthTokenMiddlewarePriority + 1,
			Func: func(e *core.RequestEvent) error {
				if e.Auth != nil && e.Auth.Collection().Name == "users" && e.Auth.GetBool("suspended") {
					return apierr.Unauthorized("account_suspended", "This account is suspended.")
				}
				return e.Next()
			},
		})
		g := se.Router.Group("/api/reelhouse")
		g.POST("/reports", report)
		g.POST("/dmca", dmca)
		g.GET("/admin/cases", listCasesPage)
		g.GET("/admin/cases/{id}", caseDetail)
		for action := range decisions {
			g.POST("/admin/cases/{id}/"+action, func(e *core.RequestEvent) error { return decide(e, action) })
		}
		for _, action := range []string{"warn", "suspend", "unsuspend"} {
			g.POST("/admin/users/{id}/"+action, func(e *core.RequestEvent) error { return memberAction(e, action) })
		}
		g.GET("/admin/moderation/summary", summary)
		g.POST("/admin/moderation/overdue-mail", overdueMailRoute)
		g.GET("/admin/moderation/settings", getSettings)
		g.PUT("/admin/moderation/settings", putSettings)
		g.GET("/admin/audit", listAuditPage)
		g.GET("/admin/audit/actions", auditActions)
		g.GET("/admin/members", listMembers)
		g.GET("/admin/members/{id}", memberDetail)
		g.GET("/creator/cases", creatorCases)
		g.POST("/creator/cases/{id}/counter", creatorAppeal)
		g.POST("/creator/cases/{id}/appeal", creatorAppeal)
		g.POST("/cases/{id}/appeal", depictedAppeal)
		g.POST("/admin/cases/{id}/appeal/uphold", func(e *core.RequestEvent) error { return decideAppeal(e, "uphold") })
		g.POST("/admin/cases/{id}/appeal/reverse", func(e *core.RequestEvent) error { return decideAppeal(e, "reverse") })
		g.GET("/admin/reports/monthly", monthlyReportRoute)
		return se.Next()
	})
}

// auditedCollections: admin writes through the record API that the audit log records
// (every collection the admin panel edits through it; its routes write their own entries).
var auditedCollections = []string{"videos", "settings", "secrets", "categories", "users", "premium_videos", "premium_categories",
	"featured_categories", "partners", "blogs", "assets", "asset_assignments", "bot_users", "comments", "video_consents",
	"banned_terms"}

// auditRecordRequest wraps an admin's record API write in a transaction with its audit
// entry (PocketBase runs the whole save on e.App, which is the transaction here). A
// creator's edit of their own video, or a member's of their own profile, is not an admin
// action and is not recorded.
func auditRecordRequest(action string) func(e *core.RecordRequestEvent) error {
	return func(e *core.RecordRequestEvent) error {
		if !access.IsAdmin(e.RequestEvent) {
			return e.Next()
		}
		col := e.Record.Collection().Name
		if col == "users" && action == "update" && e.Auth != nil && e.Auth.Id == e.Record.Id {
			return e.Next()
		}
		return e.App.RunInTransaction(func(tx core.App) error {
			e.App = tx
			if err := e.Next(); err != nil {
				return err
			}
			detail := map[string]any{}
			if action == "update" {
				detail["fields"] = changedFields(e.Record)
			}
			if col == "settings" || col == "secrets" {
				detail["key"] = e.Record.GetString("key") // never a secret's value
			}
			return Audit(tx, ActorOf(e.RequestEvent), col+"."+action, col, e.Record.Id, "", detail)
		})
	}
}

func changedFields(r *core.Record) []string {
	orig := r.Original()
	out := []string{}
	for _, f := range r.Collection().Fields {
		n := f.GetName()
		if slices.Contains([]string{"updated", "password", "tokenKey"}, n) {
			continue
		}
		if orig == nil || orig.GetRaw(n) != nil && r.GetRaw(n) != nil && !equalRaw(orig.GetRaw(n), r.GetRaw(n)) {
			out = append(out, n)
		}
	}
	return out
}

func equalRaw(a, b any) bool {
	defer func() { _ = recover() }()
	return fmtValue(a) == fmtValue(b)
}
