package audit

import (
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// testLog: a test app with the audit_log collection as the migrations build it.
func testLog(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	c := core.NewBaseCollection(Collection)
	for _, name := range []string{"actor", "actor_name", "action", "target_type", "target", "reason", "prev_hash", "hash"} {
		c.Fields.Add(&core.TextField{Name: name})
	}
	c.Fields.Add(&core.JSONField{Name: "detail"})
	c.Fields.Add(&core.NumberField{Name: "seq", OnlyInt: true})
	c.Fields.Add(&core.AutodateField{Name: "created", OnCreate: true})
	c.AddIndex("idx_audit_log_seq", true, "seq", "")
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	BindHooks(app)
	if err := EnsureTriggers(app); err != nil {
		t.Fatal(err)
	}
	return app
}

func mustVerify(t *testing.T, app core.App) (int64, *Break) {
	t.Helper()
	n, br, _, err := Verify(app)
	if err != nil {
		t.Fatal(err)
	}
	return n, br
}

func TestChainIntactUnderParallelWriters(t *testing.T) {
	app := testLog(t)
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs <- app.RunInTransaction(func(tx core.App) error {
				return Write(tx, System, "test.action", "video", "v", "parallel", map[string]any{"i": i, "html": "<b>&"})
			})
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	// A write outside any transaction is linked too.
	if err := Write(app, Actor{ID: "u1", Name: "admin"}, "case.remove", "case", "c1", "because", nil); err != nil {
		t.Fatal(err)
	}
	if n, br := mustVerify(t, app); br != nil || n != 41 {
		t.Fatalf("intact chain: n=%d break=%+v", n, br)
	}
}

func TestEditStraightInSQLiteIsFound(t *testing.T) {
	app := testLog(t)
	for i := 0; i < 5; i++ {
		if err := Write(app, System, "test.action", "video", "v", "reason", nil); err != nil {
			t.Fatal(err)
		}
	}
	// The triggers refuse raw SQL edits and deletes.
	if _, err := app.DB().NewQuery("UPDATE audit_log SET reason = 'nothing happened' WHERE seq = 3").Execute(); err == nil {
		t.Fatal("the update trigger let an entry be edited")
	}
	if _, err := app.DB().NewQuery("DELETE FROM audit_log").Execute(); err == nil {
		t.Fatal("the delete trigger let the log be emptied")
	}
	// Someone with the database file drops them and edits entry 3: verify names it.
	for _, tr := range []string{"audit_log_no_update", "audit_log_no_delete"} {
		if _, err := app.DB().NewQuery("DROP TRIGGER " + tr).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := app.DB().NewQuery("UPDATE audit_log SET reason = 'nothing happened' WHERE seq = 3").Execute(); err != nil {
		t.Fatal(err)
	}
	n, br := mustVerify(t, app)
	if br == nil || br.Seq != 3 || n != 2 || !strings.Contains(br.Reason, "changed") {
		t.Fatalf("want a break at 3 after 2 intact, got n=%d %+v", n, br)
	}
	// Recomputing the edited entry's own hash does not help: the next one no longer links.
	var row entryRow
	if err := app.DB().NewQuery("SELECT " + rowColumns + " FROM audit_log WHERE seq = 3").One(&row); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("UPDATE audit_log SET hash = {:h} WHERE seq = 3").Bind(map[string]any{"h": EntryHash(row)}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, br := mustVerify(t, app); br == nil || br.Seq != 4 {
		t.Fatalf("want a break at 4, got %+v", br)
	}
}

func TestDeletedEntryIsFound(t *testing.T) {
	app := testLog(t)
	for i := 0; i < 4; i++ {
		if err := Write(app, System, "test.action", "video", "v", "", nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := app.DB().NewQuery("DROP TRIGGER audit_log_no_delete").Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("DELETE FROM audit_log WHERE seq = 2").Execute(); err != nil {
		t.Fatal(err)
	}
	if _, br := mustVerify(t, app); br == nil || br.Seq != 3 || !strings.Contains(br.Reason, "missing") {
		t.Fatalf("want entry 2 reported missing, got %+v", br)
	}
}

func TestModelWritesRefused(t *testing.T) {
	app := testLog(t)
	if err := Write(app, System, "test.action", "video", "v", "", nil); err != nil {
		t.Fatal(err)
	}
	col, err := app.FindCollectionByNameOrId(Collection)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.TruncateCollection(col); err == nil {
		t.Fatal("truncate went through")
	}
	r, err := app.FindFirstRecordByData(Collection, "seq", 1)
	if err != nil {
		t.Fatal(err)
	}
	r.Set("reason", "rewritten")
	if err := app.Save(r); err == nil {
		t.Fatal("an entry was updated")
	}
	if err := app.Delete(r); err == nil {
		t.Fatal("an entry was deleted")
	}
	if n, br := mustVerify(t, app); br != nil || n != 1 {
		t.Fatalf("n=%d %+v", n, br)
	}
}

func TestBackfillLinksOldEntries(t *testing.T) {
	app := testLog(t)
	if _, err := app.DB().NewQuery("DROP TRIGGER audit_log_no_update").Execute(); err != nil {
		t.Fatal(err)
	}
	// Entries as written before the chain: numbered by the migration, no hashes.
	for i := 1; i <= 3; i++ {
		if _, err := app.DB().NewQuery("INSERT INTO audit_log (id, seq, action, created, prev_hash, hash, detail) VALUES ({:id}, {:s}, 'old', '2025-01-01 00:00:00.000Z', '', '', '{}')").
			Bind(map[string]any{"id": "old" + string(rune('a'+i)), "s": i}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if _, br := mustVerify(t, app); br == nil {
		t.Fatal("unlinked entries passed")
	}
	if err := backfillUp(app); err != nil {
		t.Fatal(err)
	}
	if err := Write(app, System, "new.action", "", "", "", nil); err != nil {
		t.Fatal(err)
	}
	if n, br := mustVerify(t, app); br != nil || n != 4 {
		t.Fatalf("n=%d %+v", n, br)
	}
}
