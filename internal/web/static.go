package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// contentTypes the standard library guesses wrong or not at all.
var contentTypes = map[string]string{
	".webmanifest": "application/manifest+json",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".svg":         "image/svg+xml",
	".json":        "application/json",
	".html":        "text/html; charset=utf-8",
	".woff2":       "font/woff2",
}

func contentTypeOf(p string) string {
	ext := strings.ToLower(path.Ext(p))
	if ct, ok := contentTypes[ext]; ok {
		return ct
	}
	if ct := mime.TypeByExtension(ext); ct != "" {
		return ct
	}
	return "application/octet-stream"
}

// staticFiles serves the build's files, choosing the .br or .gz twin that
// scripts/precompress.mjs wrote next to each text asset.
type staticFiles struct {
	dist  fs.FS
	etags sync.Map // file path -> quoted strong ETag
}

func (s *staticFiles) etag(name string, data []byte) string {
	if v, ok := s.etags.Load(name); ok {
		return v.(string)
	}
	sum := sha256.Sum256(data)
	tag := `"` + hex.EncodeToString(sum[:8]) + `"`
	s.etags.Store(name, tag)
	return tag
}

// serve answers with the file p, or returns false when the build has no such file.
func (s *staticFiles) serve(e *core.RequestEvent, p string) (bool, error) {
	info, err := fs.Stat(s.dist, p)
	if err != nil || info.IsDir() {
		return false, nil
	}
	h := e.Response.Header()
	name, encoding := p, ""
	if compressibleType(contentTypeOf(p)) {
		// The page's own requests and the service worker's precache must hit the same
		// HTTP-cache entry: vary on the encoding only, not on Origin (which the CORS
		// middleware adds for every answer).
		h.Set("Vary", "Accept-Encoding")
		switch negotiateEncoding(e.Request.Header.Get("Accept-Encoding")) {
		case "br":
			if st, err := fs.Stat(s.dist, p+".br"); err == nil && !st.IsDir() {
				name, encoding = p+".br", "br"
			} else if st, err := fs.Stat(s.dist, p+".gz"); err == nil && !st.IsDir() {
				name, encoding = p+".gz", "gzip"
			}
		case "gzip":
			if st, err := fs.Stat(s.dist, p+".gz"); err == nil && !st.IsDir() {
				name, encoding = p+".gz", "gzip"
			}
		}
	} else {
		h.Del("Vary")
	}
	data, err := fs.ReadFile(s.dist, name)
	if err != nil {
		return false, nil
	}
	h.Set("Content-Type", contentTypeOf(p))
	h.Set("Cache-Control", cacheControl(p))
	h.Set("ETag", s.etag(name, data))
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
	}
	// ServeContent handles If-None-Match (304) and Range on the representation sent.
	http.ServeContent(e.Response, e.Request, path.Base(p), time.Time{}, bytes.NewReader(data))
	return true, nil
}

func htmlETag(page string) string {
	sum := sha256.Sum256([]byte(page))
	return `"` + hex.EncodeToString(sum[:8]) + `"`
}

// etagMatches: weak comparison (If-None-Match), so a compressed answer's W/ tag matches.
func etagMatches(header, tag string) bool {
	if header == "" {
		return false
	}
	if strings.TrimSpace(header) == "*" {
		return true
	}
	want := strings.TrimPrefix(tag, "W/")
	for _, t := range strings.Split(header, ",") {
		if strings.TrimPrefix(strings.TrimSpace(t), "W/") == want {
			return true
		}
	}
	return false
}
