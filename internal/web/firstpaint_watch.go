package web

// A watch page's first screen from its watch payload (issue 26 §7): without it the page's
// LCP (the player's poster for a self-hosted video, the title for a host's iframe) waited
// for the whole app (5 s under Lighthouse's mobile throttling). Drawn as the React page's
// first render draws it for a visitor (src/features/watch/watch-page.tsx PlayerArea and
// LockedPlayer, src/features/watch/player.tsx Player): the 16:9 player box with the
// poster, the row under it, the Switch Player button when there are several sources, the
// title and the line of author, duration and views, with the same classes, so nothing
// moves when the app replaces it. What comes after that line (rating, categories,
// description, similar videos) arrives with the app below it. Words from the app's
// catalogs are drawn only in English (src/i18n/locales/en); other languages get a blank
// of the same height.

import (
	"encoding/json"
	"html/template"
	"net/url"
	"strconv"
	"strings"
)

// paintWatch is what the template draws; a locked video has neither poster nor sources.
type paintWatch struct {
	Title, Author, AuthorHref, Duration, Views string
	Locked                                     bool
	// The player box: the native player's poster (a self-hosted source plays first), or
	// an empty box for a host's iframe, or the no-player text.
	Poster           string
	Local, HLS, None bool
	// The timeline's room (src/features/watch/timeline-thumbs.tsx keeps it while its cues
	// load) when the self-hosted source has thumbnails.
	Thumbs           bool
	Switch           bool
	Texts            watchTexts
	LockedSignupHref string
}

// watchTexts are the app's words the markup shows: English only, else empty (blanks).
type watchTexts struct {
	PremiumOnly, PremiumText, Upgrade, Shortcuts, Quality, Auto, Switch, NoPlayer string
}

var englishWatchTexts = watchTexts{
	PremiumOnly: "Premium Only",
	PremiumText: "This content is only available to premium members.",
	Upgrade:     "Upgrade to Premium",
	Shortcuts:   "Keyboard shortcuts",
	Quality:     "Quality",
	Auto:        "Auto",
	Switch:      "Switch Player",
	NoPlayer:    "No video player available",
}

// The row under the player box holds controls that work only with the app: hidden from
// assistive technology and not focusable until the app draws the real ones.
var _ = template.Must(firstPaintTmpl.New("watch").Parse(`<div class="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">` +
	`{{if .Locked}}<div class="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-border bg-surface text-center">` +
	`{{if .Texts.PremiumOnly}}<span class="rounded-full bg-accent px-3 py-1 text-xs font-bold text-on-accent">{{.Texts.PremiumOnly}}</span>` +
	`<p class="text-sm text-muted">{{.Texts.PremiumText}}</p>` +
	`<a href="{{.LockedSignupHref}}" class="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors bg-accent text-on-accent hover:bg-accent-hover">{{.Texts.Upgrade}}</a>{{end}}` +
	`</div>{{else}}<div class="flex flex-col gap-2"><div>` +
	`<div class="relative aspect-video w-full overflow-hidden rounded-xl bg-black">` +
	`{{if .None}}<div class="flex size-full items-center justify-center text-sm text-muted">{{or .Texts.NoPlayer "\u00a0"}}</div>` +
	`{{else if .Poster}}<img src="{{.Poster}}" alt="" fetchpriority="high" class="size-full bg-black object-contain">{{end}}</div>` +
	`{{if .Thumbs}}<div aria-hidden="true" class="mt-2 h-6"></div>{{end}}` +
	`<div class="mt-2 flex flex-wrap items-center justify-end gap-3" aria-hidden="true">{{if .Local}}` +
	`{{if .HLS}}<label class="flex items-center gap-2 text-sm"><span>{{or .Texts.Quality "\u00a0"}}</span>` +
	`<select disabled tabindex="-1" class="rounded border border-border bg-surface px-2 py-1"><option>{{or .Texts.Auto "\u00a0"}}</option></select></label>{{end}}` +
	`<span class="text-sm underline">{{or .Texts.Shortcuts "\u00a0"}}</span>{{end}}</div></div>` +
	`{{if .Switch}}<div aria-hidden="true"><span class="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold border border-border bg-surface-2 text-fg">{{or .Texts.Switch "\u00a0"}}</span></div>{{end}}` +
	`</div>{{end}}` +
	`<h1 class="mt-4 text-xl font-bold text-fg sm:text-2xl">{{.Title}}</h1>` +
	`<div class="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">` +
	`<a href="{{.AuthorHref}}" class="text-accent underline underline-offset-4 hover:text-accent-hover">{{.Author}}</a>` +
	`<span>{{.Duration}}</span><span>{{or .Views "\u00a0"}}</span></div></div>`))

