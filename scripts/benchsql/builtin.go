package main

// -builtin: the read routes' core SQL (internal/catalog, as scripts/bench-api's directCases)
// built in Go from the database itself, so scripts/bench-all needs neither Node nor the
// sqlite3 shell. -fixtures prints the same fixtures as shell assignments, so the HTTP side
// loads the very rows the SQL side reads.

import (
	"database/sql"
	"fmt"
	"strings"
)

const card = `v.id, v.slug, v.title, v.author, v.duration, v.thumbnail, v.thumbnail_url, v.created, v.is_premium,
  COALESCE(s.views, 0), COALESCE(s.likes, 0), COALESCE(s.dislikes, 0), COALESCE(s.rating, 0), COALESCE(s.total_ratings, 0)`

func cardsOf(inner, order string) string {
	return "SELECT " + card + " FROM (" + inner + ") p JOIN videos v ON v.id = p.vid LEFT JOIN video_stats s ON s.video = v.id ORDER BY " + order
}

var counter = statement{SQL: "SELECT value FROM catalog_counters WHERE key = 'videos'"}

type fixtures struct {
	Category, CategoryID, VideoID, Slug, Title, Author, Created, VideoCategory, Common string
}

func one(db *sql.DB, q string, into ...any) error {
	if err := db.QueryRow(q).Scan(into...); err != nil {
		return fmt.Errorf("%w\n%s", err, q)
	}
	return nil
}

