package tags

import (
	"reflect"
	"strings"
	"testing"
)

func TestSlug(t *testing.T) {
	cases := map[string]string{
		" Big Hair ":      "big-hair",
		"big_hair":        "big-hair",
		"BIG--hair!!":     "big-hair",
		"Große Brüste":    "große-brüste",
		"Cafe\u0301":      "café", // NFC: the combining accent joins the letter
		"日本語":             "日本語",
		"#tag":            "tag",
		"---":             "",
		"a\u200bb":        "a-b", // a zero-width space separates like any other non-letter
		"<script>x</scr>": "script-x-scr",
	}
	for in, want := range cases {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNormalize(t *testing.T) {
	got, p := Normalize([]string{"Outdoor", "outdoor ", "  ", "Beach Day"})
	if p != nil || !reflect.DeepEqual(got, []string{"outdoor", "beach-day"}) {
		t.Fatalf("got %v %v", got, p)
	}
	if _, p := Normalize([]string{"a"}); p == nil || p.Code != "tag_length" {
		t.Fatalf("one letter: %v", p)
	}
	if _, p := Normalize([]string{"!!!"}); p == nil || p.Code != "tag_length" {
		t.Fatalf("no letters: %v", p)
	}
	if _, p := Normalize([]string{strings.Repeat("ä", 31)}); p == nil || p.Code != "tag_length" {
		t.Fatalf("31 letters: %v", p)
	}
	if got, p := Normalize([]string{strings.Repeat("ä", 30)}); p != nil || len(got) != 1 {
		t.Fatalf("30 letters (counted as characters, not bytes): %v %v", got, p)
	}
	eleven := make([]string, 11)
	for i := range eleven {
		eleven[i] = "tag" + string(rune('a'+i))
	}
	if _, p := Normalize(eleven); p == nil || p.Code != "tags_too_many" {
		t.Fatalf("11 tags: %v", p)
	}
	if got, p := Normalize(append(eleven[:10], "TAGA")); p != nil || len(got) != 10 {
		t.Fatalf("a duplicate does not count: %v %v", got, p)
	}
}

func TestParse(t *testing.T) {
	if l, p := Parse([]byte(`["a b","c"]`)); p != nil || len(l) != 2 {
		t.Fatal(l, p)
	}
	if l, p := Parse([]byte(`"a, b"`)); p != nil || len(l) != 2 {
		t.Fatal(l, p)
	}
	if l, p := Parse([]byte(`null`)); p != nil || l != nil {
		t.Fatal(l, p)
	}
	for _, bad := range []string{`{"a":1}`, `[1,2]`, `42`} {
		if _, p := Parse([]byte(bad)); p == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
