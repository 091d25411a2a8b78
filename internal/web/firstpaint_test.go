package web

import (
	"encoding/json"
	"strings"
	"testing"
)

const catsURL = "/api/collections/categories/records?page=1&perPage=500&skipTotal=1&sort=name"

const shellWithRoot = `<html><head><meta charset="UTF-8" /><script>early()</script></head><body><div id="root"></div></body></html>`

// answersFetch answers the given URLs with their JSON, and nothing else.
func answersFetch(t *testing.T, a map[string]any) fetchFunc {
	t.Helper()
	return func(u string) ([]byte, bool) {
		v, ok := a[u]
		if !ok {
			return nil, false
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b, true
	}
}

func sunsetAnswers(title, thumb string) map[string]any {
	return map[string]any{
		catsURL: map[string]any{"items": []map[string]any{{"slug": "sunsets", "name": "Sunsets & <Dusk>", "description": "Evening skies"}}},
		listURL: map[string]any{"items": []map[string]any{
			{"slug": "first-one", "title": title, "author": "Ann", "thumbnail_url": thumb, "duration": 3725},
			{"slug": "second", "title": "Second", "author": "Bob", "thumbnail_url": "/api/files/v/2/t.jpg", "duration": 65},
		}},
	}
}

func TestFirstPaintDrawsTheCategoryFromItsAnswers(t *testing.T) {
	_, markup := FirstDataAndPaint("categories/sunsets", "en", answersFetch(t, sunsetAnswers("First video", "/api/files/v/1/t.jpg")))
	for _, want := range []string{
		`<h1 class="mt-3 text-2xl font-bold tracking-tight text-fg sm:text-3xl">Sunsets &amp; &lt;Dusk&gt;</h1>`,
		`Evening skies`,
		`<a href="/video/first-one"`,
		`<img src="/api/files/v/1/t.jpg" alt="" loading="eager" fetchpriority="high"`,
		`>1:02:05</span>`, `>1:05</span>`,
		`>First video</h3>`, `>Ann</span>`, `>Second</h3>`,
	} {
		if !strings.Contains(markup, want) {
			t.Errorf("markup lacks %q:\n%s", want, markup)
		}
	}
	if n := strings.Count(markup, "<article"); n != 2 {
		t.Errorf("%d cards, want the list's 2", n)
	}
	page := InjectFirstPaint(shellWithRoot, markup)
	if !strings.Contains(page, `<div id="root"><div class="flex min-h-dvh flex-col" data-first-paint>`) {
		t.Errorf("markup not in #root: %s", page)
	}
}

// A title or thumbnail that tries to break out of its element or attribute stays text.
func TestFirstPaintEscapes(t *testing.T) {
	evil := `</h3><script>alert(1)</script><img src=x onerror=alert(2)>`
	_, markup := FirstDataAndPaint("categories/sunsets", "en", answersFetch(t, sunsetAnswers(evil, `/x.jpg" onerror="alert(3)`)))
	if markup == "" {
		t.Fatal("no markup")
	}
	for _, bad := range []string{"<script", "<img src=x", `" onerror="`} {
		if strings.Contains(markup, bad) {
			t.Errorf("markup holds %q unescaped:\n%s", bad, markup)
		}
	}
	// A javascript: thumbnail is no image source: the fallback is drawn instead.
	_, markup = FirstDataAndPaint("categories/sunsets", "en", answersFetch(t, sunsetAnswers("x", "javascript:alert(1)")))
	if strings.Contains(markup, "javascript:") || !strings.Contains(markup, `src="/fallback-thumbnail.svg"`) {
		t.Errorf("javascript: thumbnail drawn:\n%s", markup)
	}
}

// Only what the answers hold is drawn: at most the first six cards, no field the answers
// did not give (the list's other fields are not shown), nothing without an answer.
func TestFirstPaintOnlyFromFirstData(t *testing.T) {
	a := sunsetAnswers("First", "/a.jpg")
	items := []map[string]any{}
	for i := range 12 {
		items = append(items, map[string]any{"slug": "v" + string(rune('a'+i)), "title": "T" + string(rune('a'+i)), "thumbnail_url": "/a.jpg", "secret_field": "SECRET"})
	}
	a[listURL] = map[string]any{"items": items}
	_, markup := FirstDataAndPaint("categories/sunsets", "en", answersFetch(t, a))
	if n := strings.Count(markup, "<article"); n != firstPaintCards {
		t.Errorf("%d cards, want %d", n, firstPaintCards)
	}
	if strings.Contains(markup, "SECRET") || strings.Contains(markup, ">Tg<") {
		t.Errorf("markup beyond the first cards' shown fields:\n%s", markup)
	}
	// The list not answered (or not JSON): no markup, the app draws as before.
	delete(a, listURL)
	if _, markup := FirstDataAndPaint("categories/sunsets", "en", answersFetch(t, a)); markup != "" {
		t.Errorf("markup without the list's answer:\n%s", markup)
	}
	// A category the names do not hold: no markup (the app says not found).
	a = sunsetAnswers("First", "/a.jpg")
	a[catsURL] = map[string]any{"items": []map[string]any{{"slug": "other", "name": "Other"}}}
	if _, markup := FirstDataAndPaint("categories/sunsets", "en", answersFetch(t, a)); markup != "" {
		t.Errorf("markup for an unknown category:\n%s", markup)
	}
}

func TestNoFirstPaintWithoutFirstData(t *testing.T) {
	none := func(string) ([]byte, bool) { return nil, false }
	for _, p := range []string{"", "videos", "categories/sunsets", "video/x", "blog", "premium"} {
		if _, markup := FirstDataAndPaint(p, "en", none); markup != "" {
			t.Errorf("%q: markup without first data:\n%s", p, markup)
		}
	}
	// Pages with first data but no markup of their own: a watch page whose answer is no
	// watch payload (no id) and a built-in category in another language (its name is the
	// app's).
	all := func(u string) ([]byte, bool) {
		return []byte(`{"items":[{"slug":"trending","name":"Trending","title":"T","thumbnail_url":"/a.jpg"}]}`), true
	}
	for _, c := range [][2]string{{"video/x", "en"}, {"categories/trending", "de"}} {
		if _, markup := FirstDataAndPaint(c[0], c[1], all); markup != "" {
			t.Errorf("%q in %s: unexpected markup:\n%s", c[0], c[1], markup)
		}
	}
	if page := InjectFirstPaint(shellWithRoot, ""); page != shellWithRoot {
		t.Errorf("empty markup changed the page: %s", page)
	}
}

// A German page links its cards under its prefix.
func TestFirstPaintLinksInThePageLanguage(t *testing.T) {
	a := sunsetAnswers("First", "/a.jpg")
	a[catsURL+"&lang=de"] = a[catsURL]
	_, markup := FirstDataAndPaint("categories/sunsets", "de", answersFetch(t, a))
	if !strings.Contains(markup, `href="/de/video/first-one"`) {
		t.Errorf("card link not under /de:\n%s", markup)
	}
}

const assetsURL = "/api/collections/asset_assignments/records?page=1&perPage=1000&skipTotal=1&expand=asset"

func homeAnswers(headline string) map[string]any {
	return map[string]any{
		"/api/reelhouse/settings/site": map[string]any{"value": map[string]any{"headline": headline}},
		assetsURL: map[string]any{"items": []map[string]any{{"assignment_type": "home_banner", "category": "",
			"expand": map[string]any{"asset": map[string]any{"id": "b1", "collectionId": "assets", "file": "banner.jpg"}}}}},
	}
}

// Home: the hero with its banner (the LCP image) and the site's headline, escaped.
func TestFirstPaintHomeHero(t *testing.T) {
	_, markup := FirstDataAndPaint("", "en", answersFetch(t, homeAnswers(`Watch <b>"this"</b>`)))
	for _, want := range []string{
		`<img src="/api/files/assets/b1/banner.jpg" alt="" fetchpriority="high"`,
		`>Watch &lt;b&gt;&#34;this&#34;&lt;/b&gt;</h1>`,
		// No tagline of the site's: the app's default, in English.
		`>Browse, search and watch. New videos every day.</p>`,
	} {
		if !strings.Contains(markup, want) {
			t.Errorf("markup lacks %q:\n%s", want, markup)
		}
	}
	// In German the app's default texts are not known here: blanks of their size.
	a := homeAnswers("")
	_, markup = FirstDataAndPaint("", "de", answersFetch(t, a))
	if strings.Contains(markup, "Browse") || strings.Contains(markup, "Over 100,000") || strings.Contains(markup, ">Search<") || !strings.Contains(markup, " invisible\">") {
		t.Errorf("English defaults on a German page:\n%s", markup)
	}
	// No settings answer: no hero (its headline could be the site's own).
	delete(a, "/api/reelhouse/settings/site")
	if _, markup := FirstDataAndPaint("", "en", answersFetch(t, a)); markup != "" {
		t.Errorf("hero without the settings:\n%s", markup)
	}
}
