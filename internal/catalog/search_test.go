package catalog

import (
	"database/sql"
	"regexp"
	"slices"
	"strings"
	"testing"

	_ "modernc.org/sqlite" // the server's own SQLite driver, with FTS5
)

// Hostile search box input: operators, FTS syntax, quotes, emoji, scripts, controls.
var nasty = []string{
	`he said "hello`, `"unbalanced`, `""`, "AND", "OR NOT NEAR", "cats AND dogs", "NEAR(a b, 3)",
	"a OR b NOT c", "title:sunset", "vid:abc123", "{title}: x", "^start", "foo*", "*", "***",
	"(unclosed", "closed)", "a + b - c", "'single' quotes", `back\slash`,
	"semi;colon -- DROP TABLE videos", "emoji 🔥🔥 party 🎉", "🔥", "👩‍👩‍👧‍👦 family",
	"café crème brûlée", "ＦＵＬＬＷＩＤＴＨ　ｔｅｘｔ", "日本語のタイトル", "Привет мир",
	"zero\u200bwidth", "lone \xed\xa0\x80 surrogate", "bad \xff utf8", "control\x00chars\x07",
	"tab\tand\nnewline", strings.Repeat("x", 500), "a b c d e f g h i j k l m n o p",
	"100% legit", "#hashtag @mention $money", "", "   ",
}

func TestTokenize(t *testing.T) {
	cases := map[string][]string{
		`Hello, "World"! (again)`: {"hello", "world", "again"},
		"Привет мир":              {"привет", "мир"},
		"ＦＵＬＬ":                    {"full"},
		"crème":                   {"crème"},
		"🔥 hot 🔥":                 {"hot"},
		"🔥":                       nil,
		"":                        nil,
	}
	for in, want := range cases {
		if got := tokenize(in); !slices.Equal(got, want) {
			t.Errorf("tokenize(%q) = %q, want %q", in, got, want)
		}
	}
	if n := len(tokenize("a b c d e f g h i j")); n != maxTokens {
		t.Errorf("tokens not bounded: %d", n)
	}
	if n := len([]rune(tokenize(strings.Repeat("x", 100))[0])); n != maxTokenLength {
		t.Errorf("token length not bounded: %d", n)
	}
}

func TestSearchMatch(t *testing.T) {
	m := toSearchMatch("Sunset beach")
	if m.All != `{title description author keywords}: ("sunset" "beach"*)` {
		t.Errorf("All = %s", m.All)
	}
	if m.Title != `{title}: ("sunset" "beach"*)` || m.Author != `{author}: ("sunset" "beach"*)` {
		t.Errorf("Title, Author = %s, %s", m.Title, m.Author)
	}
	for in, want := range map[string]string{
		"cats AND dogs":      `("cats" "and" "dogs"*)`,
		"NEAR(ab cd)":        `("near" "ab" "cd"*)`,
		"vid:abc":            `("vid" "abc"*)`,
		`say "hi`:            `("say" "hi"*)`,
		"photographer":       `("photograph"*)`,
		"photographers tips": `("photographers" "tips"*)`,
		"ÉÉÉÉÉÉÉÉÉÉÉÉ":       `("éééééééééé"*)`,
		"part a":             `("part" "a")`,
	} {
		if got := toSearchMatch(in).All; got != "{title description author keywords}: "+want {
			t.Errorf("toSearchMatch(%q).All = %s, want %s", in, got, want)
		}
	}
	if toSearchMatch("🔥 *** ()").All != "" || toSearchMatch("").All != "" {
		t.Error("no words must give no match")
	}
	body := regexp.MustCompile(`^\{title description author keywords\}: \(("[^"]*"\*? ?)+\)$`)
	for _, in := range nasty {
		if q := toSearchMatch(in).All; q != "" && !body.MatchString(q) {
			t.Errorf("toSearchMatch(%q) = %s: not only quoted words", in, q)
		}
	}
}

func TestSimilarWords(t *testing.T) {
	words := similarWords("The Sunset over the Ocean at Dusk", 4)
	if !slices.Equal(words, []string{"sunset", "ocean", "over", "dusk"}) {
		t.Errorf("similarWords = %q", words)
	}
	if anyWordMatch(words) != `{title description author}: ("sunset" OR "ocean" OR "over" OR "dusk")` {
		t.Errorf("anyWordMatch = %s", anyWordMatch(words))
	}
	if anyWordMatch(similarWords("a an the", 4)) != "" {
		t.Error("stopwords only must give no match")
	}
	if got := titleOverlap(wordSet([]string{"creme", "brulee"}), "Crème Brûlée for two"); got != 1 {
		t.Errorf("titleOverlap folds accents: %v", got)
	}
	if got := titleOverlap(wordSet([]string{"sunset", "ocean"}), "Sunset drive"); got != 0.5 {
		t.Errorf("titleOverlap = %v", got)
	}
}

