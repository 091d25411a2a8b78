// Package textcheck refuses free text that shows nothing (issue 36 §7): a title, a name or
// a reason made only of NUL, bidi controls, zero-width characters, blanks or combining marks
// is accepted by a length check ("reason required" then means nothing). Visible is the one
// definition, shared with the JS hooks (pb_hooks/lib/text-check.js) through the table
// tests/fixtures/visible-text.json; both spell out the same character ranges (no Unicode
// categories, whose tables differ between Go and the hooks' JS engine).
package textcheck

import (
	"regexp"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// blank: everything that draws nothing on its own. Controls (C0, DEL, C1), every Unicode
// space and line/paragraph separator, soft hyphen, combining marks, the Arabic letter
// mark, Hangul, Khmer and braille blanks, Mongolian selectors, zero-width and bidi
// characters, word joiners and invisible operators, variation selectors, BOM, interlinear
// annotation and the tag block.
var blank = regexp.MustCompile(`[\x{0000}-\x{0020}\x{007F}-\x{00A0}\x{00AD}\x{0300}-\x{036F}\x{034F}\x{061C}\x{115F}\x{1160}\x{1680}` +
	`\x{17B4}\x{17B5}\x{180B}-\x{180F}\x{1AB0}-\x{1AFF}\x{1DC0}-\x{1DFF}\x{2000}-\x{200F}\x{2028}-\x{202F}\x{205F}-\x{206F}` +
	`\x{20D0}-\x{20FF}\x{2800}\x{3000}\x{3164}\x{FE00}-\x{FE0F}\x{FE20}-\x{FE2F}\x{FEFF}\x{FFA0}\x{FFF9}-\x{FFFB}\x{E0000}-\x{E01EF}]`)

// Visible: s has at least one character that shows.
func Visible(s string) bool {
	return blank.ReplaceAllString(s, "") != ""
}

// Message: the refusal's text (its code, text_not_visible, the client translates).
const Message = "Enter text with at least one visible character."

// Refusal is the 400 for a field (named in its data, for forms).
func Refusal(field string) error {
	return apierr.Invalid("text_not_visible", Message, validation.Errors{field: validation.NewError("validation_text_not_visible", Message)})
}

// Required: the free-text fields with a "required" meaning, per collection. A value there
// may be empty only where the field allows it (PocketBase's own required check); a value
// that is not empty must show something.
var Required = map[string][]string{
	"videos":        {"title", "author"},
	"categories":    {"name"},
	"blogs":         {"title"},
	"playlists":     {"title"},
	"comments":      {"content"},
	"notifications": {"subject", "content"},
	"assets":        {"name"},
	"partners":      {"name"},
}

// Register checks the Required fields on every validated save (record API, dashboard,
// the Go and JS routes that save records).
func Register(app core.App) {
	for col, fields := range Required {
		app.OnRecordValidate(col).BindFunc(func(e *core.RecordEvent) error {
			for _, f := range fields {
				if v := e.Record.GetString(f); v != "" && !Visible(v) {
					return Refusal(f)
				}
			}
			return e.Next()
		})
	}
}
