package web

// Pure helpers of the server-side SEO: page meta injected into index.html, the
// schema.org VideoObject, ISO 8601 durations, sitemap XML and robots.txt.

import (
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
	"time"

	"reelhouse/internal/routes"
)

// PageMeta is what a crawler needs to see for one page.
type PageMeta struct {
	Title       string
	Description string
	Canonical   string
	Image       string // absolute URL or ""
	OGType      string // website, article, video.other
	JSONLD      string // a complete JSON document or ""
	// A watch page (issue 41 §1): its oEmbed discovery URL, and its embed player as
	// og:video for a free video only (a premium one unfurls with title and image).
	OEmbed, OGVideo string
}

var (
	titleRe = regexp.MustCompile(`(?is)<title>.*?</title>`)
	descRe  = regexp.MustCompile(`(?is)<meta\s+name="description"[^>]*>`)
)

// InjectMeta rewrites <title> and the description of index.html and adds the canonical
// link, Open Graph / Twitter tags and JSON-LD before </head>. Every value is escaped.
func InjectMeta(page string, m PageMeta) string {
	esc := html.EscapeString
	page = titleRe.ReplaceAllLiteralString(page, "<title>"+esc(m.Title)+"</title>")
	desc := `<meta name="description" content="` + esc(m.Description) + `" />`
	if descRe.MatchString(page) {
		page = descRe.ReplaceAllLiteralString(page, desc)
	} else {
		page = strings.Replace(page, "</head>", "    "+desc+"\n  </head>", 1)
	}

	var b strings.Builder
	tag := func(format string, args ...any) { b.WriteString("    " + fmt.Sprintf(format, args...) + "\n") }
	if m.Canonical != "" {
		tag(`<link rel="canonical" href="%s" />`, esc(m.Canonical))
		tag(`<meta property="og:url" content="%s" />`, esc(m.Canonical))
	}
	ogType := m.OGType
	if ogType == "" {
		ogType = "website"
	}
	tag(`<meta property="og:type" content="%s" />`, esc(ogType))
	tag(`<meta property="og:title" content="%s" />`, esc(m.Title))
	tag(`<meta property="og:description" content="%s" />`, esc(m.Description))
	card := "summary"
	if m.Image != "" {
		tag(`<meta property="og:image" content="%s" />`, esc(m.Image))
		card = "summary_large_image"
	}
	if m.OGVideo != "" {
		tag(`<meta property="og:video" content="%s" />`, esc(m.OGVideo))
		tag(`<meta property="og:video:type" content="text/html" />`)
		tag(`<meta property="og:video:width" content="640" />`)
		tag(`<meta property="og:video:height" content="360" />`)
	}
	tag(`<meta name="twitter:card" content="%s" />`, card)
	if m.OEmbed != "" {
		tag(`<link rel="alternate" type="application/json+oembed" href="%s" title="%s" />`, esc(m.OEmbed), esc(m.Title))
	}
	if m.JSONLD != "" {
		tag(`<script type="application/ld+json">%s</script>`, scriptSafe(m.JSONLD))
	}
	return strings.Replace(page, "</head>", b.String()+"  </head>", 1)
}

// scriptSafe keeps a JSON document from closing its <script> element.
func scriptSafe(s string) string {
	r := strings.NewReplacer("<", `\u003c`, ">", `\u003e`, "&", `\u0026`, "\u2028", `\u2028`, "\u2029", `\u2029`)
	return r.Replace(s)
}

// ISODuration formats seconds as an ISO 8601 duration (PT1H2M3S; PT0S for 0).
func ISODuration(seconds int) string {
	if seconds <= 0 {
		return "PT0S"
	}
	h, m, s := seconds/3600, seconds%3600/60, seconds%60
	out := "PT"
	if h > 0 {
		out += fmt.Sprintf("%dH", h)
	}
	if m > 0 {
		out += fmt.Sprintf("%dM", m)
	}
	if s > 0 {
		out += fmt.Sprintf("%dS", s)
	}
	return out
}

// VideoInfo is the part of a video the VideoObject needs.
type VideoInfo struct {
	Title, Description, URL, Thumbnail string
	Uploaded                           time.Time
	Duration                           int
}

// VideoJSONLD builds the schema.org VideoObject of a watch page.
func VideoJSONLD(v VideoInfo) string {
	doc := map[string]any{
		"@context":    "https://schema.org",
		"@type":       "VideoObject",
		"name":        v.Title,
		"description": firstNonEmpty(v.Description, v.Title),
		"uploadDate":  v.Uploaded.UTC().Format(time.RFC3339),
		"duration":    ISODuration(v.Duration),
		"url":         v.URL,
		"embedUrl":    v.URL,
	}
	if v.Thumbnail != "" {
		doc["thumbnailUrl"] = []string{v.Thumbnail}
	}
	raw, _ := json.Marshal(doc) // json.Marshal escapes <, > and & already
	return string(raw)
}

// Summary trims text to a meta description (plain text, at most n runes, on a word).
func Summary(text string, n int) string {
	text = strings.Join(strings.Fields(stripTags(text)), " ")
	r := []rune(text)
	if len(r) <= n {
		return text
	}
	cut := string(r[:n])
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}

var tagRe = regexp.MustCompile(`(?s)<[^>]*>`)

func stripTags(s string) string { return html.UnescapeString(tagRe.ReplaceAllString(s, " ")) }

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

// Absolute joins the public base URL and a path; absolute inputs are returned as is.
func Absolute(base, p string) string {
	if p == "" || strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
		return p
	}
	return strings.TrimRight(base, "/") + "/" + strings.TrimLeft(p, "/")
}

// SitemapMaxURLs is the protocol's limit per sitemap file.
const SitemapMaxURLs = 50000

// SitemapFiles lists the files of one kind needed for n URLs (at least one).
func SitemapFiles(kind string, n int) []string {
	files := (n + SitemapMaxURLs - 1) / SitemapMaxURLs
	if files < 1 {
		files = 1
	}
	out := make([]string, files)
	for i := range out {
		out[i] = fmt.Sprintf("/sitemap-%s-%d.xml", kind, i+1)
	}
	return out
}

// SitemapIndex renders a <sitemapindex> of absolute file URLs.
func SitemapIndex(base string, files []string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, f := range files {
		b.WriteString("  <sitemap><loc>" + xmlEscape(Absolute(base, f)) + "</loc></sitemap>\n")
	}
	b.WriteString("</sitemapindex>\n")
	return b.String()
}

// URLEntry renders one <url> of a urlset.
func URLEntry(loc string, lastmod time.Time) string {
	return "  <url><loc>" + xmlEscape(loc) + "</loc>" + lastmodTag(lastmod) + "</url>\n"
}

func lastmodTag(lastmod time.Time) string {
	if lastmod.IsZero() {
		return ""
	}
	return "<lastmod>" + lastmod.UTC().Format("2006-01-02") + "</lastmod>"
}

const (
	URLSetOpen  = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">` + "\n"
	URLSetClose = "</urlset>\n"
)

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;").Replace(s)
}

// Robots renders robots.txt: everything allowed except the private areas (the routes the
// route table marks "crawl": false, and all under them) and the server's API and dashboard.
func Robots(base string) string {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, r := range routes.Get().All() {
		if !r.Crawled() {
			b.WriteString("Disallow: " + r.Path + "\n")
		}
	}
	b.WriteString("Disallow: /api\nDisallow: /_/\n\nSitemap: " + Absolute(base, "/sitemap.xml") + "\n")
	return b.String()
}
