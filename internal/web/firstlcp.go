package web

// The LCP image of /categories for its preload (firstdata.go): the site's logo (larger than
// any tile), else the first tile's icon when it is a picture. The markup itself is the app's
// (internal/ssr); only which picture to ask for early is decided here, from the same answers.

import (
	"encoding/json"
	"slices"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

type lcpCategory struct {
	ID   string `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// firstTileIcon is the icon of /categories' first tile (src/features/catalog/categories-page.tsx:
// "Top" first, trending then newest, else the first by the browser's collation; an icon is the
// category's own asset, else the favicon assignment), "" for a letter or a missing answer.
func firstTileIcon(cats, assets json.RawMessage) (icon, logo string) {
	var c struct {
		Items []lcpCategory `json:"items"`
	}
	// A full page may have more behind it: the app walks every page, and which come first
	// is not known here.
	if len(cats) == 0 || json.Unmarshal(cats, &c) != nil || c.Items == nil || len(c.Items) >= 500 {
		return "", ""
	}
	icons, logo := categoryIcons(assets)
	iconOf := func(x lcpCategory) string {
		if u, ok := icons[x.ID]; ok {
			return u
		}
		return icons[""]
	}
	for _, slug := range []string{"trending", "newest"} {
		for _, x := range c.Items {
			if x.Slug == slug {
				return iconOf(x), logo
			}
		}
	}
	if len(c.Items) == 0 {
		return "", logo
	}
	coll := collate.New(language.Und)
	first := slices.MinFunc(c.Items, func(a, b lcpCategory) int { return coll.CompareString(a.Name, b.Name) })
	return iconOf(first), logo
}

// categoriesLCP: the site's logo, else the first tile's icon when it is a picture (else
// the title is the largest element).
func categoriesLCP(cats, assets json.RawMessage) string {
	icon, logo := firstTileIcon(cats, assets)
	if logo != "" {
		return logo
	}
	return icon
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
