package hotpath

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func newCache() (*Cache, *time.Time) {
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	c := &Cache{entries: map[string]*entry{}, inflight: map[string]*flight{}}
	c.now = func() time.Time { return now }
	return c, &now
}

// request runs one request through the cache middleware and then handler.
func request(t *testing.T, c *Cache, method, target string, handler func(e *core.RequestEvent) error) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	e := &core.RequestEvent{}
	e.Request = httptest.NewRequest(method, target, nil)
	e.Response = rec
	h := &hook.Hook[*core.RequestEvent]{}
	h.BindFunc(c.middleware)
	if err := h.Trigger(e, handler); err != nil {
		t.Fatal(err)
	}
	return rec
}

// counting answers 200 with the call number, or status when it is not 200.
func counting(calls *atomic.Int32, status int) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		n := calls.Add(1)
		return e.JSON(status, map[string]int32{"call": n})
	}
}

func TestCacheablePaths(t *testing.T) {
	cases := map[string]time.Duration{
		"/api/reelhouse/videos/trending":          listTTL,
		"/api/reelhouse/videos/newest":            listTTL,
		"/api/reelhouse/search":                   listTTL,
		"/api/reelhouse/categories/ocean/videos":  listTTL,
		"/api/reelhouse/videos/some-slug/similar": similarTTL,
		"/api/reelhouse/videos/some-slug":         0, // watch page: sources are per caller
		"/api/reelhouse/premium/videos":           0,
		"/api/reelhouse/creator/videos":           0,
		"/api/reelhouse/videos/recent":            0,
		"/api/reelhouse/stream/abc":               0,
		"/api/reelhouse/categories/a/b/videos":    0,
		"/api/collections/videos/records":         0,
	}
	for path, want := range cases {
		if got := cacheable(path); got != want {
			t.Errorf("cacheable(%s) = %v, want %v", path, got, want)
		}
	}
}

func TestHitsMissesAndExpiry(t *testing.T) {
	c, now := newCache()
	var calls atomic.Int32
	h := counting(&calls, http.StatusOK)
	first := request(t, c, "GET", "/api/reelhouse/videos/trending?page=1", h)
	again := request(t, c, "GET", "/api/reelhouse/videos/trending?page=1", h)
	if calls.Load() != 1 || again.Body.String() != first.Body.String() || again.Header().Get("Content-Type") == "" {
		t.Fatalf("a repeated GET must be a hit: %d calls, %q vs %q", calls.Load(), again.Body, first.Body)
	}
	request(t, c, "GET", "/api/reelhouse/videos/trending?page=2", h)
	if calls.Load() != 2 {
		t.Fatal("another query string is another entry")
	}
	*now = now.Add(listTTL)
	request(t, c, "GET", "/api/reelhouse/videos/trending?page=1", h)
	if calls.Load() != 3 {
		t.Fatal("an entry expires after its TTL")
	}
	c.Invalidate()
	request(t, c, "GET", "/api/reelhouse/videos/trending?page=1", h)
	if calls.Load() != 4 {
		t.Fatal("Invalidate drops every entry")
	}
}

func TestNeverCachesErrorsOtherMethodsOrCallerDependentPaths(t *testing.T) {
	c, _ := newCache()
	for _, r := range []struct {
		method, target string
		status         int
	}{
		{"GET", "/api/reelhouse/categories/nope/videos", http.StatusNotFound},
		{"POST", "/api/reelhouse/search", http.StatusOK},
		{"GET", "/api/reelhouse/videos/a-slug", http.StatusOK},
	} {
		var calls atomic.Int32
		request(t, c, r.method, r.target, counting(&calls, r.status))
		request(t, c, r.method, r.target, counting(&calls, r.status))
		if calls.Load() != 2 {
			t.Errorf("%s %s (%d) was cached", r.method, r.target, r.status)
		}
	}
}

func TestConcurrentMissesRunTheHandlerOnce(t *testing.T) {
	c, _ := newCache()
	var calls atomic.Int32
	release := make(chan struct{})
	slow := func(e *core.RequestEvent) error {
		calls.Add(1)
		<-release
		return e.JSON(http.StatusOK, map[string]string{"ok": "yes"})
	}
	var wg sync.WaitGroup
	bodies := make([]string, 5)
	for i := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bodies[i] = request(t, c, "GET", "/api/reelhouse/search?q=x", slow).Body.String()
		}()
	}
	// Let the followers queue behind the leader, then release it.
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if calls.Load() != 1 {
		t.Errorf("handler ran %d times", calls.Load())
	}
	for _, b := range bodies {
		if b != bodies[0] || b == "" {
			t.Errorf("bodies differ: %q", bodies)
		}
	}
}
