package queryplan

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/catalog"
	"reelhouse/internal/hotpath"
)

// Sort and filters (issue 41 §2): every sort, alone and with each filter, walks an index
// (the plans of internal/catalog/browse_sql.go) and never scans a big table; the plain
// sorts read in the sort's own index.
func TestBrowsePlans(t *testing.T) {
	t.Setenv(hotpath.EnvCacheOff, "off")
	app := Boot(t, func(app core.App) { catalog.Register(app, hotpath.Register(app)) })
	cat, _ := app.FindCollectionByNameOrId("categories")
	c := core.NewRecord(cat)
	c.Load(map[string]any{"name": "Ocean", "slug": "ocean"})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	creator, _ := SignedInMember(t, app, "maker")
	videos, _ := app.FindCollectionByNameOrId("videos")
	for i := 0; i < 20; i++ {
		v := core.NewRecord(videos)
		v.Load(map[string]any{"title": fmt.Sprintf("Harbour session %d", i), "slug": fmt.Sprintf("harbour-%d", i),
			"author": "A", "duration": 300 * i, "categories": []string{c.Id}, "creator": creator.Id})
		if err := app.Save(v); err != nil {
			t.Fatal(err)
		}
	}
	mux := Serve(t, app)
	sortIndex := map[string]string{
		"newest": "idx_videos_browse_created", "longest": "idx_videos_browse_duration",
		"views": "idx_video_stats_views", "rating": "idx_video_stats_rating",
	}
	filters := []string{"", "duration=short", "duration=medium", "duration=long", "date=today", "date=week", "date=month",
		"date=year", "access=free", "access=premium", "category=ocean", "creator=" + creator.Id, "q=harbour",
		"duration=long&date=month&access=free&category=ocean", "category=ocean&access=premium", "date=week&access=premium"}
	for sort, index := range sortIndex {
		for _, f := range filters {
			path := "/api/reelhouse/browse?sort=" + sort
			if f != "" {
				path += "&" + f
			}
			var traced []string
			stmts := Capture(t, app, func() {
				defer catalog.TraceSQL(func(s string) { traced = append(traced, s) })()
				rec := httptest.NewRecorder()
				mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
				if rec.Code != http.StatusOK {
					t.Errorf("%s: %d %s", path, rec.Code, rec.Body.String())
				}
			})
			stmts = append(stmts, traced...)
			NoScans(t, app, stmts)
			t.Logf("%s\n%s", path, planOf(t, app, traced, "ORDER BY"))
			if f == "" {
				if plan := planOf(t, app, traced, "ORDER BY"); !strings.Contains(plan, index) {
					t.Errorf("%s: the page does not walk %s:\n%s", path, index, plan)
				}
			}
		}
	}
}

// planOf: the EXPLAIN QUERY PLAN of the first statement containing marker.
func planOf(t *testing.T, app core.App, stmts []string, marker string) string {
	t.Helper()
	for _, s := range stmts {
		if !strings.Contains(s, marker) {
			continue
		}
		rows := []struct {
			Detail string `db:"detail"`
		}{}
		if err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + s).All(&rows); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range rows {
			out = append(out, r.Detail)
		}
		return s + "\n" + strings.Join(out, "\n")
	}
	return ""
}
