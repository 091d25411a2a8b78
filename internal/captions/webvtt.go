// Package captions checks, sanitises and indexes WebVTT caption files (issue 41 item 5).
// No maintained Go WebVTT parser was at hand, so this is a strict one of the W3C format's
// file structure: the "WEBVTT" signature, header, NOTE/STYLE/REGION blocks and cues with
// their timings, settings and text. What it writes back is rebuilt from what it parsed,
// never copied: cue text keeps only the WebVTT cue markup (c, i, b, u, ruby, rt, v, lang
// and timestamp tags; class names of letters, digits, "-" and "_"), every other tag is
// dropped with its text kept, "&" that does not start a known entity is escaped; STYLE and
// REGION blocks (CSS, region layout) and comments are left out, cue settings kept only
// when valid. Text also gives the cues' plain text, for search.
package captions

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

const (
	// MaxBytes: the largest file accepted (a 3-hour film's dialogue is about 150 KiB).
	MaxBytes = 512 * 1024
	// MaxCues: the most cues a file may hold.
	MaxCues = 20000
)

// ParseError says why a file is not accepted (Line 0: the whole file).
type ParseError struct {
	Line   int
	Reason string
}

func (e *ParseError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Reason)
	}
	return e.Reason
}

// Cue is one parsed cue, its text already sanitised.
type Cue struct {
	ID         string
	Start, End int64 // milliseconds
	Settings   string
	Text       string // sanitised cue markup, lines joined by "\n"
}

// File is a parsed, sanitised caption file.
type File struct {
	Cues []Cue
}

var (
	timing     = regexp.MustCompile(`^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})[ \t]+-->[ \t]+((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})(?:[ \t]+(.*))?$`)
	settingRes = []*regexp.Regexp{
		regexp.MustCompile(`^vertical:(rl|lr)$`),
		regexp.MustCompile(`^line:(-?\d{1,3}|\d{1,3}(\.\d+)?%)(,(start|center|end))?$`),
		regexp.MustCompile(`^position:\d{1,3}(\.\d+)?%(,(line-left|center|line-right))?$`),
		regexp.MustCompile(`^size:\d{1,3}(\.\d+)?%$`),
		regexp.MustCompile(`^align:(start|center|end|left|right)$`),
	}
)

