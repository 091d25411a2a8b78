// Package hotpath is a small in-memory response cache in front of the public,
// caller-independent catalog reads (internal/catalog): trending, newest, category pages,
// search and similar videos. The handlers stay the only place that builds those
// payloads; this package keeps the bytes they wrote for a few seconds, so a hot page
// costs a map lookup instead of several queries and a JSON encoding.
//
// Rules (docs/api.md, "Response cache"):
//   - a route is cached only where it is declared, next to the route, with c.Route(ttl,
//     params...) (internal/catalog); only GET, only 200 responses; the key is the path
//     plus the declared query parameters the route reads (sorted), so junk parameters
//     cannot multiply the entries;
//   - never the caller-dependent routes (watch page with its sources and playback token,
//     premium, creator and statistics lists, streaming): they declare no cache;
//   - entries live listTTL (similarTTL for similar videos) and are dropped at once when a
//     video, category, premium_videos or video_categories record is created, updated or
//     deleted (a generation counter); view counts and trending order inside cached pages
//     may lag by up to the TTL;
//   - bounded: at most maxEntries entries of at most maxBodyBytes each, and at most
//     maxTotalBytes in all;
//   - concurrent misses of one key run the handler once (the others wait and reuse it).
//
// edge.go is the other half: the Cache-Control/ETag policy each read route declares for
// browsers and CDNs (shared caches in front of this one).
package hotpath

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const (
	// ListTTL and SimilarTTL: how long the catalog's lists and similar videos are kept.
	ListTTL       = 15 * time.Second
	SimilarTTL    = 60 * time.Second
	maxEntries    = 4096
	maxBodyBytes  = 512 << 10
	maxTotalBytes = 64 << 20
)

// Collections whose record changes invalidate every cached page. Not video_stats: its
// rating/comment saves would flush the whole cache on every like; cached counts may lag
// by the TTL instead (docs/api.md).
var watched = map[string]bool{
	"videos":           true,
	"categories":       true,
	"video_categories": true,
	"premium_videos":   true,
}

type entry struct {
	body        []byte
	contentType string
	etag        string // ETag(body), hashed once per fill, not per hit (edge.go reuses it)
	expires     time.Time
	gen         uint64
}

type flight struct {
	done chan struct{}
	ent  *entry // nil when the leader's response was not cacheable
}

// Cache is the response cache; one per app.
type Cache struct {
	gen      atomic.Uint64
	mu       sync.Mutex
	entries  map[string]*entry
	bytes    int // total body bytes in entries
	inflight map[string]*flight
	waiting  atomic.Int64 // requests waiting on another's flight now (the coalescing test watches it)
	now      func() time.Time
	off      bool // REELHOUSE_RESPONSE_CACHE=off: every request runs its handler
}

// EnvCacheOff switches the response cache off, for measuring the uncached read path
// (scripts/bench-api); any other value leaves it on.
const EnvCacheOff = "REELHOUSE_RESPONSE_CACHE"

// Register binds the cache middleware and the invalidation hooks to app.
func Register(app core.App) *Cache {
	c := &Cache{entries: map[string]*entry{}, inflight: map[string]*flight{}, now: time.Now}
	if os.Getenv(EnvCacheOff) == "off" {
		c.off = true
		fmt.Fprintln(os.Stderr, "WARNING: the response cache is OFF ("+EnvCacheOff+"=off): every catalog read runs its query")
	}

	// After the rest of the chain (the JS hooks that derive rows, e.g. the premium flag).
	invalidate := func(e *core.RecordEvent) error {
		err := e.Next()
		if e.Record != nil && watched[e.Record.Collection().Name] {
			c.Invalidate()
		}
		return err
	}
	app.OnRecordAfterCreateSuccess().BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess().BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess().BindFunc(invalidate)

	return c
}

// Route is the cache of one route: bind it to the route (r.GET(...).Bind(c.Route(...)));
// params are the query parameters the handler reads, the only ones in the key.
func (c *Cache) Route(ttl time.Duration, params ...string) *hook.Handler[*core.RequestEvent] {
	params = slices.Sorted(slices.Values(params))
	return &hook.Handler[*core.RequestEvent]{
		Id:       "reelhouseHotpathCache",
		Priority: -1, // after the global middlewares (rate limits, auth), before the handler
		Func: func(e *core.RequestEvent) error {
			if c.off {
				return e.Next()
			}
			return c.handle(e, ttl, params)
		},
	}
}

