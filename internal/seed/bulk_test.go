package seed

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"

	"reelhouse/internal/repair"
)

// migratedApp: a fresh data dir with the real JS migrations and hooks.
func migratedApp(t *testing.T) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: "../../pb_hooks"}); err != nil {
		t.Fatal(err)
	}
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	return app
}

// eachRow calls each with the values of every row q answers, in order, and returns how
// many rows there were (the digests here and in bulk_fts_test.go).
func eachRow(t *testing.T, db dbx.Builder, q string, each func(vals []any)) int {
	t.Helper()
	rows, err := db.NewQuery(q).Rows()
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	n := 0
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		each(vals)
		n++
	}
	return n
}

func schemaOf(t *testing.T, app core.App) string {
	t.Helper()
	var rows []struct {
		Name string `db:"name"`
		SQL  string `db:"sql"`
	}
	if err := app.DB().NewQuery("SELECT name, COALESCE(sql, '') AS sql FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name").All(&rows); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(r.Name + ": " + r.SQL + "\n")
	}
	return b.String()
}

// catalogDigest hashes what a seed generates, with the ids of records PocketBase creates
// (users, categories, assets: random on every run) replaced by their names.
func catalogDigest(t *testing.T, app core.App) string {
	t.Helper()
	h := sha256.New()
	for _, q := range []string{
		`SELECT v.id, v.slug, v.title, v.description, v.author, v.duration, v.license, v.is_premium, v.created,
			COALESCE(u.username, '') FROM videos v LEFT JOIN users u ON u.id = v.creator ORDER BY v.id`,
		`SELECT vc.id, vc.video, c.slug, vc.video_created FROM video_categories vc JOIN categories c ON c.id = vc.category ORDER BY vc.id`,
		`SELECT id, video, views, likes, dislikes, rating, total_ratings, comments, trending_score, video_created FROM video_stats ORDER BY id`,
		`SELECT id, video, viewer, bucket, created FROM video_views ORDER BY id`,
		`SELECT id, video, file FROM video_sources ORDER BY id`,
		`SELECT id, video, json_array_length(categories) FROM premium_videos ORDER BY id`,
		`SELECT r.id, r.video, u.username, r.rating_type, r.created FROM video_ratings r JOIN users u ON u.id = r.user ORDER BY r.id`,
		`SELECT c.id, c.video, c.username, c.content, c.created FROM comments c ORDER BY c.id`,
		`SELECT CASE WHEN m.scope = 'site' THEN 'site' ELSE u.username END, m.month, m.views FROM views_monthly m LEFT JOIN users u ON u.id = m.scope ORDER BY 1, 2`,
		`SELECT c.slug, c.video_count FROM categories c ORDER BY c.slug`,
		`SELECT rowid, vid, title FROM videos_fts ORDER BY rowid`,
	} {
		n := eachRow(t, app.DB(), q, func(vals []any) { fmt.Fprintf(h, "%v\n", vals) })
		if n == 0 && !strings.Contains(q, "comments") {
			t.Errorf("no rows: %s", q)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// TestBulkSeedIsReproducibleAndWhole: the parallel seed makes the same catalog with one
// worker or three (each chunk draws from its own generator), leaves every index and
// trigger it dropped as it found it, derives every value as `reelhouse repair` would
// (no drift), and gives each video its file, with no copy linked more than linksPerMaster times.
func TestBulkSeedIsReproducibleAndWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds two databases")
	}
	t.Setenv(PasswordEnv, "demo-pass-123")
	defer func(n int) { linksPerMaster = n }(linksPerMaster)
	linksPerMaster = 400
	// The same "now" for both (the catalog hangs off it), and the clock's: repair counts
	// the trending window back from the clock.
	now := time.Now().UTC()
	const videos = 2*chunkVideos + 345 // three chunks, the last one partial

	var digests []string
	for _, procs := range []int{1, 3} {
		app := migratedApp(t)
		schema := schemaOf(t, app)
		prev := runtime.GOMAXPROCS(procs)
		var out bytes.Buffer
		err := Run(app, Options{Videos: videos, Out: &out, Now: now})
		runtime.GOMAXPROCS(prev)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), "insert videos") || !strings.Contains(out.String(), "build search index") {
			t.Errorf("no step timings in the output:\n%s", out.String())
		}
		if got := schemaOf(t, app); got != schema {
			t.Errorf("indexes and triggers after the seed differ from before it:\nbefore:\n%s\nafter:\n%s", schema, got)
		}
		var mode string
		if err := app.DB().NewQuery("PRAGMA journal_mode").Row(&mode); err != nil || mode != "wal" {
			t.Errorf("journal_mode after the seed: %q (%v)", mode, err)
		}
		// The index builds sorted with worker threads (temp_store must be FILE before the
		// transaction: inside it SQLite refuses the change), and the seeding connection is
		// back to PocketBase's settings.
		if want := fmt.Sprintf("sorted with %d worker threads", sorterThreads); !strings.Contains(out.String(), want) {
			t.Errorf("the index builds did not say %q:\n%s", want, out.String())
		}
		for pragma, want := range map[string]int{"temp_store": 2, "threads": 0, "cache_size": defaultCacheKiB} {
			var got int
			if err := app.NonconcurrentDB().NewQuery("PRAGMA " + pragma).Row(&got); err != nil || got != want {
				t.Errorf("PRAGMA %s after the seed: %d (%v), want %d", pragma, got, err, want)
			}
		}

		results, err := repair.Run(app, true)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			if r.Drift != 0 {
				t.Errorf("GOMAXPROCS=%d: repair finds %d drifted in %s", procs, r.Drift, r.Name)
			}
		}
		var counts struct {
			Videos  int `db:"videos"`
			Stats   int `db:"stats"`
			Sources int `db:"sources"`
			Fts     int `db:"fts"`
		}
		if err := app.DB().NewQuery(`SELECT (SELECT COUNT(*) FROM videos) AS videos, (SELECT COUNT(*) FROM video_stats) AS stats,
			(SELECT COUNT(*) FROM video_sources WHERE file != '') AS sources, (SELECT COUNT(*) FROM videos_fts) AS fts`).One(&counts); err != nil {
			t.Fatal(err)
		}
		if counts.Videos != videos || counts.Stats != videos || counts.Sources != videos || counts.Fts != videos {
			t.Errorf("counts %+v, want %d of each", counts, videos)
		}

		// Every file is there; no inode is linked more than linksPerMaster times.
		var files []struct {
			Id   string `db:"id"`
			File string `db:"file"`
		}
		if err := app.DB().NewQuery("SELECT id, file FROM video_sources").All(&files); err != nil {
			t.Fatal(err)
		}
		col, err := app.FindCollectionByNameOrId("video_sources")
		if err != nil {
			t.Fatal(err)
		}
		inodes := map[uint64]bool{}
		for _, f := range files {
			fi, err := os.Stat(filepath.Join(app.DataDir(), "storage", col.Id, f.Id, f.File))
			if err != nil {
				t.Fatal(err)
			}
			if st, ok := fi.Sys().(*syscall.Stat_t); ok {
				inodes[uint64(st.Ino)] = true
				if uint64(st.Nlink) > uint64(linksPerMaster) {
					t.Fatalf("%s has %d links (at most %d)", f.File, st.Nlink, linksPerMaster)
				}
			}
		}
		if want := videos / linksPerMaster; len(inodes) < want {
			t.Errorf("%d distinct files for %d videos, want at least %d", len(inodes), videos, want)
		}
		digests = append(digests, catalogDigest(t, app))
	}
	if digests[0] != digests[1] {
		t.Errorf("the catalog with one worker differs from the one with three: %s != %s", digests[0], digests[1])
	}
}
