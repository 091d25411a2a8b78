package web

// The meta of the pages whose content an admin may translate (issue 27 §6): a category's
// name and a blog post's title, excerpt and body in the page's language, else the
// original's. The admin's meta title and description are written in English: they stand
// only where the original is shown (the PWA does the same with the API's answers).

import (
	"encoding/json"
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/contentlang"
)

// categoryTitle: "{name} Adult Videos" per language, as the PWA's catalogs say it
// (src/i18n/locales/*/public.json category.document_title).
var categoryTitle = map[string]string{
	"en": "%s Adult Videos",
	"de": "%s – Erwachsenenvideos",
	"es": "Vídeos para adultos de %s",
	"fr": "Vidéos pour adultes %s",
}

var categoryDescription = map[string]string{
	"en": "Browse %s videos on %s.",
	"de": "%s-Videos auf %s durchstöbern.",
	"es": "Explora vídeos de %s en %s.",
	"fr": "Parcourez les vidéos %s sur %s.",
}

func categoryMeta(rec *core.Record, lang, site, canonical string) PageMeta {
	original := rec.GetString("name")
	name := contentlang.Name(rec.GetString("name_i18n"), contentlang.Of(lang), original)
	if _, ok := categoryTitle[lang]; !ok {
		lang = "en"
	}
	titleOf := func() string { return fmt.Sprintf(categoryTitle[lang], name) }
	descOf := func() string { return fmt.Sprintf(categoryDescription[lang], name, site) }
	var title, desc string
	if name != original {
		title = titleOf()
	} else {
		title = firstNonEmpty(rec.GetString("meta_title"), titleOf())
	}
	if name != original {
		desc = descOf()
	} else {
		desc = firstNonEmpty(rec.GetString("meta_description"), rec.GetString("description"), descOf())
	}
	return PageMeta{Title: pageTitle(title, site), Description: Summary(desc, 160), Canonical: canonical}
}

func blogMeta(rec *core.Record, lang, site string) PageMeta {
	var all map[string]map[string]string
	_ = json.Unmarshal([]byte(rec.GetString("translations")), &all)
	t := all[contentlang.Of(lang)]
	if t["title"] != "" {
		desc := firstNonEmpty(t["excerpt"], t["content_html"], rec.GetString("content_html"), t["title"])
		return PageMeta{Title: pageTitle(t["title"], site), Description: Summary(desc, 160)}
	}
	// The sanitised HTML, never the raw source (internal/blog).
	desc := firstNonEmpty(rec.GetString("meta_description"), t["excerpt"], t["content_html"], rec.GetString("content_html"), rec.GetString("title"))
	return PageMeta{Title: pageTitle(firstNonEmpty(rec.GetString("meta_title"), rec.GetString("title")), site), Description: Summary(desc, 160)}
}
