// Package web serves the embedded PWA: real files as they are, every other path as
// index.html so that client routes (e.g. /video/some-slug) survive a reload.
package web

import (
	"context"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/agegate"
	"reelhouse/internal/ssr"
)

// Register adds the catch-all GET route last, after PocketBase's own /api and /_ routes
// and after any route a JS hook defines.
func Register(app core.App, dist fs.FS) {
	s := &spa{dist: dist, app: app, static: &staticFiles{dist: dist}}
	// The embedded build never changes while the binary runs: read the shell once.
	if html, err := fs.ReadFile(dist, "index.html"); err == nil {
		s.shell = string(html)
		s.inlineHashes = InlineScriptHashes(s.shell)
	}
	s.policy = newDocumentPolicy(app, s.inlineHashes)
	s.zips = newPageZips()
	s.siteName = newSettingsMemo(app, func() string { return SiteName(app) })
	s.defaultLang = newSettingsMemo(app, func() string { return defaultLanguage(app) })
	if app != nil {
		s.first = newFirstCache()
		s.first.bind(app)
		s.startRenderer()
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Priority: 999,
		Func: func(se *core.ServeEvent) error {
			se.Router.Bind(compressionMiddleware())
			// The router's handler is built after this hook; the first data asks it later.
			s.server = se.Server
			if !se.Router.HasRoute(http.MethodGet, "/{path...}") {
				se.Router.GET("/{path...}", s.serve)
			}
			return se.Next()
		},
	})
}

type spa struct {
	dist   fs.FS
	app    core.App
	shell  string // index.html, "" when the web app was not built
	static *staticFiles
	// inlineHashes: CSP hashes of the shell's inline scripts (csp.go).
	inlineHashes []string
	policy       *settingsMemo[string] // nil without app
	siteName     *settingsMemo[string] // for page titles (seo.go); nil without app
	defaultLang  *settingsMemo[string] // the admin's default_language (lang.go); nil without app
	server       *http.Server          // its Handler answers the first data's requests (firstdata.go)
	first        *firstCache           // the first data and markup per page (firstcache.go); nil without app
	zips         *pageZips             // the pages compressed once (pagezip.go); nil: on the fly
	// renderer: the app's own render of the first screen (internal/ssr); nil until it is
	// compiled, or for good without the build's dist/ssr/render.js (then pages go unpainted).
	renderer atomic.Pointer[ssr.Renderer]
	// renderPending: the renderer is being compiled (pages built meanwhile are not kept).
	renderPending atomic.Bool
}

// router is the server's handler once serving, nil before (and in tests without one).
func (h *spa) router() http.Handler {
	if h.server == nil {
		return nil
	}
	return h.server.Handler
}

func (h *spa) serve(e *core.RequestEvent) error {
	p := strings.TrimPrefix(path.Clean("/"+e.Request.PathValue("path")), "/")

	// The catch-all would also swallow unknown API and dashboard paths: keep those JSON 404s.
	if p == "api" || strings.HasPrefix(p, "api/") || p == "_" || strings.HasPrefix(p, "_/") {
		return e.NotFoundError("", nil)
	}

	switch {
	case p == "sitemap.xml":
		return h.sitemapIndex(e)
	case p == "robots.txt":
		return h.robots(e)
	case p == "oembed":
		return h.oembed(e)
	case strings.HasPrefix(p, "embed/") && !strings.Contains(p[len("embed/"):], "/"):
		return h.embed(e, p[len("embed/"):])
	}
	if m := sitemapFileRe.FindStringSubmatch(p); m != nil {
		page, _ := strconv.Atoi(m[2])
		return h.sitemapFile(e, m[1], page)
	}

	if isSSRBundle(p) {
		return e.NotFoundError("", nil)
	}
	if p != "" && p != "index.html" {
		if served, err := h.static.serve(e, p); served || err != nil {
			return err
		}
		// A missing hashed asset must not turn into HTML (the browser would run it as JS).
		if strings.HasPrefix(p, "assets/") || path.Ext(p) != "" && !strings.HasSuffix(p, ".html") {
			return e.NotFoundError("", nil)
		}
	}
	return h.index(e, p)
}

