package contentlang

import "testing"

func TestOf(t *testing.T) {
	for in, want := range map[string]string{"de": "de", " FR ": "fr", "en": "", "": "", "it": "", "de-AT": ""} {
		if got := Of(in); got != want {
			t.Errorf("Of(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestName(t *testing.T) {
	raw := `{"de":"Strand","es":"  "}`
	cases := []struct{ raw, lang, want string }{
		{raw, "de", "Strand"},
		{raw, "es", "Beach"}, // blank: the original
		{raw, "fr", "Beach"}, // none
		{raw, "", "Beach"},   // English
		{"", "de", "Beach"},
		{"null", "de", "Beach"},
		{"{broken", "de", "Beach"},
	}
	for _, c := range cases {
		if got := Name(c.raw, c.lang, "Beach"); got != c.want {
			t.Errorf("Name(%q, %q) = %q, want %q", c.raw, c.lang, got, c.want)
		}
	}
	if Allowed() != "de, es or fr" {
		t.Errorf("Allowed() = %q", Allowed())
	}
}
