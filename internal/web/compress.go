package web

import (
	"bufio"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// minCompressSize: below ~1 KB the encoding headers and the CPU cost outweigh the saving.
const minCompressSize = 1024

// negotiateEncoding picks br, then gzip, honouring q=0 ("not acceptable") and "*".
func negotiateEncoding(accept string) string {
	q := map[string]float64{}
	for _, part := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		weight := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					weight = f
				}
			}
		}
		q[name] = weight
	}
	for _, enc := range []string{"br", "gzip"} {
		if w, ok := q[enc]; ok {
			if w > 0 {
				return enc
			}
			continue
		}
		if w, ok := q["*"]; ok && w > 0 {
			return enc
		}
	}
	return ""
}

// compressibleType: text-like payloads; images, video and archives are already compressed.
func compressibleType(ct string) bool {
	ct = strings.ToLower(strings.TrimSpace(strings.SplitN(ct, ";", 2)[0]))
	switch {
	case strings.HasPrefix(ct, "text/"):
		return ct != "text/event-stream"
	case ct == "application/json", ct == "application/manifest+json", ct == "application/javascript",
		ct == "application/xml", ct == "image/svg+xml", strings.HasSuffix(ct, "+json"), strings.HasSuffix(ct, "+xml"):
		return true
	}
	return false
}

// addVary appends a token to Vary once.
func addVary(h http.Header, token string) {
	for _, v := range h.Values("Vary") {
		for _, t := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return
			}
		}
	}
	h.Add("Vary", token)
}

// skipDynamicCompression: the realtime SSE stream must flush event by event, and stored
// files (videos with Range requests, images) are either already compressed or served
// precompressed by the static handler.
func skipDynamicCompression(r *http.Request) bool {
	if r.Method == http.MethodHead || r.Header.Get("Range") != "" {
		return true
	}
	p := r.URL.Path
	return p == "/api/realtime" || strings.HasPrefix(p, "/api/files/") || strings.HasPrefix(p, "/_/")
}

func compressionMiddleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "reelhouseCompression",
		// After CORS (which adds Vary: Origin) and before every route handler.
		Priority: -1000,
		Func: func(e *core.RequestEvent) error {
			if skipDynamicCompression(e.Request) {
				return e.Next()
			}
			// Whatever the outcome, the answer depends on Accept-Encoding.
			addVary(e.Response.Header(), "Accept-Encoding")
			enc := negotiateEncoding(e.Request.Header.Get("Accept-Encoding"))
			if enc == "" {
				return e.Next()
			}
			cw := &compressWriter{ResponseWriter: e.Response, enc: enc}
			e.Response = cw
			defer func() {
				cw.finish()
				e.Response = cw.ResponseWriter
			}()
			return e.Next()
		},
	}
}

var (
	gzipPool   = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(io.Discard, 5); return w }}
	brotliPool = sync.Pool{New: func() any { return brotli.NewWriterLevel(io.Discard, 4) }}
)

// compressWriter holds back the first KB: small or non-text answers pass through as
// they are; anything bigger is compressed as it streams.
type compressWriter struct {
	http.ResponseWriter
	enc     string
	status  int
	buf     []byte
	decided bool
	encw    io.WriteCloser // nil: pass-through
}

func (w *compressWriter) WriteHeader(code int) {
	if w.decided || w.status != 0 {
		if w.decided && w.encw == nil {
			w.ResponseWriter.WriteHeader(code)
		}
		return
	}
	if code < 200 { // informational answers go straight through
		w.ResponseWriter.WriteHeader(code)
		return
	}
	w.status = code
}

func (w *compressWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	if !w.decided {
		h := w.Header()
		if !w.eligible(h) {
			w.passThrough()
		} else {
			w.buf = append(w.buf, b...)
			if len(w.buf) < minCompressSize {
				return len(b), nil
			}
			w.startCompression()
			if _, err := w.encw.Write(w.buf); err != nil {
				return 0, err
			}
			w.buf = nil
			return len(b), nil
		}
	}
	if w.encw != nil {
		return w.encw.Write(b)
	}
	return w.ResponseWriter.Write(b)
}

func (w *compressWriter) eligible(h http.Header) bool {
	if h.Get("Content-Encoding") != "" || w.status == http.StatusNoContent || w.status == http.StatusNotModified ||
		w.status == http.StatusPartialContent {
		return false
	}
	return compressibleType(h.Get("Content-Type"))
}

func (w *compressWriter) passThrough() {
	w.decided = true
	w.ResponseWriter.WriteHeader(w.status)
}

func (w *compressWriter) startCompression() {
	w.decided = true
	h := w.Header()
	h.Set("Content-Encoding", w.enc)
	h.Del("Content-Length")
	// A strong ETag names the identity bytes; the compressed ones are a different entity.
	if et := h.Get("ETag"); et != "" && !strings.HasPrefix(et, "W/") {
		h.Set("ETag", "W/"+et)
	}
	w.ResponseWriter.WriteHeader(w.status)
	if w.enc == "br" {
		bw := brotliPool.Get().(*brotli.Writer)
		bw.Reset(w.ResponseWriter)
		w.encw = &pooled{WriteCloser: bw, put: func() { brotliPool.Put(bw) }}
	} else {
		gw := gzipPool.Get().(*gzip.Writer)
		gw.Reset(w.ResponseWriter)
		w.encw = &pooled{WriteCloser: gw, put: func() { gzipPool.Put(gw) }}
	}
}

// finish sends what is still held back (a small answer) or ends the compressed stream.
func (w *compressWriter) finish() {
	if !w.decided {
		if w.status == 0 { // the handler wrote nothing at all
			return
		}
		w.decided = true
		w.ResponseWriter.WriteHeader(w.status)
		if len(w.buf) > 0 {
			_, _ = w.ResponseWriter.Write(w.buf)
		}
		w.buf = nil
		return
	}
	if w.encw != nil {
		_ = w.encw.Close()
		w.encw = nil
	}
}

// Flush sends the held-back bytes uncompressed when nothing was decided yet (a streaming
// handler wants them now), otherwise flushes the encoder.
func (w *compressWriter) Flush() {
	if !w.decided {
		if w.status == 0 {
			w.status = http.StatusOK
		}
		w.passThrough()
		if len(w.buf) > 0 {
			_, _ = w.ResponseWriter.Write(w.buf)
			w.buf = nil
		}
	}
	if f, ok := w.encw.(interface{ Flush() error }); ok {
		_ = f.Flush()
	}
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *compressWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return http.NewResponseController(w.ResponseWriter).Hijack()
}

func (w *compressWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

type pooled struct {
	io.WriteCloser
	put func()
}

func (p *pooled) Flush() error {
	if f, ok := p.WriteCloser.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}

func (p *pooled) Close() error {
	err := p.WriteCloser.Close()
	p.put()
	return err
}
