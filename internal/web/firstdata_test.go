package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

var firstDataRe = regexp.MustCompile(`(?s)<script type="application/json" id="first-data">(.*?)</script>`)

type firstDoc struct {
	Path    string                     `json:"path"`
	Answers map[string]json.RawMessage `json:"answers"`
}

// firstDataOf parses the element as the browser would (its text up to the first </script>).
func firstDataOf(t *testing.T, page string) (firstDoc, bool) {
	t.Helper()
	m := firstDataRe.FindStringSubmatch(page)
	if m == nil {
		return firstDoc{}, false
	}
	var d firstDoc
	if err := json.Unmarshal([]byte(m[1]), &d); err != nil {
		t.Fatalf("first-data is not JSON up to its first </script>: %v\n%s", err, m[1])
	}
	return d, true
}

const listURL = "/api/reelhouse/categories/sunsets/videos?page=1&perPage=12"

// A title that tries to end the element and open a script of its own stays a string.
func TestFirstDataCannotEndItsScript(t *testing.T) {
	evil := "</script><script>alert(1)</script><!-- \u2028 & \"x\""
	body, _ := json.Marshal(map[string]any{"items": []map[string]any{{"title": evil, "thumbnail_url": `/api/files/a/b/t"x.jpg`}}, "page": 1})
	out := FirstData("categories/sunsets", "en", func(u string) ([]byte, bool) {
		if u == listURL {
			return body, true
		}
		return nil, false
	})
	page := InjectFirstData(indexHTML, out)
	// The HTML parser ends the element at any "</script" (any case, then a space, / or >).
	if strings.Contains(page, "<script>alert") || strings.Count(strings.ToLower(page), "</script") != 1 {
		t.Fatalf("an answer ended the element: %s", page)
	}
	if strings.Contains(out, "\u2028") {
		t.Errorf("a raw line separator ends a JavaScript string in older engines: %q", out)
	}
	d, ok := firstDataOf(t, page)
	if !ok || d.Path != "/categories/sunsets" {
		t.Fatalf("no first data for the page: %s", page)
	}
	var list struct {
		Items []struct{ Title string } `json:"items"`
	}
	if err := json.Unmarshal(d.Answers[listURL], &list); err != nil || len(list.Items) != 1 || list.Items[0].Title != evil {
		t.Fatalf("the answer did not survive the escaping: %v %+v", err, list)
	}
	// The LCP preload: the first thumbnail, attribute-escaped.
	if !strings.Contains(out, `<link rel="preload" as="image" fetchpriority="high" href="/api/files/a/b/t&#34;x.jpg" />`) {
		t.Errorf("no escaped preload of the first thumbnail: %s", out)
	}
}

// Only what a visitor may see goes into the shared HTML: no premium video's sources, no
// error answers, nothing over the size caps; a thumbnail that is no http(s) URL or path is
// not preloaded.
func TestFirstDataHoldsOnlyPublicAnswers(t *testing.T) {
	watchURL := "/api/reelhouse/videos/gold"
	premium := `{"slug":"gold","is_premium":true,"locked":false,"thumbnail_url":"/t.jpg","sources":[{"type":"local","url":"/api/reelhouse/stream/x?token=secret"}]}`
	out := FirstData("video/gold", "en", func(u string) ([]byte, bool) {
		if u == watchURL {
			return []byte(premium), true
		}
		return nil, false // e.g. the similar list answered 404
	})
	if out != "" {
		t.Fatalf("a premium video's sources went into the page: %s", out)
	}

	locked := `{"slug":"gold","is_premium":true,"locked":true,"thumbnail_url":"javascript:alert(1)","sources":[]}`
	out = FirstData("video/gold", "en", func(u string) ([]byte, bool) { return []byte(locked), u == watchURL })
	d, ok := firstDataOf(t, InjectFirstData(indexHTML, out))
	if !ok || len(d.Answers) != 1 || strings.Contains(out, "preload") {
		t.Fatalf("the visitor's locked payload is public (no poster to preload): %s", out)
	}

	big := `{"items":[{"title":"` + strings.Repeat("x", firstDataMaxAnswer) + `"}]}`
	if out := FirstData("categories/sunsets", "en", func(string) ([]byte, bool) { return []byte(big), true }); strings.Contains(out, "xxxx") {
		t.Errorf("an answer over the cap went in (%d bytes)", len(out))
	}
	if out := FirstData("account", "en", func(string) ([]byte, bool) { return []byte(`{}`), true }); out != "" {
		t.Errorf("a page without early requests got data: %s", out)
	}
}

