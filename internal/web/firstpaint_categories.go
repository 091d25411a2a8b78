package web

// /categories painted from its first data as src/features/catalog/categories-page.tsx draws
// it once the categories are in: the title, "Top" (trending, then newest) and the other
// categories by name, each a tile with its icon (src/features/catalog/category-icon.tsx:
// the category's own asset, else the favicon assignment, else its first letter). The app's
// words (the title, the section headings) are known here only in English: elsewhere blanks
// of their size; so are the built-in categories' names, which the app's catalogs translate
// (src/features/catalog/builtin-names.ts).

import (
	"encoding/json"
	"html/template"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// firstPaintTiles: six rows of four on a desktop, more than a phone's screen of two
// columns; the rest arrive with the app, below them.
const firstPaintTiles = 24

type paintTile struct {
	Href, Name, Letter, Icon string
}

type paintCategories struct {
	Title, Top, Logo string
	TopTiles         []paintTile
	Tiles            []paintTile
}

// The classes are copied from categories-page.tsx and category-icon.tsx; keep them in step.
var _ = template.Must(firstPaintTmpl.New("categories").Parse(`<div class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">` +
	`<h1 class="text-2xl font-bold tracking-tight text-fg sm:text-3xl{{if not .Title}} invisible{{end}}">{{or .Title "\u00a0"}}</h1>` +
	`{{if .TopTiles}}<section class="mt-6"><h2 class="mb-3 text-lg font-semibold text-fg{{if not .Top}} invisible{{end}}">{{or .Top "\u00a0"}}</h2>` +
	`<div class="grid gap-3 grid-cols-2">{{range .TopTiles}}{{template "tile" .}}{{end}}</div></section>{{end}}` +
	`<section class="mt-8"><h2 class="mb-3 text-lg font-semibold text-fg{{if not .Title}} invisible{{end}}">{{or .Title "\u00a0"}}</h2>` +
	`<div class="grid gap-3 grid-cols-2 md:grid-cols-3 lg:grid-cols-4">{{range .Tiles}}{{template "tile" .}}{{end}}</div></section></div>` +
	`{{define "tile"}}<a href="{{.Href}}" class="flex min-h-16 min-w-0 items-center gap-2 rounded-xl border border-border bg-surface p-2.5 text-sm font-semibold text-fg hover:border-accent sm:gap-3 sm:p-3 sm:text-base">` +
	`{{if .Icon}}<img src="{{.Icon}}" alt="" class="size-10 shrink-0 rounded-lg object-cover">` +
	`{{else}}<span aria-hidden="true" class="size-10 text-lg inline-flex shrink-0 items-center justify-center rounded-lg bg-surface-2 font-bold text-accent">{{.Letter}}</span>{{end}}` +
	`<span class="min-w-0 leading-tight [overflow-wrap:anywhere]{{if not .Name}} invisible{{end}}">{{or .Name "\u00a0"}}</span></a>{{end}}`))

type paintCategory struct {
	ID   string `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// The header's row up to the logo (src/ui/header.tsx: the mobile menu's button, a box of
// its size below lg, then Brand's link): the logo lands where the app draws it. On
// /categories the logo (144 x 36 px on a phone) is larger than any tile or the title, so it
// is the page's LCP element: drawn only by the app, it was the page's LCP at ~2.3 s.
var _ = template.Must(firstPaintTmpl.New("logo").Parse(`<div class="relative mx-auto flex h-full max-w-[1600px] items-center gap-2 px-2 sm:gap-3 sm:px-4">` +
	`<span aria-hidden="true" class="inline-flex size-11 lg:hidden"></span>` +
	`<span class="flex min-w-0 shrink-0 items-center gap-2 rounded-lg p-1">` +
	`<img src="{{.}}" alt="" fetchpriority="high" class="h-9 w-auto max-w-24 object-contain min-[400px]:max-w-36 sm:max-w-48"></span></div>`))

// categoriesView is /categories' first screen from the categories answer (cats) and the
// asset assignments' (assets, may be missing: then every tile has its letter, as the
// app's first render has without them); nil without a usable categories answer.
func categoriesView(lang string, cats, assets json.RawMessage) *paintCategories {
	var c struct {
		Items []paintCategory `json:"items"`
	}
	// A full page may have more behind it: the app walks every page (src/data/catalog.ts
	// useCategories), and which come first is not known here.
	if len(cats) == 0 || json.Unmarshal(cats, &c) != nil || c.Items == nil || len(c.Items) >= 500 {
		return nil
	}
	icons, logo := categoryIcons(assets)
	tile := func(x paintCategory) paintTile {
		t := paintTile{Href: LangPath(lang, "categories/"+uriComponent(x.Slug)), Name: x.Name, Letter: firstLetter(x.Name), Icon: icons[""]}
		if u, ok := icons[x.ID]; ok {
			t.Icon = u
		}
		return t
	}
	v := &paintCategories{Logo: logo}
	if lang == "en" {
		v.Title, v.Top = "Categories", "Top"
	}
	var rest []paintCategory
	for _, x := range c.Items {
		if x.Slug != "trending" && x.Slug != "newest" {
			rest = append(rest, x)
		}
	}
	for _, slug := range []string{"trending", "newest"} {
		for _, x := range c.Items {
			if x.Slug != slug {
				continue
			}
			t := tile(x)
			if lang != "en" {
				// The app's catalog names it there, and its letter is that name's.
				t.Name, t.Letter = "", ""
			}
			v.TopTiles = append(v.TopTiles, t)
		}
	}
	// The app sorts the rest with localeCompare (the browser's collation): the root
	// collation's order (case and accents after the letters), not the database's bytes.
	coll := collate.New(language.Und)
	slices.SortStableFunc(rest, func(a, b paintCategory) int { return coll.CompareString(a.Name, b.Name) })
	for _, x := range rest[:min(len(rest), firstPaintTiles)] {
		v.Tiles = append(v.Tiles, tile(x))
	}
	return v
}

// categoriesPaint draws /categories, or "" without a usable categories answer.
func categoriesPaint(lang string, cats, assets json.RawMessage) string {
	v := categoriesView(lang, cats, assets)
	if v == nil {
		return ""
	}
	return render(paintPage{Categories: v, Logo: v.Logo})
}

// categoriesLCP: the site's logo, else the first tile's icon when it is a picture (else
// the title is the largest element).
func categoriesLCP(cats, assets json.RawMessage) string {
	v := categoriesView("en", cats, assets)
	if v == nil {
		return ""
	}
	if v.Logo != "" {
		return v.Logo
	}
	if first := append(v.TopTiles, v.Tiles...); len(first) > 0 {
		return first[0].Icon
	}
	return ""
}

// categoryIcons maps a category's id to its own icon's URL, and "" to the favicon's (as
// iconUrlFor: the first assignment of each kind wins), and gives the site's logo (as
// src/ui/use-brand-assets.ts), in the app's URL form (fileUrl in src/data/catalog.ts,
// without the origin).
func categoryIcons(assets json.RawMessage) (icons map[string]string, logo string) {
	icons = map[string]string{}
	files := assignedFiles(assets)
	// A full page may have more behind it (the app walks every page then).
	if len(files) >= 1000 {
		return icons, ""
	}
	for _, f := range files {
		key := ""
		switch {
		case f.Type == "logo" && f.Category == "":
			if logo == "" {
				logo = f.URL
			}
			continue
		case f.Type == "category" && f.Category != "":
			key = f.Category
		case f.Type == "favicon" && f.Category == "":
		default:
			continue
		}
		if _, seen := icons[key]; !seen {
			icons[key] = f.URL
		}
	}
	return icons, logo
}

// firstLetter as name.charAt(0).toUpperCase(): one UTF-16 unit, so a character outside the
// basic plane (an emoji) is left blank here rather than drawn differently.
func firstLetter(name string) string {
	r, _ := utf8.DecodeRuneInString(name)
	switch {
	case r == utf8.RuneError || r > 0xFFFF:
		return ""
	case r == 'ß': // JavaScript's full case mapping; Go's rune mapping keeps it
		return "SS"
	}
	return strings.ToUpper(string(r))
}
