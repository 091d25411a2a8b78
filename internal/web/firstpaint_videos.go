package web

// /videos (the video list, trending by default) painted from its first data as
// src/features/search/videos-page.tsx draws it at first: the category column (an empty box
// of its width: hidden on a phone, and its order is the browser's collation), the search
// form (its field and button; the button's word in English only), the title (the trending
// category's name in the page's language, from the categories answer) and the first
// cards of the trending list. Only without a query: the server puts no first data in a
// page with one (web.go), so a search or another category never shows this.

import (
	"encoding/json"
	"html/template"
)

type paintVideos struct {
	Name, Search string
	Cards        []paintCard
}

var _ = template.Must(firstPaintTmpl.New("videos").Parse(`<div class="mx-auto flex w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">` +
	`<div aria-hidden="true" class="hidden w-48 shrink-0 sm:block lg:w-56"></div>` +
	`<section class="min-w-0 flex-1"><div class="flex gap-2" aria-hidden="true">` +
	`<div class="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg"></div>` +
	`<span class="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold bg-accent text-on-accent opacity-50">{{or .Search "\u00a0"}}</span></div>` +
	`<div class="mt-6 mb-4"><h1 class="text-2xl font-bold tracking-tight text-fg">{{.Name}}</h1></div>` +
	`<div aria-hidden="true" class="` + browseSlot + `"></div>` +
	`{{template "grid" .Cards}}</section></div>`))

// browseSlot: the sort and filter controls' box (src/ui/browse-controls.tsx BROWSE_SLOT),
// empty here: it holds their height so the cards do not move when the app draws them.
const browseSlot = "mb-4 min-h-[8.5rem] lg:min-h-16"

// videosPaint draws /videos from the categories answer (cats) and the trending list's
// (list), or "" when either is missing or the list is empty.
func videosPaint(lang string, cats, list json.RawMessage) string {
	var c struct {
		Items []struct {
			Slug string `json:"slug"`
			Name string `json:"name"`
		} `json:"items"`
	}
	cards := paintCards(lang, list)
	if len(cats) == 0 || json.Unmarshal(cats, &c) != nil || len(cards) == 0 {
		return ""
	}
	v := &paintVideos{Cards: cards}
	// useOrderedCategories: the trending record's name, else the app's own word.
	for _, x := range c.Items {
		if x.Slug == "trending" {
			v.Name = x.Name
		}
	}
	if lang == "en" {
		v.Search = "Search"
		if v.Name == "" {
			v.Name = "Trending"
		}
	}
	if v.Name == "" {
		return ""
	}
	return render(paintPage{Videos: v})
}
