package web

// Languages of the pages (issue 27 §4): English unprefixed, the others under /de/, /es/,
// /fr/. The server marks each page with <html lang>, hreflang alternates to every language
// and, on pages without their own meta, the language's default title and description; the
// sitemap lists every language of each URL as xhtml:link alternates (one <url> per page, so
// a file keeps its 50,000-URL limit). Keep in step with src/i18n/languages.ts.

import (
	"encoding/json"
	"html"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Langs are the offered languages, English (unprefixed) first.
var Langs = []string{"en", "de", "es", "fr"}

// defaultMeta: the site's title suffix-free description per language (index.html's own is
// the English one).
var defaultDescription = map[string]string{
	"en": "Reelhouse: browse, search and watch videos. Adults only (18+).",
	"de": "Reelhouse: Videos durchstöbern, suchen und ansehen. Nur für Erwachsene (18+).",
	"es": "Reelhouse: explora, busca y mira vídeos. Solo para adultos (+18).",
	"fr": "Reelhouse : parcourez, cherchez et regardez des vidéos. Réservé aux adultes (18+).",
}

// SplitLang splits a cleaned path without its leading slash ("de/videos") into the
// language and the rest ("de", "videos"); English paths come back as ("en", p).
func SplitLang(p string) (lang, rest string) {
	for _, l := range Langs[1:] {
		if p == l {
			return l, ""
		}
		if strings.HasPrefix(p, l+"/") {
			return l, p[len(l)+1:]
		}
	}
	return "en", p
}

// LangPath is the path of page p (no leading slash) in lang, with a leading slash.
func LangPath(lang, p string) string {
	if lang == "en" {
		return "/" + p
	}
	if p == "" {
		return "/" + lang
	}
	return "/" + lang + "/" + p
}

var htmlLangRe = regexp.MustCompile(`<html lang="[^"]*"`)

// Localize marks index.html for lang: <html lang>, hreflang alternates (with x-default,
// the English page) and, when withDefaults, the language's default description.
func Localize(page, lang, base, p string, withDefaults bool) string {
	page = htmlLangRe.ReplaceAllLiteralString(page, `<html lang="`+lang+`"`)
	if withDefaults && lang != "en" {
		desc := `<meta name="description" content="` + html.EscapeString(defaultDescription[lang]) + `" />`
		page = descRe.ReplaceAllLiteralString(page, desc)
	}
	var b strings.Builder
	for _, l := range Langs {
		b.WriteString(`    <link rel="alternate" hreflang="` + l + `" href="` + html.EscapeString(Absolute(base, LangPath(l, p))) + `" />` + "\n")
	}
	b.WriteString(`    <link rel="alternate" hreflang="x-default" href="` + html.EscapeString(Absolute(base, LangPath("en", p))) + `" />` + "\n")
	return strings.Replace(page, "</head>", b.String()+"  </head>", 1)
}

// URLEntryLangs renders one <url> for page path p (leading slash, English) with an
// xhtml:link alternate for every language.
func URLEntryLangs(base, p string, lastmod string) string {
	var b strings.Builder
	b.WriteString("  <url><loc>" + xmlEscape(Absolute(base, p)) + "</loc>" + lastmod)
	for _, l := range Langs {
		b.WriteString(`<xhtml:link rel="alternate" hreflang="` + l + `" href="` + xmlEscape(Absolute(base, LangPath(l, strings.TrimPrefix(p, "/")))) + `"/>`)
	}
	return b.String() + "</url>\n"
}

// defaultLanguage reads the admin's site default (settings key default_language: "de" or
// {"language": "de"}); "" when unset or not offered.
func defaultLanguage(app core.App) string {
	var row struct {
		Value string `db:"value"`
	}
	if app.DB().NewQuery("SELECT value FROM settings WHERE key = 'default_language' LIMIT 1").One(&row) != nil {
		return ""
	}
	var plain string
	var obj struct {
		Language string `json:"language"`
	}
	l := ""
	if json.Unmarshal([]byte(row.Value), &plain) == nil {
		l = plain
	} else if json.Unmarshal([]byte(row.Value), &obj) == nil {
		l = obj.Language
	}
	for _, x := range Langs {
		if x == l {
			return l
		}
	}
	return ""
}

// WithDefaultLanguage tells the PWA the site's default language (data-default-lang on
// <html>): used on an unprefixed page when the browser's language is not offered
// (src/i18n/languages.ts bootLocale). English (or unset) adds nothing.
func WithDefaultLanguage(page, lang string) string {
	if lang == "" || lang == "en" {
		return page
	}
	return strings.Replace(page, "<html ", `<html data-default-lang="`+lang+`" `, 1)
}
