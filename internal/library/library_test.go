package library

import "testing"

// The same rule as src/features/library/resume.ts isFinished.
func TestFinished(t *testing.T) {
	cases := []struct {
		pos, duration float64
		want          bool
	}{
		{30, 42, false},
		{33, 42, true},
		{754, 1200, false},
		{1195, 1200, true},
		{1139, 1200, false}, // 61 s left: 5 % of 1200 is 60
		{1140, 1200, true},
		{0, 0, false}, // unknown duration: never finished
	}
	for _, c := range cases {
		if got := Finished(c.pos, c.duration); got != c.want {
			t.Errorf("Finished(%v, %v) = %v, want %v", c.pos, c.duration, got, c.want)
		}
	}
}

func TestSanitizeBio(t *testing.T) {
	cases := map[string]string{
		"  Hello <b>there</b>\r\n":             "Hello there",
		"a<script>alert(1)</script>b":          "aalert(1)b",
		"one\n\n\n\n\ntwo":                     "one\n\ntwo",
		"ctrl\x00\x07chars\u202e":              "ctrlchars",
		"keeps\ttabs and ünïcode 🎬\nand lines": "keeps\ttabs and ünïcode 🎬\nand lines",
	}
	for in, want := range cases {
		if got := SanitizeBio(in); got != want {
			t.Errorf("SanitizeBio(%q) = %q, want %q", in, got, want)
		}
	}
}
