package catalog

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/router"
)

func TestNormalizeNames(t *testing.T) {
	ok := []struct {
		in   string
		want map[string]string
	}{
		{``, nil},
		{`null`, nil},
		{`{}`, nil},
		{`{"de":"  Strand ","es":"","fr":null}`, map[string]string{"de": "Strand"}},
		{`{"de":"Strand","es":"Playa","fr":"Plage"}`, map[string]string{"de": "Strand", "es": "Playa", "fr": "Plage"}},
		{`{"de":"` + strings.Repeat("ä", 50) + `"}`, map[string]string{"de": strings.Repeat("ä", 50)}}, // characters, not bytes
	}
	for _, c := range ok {
		got, err := normalizeNames([]byte(c.in))
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("normalizeNames(%s) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	bad := map[string]string{
		`{"en":"Beach"}`:    `Unknown language "en" for a category name: use de, es or fr.`,
		`{"it":"Spiaggia"}`: `Unknown language "it"`,
		`{"de":3}`:          "The de category name must be text.",
		`{"de":"S"}`:        "The de category name must be 2-50 characters.",
		`{"fr":"` + strings.Repeat("x", 51) + `"}`: "The fr category name must be 2-50 characters.",
		`["Strand"]`: "must be an object",
	}
	for in, want := range bad {
		_, err := normalizeNames([]byte(in))
		var api *router.ApiError
		if !errors.As(err, &api) || api.Status != 400 || !strings.Contains(api.Message, strings.TrimSuffix(want, ".")) {
			t.Errorf("normalizeNames(%s) = %v; want a 400 saying %q", in, err, want)
			continue
		}
		if _, ok := api.Data["name_i18n"]; !ok {
			t.Errorf("normalizeNames(%s): no name_i18n field error in %v", in, api.Data)
		}
	}
}

func TestLocalizeCategories(t *testing.T) {
	cats := []categoryRef{
		{Slug: "beach", Name: "Beach", names: `{"de":"Strand"}`},
		{Slug: "amateur", Name: "Amateur"},
		{Slug: "zoo", Name: "Zoo", names: `{"de":"Tierpark"}`},
	}
	localizeCategories(cats, "de")
	var got []string
	for _, c := range cats {
		got = append(got, c.Name)
	}
	if want := []string{"Amateur", "Strand", "Tierpark"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	en := []categoryRef{{Name: "Beach", names: `{"de":"Strand"}`}}
	localizeCategories(en, "")
	if en[0].Name != "Beach" {
		t.Errorf("English changed the name: %q", en[0].Name)
	}
}
