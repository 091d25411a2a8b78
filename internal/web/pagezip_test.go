package web

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/pocketbase/pocketbase/tools/router"

	"github.com/pocketbase/pocketbase/core"
)

// A page asked with br or gzip comes compressed by the route, decodes to the very bytes an
// identity request gets, carries the compressed entity's weak ETag, and a repeat request
// reuses the compressed copy instead of compressing again.
func TestIndexServesThePageCompressedOnce(t *testing.T) {
	shell := `<html lang="en"><head><title>Reelhouse</title></head><body><div id="root"></div>` +
		strings.Repeat(`<p>a page long enough to be worth compressing</p>`, 60) + `</body></html>`
	h := &spa{shell: shell, zips: newPageZips()}
	get := func(accept string) *httptest.ResponseRecorder {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, "/videos", nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		rec := httptest.NewRecorder()
		if err := h.index(&core.RequestEvent{Event: router.Event{Response: rec, Request: req}}, "videos"); err != nil {
			t.Fatal(err)
		}
		return rec
	}
	plain := get("")
	if plain.Header().Get("Content-Encoding") != "" {
		t.Fatalf("identity request got %q", plain.Header().Get("Content-Encoding"))
	}
	for enc, decode := range map[string]func(io.Reader) (io.Reader, error){
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	} {
		rec := get(enc)
		if rec.Header().Get("Content-Encoding") != enc || rec.Header().Get("ETag") != "W/"+plain.Header().Get("ETag") ||
			!strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
			t.Fatalf("%s: headers %v (identity ETag %s)", enc, rec.Header(), plain.Header().Get("ETag"))
		}
		r, err := decode(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(r)
		if err != nil || string(body) != plain.Body.String() {
			t.Fatalf("%s: decoded page differs from the identity page (err %v)", enc, err)
		}
		if rec.Body.Len() >= plain.Body.Len()/4 {
			t.Errorf("%s: %d bytes for a %d-byte repetitive page", enc, rec.Body.Len(), plain.Body.Len())
		}
	}
	kept := h.zips.get(plain.Header().Get("ETag"), "br", func() string { return "" })
	if kept == nil || !bytes.Equal(kept, get("br").Body.Bytes()) {
		t.Fatal("the compressed page was not kept by its ETag")
	}
}

