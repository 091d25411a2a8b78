// Package groupcommit: the one goroutine that owns the site's hot small writes (views,
// comments, likes, ratings, watch positions) and commits them in shared transactions.
package groupcommit

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Group commit. Every hot write needs SQLite's single writer connection; under a
// read-heavy load each write used to wait for it in the connection pool while its holder,
// one goroutine among a hundred readers, crawled through BEGIN … COMMIT (docs/benchmarks.md,
// the goroutine dump). Instead one goroutine owns the writes: it takes whatever writes
// are queued (up to maxBatch), applies them in one transaction, commits once, and only
// then answers each caller, so an acknowledged write is committed (kill -9 loses none).
//
// Each write still runs its own statements in order, with the same record hooks and
// counters as before, so counts stay equal to rows and an op id is applied once: the
// writes of a batch are serialised exactly as they were by the connection pool.
//
// A write whose function fails (a database error; expected refusals such as an op id
// conflict are results, not errors) rolls the whole batch back — PocketBase's after-commit
// hooks then see the failure and broadcast nothing — and every write of that batch runs
// again alone in its own transaction, so one bad write fails only itself.

const maxBatch = 64

type writeJob struct {
	apply func(tx core.App) error
	done  chan error
}

type Writer struct {
	app   core.App
	jobs  chan *writeJob
	start sync.Once
	// commits: transactions the writer committed (a batch counts once); for tests and
	// the benchmark's writes-per-commit figure.
	commits atomic.Int64
}

// Commits: how many transactions this writer has committed so far.
func (w *Writer) Commits() int64 { return w.commits.Load() }

// openTx: the statements of the writer's open transaction (one writer per app; with two
// apps in one process, as in tests, they only miss each other's statements).
var openTx atomic.Pointer[txStatements]

// txStatements: the statements prepared in one writer transaction. A view runs five
// statements and a batch holds up to maxBatch writes; unprepared, SQLite parsed every
// statement of every write anew (docs/benchmarks.md, "Writes, round 3"). Statements
// prepared on a transaction are closed with it (database/sql), so the set lives exactly as
// long as its transaction.
type txStatements struct {
	tx    core.App
	stmts map[string]*dbx.Query
}

// Query returns sql as a query on tx: prepared once per writer transaction when tx is the
// writer's open transaction (only the writer goroutine holds that tx, so the map needs no
// lock), an ordinary query otherwise (a hook run by the collection API, the JS op-id rule).
func Query(tx core.App, sql string) *dbx.Query {
	if cur := openTx.Load(); cur != nil && cur.tx == tx {
		if q, ok := cur.stmts[sql]; ok {
			return q
		}
		q := tx.DB().NewQuery(sql).Prepare()
		if q.LastError != nil {
			return tx.DB().NewQuery(sql)
		}
		cur.stmts[sql] = q
		return q
	}
	return tx.DB().NewQuery(sql)
}

// transaction runs fn in a write transaction whose statements Query prepares once.
func (w *Writer) transaction(fn func(tx core.App) error) error {
	err := w.app.RunInTransaction(func(tx core.App) error {
		openTx.Store(&txStatements{tx: tx, stmts: map[string]*dbx.Query{}})
		defer openTx.Store(nil)
		return fn(tx)
	})
	if err == nil {
		w.commits.Add(1)
	}
	return err
}

var perApp sync.Map // core.App → *Writer

// For returns the app's writer, started on first use: every route package that batches
// shares it, so their writes meet in one queue instead of racing for SQLite's writer
// connection in the pool (and Query's open transaction is always this writer's).
func For(app core.App) *Writer {
	if w, ok := perApp.Load(app); ok {
		return w.(*Writer)
	}
	w, _ := perApp.LoadOrStore(app, &Writer{app: app, jobs: make(chan *writeJob, 1024)})
	ww := w.(*Writer)
	ww.start.Do(func() { go ww.loop() })
	return ww
}

// New starts a writer of its own (tests; the routes use For).
func New(app core.App) *Writer {
	w := &Writer{app: app, jobs: make(chan *writeJob, 1024)}
	go w.loop()
	return w
}

// Do runs apply in a write transaction (shared with other queued writes) and returns once
// that transaction committed or failed. apply may run twice (a failed batch is retried
// write by write), so it must set its results afresh on every run.
func (w *Writer) Do(apply func(tx core.App) error) error {
	safe := func(tx core.App) (err error) {
		defer func() {
			if p := recover(); p != nil {
				err = fmt.Errorf("grouped write panicked: %v", p) // the writer goroutine must survive
			}
		}()
		return apply(tx)
	}
	j := &writeJob{apply: safe, done: make(chan error, 1)}
	w.jobs <- j
	return <-j.done
}

func (w *Writer) loop() {
	batch := make([]*writeJob, 0, maxBatch)
	for j := range w.jobs {
		batch = append(batch[:0], j)
	drain:
		for len(batch) < maxBatch {
			select {
			case more := <-w.jobs:
				batch = append(batch, more)
			default:
				break drain
			}
		}
		w.run(batch)
	}
}

func (w *Writer) run(batch []*writeJob) {
	if len(batch) == 1 {
		batch[0].done <- w.transaction(batch[0].apply)
		return
	}
	err := w.transaction(func(tx core.App) error {
		for _, j := range batch {
			if err := j.apply(tx); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		for _, j := range batch {
			j.done <- nil
		}
		return
	}
	for _, j := range batch {
		j.done <- w.transaction(j.apply)
	}
}
