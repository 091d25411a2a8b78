package uploads

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // the system tables Bootstrap expects
	"github.com/pocketbase/pocketbase/tools/router"
)

// The finish route tells "no such job" (404: the form stops) from a database failure
// (5xx, logged: the form retries); it used to answer 404 for both.
func TestFinishedTellsMissingFromFailing(t *testing.T) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	jobs := core.NewBaseCollection("jobs")
	jobs.Fields.Add(&core.JSONField{Name: "payload"})
	if err := app.Save(jobs); err != nil {
		t.Fatal(err)
	}
	s := &Server{App: app}
	status := func(err error) int {
		var api *router.ApiError
		if errors.As(err, &api) {
			return api.Status
		}
		return 0
	}
	call := func() error {
		e := &core.RequestEvent{App: app, Event: router.Event{Response: httptest.NewRecorder(), Request: httptest.NewRequest("POST", "/", nil)}}
		return s.finished(e, "missingjob00000")
	}
	if got := status(call()); got != http.StatusNotFound {
		t.Fatalf("missing job: status %d, want 404", got)
	}
	if _, err := app.DB().NewQuery("ALTER TABLE jobs RENAME TO jobs_elsewhere").Execute(); err != nil {
		t.Fatal(err)
	}
	if got := status(call()); got != http.StatusInternalServerError {
		t.Fatalf("database failure: status %d, want 500", got)
	}
}
