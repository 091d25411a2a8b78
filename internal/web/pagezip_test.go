package web

import (
	"bytes"
	"compress/gzip"
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
	kept := h.zips.get(plain.Header().Get("ETag"), "br", "")
	if kept == nil || !bytes.Equal(kept, get("br").Body.Bytes()) {
		t.Fatal("the compressed page was not kept by its ETag")
	}
}
