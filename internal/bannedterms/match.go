// Package bannedterms keeps words that never find anything (issue 38 §4): an admin-kept
// list of terms that suggest minors or non-consent. A search containing one returns
// nothing (and is counted, per day and term, with no personal data); a video title or
// description, or a category name in any language, containing one is refused on save.
//
// What matching does (docs/compliance.md repeats this for operators):
//   - Text is split into words at every character that is not a letter, a digit, '@' or
//     '$' (spaces, punctuation, dashes, underscores, dots, emoji, zero-width characters).
//   - Each word is NFKD-normalised, accents and other combining marks are stripped, and it
//     is case-folded: "RAPÉ", "Rapé" and "rape" are the same word; fullwidth and
//     mathematical letters fold to plain ones.
//   - Separators are collapsed: a run of consecutive words, joined without separators,
//     matches a term whose words joined the same way are equal: "non-consensual",
//     "non consensual", "nonconsensual", "r.a.p.e" and "r a p e" all match.
//   - Leetspeak: a run also matches with digits and symbols read as letters
//     (0→o 1→i 3→e 4→a 5→s 7→t 8→b @→a $→s): "r4pe", "und3r4ge", "@sleep".
//     Digits in a term stay digits, so "13 year old" matches "13-year-old" and "13yearold".
//
// What it does not catch: a term inside a longer word ("grape" is not "rape",
// "childhood" is not "child": whole words only, on purpose), repeated letters
// ("raaape"), letters swapped for look-alikes from other scripts (Cyrillic "а" for
// Latin "a"), '1' read as 'l', a word mixing leetspeak and a number ("t33n13"),
// misspellings, synonyms, other languages unless listed, and words split by a letter
// ("r-x-ape"). It over-catches where separate words join into a term ("rap e-mail" reads
// as "rape"), a price of collapsing separators. The list is a floor, not a classifier: review still decides.
package bannedterms

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxTermLength: a term's length in characters (the collection's limit too).
const MaxTermLength = 100

// leet: digits and symbols read as letters in the leetspeak pass.
var leet = map[rune]rune{'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', '$': 's'}

// inWord: the characters words are made of; everything else separates words.
func inWord(r rune) bool {
	return r == '@' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// Words splits text into normalised words: NFKD, combining marks stripped, case-folded.
func Words(text string) []string {
	var words []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			words = append(words, cur.String())
			cur.Reset()
		}
	}
	for _, r := range norm.NFKD.String(text) {
		switch {
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
			// A combining mark (an accent after NFKD) belongs to the letter before it.
		case inWord(r):
			// Upper then lower folds the letters with more than one lower form (ſ, ς).
			cur.WriteRune(unicode.ToLower(unicode.ToUpper(r)))
		default:
			flush()
		}
	}
	flush()
	return words
}

// Key is a term's comparison form: its normalised words joined without separators (""
// when it has none). Terms are saved as their words joined by single spaces (Canonical).
func Key(term string) string { return strings.Join(Words(term), "") }

// Canonical is the form a term is stored in: its normalised words, space-separated.
func Canonical(term string) string { return strings.Join(Words(term), " ") }

func deLeet(word string) string {
	if !strings.ContainsAny(word, "0134578@$") {
		return word
	}
	b := []rune(word)
	for i, r := range b {
		if l, ok := leet[r]; ok {
			b[i] = l
		}
	}
	return string(b)
}

// Matcher answers whether text contains a term. It is immutable: a changed list builds a
// new one (Cache), so the hot paths read it without locks or queries.
type Matcher struct {
	terms  map[string]string // key → the term as stored
	maxLen int               // the longest key in bytes: runs longer than it cannot match
}

// NewMatcher compiles terms (as stored or typed; empty ones are skipped).
func NewMatcher(terms []string) *Matcher {
	m := &Matcher{terms: map[string]string{}}
	for _, t := range terms {
		k := Key(t)
		if k == "" {
			continue
		}
		if _, dup := m.terms[k]; !dup {
			m.terms[k] = Canonical(t)
		}
		m.maxLen = max(m.maxLen, len(k))
	}
	return m
}

// Len: how many distinct terms.
func (m *Matcher) Len() int { return len(m.terms) }

// Find returns the first term text contains ("" and false when none). Cost: for each word,
// the runs starting there up to the longest term's length, twice (as written and with
// leetspeak read): a 5,000-character description is a few thousand map lookups.
func (m *Matcher) Find(text string) (string, bool) {
	if m == nil || len(m.terms) == 0 || text == "" {
		return "", false
	}
	words := Words(text)
	if t, ok := m.findRuns(words); ok {
		return t, true
	}
	changed := false
	for i, w := range words {
		if d := deLeet(w); d != w {
			words[i], changed = d, true
		}
	}
	if changed {
		return m.findRuns(words)
	}
	return "", false
}

func (m *Matcher) findRuns(words []string) (string, bool) {
	run := make([]byte, 0, m.maxLen)
	for i := range words {
		run = run[:0]
		for j := i; j < len(words); j++ {
			if len(run)+len(words[j]) > m.maxLen {
				break
			}
			run = append(run, words[j]...)
			if t, ok := m.terms[string(run)]; ok { // no allocation: the compiler reads run in place
				return t, true
			}
		}
	}
	return "", false
}

// valid reports whether s is usable as a term (has a word, within the length limit).
func valid(s string) bool {
	return Key(s) != "" && utf8.RuneCountInString(s) <= MaxTermLength
}
