// Package tags normalises and validates a video's tags (issue 41 item 4). A tag is stored as
// its slug: NFC, lowercase, every run of characters that are not letters, digits or
// combining marks turned into one "-", trimmed of "-". The slug is both the stored value
// and the /tag/{slug} address, so "Big Hair", "big_hair" and " BIG-hair " are one tag.
// Limits (docs/api.md): 2 to 30 characters per tag, at most 10 tags a video; duplicates
// after normalising are dropped silently.
package tags

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

const (
	MinLength = 2
	MaxLength = 30
	MaxTags   = 10
)

// Problem is a refusal: the client translates Code with Values.
type Problem struct {
	Code    string
	Message string
	Values  map[string]any
}

func (p *Problem) Error() string { return p.Message }

// Slug normalises one tag ("" when nothing of it is a letter or digit).
func Slug(raw string) string {
	s := norm.NFC.String(strings.ToLower(raw))
	var b strings.Builder
	dash := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || (unicode.Is(unicode.Mn, r) && b.Len() > 0 && !dash) {
			b.WriteRune(r)
			dash = false
			continue
		}
		if b.Len() > 0 && !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimRight(b.String(), "-")
}

// Normalize turns the raw values into the stored list, or says why not.
func Normalize(raw []string) ([]string, *Problem) {
	out := make([]string, 0, len(raw))
	seen := map[string]bool{}
	for _, r := range raw {
		if strings.TrimSpace(r) == "" {
			continue
		}
		s := Slug(r)
		if n := utf8.RuneCountInString(s); n < MinLength || n > MaxLength {
			return nil, &Problem{Code: "tag_length", Values: map[string]any{"tag": r, "min": MinLength, "max": MaxLength},
				Message: fmt.Sprintf("Each tag needs %d to %d letters or digits: %q does not.", MinLength, MaxLength, r)}
		}
		if seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
	}
	if len(out) > MaxTags {
		return nil, &Problem{Code: "tags_too_many", Values: map[string]any{"max": MaxTags},
			Message: fmt.Sprintf("A video can have at most %d tags.", MaxTags)}
	}
	return out, nil
}

// Parse reads the field's JSON: null, an array of strings, or one comma-separated string
// (a form field). Anything else is refused.
func Parse(value []byte) ([]string, *Problem) {
	v := strings.TrimSpace(string(value))
	if v == "" || v == "null" || v == `""` {
		return nil, nil
	}
	var list []string
	if err := json.Unmarshal([]byte(v), &list); err == nil {
		return list, nil
	}
	var one string
	if err := json.Unmarshal([]byte(v), &one); err == nil {
		return strings.Split(one, ","), nil
	}
	return nil, &Problem{Code: "tags_invalid", Message: "Send the tags as a list of words."}
}
