// Package dbconn opens the server's SQLite databases: PocketBase's own pragmas plus a
// memory-mapped read path (docs/scaling.md, "Where reads serialised").
//
// Why mmap: the SQLite in modernc.org/sqlite is built with SQLITE_ENABLE_MEMORY_MANAGEMENT,
// which makes every connection's page cache share ONE page-cache group guarded by one global
// mutex (pcache1's SQLITE_MUTEX_STATIC_LRU), taken on every page fetch and every unpin. Under
// concurrent reads that mutex was 82% of the server's contended-lock time (mutex profile at
// 64 connections, docs/benchmarks.md), so adding cores or connections added waiting, not
// throughput. With mmap_size set, a read transaction takes clean database pages straight from
// the mapping (SQLite's getPageMMap: no page-cache lookup, no global mutex); pages still in
// the WAL and all writes go through the page cache as before, so durability is unchanged.
package dbconn

import (
	"github.com/pocketbase/dbx"
	_ "modernc.org/sqlite" // PocketBase's default driver, registered as "sqlite"
)

// Pragmas are core.DefaultDBConnect's (PocketBase v0.39: busy_timeout must stay first) plus
// mmap_size: 2 GiB, which SQLite clamps to its compile-time SQLITE_MAX_MMAP_SIZE. The mapping
// is the OS page cache, shared by all connections: address space, not a copy per connection.
// A database larger than the mapping reads its tail through the page cache as before.
//
// _txlock=immediate: a write transaction takes the write lock at BEGIN, waiting out
// busy_timeout. With the default (deferred) it starts as a reader and upgrades at its first
// write; if another connection wrote in between, SQLite fails the upgrade at once with
// SQLITE_BUSY_SNAPSHOT (517), which no busy timeout retries. PocketBase's own writes share
// one connection, but Litestream (internal/replication) writes to the same file from its
// own, so under load a record save failed as "Failed to create record." (database is
// locked (517)) while replication ran. Read-only transactions stay deferred.
const Pragmas = "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
	"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)" +
	"&_pragma=mmap_size(2147483648)&_txlock=immediate"

// Connect is a core.DBConnectFunc.
func Connect(dbPath string) (*dbx.DB, error) {
	return dbx.Open("sqlite", dbPath+Pragmas)
}
