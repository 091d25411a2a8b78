package routes

import (
	"strings"
	"testing"
)

func TestMatchFillsParametersAsThePathHasThem(t *testing.T) {
	tb := Get()
	for path, want := range map[string]string{"/": "home", "/videos": "videos", "/categories": "categories", "/categories/big%20cats": "category", "/video/a-b": "video", "/admin": "adminRoot"} {
		r, _, ok := tb.Match(path)
		if !ok || r.Name != want {
			t.Errorf("%s: matched %v, want %s", path, r, want)
		}
	}
	r, params, _ := tb.Match("/categories/big%20cats")
	if params["slug"] != "big%20cats" {
		t.Errorf("params %v", params)
	}
	if got := r.PagePath(map[string]string{"slug": "big cats/x"}); got != "/categories/big%20cats%2Fx" {
		t.Errorf("page path %q", got)
	}
	for _, p := range []string{"/categories/", "/video", "/video/a/b", "/nope"} {
		if r, _, ok := tb.Match(p); ok {
			t.Errorf("%s matched %s", p, r.Name)
		}
	}
}

func TestFillRefusesAnInvalidOrMissingParameter(t *testing.T) {
	tb := Get()
	list := tb.Requests["list"].URL
	if u, ok := tb.Fill(list, map[string]string{"slug": "a b", "page": "2"}); !ok || u != "/api/reelhouse/categories/a%20b/videos?page=2&perPage=12" {
		t.Errorf("%q %v", u, ok)
	}
	for _, params := range []map[string]string{{"slug": "a", "page": "0"}, {"slug": "a", "page": "abc"}, {"slug": "", "page": "1"}, {"page": "1"}} {
		if u, ok := tb.Fill(list, params); ok {
			t.Errorf("%v filled %q", params, u)
		}
	}
}

// A table whose routes name a request, a redirect or a parameter that is not there is
// refused (the server would plan nothing for the page, silently).
func TestParseRefusesBrokenReferences(t *testing.T) {
	for _, doc := range []string{
		`{"requests":{},"routes":{"a":{"path":"/a","first":{"requests":["x"]}}}}`,
		`{"requests":{},"routes":{"a":{"path":"/a","redirect":"b"}}}`,
		`{"requests":{"x":{"url":"/api/{slug}"}},"routes":{"a":{"path":"/a","first":{"requests":["x"]}}}}`,
		`{"requests":{},"routes":{"a":{"path":"a"}}}`,
	} {
		if _, err := Parse([]byte(doc)); err == nil {
			t.Errorf("accepted %s", doc)
		}
	}
	if _, err := Parse([]byte(`{"requests":{"x":{"url":"/api/{slug}"}},"routes":{"a":{"path":"/a/:slug","first":{"requests":["x"]}}}}`)); err != nil {
		t.Error(err)
	}
}

func TestURIComponentIsEncodeURIComponent(t *testing.T) {
	// encodeURIComponent("a b/c?d&e=f!'()*~ä") in a browser.
	if got, want := URIComponent("a b/c?d&e=f!'()*~ä"), "a%20b%2Fc%3Fd%26e%3Df!'()*~%C3%A4"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if strings.Contains(URIComponent("+"), "+") {
		t.Error("+ stays a plus")
	}
}
