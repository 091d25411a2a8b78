package queryplan

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/catalog"
	"reelhouse/internal/hotpath"
)

// browseRow: what the independent computation needs of a video, read straight from the
// source columns (videos, video_stats.views), never from the copies the plans read.
type browseRow struct {
	ID         string `db:"id"`
	Created    string `db:"created"`
	Duration   int    `db:"duration"`
	Premium    bool   `db:"premium"`
	Categories string `db:"categories"`
	Views      int    `db:"views"`
}

// The bounded total (internal/catalog/browse_total.go) with its bounds lowered below this
// catalog: paging through every combination lists exactly the independent computation's
// videos, an exact total is the true count, and a lower-bound total (totalCapped) is never
// above the true count yet always offers the next page while one exists. Premium and upload
// date changes after the categories were set reach the copies the plans read (migration
// 18040001's triggers).
func TestBrowseBoundedTotals(t *testing.T) {
	t.Setenv(hotpath.EnvCacheOff, "off")
	app := Boot(t, func(app core.App) { catalog.Register(app, hotpath.Register(app)) })
	defer catalog.SetBrowseBoundsForTest(5, 4)()
	cats, _ := app.FindCollectionByNameOrId("categories")
	ocean := core.NewRecord(cats)
	ocean.Load(map[string]any{"name": "Ocean", "slug": "ocean"})
	if err := app.Save(ocean); err != nil {
		t.Fatal(err)
	}
	videos, _ := app.FindCollectionByNameOrId("videos")
	premiums, _ := app.FindCollectionByNameOrId("premium_videos")
	now := time.Now().UTC()
	run := func(sql string, params dbx.Params) {
		t.Helper()
		if _, err := app.DB().NewQuery(sql).Bind(params).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	var ids []string
	for i := 0; i < 48; i++ {
		v := core.NewRecord(videos)
		cats := []string{}
		if i%3 == 0 {
			cats = []string{ocean.Id}
		}
		v.Load(map[string]any{"title": fmt.Sprintf("Tide %d", i), "slug": fmt.Sprintf("tide-%d", i), "author": "A",
			"duration": []int{300, 900, 1500}[i*5%3], "categories": cats})
		if err := app.Save(v); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, v.Id)
		if i%4 == 0 {
			p := core.NewRecord(premiums)
			p.Load(map[string]any{"video": v.Id})
			if err := app.Save(p); err != nil {
				t.Fatal(err)
			}
		}
		// Upload dates 6 hours apart (the last week holds 28 of them), views with ties.
		run("UPDATE videos SET created = {:c} WHERE id = {:id}", dbx.Params{"c": now.Add(-time.Duration(i*6+1) * time.Hour).Format("2006-01-02 15:04:05.000Z"), "id": v.Id})
		run("UPDATE video_stats SET views = {:n} WHERE video = {:id}", dbx.Params{"n": i * 7 % 5, "id": v.Id})
	}
	mux := Serve(t, app)
	filters := []string{"access=premium", "access=free", "duration=short&access=premium", "category=ocean&access=premium",
		"category=ocean&access=free", "category=ocean&duration=medium", "date=week&access=premium", "date=week&duration=long",
		"date=month&duration=short&access=free", "date=today&duration=long", "category=ocean&access=premium&duration=long&date=week",
		"q=tide", "q=tide&date=week", "q=tide&access=premium"}
	check := func(label string) {
		t.Helper()
		var rows []browseRow
		if err := app.DB().NewQuery(`SELECT v.id, v.created, v.duration, v.is_premium IN (1, '1', 'true') AS premium, v.categories,
			COALESCE(s.views, 0) AS views FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.hidden = 0`).All(&rows); err != nil {
			t.Fatal(err)
		}
		for _, sort := range []string{"newest", "views", "longest"} {
			for _, f := range filters {
				want := expectedBrowse(rows, sort, f, ocean.Id, now)
				pageThrough(t, mux, label+" sort="+sort+"&"+f, "/api/reelhouse/browse?perPage=4&sort="+sort+"&"+f, want)
			}
		}
	}
	check("seeded")
	// Rare combinations are sorted from their candidate set, not walked in the views index
	// (a walk that cannot fill its page reads the whole index: the cost an attacker would
	// pick): in a small date window the count read whole, and in a category whose newest
	// rows (the count's bounded part) hold less than a page.
	for _, query := range []string{"sort=views&date=today&duration=long", "sort=views&category=ocean&duration=medium&perPage=4"} {
		var traced []string
		stop := catalog.TraceSQL(func(s string) { traced = append(traced, s) })
		mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/reelhouse/browse?"+query, nil))
		stop()
		if !slices.ContainsFunc(traced, func(s string) bool { return strings.Contains(s, "count(*) OVER ()") }) {
			t.Errorf("%s walked the sort index:\n%s", query, strings.Join(traced, "\n"))
		}
	}
	// A video leaves premium, another joins it, one moves in time: the copies follow.
	run("DELETE FROM premium_videos WHERE video = {:id}", dbx.Params{"id": ids[0]})
	p := core.NewRecord(premiums)
	p.Load(map[string]any{"video": ids[3]})
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	run("UPDATE videos SET created = {:c} WHERE id = {:id}", dbx.Params{"c": now.Add(-40 * 24 * time.Hour).Format("2006-01-02 15:04:05.000Z"), "id": ids[6]})
	// A hidden video leaves every list, a search's too (sorted by views, it is read from
	// video_stats and the hidden videos' index, not from videos).
	run("UPDATE videos SET hidden = 1 WHERE id = {:id}", dbx.Params{"id": ids[9]})
	check("changed")
}