func loadFixtures(db *sql.DB) (fixtures, error) {
	var f fixtures
	if err := one(db, "SELECT slug, id FROM categories WHERE slug NOT IN ('trending','newest') ORDER BY video_count DESC LIMIT 1", &f.Category, &f.CategoryID); err != nil {
		return f, err
	}
	if err := one(db, `SELECT v.id, v.slug, v.title, v.author, v.created FROM videos v JOIN video_stats s ON s.video = v.id
		WHERE v.is_premium = 0 ORDER BY s.trending_score DESC LIMIT 1 OFFSET 5`, &f.VideoID, &f.Slug, &f.Title, &f.Author, &f.Created); err != nil {
		return f, err
	}
	if err := one(db, "SELECT category FROM video_categories WHERE video = '"+f.VideoID+"' LIMIT 1", &f.VideoCategory); err != nil {
		return f, err
	}
	// The commonest title word (FTS5's vocabulary; temp tables work on a read-only file).
	conn, err := db.Conn(bgctx)
	if err != nil {
		return f, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(bgctx, "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, videos_fts, 'col')"); err != nil {
		return f, err
	}
	err = conn.QueryRowContext(bgctx, `SELECT term FROM temp.vocab WHERE col = 'title' AND term GLOB '[a-z][a-z][a-z][a-z]*'
		AND term NOT GLOB '*[0-9]*' ORDER BY doc DESC LIMIT 1`).Scan(&f.Common)
	return f, err
}

func matchOf(w string) string {
	r := []rune(w)
	return fmt.Sprintf(`{title description author}: ("%s"*)`, string(r[:min(len(r), 10)]))
}

func inList(prefix string, values []any) (string, map[string]any) {
	names, params := make([]string, len(values)), map[string]any{}
	for i, v := range values {
		names[i] = fmt.Sprintf(":%s%d", prefix, i)
		params[fmt.Sprintf("%s%d", prefix, i)] = v
	}
	return strings.Join(names, ", "), params
}

func builtinCases(db *sql.DB, f fixtures) ([]benchCase, error) {
	m := matchOf(f.Common)
	var lo int64
	if err := db.QueryRow("SELECT min(r) FROM (SELECT rowid AS r FROM videos_fts WHERE videos_fts MATCH ? ORDER BY rowid DESC LIMIT 300)", m).Scan(&lo); err != nil {
		return nil, err
	}
	rows, err := db.Query("SELECT rowid, vid FROM videos_fts WHERE videos_fts MATCH ? ORDER BY rowid DESC LIMIT 12", m)
	if err != nil {
		return nil, err
	}
	var rowids, ids []any
	for rows.Next() {
		var r int64
		var id string
		if err := rows.Scan(&r, &id); err != nil {
			return nil, err
		}
		rowids, ids = append(rowids, r), append(ids, id)
	}
	rows.Close()
	rn, rp := inList("r", rowids)
	in, ip := inList("i", ids)
	col := func(c string) string { return strings.Replace(m, "{title description author}", "{"+c+"}", 1) }
	search := []statement{
		{SQL: "SELECT count(*) FROM (SELECT 1 FROM videos_fts f WHERE videos_fts MATCH :m LIMIT 1001)", Params: map[string]any{"m": m}},
		{SQL: "SELECT group_concat(r, ',' ORDER BY r DESC) FROM (SELECT f.rowid AS r FROM videos_fts f WHERE videos_fts MATCH :m ORDER BY f.rowid DESC LIMIT 300)", Params: map[string]any{"m": m}},
		{SQL: "SELECT group_concat(rowid) FROM videos_fts WHERE videos_fts MATCH :m AND rowid >= :lo", Params: map[string]any{"m": col("title"), "lo": lo}},
		{SQL: "SELECT group_concat(rowid) FROM videos_fts WHERE videos_fts MATCH :m AND rowid >= :lo", Params: map[string]any{"m": col("author"), "lo": lo}},
		{SQL: "SELECT rowid, vid FROM videos_fts WHERE rowid IN (" + rn + ")", Params: rp},
		{SQL: "SELECT " + card + " FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.id IN (" + in + ")", Params: ip},
	}
	watch := []statement{
		{SQL: "SELECT " + card + ", v.description, v.license, v.creator, v.updated, COALESCE(s.comments, 0) FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.slug = :slug", Params: map[string]any{"slug": f.Slug}},
		{SQL: "SELECT c.id, c.slug, c.name, vc.video_created FROM video_categories vc JOIN categories c ON c.id = vc.category WHERE vc.video = :v ORDER BY c.name", Params: map[string]any{"v": f.VideoID}},
		{SQL: "SELECT id, file, doodstream_url, vidguard_url, streamtape_url FROM video_sources WHERE video = :v", Params: map[string]any{"v": f.VideoID}},
		{SQL: "SELECT value FROM secrets WHERE key = 'playback_signing_key'"},
	}
	var words []string
	for _, w := range strings.FieldsFunc(strings.ToLower(f.Title), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
		if len(w) >= 3 && len(words) < 4 {
			words = append(words, `"`+w+`"`)
		}
	}
	similar := []statement{watch[0], watch[1],
		{SQL: "SELECT video FROM video_categories WHERE category = :cat AND video_created < :before ORDER BY video_created DESC LIMIT 9", Params: map[string]any{"cat": f.VideoCategory, "before": f.Created}},
		{SQL: "SELECT id FROM videos WHERE author = :a AND id != :x ORDER BY created DESC LIMIT 5", Params: map[string]any{"a": f.Author, "x": f.VideoID}},
		{SQL: "SELECT video FROM video_stats ORDER BY trending_score DESC, video_created DESC LIMIT 11"},
	}
	if len(words) > 0 {
		similar = append(similar, statement{SQL: "SELECT vid, title FROM videos_fts WHERE videos_fts MATCH :m ORDER BY rowid DESC LIMIT 100",
			Params: map[string]any{"m": "{title description author}: (" + strings.Join(words, " OR ") + ")"}})
	}
	similar = append(similar, statement{SQL: "SELECT " + card + " FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.id IN (SELECT video FROM video_stats ORDER BY trending_score DESC LIMIT 9)"})
	return []benchCase{
		{Name: "trending", Statements: []statement{counter, {SQL: cardsOf("SELECT video AS vid, trending_score AS ts, video_created AS vc FROM video_stats ORDER BY trending_score DESC, video_created DESC, video DESC LIMIT 12 OFFSET 0", "p.ts DESC, p.vc DESC, p.vid DESC")}}},
		{Name: "newest", Statements: []statement{counter, {SQL: "SELECT " + card + " FROM (SELECT rowid AS rid FROM videos ORDER BY created DESC, rowid DESC LIMIT 12 OFFSET 0) p JOIN videos v ON v.rowid = p.rid LEFT JOIN video_stats s ON s.video = v.id ORDER BY v.created DESC, v.rowid DESC"}}},
		{Name: "category", Statements: []statement{
			{SQL: "SELECT id, slug, name, video_count FROM categories WHERE slug = :slug", Params: map[string]any{"slug": f.Category}},
			{SQL: cardsOf("SELECT video AS vid, video_created AS vc FROM video_categories WHERE category = :cat ORDER BY video_created DESC, video DESC LIMIT 12 OFFSET 0", "p.vc DESC, p.vid DESC"), Params: map[string]any{"cat": f.CategoryID}},
		}},
		{Name: "watch", Statements: watch},
		{Name: "similar", Statements: similar},
		{Name: "search", Statements: search},
	}, nil
}
