package web

// The HTML pages compressed once per content, not once per request (issue 25). With the
// first page's data inside (firstdata.go) a page is 30–100 KB, and compressing it on every
// request (compress.go) cost more than building it: home served about 575 brotli answers a
// second on two cores against 2,300 uncompressed. A page is kept by its ETag (a hash of its
// bytes and policy, static.go), so a kept copy can never be another page's or an old one;
// as it is compressed once, it is compressed harder than the streaming default.
//
// Nor is a page built and hashed on every request to find that ETag (issue 26): a page is
// a pure function of its pageInputs (buildPage, web.go), whose first data firstcache.go
// names by its build's id, so the tag and size are kept by those inputs and a request for
// a kept page neither builds, hashes nor compresses anything.

import (
	"bytes"
	"compress/gzip"
	"sync"
	"sync/atomic"

	"github.com/andybalholm/brotli"
)

const (
	pageZipMaxEntries = 512
	// pageTagMaxEntries: a kept tag is a few hundred bytes (its inputs); more than the
	// first-data cache holds pages (firstMaxEntries), as pages with a query add theirs.
	pageTagMaxEntries = 2048
	pageBrotliLevel   = 9 // ~2 ms for 100 KB once, ~8 % smaller than level 4
	pageGzipLevel     = 9
)

// pageInputs is all index() builds a page from besides the shell, which is fixed while the
// binary runs. Comparable, so that it is the key of the kept tags: whatever a page comes to
// depend on must be a field here, or two different pages would share a tag.
type pageInputs struct {
	lang, rest, base string
	meta             PageMeta
	hasMeta          bool
	// withFirst: the page carries first data, the build firstID (firstcache.go) names; a
	// page with a query has none.
	withFirst   bool
	firstID     uint64
	defaultLang string // the admin's default language, on English pages only
	csp         string // part of the ETag: switching ads on must reach a cached page
}

// pageTag: a built page's ETag and length.
type pageTag struct {
	tag  string
	size int
}

type pageZip struct {
	once sync.Once
	body []byte
}

type pageZips struct {
	mu   sync.Mutex
	m    map[string]*pageZip // ETag + "\x00" + encoding
	tags map[pageInputs]pageTag
	// What was done rather than found kept (pagezip_test.go counts them).
	hashed, compressed atomic.Int64
}

func newPageZips() *pageZips {
	return &pageZips{m: map[string]*pageZip{}, tags: map[pageInputs]pageTag{}}
}

// tag returns the ETag and length of the page that in builds (page builds it, once per
// request at most). z may be nil: then nothing is kept.
func (z *pageZips) tag(in pageInputs, page func() string) pageTag {
	// First data that was not kept has no id to name it.
	keep := z != nil && (!in.withFirst || in.firstID != 0)
	if keep {
		z.mu.Lock()
		t, ok := z.tags[in]
		z.mu.Unlock()
		if ok {
			return t
		}
	}
	if z != nil {
		z.hashed.Add(1)
	}
	p := page()
	// The policy is part of the tag: switching ads on must reach a cached shell too.
	t := pageTag{tag: htmlETag(p + "\n" + in.csp), size: len(p)}
	if keep {
		z.mu.Lock()
		if len(z.tags) >= pageTagMaxEntries {
			dropOne(z.tags)
		}
		z.tags[in] = t
		z.mu.Unlock()
	}
	return t
}

// get returns the page whose ETag is tag compressed with enc ("br" or "gzip"), page giving
// its bytes if it has to be compressed; nil if compressing failed.
func (z *pageZips) get(tag, enc string, page func() string) []byte {
	key := tag + "\x00" + enc
	z.mu.Lock()
	e := z.m[key]
	if e == nil {
		if len(z.m) >= pageZipMaxEntries {
			dropOne(z.m)
		}
		e = &pageZip{}
		z.m[key] = e
	}
	z.mu.Unlock()
	e.once.Do(func() {
		z.compressed.Add(1)
		e.body = compressPage(enc, page())
	})
	return e.body
}

// dropOne deletes any one entry of a full map: map order is random enough to spread it.
func dropOne[K comparable, V any](m map[K]V) {
	for k := range m {
		delete(m, k)
		return
	}
}

func compressPage(enc, page string) []byte {
	var b bytes.Buffer
	switch enc {
	case "br":
		w := brotli.NewWriterLevel(&b, pageBrotliLevel)
		if _, err := w.Write([]byte(page)); err != nil || w.Close() != nil {
			return nil
		}
	case "gzip":
		w, _ := gzip.NewWriterLevel(&b, pageGzipLevel)
		if _, err := w.Write([]byte(page)); err != nil || w.Close() != nil {
			return nil
		}
	default:
		return nil
	}
	return b.Bytes()
}
