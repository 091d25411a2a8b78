package repair

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/tests"

	"reelhouse/internal/catalog"
	"reelhouse/internal/hotpath"
	"reelhouse/internal/web"
)

// Issue 9 item 7: only "no rows" is a 404; any other database error is a 5xx, and the
// sitemap is sent only when complete (it used to send its 200 before reading the rows).
// The database error here is a column the queries read, renamed in the test database.
func TestDatabaseErrorsAreNeither404NorTruncated(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: "../../pb_hooks"}); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	catalog.Register(app, hotpath.Register(app))
	web.Register(app, fstest.MapFS{"index.html": {Data: []byte("<!doctype html><html><head><title>Reelhouse</title></head><body></body></html>")}})

	exec(t, app, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
		INSERT INTO videos (id, title, slug, author, duration, created, updated)
		SELECT printf('v%014d', i), 'Video ' || i, 'video-' || i, 'A', 5, '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z' FROM n`, nil)

	// Serve once (the JS hooks register their routes on every serve event).
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var mux http.Handler
	if err := app.OnServe().Trigger(&core.ServeEvent{App: app, Router: router}, func(e *core.ServeEvent) error {
		var err error
		mux, err = e.Router.BuildMux()
		return err
	}); err != nil {
		t.Fatal(err)
	}
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		return rec.Code, rec.Body.String()
	}
	check := func(name, path string, status int, has, hasNo string) {
		t.Helper()
		got, body := get(path)
		if got != status || !strings.Contains(body, has) || (hasNo != "" && strings.Contains(body, hasNo)) {
			t.Errorf("%s: %d %.300s", name, got, body)
		}
	}
	check("a video that reads fine", "/api/reelhouse/videos/video-7", 200, `"slug":"video-7"`, "")
	check("an unknown slug is a 404", "/api/reelhouse/videos/nope", 404, `"status":404`, "")
	check("the whole sitemap", "/sitemap-videos-1.xml", 200, "/video/video-20<", "")

	exec(t, app, "ALTER TABLE videos RENAME COLUMN updated TO updated_gone", nil)
	check("a database error is a 500, not a 404", "/api/reelhouse/videos/video-7", 500, `"status":500`, "")
	check("a sitemap whose rows cannot be read is a 500, not a truncated 200", "/sitemap-videos-1.xml", 500, "", "<urlset")
}
