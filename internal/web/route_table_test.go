package web

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"reelhouse/internal/routes"
)

// sample is a path of route r with every parameter "x".
func sample(r *routes.Route) string {
	return strings.TrimPrefix(r.PagePath(map[string]string{"slug": "x", "id": "x", "username": "x"}), "/")
}

// Every page the route table gives first requests is planned with exactly those, in
// German with lang= where the table says so; every other page is not planned.
func TestEveryFirstRouteIsPlannedAsTheTableSays(t *testing.T) {
	tb := routes.Get()
	for _, r := range tb.All() {
		for _, lang := range []string{"en", "de"} {
			plan, ok := planFirst(sample(r), lang)
			if r.First == nil {
				if ok {
					t.Errorf("%s: planned %v without first requests in the table", r.Name, plan.urls)
				}
				continue
			}
			if !ok || len(plan.urls) != len(r.First.Requests) {
				t.Fatalf("%s (%s): planned %v, the table asks for %v", r.Name, lang, plan.urls, r.First.Requests)
			}
			for i, id := range r.First.Requests {
				params := map[string]string{}
				for _, name := range routes.Params(r.Path) {
					params["{"+name+"}"] = "x"
				}
				for name, q := range r.First.Query {
					params["{"+name+"}"] = q[1]
				}
				want := tb.Requests[id].URL
				for k, v := range params {
					want = strings.ReplaceAll(want, k, v)
				}
				if tb.Requests[id].Lang && lang == "de" {
					want = withLang(want, "de")
				}
				if plan.urls[i] != want {
					t.Errorf("%s (%s): request %d is %s, want %s", r.Name, lang, i, plan.urls[i], want)
				}
			}
		}
	}
}

// Every SEO kind of the table has its meta builder and every builder its route; every
// sitemap kind its route (whose path prefixes the URLs) and every crawl-false route its
// Disallow line.
func TestEverySEORouteIsKnown(t *testing.T) {
	used := map[string]bool{}
	inSitemap := map[string]bool{}
	for _, r := range routes.Get().All() {
		if r.SEO != "" {
			used[r.SEO] = true
			if seoPages[r.SEO] == nil {
				t.Errorf("%s: no meta builder for seo kind %q", r.Name, r.SEO)
			}
		}
		if r.Sitemap != "" {
			inSitemap[r.Sitemap] = true
			if _, ok := sitemapKinds[r.Sitemap]; !ok {
				t.Errorf("%s: unknown sitemap kind %q", r.Name, r.Sitemap)
			}
			if sitemapPrefix(r.Sitemap) != strings.TrimSuffix(r.Path, ":slug") {
				t.Errorf("%s: sitemap URLs under %q", r.Name, sitemapPrefix(r.Sitemap))
			}
		}
		if !r.Crawled() && !strings.Contains(Robots("https://x.test"), "Disallow: "+r.Path+"\n") {
			t.Errorf("%s: not disallowed in robots.txt", r.Name)
		}
	}
	for k := range seoPages {
		if !used[k] {
			t.Errorf("meta builder %q serves no route of the table", k)
		}
	}
	for _, k := range kindOrder {
		if !inSitemap[k] {
			t.Errorf("sitemap kind %q has no route in the table", k)
		}
	}
}

// No page address is written in the server's Go code: a string literal naming a route of
// the table ("/video/…", "video/", "/login") fails here.
func TestNoRouteIsNamedOutsideTheTable(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	literal := regexp.MustCompile("\"(/?[a-z0-9-]+(?:/[a-z0-9:-]*)*)\"|`(/?[a-z0-9-]+(?:/[a-z0-9:-]*)*)`")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(src), -1) {
			if r := routeNamedBy(m[1] + m[2]); r != "" {
				t.Errorf("%s: %q names the route %s: build it from internal/routes", f, m[0], r)
			}
		}
	}
}

// routeNamedBy: the route a literal names (a static route's path, or the start of a
// parametrised one's, with or without the leading slash), "" for none.
func routeNamedBy(lit string) string {
	if lit == "" || lit == "/" {
		return ""
	}
	withSlash := "/" + strings.TrimPrefix(lit, "/")
	for _, r := range routes.Get().All() {
		if r.Path == "/" {
			continue
		}
		if strings.Contains(r.Path, ":") {
			if p := r.Prefix(); strings.HasPrefix(withSlash, p) || withSlash == strings.TrimSuffix(p, "/")+"/" {
				return r.Name
			}
		} else if withSlash == r.Path && strings.HasPrefix(lit, "/") {
			return r.Name
		}
	}
	return ""
}

func TestRouteNamedBy(t *testing.T) {
	for lit, want := range map[string]string{"/video/": "video", "video/": "video", "/login": "login", "categories/": "category", "/api/x": "", "categories": "", "/sitemap.xml": "", "text/": ""} {
		if got := routeNamedBy(lit); got != want {
			t.Errorf("%q: %q, want %q", lit, got, want)
		}
	}
}
