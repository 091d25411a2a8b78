package seed

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// PocketBase's text representation of dates.
const dateLayout = "2006-01-02 15:04:05.000Z"

func fmtDate(t time.Time) string { return t.UTC().Format(dateLayout) }

// batchInserter writes rows with multi-row INSERT statements prepared once, on the
// transaction's own connection. Raw SQL skips record hooks and validation, so the
// callers must produce values PocketBase itself would store.
type batchInserter struct {
	ex      dbx.Executor
	table   string
	cols    []string
	size    int
	full    *sql.Stmt
	pending []any
	rows    int
	total   int
}

// batchRows: rows per INSERT statement. Not more: modernc.org/sqlite binds argument i by
// scanning the arguments from the first for its ordinal (conn.bind), so a statement of n
// arguments costs n²/2 steps; at 100 rows (1,400 arguments for videos) that scan was 15 %
// of the writer's CPU. At 20 it is a twenty-fifth of that, and a statement's own overhead
// is still spread over 20 rows.
const batchRows = 20

func newBatchInserter(ex dbx.Executor, table string, cols ...string) (*batchInserter, error) {
	b := &batchInserter{ex: ex, table: table, cols: cols, size: batchRows}
	stmt, err := ex.Prepare(b.sql(b.size))
	if err != nil {
		return nil, fmt.Errorf("prepare insert into %s: %w", table, err)
	}
	b.full = stmt
	b.pending = make([]any, 0, len(cols)*b.size)
	return b, nil
}

func (b *batchInserter) sql(rows int) string {
	var sb strings.Builder
	// OR FAIL instead of the default ABORT: a failing row fails the statement without
	// undoing the rows before it, so SQLite needs no statement journal (which, on a
	// multi-row insert touching random index pages, costs more than the insert itself).
	// Any error still rolls the whole seed transaction back.
	sb.WriteString("INSERT OR FAIL INTO `" + b.table + "` (")
	for i, c := range b.cols {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString("`" + c + "`")
	}
	sb.WriteString(") VALUES ")
	one := "(" + strings.TrimSuffix(strings.Repeat("?,", len(b.cols)), ",") + ")"
	for i := 0; i < rows; i++ {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(one)
	}
	return sb.String()
}

// addRows queues rows given flat (row after row) and executes every full batch; a run of
// whole batches goes out straight from vals, without copying.
func (b *batchInserter) addRows(vals []any) error {
	n := len(b.cols)
	if len(vals)%n != 0 {
		return fmt.Errorf("insert into %s: %d values for %d columns", b.table, len(vals), n)
	}
	for len(vals) > 0 {
		if b.rows == 0 && len(vals) >= n*b.size {
			if _, err := b.full.Exec(vals[:n*b.size]...); err != nil {
				return fmt.Errorf("insert into %s: %w", b.table, err)
			}
			vals = vals[n*b.size:]
			b.total += b.size
			continue
		}
		take := min(b.size-b.rows, len(vals)/n)
		b.pending = append(b.pending, vals[:take*n]...)
		vals = vals[take*n:]
		b.rows += take
		b.total += take
		if b.rows == b.size {
			if _, err := b.full.Exec(b.pending...); err != nil {
				return fmt.Errorf("insert into %s: %w", b.table, err)
			}
			b.pending = b.pending[:0]
			b.rows = 0
		}
	}
	return nil
}

// flushPending executes the queued rows of a partial batch.
func (b *batchInserter) flushPending() error {
	if b.rows == 0 {
		return nil
	}
	if _, err := b.ex.Exec(b.sql(b.rows), b.pending...); err != nil {
		return fmt.Errorf("insert into %s: %w", b.table, err)
	}
	b.pending = b.pending[:0]
	b.rows = 0
	return nil
}

func (b *batchInserter) flush() error {
	defer b.full.Close()
	return b.flushPending()
}

// executorOf returns the *sql.Tx behind a PocketBase transaction app.
func executorOf(txApp core.App) (dbx.Executor, error) {
	tx, ok := txApp.DB().(*dbx.Tx)
	if !ok {
		return nil, errors.New("bulk insert must run inside a transaction")
	}
	withEx, ok := tx.Builder.(interface{ Executor() dbx.Executor })
	if !ok {
		return nil, errors.New("cannot reach the transaction's executor")
	}
	return withEx.Executor(), nil
}