func TestMapSearch(t *testing.T) {
	cases := []struct {
		q, cat string
		want   mappedSearch
	}{
		{"New videos", "", mappedSearch{kindNewest, "", "New videos"}},
		{"  trending now ", "ocean", mappedSearch{kindTrending, "", "trending now"}},
		{"", "ocean", mappedSearch{kindCategory, "ocean", ""}},
		{"", "newest", mappedSearch{kindNewest, "", ""}},
		{"", "trending", mappedSearch{kindTrending, "", ""}},
		{"", "", mappedSearch{kindTrending, "", ""}},
		{"sunset", "ocean", mappedSearch{kindSearch, "ocean", "sunset"}},
		{"sunset", "newest", mappedSearch{kindSearch, "", "sunset"}},
	}
	for _, c := range cases {
		if got := mapSearch(c.q, c.cat); got != c.want {
			t.Errorf("mapSearch(%q, %q) = %+v, want %+v", c.q, c.cat, got, c.want)
		}
	}
}

// memDB is an in-memory SQLite database with the server's driver (one connection: each
// new connection to ":memory:" would be another, empty database).
func memDB(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	return db
}

// ftsDB is an in-memory videos_fts like the migrations'.
func ftsDB(t *testing.T, rows [][4]string) *sql.DB {
	t.Helper()
	db := memDB(t)
	if _, err := db.Exec(`CREATE VIRTUAL TABLE videos_fts USING fts5(vid, title, description, author, tags, keywords,
		tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8 9 10')`); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if _, err := db.Exec("INSERT INTO videos_fts (vid, title, description, author) VALUES (?, ?, ?, ?)", r[0], r[1], r[2], r[3]); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

func matching(t *testing.T, db *sql.DB, match string) []string {
	t.Helper()
	rows, err := db.Query("SELECT vid FROM videos_fts WHERE videos_fts MATCH ? ORDER BY rowid DESC", match)
	if err != nil {
		t.Fatalf("MATCH %s: %v", match, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		rows.Scan(&id)
		out = append(out, id)
	}
	return out
}

func TestMatchExpressionsParseInFTS5(t *testing.T) {
	db := ftsDB(t, [][4]string{{"id1", "Sunset beach", "a calm evening", "Ann"}, {"id2", "Crème brûlée", "café", "Bob"}})
	for _, in := range nasty {
		m := toSearchMatch(in)
		for _, q := range []string{m.All, m.Title, m.Author, anyWordMatch(similarWords(in, 4))} {
			if q != "" {
				matching(t, db, q) // fails the test on a syntax error
			}
		}
	}
}

func TestFindsByPrefixAndFoldedAccentsNeverByID(t *testing.T) {
	db := ftsDB(t, [][4]string{
		{"sunsetid", "Sunset beach", "a calm evening", "Ann"},
		{"id2", "Crème brûlée", "café", "Bob"},
		{"a", "Photographers at work", "", "Ann"},
		{"b", "Photography basics", "", "Bob"},
		{"c", "Photo day", "", "Cy"},
	})
	cases := map[string][]string{
		"sun": {"sunsetid"}, "creme": {"id2"}, "id2": nil,
		"photographers": {"b", "a"}, "photogr": {"b", "a"}, "ph": {"c", "b", "a"}, "photographersx": {"b", "a"},
	}
	for in, want := range cases {
		if got := matching(t, db, toSearchMatch(in).All); !slices.Equal(got, want) {
			t.Errorf("search %q found %q, want %q", in, got, want)
		}
	}
}

// Title matches rank first, then author matches, then the rest, each newest first; the
// title and author sets come from the real FTS5 queries searchPage runs.
func TestRankByTierWithFTS5(t *testing.T) {
	db := ftsDB(t, [][4]string{
		{"title-old", "Harbor lights", "", "Ann"},
		{"desc-old", "Evening", "lights over the harbor", "Bob"},
		{"author", "Evening", "", "Harbor Lights Studio"},
		{"split", "Harbor view", "", "Lights Co"},
		{"title-new", "Harbor Lights again", "more harbor lights", "Harbor Lights Studio"},
		{"none", "Harbor only", "", "Cy"},
	})
	m := toSearchMatch("harbor light")
	rowidOf := map[string]int64{"title-old": 1, "desc-old": 2, "author": 3, "split": 4, "title-new": 5, "none": 6}
	set := func(match string) map[int64]bool {
		out := map[int64]bool{}
		for _, vid := range matching(t, db, match) {
			out[rowidOf[vid]] = true
		}
		return out
	}
	var window []int64
	for _, vid := range matching(t, db, m.All) {
		window = append(window, rowidOf[vid])
	}
	got := rankByTier(window, set(m.Title), set(m.Author))
	want := []int64{5, 1, 3, 4, 2} // title-new, title-old, author, split, desc-old
	if !slices.Equal(got, want) {
		t.Errorf("ranked %v, want %v", got, want)
	}
}
