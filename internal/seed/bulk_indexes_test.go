package seed

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
)

// TestBulkKeepsTriggerLookups: while the bulk seed has the secondary indexes dropped, the
// lookups its tables' triggers run per inserted row still search an index. A scan there
// made the seed quadratic (1,000,000 videos never finished).
func TestBulkKeepsTriggerLookups(t *testing.T) {
	if testing.Short() {
		t.Skip("migrates a database")
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: "../../pb_hooks"}); err != nil {
		t.Fatal(err)
	}
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ResetBootstrapState()
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}

	// The per-row lookups of the triggers on the bulk tables (is_premium derivation,
	// premium category rows, counters): each must stay a SEARCH during the bulk insert.
	lookups := []string{
		"SELECT 1 FROM premium_videos WHERE video = 'x'",
		"SELECT is_premium FROM videos WHERE id = 'x'",
	}
	errStop := app.RunInTransaction(func(txApp core.App) error {
		ex, err := executorOf(txApp)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := dropIndexes(ex, bulkTables); err != nil {
			t.Fatal(err)
		}
		for _, q := range lookups {
			rows, err := ex.Query("EXPLAIN QUERY PLAN " + q)
			if err != nil {
				t.Fatal(err)
			}
			var plan []string
			for rows.Next() {
				var id, parent, unused int
				var detail string
				if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
					t.Fatal(err)
				}
				plan = append(plan, detail)
			}
			rows.Close()
			if joined := strings.Join(plan, "; "); strings.Contains(joined, "SCAN") {
				t.Errorf("%s during the bulk insert: %s", q, joined)
			}
		}
		return errRollback
	})
	if errStop != errRollback {
		t.Fatal(errStop)
	}
}

type rollback struct{}

func (rollback) Error() string { return "rollback" }

var errRollback error = rollback{}
