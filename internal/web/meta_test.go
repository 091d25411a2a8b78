package web

import (
	"encoding/xml"
	"strings"
	"testing"
	"time"
)

const indexHTML = `<html><head>
    <meta name="description" content="default" />
    <title>Reelhouse</title>
  </head><body></body></html>`

func TestInjectMetaEscapes(t *testing.T) {
	out := InjectMeta(indexHTML, PageMeta{
		Title:       `Hot "take" <script>alert(1)</script>`,
		Description: `a & b`,
		Canonical:   "https://x.test/video/a",
		Image:       "https://x.test/t.jpg",
		JSONLD:      `{"name":"</script><script>alert(1)</script>"}`,
	})
	if !strings.Contains(out, "<title>Hot &#34;take&#34; &lt;script&gt;alert(1)&lt;/script&gt;</title>") {
		t.Fatalf("title not escaped: %s", out)
	}
	if strings.Count(out, "<title>") != 1 || strings.Contains(out, `content="default"`) {
		t.Fatalf("title/description not replaced: %s", out)
	}
	for _, want := range []string{`<link rel="canonical" href="https://x.test/video/a" />`, `og:image`, `content="a &amp; b"`, `\u003c/script\u003e`} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in %s", want, out)
		}
	}
	if strings.Count(out, "</script>") != 1 {
		t.Errorf("JSON-LD closed its script early: %s", out)
	}
}

func TestISODuration(t *testing.T) {
	cases := map[int]string{0: "PT0S", 59: "PT59S", 60: "PT1M", 3725: "PT1H2M5S", 7200: "PT2H"}
	for in, want := range cases {
		if got := ISODuration(in); got != want {
			t.Errorf("ISODuration(%d) = %s, want %s", in, got, want)
		}
	}
}

func TestVideoJSONLD(t *testing.T) {
	s := VideoJSONLD(VideoInfo{Title: "A <b>", URL: "https://x/video/a", Thumbnail: "https://x/t.png", Uploaded: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Duration: 90})
	for _, want := range []string{`"@type":"VideoObject"`, `"duration":"PT1M30S"`, `"uploadDate":"2026-01-02T03:04:05Z"`, `"thumbnailUrl":["https://x/t.png"]`, `A \u003cb\u003e`} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %s in %s", want, s)
		}
	}
}

func TestSitemapFilesAndIndex(t *testing.T) {
	if got := SitemapFiles("videos", 0); len(got) != 1 {
		t.Fatalf("want one file for 0 URLs, got %v", got)
	}
	got := SitemapFiles("videos", 100001)
	if len(got) != 3 || got[2] != "/sitemap-videos-3.xml" {
		t.Fatalf("got %v", got)
	}
	idx := SitemapIndex("https://x.test/", got)
	var parsed struct {
		Sitemaps []struct {
			Loc string `xml:"loc"`
		} `xml:"sitemap"`
	}
	if err := xml.Unmarshal([]byte(idx), &parsed); err != nil || len(parsed.Sitemaps) != 3 || parsed.Sitemaps[0].Loc != "https://x.test/sitemap-videos-1.xml" {
		t.Fatalf("bad index %v %v", err, parsed)
	}
	if e := URLEntry("https://x/a?b&c", time.Time{}); !strings.Contains(e, "a?b&amp;c") {
		t.Errorf("not escaped: %s", e)
	}
}

func TestSummaryAndRobots(t *testing.T) {
	if s := Summary("<p>Hello   <b>world</b></p>", 100); s != "Hello world" {
		t.Errorf("got %q", s)
	}
	if s := Summary(strings.Repeat("word ", 100), 30); len([]rune(s)) > 31 || !strings.HasSuffix(s, "…") {
		t.Errorf("got %q", s)
	}
	r := Robots("https://x.test")
	for _, want := range []string{"Disallow: /admin", "Disallow: /creator", "Disallow: /api", "Sitemap: https://x.test/sitemap.xml"} {
		if !strings.Contains(r, want) {
			t.Errorf("robots missing %q", want)
		}
	}
}

func TestPageTitleOnce(t *testing.T) {
	cases := map[string]string{
		"Welcome":             "Welcome | Reelhouse",
		"Welcome | Reelhouse": "Welcome | Reelhouse",
		"Welcome - reelhouse": "Welcome | Reelhouse",
		"Reelhouse":           "Reelhouse",
		"A Reelhouse":         "A Reelhouse | Reelhouse",
		"":                    "Reelhouse",
	}
	for in, want := range cases {
		if got := pageTitle(in, "Reelhouse"); got != want {
			t.Errorf("pageTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLanguages(t *testing.T) {
	for in, want := range map[string][2]string{"de/videos": {"de", "videos"}, "de": {"de", ""}, "videos": {"en", "videos"}, "dex/a": {"en", "dex/a"}, "fr/video/a": {"fr", "video/a"}} {
		if l, r := SplitLang(in); l != want[0] || r != want[1] {
			t.Errorf("SplitLang(%q) = %q %q", in, l, r)
		}
	}
	page := `<html lang="en" class="dark"><head><meta name="description" content="x" /></head>`
	got := Localize(page, "es", "https://x.test", "video/a", true)
	for _, s := range []string{`<html lang="es"`, `hreflang="de" href="https://x.test/de/video/a"`, `hreflang="en" href="https://x.test/video/a"`, `hreflang="x-default" href="https://x.test/video/a"`, `Solo para adultos`} {
		if !strings.Contains(got, s) {
			t.Errorf("Localize: no %s in %s", s, got)
		}
	}
	if home := Localize(page, "fr", "https://x.test", "", false); !strings.Contains(home, `href="https://x.test/fr"`) || !strings.Contains(home, `content="x"`) {
		t.Errorf("Localize home: %s", home)
	}
	e := URLEntryLangs("https://x.test", "/video/a", "")
	for _, s := range []string{`<loc>https://x.test/video/a</loc>`, `hreflang="fr" href="https://x.test/fr/video/a"`} {
		if !strings.Contains(e, s) {
			t.Errorf("URLEntryLangs: no %s in %s", s, e)
		}
	}
}

func TestDefaultLanguageAttribute(t *testing.T) {
	page := `<html lang="en" class="dark">`
	if got := WithDefaultLanguage(page, "fr"); got != `<html data-default-lang="fr" lang="en" class="dark">` {
		t.Errorf("WithDefaultLanguage: %s", got)
	}
	if got := WithDefaultLanguage(page, ""); got != page {
		t.Errorf("unset: %s", got)
	}
}
