package web

// The first page's data and markup, kept a few seconds (issue 25: the server holds under
// load). Building them asks the server's own API up to five times as an anonymous visitor
// (firstdata.go), and four of those (categories, banners, featured categories, site
// settings) are PocketBase record lists the response cache does not cover: home's HTML went
// from about 6,800 to 400 requests a second on two cores when its data moved into it. The
// answers are the same for every visitor, so one build serves everyone until a record they
// derive from changes or the TTL passes (the lists inside are cached as long by
// internal/hotpath); concurrent misses of one page build it once. The response cache's
// off switch (REELHOUSE_RESPONSE_CACHE=off) leaves this on: it measures the API's queries,
// and scripts/bench-all's "/" row is the page as every visitor gets it.

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/hotpath"
)

const (
	// firstTTL: as long as the catalog lists inside are cached (trending order and view
	// counts may lag by as much).
	firstTTL = hotpath.ListTTL
	// firstMaxEntries bounds the memory (watch pages are one entry per video): at most
	// about 100 KB each (firstDataMaxTotal plus the markup).
	firstMaxEntries = 1024
	// firstStale: past its TTL an entry is still served this long while one build in the
	// background replaces it (stale-while-revalidate). A build now includes the app's own
	// server render (internal/ssr: ~150–250 ms of one core for home): without this the first
	// visitor after every TTL waited for it (home's LCP 1.43 s against 1.20 with the old Go
	// paint, scripts/bench-web). Only the TTL's lag grows (trending order, view counts); a
	// changed source record still drops every entry at once (invalidate).
	firstStale = time.Minute
)

// firstSources: the collections the first data is read from; a change to any drops every
// entry at once, as the response cache does for the lists.
var firstSources = map[string]bool{
	"videos": true, "categories": true, "video_categories": true, "premium_videos": true,
	"assets": true, "asset_assignments": true, "featured_categories": true, "settings": true,
}

type firstEntry struct {
	head, markup string
	gen          uint64
	expires      time.Time
	// id names this build (never 0): pagezip.go keys a page's ETag by it instead of hashing
	// the page on every request.
	id uint64
}

// firstBuilds numbers the builds across the process (firstEntry.id).
var firstBuilds atomic.Uint64

type firstFlight struct {
	done chan struct{}
	ent  *firstEntry
}

type firstCache struct {
	gen     atomic.Uint64
	mu      sync.Mutex
	entries map[string]*firstEntry
	flights map[string]*firstFlight
	now     func() time.Time
}

func newFirstCache() *firstCache {
	return &firstCache{
		entries: map[string]*firstEntry{},
		flights: map[string]*firstFlight{},
		now:     time.Now,
	}
}

// bind drops every entry when a source record changes (after the rest of the chain, as
// internal/hotpath does, so a derived flag is already written).
func (c *firstCache) bind(app core.App) {
	invalidate := func(e *core.RecordEvent) error {
		err := e.Next()
		if e.Record != nil && firstSources[e.Record.Collection().Name] {
			c.invalidate()
		}
		return err
	}
	app.OnRecordAfterCreateSuccess().BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess().BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess().BindFunc(invalidate)
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		c.invalidate()
		return e.Next()
	})
}

func (c *firstCache) invalidate() {
	c.gen.Add(1)
	c.mu.Lock()
	clear(c.entries)
	c.mu.Unlock()
}

// get returns key's head and markup, built by build on a miss, and the id of that build (0:
// built for this caller alone, not kept); a build that ran while a source changed, or that
// says it is not to be kept (the server's render was not ready: paint.go), is handed to its
// callers but not kept.
func (c *firstCache) get(key string, build func() (head, markup string, keep bool)) (string, string, uint64) {
	if c == nil {
		head, markup, _ := build()
		return head, markup, 0
	}
	gen := c.gen.Load()
	c.mu.Lock()
	if e := c.entries[key]; e != nil && e.gen == gen && c.now().Before(e.expires.Add(firstStale)) {
		if !c.now().Before(e.expires) && c.flights[key] == nil {
			f := &firstFlight{done: make(chan struct{})}
			c.flights[key] = f
			go c.fly(key, gen, f, build)
		}
		c.mu.Unlock()
		return e.head, e.markup, e.id
	}
	if f := c.flights[key]; f != nil {
		c.mu.Unlock()
		<-f.done
		if f.ent != nil {
			return f.ent.head, f.ent.markup, f.ent.id
		}
		head, markup, _ := build()
		return head, markup, 0
	}
	f := &firstFlight{done: make(chan struct{})}
	c.flights[key] = f
	c.mu.Unlock()
	e := c.fly(key, gen, f, build)
	return e.head, e.markup, e.id
}

// fly runs flight f: builds key, keeps the entry (unless a source changed meanwhile or the
// build says not to) and releases the callers waiting on f.
func (c *firstCache) fly(key string, gen uint64, f *firstFlight, build func() (string, string, bool)) *firstEntry {
	defer func() {
		c.mu.Lock()
		delete(c.flights, key)
		c.mu.Unlock()
		close(f.done)
	}()
	head, markup, keep := build()
	e := &firstEntry{head: head, markup: markup, gen: gen, expires: c.now().Add(firstTTL), id: firstBuilds.Add(1)}
	f.ent = e
	c.mu.Lock()
	if keep && c.gen.Load() == gen {
		if len(c.entries) >= firstMaxEntries {
			for k := range c.entries { // any one: map order is random enough to spread it
				delete(c.entries, k)
				break
			}
		}
		c.entries[key] = e
	}
	c.mu.Unlock()
	return e
}
