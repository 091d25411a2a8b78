package bannedterms

import (
	"strings"
	"testing"
)

var list = []string{"rape", "non-consensual", "underage", "13 year old", "13 yo", "teen 13", "asleep", "child"}

func TestFindCatches(t *testing.T) {
	m := NewMatcher(list)
	for text, want := range map[string]string{
		"RAPE":                  "rape",
		"Rapé scene":            "rape",
		"Ｒａｐｅ fullwidth":        "rape",
		"r.a.p.e":               "rape",
		"r a p e":               "rape",
		"r_a-p e":               "rape",
		"ra\u200bpe zero width": "rape",
		"r4pe":                  "rape",
		"non-consensual":        "non consensual",
		"Non Consensual":        "non consensual",
		"nonconsensual":         "non consensual",
		"n0n-c0nsensu4l":        "non consensual",
		"und3r4ge":              "underage",
		"under-age":             "underage",
		"a 13-year-old":         "13 year old",
		"13yearold":             "13 year old",
		"13yo":                  "13 yo",
		"13 YO!":                "13 yo",
		"teen13":                "teen 13",
		"Teen (13)":             "teen 13",
		"@sleep":                "asleep",
		"she is ASLEEP, then":   "asleep",
		"a CHILD":               "child",
		"ｃｈｉｌｄ":                 "child",
		"long text " + strings.Repeat("word ", 900) + "child": "child",
	} {
		got, ok := m.Find(text)
		if !ok || got != want {
			t.Errorf("Find(%q) = %q, %v; want %q", text, got, ok, want)
		}
	}
}

// Whole words only, on purpose: a term inside a longer word is not a match (the
// Scunthorpe problem), and digits in a term stay digits.
func TestFindLeavesAlone(t *testing.T) {
	m := NewMatcher(list)
	for _, text := range []string{
		"", "grape harvest", "therapist", "childhood friends", "asleeper", "drape", "teenie",
		"130 year old oak", "a 31 yo", "ieyo", "raaape", "teen 31",
		"Beach sunset", "under the sea, age of sail",
	} {
		if got, ok := m.Find(text); ok {
			t.Errorf("Find(%q) = %q; want no match", text, got)
		}
	}
}

func TestNilAndEmptyMatchNothing(t *testing.T) {
	var m *Matcher
	if _, ok := m.Find("rape"); ok {
		t.Error("nil matcher matched")
	}
	if _, ok := NewMatcher([]string{"", "  ", "--"}).Find("anything -- at all"); ok {
		t.Error("empty terms matched")
	}
}

func TestCanonicalAndKey(t *testing.T) {
	if got := Canonical("  Non-CONSENSUAL "); got != "non consensual" {
		t.Errorf("Canonical = %q", got)
	}
	if Key("Rapé") != Key("rape") || Key("r a p e") != "rape" {
		t.Error("keys differ")
	}
	if valid("---") || valid(strings.Repeat("a", MaxTermLength+1)) || !valid("rape") {
		t.Error("valid wrong")
	}
}

func TestTextsReadsJSONValues(t *testing.T) {
	got := texts(`{"de":"Strand","fr":"r4pe"}`)
	if len(got) != 2 {
		t.Fatalf("texts = %v", got)
	}
	m := NewMatcher(list)
	found := false
	for _, s := range got {
		if _, ok := m.Find(s); ok {
			found = true
		}
	}
	if !found {
		t.Error("translation not matched")
	}
	if got := texts("plain {"); len(got) != 1 {
		t.Errorf("texts plain = %v", got)
	}
}

// A description at its 5,000-character limit against the default list's size.
func BenchmarkFindDescription(b *testing.B) {
	terms := append([]string{}, list...)
	for i := range 150 {
		terms = append(terms, strings.Repeat("x", i%20+3)+" term")
	}
	m := NewMatcher(terms)
	text := strings.Repeat("a long description with words ", 170)
	b.ResetTimer()
	for range b.N {
		m.Find(text)
	}
}
