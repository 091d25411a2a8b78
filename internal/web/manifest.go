package web

// The web app manifest in the page's language (issue 27 §1): the build emits
// manifest.<lang>.webmanifest next to the English manifest.webmanifest (vite.config.ts,
// texts in manifest.i18n.json) and a language's pages link theirs, so the app installed
// from a German page is described in German.

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

const manifestLink = `<link rel="manifest" href="/manifest.webmanifest"`

// ManifestFor links page (index.html) to lang's manifest; English keeps the default one.
func ManifestFor(page, lang string) string {
	if lang == "en" || lang == "" {
		return page
	}
	return strings.Replace(page, manifestLink, `<link rel="manifest" href="/manifest.`+lang+`.webmanifest"`, 1)
}

// DefaultLanguage is the admin's site default language, "" when unset (the auth e-mails'
// fallback for a member without a language: internal/authmail).
func DefaultLanguage(app core.App) string { return defaultLanguage(app) }
