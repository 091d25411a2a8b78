package agegate

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strings"

	"github.com/oschwald/maxminddb-golang/v2"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Config: what the operator set (docs/age-assurance.md).
type Config struct {
	RegionHeader string // REELHOUSE_REGION_HEADER
	GeoIPFile    string // REELHOUSE_GEOIP_DB
	Fake         bool   // REELHOUSE_AGE_FAKE_PROVIDER=on
	DemoRegion   string // REELHOUSE_DEMO_REGION (only with Fake)
	Production   bool   // REELHOUSE_ENV=production
	OIDC         *OIDC  // REELHOUSE_AGE_OIDC_* (nil: none)
}

// ConfigFromEnv reads the environment.
func ConfigFromEnv() Config {
	c := Config{
		RegionHeader: strings.TrimSpace(os.Getenv("REELHOUSE_REGION_HEADER")),
		GeoIPFile:    strings.TrimSpace(os.Getenv("REELHOUSE_GEOIP_DB")),
		Fake:         os.Getenv("REELHOUSE_AGE_FAKE_PROVIDER") == "on",
		DemoRegion:   os.Getenv("REELHOUSE_DEMO_REGION"),
		Production:   os.Getenv("REELHOUSE_ENV") == "production",
	}
	if issuer := os.Getenv("REELHOUSE_AGE_OIDC_ISSUER"); issuer != "" {
		o := &OIDC{
			Key: "oidc", Issuer: issuer,
			ClientID: os.Getenv("REELHOUSE_AGE_OIDC_CLIENT_ID"), Secret: os.Getenv("REELHOUSE_AGE_OIDC_CLIENT_SECRET"),
			Claim: envOr("REELHOUSE_AGE_OIDC_CLAIM", "over_18"), Label: envOr("REELHOUSE_AGE_OIDC_NAME", "Age verification service"),
			Checks: envOr("REELHOUSE_AGE_OIDC_METHOD", "third-party age verification (OpenID Connect)"),
		}
		if s := os.Getenv("REELHOUSE_AGE_OIDC_SCOPES"); s != "" {
			o.Scopes = strings.Fields(s)
		}
		c.OIDC = o
	}
	return c
}

func envOr(k, def string) string {
	if v := strings.TrimSpace(os.Getenv(k)); v != "" {
		return v
	}
	return def
}

// Priority: after PocketBase loads the auth token (a member's stored check), before the
// rate limits, the response caches and every route.
const Priority = apis.DefaultLoadAuthTokenMiddlewarePriority + 5

// Register wires the gate and its routes; a bad configuration stops the server.
func Register(app core.App, cfg Config) {
	g := &Gate{app: app, regions: &Regions{Header: cfg.RegionHeader}, table: NewTable(DefaultRules(), nil)}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := g.setup(se, cfg); err != nil {
			// PocketBase's serve command prints a hook's error and exits 0: a refused
			// configuration (the fake provider in production) must fail the service.
			fmt.Fprintln(os.Stderr, "Error: age assurance:", err)
			os.Exit(1)
		}
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{Id: "reelhouseAgeGate", Priority: Priority, Func: g.middleware})
		g.routes(se)
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if g.regions.Geo != nil {
			_ = g.regions.Geo.Close()
		}
		return e.Next()
	})
}

func (g *Gate) setup(se *core.ServeEvent, cfg Config) error {
	if cfg.RegionHeader != "" && !validHeaderName(cfg.RegionHeader) {
		return fmt.Errorf("REELHOUSE_REGION_HEADER %q is not a header name", cfg.RegionHeader)
	}
	if cfg.GeoIPFile != "" {
		db, err := maxminddb.Open(cfg.GeoIPFile)
		if err != nil {
			return fmt.Errorf("REELHOUSE_GEOIP_DB: %w", err)
		}
		g.regions.Geo = db
	}
	if cfg.DemoRegion != "" && !cfg.Fake {
		slog.Warn("REELHOUSE_DEMO_REGION is ignored: it only acts with REELHOUSE_AGE_FAKE_PROVIDER=on")
	}
	if cfg.Fake {
		if cfg.Production {
			return errors.New("REELHOUSE_AGE_FAKE_PROVIDER=on with REELHOUSE_ENV=production: the fake provider says 'over 18' to anyone; it is for demos and tests only")
		}
		fake, err := newFakeOIDC("http://" + loopbackAddr(se.Server.Addr) + FakeIssuerPath)
		if err != nil {
			return err
		}
		fake.bind(se)
		g.providers = append(g.providers, fake.provider())
		if r := NormalizeRegion(cfg.DemoRegion); r != "" {
			g.regions.Demo = r
		}
		slog.Warn("The fake age-verification provider is ON: not for production (REELHOUSE_AGE_FAKE_PROVIDER)")
	}
	if cfg.OIDC != nil {
		if cfg.OIDC.ClientID == "" || cfg.OIDC.Secret == "" {
			return errors.New("REELHOUSE_AGE_OIDC_ISSUER needs REELHOUSE_AGE_OIDC_CLIENT_ID and REELHOUSE_AGE_OIDC_CLIENT_SECRET")
		}
		g.providers = append(g.providers, cfg.OIDC)
	}
	overrides, err := loadOverrides(g.app)
	if err != nil {
		return err
	}
	g.table.Set(DefaultRules(), overrides)
	return nil
}

// loopbackAddr: the server's own address as this machine reaches it.
func loopbackAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "127.0.0.1:8090"
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}

func validHeaderName(h string) bool {
	for _, c := range h {
		if !(c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return h != ""
}
