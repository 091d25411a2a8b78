package web

import (
	"strings"
	"testing"
)

func TestFrameAncestorsFollowTheSetting(t *testing.T) {
	if got := FrameAncestors(EmbedSetting{Mode: "off"}); got != "" {
		t.Errorf("off: %q", got)
	}
	if got := FrameAncestors(EmbedSetting{Mode: "on"}); got != "*" {
		t.Errorf("on: %q", got)
	}
	listed := FrameAncestors(EmbedSetting{Mode: "listed", Sites: []string{
		"https://Blog.Example/page", "https://fans.example:8443", "http://plain.example", "javascript:alert(1)",
		"https://evil.example; script-src *", "https://a.example 'unsafe-inline'", "ftp://x.example", "https://u:p@x.example",
	}})
	// Only https origins: an http one (stored before the setting refused them) is dropped.
	if listed != "'self' https://blog.example https://fans.example:8443" {
		t.Errorf("listed: %q", listed)
	}
}

func TestEmbedPolicyIsStrictButFrameable(t *testing.T) {
	p := embedPolicy(PolicyInputs{MediaOrigins: []string{"https://cdn.example"}}, "'self' https://blog.example")
	for _, want := range []string{"default-src 'none'", "script-src '" + embedScriptHash + "'", "frame-ancestors 'self' https://blog.example", "media-src 'self' blob: https://cdn.example"} {
		if !strings.Contains(p, want) {
			t.Errorf("missing %q in %s", want, p)
		}
	}
	// The site's other pages keep their own policy.
	if !strings.Contains(ContentSecurityPolicy(PolicyInputs{}), "frame-ancestors 'self'") {
		t.Error("the pages' policy lost frame-ancestors 'self'")
	}
}

func TestSlugOfShared(t *testing.T) {
	for raw, want := range map[string]string{
		"https://site.example/video/sunset-harbour":      "sunset-harbour",
		"https://site.example/de/video/sunset-harbour":   "sunset-harbour",
		"https://site.example/embed/sunset-harbour?t=83": "sunset-harbour",
		"https://other.example/video/sunset-harbour":     "",
		"https://site.example/videos/x/../../admin":      "",
		"javascript:alert(1)":                            "",
		"https://site.example/video/Bad_Slug":            "",
	} {
		if got := slugOfShared(raw, "site.example"); got != want {
			t.Errorf("%s: %q, want %q", raw, got, want)
		}
	}
}

func TestEmbedNoticesInTheVisitorsLanguage(t *testing.T) {
	seen := map[string]bool{}
	for _, lang := range Langs {
		locked, failed := EmbedNotices(lang, "Reelhouse")
		if !strings.Contains(locked, "Reelhouse") || strings.Contains(locked, "%s") || failed == "" {
			t.Errorf("%s: %q / %q", lang, locked, failed)
		}
		if seen[locked] || seen[failed] {
			t.Errorf("%s repeats another language's text: %q / %q", lang, locked, failed)
		}
		seen[locked], seen[failed] = true, true
	}
	if locked, _ := EmbedNotices("de", "Reelhouse"); locked != "Premium-Video: Sieh es dir auf Reelhouse an." {
		t.Errorf("de: %q", locked)
	}
	if locked, failed := EmbedNotices("xx", "Site 100%s"); locked != "Premium video: watch it on Site 100%s." || failed != "This video could not be loaded." {
		t.Errorf("fallback: %q / %q", locked, failed)
	}
}
