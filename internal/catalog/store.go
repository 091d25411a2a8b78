package catalog

import (
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/dbx"
)

// The catalog's SQL. Every list is an index walk: a paged subquery on a covering index
// picks the ids, then only those rows are joined to videos and video_stats. Totals come
// from catalog_counters / categories.video_count; search totals from a capped count.
//
// Statements are prepared once and reused (database/sql keeps them per connection):
// parsing and planning the SQL again on every request cost more CPU than running it. The
// set of statement texts is finite (fixed queries, filter combinations, and IN lists of
// at most 100 placeholders), so the cache needs no bound.
type store struct {
	db    *sql.DB
	stmts *sync.Map // SQL text → *sql.Stmt
}

// newStore takes PocketBase's concurrent (read) pool, or any *dbx.DB in tests.
func newStore(b dbx.Builder) store {
	return store{db: b.(interface{ DB() *sql.DB }).DB(), stmts: &sync.Map{}}
}

var (
	placeholder = regexp.MustCompile(`\{:(\w+)\}`)
	limitParam  = regexp.MustCompile(`\b(LIMIT|OFFSET) \{:(\w+)\}`)
)

// prepareText turns dbx's {:name} placeholders into SQLite's :name. A bare parameter in
// LIMIT or OFFSET is wrapped in CAST: SQLite reads a bound LIMIT value while planning and
// then marks the statement to be re-prepared whenever that parameter is bound again
// (sqlite3ExprIsInteger → VdbeSetVarmask), which would re-parse it on every request.
func prepareText(text string) string {
	return placeholder.ReplaceAllString(limitParam.ReplaceAllString(text, "$1 CAST({:$2} AS INTEGER)"), ":$1")
}

// traceSQL: when set, each statement the store runs goes to it (internal/queryplan's
// tests EXPLAIN them: these prepared statements bypass dbx's query log).
var traceSQL atomic.Pointer[func(string)]

// TraceSQL sends every statement the catalog's stores run to fn, its parameters
// inlined as literals, until the returned func is called. For tests.
func TraceSQL(fn func(string)) (stop func()) {
	traceSQL.Store(&fn)
	return func() { traceSQL.Store(nil) }
}

func inlined(text string, params dbx.Params) string {
	return placeholder.ReplaceAllStringFunc(text, func(m string) string {
		switch v := params[placeholder.FindStringSubmatch(m)[1]].(type) {
		case nil:
			return "NULL"
		case string:
			return "'" + strings.ReplaceAll(v, "'", "''") + "'"
		case bool:
			if v {
				return "1"
			}
			return "0"
		default:
			return fmt.Sprint(v)
		}
	})
}

// query runs SQL written with dbx's {:name} placeholders.
func (s store) query(text string, params dbx.Params) (*sql.Rows, error) {
	if t := traceSQL.Load(); t != nil {
		(*t)(inlined(text, params))
	}
	stmt, err := s.stmt(text)
	if err != nil {
		return nil, err
	}
	args := make([]any, 0, len(params))
	for k, v := range params {
		args = append(args, sql.Named(k, v))
	}
	return stmt.Query(args...)
}

func (s store) stmt(text string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(text); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.db.Prepare(prepareText(text))
	if err != nil {
		return nil, err
	}
	if prev, loaded := s.stmts.LoadOrStore(text, st); loaded {
		st.Close()
		return prev.(*sql.Stmt), nil
	}
	return st, nil
}

// row scans the first row into dest; sql.ErrNoRows when there is none.
func (s store) row(text string, params dbx.Params, dest ...any) error {
	rows, err := s.query(text, params)
	if err != nil {
		return err
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return err
		}
		return sql.ErrNoRows
	}
	if err := rows.Scan(dest...); err != nil {
		return err
	}
	return rows.Close()
}

// searchCountCap: search totals are exact up to this; above it the total is this number
// with `totalCapped` set, and the UI says "Found 1,000+ videos". Counting walks a doclist
// entry per match (~0.15 ms per 1,000 at 100,000 videos), so an exact count of a common
// word would cost more than the rest of the search; 84 pages are more than anyone reads.
const searchCountCap = 1000

func (s store) cards(sqlText string, params dbx.Params) ([]card, error) {
	return queryAll(s, sqlText, params, func(r *sql.Rows) (card, error) { return scanCard(r) })
}

// queryAll runs a query and scans every row with scan; never nil (an empty list is []).
func queryAll[T any](s store, sqlText string, params dbx.Params, scan func(*sql.Rows) (T, error)) ([]T, error) {
	rows, err := s.query(sqlText, params)
	return scanAll(rows, err, scan)
}