// The HTML route asks its own router as a visitor (the member's Authorization and cookie
// stay behind), for the page under every language prefix, and not for a page with a query.
func TestIndexInlinesTheVisitorsAnswersPerLanguage(t *testing.T) {
	app := settingsApp(t)
	var mu sync.Mutex
	var seen []string
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.URL.RequestURI()+" auth="+r.Header.Get("Authorization")+" cookie="+r.Header.Get("Cookie"))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		switch {
		case strings.HasPrefix(r.URL.Path, "/api/reelhouse/categories/"):
			_, _ = w.Write([]byte(`{"items":[{"slug":"a","thumbnail_url":"/api/files/v/a/t.jpg"}],"page":1,"perPage":12,"totalItems":1,"totalPages":1}`))
		case r.URL.Path == "/api/collections/categories/records":
			_, _ = w.Write([]byte(`{"items":[{"slug":"sunsets","name":"Sunsets"}]}`))
		default:
			http.NotFound(w, r)
		}
	})
	h := &spa{
		app:         app,
		shell:       `<html lang="en"><head><title>Reelhouse</title><script>early()</script></head><body></body></html>`,
		server:      &http.Server{Handler: api},
		policy:      newDocumentPolicy(app, nil),
		siteName:    newSettingsMemo(app, func() string { return "Reelhouse" }),
		defaultLang: newSettingsMemo(app, func() string { return "" }),
	}
	get := func(target string) string {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, target, nil)
		req.Header.Set("Authorization", "member-token")
		req.Header.Set("Cookie", "session=member")
		rec := httptest.NewRecorder()
		e := &core.RequestEvent{App: app, Event: router.Event{Response: rec, Request: req}}
		p := strings.TrimPrefix(strings.SplitN(target, "?", 2)[0], "/")
		if err := h.index(e, p); err != nil {
			t.Fatal(err)
		}
		return rec.Body.String()
	}

	for lang, target := range map[string]string{"en": "/categories/sunsets", "de": "/de/categories/sunsets", "fr": "/fr/categories/sunsets"} {
		page := get(target)
		d, ok := firstDataOf(t, page)
		categories := earlyCategoriesURL
		if lang != "en" {
			categories += "&lang=" + lang
		}
		if !ok || d.Path != "/categories/sunsets" || d.Answers[listURL] == nil || d.Answers[categories] == nil {
			t.Fatalf("%s: no first data for the category: %s", lang, page)
		}
		if !strings.Contains(page, `<html lang="`+lang+`"`) || !strings.Contains(page, `href="/api/files/v/a/t.jpg"`) {
			t.Errorf("%s: page not localised or LCP image not preloaded: %s", lang, page)
		}
		// Before the early script, which reads it.
		if strings.Index(page, `id="first-data"`) > strings.Index(page, "<script>early()") {
			t.Errorf("%s: first data after the early script: %s", lang, page)
		}
	}
	mu.Lock()
	for _, s := range seen {
		if !strings.HasSuffix(s, " auth= cookie=") {
			t.Errorf("the router was asked with the member's credentials: %s", s)
		}
	}
	n := len(seen)
	mu.Unlock()
	if n == 0 {
		t.Fatal("the router was never asked")
	}

	if _, ok := firstDataOf(t, get("/de/")); !ok {
		t.Error("the German home page has no first data")
	}
	if _, ok := firstDataOf(t, get("/categories/sunsets?page=2")); ok {
		t.Error("a page with a query got the first page's data")
	}
}

// A German page's early script asks for category names and the watch payload with
// ?lang=de (src/data/content-lang.ts): the answers are keyed by those URLs, the card lists
// (titles as written) by the same URLs as in English.
func TestFirstDataKeysTranslatedAnswersByLanguage(t *testing.T) {
	asked := []string{}
	fetch := func(u string) ([]byte, bool) { asked = append(asked, u); return []byte(`{"items":[]}`), true }
	d, ok := firstDataOf(t, InjectFirstData(indexHTML, FirstData("video/gold", "de", fetch)))
	if !ok || d.Answers["/api/reelhouse/videos/gold?lang=de"] == nil || d.Answers["/api/reelhouse/videos/gold/similar"] == nil {
		t.Fatalf("German watch page answers: %v (asked %v)", d.Answers, asked)
	}
	asked = nil
	d, _ = firstDataOf(t, InjectFirstData(indexHTML, FirstData("categories/sunsets", "fr", fetch)))
	if d.Answers[earlyCategoriesURL+"&lang=fr"] == nil || d.Answers[listURL] == nil || d.Answers[earlyCategoriesURL] != nil {
		t.Fatalf("French category page answers: %v", asked)
	}
	d, _ = firstDataOf(t, InjectFirstData(indexHTML, FirstData("categories/sunsets", "en", fetch)))
	if d.Answers[earlyCategoriesURL] == nil {
		t.Fatalf("English asks without lang: %v", asked)
	}
}

// Home's banner URL is built as index.html's early script builds its preload
// (encodeURIComponent), so the preload and the app's image are one request; the last banner
// wins and a row without a file counts for nothing.
func TestHomeBannerURLAsTheEarlyScriptBuildsIt(t *testing.T) {
	body, _ := json.Marshal(map[string]any{"items": []map[string]any{
		iconAssignment("home_banner", "", "b1", "first.jpg"),
		iconAssignment("home_banner", "", "b2", "a;b@c.jpg"),
		{"assignment_type": "home_banner", "category": "", "expand": map[string]any{}},
		iconAssignment("home_banner", "c1", "b3", "category.jpg"),
	}})
	if got, want := homeBanner(body), "/api/files/pbc_assets/b2/a%3Bb%40c.jpg"; got != want {
		t.Fatalf("banner %q, want %q", got, want)
	}
}
