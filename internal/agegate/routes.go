package agegate

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"golang.org/x/oauth2"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
)

// Stored lists, for the public methods page, everything a check leaves on the site.
var Stored = []string{"over 18: yes/no", "provider", "method", "region", "time of the check"}

type providerInfo struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Method string `json:"method"`
}

func (g *Gate) providerInfos() []providerInfo {
	out := make([]providerInfo, 0, len(g.providers))
	for _, p := range g.providers {
		out = append(out, providerInfo{p.ID(), p.Name(), p.Method()})
	}
	return out
}

func (g *Gate) provider(id string) Provider {
	for _, p := range g.providers {
		if p.ID() == id {
			return p
		}
	}
	return nil
}

func (g *Gate) routes(se *core.ServeEvent) {
	key, err := passKey(g.app)
	if err != nil {
		slog.Error("age assurance: no pass key; nobody can pass a check", "error", err)
	}
	g.key = key
	r := se.Router.Group("/api/agegate")
	r.GET("/status", g.status)
	r.GET("/methods", g.methods)
	r.POST("/start", g.start)
	r.GET("/callback", g.callback)
	r.GET("/admin/policy", g.adminPolicy)
	r.PUT("/admin/policy/{region}", g.adminPut)
	r.DELETE("/admin/policy/{region}", g.adminDelete)
	r.GET("/admin/verifications/{user}", g.adminVerification)
}

// adminVerification: a member's stored check exactly as stored (every column), for
// support and to show that nothing personal is kept.
func (g *Gate) adminVerification(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	row := dbx.NullStringMap{}
	err := e.App.ConcurrentDB().NewQuery("SELECT * FROM age_verifications WHERE user_id = {:id}").
		Bind(dbx.Params{"id": e.Request.PathValue("user")}).One(row)
	if errors.Is(err, sql.ErrNoRows) {
		return apierr.NotFound("age_verification_not_found", "This member has no stored age check.")
	}
	if err != nil {
		return err
	}
	out := map[string]string{}
	for k, v := range row {
		out[k] = v.String
	}
	return e.JSON(http.StatusOK, out)
}

// status: what the PWA shows: the region's action, whether this visitor has passed.
func (g *Gate) status(e *core.RequestEvent) error {
	region := g.Region(e.Request, e.RealIP())
	rule := g.table.For(region)
	e.Response.Header().Set("Cache-Control", "private, no-store")
	return e.JSON(http.StatusOK, map[string]any{
		"region": region, "action": rule.Action, "renewal_days": rule.RenewalDays,
		"passed": rule.Action != Verify || g.passed(e, rule), "providers": g.providerInfos(),
	})
}

// methods: the public statement of the methods in use (Ofcom asks for it).
func (g *Gate) methods(e *core.RequestEvent) error {
	rules := make([]Rule, 0)
	for _, r := range g.table.Rules() {
		rules = append(rules, r)
	}
	sort.Slice(rules, func(i, j int) bool { return rules[i].Region < rules[j].Region })
	return e.JSON(http.StatusOK, map[string]any{"providers": g.providerInfos(), "stored": Stored, "regions": rules})
}

// safeReturn: a path on this site ("/videos?page=2"), never another origin.
func safeReturn(p string) string {
	if p == "" || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") || len(p) > 1000 ||
		strings.ContainsAny(p, "\r\n") {
		return "/"
	}
	return p
}