// watchPaint draws the watch payload body in lang, or "" when there is nothing to draw
// as the app would: no payload, or one only its creator sees (moderation), which a
// visitor never gets.
func watchPaint(lang string, body json.RawMessage) string {
	var v struct {
		ID           string  `json:"id"`
		Title        string  `json:"title"`
		Author       string  `json:"author"`
		Duration     float64 `json:"duration"`
		ThumbnailURL string  `json:"thumbnail_url"`
		Locked       bool    `json:"locked"`
		Stats        struct {
			Views int64 `json:"views"`
		} `json:"stats"`
		Sources []struct {
			Type   string `json:"type"`
			URL    string `json:"url"`
			HLS    string `json:"hls"`
			Thumbs bool   `json:"thumbs"`
		} `json:"sources"`
		Moderation json.RawMessage `json:"moderation"`
	}
	if len(body) == 0 || json.Unmarshal(body, &v) != nil || v.ID == "" || len(v.Moderation) > 0 && string(v.Moderation) != "null" {
		return ""
	}
	w := &paintWatch{
		Title:    v.Title,
		Author:   v.Author,
		Duration: formatDuration(v.Duration),
		Locked:   v.Locked,
		// paths.videos(author): a search for the author (src/lib/paths.ts).
		AuthorHref: LangPath(lang, "videos"),
		// A visitor's upgrade link asks them to sign up first (LockedPlayer).
		LockedSignupHref: LangPath(lang, "signup"),
	}
	if q := strings.TrimSpace(v.Author); q != "" {
		w.AuthorHref += "?" + url.Values{"search": {q}}.Encode()
	}
	if lang == "en" {
		w.Texts = englishWatchTexts
		w.Views = englishViews(v.Stats.Views)
	}
	if !w.Locked {
		// orderSources (src/features/watch/player-order.ts) before the site's CDN
		// preferences have loaded, as in the app's first render: the self-hosted file
		// first, then the hosts; a source without a URL does not play.
		n, hls := 0, ""
		for _, s := range v.Sources {
			if s.URL == "" {
				continue
			}
			n++
			if s.Type == "local" && !w.Local {
				w.Local, hls, w.Thumbs = true, s.HLS, s.Thumbs
			}
		}
		w.None, w.HLS, w.Switch = n == 0, hls != "", n > 1
		if w.Local {
			w.Poster = sameSiteImage(v.ThumbnailURL)
		}
	}
	return render(paintPage{Watch: w})
}

// englishViews is common.json's card.views with formatCompact in English: "1 view",
// "999 views", "1.2K views" (Intl's compact notation, one fraction digit, half up).
func englishViews(n int64) string {
	n = max(0, n)
	word := " views"
	if n == 1 {
		word = " view"
	}
	return compactEnglish(n) + word
}

func compactEnglish(n int64) string {
	if n < 1000 {
		return itoa(n)
	}
	units := []string{"K", "M", "B", "T"}
	div := int64(1000)
	for i, u := range units {
		tenths := (n*10 + div/2) / div
		// 999,950 rounds to 1000K: the next unit says it ("1M"), as Intl does.
		if tenths >= 10000 && i < len(units)-1 {
			div *= 1000
			continue
		}
		if tenths%10 == 0 {
			return itoa(tenths/10) + u
		}
		return itoa(tenths/10) + "." + itoa(tenths%10) + u
	}
	return itoa(n)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
