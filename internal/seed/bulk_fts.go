// The seed's search index, built beside the writer: tokenizing every video for videos_fts
// (prefix = '2..10': ten hash entries a token) was more than half of the seed's
// single-threaded time (docs/benchmarks.md), and SQLite has one writer per database. So a
// second connection builds the same FTS5 table in a database of its own while the writer
// inserts, and the writer copies its shadow tables into the empty videos_fts at the end.
package seed

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
)

// parallelFts: tests turn it off to compare with the one-statement build.
var parallelFts = true

// ftsShadowTables: everything a (non-external-content) FTS5 table stores.
var ftsShadowTables = []string{"data", "idx", "content", "docsize", "config"}

// ftsSide is the search index being built in a temporary database.
type ftsSide struct {
	dir   string
	db    *sql.DB
	gen   *generators
	done  chan error
	err   error // the build's, once waited for
	ended bool
	wall  time.Duration
	cpu   time.Duration // the builder's thread
	gbusy time.Duration // its generators' time together (they make each chunk a second time, last first)
	gcpu  time.Duration
}

// startFtsSide starts the build when the copy can give exactly what indexNewVideos would:
// videos and videos_fts empty before the seed, so the new rows get FTS rowids 1..n in
// the order indexNewVideos inserts them (oldest first). Otherwise it returns nil.
func startFtsSide(ex dbx.Executor, st ftsSuspended, in *catalogInput) (*ftsSide, error) {
	if !parallelFts || len(st.triggers) == 0 || st.maxRowid != 0 || in.n == 0 {
		return nil, nil
	}
	var def string
	rows := -1
	q, err := ex.Query("SELECT sql, (SELECT COUNT(*) FROM videos_fts_content) FROM sqlite_master WHERE type = 'table' AND name = 'videos_fts'")
	if err != nil {
		return nil, err
	}
	for q.Next() {
		if err := q.Scan(&def, &rows); err != nil {
			q.Close()
			return nil, err
		}
	}
	q.Close()
	if rows != 0 {
		return nil, q.Err()
	}
	// Beside the database, not in the system's temp dir: at a million videos the scratch
	// index is about a gigabyte, and /tmp is often memory.
	parent := ""
	if q, err := ex.Query("SELECT file FROM pragma_database_list WHERE name = 'main'"); err == nil {
		var mainFile string
		if q.Next() && q.Scan(&mainFile) == nil && mainFile != "" {
			parent = filepath.Dir(mainFile)
		}
		q.Close()
	}
	dir, err := os.MkdirTemp(parent, ".reelhouse-fts-")
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", filepath.Join(dir, "fts.db"))
	if err != nil {
		_ = os.RemoveAll(dir) // best effort: a temporary file or folder
		return nil, err
	}
	db.SetMaxOpenConns(1)
	s := &ftsSide{dir: dir, db: db, done: make(chan error, 1)}
	// A scratch file: no journal, no syncs, and the same page cache as the writer's.
	for _, q := range []string{"PRAGMA journal_mode = OFF", "PRAGMA synchronous = OFF",
		fmt.Sprintf("PRAGMA cache_size = %d", bulkCacheKiB), def} {
		if _, err := db.Exec(q); err != nil {
			s.close()
			return nil, fmt.Errorf("search index database: %w", err)
		}
	}
	s.gen = startGeneratorsOrdered(in, true)
	go func() {
		runtime.LockOSThread() // for threadCPU
		defer runtime.UnlockOSThread()
		t0, c0 := time.Now(), threadCPU()
		err := s.build()
		s.wall, s.cpu = time.Since(t0), threadCPU()-c0
		s.gen.stop()
		s.gbusy, s.gcpu = s.gen.busy(), time.Duration(s.gen.cpuNs.Load())
		s.done <- err
	}()
	return s, nil
}

