// Category names per language (issue 27 §6, migration 1763806000): categories.name_i18n
// holds the admin's translations of the name ({"de": "Strand"}); the public reads of the
// collection API with ?lang=de get that name in `name`, or the original without one.
package catalog

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/contentlang"
	"reelhouse/internal/textcheck"
)

// The same bounds as categories.name (the schema migration).
const (
	nameMin = 2
	nameMax = 50
)

// namesError is a 400 whose message says what to fix, with the field's error for forms.
func namesError(code, msg string) error {
	return apierr.Invalid("category_names_invalid", msg, validation.Errors{"name_i18n": validation.NewError(code, msg)})
}

// normalizeNames checks a name_i18n value and returns it trimmed, without empty entries
// (nil when none is left): keys only the translation languages, values text of 2-50
// characters.
func normalizeNames(raw []byte) (map[string]string, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" || s == `""` {
		return nil, nil
	}
	var in map[string]any
	if err := json.Unmarshal([]byte(s), &in); err != nil {
		return nil, namesError("validation_invalid_translations", "Category names per language must be an object such as {\"de\": \"Strand\"}.")
	}
	out := map[string]string{}
	for lang, v := range in {
		if !contentlang.IsTranslation(lang) {
			return nil, namesError("validation_unknown_language", fmt.Sprintf("Unknown language %q for a category name: use %s.", lang, contentlang.Allowed()))
		}
		if v == nil {
			continue
		}
		name, ok := v.(string)
		if !ok {
			return nil, namesError("validation_invalid_translation", fmt.Sprintf("The %s category name must be text.", lang))
		}
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if !textcheck.Visible(name) {
			return nil, namesError("validation_text_not_visible", fmt.Sprintf("The %s category name must have a visible character.", lang))
		}
		if n := utf8.RuneCountInString(name); n < nameMin || n > nameMax {
			return nil, namesError("validation_translation_length", fmt.Sprintf("The %s category name must be %d-%d characters.", lang, nameMin, nameMax))
		}
		out[lang] = name
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// registerCategoryNames validates name_i18n on every save (API, dashboard, seed) and
// answers the collection API's reads in the language asked for.
func registerCategoryNames(app core.App) {
	app.OnRecordValidate("categories").BindFunc(func(e *core.RecordEvent) error {
		names, err := normalizeNames([]byte(e.Record.GetString("name_i18n")))
		if err != nil {
			return err
		}
		if names == nil {
			e.Record.Set("name_i18n", nil)
		} else {
			e.Record.Set("name_i18n", names)
		}
		return e.Next()
	})
	// Lists, views and expands (featured_categories?expand=category) of the collection API.
	// The admin's own reads ask without ?lang and edit the originals; everyone else gets
	// one name, so name_i18n stays out of their answers. An English meta title or
	// description would not fit a translated name: cleared, the page builds its own in the
	// visitor's language (the server-side meta does the same, internal/web/seo.go).
	app.OnRecordEnrich("categories").BindFunc(func(e *core.RecordEnrichEvent) error {
		info := e.RequestInfo
		if info == nil {
			return e.Next()
		}
		if !callerOf(info.Auth, info.HasSuperuserAuth(), time.Now()).Admin {
			e.Record.Hide("name_i18n")
		}
		if lang := contentlang.Of(info.Query["lang"]); lang != "" {
			original := e.Record.GetString("name")
			if name := contentlang.Name(e.Record.GetString("name_i18n"), lang, original); name != original {
				e.Record.Set("name", name)
				e.Record.Set("meta_title", "")
				e.Record.Set("meta_description", "")
			}
		}
		return e.Next()
	})
}

// localizeCategories gives the watch page's category chips their names in lang ("" =
// the originals), in the order of the names shown.
func localizeCategories(cats []categoryRef, lang string) {
	if lang == "" {
		return
	}
	for i := range cats {
		cats[i].Name = contentlang.Name(cats[i].names, lang, cats[i].Name)
	}
	slices.SortStableFunc(cats, func(a, b categoryRef) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
}
