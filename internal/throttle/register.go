package throttle

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"reelhouse/internal/apierr"
	"reelhouse/internal/collpath"
)

// EnvSwitch is the one way to switch the throttles off (load tests, the e2e suite): the
// exact value "off". Body caps stay on.
const EnvSwitch = "REELHOUSE_RATE_LIMITS"

// Priority: after PocketBase loads the auth token (per-member limits need it), before its
// own rate limiter and body parsing.
const Priority = apis.DefaultRateLimitMiddlewarePriority - 5

// Register installs the body caps and, unless switched off, the throttles.
func Register(app core.App) {
	enabled := os.Getenv(EnvSwitch) != "off"
	lim := NewLimiter(200_000)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		startWarnings(app, enabled)
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseThrottle",
			Priority: Priority,
			Func: func(e *core.RequestEvent) error {
				if err := capBody(e); err != nil {
					return err
				}
				if enabled {
					if err := throttle(e, lim, time.Now()); err != nil {
						return err
					}
				}
				return e.Next()
			},
		})
		return se.Next()
	})
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		proxyWarning(e.App)
		return nil
	})
}

func throttle(e *core.RequestEvent, lim *Limiter, now time.Time) error {
	// The collection's own name, however the URL spells it (name in any case, or its id).
	r := match(Rules, e.Request.Method, collpath.Canonical(e.App, e.Request.URL.Path))
	if r == nil || e.HasSuperuserAuth() {
		return nil
	}
	type key struct {
		id    string
		limit Limit
	}
	var keys []key
	ip := e.RealIP()
	for i, l := range r.PerIP {
		keys = append(keys, key{r.Name + ":ip" + strconv.Itoa(i) + ":" + ip, l})
	}
	if e.Auth != nil {
		for i, l := range r.PerUser {
			keys = append(keys, key{r.Name + ":u" + strconv.Itoa(i) + ":" + e.Auth.Id, l})
		}
	}
	var wait time.Duration
	for _, k := range keys {
		if ok, retry := lim.Hit(k.id, k.limit, now); !ok {
			wait = max(wait, retry)
		}
	}
	if wait == 0 {
		return nil
	}
	secs := int((wait + time.Second - 1) / time.Second)
	e.Response.Header().Set("Retry-After", strconv.Itoa(secs))
	// retry_after: the client words the wait in the visitor's language.
	return apierr.New(http.StatusTooManyRequests, r.Code, fmt.Sprintf("%s Please try again in %s.", r.Message, humanWait(secs)), map[string]any{"retry_after": secs})
}

func humanWait(secs int) string {
	if secs < 90 {
		return fmt.Sprintf("%d seconds", secs)
	}
	return fmt.Sprintf("%d minutes", (secs+59)/60)
}

// Body caps: the JSON routes read small bodies, so a larger one is refused before it is
// read (Content-Length) or as soon as it passes the cap (chunked). Multipart uploads keep
// PocketBase's per-collection file limits.
const (
	viewBodyCap  = 1 << 10
	jsonBodyCap  = 64 << 10
	largeBodyCap = 2 << 20 // blog posts (content up to 500,000 characters) and settings
)

// BodyCap: the largest body the route reads; 0 leaves PocketBase's own limit. path is the
// canonical path (collpath.Canonical): `/api/collections/_pb_users_auth_/records` would
// otherwise pass as one of the dashboard's own "_" collections, uncapped.
func BodyCap(method, path, contentType string) int64 {
	if method == http.MethodGet || method == http.MethodHead || method == http.MethodOptions {
		return 0
	}
	if strings.HasPrefix(strings.ToLower(contentType), "multipart/") {
		return 0
	}
	if pathMatches("/api/reelhouse/videos/*/view", path) {
		return viewBodyCap
	}
	if rest, ok := strings.CutPrefix(path, "/api/reelhouse/"); ok {
		if strings.HasPrefix(rest, "upload") || strings.HasPrefix(rest, "tus") {
			return 0 // resumable uploads send file chunks
		}
		if strings.HasPrefix(rest, "runner/jobs/") && strings.Contains(rest, "/files/") {
			return 0 // a runner's ladder segments (the route checks the runner's token)
		}
		return jsonBodyCap
	}
	if rest, ok := strings.CutPrefix(path, "/api/collections/"); ok {
		name, _, _ := strings.Cut(rest, "/")
		if name == "blogs" || name == "settings" {
			return largeBodyCap
		}
		if strings.HasPrefix(name, "_") {
			return 0 // superusers and the dashboard's own collections
		}
		return jsonBodyCap
	}
	return 0
}