// scanAll scans every row of a query's answer (rows, err) and closes it; never nil.
func scanAll[T any](rows *sql.Rows, err error, scan func(*sql.Rows) (T, error)) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

func scanOne[T any](r *sql.Rows) (T, error) {
	var v T
	err := r.Scan(&v)
	return v, err
}

func (s store) int(sqlText string, params dbx.Params) (int, error) {
	var n sql.NullInt64
	err := s.row(sqlText, params, &n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return int(max(0, n.Int64)), err
}

// cardsOf joins the ids picked by inner (a subquery yielding vid) to the card columns.
// CROSS JOIN makes SQLite loop over the page first: the LIMIT is a parameter, so the
// planner cannot know the page is small and would otherwise walk all of videos in the
// outer ORDER BY's index and probe the page (12 ms instead of 0.15 at 100,000 videos).
func cardsOf(inner, order string) string {
	return "SELECT " + cardColumns + " FROM (" + inner + ") p CROSS JOIN videos v ON v.id = p.vid AND v.hidden = 0 LEFT JOIN video_stats s ON s.video = v.id ORDER BY " + order
}

// newestBy: public videos by created desc, optionally filtered on an indexed column.
func newestBy(where string) string { return newestOf(visible(where)) }

// newestOf: videos by created desc, hidden ones included (a creator's own list).
func newestOf(where string) string {
	return "SELECT " + cardColumns + " FROM (SELECT rowid AS rid, created AS c FROM videos " + where +
		" ORDER BY created DESC, rowid DESC LIMIT {:limit} OFFSET {:offset}) p CROSS JOIN videos v ON v.rowid = p.rid" +
		" LEFT JOIN video_stats s ON s.video = v.id ORDER BY p.c DESC, p.rid DESC"
}

// visible adds the public-visibility condition (videos.hidden, issue 23) to a WHERE clause
// of newestBy: hidden videos are few, so the created-ordered index walk skips them cheaply.
func visible(where string) string {
	if where == "" {
		return "WHERE hidden = 0"
	}
	return where + " AND hidden = 0"
}

func (s store) counter(key string) (int, error) {
	return s.int("SELECT value FROM catalog_counters WHERE key = {:key}", dbx.Params{"key": key})
}

func (s store) newest(limit, offset int) ([]card, error) {
	return s.cards(newestBy(""), dbx.Params{"limit": limit, "offset": offset})
}

func (s store) trending(limit, offset int) ([]card, error) {
	return s.cards(cardsOf(`SELECT video AS vid, trending_score AS ts, video_created AS vc FROM video_stats
		ORDER BY trending_score DESC, video_created DESC, video DESC LIMIT {:limit} OFFSET {:offset}`,
		"p.ts DESC, p.vc DESC, p.vid DESC"), dbx.Params{"limit": limit, "offset": offset})
}

type category struct {
	ID, Slug, Name string
	VideoCount     int
}

// categoryBySlug: nil when unknown.
func (s store) categoryBySlug(table, slug string) (*category, error) {
	var c category
	countCol := "video_count"
	if table == "premium_categories" {
		countCol = "0"
	}
	err := s.row("SELECT id, slug, name, "+countCol+" FROM "+table+" WHERE slug = {:slug}", dbx.Params{"slug": slug}, &c.ID, &c.Slug, &c.Name, &c.VideoCount)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &c, nil
}

func (s store) categoryVideos(categoryID string, limit, offset int) ([]card, error) {
	return s.cards(cardsOf(`SELECT video AS vid, video_created AS vc FROM video_categories WHERE category = {:cat}
		ORDER BY video_created DESC, video DESC LIMIT {:limit} OFFSET {:offset}`, "p.vc DESC, p.vid DESC"),
		dbx.Params{"cat": categoryID, "limit": limit, "offset": offset})
}

func (s store) premiumVideos(limit, offset int) ([]card, error) {
	return s.cards(newestBy("WHERE is_premium = 1"), dbx.Params{"limit": limit, "offset": offset})
}

// premiumCategoryCount / premiumCategoryVideos: a range of
// idx_premium_category_videos_created (premium_category_videos is derived from
// premium_videos.categories by the triggers of migration 1763790000).
func (s store) premiumCategoryCount(categoryID string) (int, error) {
	return s.int("SELECT count(*) FROM premium_category_videos WHERE category = {:cat}", dbx.Params{"cat": categoryID})
}

func (s store) premiumCategoryVideos(categoryID string, limit, offset int) ([]card, error) {
	return s.cards(cardsOf(`SELECT video AS vid, video_created AS vc FROM premium_category_videos WHERE category = {:cat}
		ORDER BY video_created DESC, video DESC LIMIT {:limit} OFFSET {:offset}`, "p.vc DESC, p.vid DESC"),
		dbx.Params{"cat": categoryID, "limit": limit, "offset": offset})
}

// creatorCount / creatorVideos: a range of idx_videos_creator_created.
func (s store) creatorCount(creatorID string) (int, error) {
	return s.int("SELECT count(*) FROM videos WHERE creator = {:c}", dbx.Params{"c": creatorID})
}

func (s store) creatorVideos(creatorID string, limit, offset int) ([]card, error) {
	// The creator's own (private) list: their hidden videos stay in it, with their state,
	// so the video manager shows what moderation took off the public site and why.
	q := strings.Replace(newestOf("WHERE creator = {:c}"), " FROM (", ", v.hidden, v.moderation FROM (", 1)
	return queryAll(s, q, dbx.Params{"c": creatorID, "limit": limit, "offset": offset}, func(r *sql.Rows) (card, error) {
		var hidden sql.NullBool
		var state sql.NullString
		c, err := scanCard(r, &hidden, &state)
		if hidden.Bool {
			c.State = moderationState(state.String)
		}
		return c, err
	})
}

// moderationState names why a hidden video is off the site, for its creator's manager:
// its moderation state, or "suspended" (hidden with no state: the creator is suspended).
func moderationState(moderation string) string {
	if moderation == "" {
		return "suspended"
	}
	return moderation
}

// watchRow is the watch page's video row.
type watchRow struct {
	card
	Description, License, Creator, Updated string
	Comments                               int64
}

// videoBySlug: nil when unknown.
func (s store) videoBySlug(slug string) (*watchRow, error) {
	rows, err := s.query(`SELECT `+cardColumns+`, v.description, v.license, v.creator, v.updated, COALESCE(s.comments, 0)
		FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.slug = {:slug} AND v.hidden = 0`, dbx.Params{"slug": slug})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, rows.Err()
	}
	var w watchRow
	var desc, license, creator, updated sql.NullString
	w.card, err = scanCard(rows, &desc, &license, &creator, &updated, &w.Comments)
	w.Description, w.License, w.Creator, w.Updated = desc.String, license.String, creator.String, updated.String
	return &w, err
}