// pageShell: index.html's parts that buildPage writes into.
const pageShell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
    <meta name="description" content="default" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Reelhouse</title><script>early()</script>
  </head><body><div id="root"></div></body></html>`

// pageSite: the HTML route with an app, the first-data cache and an API whose lists hold
// twelve cards with long descriptions: /videos is about 35 KB, as the seeded home is.
func pageSite(tb testing.TB) *spa {
	app := settingsApp(tb)
	var cards []string
	for i := range 12 {
		cards = append(cards, fmt.Sprintf(`{"id":"v%02d","slug":"video-%d","title":"Video %d","author":"someone",`+
			`"thumbnail_url":"/api/files/v/%d/t.jpg","duration":%d,"description":%q}`, i, i, i, i, 60+i, strings.Repeat(fmt.Sprintf("words of video %d ", i), 120)))
	}
	list := `{"items":[` + strings.Join(cards, ",") + `],"page":1,"perPage":12,"totalItems":12,"totalPages":1}`
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if strings.HasPrefix(r.URL.Path, "/api/reelhouse/categories/") {
			_, _ = w.Write([]byte(list))
			return
		}
		_, _ = w.Write([]byte(`{"items":[{"slug":"sunsets","name":"Sunsets"}]}`))
	})
	h := &spa{
		app:         app,
		shell:       pageShell,
		server:      &http.Server{Handler: api},
		policy:      newDocumentPolicy(app, nil),
		siteName:    newSettingsMemo(app, func() string { return "Reelhouse" }),
		defaultLang: newSettingsMemo(app, func() string { return "" }),
		first:       newFirstCache(),
		zips:        newPageZips(),
	}
	return h
}

func getPage(tb testing.TB, h *spa, target, accept string) *httptest.ResponseRecorder {
	tb.Helper()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	rec := httptest.NewRecorder()
	e := &core.RequestEvent{App: h.app, Event: router.Event{Response: rec, Request: req}}
	if err := h.index(e, strings.TrimPrefix(req.URL.Path, "/")); err != nil {
		tb.Fatal(err)
	}
	return rec
}

// A kept page costs no hash and no compression per request (issue 26): its ETag is kept by
// what the page is built from, its compressed copy by that ETag. A new first-data build of
// the same content hashes once and compresses nothing; another page is another tag.
func TestAKeptPageIsNotHashedOrCompressedAgain(t *testing.T) {
	h := pageSite(t)
	counts := func() [2]int64 { return [2]int64{h.zips.hashed.Load(), h.zips.compressed.Load()} }
	first := getPage(t, h, "/videos", "br")
	if n := len(firstDataRe.FindString(decodeBrotli(t, first.Body.Bytes()))); n < 20_000 {
		t.Fatalf("a %d-byte first data: not the page this test is about", n)
	}
	if c := counts(); c != [2]int64{1, 1} {
		t.Fatalf("the first request hashed %d and compressed %d pages", c[0], c[1])
	}
	for range 3 {
		if again := getPage(t, h, "/videos", "br"); again.Header().Get("ETag") != first.Header().Get("ETag") || !bytes.Equal(again.Body.Bytes(), first.Body.Bytes()) {
			t.Fatal("a repeat request got another page")
		}
	}
	if c := counts(); c != [2]int64{1, 1} {
		t.Fatalf("three repeat requests: %d hashes and %d compressions in all, want 1 and 1", c[0], c[1])
	}
	// Built for an identity request, but not hashed: the same tag, the bytes brotli decodes to.
	plain := getPage(t, h, "/videos", "")
	if "W/"+plain.Header().Get("ETag") != first.Header().Get("ETag") || plain.Body.String() != decodeBrotli(t, first.Body.Bytes()) {
		t.Fatalf("identity page: ETag %s against %s, or other bytes", plain.Header().Get("ETag"), first.Header().Get("ETag"))
	}
	if c := counts(); c != [2]int64{1, 1} {
		t.Fatalf("an identity request hashed (%d) or compressed (%d)", c[0], c[1])
	}

	h.first.invalidate()
	if rebuilt := getPage(t, h, "/videos", "br"); rebuilt.Header().Get("ETag") != first.Header().Get("ETag") {
		t.Fatalf("the same content rebuilt has another tag: %s, %s", rebuilt.Header().Get("ETag"), first.Header().Get("ETag"))
	}
	if c := counts(); c != [2]int64{2, 1} {
		t.Fatalf("a new build of the same content: %d hashes and %d compressions in all, want 2 and 1", c[0], c[1])
	}
	if de := getPage(t, h, "/de/videos", "br"); de.Header().Get("ETag") == first.Header().Get("ETag") {
		t.Fatal("the German page has the English page's tag")
	}
	if c := counts(); c != [2]int64{3, 2} {
		t.Fatalf("another page: %d hashes and %d compressions in all, want 3 and 2", c[0], c[1])
	}
}

// The kept tag follows every input of the page, not only its first data: the site's
// default language saved in the settings gives the English page a new tag and new bytes.
func TestAKeptTagFollowsWhatThePageIsBuiltFrom(t *testing.T) {
	h := pageSite(t)
	lang := ""
	h.defaultLang = newSettingsMemo(h.app, func() string { return lang })
	before := getPage(t, h, "/videos", "br")
	lang = "de"
	saveRecord(t, h.app, "settings", "key", "default_language")
	after := getPage(t, h, "/videos", "br")
	if after.Header().Get("ETag") == before.Header().Get("ETag") || !strings.Contains(decodeBrotli(t, after.Body.Bytes()), `data-default-lang="de"`) {
		t.Fatalf("after the default language changed: ETag %s (before %s)", after.Header().Get("ETag"), before.Header().Get("ETag"))
	}
}

func decodeBrotli(tb testing.TB, b []byte) string {
	tb.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
	if err != nil {
		tb.Fatal(err)
	}
	return string(out)
}

// A brotli request for a kept page, as a browser asks for /videos again and again:
// `go test -run '^$' -bench IndexKeptPage ./internal/web/` prints its ns/op.
func BenchmarkIndexKeptPage(b *testing.B) {
	h := pageSite(b)
	getPage(b, h, "/videos", "br")
	for b.Loop() {
		getPage(b, h, "/videos", "br")
	}
}
