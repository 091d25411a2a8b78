package web

import (
	"strings"
	"testing"
)

const trendingURL = "/api/reelhouse/categories/trending/videos?page=1&perPage=12"

func videosAnswers(lang, trendingName string) map[string]any {
	cats := catsURL
	if lang != "en" {
		cats += "&lang=" + lang
	}
	items := []map[string]any{{"slug": "sunsets", "name": "Sunsets"}}
	if trendingName != "" {
		items = append(items, map[string]any{"slug": "trending", "name": trendingName})
	}
	return map[string]any{
		cats: map[string]any{"items": items},
		trendingURL: map[string]any{"items": []map[string]any{
			{"slug": "hot", "title": "Hot <one>", "author": "Ann", "thumbnail_url": "/api/files/v/1/t.jpg", "duration": 65},
		}},
	}
}

// /videos: the search form's box, the trending category's name (the record's, in the
// page's language) and the trending list's first cards, in the app's grid.
func TestVideosPaint(t *testing.T) {
	_, m := FirstDataAndPaint("videos", "en", answersFetch(t, videosAnswers("en", "Hot right now")))
	wantIn(t, m,
		`<h1 class="text-2xl font-bold tracking-tight text-fg">Hot right now</h1>`,
		`>Search</span>`,
		`<a href="/video/hot"`, `>Hot &lt;one&gt;</h3>`,
		`<img src="/api/files/v/1/t.jpg" alt="" loading="eager" fetchpriority="high"`,
		`hidden w-48 shrink-0 sm:block lg:w-56`,
	)
	// German: the record's German name, no English word, the cards under /de.
	_, m = FirstDataAndPaint("videos", "de", answersFetch(t, videosAnswers("de", "Angesagt")))
	wantIn(t, m, `>Angesagt</h1>`, `<a href="/de/video/hot"`)
	wantNotIn(t, m, "Search", "Trending")
	// No trending record: the app's word, known here only in English.
	_, m = FirstDataAndPaint("videos", "en", answersFetch(t, videosAnswers("en", "")))
	wantIn(t, m, `>Trending</h1>`)
	if _, m := FirstDataAndPaint("videos", "de", answersFetch(t, videosAnswers("de", ""))); m != "" {
		t.Errorf("German /videos without the trending record's name:\n%s", m)
	}
}

func TestVideosPaintNeedsBothAnswers(t *testing.T) {
	for _, drop := range []string{catsURL, trendingURL} {
		a := videosAnswers("en", "Trending")
		delete(a, drop)
		if _, m := FirstDataAndPaint("videos", "en", answersFetch(t, a)); m != "" {
			t.Errorf("markup without %s:\n%s", drop, m)
		}
	}
	a := videosAnswers("en", "Trending")
	a[trendingURL] = map[string]any{"items": []any{}}
	if _, m := FirstDataAndPaint("videos", "en", answersFetch(t, a)); m != "" {
		t.Errorf("markup for an empty list:\n%s", m)
	}
	// The title stays text.
	_, m := FirstDataAndPaint("videos", "en", answersFetch(t, videosAnswers("en", `</h1><script>x()</script>`)))
	if m == "" || strings.Contains(m, "<script") {
		t.Errorf("escaping:\n%s", m)
	}
}
