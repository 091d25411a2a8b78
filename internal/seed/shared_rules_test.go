package seed

import (
	"encoding/json"
	"os"
	"testing"
)

func readTable(t *testing.T, name string, v any) {
	t.Helper()
	raw, err := os.ReadFile("../../tests/fixtures/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// The seeder's slugs follow the same truncation and suffixes as pb_hooks/lib/slug.js.
func TestSlugRulesMatchTheSharedTable(t *testing.T) {
	var table struct {
		MaxLength   int         `json:"max_length"`
		DefaultRoot string      `json:"default_root"`
		Bases       [][2]string `json:"bases"`
		Suffixes    []struct {
			Title string   `json:"title"`
			Taken []string `json:"taken"`
			Want  string   `json:"want"`
		} `json:"suffixes"`
	}
	readTable(t, "slug-rules.json", &table)
	if len(table.Bases) == 0 || len(table.Suffixes) == 0 || table.MaxLength != 200 || table.DefaultRoot != "video" {
		t.Fatalf("unexpected table: %+v", table)
	}
	for _, c := range table.Bases {
		if got := uniqueSlug(c[0], map[string]struct{}{}); got != c[1] {
			t.Errorf("base of %q = %q, want %q", c[0], got, c[1])
		}
	}
	for _, c := range table.Suffixes {
		taken := map[string]struct{}{}
		for _, s := range c.Taken {
			taken[s] = struct{}{}
		}
		if got := uniqueSlug(c.Title, taken); got != c.Want {
			t.Errorf("uniqueSlug(%q, %v) = %q, want %q", c.Title, c.Taken, got, c.Want)
		}
	}
}

// The seeder's trending mirrors (bucket, window, all-time share) are the view route's and
// the trending job's (pb_hooks/lib/views.js, internal/engagement).
func TestTrendingConstantsMatchTheSharedTable(t *testing.T) {
	var table struct {
		BucketSeconds int     `json:"bucket_seconds"`
		RecentDays    int     `json:"recent_days"`
		AllTimeShare  float64 `json:"all_time_share"`
	}
	readTable(t, "view-rules.json", &table)
	if table.BucketSeconds != viewBucketSeconds || table.RecentDays != trendingDays || table.AllTimeShare != allTimeShare {
		t.Fatalf("seed uses %d s, %d days, %v; the table says %+v", viewBucketSeconds, trendingDays, allTimeShare, table)
	}
}
