package web

// The first page's data in its HTML (issue 26 §7): the answers index.html's early script
// would fetch for this page (the same URLs, see index.html and src/data/catalog.ts), asked
// of the server's own router as an anonymous visitor and written into
// <script type="application/json" id="first-data">, with the page's LCP image preloaded
// beside it. The first cards then draw without waiting for an API round trip
// (src/data/first-data.ts). The HTML is one copy for every viewer (a shared cache, the
// worker's precache), so only a visitor's answers go in: the client uses the caller-
// dependent ones (a watch payload) only when nobody is signed in.

import (
	"bytes"
	"encoding/json"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"reelhouse/internal/routes"
)

const (
	// The first-data answers are capped: a catalog with hundreds of categories would make
	// every page's HTML heavy; an answer left out is fetched as before.
	firstDataMaxAnswer = 48 << 10
	firstDataMaxTotal  = 96 << 10
)

// The early URLs without parameters, as the route table names them (a page's categories
// with ?lang= in de, es and fr).
var (
	earlyCategoriesURL = routes.Get().Requests["categories"].URL
	earlyAssetsURL     = routes.Get().Requests["assets"].URL
)

// firstPlan is what page p asks for first: the URLs, the list whose first thumbnail is the
// LCP image (none on home: the banner is), the watch payload whose poster is, and
// /categories (its first tile's icon, if a picture, is).
type firstPlan struct {
	urls          []string
	lcpList       string
	watch         string
	homeAssets    bool
	categoryIndex bool
}

// planFirst is index.html's early script for page p (cleaned, no language prefix, no
// leading slash) in language lang, both read from the route table's "first" of the page
// (internal/routes/routes.json); ok is false for pages without early requests. Requests
// marked lang carry ?lang= in de, es and fr (src/data/content-lang.ts): the same URLs here,
// so a translated page finds its answers. Only the address's prefix is known here; a page
// without one whose visitor's browser picks another language asks its own URLs, finds none
// of these, and fetches as before. The server plans only a page without a query (web.go),
// so every query parameter takes its default.
func planFirst(p, lang string) (firstPlan, bool) {
	table := routes.Get()
	route, params, ok := table.Match("/" + p)
	if !ok || route.First == nil {
		return firstPlan{}, false
	}
	for k, v := range params {
		u, err := url.PathUnescape(v)
		if err != nil {
			return firstPlan{}, false
		}
		params[k] = u
	}
	for k, q := range route.First.Query {
		params[k] = q[1]
	}
	plan := firstPlan{categoryIndex: route.First.LCP == "tiles"}
	for _, id := range route.First.Requests {
		req := table.Requests[id]
		u, ok := table.Fill(req.URL, params)
		if !ok {
			continue
		}
		if req.Lang {
			u = withLang(u, lang)
		}
		plan.urls = append(plan.urls, u)
		// Which answer holds the LCP image (and the watch payload, which goes into the
		// shared HTML only when a visitor may see all of it).
		switch {
		case id == "watch":
			plan.watch = u
		case id == "list" && route.First.LCP == "thumbnail":
			plan.lcpList = u
		case id == "assets" && route.First.LCP == "banner":
			plan.homeAssets = true
		}
	}
	return plan, len(plan.urls) > 0
}

// withLang adds lang= for a page in de, es or fr (src/data/content-lang.ts).
func withLang(u, lang string) string {
	if lang != "de" && lang != "es" && lang != "fr" {
		return u
	}
	if strings.Contains(u, "?") {
		return u + "&lang=" + lang
	}
	return u + "?lang=" + lang
}

// uriComponent is JavaScript's encodeURIComponent (routes.URIComponent).
func uriComponent(s string) string { return routes.URIComponent(s) }

// fetchFunc answers a GET of an API URL as a visitor: the JSON body, or ok false.
type fetchFunc func(u string) (body []byte, ok bool)

// FirstData builds the first-data element and the LCP image preload for page p (English
// path, no leading slash) in the address's language: "" when the page has none or nothing
// could be answered.
func FirstData(p, lang string, fetch fetchFunc) string {
	head, _ := FirstDataAndPaint(p, lang, fetch, nil)
	return head
}

// Painter draws page path ("/" + p) in lang from its first-data answers (a JSON object,
// URL → answer) as the app's first render does: internal/ssr runs the app's own render.
// "" when it cannot (not ready, an error, past its time): the page is served unpainted.
type Painter func(path, lang string, answers []byte) string

// FirstDataAndPaint is FirstData plus the first screen's markup drawn by paint from the
// very answers the page carries (the browser seeds its cache with them and hydrates the
// markup: src/main.tsx), so the page's API is asked once for both.
func FirstDataAndPaint(p, lang string, fetch fetchFunc, paint Painter) (head, markup string) {
	plan, ok := planFirst(p, lang)
	if !ok {
		return "", ""
	}
	answers := map[string]json.RawMessage{}
	total := 0
	lcp := ""
	for _, u := range plan.urls {
		body, ok := fetch(u)
		if !ok || len(body) > firstDataMaxAnswer || total+len(body) > firstDataMaxTotal || !json.Valid(body) {
			continue
		}
		if u == plan.watch && !visitorSafeWatch(body) {
			continue
		}
		answers[u] = body
		total += len(body)
		switch {
		case u == plan.lcpList:
			lcp = firstThumbnail(body)
		case u == plan.watch:
			lcp = posterOf(body)
		case plan.homeAssets && u == earlyAssetsURL:
			lcp = homeBanner(body)
		}
	}
	if len(answers) == 0 {
		return "", ""
	}
	if plan.categoryIndex {
		lcp = categoriesLCP(answers[plan.urls[0]], answers[earlyAssetsURL])
	}
	// json.Marshal compacts each answer and escapes <, > and & in it; scriptSafe adds the
	// line separators, so no answer can end the element or the page's script.
	doc, err := json.Marshal(struct {
		Path    string                     `json:"path"`
		Answers map[string]json.RawMessage `json:"answers"`
	}{"/" + p, answers})
	if err != nil {
		return "", ""
	}
	if paint != nil {
		if all, err := json.Marshal(answers); err == nil {
			markup = paint("/"+p, lang, all)
		}
	}
	var b strings.Builder
	if lcp != "" {
		b.WriteString(`<link rel="preload" as="image" fetchpriority="high" href="` + html.EscapeString(lcp) + `" />` + "\n    ")
	}
	b.WriteString(`<script type="application/json" id="first-data">` + scriptSafe(string(doc)) + "</script>\n    ")
	return b.String(), markup
}