// hiddenVideoBySlug: a video moderation keeps off the public site (videos.hidden), with
// why ("hidden", "removed", "review" or a suspended creator's "") and its latest case.
// Only for its creator and admins (watch); nil when the slug is unknown or not hidden.
func (s store) hiddenVideoBySlug(slug string) (*watchRow, *moderationNote, error) {
	rows, err := s.query(`SELECT `+cardColumns+`, v.description, v.license, v.creator, v.updated, COALESCE(s.comments, 0), v.moderation
		FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.slug = {:slug} AND v.hidden = 1`, dbx.Params{"slug": slug})
	if err != nil {
		return nil, nil, err
	}
	var w watchRow
	var desc, license, creator, updated, state sql.NullString
	found := rows.Next()
	if found {
		w.card, err = scanCard(rows, &desc, &license, &creator, &updated, &w.Comments, &state)
	}
	if cerr := rows.Close(); err == nil {
		err = cerr
	}
	if err != nil || !found {
		return nil, nil, err
	}
	w.Description, w.License, w.Creator, w.Updated = desc.String, license.String, creator.String, updated.String
	note := &moderationNote{State: state.String}
	var caseID, reason sql.NullString
	err = s.row(`SELECT id, decision_reason FROM moderation_cases WHERE item = {:id} ORDER BY updated DESC LIMIT 1`,
		dbx.Params{"id": w.ID}, &caseID, &reason)
	if err != nil && err != sql.ErrNoRows {
		return nil, nil, err
	}
	note.Case, note.Reason = caseID.String, reason.String
	return &w, note, nil
}

type videoRef struct {
	ID, Creator, Created string
	IsPremium            bool
	Duration             float64
}

// videoByID: nil when unknown.
func (s store) videoByID(id string) (*videoRef, error) {
	var v videoRef
	var duration sql.NullFloat64
	err := s.row("SELECT id, creator, created, is_premium, duration FROM videos WHERE id = {:id} AND hidden = 0", dbx.Params{"id": id}, &v.ID, &v.Creator, &v.Created, &v.IsPremium, &duration)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	v.Duration = duration.Float64
	return &v, err
}

