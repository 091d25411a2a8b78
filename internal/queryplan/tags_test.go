package queryplan

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"reelhouse/internal/captions"
	"reelhouse/internal/catalog"
	"reelhouse/internal/hotpath"
	"reelhouse/internal/tags"
)

// The tag page (issue 41 item 4) walks idx_video_tags_page: no scan, no sort, its total a
// tag_counts row; and a caption save writes the caption's words into the search index.
func TestTagPagePlanAndDerivedRows(t *testing.T) {
	t.Setenv(hotpath.EnvCacheOff, "off")
	app := Boot(t, func(app core.App) { catalog.Register(app, hotpath.Register(app)) }, tags.Register, captions.Register)
	videos, _ := app.FindCollectionByNameOrId("videos")
	var ids []string
	for i := 0; i < 12; i++ {
		v := core.NewRecord(videos)
		v.Load(map[string]any{"title": fmt.Sprintf("Clip %d", i), "slug": fmt.Sprintf("clip-%d", i), "author": "A",
			"duration": 60, "tags": []string{"Beach Day", "tag" + fmt.Sprint(i%2)}})
		if err := app.Save(v); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, v.Id)
	}
	count := func(tag string) int {
		var n int
		_ = app.DB().NewQuery("SELECT COALESCE((SELECT videos FROM tag_counts WHERE tag = {:t}), 0)").Bind(map[string]any{"t": tag}).Row(&n)
		return n
	}
	if count("beach-day") != 12 || count("tag0") != 6 {
		t.Fatalf("tag_counts: beach-day %d, tag0 %d", count("beach-day"), count("tag0"))
	}
	// Hiding a video takes it off its tags' counts and pages; changing tags moves it.
	if _, err := app.DB().NewQuery("UPDATE videos SET hidden = 1 WHERE id = {:id}").Bind(map[string]any{"id": ids[0]}).Execute(); err != nil {
		t.Fatal(err)
	}
	v1, _ := app.FindRecordById("videos", ids[1])
	v1.Set("tags", []string{"Beach_Day"})
	if err := app.Save(v1); err != nil {
		t.Fatal(err)
	}
	if count("beach-day") != 11 || count("tag0") != 5 || count("tag1") != 5 {
		t.Fatalf("after hide and retag: beach-day %d, tag0 %d, tag1 %d", count("beach-day"), count("tag0"), count("tag1"))
	}

	mux := Serve(t, app)
	for _, path := range []string{"/api/reelhouse/tags/beach-day/videos", "/api/reelhouse/tags/beach-day/videos?page=2&perPage=4"} {
		var traced []string
		var body string
		stmts := Capture(t, app, func() {
			defer catalog.TraceSQL(func(s string) { traced = append(traced, s) })()
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
			if rec.Code != http.StatusOK {
				t.Fatalf("%s: %d %s", path, rec.Code, rec.Body.String())
			}
			body = rec.Body.String()
		})
		stmts = append(stmts, traced...)
		NoScans(t, app, stmts)
		NoSorts(t, app, stmts)
		var page struct {
			TotalItems int `json:"totalItems"`
			Items      []struct {
				ID string `json:"id"`
			} `json:"items"`
		}
		if err := json.Unmarshal([]byte(body), &page); err != nil || page.TotalItems != 11 {
			t.Fatalf("%s: %v %s", path, err, body)
		}
		for _, it := range page.Items {
			if it.ID == ids[0] {
				t.Fatalf("%s lists the hidden video", path)
			}
		}
	}
	plan := []struct {
		Detail string `db:"detail"`
	}{}
	if err := app.DB().NewQuery("EXPLAIN QUERY PLAN SELECT video FROM video_tags WHERE tag = 'beach-day' AND hidden = 0 ORDER BY video_created DESC, video DESC LIMIT 24").All(&plan); err != nil {
		t.Fatal(err)
	}
	if len(plan) == 0 || !strings.Contains(plan[0].Detail, "idx_video_tags_page") {
		t.Fatalf("tag page plan: %+v", plan)
	}

	// A caption's words are searchable at once (the same transaction's triggers).
	capCol, _ := app.FindCollectionByNameOrId("captions")
	c := core.NewRecord(capCol)
	f, _ := filesystem.NewFileFromBytes([]byte("WEBVTT\n\n00:01.000 --> 00:02.000\nthe <b>zanzibar</b> lighthouse\n"), "x.vtt")
	c.Load(map[string]any{"video": ids[2], "language": "en", "file": f})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	var hits int
	_ = app.DB().NewQuery(`SELECT COUNT(*) FROM videos_fts WHERE videos_fts MATCH '{keywords}: "zanzibar"' AND vid = {:id}`).
		Bind(map[string]any{"id": ids[2]}).Row(&hits)
	if hits != 1 || c.GetString("text") != "the zanzibar lighthouse" {
		t.Fatalf("caption text not indexed: hits %d, text %q", hits, c.GetString("text"))
	}
	if err := app.Delete(c); err != nil {
		t.Fatal(err)
	}
	_ = app.DB().NewQuery(`SELECT COUNT(*) FROM videos_fts WHERE videos_fts MATCH '{keywords}: "zanzibar"'`).Row(&hits)
	if hits != 0 {
		t.Fatal("a deleted caption's words are still found")
	}
}
