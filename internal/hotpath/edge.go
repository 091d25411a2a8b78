package hotpath

// CDN (shared cache) policy of the API's read routes (README "CDN"). Each route declares
// its policy once, next to the route: r.GET(...).Bind(hotpath.Shared(hotpath.Lists)) for
// a body that is the same for every caller, hotpath.Visitors(...) for a body that a
// signed-in caller may see differently (public only for requests without Authorization,
// private otherwise), hotpath.Private() for caller-dependent answers. Routes that are not
// Go (JS hooks, PocketBase's collection API) are declared in jsRoutes below, since a JS
// route cannot bind a Go middleware. Any other /api answer without a Cache-Control of its
// own gets "private, no-store" (Defaults): nothing is publicly cacheable by accident.
//
// A public 200 carries a strong ETag (a hash of the body, or the one the response cache
// kept with its entry) and a matching If-None-Match
// gets 304. The compression middleware (internal/web) weakens the ETag of a compressed
// body (W/"…"), so If-None-Match is compared weakly, as RFC 9110 says it must be.

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Freshness is how long browsers (MaxAge) and shared caches (SMaxAge) may reuse an answer
// and how long a shared cache may serve it stale while it revalidates (SWR).
type Freshness struct {
	MaxAge, SMaxAge, SWR time.Duration
}

var (
	// Lists: catalog lists and search; the CDN matches the in-process cache's ListTTL.
	Lists = Freshness{MaxAge: 5 * time.Second, SMaxAge: ListTTL, SWR: time.Minute}
	// Similar videos: fixed for a minute in-process (their jitter), the same at the edge.
	Similar = Freshness{MaxAge: 30 * time.Second, SMaxAge: SimilarTTL, SWR: 5 * time.Minute}
	// Watch: the watch payload (visitors only); counts lag by at most this.
	Watch = Freshness{MaxAge: 5 * time.Second, SMaxAge: ListTTL, SWR: time.Minute}
	// Site: settings, categories, blog: rarely edited, but an admin who saves one opens the
	// public page next and must see it: browsers revalidate every time (a 304 by ETag is
	// cheap), only shared caches keep it.
	Site = Freshness{MaxAge: 0, SMaxAge: time.Minute, SWR: 5 * time.Minute}
)

// Kind is how an answer may be cached.
type Kind int

const (
	// KindShared: the body never depends on the caller: public for everyone.
	KindShared Kind = iota + 1
	// KindVisitors: public (Vary: Authorization) when the request has no Authorization
	// header; a signed-in caller's answer is private.
	KindVisitors
	// KindPrivate: caller-dependent: private, no-store.
	KindPrivate
)

// Policy is a route's declared cache policy.
type Policy struct {
	Kind Kind
	Freshness
}

const (
	edgeHandlerID = "reelhouseEdgeCache"
	// Before the in-process cache (-1) and quiet (-2), after auth and rate limits, so that
	// the ETag covers cached answers too.
	edgePriority = -3
	// Bodies above this are passed through without an ETag (no catalog read is this big).
	maxETagBody  = 2 << 20
	privateValue = "private, no-store"
)

// Shared declares a caller-independent route.
func Shared(f Freshness) *hook.Handler[*core.RequestEvent] {
	return Policy{Kind: KindShared, Freshness: f}.Handler()
}

// Visitors declares a route whose body may differ for a signed-in caller.
func Visitors(f Freshness) *hook.Handler[*core.RequestEvent] {
	return Policy{Kind: KindVisitors, Freshness: f}.Handler()
}

// Private declares a caller-dependent route.
func Private() *hook.Handler[*core.RequestEvent] {
	return Policy{Kind: KindPrivate}.Handler()
}

// Handler is the policy as a route middleware.
func (p Policy) Handler() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       edgeHandlerID,
		Priority: edgePriority,
		Func:     p.apply,
	}
}

func seconds(d time.Duration) string { return strconv.Itoa(int(d / time.Second)) }

// CacheControl is the header for a request (signedIn: it carries Authorization).
func (p Policy) CacheControl(signedIn bool) string {
	if p.Kind == KindPrivate {
		return privateValue
	}
	if p.Kind == KindVisitors && signedIn {
		// The browser may keep it and revalidate by ETag; no shared cache may store it.
		return "private, no-cache"
	}
	return "public, max-age=" + seconds(p.MaxAge) + ", s-maxage=" + seconds(p.SMaxAge) +
		", stale-while-revalidate=" + seconds(p.SWR)
}

// ETag is the strong validator of a body.
func ETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:18]) + `"`
}

// matches: whether an If-None-Match header names etag (weak comparison, RFC 9110 13.1.2).
func matches(ifNoneMatch, etag string) bool {
	if ifNoneMatch == "" {
		return false
	}
	want := strings.TrimPrefix(etag, "W/")
	for _, t := range strings.Split(ifNoneMatch, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == want {
			return true
		}
	}
	return false
}

