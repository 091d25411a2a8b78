package library

import (
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// A channel bio is plain text (shown as text, never as HTML): markup and control
// characters are dropped and blank runs shortened before the field's own 1,000-character
// limit is checked, whichever way the bio arrives (the users API, the dashboard).
var (
	bioTags   = regexp.MustCompile(`<[^>]*>`)
	bioBlanks = regexp.MustCompile(`\n{3,}`)
)

// SanitizeBio returns the stored form of a bio.
func SanitizeBio(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = bioTags.ReplaceAllString(s, "")
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == '\u200b' || r == '\u202e' || r == '\u202d' {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(bioBlanks.ReplaceAllString(s, "\n\n"))
}

func bindBio(app core.App) {
	app.OnRecordValidate("users").BindFunc(func(e *core.RecordEvent) error {
		if bio := e.Record.GetString("bio"); bio != "" {
			e.Record.Set("bio", SanitizeBio(bio))
		}
		return e.Next()
	})
}
