package catalog

import (
	"fmt"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
)

// catalogDB is an in-memory catalog with the columns the card queries read and the
// migrations' videos_fts; rows (title, author, description) are inserted oldest first.
func catalogDB(t *testing.T, videos [][3]string) store {
	t.Helper()
	tagged := make([][4]string, len(videos))
	for i, v := range videos {
		tagged[i] = [4]string{v[0], v[1], v[2], ""}
	}
	return taggedCatalogDB(t, tagged)
}

// taggedCatalogDB: rows (title, author, description, search tags).
func taggedCatalogDB(t *testing.T, videos [][4]string) store {
	t.Helper()
	db := memDB(t)
	for _, q := range []string{
		`CREATE TABLE videos (id TEXT PRIMARY KEY, slug TEXT, title TEXT, author TEXT, description TEXT, duration REAL,
			thumbnail TEXT DEFAULT '', thumbnail_url TEXT DEFAULT '', created TEXT, is_premium BOOLEAN DEFAULT 0, creator TEXT DEFAULT '', hidden BOOLEAN DEFAULT 0,
			moderation TEXT DEFAULT '')`,
		`CREATE INDEX idx_videos_created ON videos (created)`,
		`CREATE TABLE video_stats (video TEXT, views INT, likes INT, dislikes INT, rating REAL, total_ratings INT)`,
		`CREATE INDEX idx_video_stats_video ON video_stats (video)`,
		`CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tags, keywords,
			tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	for i, v := range videos {
		id := fmt.Sprintf("v%03d", i)
		if _, err := db.Exec("INSERT INTO videos (id, slug, title, author, description, created) VALUES (?, ?, ?, ?, ?, ?)",
			id, id, v[0], v[1], v[2], fmt.Sprintf("2026-01-01 00:00:%02d.000Z", i)); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec("INSERT INTO videos_fts (vid, title, description, author, tags) VALUES (?, ?, ?, ?, ?)", id, v[0], v[2], v[1], v[3]); err != nil {
			t.Fatal(err)
		}
	}
	return newStore(dbx.NewFromDB(db, "sqlite"))
}

func pageIDs(t *testing.T, s store, text string, limit, offset int) []string {
	t.Helper()
	q, err := s.newSearchQuery(toSearchMatch(text), searchFilter{})
	if err != nil {
		t.Fatal(err)
	}
	cards, err := s.searchPage(q, limit, offset)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(cards))
	for i, c := range cards {
		ids[i] = c.ID
	}
	return ids
}

// expectSamePaged: reading the results in pages of each size gives want.
func expectSamePaged(t *testing.T, s store, text string, want []string, sizes ...int) {
	t.Helper()
	for _, size := range sizes {
		var got []string
		for off := 0; off < len(want); off += size {
			got = append(got, pageIDs(t, s, text, size, off)...)
		}
		if !slices.Equal(got, want) {
			t.Errorf("pages of %d: %v, want %v", size, got, want)
		}
	}
}

func TestSearchPageRanksInsideTheWindowThenNewest(t *testing.T) {
	defer func(w int) { rankWindow = w }(rankWindow)
	rankWindow = 6
	// v000..v011: even ones have the word in the title, odd ones in the description only.
	var videos [][3]string
	for i := range 12 {
		if i%2 == 0 {
			videos = append(videos, [3]string{"Lantern walk", "Ann", ""})
		} else {
			videos = append(videos, [3]string{"Evening", "Bob", "a lantern"})
		}
	}
	s := catalogDB(t, videos)
	// Window = newest 6 (v011..v006): titles v010 v008 v006, then v011 v009 v007;
	// after it newest first: v005..v000.
	want := []string{"v010", "v008", "v006", "v011", "v009", "v007", "v005", "v004", "v003", "v002", "v001", "v000"}
	if got := pageIDs(t, s, "lantern", 20, 0); !slices.Equal(got, want) {
		t.Errorf("one page: %v, want %v", got, want)
	}
	expectSamePaged(t, s, "lantern", want, 1, 4, 5, 7)
	if got := pageIDs(t, s, "lantern", 5, 12); len(got) != 0 {
		t.Errorf("past the end: %v", got)
	}
}

func TestSearchPageSmallResultIsFullyRanked(t *testing.T) {
	s := catalogDB(t, [][3]string{
		{"Dune ride", "Ann", ""},          // v000 title
		{"Evening", "Dune Films", ""},     // v001 author
		{"Evening", "Bob", "over a dune"}, // v002 description
		{"Dune again", "Cy", ""},          // v003 title
		{"Nothing here", "Dee", ""},       // v004 no match
	})
	want := []string{"v003", "v000", "v001", "v002"}
	if got := pageIDs(t, s, "dune", 12, 0); !slices.Equal(got, want) {
		t.Errorf("ranked %v", got)
	}
	// Pages the title tier fills skip the author query; later pages still need it.
	expectSamePaged(t, s, "dune", want, 1, 2, 3)
	if got := pageIDs(t, s, "🔥 nomatchword", 12, 0); len(got) != 0 {
		t.Errorf("no match: %v", got)
	}
}

func TestPrepareText(t *testing.T) {
	got := prepareText("SELECT a FROM t WHERE b = {:b} ORDER BY a LIMIT {:limit} OFFSET {:offset}")
	want := "SELECT a FROM t WHERE b = :b ORDER BY a LIMIT CAST(:limit AS INTEGER) OFFSET CAST(:offset AS INTEGER)"
	if got != want {
		t.Errorf("prepareText = %s", got)
	}
}

func TestSearchTotalIsCapped(t *testing.T) {
	var videos [][3]string
	for range 6 {
		videos = append(videos, [3]string{"Lantern", "Ann", ""})
	}
	s := catalogDB(t, videos)
	m := toSearchMatch("lantern")
	defer func(w int) { rankWindow = w }(rankWindow)
	// A window holding every match (no count query) and a full one (counted).
	for _, window := range []int{300, 3} {
		rankWindow = window
		for _, c := range []struct {
			limit, total int
			capped       bool
		}{{10, 6, false}, {6, 6, false}, {5, 5, true}, {1, 1, true}} {
			q, err := s.newSearchQuery(m, searchFilter{})
			if err != nil {
				t.Fatal(err)
			}
			total, capped, err := s.total(q, c.limit)
			if err != nil || total != c.total || capped != c.capped {
				t.Errorf("window %d, limit %d: total %d capped %v (%v), want %d %v", window, c.limit, total, capped, err, c.total, c.capped)
			}
		}
	}
}

func TestSearchFiltersAreTagTokens(t *testing.T) {
	s := taggedCatalogDB(t, [][4]string{
		{"Lantern one", "Ann", "", "cabc premium pgold uann1"}, // v000
		{"Lantern two", "Bob", "", "cabc cdef ubob1"},          // v001
		{"Lantern three", "Ann", "", "cdef premium uann1"},     // v002
		{"Other", "Ann", "a lantern", "cabc"},                  // v003
	})
	m := toSearchMatch("lantern")
	cases := []struct {
		name string
		f    searchFilter
		want []string
	}{
		{"none", searchFilter{}, []string{"v002", "v001", "v000", "v003"}},
		{"category", searchFilter{Category: "abc"}, []string{"v001", "v000", "v003"}},
		{"premium", searchFilter{PremiumOnly: true}, []string{"v002", "v000"}},
		{"premium category", searchFilter{PremiumCategory: "gold"}, []string{"v000"}},
		{"creator", searchFilter{Creator: "ann1"}, []string{"v002", "v000"}},
		{"category and creator", searchFilter{Category: "def", Creator: "bob1"}, []string{"v001"}},
		{"hostile id", searchFilter{Creator: `ann1" OR "bob1`}, nil},
	}
	for _, c := range cases {
		q, err := s.newSearchQuery(m, c.f)
		if err != nil {
			t.Fatal(err)
		}
		cards, err := s.searchPage(q, 12, 0)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var got []string
		for _, card := range cards {
			got = append(got, card.ID)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		total, _, err := s.total(q, 100)
		if err != nil || total != len(c.want) {
			t.Errorf("%s: total %d (%v), want %d", c.name, total, err, len(c.want))
		}
	}
}

// A public search leaves hidden videos out; the creator's own search (Own) keeps them, each
// with the state their manager shows.
func TestOwnSearchKeepsHiddenWithState(t *testing.T) {
	s := taggedCatalogDB(t, [][4]string{
		{"Lantern one", "Ann", "", "uann1"},   // v000: public
		{"Lantern two", "Ann", "", "uann1"},   // v001: removed
		{"Lantern three", "Ann", "", "uann1"}, // v002: hidden by a suspension (no state)
	})
	for _, q := range []string{"UPDATE videos SET hidden = 1, moderation = 'removed' WHERE id = 'v001'", "UPDATE videos SET hidden = 1 WHERE id = 'v002'"} {
		if _, err := s.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	search := func(f searchFilter) map[string]string {
		q, err := s.newSearchQuery(toSearchMatch("lantern"), f)
		if err != nil {
			t.Fatal(err)
		}
		cards, err := s.searchPage(q, 12, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, c := range cards {
			got[c.ID] = c.State
		}
		return got
	}
	if got := search(searchFilter{Creator: "ann1"}); len(got) != 1 || got["v000"] != "" {
		t.Errorf("public: %v, want only v000", got)
	}
	got := search(searchFilter{Creator: "ann1", Own: true})
	want := map[string]string{"v000": "", "v001": "removed", "v002": "suspended"}
	if len(got) != len(want) || got["v000"] != "" || got["v001"] != "removed" || got["v002"] != "suspended" {
		t.Errorf("own: %v, want %v", got, want)
	}
}
