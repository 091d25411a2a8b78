package catalog

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Search input: the spec's query mapping (the product spec, public site §4) and turning user text into
// safe FTS5 MATCH expressions. User text never reaches FTS5 syntax: it is split into
// word tokens and every token is double-quoted, so AND/OR/NOT/NEAR, *, :, ^, parentheses
// and quotes are plain text.
const (
	maxInput       = 200
	maxTokens      = 8
	maxTokenLength = 40
	// A last token shorter than this is matched whole: a 1-letter prefix matches everything.
	minPrefix = 2
	// The last token is prefix-matched on at most its first maxPrefix characters: videos_fts
	// has a prefix index for every length 2..10 (schema migration), so such a query reads
	// one doclist lazily; a longer prefix makes FTS5 merge every matching term's doclist.
	maxPrefix = 10
)

var stopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields("a an and are as at be by for from in is it of on or the to with") {
		stopwords[w] = true
	}
}

// isSeparator: code points that split tokens (FTS5's unicode61 treats them as separators too).
func isSeparator(cp rune) bool {
	if cp < 0x80 {
		return !((cp >= '0' && cp <= '9') || (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z'))
	}
	switch {
	case cp <= 0xbf, cp == 0xd7, cp == 0xf7, // C1 controls, Latin-1 punctuation and symbols
		cp >= 0x2000 && cp <= 0x2bff, // punctuation, symbols, arrows, maths, dingbats
		cp >= 0x2e00 && cp <= 0x2e7f,
		cp >= 0x3000 && cp <= 0x303f, // CJK punctuation
		cp >= 0xd800 && cp <= 0xdfff, // lone surrogates
		cp >= 0xe000 && cp <= 0xf8ff, // private use
		cp >= 0xfe00 && cp <= 0xfe0f, // variation selectors
		cp >= 0xfe10 && cp <= 0xfe6f,
		cp >= 0xff00 && cp <= 0xff0f, // fullwidth punctuation
		cp >= 0xff1a && cp <= 0xff20,
		cp >= 0xff3b && cp <= 0xff40,
		cp >= 0xff5b && cp <= 0xff65,
		cp >= 0xfff0 && cp <= 0xffff,
		cp >= 0x1f000 && cp <= 0x1faff, // emoji and pictographs
		cp >= 0xe0000 && cp <= 0xe007f, // tags
		cp == utf8.RuneError:
		return true
	}
	return unicode.IsControl(cp) || unicode.IsSpace(cp)
}

// tokenize splits user text into lowercase word tokens (at most maxTokens, each at most
// maxTokenLength code points).
func tokenize(text string) []string {
	if r := []rune(text); len(r) > maxInput {
		text = string(r[:maxInput])
	}
	text = norm.NFKC.String(text)
	var tokens []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 && len(tokens) < maxTokens {
			tokens = append(tokens, strings.ToLower(string(cur[:min(len(cur), maxTokenLength)])))
		}
		cur = cur[:0]
	}
	for _, r := range text {
		if isSeparator(r) {
			flush()
		} else {
			cur = append(cur, r)
		}
	}
	flush()
	return tokens
}

func quote(token string) string { return `"` + strings.ReplaceAll(token, `"`, `""`) + `"` }

// phrases quotes the tokens, the last one as a prefix (of its first maxPrefix
// characters) when it is long enough.
func phrases(tokens []string) string {
	parts := make([]string, len(tokens))
	for i, t := range tokens {
		parts[i] = quote(t)
	}
	last := []rune(tokens[len(tokens)-1])
	if len(last) >= minPrefix {
		parts[len(parts)-1] = quote(string(last[:min(len(last), maxPrefix)])) + "*"
	}
	return strings.Join(parts, " ")
}

// searchMatch is a search box query as FTS5 MATCH expressions: All finds every match
// (all tokens, in title, description, author or keywords: the tags and caption text,
// migration 17980001); Title and Author the matches with every
// token in that column, which rank first (searchPage). Empty when the text has no word.
type searchMatch struct {
	All, Title, Author string
}

func toSearchMatch(text string) searchMatch {
	tokens := tokenize(text)
	if len(tokens) == 0 {
		return searchMatch{}
	}
	p := "(" + phrases(tokens) + ")"
	return searchMatch{All: "{title description author keywords}: " + p, Title: "{title}: " + p, Author: "{author}: " + p}
}

// similarWords: the (at most max) longest distinct significant words of a title, for
// the "similar videos" search.
func similarWords(title string, max int) []string {
	seen := map[string]bool{}
	var words []string
	for _, t := range tokenize(title) {
		if utf8.RuneCountInString(t) < 3 || stopwords[t] || seen[t] {
			continue
		}
		seen[t] = true
		words = append(words, t)
	}
	sort.SliceStable(words, func(i, j int) bool { return utf8.RuneCountInString(words[i]) > utf8.RuneCountInString(words[j]) })
	return words[:min(len(words), max)]
}

// anyWordMatch finds videos sharing any of the words ("" for none).
func anyWordMatch(words []string) string {
	if len(words) == 0 {
		return ""
	}
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = quote(w)
	}
	return "{title description author}: (" + strings.Join(q, " OR ") + ")"
}

// fold matches FTS5's `unicode61 remove_diacritics 2` closely enough to compare words.
// A transform chain keeps state, so each call builds its own (they are not goroutine-safe).
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	out, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), s)
	if err != nil {
		return s
	}
	return out
}

// wordSet: folded words, for titleOverlap.
func wordSet(words []string) map[string]bool {
	set := make(map[string]bool, len(words))
	for _, w := range words {
		set[fold(w)] = true
	}
	return set
}

// titleOverlap: the share (0..1) of the words (a wordSet) found in title, as FTS5 would
// match them.
func titleOverlap(words map[string]bool, title string) float64 {
	if len(words) == 0 {
		return 0
	}
	hits := map[string]bool{}
	for _, t := range tokenize(title) {
		if t = fold(t); words[t] {
			hits[t] = true
		}
	}
	return float64(len(hits)) / float64(len(words))
}

// searchKind is what a search box query means (the product spec, public site §4).
type searchKind string

const (
	kindNewest   searchKind = "newest"
	kindTrending searchKind = "trending"
	kindCategory searchKind = "category"
	kindSearch   searchKind = "search"
)

type mappedSearch struct {
	Kind     searchKind
	Category string
	Query    string
}

// mapSearch: a query starting with "new" → newest, "trend" → trending, an empty query
// with a category → that category (trending/newest name those lists), else a text
// search, optionally within a category.
func mapSearch(q, category string) mappedSearch {
	query := strings.TrimSpace(q)
	cat := strings.TrimSpace(category)
	lower := strings.ToLower(query)
	switch {
	case strings.HasPrefix(lower, "new"):
		return mappedSearch{Kind: kindNewest, Query: query}
	case strings.HasPrefix(lower, "trend"):
		return mappedSearch{Kind: kindTrending, Query: query}
	case query == "":
		if cat == "newest" {
			return mappedSearch{Kind: kindNewest, Query: query}
		}
		if cat != "" && cat != "trending" {
			return mappedSearch{Kind: kindCategory, Category: cat, Query: query}
		}
		return mappedSearch{Kind: kindTrending, Query: query}
	}
	if cat == "trending" || cat == "newest" {
		cat = ""
	}
	return mappedSearch{Kind: kindSearch, Category: cat, Query: query}
}
