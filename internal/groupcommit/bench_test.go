package groupcommit

import (
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The write path's two ways, same statements (a row and its counter in one transaction,
// as a counted view is), from b's parallel goroutines (-cpu sets GOMAXPROCS; RunParallel
// runs GOMAXPROCS×64 writers so the queue is as full as under the load benchmark):
//   PerWrite: each write its own transaction, as before the group commit;
//   Grouped:  through the writer.
// scripts/bench-writes runs them alternately and prints the ratio.

var benchSeq atomic.Int64

func benchWrite(tx core.App) error {
	id := fmt.Sprint("b", benchSeq.Add(1))
	if _, err := Query(tx, "INSERT INTO w (id, n) VALUES ({:id}, 1)").Bind(dbx.Params{"id": id}).Execute(); err != nil {
		return err
	}
	_, err := Query(tx, "UPDATE w SET n = n + 1 WHERE id = 'total'").Execute()
	return err
}

func BenchmarkPerWrite(b *testing.B) {
	app := benchApp(b)
	b.SetParallelism(64)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := app.RunInTransaction(benchWrite); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func BenchmarkGrouped(b *testing.B) {
	app := benchApp(b)
	w := New(app)
	b.SetParallelism(64)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := w.Do(benchWrite); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/float64(max(w.Commits(), 1)), "writes/commit")
}

func benchApp(b *testing.B) core.App {
	dir := b.TempDir()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = app.ResetBootstrapState() })
	for _, q := range []string{"CREATE TABLE w (id TEXT PRIMARY KEY, n INTEGER NOT NULL)", "INSERT INTO w (id, n) VALUES ('total', 0)"} {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			b.Fatal(err)
		}
	}
	return app
}
