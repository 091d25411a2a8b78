// Package viewer decides who an anonymous view belongs to, so that views cannot be
// farmed (docs/api.md "Views"): the server issues the viewer id in a signed cookie (the
// client's anon_id is not trusted), and one IP counts at most CapPerVideo views of a
// video per window whatever ids it presents. The view route (internal/engagement)
// reads the outcome from the request store: "reelhouse.viewer" and "reelhouse.viewCapped".
package viewer

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/throttle"
)

const (
	CookieName = "rh_viewer"
	// CapPerVideo views of one video per IP per CapWindow (a household or an office
	// behind one address still counts several people; a farm from one address cannot).
	CapPerVideo = 10
	CapWindow   = 6 * time.Hour
	idLength    = 22
	sigLength   = 32
	keyName     = "viewer_signing_key"
)

// Sign and Verify: a cookie value is "<id>.<first 32 hex of HMAC-SHA256(id)>".
func Sign(id, key string) string { return id + "." + security.HS256(id, key)[:sigLength] }

func Verify(value, key string) (string, bool) {
	id, sig, ok := strings.Cut(value, ".")
	if !ok || len(id) != idLength || len(sig) != sigLength {
		return "", false
	}
	if !security.Equal(security.HS256(id, key)[:sigLength], sig) {
		return "", false
	}
	return id, true
}

type state struct {
	app core.App
	mu  sync.Mutex
	key string
	cap *throttle.Limiter
}

// Register installs the middleware of the view route.
func Register(app core.App) {
	s := &state{app: app, cap: throttle.NewLimiter(200_000)}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseViewer",
			Priority: throttle.Priority + 1,
			Func:     s.handle,
		})
		return se.Next()
	})
}

func videoOf(method, path string) string {
	if method != http.MethodPost {
		return ""
	}
	rest, ok := strings.CutPrefix(strings.TrimSuffix(path, "/"), "/api/reelhouse/videos/")
	if !ok {
		return ""
	}
	id, tail, _ := strings.Cut(rest, "/")
	if tail != "view" || id == "" {
		return ""
	}
	return id
}

func (s *state) handle(e *core.RequestEvent) error {
	video := videoOf(e.Request.Method, e.Request.URL.Path)
	if video == "" {
		return e.Next()
	}
	key, err := s.signingKey()
	if err != nil {
		return e.InternalServerError("", err)
	}
	id := ""
	if c, err := e.Request.Cookie(CookieName); err == nil {
		id, _ = Verify(c.Value, key)
	}
	if id == "" {
		id = security.RandomString(idLength)
		http.SetCookie(e.Response, &http.Cookie{
			Name:     CookieName,
			Value:    Sign(id, key),
			Path:     "/api/reelhouse/videos",
			MaxAge:   365 * 24 * 3600,
			HttpOnly: true,
			Secure:   e.IsTLS() || strings.EqualFold(e.Request.Header.Get("X-Forwarded-Proto"), "https"),
			SameSite: http.SameSiteLaxMode,
		})
	}
	e.Set("reelhouse.viewer", id)
	if ok, _ := s.cap.Hit("view:"+e.RealIP()+":"+video, throttle.Limit{Max: CapPerVideo, Window: CapWindow}, time.Now()); !ok {
		e.Set("reelhouse.viewCapped", true)
	}
	return e.Next()
}

// signingKey: the install's viewer-cookie key (secrets table), created on first use.
func (s *state) signingKey() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.key != "" {
		return s.key, nil
	}
	rec, err := s.app.FindFirstRecordByData("secrets", "key", keyName)
	if err != nil {
		col, err := s.app.FindCachedCollectionByNameOrId("secrets")
		if err != nil {
			return "", err
		}
		rec = core.NewRecord(col)
		rec.Set("key", keyName)
	}
	if rec.GetString("value") == "" {
		rec.Set("value", security.RandomString(48))
		if err := s.app.Save(rec); err != nil {
			return "", err
		}
	}
	s.key = rec.GetString("value")
	return s.key, nil
}