// InjectFirstPaint writes the markup into the shell's empty #root, marked with its language:
// the browser hydrates it only in that language (src/main.tsx), else draws its own over it.
func InjectFirstPaint(page, markup, lang string) string {
	if markup == "" {
		return page
	}
	return strings.Replace(page, `<div id="root"></div>`, `<div id="root" data-paint-lang="`+html.EscapeString(lang)+`">`+markup+`</div>`, 1)
}

// InjectFirstData puts the snippet before the shell's first inline script after its
// charset (the early script, which reads it), else before </head>.
func InjectFirstData(page, snippet string) string {
	if snippet == "" {
		return page
	}
	from := max(strings.Index(page, "<meta charset"), 0)
	if i := strings.Index(page[from:], "<script>"); i >= 0 && from+i < strings.Index(page, "</head>") {
		return page[:from+i] + snippet + page[from+i:]
	}
	return strings.Replace(page, "</head>", snippet+"</head>", 1)
}

// visitorSafeWatch: a watch payload goes into shared HTML only when it plays nothing a
// visitor could not (the visitor's answer of a premium video is locked, without sources;
// this holds even if that ever changed).
func visitorSafeWatch(body []byte) bool {
	var w struct {
		IsPremium bool              `json:"is_premium"`
		Sources   []json.RawMessage `json:"sources"`
	}
	if json.Unmarshal(body, &w) != nil {
		return false
	}
	return !w.IsPremium || len(w.Sources) == 0
}

func firstThumbnail(body []byte) string {
	var l struct {
		Items []struct {
			ThumbnailURL string `json:"thumbnail_url"`
		} `json:"items"`
	}
	if json.Unmarshal(body, &l) != nil || len(l.Items) == 0 {
		return ""
	}
	return sameSiteImage(l.Items[0].ThumbnailURL)
}

// posterOf: the native player's poster (a self-hosted source) is the watch page's LCP
// image; a host's iframe has none (as index.html's early script decides).
func posterOf(body []byte) string {
	var w struct {
		Locked       bool   `json:"locked"`
		ThumbnailURL string `json:"thumbnail_url"`
		Sources      []struct {
			Type string `json:"type"`
		} `json:"sources"`
	}
	if json.Unmarshal(body, &w) != nil || w.Locked {
		return ""
	}
	for _, s := range w.Sources {
		if s.Type == "local" {
			return sameSiteImage(w.ThumbnailURL)
		}
	}
	return ""
}

// assignedFile is one asset assignment of the answer index.html's early script asks for
// (asset expanded) with its file's URL as the app builds it (fileUrl in src/data/catalog.ts,
// without the origin; encodeURIComponent as the early script). Rows without a file are left out.
type assignedFile struct {
	Type, Category, URL string
}

// assignedFiles reads the asset-assignments answer; nil for a body that is not one.
func assignedFiles(body []byte) []assignedFile {
	var a struct {
		Items []struct {
			Type     string `json:"assignment_type"`
			Category string `json:"category"`
			Expand   struct {
				Asset *struct {
					ID             string `json:"id"`
					CollectionID   string `json:"collectionId"`
					CollectionName string `json:"collectionName"`
					File           string `json:"file"`
				} `json:"asset"`
			} `json:"expand"`
		} `json:"items"`
	}
	if len(body) == 0 || json.Unmarshal(body, &a) != nil {
		return nil
	}
	out := make([]assignedFile, 0, len(a.Items))
	for _, r := range a.Items {
		x := r.Expand.Asset
		if x == nil || x.File == "" {
			continue
		}
		col := x.CollectionID
		if col == "" {
			col = x.CollectionName
		}
		out = append(out, assignedFile{r.Type, r.Category, "/api/files/" + uriComponent(col) + "/" + uriComponent(x.ID) + "/" + uriComponent(x.File)})
	}
	return out
}

func homeBanner(body []byte) string {
	img := ""
	// The last one wins, as in index.html's early script.
	for _, f := range assignedFiles(body) {
		if f.Type == "home_banner" && f.Category == "" {
			img = f.URL
		}
	}
	return img
}

// sameSiteImage keeps a path or an http(s) URL (a CDN's thumbnails); anything else
// (javascript:, data:) is not preloaded.
func sameSiteImage(u string) string {
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") || strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://") {
		return u
	}
	return ""
}

// visitorFetch asks the server's own router (h) for u as a visitor: no Authorization, no
// cookie, from the client's address (so per-client limits still apply to it).
func visitorFetch(h http.Handler, parent *http.Request) fetchFunc {
	return func(u string) ([]byte, bool) {
		if h == nil {
			return nil, false
		}
		req := httptest.NewRequest(http.MethodGet, u, nil).WithContext(parent.Context())
		req.RemoteAddr = parent.RemoteAddr
		req.Host = parent.Host
		req.Header.Set("Accept", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != "" {
			return nil, false
		}
		return bytes.TrimSpace(rec.Body.Bytes()), true
	}
}
