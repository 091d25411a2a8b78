package seed

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Page cache of the seeding connection during the bulk insert and the index builds, and
// PocketBase's own setting it goes back to (core/db_connect.go), in KiB (negative: KiB).
const (
	bulkCacheKiB    = -524288
	defaultCacheKiB = -32000
)

// bulkMode switches the connection that runs the seed's transaction (the nonconcurrent
// pool's only one) to a rollback journal without syncs for the bulk write, and returns
// what switches it back to WAL with synchronous=NORMAL and temp_store=MEMORY (PocketBase's
// settings).
//
// In WAL mode every page of a 1 GB seed is written twice: to the WAL during the
// transaction, then into the database by the checkpoint after it. A rollback journal keeps
// only the original content of the pages the seed changes, which for a new catalog is
// little (the pages it adds past the end of the file need none). synchronous=OFF skips
// the fsyncs: a power cut during a seed may lose the seed, but a failed seed still rolls
// back. Neither can change inside a transaction, hence here. Leaving WAL needs the other
// connections closed, so the concurrent pool's idle ones are let go first; when the
// switch still fails the seed runs in WAL, and note says so.
func bulkMode(app core.App) (restore func(), note string) {
	nc := app.NonconcurrentDB()
	if conc, ok := app.ConcurrentDB().(*dbx.DB); ok {
		conc.DB().SetMaxIdleConns(0)
		defer conc.DB().SetMaxIdleConns(core.DefaultDataMaxIdleConns)
	}
	var mode string
	if err := nc.NewQuery("PRAGMA journal_mode = TRUNCATE").Row(&mode); err != nil {
		mode = "wal (" + err.Error() + ")"
	}
	_, _ = nc.NewQuery("PRAGMA synchronous = OFF").Execute()
	// For the index builds' threaded sort (sortWithThreads). Temporary tables and the
	// ephemeral ones of queries still start in memory: their pager only opens a file when
	// its cache overflows.
	store := "FILE"
	if _, err := nc.NewQuery("PRAGMA temp_store = FILE").Execute(); err != nil {
		store = "MEMORY (" + err.Error() + ")"
	}
	return func() {
		_, _ = nc.NewQuery("PRAGMA journal_mode = WAL").Execute()
		_, _ = nc.NewQuery("PRAGMA synchronous = NORMAL").Execute()
		_, _ = nc.NewQuery("PRAGMA temp_store = MEMORY").Execute()
	}, fmt.Sprintf("journal_mode %s, synchronous OFF, temp_store %s, cache_size %d MiB", mode, store, -bulkCacheKiB/1024)
}

// Settings of the seeding connection while it rebuilds the dropped indexes.
const (
	// sorterThreads: SQLite's worker threads for CREATE INDEX's sort (its compile-time
	// maximum, SQLITE_MAX_WORKER_THREADS, is 8; extra ones on fewer cores only time-slice).
	sorterThreads = 8
	// sorterCacheKiB: the page cache during the builds. SQLite's sorter hands a run to a
	// worker thread each time its memory reaches the cache size (in bytes, at most 512 MiB):
	// with the bulk phase's 512 MiB the whole index is one run sorted by this thread. An
	// index build only appends pages, so a small cache costs it nothing.
	sorterCacheKiB = -2048
)

// sortSettings: how the index builds sorted, and what restore puts back.
type sortSettings struct {
	note    string
	changed bool
}

// sortWithThreads lets CREATE INDEX sort with worker threads. SQLite uses none when
// temporary data lives in memory (PocketBase's temp_store=MEMORY, core/db_connect.go: the
// sorter then keeps every row in one in-memory list); bulkMode sets temp_store=FILE before
// the transaction (it cannot change inside one), so the sorted runs go to temporary files,
// merged by the threads too. Measured at 100,000 videos (docs/benchmarks.md): the writer's
// own thread spent 1.8-2.0 s in the 20 builds instead of 4.8-5.8 s, the process about the
// same CPU in all.
func sortWithThreads(ex dbx.Executor) sortSettings {
	if store := pragmaInt(ex, "temp_store"); store == 2 {
		return sortSettings{note: "sorted in memory by this thread (temp_store MEMORY)"}
	}
	_, _ = ex.Exec(fmt.Sprintf("PRAGMA threads = %d", sorterThreads))
	_, _ = ex.Exec(fmt.Sprintf("PRAGMA cache_size = %d", sorterCacheKiB))
	return sortSettings{note: fmt.Sprintf("sorted with %d worker threads", pragmaInt(ex, "threads")), changed: true}
}

// restore puts back no worker threads and the bulk page cache.
func (s sortSettings) restore(ex dbx.Executor) {
	if !s.changed {
		return
	}
	_, _ = ex.Exec("PRAGMA threads = 0")
	_, _ = ex.Exec(fmt.Sprintf("PRAGMA cache_size = %d", bulkCacheKiB))
}

// pragmaInt reads an integer pragma of the connection (-1 when it cannot).
func pragmaInt(ex dbx.Executor, name string) int {
	v := -1
	if rows, err := ex.Query("PRAGMA " + name); err == nil {
		if rows.Next() {
			_ = rows.Scan(&v)
		}
		rows.Close()
	}
	return v
}
