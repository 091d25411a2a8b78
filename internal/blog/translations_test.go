package blog

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/router"
)

func TestNormalizeTranslations(t *testing.T) {
	got, err := NormalizeTranslations([]byte(`{
		"de": {"title": "  Hallo   Welt ", "excerpt": "", "content_html": "<p onclick=\"x()\">Hallo</p><script>alert(1)</script>"},
		"es": {"title": "", "content_html": "  "},
		"fr": null
	}`))
	want := map[string]map[string]string{"de": {"title": "Hallo Welt", "content_html": "<p>Hallo</p>"}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, %v; want %v", got, err, want)
	}
	for _, empty := range []string{"", "null", "{}", `{"de":{}}`} {
		if got, err := NormalizeTranslations([]byte(empty)); got != nil || err != nil {
			t.Errorf("%q: got %v, %v; want nothing", empty, got, err)
		}
	}
	// A remote image is dropped as in the original body.
	got, _ = NormalizeTranslations([]byte(`{"fr":{"content_html":"<img src=\"https://tracker.example/p.gif\"><p>ok</p>"}}`))
	if got["fr"]["content_html"] != "<p>ok</p>" {
		t.Errorf("remote image kept: %q", got["fr"]["content_html"])
	}
}

func TestNormalizeTranslationsRefuses(t *testing.T) {
	bad := map[string]string{
		`{"en":{"title":"Hi"}}`:   `Unknown language "en" for a translation: use de, es or fr.`,
		`{"xx":{"title":"Hi"}}`:   `Unknown language "xx"`,
		`{"de":"Hallo"}`:          "The de translation must be an object",
		`{"de":{"body":"Hallo"}}`: `Unknown field "body" in the de translation`,
		`{"de":{"title":5}}`:      "The de title must be text.",
		`{"es":{"title":"` + strings.Repeat("x", 201) + `"}}`:   "The es title must be at most 200 characters.",
		`{"fr":{"excerpt":"` + strings.Repeat("x", 301) + `"}}`: "The fr excerpt must be at most 300 characters.",
		`[1]`: "Translations must be an object",
	}
	for in, want := range bad {
		_, err := NormalizeTranslations([]byte(in))
		var api *router.ApiError
		if !errors.As(err, &api) || api.Status != 400 || !strings.Contains(api.Message, strings.TrimSuffix(want, ".")) {
			t.Errorf("%s: got %v; want a 400 saying %q", in, err, want)
			continue
		}
		if _, ok := api.Data["translations"]; !ok {
			t.Errorf("%s: no translations field error in %v", in, api.Data)
		}
	}
	// At the limit it is accepted.
	if _, err := NormalizeTranslations([]byte(`{"es":{"title":"` + strings.Repeat("ñ", 200) + `"}}`)); err != nil {
		t.Errorf("200 characters refused: %v", err)
	}
}
