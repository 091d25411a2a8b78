package queryplan

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/engagement"
	"reelhouse/internal/viewer"
)

// The hot writes' routes, driven through the real router (JS hooks and Go routes): the
// sign-up form's e-mail probe, a counted view (visitor and member), a like and a comment
// walk indexes only.
func TestHotRoutesPlans(t *testing.T) {
	app := Boot(t, engagement.Register, viewer.Register)
	cat, _ := app.FindCollectionByNameOrId("categories")
	c := core.NewRecord(cat)
	c.Load(map[string]any{"name": "Cat", "slug": "cat"})
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	videos, _ := app.FindCollectionByNameOrId("videos")
	v := core.NewRecord(videos)
	v.Load(map[string]any{"title": "Harbour", "slug": "harbour", "author": "A", "duration": 5, "categories": []string{c.Id}})
	if err := app.Save(v); err != nil {
		t.Fatal(err)
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
			path, body string
			signedIn   bool
		}{
			{"/api/reelhouse/users/exists", `{"email":"Someone@Example.com"}`, false},
			{"/api/reelhouse/videos/" + v.Id + "/view", `{"anon_id":"abcdefghijklmnopqrst"}`, false},
			{"/api/reelhouse/videos/" + v.Id + "/view", `{}`, true},
			{"/api/reelhouse/videos/" + v.Id + "/rate", `{"rating_type":"like"}`, true},
			{"/api/reelhouse/videos/" + v.Id + "/comments", `{"content":"A kind word"}`, true},
		} {
			stmts := Capture(t, app, func() {
				rec := httptest.NewRecorder()
				req := httptest.NewRequest(http.MethodPost, call.path, strings.NewReader(call.body))
				req.Header.Set("Content-Type", "application/json")
				if call.signedIn {
					req.Header.Set("Authorization", token)
				}
				mux.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK && rec.Code != http.StatusCreated {
					t.Errorf("%s: %d %s", call.path, rec.Code, rec.Body.String())
				}
			})
			t.Logf("%s: %d statements", call.path, len(stmts))
			NoScans(t, app, stmts)
		}
	}
}
