package seed

import (
	"modernc.org/libc"
)

// The SQLite of modernc.org/sqlite allocates through modernc.org/libc, whose allocator
// (modernc.org/memory) carves each size class (16 B, 32 B … 16 KiB) out of 64 KiB pages
// it maps with mmap, and unmaps a page as soon as its last block is freed. A block that
// is allocated and freed alone, over and over (the driver's copy of every bound text
// argument, SQLite's record buffer per inserted row), so costs an mmap, page faults and a
// munmap each time: a third of the seed writer's CPU profile was those system calls.
//
// pinAllocatorPages holds one block of every size class for the bulk phase: the page
// holding it is never empty, so the blocks freed around it are reused instead of
// returned to the kernel. It costs at most one 64 KiB page per class (11 in all).
// The returned function frees them.
func pinAllocatorPages() (release func()) {
	tls := libc.NewTLS()
	var pins []uintptr
	for size := libc.Tsize_t(16); size <= 16<<10; size <<= 1 {
		if p := libc.Xmalloc(tls, size); p != 0 {
			pins = append(pins, p)
		}
	}
	return func() {
		for _, p := range pins {
			libc.Xfree(tls, p)
		}
		tls.Close()
	}
}
