// Package contentlang: the languages an admin may translate content into (issue 27 §6:
// category names, blog posts) and how a read picks its language. English is the original
// text itself, so it is never a translation key; a language without a translation shows the
// original. Keep in step with src/i18n/languages.ts and internal/web/lang.go.
package contentlang

import (
	"encoding/json"
	"strings"
)

// Translations are the languages a translation may be given in.
var Translations = []string{"de", "es", "fr"}

// IsTranslation reports whether l is one of Translations.
func IsTranslation(l string) bool {
	for _, x := range Translations {
		if x == l {
			return true
		}
	}
	return false
}

// Of is the translation a request asks for (?lang=): "" for English, empty or anything not
// offered, so those all read (and cache) as the original.
func Of(v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	if IsTranslation(v) {
		return v
	}
	return ""
}

// Name picks lang's entry of a name_i18n JSON object, else original.
func Name(raw, lang, original string) string {
	if lang == "" || raw == "" || raw == "null" {
		return original
	}
	var names map[string]any
	if json.Unmarshal([]byte(raw), &names) != nil {
		return original
	}
	if s, ok := names[lang].(string); ok && strings.TrimSpace(s) != "" {
		return s
	}
	return original
}

// Allowed is the list of keys for messages: "de, es or fr".
func Allowed() string {
	n := len(Translations)
	return strings.Join(Translations[:n-1], ", ") + " or " + Translations[n-1]
}