// key: the path and the declared parameters' values (first value each, in order).
func key(u *url.URL, params []string) string {
	q := u.Query()
	kept := url.Values{}
	for _, p := range params {
		if v := q.Get(p); v != "" {
			kept.Set(p, v)
		}
	}
	return u.Path + "?" + kept.Encode()
}

// Invalidate drops every cached response (lazily: entries of an older generation miss).
func (c *Cache) Invalidate() {
	c.gen.Add(1)
	c.mu.Lock()
	clear(c.entries)
	c.bytes = 0
	c.mu.Unlock()
}

func (c *Cache) handle(e *core.RequestEvent, ttl time.Duration, params []string) error {
	if e.Request.Method != http.MethodGet {
		return e.Next()
	}
	key := key(e.Request.URL, params)
	gen := c.gen.Load()

	c.mu.Lock()
	if ent := c.entries[key]; ent != nil && ent.gen == gen && c.now().Before(ent.expires) {
		c.mu.Unlock()
		return serve(e, ent)
	}
	f := c.inflight[key]
	if f == nil {
		f = &flight{done: make(chan struct{})}
		c.inflight[key] = f
		c.mu.Unlock()
		return c.lead(e, key, gen, ttl, f)
	}
	c.waiting.Add(1)
	c.mu.Unlock()
	select {
	case <-f.done:
		c.waiting.Add(-1)
	case <-e.Request.Context().Done():
		c.waiting.Add(-1)
		return e.Request.Context().Err()
	}
	if f.ent != nil && f.ent.gen == gen {
		return serve(e, f.ent)
	}
	// The leader's answer was not cacheable (an error, a 404): answer this one ourselves.
	return e.Next()
}

// lead runs the handler for a missing key, capturing a cacheable response.
func (c *Cache) lead(e *core.RequestEvent, key string, gen uint64, ttl time.Duration, f *flight) error {
	rec := &recorder{ResponseWriter: e.Response}
	e.Response = rec
	defer func() {
		e.Response = rec.ResponseWriter
		c.mu.Lock()
		delete(c.inflight, key)
		c.mu.Unlock()
		close(f.done)
	}()
	err := e.Next()
	if err != nil || rec.status != http.StatusOK || rec.overflow {
		return err
	}
	body := bytes.Clone(rec.buf.Bytes())
	ent := &entry{
		body:        body,
		contentType: rec.Header().Get("Content-Type"),
		etag:        ETag(body),
		expires:     c.now().Add(ttl),
		gen:         gen,
	}
	// The edge policy (edge.go) holds the answer back until it has its ETag: set now, it
	// spares that middleware hashing the body again.
	rec.Header().Set("ETag", ent.etag)
	f.ent = ent
	c.mu.Lock()
	if c.gen.Load() == gen {
		if old := c.entries[key]; old != nil {
			c.bytes -= len(old.body)
			delete(c.entries, key)
		}
		if len(c.entries) >= maxEntries || c.bytes+len(ent.body) > maxTotalBytes {
			c.evict()
		}
		c.entries[key] = ent
		c.bytes += len(ent.body)
	}
	c.mu.Unlock()
	return nil
}

// evict drops expired entries, then (if still over either bound) arbitrary ones until a
// quarter of room is free. Caller holds mu.
func (c *Cache) evict() {
	now := c.now()
	for k, ent := range c.entries {
		if !now.Before(ent.expires) {
			c.bytes -= len(ent.body)
			delete(c.entries, k)
		}
	}
	for k, ent := range c.entries {
		if len(c.entries) <= maxEntries*3/4 && c.bytes <= maxTotalBytes*3/4 {
			break
		}
		c.bytes -= len(ent.body)
		delete(c.entries, k)
	}
}

func serve(e *core.RequestEvent, ent *entry) error {
	ct := ent.contentType
	if ct == "" {
		ct = "application/json"
	}
	e.Response.Header().Set("ETag", ent.etag)
	return e.Blob(http.StatusOK, ct, ent.body)
}

// recorder passes the response through and keeps a copy of a 200 body.
type recorder struct {
	http.ResponseWriter
	status   int
	buf      bytes.Buffer
	overflow bool
}

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.status == http.StatusOK && !r.overflow {
		if r.buf.Len()+len(b) > maxBodyBytes {
			r.overflow = true
			r.buf = bytes.Buffer{}
		} else {
			r.buf.Write(b)
		}
	}
	return r.ResponseWriter.Write(b)
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
