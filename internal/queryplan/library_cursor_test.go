package queryplan

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/library"
)

// A member's lists page by cursor (issue 22 §8: page 100 of a 10,000-item list walked
// 2,376 index entries with OFFSET first): following `next` gives every item once, in the
// order of the OFFSET pages, and each page is an index walk with no sort; a malformed
// cursor is a 400.
func TestLibraryListsPageByCursor(t *testing.T) {
	app := Boot(t, library.Register)
	member, token := SignedInMember(t, app, "member")
	videos, _ := app.FindCollectionByNameOrId("videos")
	for i := 0; i < 23; i++ {
		v := core.NewRecord(videos)
		v.Load(map[string]any{"title": fmt.Sprintf("Harbour %d", i), "slug": fmt.Sprintf("harbour-%d", i), "author": "A", "duration": 60})
		if err := app.Save(v); err != nil {
			t.Fatal(err)
		}
		// Ties on the time (a bulk import, the same millisecond) must not lose or repeat a row.
		at := fmt.Sprintf("2026-11-01 10:00:%02d.000Z", i/3)
		for _, table := range []string{"favourites", "watch_history"} {
			if _, err := app.DB().NewQuery("INSERT INTO " + table + " (id, member, video, created, updated) VALUES ({:id}, {:m}, {:v}, {:at}, {:at})").
				Bind(dbx.Params{"id": fmt.Sprintf("%s%05d", table[:5], i) + "xxxxx", "m": member.Id, "v": v.Id, "at": at}).Execute(); err != nil {
				t.Fatal(err)
			}
		}
	}

	mux := Serve(t, app)
	{
		type answer struct {
			Items []struct {
				ID string `json:"id"`
			} `json:"items"`
			Next string `json:"next"`
		}
		get := func(path string) (int, answer, []string) {
			var a answer
			var code int
			stmts := Capture(t, app, func() {
				rec := httptest.NewRecorder()
				req := httptest.NewRequest(http.MethodGet, path, nil)
				req.Header.Set("Authorization", token)
				mux.ServeHTTP(rec, req)
				code = rec.Code
				_ = json.Unmarshal(rec.Body.Bytes(), &a)
			})
			return code, a, stmts
		}
		for _, list := range []string{"favourites", "history", "continue"} {
			base := "/api/reelhouse/library/lists/" + list + "?perPage=5"
			var byOffset, byCursor []string
			for page := 1; page <= 5; page++ {
				_, a, _ := get(fmt.Sprintf("%s&page=%d", base, page))
				for _, it := range a.Items {
					byOffset = append(byOffset, it.ID)
				}
			}
			next := ""
			for pages := 0; pages < 10; pages++ {
				path := base
				if next != "" {
					path += "&cursor=" + url.QueryEscape(next)
				}
				code, a, stmts := get(path)
				if code != http.StatusOK {
					t.Fatalf("%s: %d", path, code)
				}
				for _, it := range a.Items {
					byCursor = append(byCursor, it.ID)
				}
				NoScans(t, app, stmts)
				NoSorts(t, app, stmts)
				if next = a.Next; next == "" {
					break
				}
			}
			if len(byCursor) != 23 || strings.Join(byCursor, ",") != strings.Join(byOffset, ",") {
				t.Errorf("%s: by cursor %d items %v, by page %d items %v", list, len(byCursor), byCursor, len(byOffset), byOffset)
			}
		}
		for _, bad := range []string{"nope", "bm9waXBl", "MjAyNnwtMQ"} {
			if code, _, _ := get("/api/reelhouse/library/lists/favourites?cursor=" + bad); code != http.StatusBadRequest {
				t.Errorf("cursor %q: %d, want 400", bad, code)
			}
		}
	}
}
