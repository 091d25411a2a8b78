package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func TestNegotiateEncoding(t *testing.T) {
	cases := map[string]string{
		"":                          "",
		"gzip, deflate, br, zstd":   "br",
		"gzip":                      "gzip",
		"br;q=0, gzip":              "gzip",
		"identity":                  "",
		"*":                         "br",
		"*;q=0":                     "",
		"gzip;q=0.5, br;q=0":        "gzip",
		"GZIP ; q=1":                "gzip",
		"deflate, gzip;q=0, br;q=0": "",
	}
	for in, want := range cases {
		if got := negotiateEncoding(in); got != want {
			t.Errorf("negotiateEncoding(%q) = %q, want %q", in, got, want)
		}
	}
}

func decode(t *testing.T, enc string, body []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch enc {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		gr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = gr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestCompressWriterLargeJSON(t *testing.T) {
	for _, enc := range []string{"br", "gzip"} {
		rec := httptest.NewRecorder()
		w := &compressWriter{ResponseWriter: rec, enc: enc}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", "5000")
		w.WriteHeader(http.StatusCreated)
		body := `{"items":[` + strings.Repeat(`{"id":"abc","title":"hello"},`, 200) + `{}]}`
		// Written in small pieces, as encoders do.
		for i := 0; i < len(body); i += 100 {
			_, _ = w.Write([]byte(body[i:min(i+100, len(body))]))
		}
		w.finish()
		if rec.Code != http.StatusCreated || rec.Header().Get("Content-Encoding") != enc || rec.Header().Get("Content-Length") != "" {
			t.Fatalf("%s: status %d headers %v", enc, rec.Code, rec.Header())
		}
		if rec.Body.Len() >= len(body)/4 {
			t.Fatalf("%s: not compressed: %d of %d", enc, rec.Body.Len(), len(body))
		}
		if got := decode(t, enc, rec.Body.Bytes()); got != body {
			t.Fatalf("%s: round trip differs", enc)
		}
	}
}

func TestCompressWriterSmallAndBinaryPassThrough(t *testing.T) {
	rec := httptest.NewRecorder()
	w := &compressWriter{ResponseWriter: rec, enc: "br"}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write([]byte(`{"ok":true}`))
	w.finish()
	if rec.Header().Get("Content-Encoding") != "" || rec.Body.String() != `{"ok":true}` || rec.Code != 200 {
		t.Fatalf("small answer changed: %v %q", rec.Header(), rec.Body.String())
	}

	rec = httptest.NewRecorder()
	w = &compressWriter{ResponseWriter: rec, enc: "br"}
	w.Header().Set("Content-Type", "image/png")
	png := bytes.Repeat([]byte{1, 2, 3}, 2000)
	_, _ = w.Write(png)
	w.finish()
	if rec.Header().Get("Content-Encoding") != "" || !bytes.Equal(rec.Body.Bytes(), png) {
		t.Fatal("image must pass through untouched")
	}

	rec = httptest.NewRecorder()
	w = &compressWriter{ResponseWriter: rec, enc: "gzip"}
	w.WriteHeader(http.StatusNoContent)
	w.finish()
	if rec.Code != http.StatusNoContent || rec.Header().Get("Content-Encoding") != "" {
		t.Fatalf("204 changed: %d %v", rec.Code, rec.Header())
	}
}

func TestSkipDynamicCompression(t *testing.T) {
	for path, skip := range map[string]bool{
		"/api/realtime":                   true,
		"/api/files/videos/x/a.mp4":       true,
		"/api/collections/videos/records": false,
		"/":                               false,
	} {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		if got := skipDynamicCompression(r); got != skip {
			t.Errorf("%s: skip=%v, want %v", path, got, skip)
		}
	}
	r := httptest.NewRequest(http.MethodGet, "/api/x", nil)
	r.Header.Set("Range", "bytes=0-10")
	if !skipDynamicCompression(r) {
		t.Error("range requests must not be compressed")
	}
}

func serveStatic(t *testing.T, s *staticFiles, p string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/"+p, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	rec.Header().Set("Vary", "Origin") // as the CORS middleware leaves it
	e := &core.RequestEvent{Event: router.Event{Response: rec, Request: req}}
	if ok, err := s.serve(e, p); !ok || err != nil {
		t.Fatalf("%s not served: %v", p, err)
	}
	return rec
}

func TestStaticPrecompressedTwins(t *testing.T) {
	js := strings.Repeat("console.log('x');", 100)
	var gz bytes.Buffer
	gw := gzip.NewWriter(&gz)
	_, _ = gw.Write([]byte(js))
	_ = gw.Close()
	var br bytes.Buffer
	bw := brotli.NewWriter(&br)
	_, _ = bw.Write([]byte(js))
	_ = bw.Close()
	s := &staticFiles{dist: fstest.MapFS{
		"assets/app-abc123.js":    {Data: []byte(js)},
		"assets/app-abc123.js.gz": {Data: gz.Bytes()},
		"assets/app-abc123.js.br": {Data: br.Bytes()},
		"manifest.webmanifest":    {Data: []byte(`{"name":"Reelhouse"}`)},
		"icons/icon-192.png":      {Data: []byte{0x89, 'P', 'N', 'G'}},
	}}

	rec := serveStatic(t, s, "assets/app-abc123.js", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	h := rec.Header()
	if h.Get("Content-Encoding") != "br" || h.Get("Vary") != "Accept-Encoding" || !strings.HasPrefix(h.Get("Content-Type"), "text/javascript") ||
		h.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("headers: %v", h)
	}
	if decode(t, "br", rec.Body.Bytes()) != js {
		t.Fatal("br body differs")
	}

	rec = serveStatic(t, s, "assets/app-abc123.js", map[string]string{"Accept-Encoding": "gzip"})
	if rec.Header().Get("Content-Encoding") != "gzip" || decode(t, "gzip", rec.Body.Bytes()) != js {
		t.Fatalf("gzip: %v", rec.Header())
	}

	rec = serveStatic(t, s, "assets/app-abc123.js", nil)
	if rec.Header().Get("Content-Encoding") != "" || rec.Body.String() != js {
		t.Fatal("identity body differs")
	}

	etag := rec.Header().Get("ETag")
	rec = serveStatic(t, s, "assets/app-abc123.js", map[string]string{"If-None-Match": etag})
	if rec.Code != http.StatusNotModified {
		t.Fatalf("revalidation: %d", rec.Code)
	}

	rec = serveStatic(t, s, "manifest.webmanifest", map[string]string{"Accept-Encoding": "br"})
	if rec.Header().Get("Content-Type") != "application/manifest+json" || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("manifest: %v", rec.Header())
	}

	rec = serveStatic(t, s, "icons/icon-192.png", map[string]string{"Accept-Encoding": "br"})
	if rec.Header().Get("Content-Encoding") != "" || rec.Header().Get("Vary") != "" || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("png: %v", rec.Header())
	}
}

func TestEtagMatches(t *testing.T) {
	if !etagMatches(`W/"abc"`, `"abc"`) || !etagMatches(`"x", "abc"`, `"abc"`) || !etagMatches("*", `"abc"`) {
		t.Fatal("expected a match")
	}
	if etagMatches("", `"abc"`) || etagMatches(`"abd"`, `"abc"`) {
		t.Fatal("unexpected match")
	}
}
