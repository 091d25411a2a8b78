package blog

// A post's translations (issue 27 §6, migration 1763806000): blogs.translations is
// {"de": {"title", "excerpt", "content_html"}, …}, each field optional: a language without
// a field shows the original's (pb_hooks/blog-routes.pb.js). Checked on every save, with
// the body sanitised by the same policy as content_html.

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"reelhouse/internal/apierr"
	"reelhouse/internal/contentlang"
	"reelhouse/internal/textcheck"
)

// Field limits: the title as blogs.title, the body as blogs.content_html; the excerpt is
// what the list shows (its own excerpts are ≤ 200 characters of the body).
var translationLimits = map[string]int{"title": 200, "excerpt": 300, "content_html": 1000000}

func translationError(code, msg string) error {
	return apierr.Invalid("blog_translations_invalid", msg, validation.Errors{"translations": validation.NewError(code, msg)})
}

// NormalizeTranslations checks a translations value and returns it with texts trimmed,
// bodies sanitised and empty fields and languages left out (nil when nothing is left).
func NormalizeTranslations(raw []byte) (map[string]map[string]string, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" || s == `""` {
		return nil, nil
	}
	var in map[string]any
	if err := json.Unmarshal([]byte(s), &in); err != nil {
		return nil, translationError("validation_invalid_translations", `Translations must be an object such as {"de": {"title": "…", "excerpt": "…", "content_html": "…"}}.`)
	}
	out := map[string]map[string]string{}
	for lang, v := range in {
		if !contentlang.IsTranslation(lang) {
			return nil, translationError("validation_unknown_language", fmt.Sprintf("Unknown language %q for a translation: use %s.", lang, contentlang.Allowed()))
		}
		if v == nil {
			continue
		}
		fields, ok := v.(map[string]any)
		if !ok {
			return nil, translationError("validation_invalid_translation", fmt.Sprintf("The %s translation must be an object of title, excerpt and content_html.", lang))
		}
		entry := map[string]string{}
		for name, fv := range fields {
			limit, known := translationLimits[name]
			if !known {
				return nil, translationError("validation_invalid_translation", fmt.Sprintf("Unknown field %q in the %s translation: use title, excerpt or content_html.", name, lang))
			}
			if fv == nil {
				continue
			}
			text, ok := fv.(string)
			if !ok {
				return nil, translationError("validation_invalid_translation", fmt.Sprintf("The %s %s must be text.", lang, name))
			}
			if name == "content_html" {
				text = Sanitize(text)
			} else {
				text = strings.Join(strings.Fields(text), " ")
			}
			if utf8.RuneCountInString(text) > limit {
				return nil, translationError("validation_translation_length", fmt.Sprintf("The %s %s must be at most %d characters.", lang, name, limit))
			}
			if text != "" && name == "title" && !textcheck.Visible(text) {
				return nil, translationError("validation_text_not_visible", fmt.Sprintf("The %s title must have a visible character.", lang))
			}
			if text != "" {
				entry[name] = text
			}
		}
		if len(entry) > 0 {
			out[lang] = entry
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}