// siteBase: the Application URL when set, else this request's origin.
func siteBase(app core.App, r *http.Request) string {
	if u := strings.TrimRight(app.Settings().Meta.AppURL, "/"); u != "" && u != "http://localhost:8090" {
		return u
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

func (g *Gate) redirectURL(r *http.Request) string {
	return siteBase(g.app, r) + "/api/agegate/callback"
}

// start: POST {provider, return_to} → {url}: the provider's page. With the member's
// Authorization header the check is also kept on the account.
func (g *Gate) start(e *core.RequestEvent) error {
	var body struct {
		Provider string `json:"provider"`
		ReturnTo string `json:"return_to"`
	}
	if err := e.BindBody(&body); err != nil {
		return apierr.BadRequest("age_check_invalid", "Invalid request.")
	}
	p := g.provider(body.Provider)
	if p == nil {
		return apierr.BadRequest("age_provider_unknown", "Unknown age-verification provider.")
	}
	c := check{
		State: security.RandomString(32), Nonce: security.RandomString(32), Verifier: oauth2.GenerateVerifier(),
		Provider: p.ID(), Region: g.Region(e.Request, e.RealIP()), ReturnTo: safeReturn(body.ReturnTo),
		Expires: time.Now().Add(checkTTL).Unix(),
	}
	if u := access.SiteUser(e); u != nil {
		c.UserID = u.Id
	}
	ctx, cancel := context.WithTimeout(e.Request.Context(), 10*time.Second)
	defer cancel()
	u, err := p.AuthURL(ctx, g.redirectURL(e.Request), c.State, c.Nonce, c.Verifier)
	if err != nil {
		slog.Error("age check: provider unreachable", "provider", p.ID(), "error", err)
		return apierr.New(http.StatusBadGateway, "age_provider_unavailable", "The age-verification service is not reachable. Try again later.", nil)
	}
	if err := saveCheck(g.app, c); err != nil {
		return err
	}
	e.Response.Header().Set("Cache-Control", "private, no-store")
	return e.JSON(http.StatusOK, map[string]string{"url": u})
}

// failed: back to the page with the reason the PWA shows (translated there).
func failed(e *core.RequestEvent, returnTo, reason string) error {
	u, _ := url.Parse(safeReturn(returnTo))
	q := u.Query()
	q.Set("age_check", reason)
	u.RawQuery = q.Encode()
	e.Response.Header().Set("Cache-Control", "private, no-store")
	return e.Redirect(http.StatusSeeOther, u.String())
}

// callback: the provider's answer. Every refusal stores nothing.
func (g *Gate) callback(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	state, code := q.Get("state"), q.Get("code")
	if state == "" || code == "" || len(state) > 200 || len(code) > 2000 {
		return failed(e, "/", "invalid")
	}
	c, ok, err := takeCheck(g.app, state, time.Now())
	if err != nil {
		return err
	}
	if !ok {
		return failed(e, c.ReturnTo, "expired")
	}
	p := g.provider(c.Provider)
	if p == nil {
		return failed(e, c.ReturnTo, "invalid")
	}
	ctx, cancel := context.WithTimeout(e.Request.Context(), 15*time.Second)
	defer cancel()
	res, err := p.Finish(ctx, g.redirectURL(e.Request), code, c.Verifier, c.Nonce)
	if err != nil {
		slog.Warn("age check refused", "provider", p.ID(), "error", err)
		return failed(e, c.ReturnTo, "refused")
	}
	if !res.Over18 {
		return failed(e, c.ReturnTo, "not_adult")
	}
	pass := Pass{Over18: true, Region: c.Region, Method: p.Method(), Provider: p.ID(), At: time.Now().Unix()}
	if err := recordPass(g.app, res.TokenID, res.Expires, c.UserID, pass); err != nil {
		if errors.Is(err, errReplayed) {
			slog.Warn("age check refused: replayed ID token", "provider", p.ID())
			return failed(e, c.ReturnTo, "refused")
		}
		return err
	}
	rule := g.table.For(c.Region)
	e.SetCookie(&http.Cookie{
		Name: CookieName, Value: SignPass(pass, g.key), Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: e.Request.TLS != nil || strings.HasPrefix(siteBase(g.app, e.Request), "https:"),
		MaxAge: rule.RenewalDays * 86400,
	})
	e.Response.Header().Set("Cache-Control", "private, no-store")
	return e.Redirect(http.StatusSeeOther, c.ReturnTo)
}

func (g *Gate) reload(app core.App) error {
	overrides, err := loadOverrides(app)
	if err != nil {
		return err
	}
	g.table.Set(DefaultRules(), overrides)
	return nil
}

func (g *Gate) adminPolicy(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	rules := make([]Rule, 0)
	for _, r := range g.table.Rules() {
		rules = append(rules, r)
	}
	sort.Slice(rules, func(i, j int) bool { return rules[i].Region < rules[j].Region })
	return e.JSON(http.StatusOK, map[string]any{"rules": rules})
}

func (g *Gate) adminPut(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	var body struct {
		Action      string `json:"action"`
		RenewalDays int    `json:"renewal_days"`
	}
	if err := e.BindBody(&body); err != nil {
		return apierr.BadRequest("age_policy_invalid", "Invalid request.")
	}
	rule := Rule{Region: strings.ToUpper(e.Request.PathValue("region")), Action: Action(body.Action), RenewalDays: body.RenewalDays}
	if err := ValidateRule(rule); err != nil {
		return apierr.BadRequest("age_policy_invalid", err.Error())
	}
	before := g.table.For(rule.Region)
	err := e.App.RunInTransaction(func(tx core.App) error {
		_, err := tx.DB().NewQuery(`INSERT INTO age_policy (region, action, renewal_days, updated_at)
			VALUES ({:r}, {:a}, {:d}, {:t}) ON CONFLICT (region) DO UPDATE SET action = excluded.action,
			renewal_days = excluded.renewal_days, updated_at = excluded.updated_at`).
			Bind(dbx.Params{"r": rule.Region, "a": string(rule.Action), "d": rule.RenewalDays, "t": time.Now().Unix()}).Execute()
		if err != nil {
			return err
		}
		return audit.Write(tx, audit.ActorOf(e), "age_policy_set", "age_policy", rule.Region, "",
			map[string]any{"action": rule.Action, "renewal_days": rule.RenewalDays, "before": before.Action})
	})
	if err != nil {
		return err
	}
	if err := g.reload(e.App); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, g.table.Rules()[rule.Region])
}

func (g *Gate) adminDelete(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	region := strings.ToUpper(e.Request.PathValue("region"))
	if !ValidRegionKey(region) {
		return apierr.BadRequest("age_policy_invalid", "region must be a country code (GB), a subdivision (US-TX), EU or *")
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		res, err := tx.DB().NewQuery("DELETE FROM age_policy WHERE region = {:r}").Bind(dbx.Params{"r": region}).Execute()
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return apierr.NotFound("age_policy_not_overridden", "This region has no override.")
		}
		return audit.Write(tx, audit.ActorOf(e), "age_policy_reset", "age_policy", region, "", nil)
	})
	if err != nil {
		return err
	}
	if err := g.reload(e.App); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}
