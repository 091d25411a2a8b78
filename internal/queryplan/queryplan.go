// Package queryplan is for tests: it records the SQL a code path runs and reports every
// statement whose plan walks a whole big table (EXPLAIN QUERY PLAN "SCAN <table>"), so a
// hot or scheduled path that loses its index fails a test instead of slowing down at
// 100,000 rows.
package queryplan

import (
	"context"
	"database/sql"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // system migrations
	"github.com/pocketbase/pocketbase/plugins/jsvm"
)

// Big: the tables that grow with the site (members, the catalog and what hangs off it,
// each member's library, what members report and what admins decide, the audit log).
// A SCAN of any other table (settings, plans, collections) is fine.
var Big = []string{
	"users", "videos", "video_stats", "video_categories", "video_ratings", "video_views",
	"comments", "comment_likes", "blocks", "notifications", "payments", "payment_events",
	"premium_reminders", "premium_videos", "premium_category_videos", "video_month_views",
	"uploads", "jobs", "videos_fts", "video_sources", "video_consents",
	// A member's library (issue 22) and its counters.
	"favourites", "watch_later", "watch_history", "playlists", "playlist_items", "follows",
	"creator_follower_counts", "video_favourite_counts",
	// Trust and safety (issue 23): reports and cases grow with members, the log with every action.
	"moderation_reports", "moderation_cases", "audit_log", "creator_requests", "creator_request_history",
	"notification_reads", "notification_sends",
}

// Boot: a fresh data dir with the real JS migrations and hooks (the repo's, two levels up).
func Boot(t testing.TB, register ...func(core.App)) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: "../../pb_hooks"}); err != nil {
		t.Fatal(err)
	}
	for _, r := range register {
		r(app)
	}
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}

// Capture runs fn and returns every statement it sent to the database, parameters inlined.
func Capture(t testing.TB, app core.App, fn func()) []string {
	t.Helper()
	var mu sync.Mutex
	var got []string
	add := func(s string) { mu.Lock(); got = append(got, s); mu.Unlock() }
	dbs := []*dbx.DB{app.ConcurrentDB().(*dbx.DB), app.NonconcurrentDB().(*dbx.DB)}
	type saved struct {
		q func(context.Context, time.Duration, string, *sql.Rows, error)
		e func(context.Context, time.Duration, string, sql.Result, error)
	}
	old := make([]saved, len(dbs))
	for i, db := range dbs {
		old[i] = saved{db.QueryLogFunc, db.ExecLogFunc}
		db.QueryLogFunc = func(_ context.Context, _ time.Duration, s string, _ *sql.Rows, _ error) { add(s) }
		db.ExecLogFunc = func(_ context.Context, _ time.Duration, s string, _ sql.Result, _ error) { add(s) }
	}
	defer func() {
		for i, db := range dbs {
			db.QueryLogFunc, db.ExecLogFunc = old[i].q, old[i].e
		}
	}()
	fn()
	return got
}

var (
	scanRe  = regexp.MustCompile(`\bSCAN (\w+)( USING| VIRTUAL TABLE INDEX \d+:\S)?`)
	aliasRe = regexp.MustCompile("(?i)\\b(?:FROM|JOIN)\\s+[`\"]?(\\w+)[`\"]?(?:\\s+(?:AS\\s+)?(\\w+))?")
)

// Scans: the big tables the statement's plan walks whole without an index ("SCAN users",
// or "SCAN u" for an alias of it). An index walk ("SCAN p USING INDEX idx_payments_created")
// is how a paged list reads and is not reported, nor is an FTS5 lookup ("SCAN f VIRTUAL
// TABLE INDEX 0:M5": a MATCH or rowid constraint; a full FTS scan has nothing after the colon).
func Scans(t testing.TB, app core.App, stmt string) []string {
	t.Helper()
	trimmed := strings.TrimSpace(stmt)
	upper := strings.ToUpper(trimmed)
	for _, p := range []string{"BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "PRAGMA", "EXPLAIN"} {
		if strings.HasPrefix(upper, p) {
			return nil
		}
	}
	rows := []struct {
		Detail string `db:"detail"`
	}{}
	if err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + trimmed).All(&rows); err != nil {
		t.Fatalf("EXPLAIN QUERY PLAN %s: %v", trimmed, err)
	}
	names := map[string]string{} // alias or name -> table
	for _, m := range aliasRe.FindAllStringSubmatch(trimmed, -1) {
		names[m[1]] = m[1]
		if m[2] != "" && !keyword[strings.ToUpper(m[2])] {
			names[m[2]] = m[1]
		}
	}
	var out []string
	for _, r := range rows {
		for _, m := range scanRe.FindAllStringSubmatch(r.Detail, -1) {
			if m[2] != "" {
				continue
			}
			table := m[1]
			if t, ok := names[table]; ok {
				table = t
			}
			for _, b := range Big {
				if table == b {
					out = append(out, r.Detail)
				}
			}
		}
	}
	return out
}

var keyword = map[string]bool{"WHERE": true, "JOIN": true, "LEFT": true, "INNER": true, "CROSS": true, "ON": true,
	"ORDER": true, "GROUP": true, "LIMIT": true, "SET": true, "USING": true, "NATURAL": true, "UNION": true, "WINDOW": true}

// NoScans fails t for every statement in stmts (or its triggers' plans, which EXPLAIN does
// not show) that scans a big table.
func NoScans(t testing.TB, app core.App, stmts []string) {
	t.Helper()
	if len(stmts) == 0 {
		t.Fatal("no statements captured: the path under test did not reach the database")
	}
	for _, s := range stmts {
		if scans := Scans(t, app, s); len(scans) > 0 {
			t.Errorf("%s\n  scans a big table: %s", oneLine(s), strings.Join(scans, "; "))
		}
	}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Serve builds the app's router the way `serve` does (every OnServe hook, the JS hooks'
// routes included) and returns its handler, for requests through the real routes.
func Serve(t testing.TB, app core.App) http.Handler {
	t.Helper()
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var mux http.Handler
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: r}, func(e *core.ServeEvent) error {
		m, err := e.Router.BuildMux()
		mux = m
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return mux
}

// SignedInMember creates a verified member and returns it with an auth token.
func SignedInMember(t testing.TB, app core.App, username string) (*core.Record, string) {
	t.Helper()
	users, _ := app.FindCollectionByNameOrId("users")
	m := core.NewRecord(users)
	m.Load(map[string]any{"username": username, "email": username + "@example.com", "verified": true})
	m.SetPassword("a long enough password")
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	token, err := m.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return m, token
}

// NoSorts fails t for every statement with an ORDER BY whose plan sorts its rows in a
// temporary B-tree instead of reading them in an index's order.
func NoSorts(t testing.TB, app core.App, stmts []string) {
	t.Helper()
	for _, s := range stmts {
		if !strings.Contains(s, "ORDER BY") {
			continue
		}
		rows := []struct {
			Detail string `db:"detail"`
		}{}
		if err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + s).All(&rows); err != nil {
			t.Fatalf("EXPLAIN QUERY PLAN %s: %v", s, err)
		}
		for _, row := range rows {
			if strings.Contains(row.Detail, "TEMP B-TREE") {
				t.Errorf("%s\n  sorts per request: %s", oneLine(s), row.Detail)
			}
		}
	}
}
