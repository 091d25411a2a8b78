package collpath

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestCanonical(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	col := core.NewBaseCollection("comments")
	if err := app.Save(col); err != nil {
		t.Fatal(err)
	}
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{
		"/api/collections/comments/records":                    "/api/collections/comments/records",
		"/api/collections/Comments/records":                    "/api/collections/comments/records",
		"/api/collections/COMMENTS/records/abc?fields=id":      "/api/collections/comments/records/abc?fields=id",
		"/api/collections/" + col.Id + "/records":              "/api/collections/comments/records",
		"/api/collections/" + users.Id + "/auth-with-password": "/api/collections/users/auth-with-password",
		"/api/collections/Users?x=1":                           "/api/collections/users?x=1",
		"/api/collections/nosuch/records":                      "/api/collections/nosuch/records",
		"/api/collections/":                                    "/api/collections/",
		"/api/reelhouse/videos/x/comments":                     "/api/reelhouse/videos/x/comments",
	}
	for in, want := range cases {
		if got := Canonical(app, in); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", in, got, want)
		}
	}
}
