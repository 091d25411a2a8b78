package hotpath

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func TestCacheControl(t *testing.T) {
	shared := Policy{KindShared, Lists}
	if got := shared.CacheControl(true); got != "public, max-age=5, s-maxage=15, stale-while-revalidate=60" {
		t.Errorf("shared: %s", got)
	}
	visitors := Policy{KindVisitors, Watch}
	if got := visitors.CacheControl(false); !strings.HasPrefix(got, "public,") {
		t.Errorf("visitor: %s", got)
	}
	if got := visitors.CacheControl(true); strings.Contains(got, "public") || !strings.Contains(got, "private") {
		t.Errorf("signed-in caller of a visitors route: %s", got)
	}
	if got := (Policy{Kind: KindPrivate}).CacheControl(false); got != "private, no-store" {
		t.Errorf("private: %s", got)
	}
}

func TestETagMatching(t *testing.T) {
	a, b := ETag([]byte("a")), ETag([]byte("b"))
	if a == b || !strings.HasPrefix(a, `"`) || strings.HasPrefix(a, "W/") {
		t.Fatalf("etags %s %s", a, b)
	}
	for _, inm := range []string{a, "W/" + a, `"x", ` + a, "*"} {
		if !matches(inm, a) {
			t.Errorf("%q should match %s", inm, a)
		}
	}
	if !matches(a, "W/"+a) {
		t.Error("weak comparison: a compressed answer's W/ etag matches its strong one")
	}
	for _, inm := range []string{"", b, `"` + a + `"`} {
		if matches(inm, a) {
			t.Errorf("%q should not match %s", inm, a)
		}
	}
}

// A cached answer keeps the ETag hashed when its entry was filled: a hit carries the same
// one as the miss, equal to the body's hash, and a revalidation gets its 304.
func TestCachedAnswersKeepTheirETag(t *testing.T) {
	c, _ := newCache()
	var calls atomic.Int32
	run := func(inm string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		e := &core.RequestEvent{}
		e.Request = httptest.NewRequest("GET", "/api/reelhouse/videos/trending?page=1", nil)
		if inm != "" {
			e.Request.Header.Set("If-None-Match", inm)
		}
		e.Response = rec
		h := &hook.Hook[*core.RequestEvent]{}
		h.Bind(Shared(Lists))
		h.Bind(c.Route(ListTTL, "page"))
		if err := h.Trigger(e, counting(&calls, http.StatusOK)); err != nil {
			t.Fatal(err)
		}
		return rec
	}
	miss, hit := run(""), run("")
	if calls.Load() != 1 {
		t.Fatalf("handler ran %d times", calls.Load())
	}
	tag := miss.Header().Get("ETag")
	if tag == "" || tag != ETag(miss.Body.Bytes()) || hit.Header().Get("ETag") != tag || hit.Body.String() != miss.Body.String() {
		t.Fatalf("miss %q %s, hit %q %s", tag, miss.Body, hit.Header().Get("ETag"), hit.Body)
	}
	if ent := c.entries["/api/reelhouse/videos/trending?page=1"]; ent == nil || ent.etag != tag {
		t.Fatalf("the entry does not keep the ETag it was served with: %+v", ent)
	}
	if got := run(tag); got.Code != http.StatusNotModified || got.Body.Len() != 0 {
		t.Fatalf("revalidated hit: %d %q", got.Code, got.Body)
	}
}
