package web

import (
	"strings"
	"testing"
)

const watchURL = "/api/reelhouse/videos/clip"

func watchAnswer(extra map[string]any) map[string]any {
	v := map[string]any{
		"id": "v1", "slug": "clip", "title": "Clip", "author": "Ann Lee", "duration": 3725,
		"thumbnail_url": "/api/files/videos/v1/thumb.jpg", "is_premium": false, "locked": false,
		"stats":   map[string]any{"views": 1234},
		"sources": []map[string]any{{"type": "local", "url": "/api/reelhouse/stream/v1?token=SECRET"}},
	}
	for k, x := range extra {
		v[k] = x
	}
	return v
}

func watchMarkup(t *testing.T, lang string, v map[string]any) string {
	t.Helper()
	u := watchURL
	if lang != "en" {
		u += "?lang=" + lang
	}
	_, markup := FirstDataAndPaint("video/clip", lang, answersFetch(t, map[string]any{u: v}))
	return markup
}

func wantIn(t *testing.T, markup string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(markup, w) {
			t.Errorf("markup lacks %q:\n%s", w, markup)
		}
	}
}

func wantNotIn(t *testing.T, markup string, bad ...string) {
	t.Helper()
	for _, b := range bad {
		if strings.Contains(markup, b) {
			t.Errorf("markup holds %q:\n%s", b, markup)
		}
	}
}

// A self-hosted video: the player box with its poster (the LCP image), the row under it,
// the title and the meta line, as the app draws them; never the stream's URL.
func TestWatchPaintSelfHosted(t *testing.T) {
	m := watchMarkup(t, "en", watchAnswer(nil))
	wantIn(t, m,
		`<div class="relative aspect-video w-full overflow-hidden rounded-xl bg-black"><img src="/api/files/videos/v1/thumb.jpg" alt="" fetchpriority="high"`,
		`>Keyboard shortcuts</span>`,
		`<h1 class="mt-4 text-xl font-bold text-fg sm:text-2xl">Clip</h1>`,
		`<a href="/videos?search=Ann&#43;Lee"`, `>Ann Lee</a>`,
		`<span>1:02:05</span><span>1.2K views</span>`,
	)
	// One source: no Switch Player; no ladder: no quality menu.
	wantNotIn(t, m, "stream", "SECRET", "Switch Player", "<select")
	if page := InjectFirstPaint(shellWithRoot, m); !strings.Contains(page, `<div id="root"><div class="flex min-h-dvh flex-col" data-first-paint>`) {
		t.Errorf("markup not in #root: %s", page)
	}
}

// The ladder's quality menu and the Switch Player button take room under the box in the
// app: the markup holds the same.
func TestWatchPaintLadderAndHosts(t *testing.T) {
	m := watchMarkup(t, "en", watchAnswer(map[string]any{"sources": []map[string]any{
		{"type": "local", "url": "/s/v1", "hls": "/s/v1/master.m3u8"},
		{"type": "doodstream", "url": "https://dood.example/e/1"},
	}}))
	wantIn(t, m, `<select disabled tabindex="-1"`, `>Switch Player</span>`, `fetchpriority="high"`)
	wantNotIn(t, m, `class="mt-2 h-6"`)
	// Timeline thumbnails: their bar's room under the box, as the app keeps it.
	m = watchMarkup(t, "en", watchAnswer(map[string]any{"sources": []map[string]any{{"type": "local", "url": "/s/v1", "thumbs": true}}}))
	wantIn(t, m, `class="size-full bg-black object-contain"></div><div aria-hidden="true" class="mt-2 h-6"></div>`)
	wantNotIn(t, m, "master.m3u8", "dood.example")
	// A host's iframe only: the box without a poster (the app's iframe has none) and
	// without the local player's row.
	m = watchMarkup(t, "en", watchAnswer(map[string]any{"sources": []map[string]any{{"type": "doodstream", "url": "https://dood.example/e/1"}}}))
	wantIn(t, m, `rounded-xl bg-black"></div>`, `>Clip</h1>`)
	wantNotIn(t, m, "<img", "Keyboard shortcuts", "dood.example", "Switch Player")
	// No playable source: the app's "no player" text in the box.
	m = watchMarkup(t, "en", watchAnswer(map[string]any{"sources": []map[string]any{{"type": "local", "url": ""}}}))
	wantIn(t, m, ">No video player available</div>")
	wantNotIn(t, m, "<img")
}

