package web

// The first screen's markup (issue 40 §1): the web app's own server render
// (src/ssr/render.tsx, built into dist/ssr/render.js) run by internal/ssr from the page's
// first-data answers, so it is what the app's components draw for them, and the browser
// hydrates it (src/main.tsx). Nothing of a component is written again here.

import (
	"errors"
	"io/fs"
	"strings"
	"time"

	"reelhouse/internal/ssr"
)

const (
	// ssrBundle: where vite.ssr.config.ts writes the render in the build; never served.
	ssrBundle = "ssr/render.js"
	// ssrTimeout: a warm render takes ~30 ms (a watch page) to ~150-250 ms (home's twelve
	// cards and hero) on a busy 2-core machine; one build serves every visitor for
	// firstTTL (firstcache.go); under heavy load (a 2-core box running a browser) ~1-2 s.
	// Past this the runtime is interrupted (a pathological page)
	// and the page goes unpainted.
	ssrTimeout = 3 * time.Second
	// ssrWait: how long a build waits for a runtime busy with another page.
	ssrWait = time.Second
)

// startRenderer compiles the bundle and starts its runtimes in the background: serving
// never waits for it (pages asked for before are served unpainted).
func (h *spa) startRenderer() {
	bundle, err := fs.ReadFile(h.dist, ssrBundle)
	if err != nil {
		return // a build without the web app, or tests: no paint
	}
	h.renderPending.Store(true)
	go func() {
		defer h.renderPending.Store(false)
		// One runtime: it holds the app's modules, Intl's data and the catalogs (~150 MB
		// of Go heap), and renders one page at a time; one build per page serves every
		// visitor for firstTTL (firstcache.go), so renders are few.
		r, err := ssr.New(string(bundle), ssr.Options{Size: 1, Timeout: ssrTimeout, Wait: ssrWait})
		if err != nil {
			h.app.Logger().Error("first paint: the server render does not compile", "error", err)
			return
		}
		h.renderer.Store(r)
	}()
}

// painter is the Painter of one page build (FirstDataAndPaint); missed is set when the
// render was not ready or ran out of time, so that build is not kept (firstcache.go) and
// the next visitor's is painted. A render that failed for its data stays unpainted.
func (h *spa) painter(missed *bool) Painter {
	return func(path, lang string, answers []byte) string {
		r := h.renderer.Load()
		if r == nil {
			*missed = h.renderPending.Load()
			return ""
		}
		markup, err := r.Render(path, lang, answers)
		switch {
		case errors.Is(err, ssr.ErrNotReady), errors.Is(err, ssr.ErrTimeout), errors.Is(err, ssr.ErrSuspended):
			*missed = true
			return ""
		case err != nil:
			h.app.Logger().Warn("first paint: the server render failed", "path", path, "lang", lang, "error", err)
			return ""
		}
		return markup
	}
}

// isSSRBundle: the render's script is for the server's engine, not for browsers.
func isSSRBundle(p string) bool {
	return p == "ssr" || strings.HasPrefix(p, "ssr/")
}
