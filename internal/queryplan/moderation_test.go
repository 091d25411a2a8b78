package queryplan

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/audit"
	"reelhouse/internal/moderation"
)

// The operator's pages (issue 36 §7, §8): both case queues, the audit log under each
// filter (actor name, action, both, dates), its list of actions, the member search by name
// and by e-mail and a member's page walk indexes in the page's order: one query per page,
// no scan of a table that grows with members, reports or entries, no per-request sort.
func TestOperatorPagesWalkIndexes(t *testing.T) {
	saved := Big
	Big = append(append([]string{}, Big...), "moderation_cases", "moderation_reports", "audit_log")
	t.Cleanup(func() { Big = saved })

	app := Boot(t, moderation.Register, audit.BindHooks) // the log is a hash chain: its hooks number the entries
	admin, token := SignedInMember(t, app, "boss")
	admin.Set("roles", []string{"admin"})
	if err := app.Save(admin); err != nil {
		t.Fatal(err)
	}
	member, _ := SignedInMember(t, app, "quill")
	cat, _ := app.FindCollectionByNameOrId("categories")
	c := core.NewRecord(cat)
	c.Load(map[string]any{"name": "Cat", "slug": "cat"})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	videos, _ := app.FindCollectionByNameOrId("videos")
	v := core.NewRecord(videos)
	v.Load(map[string]any{"title": "Harbour", "slug": "harbour", "author": "A", "duration": 5, "categories": []string{c.Id}, "creator": member.Id})
	if err := app.Save(v); err != nil {
		t.Fatal(err)
	}
	comments, _ := app.FindCollectionByNameOrId("comments")
	com := core.NewRecord(comments)
	com.Load(map[string]any{"video": v.Id, "user": member.Id, "username": "quill", "content": "A rude remark"})
	if err := app.Save(com); err != nil {
		t.Fatal(err)
	}
	casesCol, _ := app.FindCollectionByNameOrId("moderation_cases")
	var caseID string
	for i, it := range []struct{ typ, item, status string }{{"video", v.Id, "open"}, {"comment", com.Id, "dismissed"}, {"video", v.Id, "removed"}} {
		k := core.NewRecord(casesCol)
		k.Load(map[string]any{"item_type": it.typ, "item": it.item, "creator": member.Id, "source": "report", "status": it.status,
			"severity": 3, "report_count": 1, "reference": "R-" + string(rune('A'+i))})
		if err := app.SaveNoValidate(k); err != nil {
			t.Fatal(err)
		}
		caseID = k.Id
	}
	reports, _ := app.FindCollectionByNameOrId("moderation_reports")
	r := core.NewRecord(reports)
	r.Load(map[string]any{"case": caseID, "reason": "spam", "reporter": member.Id, "open": true})
	if err := app.SaveNoValidate(r); err != nil {
		t.Fatal(err)
	}
	boss := audit.Actor{ID: admin.Id, Name: "boss"}
	for _, a := range []struct{ action, typ, target string }{{"case.remove", "video", v.Id}, {"member.warn", "user", member.Id}, {"case.dismiss", "comment", com.Id}} {
		if err := audit.Write(app, boss, a.action, a.typ, a.target, "why", nil); err != nil {
			t.Fatal(err)
		}
	}

	mux := Serve(t, app)
	for _, path := range []string{
		"/api/reelhouse/admin/cases",
		"/api/reelhouse/admin/cases?status=decided&perPage=5",
		"/api/reelhouse/admin/cases?status=appeals",
		"/api/reelhouse/admin/reports/monthly?month=2026-11",
		"/api/reelhouse/admin/audit",
		"/api/reelhouse/admin/audit?actor_name=BOSS",
		"/api/reelhouse/admin/audit?action=case.remove",
		"/api/reelhouse/admin/audit?actor_name=boss&action=member.warn",
		"/api/reelhouse/admin/audit?actor_name=boss&from=2020-01-01&to=2100-01-01",
		"/api/reelhouse/admin/audit/actions",
		"/api/reelhouse/admin/members",
		"/api/reelhouse/admin/members?q=qu",
		"/api/reelhouse/admin/members?q=quill@ex",
		"/api/reelhouse/admin/members/" + member.Id,
	} {
		var body string
		stmts := Capture(t, app, func() {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodGet, path, nil)
			req.Header.Set("Authorization", token)
			mux.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				t.Errorf("%s: %d %s", path, rec.Code, rec.Body.String())
			}
			body = rec.Body.String()
		})
		NoScans(t, app, stmts)
		NoSorts(t, app, stmts)
		if !strings.Contains(body, `"items"`) && !strings.Contains(body, `"username"`) && !strings.Contains(body, `"month"`) {
			t.Errorf("%s: %s", path, body)
		}
		if path == "/api/reelhouse/admin/audit" && !(strings.Contains(body, `"target_name":"Harbour"`) && strings.Contains(body, `"target_name":"quill"`) && strings.Contains(body, `"target_name":"A rude remark"`)) {
			t.Errorf("the audit page names no target: %s", body)
		}
		if path == "/api/reelhouse/admin/cases?status=decided&perPage=5" && !strings.Contains(body, `"comment_text":"A rude remark"`) {
			t.Errorf("the comment case has no text: %s", body)
		}
	}
}