func (p Policy) apply(e *core.RequestEvent) error {
	if e.Request.Method != http.MethodGet && e.Request.Method != http.MethodHead {
		return e.Next()
	}
	h := e.Response.Header()
	if p.Kind == KindVisitors {
		addVary(h, "Authorization")
	}
	if p.Kind == KindPrivate {
		h.Set("Cache-Control", privateValue)
		return e.Next()
	}
	signedIn := e.Request.Header.Get("Authorization") != ""
	buf := &bufferedWriter{ResponseWriter: e.Response}
	e.Response = buf
	err := e.Next()
	e.Response = buf.ResponseWriter
	if err != nil || buf.status != http.StatusOK || buf.overflow {
		if buf.status != http.StatusOK {
			h.Set("Cache-Control", privateValue) // errors and 404s: not worth an edge entry
		}
		return buf.flush(err)
	}
	// The response cache's answers come with the ETag hashed when the entry was filled.
	etag := h.Get("ETag")
	if etag == "" {
		etag = ETag(buf.body.Bytes())
		h.Set("ETag", etag)
	}
	h.Set("Cache-Control", p.CacheControl(signedIn))
	if matches(e.Request.Header.Get("If-None-Match"), etag) {
		h.Del("Content-Length")
		h.Del("Content-Type")
		e.Response.WriteHeader(http.StatusNotModified)
		return nil
	}
	return buf.flush(nil)
}

func addVary(h http.Header, name string) {
	for _, v := range h.Values("Vary") {
		for _, part := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(part), name) {
				return
			}
		}
	}
	h.Add("Vary", name)
}

// bufferedWriter holds the whole answer back until its ETag is known; past maxETagBody
// (or for a status other than 200) it streams through.
type bufferedWriter struct {
	http.ResponseWriter
	status   int
	body     bytes.Buffer
	overflow bool
	wrote    bool // header sent downstream
}

func (w *bufferedWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	if code != http.StatusOK && !w.wrote {
		w.wrote = true
		w.Header().Set("Cache-Control", privateValue)
		w.ResponseWriter.WriteHeader(code)
	}
}

func (w *bufferedWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	if w.wrote {
		return w.ResponseWriter.Write(b)
	}
	if w.body.Len()+len(b) > maxETagBody {
		w.overflow = true
		w.wrote = true
		w.Header().Set("Cache-Control", privateValue)
		w.ResponseWriter.WriteHeader(w.status)
		if _, err := w.ResponseWriter.Write(w.body.Bytes()); err != nil {
			return 0, err
		}
		w.body = bytes.Buffer{}
		return w.ResponseWriter.Write(b)
	}
	return w.body.Write(b)
}

// flush sends what was held back (nothing when the handler failed before writing: the
// router's error handler answers).
func (w *bufferedWriter) flush(err error) error {
	if w.wrote || w.status == 0 {
		return err
	}
	w.wrote = true
	w.ResponseWriter.WriteHeader(w.status)
	if _, werr := w.ResponseWriter.Write(w.body.Bytes()); werr != nil && err == nil {
		err = werr
	}
	return err
}

func (w *bufferedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Routes that are not Go are declared here, by their router pattern (JS hooks cannot bind
// a Go middleware); collection API lists by collection. Keep each line in step with its
// route's file.
var jsRoutes = map[string]Policy{
	"GET /api/reelhouse/settings/{key}": {KindShared, Site},   // pb_hooks/settings-routes.pb.js: public keys only
	"GET /api/reelhouse/blogs":          {KindShared, Site},   // pb_hooks/blog-routes.pb.js: published posts
	"GET /api/reelhouse/blogs/{slug}":   {KindVisitors, Site}, // admins also see drafts and the raw source
}

// collectionLists: the public collections the site reads through PocketBase's list API.
// Visitors only: a superuser's answer may carry hidden fields.
var collectionLists = map[string]Policy{
	"categories":          {KindVisitors, Site},
	"featured_categories": {KindVisitors, Site},
	"premium_categories":  {KindPrivate, Freshness{}}, // premium members' navigation
}

// Defaults binds the policies of jsRoutes and collectionLists, and "private, no-store"
// for every other /api answer that sets no Cache-Control itself (files and realtime
// excepted: PocketBase sets theirs).
func Defaults(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseEdgeDefaults",
			Priority: edgePriority - 1,
			Func: func(e *core.RequestEvent) error {
				path := e.Request.URL.Path
				if !strings.HasPrefix(path, "/api/") || strings.HasPrefix(path, "/api/files/") || path == "/api/realtime" {
					return e.Next()
				}
				e.Response = &defaultWriter{ResponseWriter: e.Response}
				if p, ok := routePolicy(e.Request); ok {
					return p.apply(e)
				}
				return e.Next()
			},
		})
		return se.Next()
	})
}

func routePolicy(r *http.Request) (Policy, bool) {
	if p, ok := jsRoutes[r.Pattern]; ok {
		return p, true
	}
	if r.Pattern == "GET /api/collections/{collection}/records" {
		p, ok := collectionLists[r.PathValue("collection")]
		return p, ok
	}
	return Policy{}, false
}

// defaultWriter adds "private, no-store" when the answer has no Cache-Control.
type defaultWriter struct {
	http.ResponseWriter
	done bool
}

func (w *defaultWriter) WriteHeader(code int) {
	if !w.done {
		w.done = true
		if w.Header().Get("Cache-Control") == "" {
			w.Header().Set("Cache-Control", privateValue)
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *defaultWriter) Write(b []byte) (int, error) {
	if !w.done {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

func (w *defaultWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *defaultWriter) Flush() {
	if !w.done {
		w.WriteHeader(http.StatusOK)
	}
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
