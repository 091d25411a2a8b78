package seed

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// ftsShadowDigest hashes every row of videos_fts's shadow tables, byte for byte, a hash
// per table.
func ftsShadowDigest(t *testing.T, db dbx.Builder) string {
	t.Helper()
	var out []string
	for _, name := range ftsShadowTables {
		h := sha256.New()
		n := eachRow(t, db, "SELECT * FROM videos_fts_"+name+" ORDER BY 1, 2", func(vals []any) {
			fmt.Fprintf(h, "%s %q\n", name, vals)
		})
		if n == 0 && name != "idx" {
			t.Errorf("videos_fts_%s is empty", name)
		}
		out = append(out, name+" "+hex.EncodeToString(h.Sum(nil))[:16])
	}
	return strings.Join(out, ", ")
}

// ftsSearches: a few searches, each as "rowid vid" lines in FTS5's rank order (bm25) and in
// rowid order, with category filter tags named by slug (category ids differ per database).
func ftsSearches(t *testing.T, app core.App) string {
	t.Helper()
	var catId string
	if err := app.DB().NewQuery("SELECT id FROM categories WHERE slug = 'sunsets'").Row(&catId); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, m := range []string{"pattern", "sess*", "title: vol", "se* AND tags: premium", "tags: c_sunsets", "evening OR waves"} {
		label := m
		m = strings.Replace(m, "c_sunsets", `"c`+catId+`"`, 1)
		for _, order := range []string{"rank", "rowid DESC"} {
			rows, err := app.DB().NewQuery("SELECT rowid, vid FROM videos_fts WHERE videos_fts MATCH {:m} ORDER BY " + order + " LIMIT 200").
				Bind(dbx.Params{"m": m}).Rows()
			if err != nil {
				t.Fatalf("%s: %v", m, err)
			}
			n := 0
			for rows.Next() {
				var rowid int64
				var vid string
				if err := rows.Scan(&rowid, &vid); err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, "%d %s\n", rowid, vid)
				n++
			}
			rows.Close()
			if n == 0 {
				t.Errorf("no match for %q", m)
			}
			fmt.Fprintf(&b, "-- %s by %s: %d\n", label, order, n)
		}
	}
	return b.String()
}

// ftsIntegrity runs FTS5's integrity-check on the seeding connection (the nonconcurrent
// pool's: FTS5 caches a table's structure per connection) and on a reading one.
func ftsIntegrity(t *testing.T, app core.App) {
	t.Helper()
	for _, db := range []dbx.Builder{app.NonconcurrentDB(), app.ConcurrentDB()} {
		if _, err := db.NewQuery("INSERT INTO videos_fts (videos_fts) VALUES ('integrity-check')").Execute(); err != nil {
			t.Errorf("FTS5 integrity-check: %v", err)
		}
	}
}

// ftsStaysCurrent: an edit after the seed reaches the index through the restored triggers,
// on the connection that seeded (whose FTS5 state must be the copied one's); the title is
// put back after.
func ftsStaysCurrent(t *testing.T, app core.App) {
	t.Helper()
	db := app.NonconcurrentDB()
	var id, title string
	if err := db.NewQuery("SELECT vid, title FROM videos_fts WHERE rowid = 7").Row(&id, &title); err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewQuery("UPDATE videos SET title = 'Zyzzyva Quokka 1' WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
	var got []struct {
		Rowid int64  `db:"rowid"`
		Vid   string `db:"vid"`
	}
	if err := db.NewQuery("SELECT rowid, vid FROM videos_fts WHERE videos_fts MATCH 'zyzzyva quok*'").All(&got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Rowid != 7 || got[0].Vid != id {
		t.Errorf("after editing video %s (FTS rowid 7), the search finds %+v", id, got)
	}
	ftsIntegrity(t, app)
	if _, err := db.NewQuery("UPDATE videos SET title = {:t} WHERE id = {:id}").Bind(dbx.Params{"t": title, "id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// TestFtsBuiltBesideTheWriterIsTheSame: the search index the second connection builds and
// the writer copies in is the one the one-statement build makes: FTS5's integrity-check
// passes, its shadow tables are byte for byte those of indexNewVideos's build over the same
// rows, and searches (rank and rowid order, filter tags) answer as in a seed built the old way.
func TestFtsBuiltBesideTheWriterIsTheSame(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds two databases")
	}
	t.Setenv(PasswordEnv, "demo-pass-123")
	now := time.Now().UTC()
	const videos = chunkVideos + 345

	var searches []string
	for _, parallel := range []bool{true, false} {
		parallelFts = parallel
		app := migratedApp(t)
		var out bytes.Buffer
		err := Run(app, Options{Videos: videos, Out: &out, Now: now})
		parallelFts = true
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(out.String(), "beside the writer"); got != parallel {
			t.Fatalf("parallel=%v, but the steps say otherwise:\n%s", parallel, out.String())
		}
		ftsIntegrity(t, app)
		searches = append(searches, ftsSearches(t, app))
		if !parallel {
			continue
		}

		// The same database's rows indexed again by indexNewVideos, in a new videos_fts.
		copied := ftsShadowDigest(t, app.DB())
		ftsStaysCurrent(t, app)
		err = app.RunInTransaction(func(txApp core.App) error {
			ex, err := executorOf(txApp)
			if err != nil {
				return err
			}
			var def string
			if err := txApp.DB().NewQuery("SELECT sql FROM sqlite_master WHERE name = 'videos_fts'").Row(&def); err != nil {
				return err
			}
			st, err := suspendFtsTriggers(ex)
			if err != nil {
				return err
			}
			st.maxRowid = 0
			for _, q := range []string{"DROP TABLE videos_fts", def} {
				if _, err := ex.Exec(q); err != nil {
					return err
				}
			}
			return st.indexNewVideos(ex)
		})
		if err != nil {
			t.Fatal(err)
		}
		if rebuilt := ftsShadowDigest(t, app.DB()); rebuilt != copied {
			t.Errorf("videos_fts copied from the second connection differs from the one-statement build: %s != %s", copied, rebuilt)
		}
		ftsIntegrity(t, app)
	}
	if searches[0] != searches[1] {
		t.Errorf("searches differ between the index built beside the writer and the one built after:\n%s\n---\n%s", searches[0], searches[1])
	}
}
