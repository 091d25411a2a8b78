package hotpath

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
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

// request runs one request through a list route's cache (as internal/catalog declares
// it: page and perPage, the list TTL) and then handler.
func request(t *testing.T, c *Cache, method, target string, handler func(e *core.RequestEvent) error) *httptest.ResponseRecorder {
	return requestVia(t, c.Route(ListTTL, "perPage", "page", "q"), method, target, handler)
}

func requestVia(t *testing.T, route *hook.Handler[*core.RequestEvent], method, target string, handler func(e *core.RequestEvent) error) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	e := &core.RequestEvent{}
	e.Request = httptest.NewRequest(method, target, nil)
	e.Response = rec
	h := &hook.Hook[*core.RequestEvent]{}
	h.Bind(route)
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

func TestKeyHoldsOnlyTheDeclaredParameters(t *testing.T) {
	c, _ := newCache()
	var calls atomic.Int32
	h := counting(&calls, http.StatusOK)
	request(t, c, "GET", "/api/reelhouse/videos/trending?page=1", h)
	for _, junk := range []string{"?page=1&x=1", "?x=2&page=1", "?page=1&page=9&zz=", "?utm_source=a&page=1"} {
		request(t, c, "GET", "/api/reelhouse/videos/trending"+junk, h)
	}
	if calls.Load() != 1 {
		t.Fatalf("junk parameters made %d entries, want 1", calls.Load())
	}
	if n := len(c.entries); n != 1 {
		t.Fatalf("%d entries", n)
	}
	request(t, c, "GET", "/api/reelhouse/videos/trending?page=2", h)
	if calls.Load() != 2 {
		t.Fatal("a parameter the route reads is part of the key")
	}
}

func TestTotalBytesAreCapped(t *testing.T) {
	c, _ := newCache()
	big := strings.Repeat("x", maxBodyBytes-100)
	h := func(e *core.RequestEvent) error { return e.String(http.StatusOK, big) }
	for i := 0; i < 2*maxTotalBytes/maxBodyBytes; i++ {
		request(t, c, "GET", "/api/reelhouse/search?q=w"+strconv.Itoa(i), h)
	}
	if c.bytes > maxTotalBytes {
		t.Fatalf("cache holds %d bytes, cap %d", c.bytes, maxTotalBytes)
	}
	sum := 0
	for _, e := range c.entries {
		sum += len(e.body)
	}
	if sum != c.bytes {
		t.Fatalf("byte count %d, entries hold %d", c.bytes, sum)
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
	*now = now.Add(ListTTL)
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

func TestNeverCachesErrorsOrOtherMethods(t *testing.T) {
	c, _ := newCache()
	for _, r := range []struct {
		method, target string
		status         int
	}{
		{"GET", "/api/reelhouse/categories/nope/videos", http.StatusNotFound},
		{"POST", "/api/reelhouse/search", http.StatusOK},
	} {
		var calls atomic.Int32
		request(t, c, r.method, r.target, counting(&calls, r.status))
		request(t, c, r.method, r.target, counting(&calls, r.status))
		if calls.Load() != 2 {
			t.Errorf("%s %s (%d) was cached", r.method, r.target, r.status)
		}
	}
}

// Five misses of one key while the first is still being answered: one handler run, and
// every request gets its answer. The leader is held until all five are inside the cache
// (one in the handler, the others waiting on its flight, or, without coalescing, all five
// in the handler), so no request can arrive late and pass as a plain cache hit.
func TestConcurrentMissesRunTheHandlerOnce(t *testing.T) {
	c, _ := newCache()
	var calls atomic.Int32
	release := make(chan struct{})
	slow := func(e *core.RequestEvent) error {
		n := calls.Add(1)
		<-release
		return e.JSON(http.StatusOK, map[string]int32{"call": n}) // each run answers differently
	}
	const n = 5
	var wg sync.WaitGroup
	bodies := make([]string, n)
	for i := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bodies[i] = request(t, c, "GET", "/api/reelhouse/search?q=x", slow).Body.String()
		}()
	}
	deadline := time.Now().Add(5 * time.Second)
	for int64(calls.Load())+c.waiting.Load() < n {
		if time.Now().After(deadline) {
			t.Fatalf("requests never all arrived: %d in the handler, %d waiting", calls.Load(), c.waiting.Load())
		}
		time.Sleep(time.Millisecond)
	}
	close(release)
	wg.Wait()
	if calls.Load() != 1 {
		t.Errorf("handler ran %d times for %d concurrent misses", calls.Load(), n)
	}
	for _, b := range bodies {
		if strings.TrimSpace(b) != `{"call":1}` {
			t.Errorf("a request did not get the leader's answer: %q", bodies)
			break
		}
	}
}

func TestSwitchedOffEveryRequestRunsTheHandler(t *testing.T) {
	c, _ := newCache()
	c.off = true
	var calls atomic.Int32
	h := counting(&calls, http.StatusOK)
	for range 3 {
		request(t, c, "GET", "/api/reelhouse/videos/trending?page=1", h)
	}
	if calls.Load() != 3 || len(c.entries) != 0 {
		t.Fatalf("handler ran %d times, %d entries kept", calls.Load(), len(c.entries))
	}
}
