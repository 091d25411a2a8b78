package web

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// One build serves every visitor of a page until the TTL passes; another page, another
// build; concurrent misses of one page build it once.
func TestFirstCacheKeepsAPageForItsTTLAndBuildsItOnce(t *testing.T) {
	c := newFirstCache()
	now := time.Unix(1_800_000_000, 0)
	c.now = func() time.Time { return now }
	var builds atomic.Int32
	release := make(chan struct{})
	build := func() (string, string, bool) {
		n := builds.Add(1)
		<-release
		return fmt.Sprintf("head%d", n), "markup", true
	}

	var wg sync.WaitGroup
	heads := make([]string, 20)
	ids := make([]uint64, 20)
	for i := range heads {
		wg.Add(1)
		go func() { defer wg.Done(); heads[i], _, ids[i] = c.get("home", build) }()
	}
	// Every caller is either the one building or waiting on it before the build ends.
	for deadline := time.Now().Add(5 * time.Second); builds.Load() == 0 && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	close(release)
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("20 concurrent visitors built the page %d times", n)
	}
	// One build, one id for all its visitors (pagezip.go keys the page's ETag by it).
	for i, h := range heads {
		if h != "head1" || ids[i] == 0 || ids[i] != ids[0] {
			t.Fatalf("a visitor got %q, build id %d (the first: %d)", h, ids[i], ids[0])
		}
	}

	if h, _, id := c.get("home", build); h != "head1" || builds.Load() != 1 || id != ids[0] {
		t.Fatalf("a visit within the TTL built again (%q, %d builds, id %d)", h, builds.Load(), id)
	}
	if h, _, id := c.get("video/x", build); h != "head2" || id == ids[0] {
		t.Fatalf("another page got %q, id %d", h, id)
	}
	// Past the TTL the page is served as it was while one build replaces it in the
	// background; the next visitor gets the new one.
	now = now.Add(firstTTL + time.Second)
	if h, _, id := c.get("home", build); h != "head1" || id != ids[0] {
		t.Fatalf("past the TTL a visitor waited for a build: %q, id %d", h, id)
	}
	for deadline := time.Now().Add(5 * time.Second); builds.Load() < 3 && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	var h3 string
	var id3 uint64
	for deadline := time.Now().Add(5 * time.Second); h3 != "head3" && time.Now().Before(deadline); {
		h3, _, id3 = c.get("home", build)
		time.Sleep(time.Millisecond)
	}
	if h3 != "head3" || id3 == ids[0] || builds.Load() != 3 {
		t.Fatalf("the background build did not replace the page: %q, id %d, %d builds", h3, id3, builds.Load())
	}
	// Past the TTL and the stale window, a visitor waits for a fresh build.
	now = now.Add(firstTTL + firstStale + time.Second)
	if h, _, _ := c.get("home", build); h != "head4" {
		t.Fatalf("a page past its stale window was served: %q", h)
	}
}

// A saved record of a collection the first data reads drops the kept pages at once; other
// collections do not.
func TestFirstCacheIsDroppedWhenASourceRecordChanges(t *testing.T) {
	app := settingsApp(t)
	other := core.NewBaseCollection("comments")
	other.Fields.Add(&core.TextField{Name: "body"})
	if err := app.Save(other); err != nil {
		t.Fatal(err)
	}
	c := newFirstCache()
	c.bind(app)
	n := 0
	build := func() (string, string, bool) { n++; return fmt.Sprint(n), "", true }

	c.get("home", build)
	saveRecord(t, app, "comments", "body", "hello")
	if h, _, _ := c.get("home", build); h != "1" {
		t.Fatalf("a comment dropped the kept page (build %s)", h)
	}

	saveRecord(t, app, "settings", "key", "site")
	if h, _, _ := c.get("home", build); h != "2" {
		t.Fatalf("a settings change kept the old page (build %s)", h)
	}
}

// A build during which a source changed is handed to its caller but not kept: it may hold
// the data from before the change.
func TestFirstCacheDoesNotKeepABuildThatRacedAChange(t *testing.T) {
	c := newFirstCache()
	n := 0
	c.get("home", func() (string, string, bool) { n++; c.invalidate(); return "stale", "", true })
	if h, _, _ := c.get("home", func() (string, string, bool) { n++; return "fresh", "", true }); h != "fresh" || n != 2 {
		t.Fatalf("the raced build was kept: %q after %d builds", h, n)
	}
}

// saveRecord saves a new record of collection with field set to value, through the app
// (its record hooks run).
func saveRecord(t *testing.T, app core.App, collection, field string, value any) {
	t.Helper()
	col, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(col)
	rec.Set(field, value)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
}

// A page built while the server's render was not ready (starting, busy) is handed out but
// not kept: the next visitor's build paints it.
func TestFirstCacheDoesNotKeepABuildItWasToldNotTo(t *testing.T) {
	c := newFirstCache()
	n := 0
	c.get("home", func() (string, string, bool) { n++; return "unpainted", "", false })
	if h, _, id := c.get("home", func() (string, string, bool) { n++; return "painted", "<p>", true }); h != "painted" || n != 2 || id == 0 {
		t.Errorf("an unkept build was served again: %q after %d builds (id %d)", h, n, id)
	}
}