// Parse reads a WebVTT file. It refuses anything that is not one: no signature, invalid
// UTF-8, a NUL, a bad or backwards timing, cue text holding "-->", too big or too many cues.
func Parse(data []byte) (*File, error) {
	if len(data) > MaxBytes {
		return nil, &ParseError{Reason: fmt.Sprintf("the file is larger than %d KiB", MaxBytes/1024)}
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		return nil, &ParseError{Reason: "the file is not UTF-8 text"}
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, &ParseError{Reason: "the file holds a NUL character"}
	}
	text := strings.ReplaceAll(strings.ReplaceAll(string(data), "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(text, "\n")
	first := lines[0]
	if first != "WEBVTT" && !strings.HasPrefix(first, "WEBVTT ") && !strings.HasPrefix(first, "WEBVTT\t") {
		return nil, &ParseError{Line: 1, Reason: `a WebVTT file starts with "WEBVTT"`}
	}
	i := 1
	for i < len(lines) && lines[i] != "" { // the header
		if strings.Contains(lines[i], "-->") {
			return nil, &ParseError{Line: i + 1, Reason: "a blank line must follow the header"}
		}
		i++
	}
	f := &File{}
	for i < len(lines) {
		for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
			i++
		}
		if i >= len(lines) {
			break
		}
		start := i
		for i < len(lines) && lines[i] != "" {
			i++
		}
		block := lines[start:i]
		head := block[0]
		if !strings.Contains(head, "-->") && (head == "NOTE" || strings.HasPrefix(head, "NOTE ") || strings.HasPrefix(head, "NOTE\t") ||
			head == "STYLE" || head == "REGION") {
			if len(f.Cues) > 0 && head != "NOTE" && !strings.HasPrefix(head, "NOTE") {
				return nil, &ParseError{Line: start + 1, Reason: head + " blocks must come before the first cue"}
			}
			continue // comments, CSS and regions are not kept
		}
		cue, err := parseCue(block, start+1)
		if err != nil {
			return nil, err
		}
		f.Cues = append(f.Cues, cue)
		if len(f.Cues) > MaxCues {
			return nil, &ParseError{Reason: fmt.Sprintf("the file has more than %d cues", MaxCues)}
		}
	}
	if len(f.Cues) == 0 {
		return nil, &ParseError{Reason: "the file has no cues"}
	}
	return f, nil
}

func parseCue(block []string, lineNo int) (Cue, error) {
	var c Cue
	k := 0
	if !strings.Contains(block[0], "-->") {
		c.ID = strings.TrimSpace(block[0])
		if utf8.RuneCountInString(c.ID) > 100 {
			return c, &ParseError{Line: lineNo, Reason: "a cue identifier is at most 100 characters"}
		}
		k = 1
		if len(block) < 2 {
			return c, &ParseError{Line: lineNo, Reason: `expected a cue timing ("00:00:01.000 --> 00:00:02.000")`}
		}
	}
	m := timing.FindStringSubmatch(strings.TrimSpace(block[k]))
	if m == nil {
		return c, &ParseError{Line: lineNo + k, Reason: `expected a cue timing ("00:00:01.000 --> 00:00:02.000")`}
	}
	var ok1, ok2 bool
	c.Start, ok1 = parseTime(m[1])
	c.End, ok2 = parseTime(m[2])
	if !ok1 || !ok2 {
		return c, &ParseError{Line: lineNo + k, Reason: "minutes and seconds must be below 60"}
	}
	if c.End <= c.Start {
		return c, &ParseError{Line: lineNo + k, Reason: "a cue must end after it starts"}
	}
	c.Settings = cleanSettings(m[3])
	body := block[k+1:]
	out := make([]string, 0, len(body))
	for j, l := range body {
		if strings.Contains(l, "-->") {
			return c, &ParseError{Line: lineNo + k + 1 + j, Reason: `cue text cannot contain "-->"`}
		}
		out = append(out, Sanitize(l))
	}
	c.Text = strings.Join(out, "\n")
	return c, nil
}

// parseTime: "[hh:]mm:ss.ttt" in milliseconds. A part that is not a number makes it invalid.
func parseTime(s string) (int64, bool) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var h int64
	if len(parts) == 3 {
		var ok bool
		if h, ok = number(parts[0]); !ok {
			return 0, false
		}
		parts = parts[1:]
	}
	secParts := strings.SplitN(parts[1], ".", 2)
	if len(secParts) != 2 {
		return 0, false
	}
	m, okM := number(parts[0])
	sec, okS := number(secParts[0])
	ms, okMs := number(secParts[1])
	if !okM || !okS || !okMs || m >= 60 || sec >= 60 || h > 99999 || ms > 999 {
		return 0, false
	}
	return ((h*60+m)*60+sec)*1000 + ms, true
}

func number(s string) (int64, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0
}

func formatTime(ms int64) string {
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

// cleanSettings keeps the valid cue settings (each name once), drops the rest.
func cleanSettings(s string) string {
	var kept []string
	seen := map[string]bool{}
	for _, f := range strings.Fields(s) {
		name, _, _ := strings.Cut(f, ":")
		if seen[name] {
			continue
		}
		for _, re := range settingRes {
			if re.MatchString(f) {
				kept = append(kept, f)
				seen[name] = true
				break
			}
		}
	}
	return strings.Join(kept, " ")
}

// Bytes writes the sanitised file.
func (f *File) Bytes() []byte {
	var b strings.Builder
	b.WriteString("WEBVTT\n")
	for _, c := range f.Cues {
		b.WriteString("\n")
		if c.ID != "" {
			b.WriteString(c.ID + "\n")
		}
		b.WriteString(formatTime(c.Start) + " --> " + formatTime(c.End))
		if c.Settings != "" {
			b.WriteString(" " + c.Settings)
		}
		b.WriteString("\n")
		if c.Text != "" {
			b.WriteString(c.Text + "\n")
		}
	}
	return []byte(b.String())
}

// Text is the cues' plain text (markup removed, entities decoded), one cue a line.
func (f *File) Text() string {
	lines := make([]string, 0, len(f.Cues))
	for _, c := range f.Cues {
		if t := strings.Join(strings.Fields(PlainText(c.Text)), " "); t != "" {
			lines = append(lines, t)
		}
	}
	return strings.Join(lines, "\n")
}
