package moderation

import (
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

func page(e *core.RequestEvent) (limit, offset int) {
	p, _ := strconv.Atoi(e.Request.URL.Query().Get("page"))
	per, _ := strconv.Atoi(e.Request.URL.Query().Get("perPage"))
	p = max(1, min(p, 10000))
	if per < 1 || per > 100 {
		per = 30
	}
	return per, (p - 1) * per
}

// caseOut: a case as the API shows it. withAdmin adds what only admins see (the notice's
// contact details); reporters are never part of it.
func caseOut(app core.App, c *core.Record, withAdmin bool) map[string]any {
	out := map[string]any{
		"id": c.Id, "reference": c.GetString("reference"), "item_type": c.GetString("item_type"), "item": c.GetString("item"),
		"source": c.GetString("source"), "status": c.GetString("status"), "severity": c.GetInt("severity"),
		"top_reason": c.GetString("top_reason"), "report_count": c.GetInt("report_count"),
		"decision_reason": c.GetString("decision_reason"), "counter_statement": c.GetString("counter_statement"),
		"counter_at": c.GetString("counter_at"), "created": c.GetString("created"), "updated": c.GetString("updated"),
		"creator":    c.GetString("creator"),
		"decided_at": c.GetString("decided_at"), "statement": c.Get("statement"),
		"appeal_status": c.GetString("appeal_status"), "appeal_at": c.GetString("appeal_at"),
		"appeal_statement": c.GetString("appeal_statement"), "appeal_of": c.GetString("appeal_of"),
		"appeal_decided_at": c.GetString("appeal_decided_at"), "appeal_reason": c.GetString("appeal_reason"),
	}
	deadlineFields(out, c.GetString("status"), c.GetString("due_at"), time.Now())
	if c.GetString("appeal_by") != "" {
		out["appeal_by"] = appellantKind(c.GetString("appeal_by"))
		if !withAdmin && out["appeal_by"] == "depicted" {
			out["appeal_statement"] = "" // a depicted person's words are for the admins
		}
	}
	if withAdmin {
		out["decided_by"], out["appeal_decided_by"] = c.GetString("decided_by"), c.GetString("appeal_decided_by")
	}
	if c.GetString("item_type") == "video" {
		if v, err := app.FindRecordById("videos", c.GetString("item")); err == nil {
			out["title"], out["slug"] = v.GetString("title"), v.GetString("slug")
		}
	} else if com, err := app.FindRecordById("comments", c.GetString("item")); err == nil {
		out["title"] = com.GetString("content")
	}
	if u, err := app.FindRecordById("users", c.GetString("creator")); err == nil {
		out["creator_name"] = u.GetString("username")
		if withAdmin {
			out["creator_suspended"] = u.GetBool("suspended")
		}
	}
	if withAdmin {
		out["notice"] = c.Get("notice")
	}
	return out
}

// GET /admin/cases (the queues): case_view.go.

// GET /admin/cases/{id}: the case, every report (with its reporter, for admins only) and
// its history from the audit log.
func caseDetail(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	c, err := e.App.FindRecordById("moderation_cases", e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("case_not_found", "Unknown case.")
	}
	reps, err := e.App.FindRecordsByFilter("moderation_reports", "case = {:c}", "created", 500, 0, dbx.Params{"c": c.Id})
	if err != nil {
		return e.InternalServerError("", err)
	}
	reports := []map[string]any{}
	for _, r := range reps {
		name := "visitor"
		if u, err := e.App.FindRecordById("users", r.GetString("reporter")); err == nil {
			name = u.GetString("username")
		}
		reports = append(reports, map[string]any{"id": r.Id, "reason": r.GetString("reason"), "details": r.GetString("details"),
			"reporter": r.GetString("reporter"), "reporter_name": name, "open": r.GetBool("open"), "created": r.GetString("created")})
	}
	hist, err := e.App.FindRecordsByFilter(auditCollection, "target = {:t}", "created", 200, 0, dbx.Params{"t": c.GetString("item")})
	if err != nil {
		return e.InternalServerError("", err)
	}
	out := caseOut(e.App, c, true)
	out["reports"], out["history"] = reports, auditRows(hist)
	return e.JSON(200, out)
}

// GET /admin/moderation/summary: the dashboard's open cases and the oldest one's age.
func summary(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	var n int
	var oldest string
	err := e.App.DB().NewQuery("SELECT COUNT(*), COALESCE(MIN(created), '') FROM moderation_cases WHERE status IN ('open', 'hidden')").Row(&n, &oldest)
	if err != nil {
		return e.InternalServerError("", err)
	}
	age := 0
	if t, err := time.Parse("2006-01-02 15:04:05.000Z", oldest); err == nil {
		age = int(time.Since(t).Seconds())
	}
	overdue, err := countOverdue(e.App, time.Now())
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(200, map[string]any{"open": n, "oldest": oldest, "oldest_age_seconds": age, "overdue": overdue})
}

func auditRows(recs []*core.Record) []map[string]any {
	out := make([]map[string]any, 0, len(recs))
	for _, r := range recs {
		out = append(out, map[string]any{"id": r.Id, "actor": r.GetString("actor"), "actor_name": r.GetString("actor_name"),
			"action": r.GetString("action"), "target_type": r.GetString("target_type"), "target": r.GetString("target"),
			"reason": r.GetString("reason"), "detail": r.Get("detail"), "created": r.GetString("created")})
	}
	return out
}

// GET /admin/audit: audit_view.go.

// GET /creator/cases: the cases about the caller's own videos, without reporters.
func creatorCases(e *core.RequestEvent) error {
	u := access.SiteUser(e)
	if u == nil {
		return apierr.Unauthorized("sign_in_first", "Sign in first.")
	}
	limit, offset := page(e)
	recs, err := e.App.FindRecordsByFilter("moderation_cases", "creator = {:c}", "-created", limit, offset, dbx.Params{"c": u.Id})
	if err != nil {
		return e.InternalServerError("", err)
	}
	items := make([]map[string]any, 0, len(recs))
	for _, c := range recs {
		items = append(items, caseOut(e.App, c, false))
	}
	return e.JSON(200, map[string]any{"items": items})
}

// AppealWindow: an uploader may appeal a removal within 7 days (the /dmca page's policy,
// ../shared/spec/public-site.md "Takedown policy").
const AppealWindow = 7 * 24 * time.Hour

func appealOpen(decided, now time.Time) bool { return now.Sub(decided) <= AppealWindow }

// counterRefusal: why the caller may not file a counter-statement on the case as it is now
// (nil: they may).
func counterRefusal(c *core.Record, userID string, now time.Time) error {
	if c.GetString("creator") != userID {
		return apierr.NotFound("case_not_found", "Unknown case.")
	}
	if c.GetString("counter_statement") != "" || c.GetString("appeal_status") != "" {
		return apierr.Conflict("counter_statement_exists", "A counter-statement was already filed for this case.")
	}
	st := c.GetString("status")
	if st != "removed" && st != "hidden" {
		return apierr.BadRequest("counter_statement_not_allowed", "Only a hidden or removed item can get a counter-statement.")
	}
	if st == "removed" {
		return appealWindow(c, now)
	}
	return nil
}