type browseAnswer struct {
	Items []struct {
		ID string `json:"id"`
	} `json:"items"`
	TotalItems  int  `json:"totalItems"`
	TotalPages  int  `json:"totalPages"`
	TotalCapped bool `json:"totalCapped"`
}

// pageThrough follows the route's own pagination to the end and checks each page's total.
func pageThrough(t *testing.T, mux http.Handler, label, path string, want []string) {
	t.Helper()
	var got []string
	for page := 1; page <= 20; page++ {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, fmt.Sprintf("%s&page=%d", path, page), nil))
		var a browseAnswer
		if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &a) != nil {
			t.Fatalf("%s page %d: %d %s", label, page, rec.Code, rec.Body.String())
		}
		for _, it := range a.Items {
			got = append(got, it.ID)
		}
		more := len(got) < len(want)
		switch {
		case !a.TotalCapped && a.TotalItems != len(want):
			t.Errorf("%s page %d: exact total %d, want %d", label, page, a.TotalItems, len(want))
		case a.TotalCapped && a.TotalItems > len(want):
			t.Errorf("%s page %d: lower bound %d above the true %d", label, page, a.TotalItems, len(want))
		case more && a.TotalPages <= page:
			t.Errorf("%s page %d: %d pages offered, more videos follow", label, page, a.TotalPages)
		}
		if a.TotalPages <= page {
			break
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n got %v\nwant %v", label, got, want)
	}
}

// expectedBrowse: the filter and order of docs/api.md "Sort and filters", computed in Go.
func expectedBrowse(rows []browseRow, sort, filter, category string, now time.Time) []string {
	keep := rows[:0:0]
	for _, r := range rows {
		ok := true
		for _, kv := range strings.Split(filter, "&") {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "access":
				ok = ok && r.Premium == (v == "premium")
			case "category":
				ok = ok && strings.Contains(r.Categories, category)
			case "duration":
				ok = ok && map[string]bool{"short": r.Duration < 600, "medium": r.Duration >= 600 && r.Duration <= 1200, "long": r.Duration > 1200}[v]
			case "q": // every title is "Tide n"
			case "date":
				days := map[string]int{"today": 1, "week": 7, "month": 30}[v]
				ok = ok && r.Created >= now.Add(-time.Duration(days)*24*time.Hour).Format("2006-01-02 15:04:05.000Z")
			}
		}
		if ok {
			keep = append(keep, r)
		}
	}
	slices.SortFunc(keep, func(a, b browseRow) int {
		switch {
		case sort == "views" && a.Views != b.Views:
			return b.Views - a.Views
		case sort == "longest" && a.Duration != b.Duration:
			return b.Duration - a.Duration
		case a.Created != b.Created:
			return strings.Compare(b.Created, a.Created)
		}
		return strings.Compare(b.ID, a.ID)
	})
	out := make([]string, len(keep))
	for i, r := range keep {
		out[i] = r.ID
	}
	return out
}
