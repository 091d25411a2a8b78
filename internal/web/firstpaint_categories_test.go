package web

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func categoriesAnswers(lang string, items []map[string]any, assets []map[string]any) map[string]any {
	cats := catsURL
	if lang != "en" {
		cats += "&lang=" + lang
	}
	a := map[string]any{cats: map[string]any{"items": items}}
	if assets != nil {
		a[earlyAssetsURL] = map[string]any{"items": assets}
	}
	return a
}

func cat(id, slug, name string) map[string]any {
	return map[string]any{"id": id, "slug": slug, "name": name}
}

func iconAssignment(kind, category, assetID, file string) map[string]any {
	return map[string]any{"assignment_type": kind, "category": category,
		"expand": map[string]any{"asset": map[string]any{"id": assetID, "collectionId": "pbc_assets", "file": file}}}
}

var tileNameRe = regexp.MustCompile(`<span class="min-w-0 leading-tight \[overflow-wrap:anywhere\][^"]*">([^<]*)</span>`)

func tileNames(m string) []string {
	var names []string
	for _, s := range tileNameRe.FindAllStringSubmatch(m, -1) {
		names = append(names, s[1])
	}
	return names
}

// The title, Top (trending then newest) and the rest by the browser's collation, each a
// tile with its first letter, linked to its page; both answers are in the first data.
func TestCategoriesPaint(t *testing.T) {
	items := []map[string]any{cat("c1", "zebra", "zebra"), cat("c2", "newest", "Newest"), cat("c3", "apple", "Äpfel"),
		cat("c4", "trending", "Trending"), cat("c5", "big", "Banana"), cat("c6", "sun-sets", "Sun sets")}
	head, m := FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", items, []map[string]any{})))
	d, ok := firstDataOf(t, InjectFirstData(indexHTML, head))
	if !ok || d.Path != "/categories" || d.Answers[catsURL] == nil || d.Answers[earlyAssetsURL] == nil {
		t.Fatalf("first data of /categories: %s", head)
	}
	if strings.Contains(head, "preload") {
		t.Errorf("a preload without any picture among the tiles: %s", head)
	}
	wantIn(t, m,
		`data-first-paint`,
		`<h1 class="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Categories</h1>`,
		`<h2 class="mb-3 text-lg font-semibold text-fg">Top</h2><div class="grid gap-3 grid-cols-2"><a href="/categories/trending"`,
		`<div class="grid gap-3 grid-cols-2 md:grid-cols-3 lg:grid-cols-4"><a href="/categories/apple"`,
		`<a href="/categories/sun-sets"`,
		`font-bold text-accent">Ä</span>`,
	)
	// localeCompare's order: "Äpfel" before "Banana", "zebra" last, as the app sorts them.
	if got, want := tileNames(m), []string{"Trending", "Newest", "Äpfel", "Banana", "Sun sets", "zebra"}; !slices.Equal(got, want) {
		t.Errorf("tiles %q, want %q", got, want)
	}
}

// The rest in the order Chromium's localeCompare gives them (en-US, the root collation):
// punctuation and digits first, case and accents only after the letters.
func TestCategoriesPaintSortsAsTheBrowser(t *testing.T) {
	// node -e 'console.log([...].sort((a, b) => a.localeCompare(b)))'
	want := []string{"_under", "123 go", "a b", "a-b", "ab", "Äpfel", "apple", "Banana", "eclair", "Eclair", "éclair", "Ñu", "nz", "ol", "Öl", "zebra", "Zebra"}
	var items []map[string]any
	for i, n := range slices.Backward(want) {
		items = append(items, cat(fmt.Sprint(i), fmt.Sprint("s", i), n))
	}
	_, m := FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", items, nil)))
	if got := tileNames(m); !slices.Equal(got, want) {
		t.Errorf("tiles %q, want %q", got, want)
	}
}

