package web

// The HTML pages compressed once per content, not once per request (issue 25). With the
// first page's data inside (firstdata.go) a page is 30–100 KB, and compressing it on every
// request (compress.go) cost more than building it: home served about 575 brotli answers a
// second on two cores against 2,300 uncompressed. A page is kept by its ETag (a hash of its
// bytes and policy, static.go), so a kept copy can never be another page's or an old one;
// as it is compressed once, it is compressed harder than the streaming default.

import (
	"bytes"
	"compress/gzip"
	"sync"

	"github.com/andybalholm/brotli"
)

const (
	pageZipMaxEntries = 512
	pageBrotliLevel   = 9 // ~2 ms for 100 KB once, ~8 % smaller than level 4
	pageGzipLevel     = 9
)

type pageZip struct {
	once sync.Once
	body []byte
}

type pageZips struct {
	mu sync.Mutex
	m  map[string]*pageZip // ETag + "\x00" + encoding
}

func newPageZips() *pageZips { return &pageZips{m: map[string]*pageZip{}} }

// get returns page compressed with enc ("br" or "gzip"), tag being the page's ETag; nil if
// compressing failed.
func (z *pageZips) get(tag, enc, page string) []byte {
	key := tag + "\x00" + enc
	z.mu.Lock()
	e := z.m[key]
	if e == nil {
		if len(z.m) >= pageZipMaxEntries {
			for k := range z.m { // any one: map order is random enough to spread it
				delete(z.m, k)
				break
			}
		}
		e = &pageZip{}
		z.m[key] = e
	}
	z.mu.Unlock()
	e.once.Do(func() { e.body = compressPage(enc, page) })
	return e.body
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
