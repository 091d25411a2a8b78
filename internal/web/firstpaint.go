package web

// The first screen painted from the HTML itself (issue 26 §7): under a slow phone's CPU
// nothing showed until React, the router and the query library had run (~2.4 s at
// Lighthouse's 4x throttling), though the page's answers were in its HTML already
// (firstdata.go). Here the same answers become static markup inside <div id="root">: the
// header bar's box and home's hero (its banner, the LCP image) or a category page's title
// and first cards, with the class names of the React components
// (src/app/layouts/site-layout.tsx, src/ui/header.tsx, src/features/catalog/home-page.tsx,
// src/features/catalog/category-page.tsx, src/ui/video-grid.tsx, src/ui/video-card.tsx;
// a watch page's in firstpaint_watch.go)
// so the stylesheet lays it out as the app will. React's createRoot replaces it on its
// first render (src/main.tsx); index.html's script after #root empties it before it
// paints when the copy is not this page's from the network (the worker's precached shell)
// or the visitor has not passed the age gate. Only first-data answers go in, escaped by
// html/template; words that come from the app's catalogs (Back to Categories, views) are
// blank lines of the same height, so no language shows another's text.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"net/url"
	"strings"
)

// firstPaintCards: two rows of three on a desktop, more than a phone's screen of one column;
// the rest of the page's twelve arrive with the app, below them. The header and the main
// element are plain boxes of their size: the page has one of each once the app draws.
const firstPaintCards = 6

// firstPriorityCards as the grid's PRIORITY_CARDS (src/ui/video-grid.tsx): above the fold.
const firstPriorityCards = 4

type paintCard struct {
	Href, Thumb, Title, Author, Duration string
	Eager, First                         bool
}

type paintPage struct {
	Name, Description string
	Cards             []paintCard
	Hero              *paintHero
	Watch             *paintWatch
	Videos            *paintVideos
	Categories        *paintCategories
	// Logo: the site's assigned logo in the header's box (firstpaint_categories.go), where
	// the page has the asset assignments' answer and no larger picture.
	Logo string
}

// paintHero is home's hero (src/features/catalog/home-page.tsx): its banner is the page's
// LCP image. The site's headline and tagline when it has them; the app's own defaults
// (and the search button's word) only in English, else a blank of their size: the
// catalogs' texts are the app's, not known here.
type paintHero struct {
	Banner, Headline, Tagline, Search string
}

// The classes are copied from the components named above; keep them in step.
var firstPaintTmpl = template.Must(template.New("paint").Parse(`<div class="flex min-h-dvh flex-col" data-first-paint>` +
	`<div class="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/80">{{if .Logo}}{{template "logo" .Logo}}{{end}}</div>` +
	`<div class="flex min-h-dvh flex-1 flex-col pt-16 outline-none">` +
	`{{if .Hero}}{{template "hero" .Hero}}{{else if .Watch}}{{template "watch" .Watch}}{{else if .Videos}}{{template "videos" .Videos}}{{else if .Categories}}{{template "categories" .Categories}}{{else}}{{template "category" .}}{{end}}</div></div>` +
	`{{define "hero"}}<section class="relative overflow-hidden border-b border-border bg-gradient-to-b from-surface-2 to-bg">` +
	`{{if .Banner}}<img src="{{.Banner}}" alt="" fetchpriority="high" class="absolute inset-0 size-full object-cover opacity-40">{{end}}` +
	`<div class="relative mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 pb-14 pt-20 text-center sm:pb-20 sm:pt-24">` +
	`<h1 class="flex min-h-[2lh] items-center text-3xl font-extrabold tracking-tight text-fg sm:min-h-0 sm:text-5xl{{if not .Headline}} invisible{{end}}">{{or .Headline "\u00a0"}}</h1>` +
	`<p class="min-h-12 max-w-xl text-muted{{if not .Tagline}} invisible{{end}}">{{or .Tagline "\u00a0"}}</p>` +
	`<div class="mt-2 flex w-full max-w-xl gap-2"><div class="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg"></div>` +
	`<span class="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold bg-accent text-on-accent">{{or .Search "\u00a0"}}</span></div>` +
	`</div></section>{{end}}` +
	`{{define "category"}}<section class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">` +
	`<div aria-hidden="true">&nbsp;</div>` +
	`<h1 class="mt-3 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{{.Name}}</h1>` +
	`{{if .Description}}<p class="mt-2 max-w-prose text-sm text-muted">{{.Description}}</p>{{end}}` +
	`<div class="mt-6"><div aria-hidden="true" class="` + browseSlot + `"></div>{{template "grid" .Cards}}</div></section>{{end}}` +
	`{{define "grid"}}<div><div class="grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">` +
	`{{range .}}<article class="group relative flex flex-col gap-2">` +
	`<a href="{{.Href}}" class="flex flex-col gap-2 rounded-xl outline-offset-4">` +
	`<div class="relative aspect-video w-full overflow-hidden rounded-xl bg-surface-2">` +
	`<img src="{{.Thumb}}" alt="" loading="{{if .Eager}}eager{{else}}lazy{{end}}"{{if .First}} fetchpriority="high"{{end}} decoding="async" width="320" height="180" class="size-full object-cover">` +
	`<span class="absolute end-2 bottom-2 rounded-md bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">{{.Duration}}</span>` +
	`</div><h3 class="line-clamp-2 text-sm font-semibold text-fg group-hover:text-accent">{{.Title}}</h3></a>` +
	`<div class="flex flex-col gap-0.5 text-xs text-muted"><span class="truncate">{{.Author}}</span>` +
	`<span class="flex flex-wrap items-center gap-x-3 gap-y-1"><span>&nbsp;</span></span></div>` +
	`</article>{{end}}</div></div>{{end}}`))

