package captions

import (
	"regexp"
	"strings"
)

// The WebVTT cue text tags (W3C WebVTT §4.2.2): classes on any of them, an annotation
// (the voice's name, the language) on v and lang only; timestamp tags.
var (
	allowedTags   = map[string]bool{"c": true, "i": true, "b": true, "u": true, "ruby": true, "rt": true, "v": true, "lang": true}
	tagName       = regexp.MustCompile(`^([a-z]+)((?:\.[A-Za-z0-9_-]+)*)$`)
	timestampTag  = regexp.MustCompile(`^(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}$`)
	knownEntities = []string{"&amp;", "&lt;", "&gt;", "&lrm;", "&rlm;", "&nbsp;"}
	langTag       = regexp.MustCompile(`^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)
)

// Sanitize keeps one cue text line's allowed markup and text; anything else between "<"
// and ">" is dropped, a "<" without its ">" is escaped, as is every "&" that does not
// start a known entity.
func Sanitize(line string) string {
	var b strings.Builder
	for len(line) > 0 {
		lt := strings.IndexByte(line, '<')
		if lt < 0 {
			b.WriteString(escapeText(line))
			break
		}
		b.WriteString(escapeText(line[:lt]))
		gt := strings.IndexByte(line[lt:], '>')
		if gt < 0 {
			b.WriteString(escapeText(strings.ReplaceAll(line[lt:], "<", "&lt;")))
			break
		}
		if t, ok := cleanTag(line[lt+1 : lt+gt]); ok {
			b.WriteString(t)
		}
		line = line[lt+gt+1:]
	}
	return b.String()
}

// cleanTag: the tag rewritten, or ok false to drop it.
func cleanTag(inner string) (string, bool) {
	if timestampTag.MatchString(inner) {
		return "<" + inner + ">", true
	}
	if strings.HasPrefix(inner, "/") {
		m := tagName.FindStringSubmatch(inner[1:])
		if m != nil && m[2] == "" && allowedTags[m[1]] {
			return "</" + m[1] + ">", true
		}
		return "", false
	}
	name, annotation, _ := strings.Cut(inner, " ")
	if name == "" {
		name, annotation, _ = strings.Cut(inner, "\t")
	}
	m := tagName.FindStringSubmatch(name)
	if m == nil || !allowedTags[m[1]] {
		return "", false
	}
	annotation = strings.TrimSpace(annotation)
	switch m[1] {
	case "v":
		if annotation == "" {
			return "<" + name + ">", true
		}
		return "<" + name + " " + escapeText(strings.ReplaceAll(annotation, "<", "&lt;")) + ">", true
	case "lang":
		if !langTag.MatchString(annotation) {
			return "", false
		}
		return "<" + name + " " + annotation + ">", true
	}
	return "<" + name + ">", true
}

// escapeText escapes "&" outside the known entities and any ">" left in text.
func escapeText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '&':
			known := false
			for _, e := range knownEntities {
				if strings.HasPrefix(s[i:], e) {
					known = true
					break
				}
			}
			if known {
				b.WriteByte('&')
			} else {
				b.WriteString("&amp;")
			}
		case '>':
			b.WriteString("&gt;")
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

var anyTag = regexp.MustCompile(`<[^>]*>`)

// PlainText: sanitised cue text without its markup, entities decoded.
func PlainText(s string) string {
	s = anyTag.ReplaceAllString(s, "")
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&nbsp;", " ", "&lrm;", "", "&rlm;", "", "&amp;", "&").Replace(s)
}