func (s store) videoCategories(videoID string) ([]categoryRef, error) {
	return queryAll(s, `SELECT c.id, c.slug, c.name, coalesce(c.name_i18n, ''), vc.video_created FROM video_categories vc
		JOIN categories c ON c.id = vc.category WHERE vc.video = {:v} ORDER BY c.name`, dbx.Params{"v": videoID},
		func(r *sql.Rows) (categoryRef, error) {
			var c categoryRef
			err := r.Scan(&c.ID, &c.Slug, &c.Name, &c.names, &c.videoCreated)
			return c, err
		})
}

type videoSource struct {
	ID, File, Doodstream, Vidguard, Streamtape string
	HLS                                        string // video_sources.hls as JSON (hls.go)
	Sprite                                     bool   // sprite.jpg and thumbs.vtt exist
}

// videoSourceOf: nil when the video has no sources row.
func (s store) videoSourceOf(videoID string) (*videoSource, error) {
	var v videoSource
	var hls sql.NullString
	var sprite sql.NullBool
	err := s.row("SELECT id, file, doodstream_url, vidguard_url, streamtape_url, hls, sprite FROM video_sources WHERE video = {:v}",
		dbx.Params{"v": videoID}, &v.ID, &v.File, &v.Doodstream, &v.Vidguard, &v.Streamtape, &hls, &sprite)
	v.HLS, v.Sprite = hls.String, sprite.Bool
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &v, nil
}

// ids runs a query yielding one id column.
func (s store) ids(sqlText string, params dbx.Params) ([]string, error) {
	return queryAll(s, sqlText, params, scanOne[string])
}

func (s store) authorVideos(author, exceptID string, limit int) ([]string, error) {
	return s.ids("SELECT id FROM videos WHERE author = {:a} AND id != {:v} AND hidden = 0 ORDER BY created DESC LIMIT {:l}",
		dbx.Params{"a": author, "v": exceptID, "l": limit})
}

func (s store) trendingIDs(limit int) ([]string, error) {
	return s.ids("SELECT video FROM video_stats ORDER BY trending_score DESC, video_created DESC, video DESC LIMIT {:l}", dbx.Params{"l": limit})
}

// categoryIDs: a category's newest videos, or (before != "") those created before it.
func (s store) categoryIDs(categoryID, before string, limit int) ([]string, error) {
	where := "category = {:c}"
	if before != "" {
		where += " AND video_created < {:b}"
	}
	return s.ids("SELECT video FROM video_categories WHERE "+where+" ORDER BY video_created DESC, video DESC LIMIT {:l}",
		dbx.Params{"c": categoryID, "b": before, "l": limit})
}

type titleHit struct{ ID, Title string }

// newestTitleMatches: the newest matches of a MATCH expression with their titles (the
// title is read for at most limit rows: the walk is bounded).
func (s store) newestTitleMatches(match string, limit int) ([]titleHit, error) {
	return queryAll(s, "SELECT vid, title FROM videos_fts WHERE videos_fts MATCH {:m} ORDER BY rowid DESC LIMIT {:l}",
		dbx.Params{"m": match, "l": limit}, func(r *sql.Rows) (titleHit, error) {
			var h titleHit
			err := r.Scan(&h.ID, &h.Title)
			return h, err
		})
}

// cardsByIDs: cards of the given ids, in that order (unknown ids dropped).
func (s store) cardsByIDs(ids []string) ([]card, error) {
	if len(ids) == 0 {
		return []card{}, nil
	}
	names, params := inList("id", ids)
	found, err := s.cards("SELECT "+cardColumns+" FROM videos v LEFT JOIN video_stats s ON s.video = v.id WHERE v.id IN ("+names+") AND v.hidden = 0", params)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]card, len(found))
	for _, c := range found {
		byID[c.ID] = c
	}
	out := make([]card, 0, len(ids))
	for _, id := range ids {
		if c, ok := byID[id]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}

// signingKey reads the playback signing key ("" when not set).
func (s store) signingKey() (string, error) {
	var v string
	err := s.row("SELECT value FROM secrets WHERE key = 'playback_signing_key'", nil, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return v, err
}

// inList: placeholders {:p0}, {:p1}… for an IN list, and their values.
func inList[T any](prefix string, values []T) (string, dbx.Params) {
	params := make(dbx.Params, len(values))
	names := make([]string, len(values))
	for i, v := range values {
		k := prefix + strconv.Itoa(i)
		params[k] = v
		names[i] = "{:" + k + "}"
	}
	return strings.Join(names, ", "), params
}
