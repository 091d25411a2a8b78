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
)

const (
	apiBase = "/api/reelhouse"
	// The first-data answers are capped: a catalog with hundreds of categories would make
	// every page's HTML heavy; an answer left out is fetched as before.
	firstDataMaxAnswer = 48 << 10
	firstDataMaxTotal  = 96 << 10

	earlyCategoriesURL = "/api/collections/categories/records?page=1&perPage=500&skipTotal=1&sort=name"
	earlyAssetsURL     = "/api/collections/asset_assignments/records?page=1&perPage=1000&skipTotal=1&expand=asset"
	earlyFeaturedURL   = "/api/collections/featured_categories/records?page=1&perPage=1000&skipTotal=1&sort=display_order&expand=category"
	earlySiteURL       = apiBase + "/settings/site"
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

// planFirst mirrors index.html's early script for page p (cleaned, no language prefix, no
// leading slash) in language lang; ok is false for pages without early requests. The early
// script asks for category names and the watch payload with ?lang= in de, es and fr
// (src/data/content-lang.ts): the same URLs here, so a translated page finds its answers.
// Only the address's prefix is known here; a page without one whose visitor's browser picks
// another language asks its own URLs, finds none of these, and fetches as before.
func planFirst(p, lang string) (firstPlan, bool) {
	lq := ""
	if lang == "de" || lang == "es" || lang == "fr" {
		lq = "lang=" + lang
	}
	withLang := func(u string) string {
		if lq == "" {
			return u
		}
		if strings.Contains(u, "?") {
			return u + "&" + lq
		}
		return u + "?" + lq
	}
	categories, featured := withLang(earlyCategoriesURL), withLang(earlyFeaturedURL)
	list := func(slug string) string {
		return apiBase + "/categories/" + uriComponent(slug) + "/videos?page=1&perPage=12"
	}
	switch {
	case p == "":
		return firstPlan{urls: []string{categories, earlyAssetsURL, featured, earlySiteURL, list("trending")}, homeAssets: true}, true
	case p == "videos":
		l := list("trending")
		return firstPlan{urls: []string{categories, l}, lcpList: l}, true
	case p == "categories":
		// The tiles' icons are asset assignments (src/features/catalog/category-icon.tsx).
		return firstPlan{urls: []string{categories, earlyAssetsURL}, categoryIndex: true}, true
	}
	parts := strings.Split(p, "/")
	if len(parts) != 2 || parts[1] == "" {
		return firstPlan{}, false
	}
	slug, err := url.PathUnescape(parts[1])
	if err != nil {
		return firstPlan{}, false
	}
	switch parts[0] {
	case "categories":
		l := list(slug)
		return firstPlan{urls: []string{categories, l}, lcpList: l}, true
	case "video":
		w := apiBase + "/videos/" + uriComponent(slug)
		return firstPlan{urls: []string{withLang(w), w + "/similar"}, watch: withLang(w)}, true
	}
	return firstPlan{}, false
}

// uriComponent is JavaScript's encodeURIComponent, as the early script escapes a slug: the
// URLs here must be the same strings for the client to find its answers.
func uriComponent(s string) string {
	e := strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
	return strings.NewReplacer("%21", "!", "%27", "'", "%28", "(", "%29", ")", "%2A", "*").Replace(e)
}

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
