// Package routes is the server's reader of the route table (routes.json beside this file,
// issue 40 item 3): the one place a page's address, its first API requests and its SEO kind
// are named. The PWA reads the same file (src/app/route-table.ts, vite/early-script.ts).
// It lives here, not at the repository root, because a Go package can embed only files in
// its own folder; the TypeScript side imports it from here.
package routes

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strings"
)

//go:embed routes.json
var raw []byte

// Request is one of a page's first API requests.
type Request struct {
	URL    string `json:"url"`
	Lang   bool   `json:"lang"`
	Shared bool   `json:"shared"`
}

// First is what a page asks for before the app's code runs (and the server puts in its HTML).
type First struct {
	Requests []string             `json:"requests"`
	Query    map[string][2]string `json:"query"` // parameter → [query key, default]
	Unless   string               `json:"unless"`
	LCP      string               `json:"lcp"`
	Paint    string               `json:"paint"`
}

// Route is one page of the app.
type Route struct {
	Name     string `json:"-"`
	Path     string `json:"path"`
	Module   string `json:"module"`
	Redirect string `json:"redirect"`
	Crawl    *bool  `json:"crawl"`
	SEO      string `json:"seo"`
	Sitemap  string `json:"sitemap"`
	First    *First `json:"first"`
}

// Table is the parsed routes.json.
type Table struct {
	Valid    map[string]string  `json:"valid"`
	Requests map[string]Request `json:"requests"`
	Routes   map[string]*Route  `json:"routes"`
	valid    map[string]*regexp.Regexp
	ordered  []*Route // by path, for a stable order
}

// The table of this build (the file is embedded: it cannot be missing or change).
var table = mustParse(raw)

// Get returns the table.
func Get() *Table { return table }

func mustParse(b []byte) *Table {
	t, err := Parse(b)
	if err != nil {
		panic(err)
	}
	return t
}

// Parse reads a table and checks what the readers rely on: every redirect and request
// named exists, every parameter a request uses is given by its routes.
func Parse(b []byte) (*Table, error) {
	var t Table
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("routes.json: %w", err)
	}
	t.valid = map[string]*regexp.Regexp{}
	for k, v := range t.Valid {
		re, err := regexp.Compile(v)
		if err != nil {
			return nil, fmt.Errorf("routes.json: valid.%s: %w", k, err)
		}
		t.valid[k] = re
	}
	for name, r := range t.Routes {
		r.Name = name
		if !strings.HasPrefix(r.Path, "/") {
			return nil, fmt.Errorf("routes.json: %s: path %q does not start with /", name, r.Path)
		}
		if r.Redirect != "" && t.Routes[r.Redirect] == nil {
			return nil, fmt.Errorf("routes.json: %s: redirect to unknown route %q", name, r.Redirect)
		}
		if r.First == nil {
			continue
		}
		given := map[string]bool{}
		for _, p := range Params(r.Path) {
			given[p] = true
		}
		for p := range r.First.Query {
			given[p] = true
		}
		for _, id := range r.First.Requests {
			req, ok := t.Requests[id]
			if !ok {
				return nil, fmt.Errorf("routes.json: %s: unknown request %q", name, id)
			}
			for _, m := range placeholderRe.FindAllStringSubmatch(req.URL, -1) {
				if !given[m[1]] {
					return nil, fmt.Errorf("routes.json: %s: request %s needs {%s}, which the route does not give", name, id, m[1])
				}
			}
		}
	}
	for _, r := range t.Routes {
		t.ordered = append(t.ordered, r)
	}
	sort.Slice(t.ordered, func(i, j int) bool { return t.ordered[i].Path < t.ordered[j].Path })
	return &t, nil
}

// All lists the routes ordered by path.
func (t *Table) All() []*Route { return t.ordered }

// Params lists a pattern's parameters (":slug" segments) in order.
func Params(pattern string) []string {
	var out []string
	for _, s := range strings.Split(pattern, "/") {
		if strings.HasPrefix(s, ":") {
			out = append(out, s[1:])
		}
	}
	return out
}

// Match finds the route of path p (leading slash, no language prefix, no trailing slash
// but for "/") and its parameters as they stand in the path (still escaped).
func (t *Table) Match(p string) (*Route, map[string]string, bool) {
	segs := strings.Split(p, "/")
	for _, r := range t.ordered {
		pat := strings.Split(r.Path, "/")
		if len(pat) != len(segs) {
			continue
		}
		params := map[string]string{}
		ok := true
		for i, s := range pat {
			switch {
			case strings.HasPrefix(s, ":") && segs[i] != "":
				params[s[1:]] = segs[i]
			case s != segs[i]:
				ok = false
			}
			if !ok {
				break
			}
		}
		if ok {
			return r, params, true
		}
	}
	return nil, nil, false
}

// Prefix is the part of a route's path before its first parameter ("/video/" of
// "/video/:slug"): a sitemap's URLs are the prefix and a slug.
func (r *Route) Prefix() string {
	if i := strings.Index(r.Path, ":"); i >= 0 {
		return r.Path[:i]
	}
	return r.Path
}

// Crawled: false for the areas robots.txt keeps crawlers out of.
func (r *Route) Crawled() bool { return r.Crawl == nil || *r.Crawl }

// PagePath is the route's path with its parameters filled in (url.PathEscape, as page links
// and canonical URLs are written).
func (r *Route) PagePath(params map[string]string) string {
	segs := strings.Split(r.Path, "/")
	for i, s := range segs {
		if strings.HasPrefix(s, ":") {
			segs[i] = url.PathEscape(params[s[1:]])
		}
	}
	return strings.Join(segs, "/")
}

var placeholderRe = regexp.MustCompile(`\{(\w+)\}`)

// Fill puts the parameters into a request's URL template as the early script does
// (encodeURIComponent); ok is false when one is missing or not valid (then the request is
// not made).
func (t *Table) Fill(template string, params map[string]string) (string, bool) {
	ok := true
	out := placeholderRe.ReplaceAllStringFunc(template, func(m string) string {
		name := m[1 : len(m)-1]
		v := params[name]
		if re := t.valid[name]; re != nil && !re.MatchString(v) || v == "" {
			ok = false
		}
		return URIComponent(v)
	})
	return out, ok
}

// URIComponent is JavaScript's encodeURIComponent, as the early script escapes a slug: the
// URLs here must be the same strings for the client to find its answers.
func URIComponent(s string) string {
	e := strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
	return strings.NewReplacer("%21", "!", "%27", "'", "%28", "(", "%29", ")", "%2A", "*").Replace(e)
}
