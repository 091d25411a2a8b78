package dbconn

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
)

// The server's connections keep PocketBase's pragmas and read through a memory map
// (without mmap_size every read takes the shared page cache's global mutex).
func TestConnectPragmas(t *testing.T) {
	db, err := Connect(filepath.Join(t.TempDir(), "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.DB().SetMaxOpenConns(1) // one connection, so every pragma is read where it was set
	var mmap, busy int64
	var journal string
	var fk int
	for q, dest := range map[string]any{
		"PRAGMA mmap_size": &mmap, "PRAGMA busy_timeout": &busy,
		"PRAGMA journal_mode": &journal, "PRAGMA foreign_keys": &fk,
	} {
		if err := db.DB().QueryRow(q).Scan(dest); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if mmap < 1<<30 {
		t.Errorf("mmap_size = %d, want at least 1 GiB", mmap)
	}
	if busy != 10000 || journal != "wal" || fk != 1 {
		t.Errorf("busy_timeout %d, journal_mode %q, foreign_keys %d: PocketBase's defaults lost", busy, journal, fk)
	}
}

// A write transaction that reads first must not fail because another connection wrote
// meanwhile (Litestream writes to the same file from its own connection): BEGIN takes the
// write lock, so the other writer waits instead of invalidating the snapshot (517).
func TestWriteTransactionSurvivesAnotherWriter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.db")
	a, err := Connect(path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	other, err := dbx.Open("sqlite", path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := a.NewQuery("CREATE TABLE t (x INTEGER)").Execute(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	err = a.Transactional(func(tx *dbx.Tx) error {
		var n int
		if err := tx.NewQuery("SELECT count(*) FROM t").Row(&n); err != nil {
			return err
		}
		go func() {
			_, err := other.NewQuery("INSERT INTO t VALUES (1)").Execute()
			done <- err
		}()
		time.Sleep(200 * time.Millisecond) // under a deferred BEGIN the other write lands here
		_, err := tx.NewQuery("INSERT INTO t VALUES (2)").Execute()
		return err
	})
	if err != nil {
		t.Fatalf("the transaction failed: %v", err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the other writer failed: %v", err)
	}
	var n int
	if err := a.NewQuery("SELECT count(*) FROM t").Row(&n); err != nil || n != 2 {
		t.Fatalf("rows = %d (%v), want 2", n, err)
	}
}
