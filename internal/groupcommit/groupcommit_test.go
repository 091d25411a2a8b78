package groupcommit

import (
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // the system tables Bootstrap expects
)

func testApp(t *testing.T) core.App {
	t.Helper()
	return openApp(t, filepath.Join(t.TempDir(), "pb_data"))
}

// openApp bootstraps the app in dir (again, after a kill) with table w and its counter row.
func openApp(t *testing.T, dir string) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	if _, err := app.DB().NewQuery("CREATE TABLE IF NOT EXISTS w (id TEXT PRIMARY KEY, n INTEGER NOT NULL)").Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("INSERT OR IGNORE INTO w (id, n) VALUES ('total', 0)").Execute(); err != nil {
		t.Fatal(err)
	}
	return app
}

// insert goes through query, as the routes do: the batch tests below also run on the
// writer's prepared statements (and their reruns after a rolled-back batch).
func insert(tx core.App, id string) error {
	if _, err := Query(tx, "INSERT INTO w (id, n) VALUES ({:id}, 1)").Bind(dbx.Params{"id": id}).Execute(); err != nil {
		return err
	}
	_, err := Query(tx, "UPDATE w SET n = n + 1 WHERE id = 'total'").Execute()
	return err
}

func rowCount(t *testing.T, app core.App, where string) int {
	var r struct {
		N int `db:"n"`
	}
	if err := app.ConcurrentDB().NewQuery("SELECT COUNT(*) AS n FROM w WHERE " + where).One(&r); err != nil {
		t.Fatal(err)
	}
	return r.N
}

func total(t *testing.T, app core.App) int {
	var r struct {
		N int `db:"n"`
	}
	if err := app.ConcurrentDB().NewQuery("SELECT n FROM w WHERE id = 'total'").One(&r); err != nil {
		t.Fatal(err)
	}
	return r.N
}

// Every acknowledged write is committed and visible to readers, and counts equal rows.
func TestWriterConcurrentWritesAllCommitted(t *testing.T) {
	app := testApp(t)
	w := New(app)
	var wg sync.WaitGroup
	for i := 0; i < 300; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			id := fmt.Sprintf("r%03d", i)
			if err := w.Do(func(tx core.App) error { return insert(tx, id) }); err != nil {
				t.Error(err)
				return
			}
			if rowCount(t, app, "id = '"+id+"'") != 1 {
				t.Errorf("%s acknowledged but not visible", id)
			}
		}(i)
	}
	wg.Wait()
	if n := rowCount(t, app, "id LIKE 'r%'"); n != 300 || total(t, app) != 300 {
		t.Fatalf("rows %d, total %d; want 300 and 300", n, total(t, app))
	}
}

// A failing write in a batch fails alone: the others are committed once (not twice),
// the failing one leaves nothing behind, and a panic does not stop the writer.
func TestWriterOneBadWriteFailsAlone(t *testing.T) {
	app := testApp(t)
	w := New(app)
	holding, release := make(chan struct{}), make(chan struct{})
	blocked := make(chan error, 1)
	go func() {
		blocked <- w.Do(func(tx core.App) error { close(holding); <-release; return insert(tx, "first") })
	}()
	<-holding // the writer now holds "first"; the next ones queue into one batch

	var runs atomic.Int32
	bad := errors.New("bad write")
	results := make([]chan error, 4)
	jobs := []func(tx core.App) error{
		func(tx core.App) error { runs.Add(1); return insert(tx, "a") },
		func(tx core.App) error {
			if err := insert(tx, "b"); err != nil {
				return err
			}
			return bad // after its insert: the insert must not survive
		},
		func(tx core.App) error { panic("boom") },
		func(tx core.App) error { runs.Add(1); return insert(tx, "c") },
	}
	// Queued one by one, in this order (queued at once, their order was the scheduler's, and
	// so was the number of good writes that ran before the failure).
	for i, job := range jobs {
		results[i] = make(chan error, 1)
		go func(i int, job func(tx core.App) error) { results[i] <- w.Do(job) }(i, job)
		for len(w.jobs) < i+1 {
			time.Sleep(time.Millisecond)
		}
	}
	close(release)
	if err := <-blocked; err != nil {
		t.Fatal(err)
	}
	errs := make([]error, len(jobs))
	for i := range jobs {
		errs[i] = <-results[i]
	}
	if errs[0] != nil || errs[3] != nil {
		t.Fatalf("good writes failed: %v, %v", errs[0], errs[3])
	}
	if !errors.Is(errs[1], bad) || errs[2] == nil {
		t.Fatalf("bad writes: %v, %v", errs[1], errs[2])
	}
	// "a" ran in the batch, which stopped at "b", and again alone; "c" only alone.
	if runs.Load() != 3 {
		t.Fatalf("good writes ran %d times; want 3 (a in the batch and alone, c alone)", runs.Load())
	}
	if rowCount(t, app, "id IN ('first','a','c')") != 3 || rowCount(t, app, "id = 'b'") != 0 || total(t, app) != 3 {
		t.Fatalf("rows or total wrong after a failed batch: total %d", total(t, app))
	}
	// The writer still works.
	if err := w.Do(func(tx core.App) error { return insert(tx, "after") }); err != nil || total(t, app) != 4 {
		t.Fatalf("writer after a panic: %v, total %d", err, total(t, app))
	}
}

// A statement is prepared once per writer transaction and never outlives it.
func TestWriterPreparesOncePerTransaction(t *testing.T) {
	app := testApp(t)
	w := New(app)
	const sql = "UPDATE w SET n = n + 1 WHERE id = 'total'"
	var first, again, next *dbx.Query
	if err := w.Do(func(tx core.App) error {
		first, again = Query(tx, sql), Query(tx, sql)
		if _, err := first.Execute(); err != nil {
			return err
		}
		_, err := again.Execute()
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if first != again {
		t.Fatal("the same statement was prepared twice in one transaction")
	}
	if err := w.Do(func(tx core.App) error {
		next = Query(tx, sql)
		_, err := next.Execute()
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if next == first {
		t.Fatal("a statement prepared on a committed transaction was reused")
	}
	// Two calls, compared: a shared prepared query would come back twice.
	if a, b := Query(app, sql), Query(app, sql); a == b {
		t.Fatal("outside the writer's transaction a shared (prepared) query was returned")
	}
	if total(t, app) != 3 {
		t.Fatalf("total %d, want 3", total(t, app))
	}
}
