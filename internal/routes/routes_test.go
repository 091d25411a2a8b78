package routes

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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

// No Go code outside this package writes a page's address: a literal "/login", "/video/…"
// or "/premium/payment/success?…" in any package fails here (build it from Get()). A
// route the server registers for its own API (g.POST("/dmca", …) under /api) is not a page.
// Scripts (benchmarks) address the API only and are not read.
// internal/web checks its unprefixed paths too.
func TestNoGoCodeNamesAPageOutsideTheTable(t *testing.T) {
	literal := regexp.MustCompile("(\\.(?:GET|POST|PUT|PATCH|DELETE|Group)\\()?\"(/[a-z0-9-]+(?:/[a-z0-9-]*)*)[\"?]")
	var found []string
	comment := regexp.MustCompile(`(?m)^\s*//.*$`)
	roots, _ := filepath.Glob("../../*.go")
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		roots = append(roots, p)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range roots {
		base := filepath.Base(p)
		if !strings.HasSuffix(base, ".go") || strings.HasSuffix(base, "_test.go") || p == "../routes/routes.go" {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(comment.ReplaceAllString(string(src), ""), -1) {
			if m[1] != "" {
				continue
			}
			if r := pageOf(m[2]); r != "" {
				found = append(found, p+": "+m[0]+" names "+r)
			}
		}
	}
	if len(found) > 0 {
		t.Errorf("page addresses written outside the route table:\n%s", strings.Join(found, "\n"))
	}
}

// pageOf: the route a path names (a static route's path, or the start of a parametrised one's), "" for none.
func pageOf(path string) string {
	for _, r := range Get().All() {
		switch {
		case r.Path == "/":
		case strings.Contains(r.Path, ":") && strings.HasPrefix(path+"/", r.Prefix()) && len(path)+1 >= len(r.Prefix()):
			return r.Name
		case path == r.Path:
			return r.Name
		}
	}
	return ""
}
