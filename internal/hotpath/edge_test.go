package hotpath

import (
	"strings"
	"testing"
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
