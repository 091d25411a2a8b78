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
// what switches it back to WAL with synchronous=NORMAL (PocketBase's settings).
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
	return func() {
		_, _ = nc.NewQuery("PRAGMA journal_mode = WAL").Execute()
		_, _ = nc.NewQuery("PRAGMA synchronous = NORMAL").Execute()
	}, fmt.Sprintf("journal_mode %s, synchronous OFF, cache_size %d MiB", mode, -bulkCacheKiB/1024)
}
