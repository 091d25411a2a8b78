package engagement

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The verification gate fails closed: when the site settings cannot be read (or hold
// unreadable JSON) an unverified member is refused, not waved through as if the site
// did not require verification.
func TestVerificationGateFailsClosed(t *testing.T) {
	app := testApp(t) // no settings table yet: every read fails
	h := &handlers{app: app}
	member := core.NewRecord(core.NewAuthCollection("users"))
	gate := func() error {
		e := &core.RequestEvent{App: app, Event: router.Event{Response: httptest.NewRecorder(), Request: httptest.NewRequest("POST", "/", nil)}}
		return h.requireVerified(e, member, commentVerifyMessage)
	}
	forbidden := func(err error) bool {
		var api *router.ApiError
		return errors.As(err, &api) && api.Status == http.StatusForbidden
	}

	if err := gate(); !forbidden(err) {
		t.Fatalf("settings unreadable: got %v, want 403", err)
	}
	if _, err := app.DB().NewQuery("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT)").Execute(); err != nil {
		t.Fatal(err)
	}
	if err := gate(); err != nil { // no row: the default (SMTP off here) lets the member in
		t.Fatalf("no site row, SMTP off: got %v, want nil", err)
	}
	set := func(v string) {
		if _, err := app.DB().NewQuery("INSERT OR REPLACE INTO settings (key, value) VALUES ('site', {:v})").Bind(dbx.Params{"v": v}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	set(`{"require_verified": false}`)
	if err := gate(); err != nil {
		t.Fatalf("verification off: got %v, want nil", err)
	}
	set(`{"require_verified": true}`)
	if err := gate(); !forbidden(err) {
		t.Fatalf("verification on: got %v, want 403", err)
	}
	set(`{"require_verified": fals`)
	if err := gate(); !forbidden(err) {
		t.Fatalf("unreadable setting: got %v, want 403", err)
	}
	member.SetVerified(true)
	if err := gate(); err != nil {
		t.Fatalf("a verified member: got %v, want nil", err)
	}
}
