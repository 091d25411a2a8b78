package web

import (
	"encoding/json"
	"testing"
)

func iconAssignment(kind, category, assetID, file string) map[string]any {
	return map[string]any{"assignment_type": kind, "category": category,
		"expand": map[string]any{"asset": map[string]any{"id": assetID, "collectionId": "pbc_assets", "file": file}}}
}

func jsonOf(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// /categories preloads the site's logo (a category's logo assignment is not the site's),
// else the first tile's icon: Top (trending) first, else the first by the browser's collation.
func TestCategoriesLCP(t *testing.T) {
	cats := jsonOf(t, map[string]any{"items": []map[string]any{
		{"id": "c2", "slug": "zebra", "name": "zebra"}, {"id": "c1", "slug": "apple", "name": "Äpfel"}, {"id": "c3", "slug": "b", "name": "banana"},
	}})
	withLogo := jsonOf(t, map[string]any{"items": []map[string]any{
		iconAssignment("logo", "c1", "x1", "not-this.png"),
		iconAssignment("category", "c1", "a1", "apple.png"),
		iconAssignment("logo", "", "l1", "logo.png"),
		iconAssignment("logo", "", "l2", "second.png"),
	}})
	if got := categoriesLCP(cats, withLogo); got != "/api/files/pbc_assets/l1/logo.png" {
		t.Errorf("with a logo: %q", got)
	}
	icons := jsonOf(t, map[string]any{"items": []map[string]any{iconAssignment("category", "c1", "a1", "apple.png")}})
	if got := categoriesLCP(cats, icons); got != "/api/files/pbc_assets/a1/apple.png" {
		t.Errorf("first by collation (Äpfel before banana): %q", got)
	}
	top := jsonOf(t, map[string]any{"items": []map[string]any{{"id": "c1", "slug": "apple", "name": "Apple"}, {"id": "t", "slug": "trending", "name": "Trending"}}})
	if got := categoriesLCP(top, icons); got != "" {
		t.Errorf("trending first, a letter: %q", got)
	}
	if got := categoriesLCP(nil, icons); got != "" {
		t.Errorf("no categories: %q", got)
	}
}