func capBody(e *core.RequestEvent) error {
	limit := BodyCap(e.Request.Method, collpath.Canonical(e.App, e.Request.URL.Path), e.Request.Header.Get("Content-Type"))
	if limit == 0 {
		return nil
	}
	if e.Request.ContentLength > limit {
		e.Response.Header().Set("Connection", "close") // do not read the rest
		return apierr.New(http.StatusRequestEntityTooLarge, "body_too_large", fmt.Sprintf("Request body too large: at most %d KB.", limit>>10), map[string]any{"kb": limit >> 10})
	}
	e.Request.Body = &cappedBody{ReadCloser: e.Request.Body, limit: limit}
	return nil
}

var errTooLarge = errors.New("request body too large")

// cappedBody stops reading at the cap (a chunked body has no Content-Length). Like
// PocketBase's own limitedReader it passes Reread through: PocketBase reads a body more
// than once (hooks, then the record API).
type cappedBody struct {
	io.ReadCloser
	limit, read int64
}

func (r *cappedBody) Read(b []byte) (int, error) {
	n, err := r.ReadCloser.Read(b)
	r.read += int64(n)
	if r.read > r.limit {
		return n, errTooLarge
	}
	return n, err
}

func (r *cappedBody) Reread() {
	if rr, ok := r.ReadCloser.(router.Rereader); ok {
		rr.Reread()
		r.read = 0
	}
}

func (r *cappedBody) Close() error { return r.ReadCloser.Close() }

const banner = "\n" + "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!" + "\n"

func warn(app core.App, text string) {
	fmt.Fprint(os.Stderr, banner+"WARNING: "+text+banner)
	app.Logger().Warn(text)
}

func startWarnings(app core.App, enabled bool) {
	if !enabled {
		warn(app, EnvSwitch+"=off: the per-IP and per-member throttles (sign-in, sign-up, password reset, comments, ratings, likes, views) are OFF. Never run a public site like this.")
	} else if v := os.Getenv(EnvSwitch); v != "" {
		warn(app, fmt.Sprintf("%s=%q is not recognised (only \"off\" is); the throttles stay on.", EnvSwitch, v))
	}
	proxyWarning(app)
}

// proxyWarning: a public Application URL with no trusted proxy headers usually means a
// reverse proxy in front (README "Deployment") whose clients all look like 127.0.0.1:
// one shared bucket per limit, and PocketBase's own limiter exempts loopback altogether.
func proxyWarning(app core.App) {
	s := app.Settings()
	if len(s.TrustedProxy.Headers) > 0 || !IsPublicURL(s.Meta.AppURL) {
		return
	}
	warn(app, "the Application URL ("+s.Meta.AppURL+") is public but no trusted proxy headers are set. Behind a reverse proxy every visitor then has the proxy's IP, so per-IP limits count everyone together. Set Settings > Application > Trusted proxy headers (e.g. X-Forwarded-For, which your proxy must overwrite or append) as in README.md \"Deployment\".")
}

// IsPublicURL: a URL whose host is not loopback, a private address or empty.
func IsPublicURL(raw string) bool {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Hostname() == "" {
		return false
	}
	host := u.Hostname()
	if host == "localhost" || strings.HasSuffix(host, ".localhost") || strings.HasSuffix(host, ".local") {
		return false
	}
	if ip := net.ParseIP(host); ip != nil {
		return !(ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified() || ip.IsLinkLocalUnicast())
	}
	return true
}