// build inserts every video oldest first (the last chunk first, each chunk backwards)
// with the settings and statements indexNewVideos uses, so the table ends the same. Its
// generators are not held back by the writer: the tokenizing starts once they are done.
func (s *ftsSide) build() error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range []string{
		"INSERT INTO videos_fts (videos_fts, rank) VALUES ('automerge', 0)",
		fmt.Sprintf("INSERT INTO videos_fts (videos_fts, rank) VALUES ('hashsize', %d)", ftsBulkHashBytes),
	} {
		if _, err := tx.Exec(q); err != nil {
			return err
		}
	}
	// The rows go to a plain table first and into videos_fts in one statement, as in
	// indexNewVideos: FTS5 writes its pending terms out as a segment at every statement's
	// savepoint, so one INSERT a batch would leave other segments (and other bytes) than
	// the one-statement build's.
	if _, err := tx.Exec("CREATE TABLE seed_rows (vid, title, description, author, tags)"); err != nil {
		return err
	}
	ins, err := newBatchInserter(tx, "seed_rows", "vid", "title", "description", "author", "tags")
	if err != nil {
		return err
	}
	var vals []any
	for k := s.gen.chunks - 1; k >= 0; k-- {
		c := s.gen.nextOrQuit(k)
		if c == nil {
			return errors.New("search index: stopped")
		}
		vals = ftsRowsOf(c, vals[:0])
		if err := ins.addRows(vals); err != nil {
			return err
		}
	}
	if err := ins.flush(); err != nil {
		return err
	}
	for _, q := range []string{
		"INSERT INTO videos_fts (vid, title, description, author, tags) SELECT vid, title, description, author, tags FROM seed_rows ORDER BY rowid",
		"INSERT INTO videos_fts (videos_fts) VALUES ('optimize')",
		"INSERT INTO videos_fts (videos_fts, rank) VALUES ('automerge', 4)",
		"INSERT INTO videos_fts (videos_fts, rank) VALUES ('hashsize', 1048576)",
	} {
		if _, err := tx.Exec(q); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// ftsRowsOf appends a chunk's videos_fts rows, last video first: vid, title, description,
// author and the tags the video_search_tags view (migration 1763769900) gives them once
// they are in: its categories in the order of idx_video_categories_pair (by id), its
// premium categories in their JSON order, "premium", the creator.
func ftsRowsOf(c *chunk, vals []any) []any {
	cats := map[string][]string{}
	vc := c.rows[tVideoCats]
	for i := 0; i < len(vc); i += len(tableCols[tVideoCats].cols) {
		v := vc[i+1].(string)
		cats[v] = append(cats[v], vc[i+2].(string))
	}
	premium := map[string][]string{}
	pv := c.rows[tPremium]
	for i := 0; i < len(pv); i += len(tableCols[tPremium].cols) {
		var pc []string
		_ = json.Unmarshal([]byte(pv[i+2].(string)), &pc)
		premium[pv[i+1].(string)] = append(premium[pv[i+1].(string)], pc...)
	}
	v, n := c.rows[tVideos], len(tableCols[tVideos].cols)
	for i := len(v) - n; i >= 0; i -= n {
		id := v[i].(string)
		var tags strings.Builder
		vcats := slices.Clone(cats[id])
		slices.Sort(vcats)
		for _, cat := range vcats {
			tags.WriteString(" c" + cat)
		}
		for _, p := range premium[id] {
			tags.WriteString(" p" + p)
		}
		if v[i+11].(int) == 1 {
			tags.WriteString(" premium")
		}
		if creator := v[i+9].(string); creator != "" {
			tags.WriteString(" u" + creator)
		}
		vals = append(vals, id, v[i+1], v[i+3], v[i+4], strings.Trim(tags.String(), " "))
	}
	return vals
}

// finish waits for the build and copies its shadow tables over the empty videos_fts's,
// one statement each, then restores the triggers. The side database stays attached to the
// seeding connection until detachFtsSide: SQLite refuses to detach a database read in the
// open transaction.
func (s *ftsSide) finish(ex dbx.Executor, st ftsSuspended) error {
	if err := s.wait(); err != nil {
		return fmt.Errorf("search index: %w", err)
	}
	if _, err := ex.Exec("ATTACH DATABASE ? AS fts_side", filepath.Join(s.dir, "fts.db")); err != nil {
		return fmt.Errorf("attach search index: %w", err)
	}
	for _, t := range ftsShadowTables {
		name := "videos_fts_" + t
		if _, err := ex.Exec("DELETE FROM main." + name); err != nil {
			return fmt.Errorf("copy %s: %w", name, err)
		}
		if _, err := ex.Exec("INSERT INTO main." + name + " SELECT * FROM fts_side." + name); err != nil {
			return fmt.Errorf("copy %s: %w", name, err)
		}
	}
	for _, def := range st.triggers {
		if _, err := ex.Exec(def); err != nil {
			return fmt.Errorf("index videos_fts: %w", err)
		}
	}
	return nil
}

// wait returns the build's error once it has ended (only the writer's goroutine calls it).
func (s *ftsSide) wait() error {
	if !s.ended {
		s.err, s.ended = <-s.done, true
	}
	return s.err
}

// close stops the build if it still runs and removes its database.
func (s *ftsSide) close() {
	if s.gen != nil {
		s.gen.stop()
		_ = s.wait()
	}
	s.db.Close()
	_ = os.RemoveAll(s.dir) // best effort: a temporary file or folder
}

// detachFtsSide detaches the side database from the seeding connection (the nonconcurrent
// pool's only one) once the seed's transaction has ended; it is a no-op when none is attached.
func detachFtsSide(db dbx.Builder) {
	var n int
	if err := db.NewQuery("SELECT COUNT(*) FROM pragma_database_list WHERE name = 'fts_side'").Row(&n); err == nil && n > 0 {
		_, _ = db.NewQuery("DETACH DATABASE fts_side").Execute()
	}
}
