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
	"reelhouse/internal/library"
)

// The read routes a visitor and a member hit most — the lists (trending, newest, a
// category, deep pages), search (plain and within a category), watch, similar, and the
// member's history and favourites with a saved position — walk indexes only, so they
// stay index walks at 1,000,000 videos (issue 25.3). The response cache is off, so every
// call runs its SQL.
func TestReadRoutesPlans(t *testing.T) {
	t.Setenv(hotpath.EnvCacheOff, "off")
	app := Boot(t, func(app core.App) { catalog.Register(app, hotpath.Register(app)) }, library.Register)
	cat, _ := app.FindCollectionByNameOrId("categories")
	c := core.NewRecord(cat)
	c.Load(map[string]any{"name": "Ocean", "slug": "ocean"})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	videos, _ := app.FindCollectionByNameOrId("videos")
	var first *core.Record
	for i := 0; i < 30; i++ {
		v := core.NewRecord(videos)
		v.Load(map[string]any{"title": fmt.Sprintf("Harbour session %d", i), "slug": fmt.Sprintf("harbour-%d", i),
			"description": "waves at dusk", "author": "A", "duration": 60, "categories": []string{c.Id}})
		if err := app.Save(v); err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = v
		}
	}
	users, _ := app.FindCollectionByNameOrId("users")
	member := core.NewRecord(users)
	member.Load(map[string]any{"username": "member", "email": "member@example.com", "verified": true})
	member.SetPassword("a long enough password")
	if err := app.Save(member); err != nil {
		t.Fatal(err)
	}
	token, err := member.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}

	mux := Serve(t, app)
	{
		for _, call := range []struct {
			method, path, body string
			signedIn           bool
		}{
			{"GET", "/api/reelhouse/videos/trending", "", false},
			{"GET", "/api/reelhouse/videos/trending?page=2&perPage=12", "", false},
			{"GET", "/api/reelhouse/videos/newest", "", false},
			{"GET", "/api/reelhouse/videos/newest?page=2&perPage=12", "", false},
			{"GET", "/api/reelhouse/categories/ocean/videos", "", false},
			{"GET", "/api/reelhouse/categories/ocean/videos?page=2&perPage=12", "", false},
			{"GET", "/api/reelhouse/search?q=harbour", "", false},
			{"GET", "/api/reelhouse/search?q=dusk", "", false},
			{"GET", "/api/reelhouse/search?q=harbour&category=ocean", "", false},
			{"GET", "/api/reelhouse/videos/harbour-3", "", false},
			{"GET", "/api/reelhouse/videos/harbour-3", "", true},
			{"GET", "/api/reelhouse/videos/harbour-3/similar", "", false},
			{"POST", "/api/reelhouse/library/history/" + first.Id, `{"position": 12}`, true},
			{"POST", "/api/reelhouse/library/lists/favourites/" + first.Id, "", true},
			{"GET", "/api/reelhouse/library/lists/history", "", true},
			{"GET", "/api/reelhouse/library/state/" + first.Id, "", true},
			{"GET", "/api/reelhouse/library/lists/favourites", "", true},
		} {
			var traced []string
			stmts := Capture(t, app, func() {
				defer catalog.TraceSQL(func(s string) { traced = append(traced, s) })()
				rec := httptest.NewRecorder()
				req := httptest.NewRequest(call.method, call.path, strings.NewReader(call.body))
				req.Header.Set("Content-Type", "application/json")
				if call.signedIn {
					req.Header.Set("Authorization", token)
				}
				mux.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK {
					t.Errorf("%s %s: %d %s", call.method, call.path, rec.Code, rec.Body.String())
				}
			})
			stmts = append(stmts, traced...)
			if len(stmts) == 0 {
				t.Errorf("%s %s ran no SQL (a cache answered?)", call.method, call.path)
			}
			t.Logf("%s %s: %d statements", call.method, call.path, len(stmts))
			NoScans(t, app, stmts)
		}
	}
}