// A premium video as a visitor sees it: the locked box and its upgrade link, no poster,
// no source (the server's locked answer has none; the markup would draw none anyway).
func TestWatchPaintLocked(t *testing.T) {
	m := watchMarkup(t, "en", watchAnswer(map[string]any{"is_premium": true, "locked": true, "sources": []any{}}))
	wantIn(t, m, `>Premium Only</span>`, `<a href="/signup"`, `>Upgrade to Premium</a>`, `>Clip</h1>`)
	wantNotIn(t, m, "<img", "Keyboard shortcuts", "stream")
	// A premium answer that carries sources is never put in the shared HTML at all.
	if m := watchMarkup(t, "en", watchAnswer(map[string]any{"is_premium": true, "locked": false})); m != "" {
		t.Errorf("markup from a premium answer with sources:\n%s", m)
	}
	// German: the box without the app's English words.
	m = watchMarkup(t, "de", watchAnswer(map[string]any{"is_premium": true, "locked": true, "sources": []any{}}))
	wantIn(t, m, `bg-surface text-center"></div>`, `<a href="/de/videos?search=Ann&#43;Lee"`)
	wantNotIn(t, m, "Premium Only", "Upgrade")
}

// Another language: no English words; the views (a catalog's plural) are a blank.
func TestWatchPaintGerman(t *testing.T) {
	m := watchMarkup(t, "de", watchAnswer(nil))
	wantIn(t, m, `>Clip</h1>`, "<span>1:02:05</span><span>\u00a0</span>", `<span class="text-sm underline">`+"\u00a0</span>")
	wantNotIn(t, m, "views", "Keyboard")
}

// Titles, authors and thumbnails stay text and attributes: nothing breaks out.
func TestWatchPaintEscapes(t *testing.T) {
	evil := `</h1><script>alert(1)</script><img src=x onerror=alert(2)>`
	m := watchMarkup(t, "en", watchAnswer(map[string]any{"title": evil, "author": evil, "thumbnail_url": `/t.jpg" onerror="alert(3)`}))
	if m == "" {
		t.Fatal("no markup")
	}
	wantNotIn(t, m, "<script", "<img src=x", `" onerror="`)
	m = watchMarkup(t, "en", watchAnswer(map[string]any{"thumbnail_url": "javascript:alert(1)"}))
	wantNotIn(t, m, "javascript:", "<img")
}

// Missing fields draw as the app would (empty title, 0:00, 0 views); a payload that is
// not a video (no id), or one only its creator sees (moderation), draws nothing.
func TestWatchPaintMissingFields(t *testing.T) {
	m := watchMarkup(t, "en", map[string]any{"id": "v1"})
	wantIn(t, m, `sm:text-2xl"></h1>`, `<span>0:00</span><span>0 views</span>`, ">No video player available<")
	wantIn(t, m, `<a href="/videos"`)
	for _, v := range []map[string]any{
		{"title": "no id"},
		watchAnswer(map[string]any{"moderation": map[string]any{"state": "review"}}),
	} {
		if m := watchMarkup(t, "en", v); m != "" {
			t.Errorf("markup for %v:\n%s", v, m)
		}
	}
	none := func(string) ([]byte, bool) { return nil, false }
	if _, m := FirstDataAndPaint("video/clip", "en", none); m != "" {
		t.Errorf("markup without the payload:\n%s", m)
	}
}

func TestCompactEnglish(t *testing.T) {
	for n, want := range map[int64]string{
		0: "0 views", 1: "1 view", 2: "2 views", 999: "999 views", 1000: "1K views", 1049: "1K views",
		1050: "1.1K views", 1234: "1.2K views", 9999: "10K views", 999949: "999.9K views", 999950: "1M views",
		1234567: "1.2M views", 1e9: "1B views", 1e12: "1T views", 1.5e15: "1500T views", -5: "0 views",
	} {
		if got := englishViews(n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}
