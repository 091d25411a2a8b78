package agegate

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// Gate decides every request by its region's rule.
type Gate struct {
	app       core.App
	regions   *Regions
	table     *Table
	providers []Provider
	key       []byte // the pass cookie's HMAC key
}

type ctxKey int

const (
	bareKey    ctxKey = iota // the page is served without titles, meta or first data
	clearedKey               // the caller may see content (sub-requests built from it too)
)

// Bare: the page request comes from a visitor who must pass the check first; internal/web
// serves the plain shell (no meta, no open-graph tags, no first data).
func Bare(r *http.Request) bool {
	b, _ := r.Context().Value(bareKey).(bool)
	return b
}

func with(e *core.RequestEvent, k ctxKey) {
	e.Request = e.Request.WithContext(context.WithValue(e.Request.Context(), k, true))
}

// Region is the region the gate placed the request in.
func (g *Gate) Region(r *http.Request, clientIP string) string {
	hv := ""
	if g.regions.Header != "" {
		hv = r.Header.Get(g.regions.Header)
	}
	return g.regions.Of(hv, clientIP)
}

func isAPI(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

func (g *Gate) middleware(e *core.RequestEvent) error {
	// A sub-request the server builds for a page it already cleared (internal/web's first
	// data): the context cannot come from outside.
	if ok, _ := e.Request.Context().Value(clearedKey).(bool); ok {
		return e.Next()
	}
	if g.regions.Header != "" {
		e.Response.Header().Add("Vary", g.regions.Header)
	}
	region := g.Region(e.Request, e.RealIP())
	rule := g.table.For(region)
	if rule.Action == ClickThrough || e.HasSuperuserAuth() {
		with(e, clearedKey)
		return e.Next()
	}
	path := e.Request.URL.Path
	lang := PickLang(path, e.Request.Header.Get("Accept-Language"))
	if rule.Action == Block {
		if path == "/_" || strings.HasPrefix(path, "/_/") {
			return e.Next() // the dashboard's files: the operator signs in as a superuser
		}
		e.Response.Header().Set("Cache-Control", "private, no-store")
		if isAPI(path) {
			return apierr.New(http.StatusUnavailableForLegalReasons, "region_blocked",
				"This site is not available in your region.", map[string]any{"region": region})
		}
		return e.HTML(http.StatusUnavailableForLegalReasons, BlockedPage(lang, region))
	}
	k := classify(path, e.Request.Pattern)
	if k == kindOpen && e.Request.URL.Query().Has("expand") {
		// An open route's record may expand relations (users → favourites_via_member →
		// video): a gated visitor's sign-in and profile carry no expansion.
		k = kindContent
	}
	if k == kindOpen {
		return e.Next()
	}
	// From here on the answer depends on the caller: no shared cache may keep it.
	e.Response = &privateWriter{ResponseWriter: e.Response}
	if g.passed(e, rule) {
		with(e, clearedKey)
		return e.Next()
	}
	if k == kindShell {
		with(e, bareKey)
		return e.Next()
	}
	if isAPI(path) {
		return apierr.New(http.StatusForbidden, "age_verification_required",
			"Verify your age to see this site.", map[string]any{"region": region})
	}
	return e.HTML(http.StatusForbidden, GatedPage(lang, region))
}

// passed: the visitor's cookie or the member's stored check is valid under rule now.
func (g *Gate) passed(e *core.RequestEvent, rule Rule) bool {
	now := time.Now()
	if c, err := e.Request.Cookie(CookieName); err == nil {
		if p, ok := ReadPass(c.Value, g.key); ok && p.ValidFor(rule, now) {
			return true
		}
	}
	if e.Auth != nil && e.Auth.Collection().Name == "users" {
		p, ok, err := memberPass(e.App, e.Auth.Id)
		if err == nil && ok && p.ValidFor(rule, now) {
			return true
		}
	}
	return false
}

// privateWriter marks the answer private before its header goes out: a CDN must never
// hand a passed visitor's page to someone who has not passed.
type privateWriter struct {
	http.ResponseWriter
	marked bool
}

func (w *privateWriter) mark() {
	if !w.marked {
		w.marked = true
		w.Header().Set("Cache-Control", "private, no-cache")
	}
}

func (w *privateWriter) WriteHeader(code int) { w.mark(); w.ResponseWriter.WriteHeader(code) }
func (w *privateWriter) Write(b []byte) (int, error) {
	w.mark()
	return w.ResponseWriter.Write(b)
}
func (w *privateWriter) Flush() {
	w.mark()
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
func (w *privateWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
