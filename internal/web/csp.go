package web

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/storage"
)

// The Content-Security-Policy of the HTML documents. Scripts come from our own origin
// (plus a hash for each inline script of index.html, if the build ever has one) and,
// only while ads are switched on, from the networks of the enabled zones. Frames: the
// video hosts enabled in cdn_preferences, and ad frames while ads are on. Styles allow
// inline: the libraries of the panels (ApexCharts, Tiptap) inject <style> elements and
// index.html styles <html> before the CSS arrives; scripts stay strict.

// PolicyInputs is what the policy is derived from (settings and the shell).
type PolicyInputs struct {
	InlineScriptHashes []string // "sha256-…" of index.html's inline scripts
	AdScriptOrigins    []string // script sources of the enabled ad zones
	AdFrameOrigins     []string // where those networks load frames, data and images from
	EmbedOrigins       []string // the enabled video hosts' player pages
	MediaOrigins       []string // the bucket and CDN origins of files served by link (storage.Origins)
}

// Ad networks (src/features/ads/ad-runtime.ts loads the first script of each). Their
// scripts fetch ads from sibling hosts, which vary per account (integrations notes:
// magsrv/pemsrv/realsrv), hence the domain wildcards.
var (
	exoClickHosts = []string{"https://*.magsrv.com", "https://*.pemsrv.com", "https://*.realsrv.com", "https://*.exosrv.com", "https://*.exdynsrv.com", "https://*.exoclick.com"}
	juicyAdsHosts = []string{"https://*.jads.co", "https://*.juicyads.com"}
)

// Where each video host serves its embed player (integrations notes: dood.to, vidguard.to,
// streamtape.com, and the mirrors they answer with). Operators add others through the
// `integrations` setting's `embed_origins` list.
var embedHosts = map[string][]string{
	"doodstream": {"https://dood.to", "https://*.dood.to", "https://doods.pro", "https://d000d.com", "https://d0000d.com", "https://ds2play.com"},
	"vidguard":   {"https://vidguard.to", "https://*.vidguard.to", "https://listeamed.net", "https://vgembed.com", "https://vgfplay.com"},
	"streamtape": {"https://streamtape.com", "https://*.streamtape.com", "https://streamtape.to", "https://strtape.tech"},
}

// ContentSecurityPolicy renders the header value.
func ContentSecurityPolicy(in PolicyInputs) string {
	list := func(base []string, more ...[]string) string {
		seen := map[string]bool{}
		out := []string{}
		for _, l := range append([][]string{base}, more...) {
			for _, s := range l {
				if s != "" && !seen[s] {
					seen[s] = true
					out = append(out, s)
				}
			}
		}
		return strings.Join(out, " ")
	}
	hashes := make([]string, len(in.InlineScriptHashes))
	for i, h := range in.InlineScriptHashes {
		hashes[i] = "'" + h + "'"
	}
	directives := []string{
		"default-src 'self'",
		"script-src " + list([]string{"'self'"}, hashes, in.AdScriptOrigins),
		"style-src 'self' 'unsafe-inline'",
		// Thumbnails, partner banners and blog images may be any https URL an admin or
		// creator entered (thumbnail_url, banner_url): no setting lists their hosts.
		"img-src " + list([]string{"'self'", "data:", "blob:", "https:"}, in.MediaOrigins),
		"media-src " + list([]string{"'self'", "blob:"}, in.MediaOrigins),
		"font-src 'self' data:",
		// PocketBase's realtime stream and every API call are same-origin; offline downloads
		// follow the stream's redirect to the bucket or CDN with Range fetches.
		"connect-src " + list([]string{"'self'"}, in.MediaOrigins, in.AdFrameOrigins),
		"frame-src " + list([]string{"'self'"}, in.EmbedOrigins, in.AdFrameOrigins),
		"worker-src 'self'",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"frame-ancestors 'self'",
	}
	return strings.Join(directives, "; ")
}

