package queryplan

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/library"
)

// A channel's pages come in index order: newest and most viewed (issue 22 §4). Sorting a
// creator's videos per request (a temporary B-tree) grows with the channel; with 10,000
// videos it was over the 10 ms the issue allows.
func TestChannelPagesWalkAnIndex(t *testing.T) {
	app := Boot(t, library.Register)
	creator, _ := SignedInMember(t, app, "maker")
	creator.Set("roles", []string{"creator"})
	if err := app.Save(creator); err != nil {
		t.Fatal(err)
	}
	cat, _ := app.FindCollectionByNameOrId("categories")
	c := core.NewRecord(cat)
	c.Load(map[string]any{"name": "Ocean", "slug": "ocean"})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	videos, _ := app.FindCollectionByNameOrId("videos")
	for i := 0; i < 20; i++ {
		v := core.NewRecord(videos)
		v.Load(map[string]any{"title": fmt.Sprintf("Harbour %d", i), "slug": fmt.Sprintf("harbour-%d", i),
			"author": "A", "duration": 60, "categories": []string{c.Id}, "creator": creator.Id})
		if err := app.Save(v); err != nil {
			t.Fatal(err)
		}
		if _, err := app.DB().NewQuery(fmt.Sprintf("UPDATE video_stats SET views = %d WHERE video = '%s'", i*7%20, v.Id)).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	var copied struct {
		N int `db:"n"`
	}
	if err := app.DB().NewQuery("SELECT COUNT(*) AS n FROM video_stats WHERE video_creator = {:c}").
		Bind(map[string]any{"c": creator.Id}).One(&copied); err != nil || copied.N != 20 {
		t.Fatalf("video_stats.video_creator set on %d of 20 rows (%v)", copied.N, err)
	}

	mux := Serve(t, app)
	for _, path := range []string{"/api/reelhouse/library/channel/maker", "/api/reelhouse/library/channel/maker?sort=views&page=2&perPage=5"} {
		var body string
		stmts := Capture(t, app, func() {
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
			if rec.Code != http.StatusOK {
				t.Errorf("%s: %d %s", path, rec.Code, rec.Body.String())
			}
			body = rec.Body.String()
		})
		NoScans(t, app, stmts)
		NoSorts(t, app, stmts)
		if !strings.Contains(body, "Harbour") {
			t.Errorf("%s: no videos in %s", path, body)
		}
	}
}
