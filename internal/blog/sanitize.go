// Package blog keeps blog posts safe to serve: content_html is sanitised by bluemonday
// (a maintained allow-list sanitiser on Go's HTML5 tokenizer) in a record hook, whoever
// saves the post (API, dashboard, seed).
package blog

import (
	"html"
	"regexp"
	"strings"
	"sync"

	"github.com/microcosm-cc/bluemonday"
	"github.com/pocketbase/pocketbase/core"
)

var (
	policyOnce sync.Once
	policy     *bluemonday.Policy
)

// localImage: images must come from this site (its file API or its own paths): a remote
// image would tell a third party who reads the post.
var localImage = regexp.MustCompile(`^/(api/files/|images/|assets/)[^\s"'<>]*$`)

func ugc() *bluemonday.Policy {
	policyOnce.Do(func() {
		// bluemonday's UGC policy without its images (a second src rule would only widen
		// it): headings, lists, tables, quotes, code, links; images from this site only.
		p := bluemonday.NewPolicy()
		p.AllowStandardAttributes()
		p.AllowStandardURLs()
		p.AllowElements("article", "aside", "figure", "figcaption", "section", "details", "summary", "hgroup",
			"h1", "h2", "h3", "h4", "h5", "h6", "br", "div", "hr", "p", "span", "wbr",
			"abbr", "acronym", "cite", "code", "dfn", "em", "mark", "s", "samp", "strong", "sub", "sup", "var",
			"b", "i", "pre", "small", "strike", "tt", "u", "del", "ins", "q", "blockquote")
		p.AllowAttrs("cite").OnElements("blockquote", "q", "del", "ins")
		p.AllowAttrs("href").OnElements("a")
		p.AllowLists()
		p.AllowTables()
		p.AllowAttrs("src").Matching(localImage).OnElements("img")
		p.AllowAttrs("alt").Matching(regexp.MustCompile(`^[^<>]{0,300}$`)).OnElements("img")
		p.RequireNoFollowOnLinks(true)
		p.RequireNoReferrerOnLinks(true)
		policy = p
	})
	return policy
}

// Elements whose content is raw text to the HTML tokenizer: an opening tag without its
// closing tag would make the rest of the post its "content" and lose it.
var rawTextOpen = regexp.MustCompile(`(?i)<(script|style|iframe|textarea|title|xmp|noembed|noframes|noscript|plaintext|template|select|object)\b[^>]*>`)

// unswallow removes opening tags of raw-text elements that are never closed, and an
// unterminated comment opener, so that what follows them stays in the post.
func unswallow(html string) string {
	lower := strings.ToLower(html)
	var b strings.Builder
	last := 0
	for _, m := range rawTextOpen.FindAllStringSubmatchIndex(html, -1) {
		if m[0] < last {
			continue
		}
		name := lower[m[2]:m[3]]
		if name != "plaintext" && strings.Contains(lower[m[1]:], "</"+name) {
			continue
		}
		b.WriteString(html[last:m[0]])
		last = m[1]
	}
	b.WriteString(html[last:])
	out := b.String()
	if i := strings.LastIndex(out, "<!--"); i >= 0 && !strings.Contains(out[i:], "-->") {
		out = out[:i] + out[i+4:]
	}
	return out
}

// Sanitize returns the post HTML that may be served.
func Sanitize(html string) string {
	return strings.TrimSpace(ugc().Sanitize(unswallow(html)))
}

// FromText: the HTML of a plain-text post (paragraphs at blank lines, line breaks kept).
func FromText(text string) string {
	text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
	if text == "" {
		return ""
	}
	var b strings.Builder
	for _, para := range regexp.MustCompile(`\n\s*\n`).Split(text, -1) {
		b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(strings.TrimSpace(para)), "\n", "<br>") + "</p>")
	}
	return b.String()
}

// Register sanitises content_html and the translations (translations.go) on every blogs
// save, inside the save (validate hook).
// A post with only plain text gets its HTML from the text, so the public always reads
// content_html, never the raw content (pb_hooks/blog-routes.pb.js hides that field).
func Register(app core.App) {
	app.OnRecordValidate("blogs").BindFunc(func(e *core.RecordEvent) error {
		out := Sanitize(e.Record.GetString("content_html"))
		if out == "" {
			out = FromText(e.Record.GetString("content"))
		}
		e.Record.Set("content_html", out)
		translations, err := NormalizeTranslations([]byte(e.Record.GetString("translations")))
		if err != nil {
			return err
		}
		if translations == nil {
			e.Record.Set("translations", nil)
		} else {
			e.Record.Set("translations", translations)
		}
		return e.Next()
	})
}