var scriptTagRe = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script>`)
var typeAttrRe = regexp.MustCompile(`(?is)\btype\s*=\s*["']?([^"'\s>]+)`)
var srcAttrRe = regexp.MustCompile(`(?is)\bsrc\s*=`)

// InlineScriptHashes: the CSP hash of each inline classic or module script of the page
// (data blocks such as JSON-LD are never run, so they need none).
func InlineScriptHashes(html string) []string {
	var out []string
	for _, m := range scriptTagRe.FindAllStringSubmatch(html, -1) {
		attrs, body := m[1], m[2]
		if srcAttrRe.MatchString(attrs) {
			continue
		}
		if t := typeAttrRe.FindStringSubmatch(attrs); t != nil {
			switch strings.ToLower(t[1]) {
			case "module", "text/javascript", "application/javascript":
			default:
				continue
			}
		}
		sum := sha256.Sum256([]byte(body))
		out = append(out, "sha256-"+base64.StdEncoding.EncodeToString(sum[:]))
	}
	return out
}

type adZone struct {
	Enabled bool   `json:"enabled"`
	ZoneID  string `json:"zone_id"`
}

type adPrefs struct {
	Enabled  bool              `json:"enabled"`
	Desktop  map[string]adZone `json:"desktop"`
	Mobile   map[string]adZone `json:"mobile"`
	JuicyAds struct {
		Banner   adZone `json:"banner"`
		Popunder struct {
			Enabled   bool   `json:"enabled"`
			ScriptURL string `json:"script_url"`
		} `json:"popunder"`
	} `json:"juicyads"`
}

// adOrigins: the script and frame/data origins of the enabled zones (none while ads are off).
func adOrigins(p adPrefs) (scripts, frames []string) {
	if !p.Enabled {
		return nil, nil
	}
	exo := false
	for _, dev := range []map[string]adZone{p.Desktop, p.Mobile} {
		for _, z := range dev {
			if z.Enabled && z.ZoneID != "" {
				exo = true
			}
		}
	}
	if exo {
		scripts = append(scripts, exoClickHosts...)
		frames = append(frames, exoClickHosts...)
	}
	if p.JuicyAds.Banner.Enabled && p.JuicyAds.Banner.ZoneID != "" {
		scripts = append(scripts, juicyAdsHosts...)
		frames = append(frames, juicyAdsHosts...)
	}
	if p.JuicyAds.Popunder.Enabled {
		if o := httpsOrigin(p.JuicyAds.Popunder.ScriptURL); o != "" {
			scripts = append(scripts, o)
		}
		frames = append(frames, juicyAdsHosts...)
	}
	return scripts, frames
}

// embedOrigins: the player origins of the hosts cdn_preferences enables (all by default),
// plus the operator's extra `embed_origins`.
func embedOrigins(cdn map[string]any, extra []string) []string {
	var out []string
	for _, host := range []string{"doodstream", "vidguard", "streamtape"} {
		if on, ok := cdn["use_"+host].(bool); ok && !on {
			continue
		}
		out = append(out, embedHosts[host]...)
	}
	for _, e := range extra {
		if o := httpsOrigin(e); o != "" {
			out = append(out, o)
		}
	}
	sort.Strings(out)
	return out
}

// httpsOrigin is "https://host[:port]" of an https URL, "" for anything else.
func httpsOrigin(s string) string {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || u.Scheme != "https" || u.Host == "" || strings.ContainsAny(u.Host, " ;'\"") {
		return ""
	}
	return "https://" + u.Host
}

// settingsMemo keeps a value derived from the settings (the pages' policy, the site name)
// until an input may have changed: a settings record is saved or deleted, or PocketBase's
// settings (S3) are reloaded. Built per page, the policy cost a settings query and an S3
// presign (storage.Origins), and the site name a settings query, on every HTML answer.
type settingsMemo[T any] struct {
	build  func() T
	gen    atomic.Uint64
	cached atomic.Pointer[memoEntry[T]]
}

type memoEntry[T any] struct {
	gen   uint64
	value T
}

func newSettingsMemo[T any](app core.App, build func() T) *settingsMemo[T] {
	m := &settingsMemo[T]{build: build}
	invalidate := func(e *core.RecordEvent) error {
		m.gen.Add(1)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess("settings").BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess("settings").BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess("settings").BindFunc(invalidate)
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		m.gen.Add(1)
		return e.Next()
	})
	return m
}

// value is the current value. A change during a rebuild bumps gen, so the rebuilt value
// is kept under its older gen and the next call builds again.
func (m *settingsMemo[T]) value() T {
	gen := m.gen.Load()
	if c := m.cached.Load(); c != nil && c.gen == gen {
		return c.value
	}
	v := m.build()
	m.cached.Store(&memoEntry[T]{gen: gen, value: v})
	return v
}

// newDocumentPolicy: the pages' Content-Security-Policy, kept per settingsMemo.
func newDocumentPolicy(app core.App, inlineHashes []string) *settingsMemo[string] {
	return newSettingsMemo(app, func() string { return ContentSecurityPolicy(policyInputs(app, inlineHashes)) })
}

// policyInputs reads the settings the policy depends on.
func policyInputs(app core.App, inlineHashes []string) PolicyInputs {
	in := PolicyInputs{InlineScriptHashes: inlineHashes}
	var rows []struct {
		Key   string `db:"key"`
		Value string `db:"value"`
	}
	_ = app.DB().NewQuery("SELECT key, value FROM settings WHERE key IN ('ad_preferences', 'cdn_preferences', 'integrations')").All(&rows)
	var ads adPrefs
	cdn := map[string]any{}
	var integ struct {
		EmbedOrigins []string `json:"embed_origins"`
	}
	for _, r := range rows {
		switch r.Key {
		case "ad_preferences":
			_ = json.Unmarshal([]byte(r.Value), &ads)
		case "cdn_preferences":
			_ = json.Unmarshal([]byte(r.Value), &cdn)
		case "integrations":
			_ = json.Unmarshal([]byte(r.Value), &integ)
		}
	}
	in.AdScriptOrigins, in.AdFrameOrigins = adOrigins(ads)
	in.EmbedOrigins = embedOrigins(cdn, integ.EmbedOrigins)
	in.MediaOrigins = storage.Origins(app)
	return in
}

// setDocumentHeaders adds the policy and the browser hardening headers PocketBase does
// not send itself (it sends nosniff and X-Frame-Options SAMEORIGIN).
func setDocumentHeaders(h http.Header, csp string) {
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()")
}