// A category's own icon, else the favicon; its URL as the app builds it, and the first
// tile's picture preloaded as the LCP image.
func TestCategoriesPaintIcons(t *testing.T) {
	items := []map[string]any{cat("t1", "trending", "Trending"), cat("c1", "beach", "Beach"), cat("c2", "city", "City")}
	assets := []map[string]any{
		iconAssignment("home_banner", "", "b1", "banner.jpg"),
		iconAssignment("category", "c1", "a1", "beach icon.png"),
		iconAssignment("favicon", "", "f1", "fav.png"),
		iconAssignment("category", "c1", "a2", "second.png"),
	}
	head, m := FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", items, assets)))
	wantIn(t, m,
		`<a href="/categories/beach" class="flex min-h-16`,
		`<img src="/api/files/pbc_assets/a1/beach%20icon.png" alt="" class="size-10 shrink-0 rounded-lg object-cover">`+
			`<span class="min-w-0 leading-tight [overflow-wrap:anywhere]">Beach</span>`,
		`<img src="/api/files/pbc_assets/f1/fav.png" alt="" class="size-10 shrink-0 rounded-lg object-cover">`+
			`<span class="min-w-0 leading-tight [overflow-wrap:anywhere]">City</span>`,
	)
	wantNotIn(t, m, "second.png", "banner.jpg", "text-accent")
	// Trending's tile comes first: the favicon.
	wantIn(t, head, `<link rel="preload" as="image" fetchpriority="high" href="/api/files/pbc_assets/f1/fav.png" />`)

	// Without the assignments' answer (over its cap, failed): letters, as the app's first render.
	_, m = FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", items, nil)))
	wantIn(t, m, `font-bold text-accent">B</span>`)
	wantNotIn(t, m, "<img")
}

// Another language: the category names from its answer (?lang=), the app's words and the
// built-in categories' names as blanks of their size, the links under its prefix.
func TestCategoriesPaintInAnotherLanguage(t *testing.T) {
	items := []map[string]any{cat("t1", "trending", "Trending"), cat("n1", "newest", "Newest"), cat("c1", "beach", "Strand")}
	_, m := FirstDataAndPaint("categories", "de", answersFetch(t, categoriesAnswers("de", items, nil)))
	wantIn(t, m,
		`<h1 class="text-2xl font-bold tracking-tight text-fg sm:text-3xl invisible">`+"\u00a0</h1>",
		`<a href="/de/categories/beach"`, `>Strand</span>`, `font-bold text-accent">S</span>`,
		`<a href="/de/categories/trending"`,
	)
	wantNotIn(t, m, "Categories", "Top", "Trending", "Newest", `text-accent">T<`, `text-accent">N<`)
	// The English answer is not the German page's.
	if _, m := FirstDataAndPaint("categories", "de", answersFetch(t, categoriesAnswers("en", items, nil))); m != "" {
		t.Errorf("a German page drawn from the English answer:\n%s", m)
	}
}

func TestCategoriesPaintEscapes(t *testing.T) {
	evil := `</span><script>alert(1)</script>`
	items := []map[string]any{cat("c1", `x"><script>`, evil)}
	assets := []map[string]any{iconAssignment("category", "c1", `a"1`, `javascript:alert(1)//.png`)}
	head, m := FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", items, assets)))
	page := InjectFirstPaint(InjectFirstData(shellWithRoot, head), m)
	if m == "" || strings.Contains(page, "<script>alert") || strings.Contains(m, `x"`) {
		t.Fatalf("escaping:\n%s", m)
	}
	// A file's name is a path segment of /api/files, never a scheme of its own (html/template
	// escapes its parentheses too; PocketBase's stored names have none).
	wantIn(t, m, `&lt;/span&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>`, `href="/categories/x%22%3E%3Cscript%3E"`,
		`src="/api/files/pbc_assets/a%221/javascript%3Aalert%281%29%2F%2F.png"`)
}

