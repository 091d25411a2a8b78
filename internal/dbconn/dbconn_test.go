package dbconn

import (
	"path/filepath"
	"testing"
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
