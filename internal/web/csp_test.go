package web

import (
	"strings"
	"testing"
)

func directive(csp, name string) string {
	for _, d := range strings.Split(csp, ";") {
		d = strings.TrimSpace(d)
		if strings.HasPrefix(d, name+" ") {
			return d
		}
	}
	return ""
}

func TestInlineScriptHashes(t *testing.T) {
	html := `<head><script type="module" src="/assets/i.js"></script><script>window.a=1</script>
<script type="application/ld+json">{"a":1}</script><script type="module">import "/x.js"</script></head>`
	got := InlineScriptHashes(html)
	// sha256("window.a=1") (printf window.a=1 | openssl dgst -sha256 -binary | base64) and sha256(`import "/x.js"`); the external and the JSON-LD need none.
	if len(got) != 2 || got[0] != "sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=" || !strings.HasPrefix(got[1], "sha256-") {
		t.Fatalf("hashes = %v", got)
	}
	if h := InlineScriptHashes(`<script type="module" crossorigin src="/a.js"></script>`); len(h) != 0 {
		t.Fatalf("external script hashed: %v", h)
	}
}

func TestPolicyWithoutAds(t *testing.T) {
	csp := ContentSecurityPolicy(PolicyInputs{EmbedOrigins: embedOrigins(map[string]any{}, nil)})
	if d := directive(csp, "script-src"); d != "script-src 'self'" {
		t.Errorf("script-src = %q", d)
	}
	if d := directive(csp, "connect-src"); d != "connect-src 'self'" {
		t.Errorf("connect-src = %q", d)
	}
	frames := directive(csp, "frame-src")
	for _, want := range []string{"https://dood.to", "https://vidguard.to", "https://streamtape.com"} {
		if !strings.Contains(frames, want+" ") && !strings.HasSuffix(frames, want) {
			t.Errorf("frame-src lacks %s: %s", want, frames)
		}
	}
	if strings.Contains(frames, "magsrv") || strings.Contains(csp, "jads") {
		t.Errorf("ad hosts while ads are off: %s", csp)
	}
	for _, want := range []string{"default-src 'self'", "media-src 'self' blob:", "img-src 'self' data: blob: https:", "object-src 'none'", "frame-ancestors 'self'", "base-uri 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("missing %q in %s", want, csp)
		}
	}
	if strings.Contains(directive(csp, "script-src"), "unsafe") {
		t.Errorf("script-src must stay strict: %s", csp)
	}
}

func TestEmbedOriginsFollowCdnPreferences(t *testing.T) {
	got := strings.Join(embedOrigins(map[string]any{"use_doodstream": false, "use_vidguard": true}, []string{"https://player.example:8443/e/x", "http://insecure.example", "javascript:alert(1)"}), " ")
	if strings.Contains(got, "dood.to") {
		t.Errorf("doodstream is disabled: %s", got)
	}
	if !strings.Contains(got, "https://vidguard.to") || !strings.Contains(got, "https://streamtape.com") {
		t.Errorf("enabled hosts missing: %s", got)
	}
	if !strings.Contains(got, "https://player.example:8443") || strings.Contains(got, "insecure") || strings.Contains(got, "javascript") {
		t.Errorf("extra origins: %s", got)
	}
}

func TestAdOriginsOnlyForEnabledZones(t *testing.T) {
	var p adPrefs
	p.Desktop = map[string]adZone{"skyscraper": {Enabled: true, ZoneID: "1"}}
	if s, f := adOrigins(p); s != nil || f != nil {
		t.Fatalf("ads off must add nothing: %v %v", s, f)
	}
	p.Enabled = true
	s, _ := adOrigins(p)
	if !strings.Contains(strings.Join(s, " "), "https://*.magsrv.com") || strings.Contains(strings.Join(s, " "), "jads") {
		t.Errorf("ExoClick only: %v", s)
	}
	p.Desktop = map[string]adZone{"skyscraper": {Enabled: false, ZoneID: "1"}}
	p.JuicyAds.Popunder.Enabled = true
	p.JuicyAds.Popunder.ScriptURL = "https://js.juicy.example/pop.php?id=3"
	s, f := adOrigins(p)
	js := strings.Join(s, " ")
	if strings.Contains(js, "magsrv") || !strings.Contains(js, "https://js.juicy.example") || len(f) == 0 {
		t.Errorf("JuicyAds popunder only: %v %v", s, f)
	}
	csp := ContentSecurityPolicy(PolicyInputs{AdScriptOrigins: s, AdFrameOrigins: f})
	if !strings.Contains(directive(csp, "script-src"), "https://js.juicy.example") || !strings.Contains(directive(csp, "frame-src"), "https://*.juicyads.com") {
		t.Errorf("policy: %s", csp)
	}
}