// No categories: the title and the empty section, as the app draws an empty list; no
// usable answer (missing, not a list, a full page that may have more): no markup.
func TestCategoriesPaintEmptyAndMissing(t *testing.T) {
	_, m := FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", []map[string]any{}, nil)))
	wantIn(t, m, `>Categories</h1>`, `lg:grid-cols-4"></div></section>`)
	wantNotIn(t, m, ">Top<", "<a ")
	full := make([]map[string]any, 500)
	for i := range full {
		full[i] = cat(fmt.Sprint(i), fmt.Sprint("s", i), fmt.Sprint("N", i))
	}
	for name, a := range map[string]map[string]any{
		"missing":   {earlyAssetsURL: map[string]any{"items": []any{}}},
		"no list":   {catsURL: map[string]any{"message": "x"}},
		"full page": categoriesAnswers("en", full, nil),
	} {
		if _, m := FirstDataAndPaint("categories", "en", answersFetch(t, a)); m != "" {
			t.Errorf("%s: markup\n%s", name, m)
		}
	}
	// At most a screenful of tiles.
	many := full[:100]
	_, m = FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", many, nil)))
	if n := len(tileNames(m)); n != firstPaintTiles {
		t.Errorf("%d tiles, want %d", n, firstPaintTiles)
	}
}

// The kept /categories page is built again when a category or an asset assignment
// changes (a new name, a new icon), not served from before the change.
func TestFirstCacheDropsCategoriesOnTheirChange(t *testing.T) {
	app := settingsApp(t)
	c := newFirstCache()
	c.bind(app)
	n := 0
	build := func() (string, string) { n++; return fmt.Sprint(n), "" }
	for i, name := range []string{"categories", "asset_assignments"} {
		if _, err := app.FindCollectionByNameOrId(name); err != nil {
			col := core.NewBaseCollection(name)
			col.Fields.Add(&core.TextField{Name: "name"})
			if err := app.Save(col); err != nil {
				t.Fatal(err)
			}
		}
		c.get("categories", build)
		saveRecord(t, app, name, "name", "x")
		if h, _, _ := c.get("categories", build); h != fmt.Sprint(i+2) {
			t.Errorf("a saved %s record kept the old page (build %s)", name, h)
		}
	}
}

// The site's logo, larger than any tile, is drawn in the header's box where the app draws
// it, and preloaded as the LCP image; a category's logo assignment is not the site's.
func TestCategoriesPaintLogo(t *testing.T) {
	items := []map[string]any{cat("c1", "beach", "Beach")}
	assets := []map[string]any{
		iconAssignment("logo", "c1", "x1", "not-this.png"),
		iconAssignment("category", "c1", "a1", "beach.png"),
		iconAssignment("logo", "", "l1", "logo.png"),
		iconAssignment("logo", "", "l2", "second.png"),
	}
	head, m := FirstDataAndPaint("categories", "en", answersFetch(t, categoriesAnswers("en", items, assets)))
	wantIn(t, m, `bg-bg/80"><div class="relative mx-auto flex h-full max-w-[1600px] items-center gap-2 px-2 sm:gap-3 sm:px-4">`+
		`<span aria-hidden="true" class="inline-flex size-11 lg:hidden"></span><span class="flex min-w-0 shrink-0 items-center gap-2 rounded-lg p-1">`+
		`<img src="/api/files/pbc_assets/l1/logo.png" alt="" fetchpriority="high" class="h-9 w-auto`)
	wantNotIn(t, m, "not-this.png", "second.png")
	wantIn(t, head, `<link rel="preload" as="image" fetchpriority="high" href="/api/files/pbc_assets/l1/logo.png" />`)
	// The other pages' header stays an empty box.
	_, m = FirstDataAndPaint("videos", "en", answersFetch(t, videosAnswers("en", "Trending")))
	wantIn(t, m, `bg-bg/80"></div>`)
}