// FirstPaint is the markup for page p (cleaned, no language prefix) in language lang from
// its first-data answers, or "" where there is none: home, a category page, /videos
// (firstpaint_videos.go), /categories (firstpaint_categories.go) and a watch page
// (firstpaint_watch.go) have it.
func FirstPaint(p, lang string, plan firstPlan, answers map[string]json.RawMessage) string {
	if p == "" && plan.homeAssets {
		return homePaint(lang, answers)
	}
	if plan.watch != "" {
		return watchPaint(lang, answers[plan.watch])
	}
	if p == "videos" && plan.lcpList != "" && len(plan.urls) > 1 {
		return videosPaint(lang, answers[plan.urls[0]], answers[plan.lcpList])
	}
	if plan.categoryIndex {
		return categoriesPaint(lang, answers[plan.urls[0]], answers[earlyAssetsURL])
	}
	slug, ok := strings.CutPrefix(p, "categories/")
	if !ok || plan.lcpList == "" || len(plan.urls) < 2 {
		return ""
	}
	var cats struct {
		Items []struct {
			Slug        string `json:"slug"`
			Name        string `json:"name"`
			Description string `json:"description"`
		} `json:"items"`
	}
	cards := paintCards(lang, answers[plan.lcpList])
	if json.Unmarshal(answers[plan.urls[0]], &cats) != nil || len(cards) == 0 {
		return ""
	}
	// planFirst unescaped the slug from the path; the answers hold it as stored.
	if s, ok := planSlug(p); ok {
		slug = s
	}
	page := paintPage{}
	found := false
	for _, c := range cats.Items {
		if c.Slug == slug {
			page.Name, page.Description, found = c.Name, c.Description, true
		}
	}
	// The built-in categories show their catalog's name in another language
	// (src/features/catalog/builtin-names.ts): not known here, so no markup.
	if !found || lang != "en" && (slug == "trending" || slug == "newest") {
		return ""
	}
	page.Cards = cards
	return render(page)
}

// paintCards: the first cards of a list answer (a category's videos), none when the
// answer is missing, not a list or empty.
func paintCards(lang string, body json.RawMessage) []paintCard {
	var list struct {
		Items []struct {
			Slug         string  `json:"slug"`
			Title        string  `json:"title"`
			Author       string  `json:"author"`
			ThumbnailURL string  `json:"thumbnail_url"`
			Duration     float64 `json:"duration"`
		} `json:"items"`
	}
	if len(body) == 0 || json.Unmarshal(body, &list) != nil {
		return nil
	}
	var cards []paintCard
	for i, v := range list.Items {
		if i == firstPaintCards {
			break
		}
		thumb := sameSiteImage(v.ThumbnailURL)
		if thumb == "" {
			thumb = "/fallback-thumbnail.svg"
		}
		cards = append(cards, paintCard{
			Href:     LangPath(lang, "video/"+uriComponent(v.Slug)),
			Thumb:    thumb,
			Title:    v.Title,
			Author:   v.Author,
			Duration: formatDuration(v.Duration),
			Eager:    i < firstPriorityCards,
			First:    i == 0,
		})
	}
	return cards
}

func render(page paintPage) string {
	var b bytes.Buffer
	if firstPaintTmpl.Execute(&b, page) != nil {
		return ""
	}
	return b.String()
}

// homePaint draws home's hero: only when both the site settings and the banners were
// answered (a hero drawn without its banner, or with the default headline the site does
// not use, would be redrawn under the reader).
func homePaint(lang string, answers map[string]json.RawMessage) string {
	siteBody, ok1 := answers[earlySiteURL]
	assets, ok2 := answers[earlyAssetsURL]
	var site struct {
		Value struct {
			Headline string `json:"headline"`
			Tagline  string `json:"tagline"`
		} `json:"value"`
	}
	if !ok1 || !ok2 || json.Unmarshal(siteBody, &site) != nil {
		return ""
	}
	h := &paintHero{Banner: homeBanner(assets), Headline: site.Value.Headline, Tagline: site.Value.Tagline}
	if lang == "en" {
		h.Search = "Search"
		if h.Headline == "" {
			h.Headline = "Over 100,000 videos"
		}
		if h.Tagline == "" {
			h.Tagline = "Browse, search and watch. New videos every day."
		}
	}
	return render(paintPage{Hero: h})
}

func planSlug(p string) (string, bool) {
	parts := strings.Split(p, "/")
	if len(parts) != 2 {
		return "", false
	}
	s, err := url.PathUnescape(parts[1])
	return s, err == nil
}

// formatDuration as src/lib/format.ts does: m:ss or h:mm:ss.
func formatDuration(seconds float64) string {
	s := int(max(0, seconds))
	h, m, sec := s/3600, s%3600/60, s%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}

// InjectFirstPaint writes the markup into the shell's empty #root.
func InjectFirstPaint(page, markup string) string {
	if markup == "" {
		return page
	}
	return strings.Replace(page, `<div id="root"></div>`, `<div id="root">`+markup+`</div>`, 1)
}