func (h *spa) index(e *core.RequestEvent, p string) error {
	if h.shell == "" {
		return e.String(http.StatusServiceUnavailable, "The web app is not built: run `npm run build`.")
	}
	var in pageInputs
	var head, markup string // the first data in.firstID names
	if h.app != nil && agegate.Bare(e.Request) {
		// A visitor from a verify region who has not passed: the shell alone, no title,
		// description, open-graph tag or first data of any video (internal/agegate).
		lang, rest := SplitLang(p)
		if rest == "index.html" {
			rest = ""
		}
		in = pageInputs{lang: lang, rest: rest, base: publicBase(h.app, e.Request)}
		in.csp = h.policy.value()
	} else if h.app != nil {
		// /de/video/x: the German page of video/x (issue 27 §4).
		lang, rest := SplitLang(p)
		if rest == "index.html" {
			rest = ""
		}
		in = pageInputs{lang: lang, rest: rest, base: publicBase(h.app, e.Request)}
		in.meta, in.hasMeta = pageMeta(h.app, in.base, rest, lang, h.siteName.value)
		if in.hasMeta {
			in.meta.Canonical = Absolute(in.base, LangPath(lang, rest))
		}
		// Only a page without a query: the early script's list follows ?page= and ?category=.
		if e.Request.URL.RawQuery == "" {
			// Built without the caller's cancellation: other visitors may wait for this build.
			r := e.Request.WithContext(context.WithoutCancel(e.Request.Context()))
			head, markup, in.firstID = h.first.get(r.Host+"\x00"+lang+"\x00"+rest, func() (string, string, bool) {
				missed := false
				head, markup := FirstDataAndPaint(rest, lang, visitorFetch(h.router(), r), h.painter(&missed))
				return head, markup, !missed
			})
			in.withFirst = true
		}
		if lang == "en" {
			in.defaultLang = h.defaultLang.value()
		}
		varyByHost(h.app, e)
		in.csp = h.policy.value()
	} else {
		in.csp = ContentSecurityPolicy(PolicyInputs{InlineScriptHashes: h.inlineHashes})
	}
	// Built only where the page's tag or compressed copy is not kept (pagezip.go).
	page := sync.OnceValue(func() string { return h.buildPage(in, head, markup) })
	h2 := e.Response.Header()
	h2.Set("Cache-Control", "no-cache")
	setDocumentHeaders(h2, in.csp)
	// An ETag lets the service worker's precache of the shell revalidate the copy the
	// page has just loaded (304) instead of downloading it again.
	built := h.zips.tag(in, page)
	h2.Set("ETag", built.tag)
	if etagMatches(e.Request.Header.Get("If-None-Match"), built.tag) {
		return e.NoContent(http.StatusNotModified)
	}
	// Compressed once per content (pagezip.go); the middleware leaves an encoded answer as
	// it is and compresses anything else on the fly (compress.go).
	if h.zips != nil && !skipDynamicCompression(e.Request) && built.size >= minCompressSize {
		if enc := negotiateEncoding(e.Request.Header.Get("Accept-Encoding")); enc != "" {
			if body := h.zips.get(built.tag, enc, page); body != nil {
				h2.Set("Content-Encoding", enc)
				h2.Set("ETag", "W/"+built.tag) // as compress.go marks compressed bytes
				addVary(h2, "Accept-Encoding")
				return e.Blob(http.StatusOK, "text/html; charset=utf-8", body)
			}
		}
	}
	return e.HTML(http.StatusOK, page())
}

// buildPage: the page for in from the shell, head and markup being the first data
// in.firstID names. Reads nothing but its arguments and the shell: pagezip.go keeps a
// page's tag by in.
func (h *spa) buildPage(in pageInputs, head, markup string) string {
	page := h.shell
	if h.app == nil {
		return page
	}
	if in.hasMeta {
		page = InjectMeta(page, in.meta)
	}
	if in.withFirst {
		page = InjectFirstPaint(InjectFirstData(page, head), markup, in.lang)
	}
	page = Localize(page, in.lang, in.base, in.rest, !in.hasMeta)
	page = ManifestFor(page, in.lang)
	if in.lang == "en" {
		page = WithDefaultLanguage(page, in.defaultLang)
	}
	return page
}

// cacheControl: hashed build assets never change; everything else (the service worker,
// the manifest, icons) must be revalidated so that updates reach installed apps.
func cacheControl(p string) string {
	if strings.HasPrefix(p, "assets/") {
		return "public, max-age=31536000, immutable"
	}
	return "no-cache"
}
