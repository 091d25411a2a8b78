// The search SQL: full-text matches, their capped count and their ranking by tier.
package catalog

import (
	"database/sql"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
)

// searchFilter narrows a text search. Category: a categories id; PremiumCategory: a
// premium_categories id (implies PremiumOnly); Creator: a users id.
type searchFilter struct {
	Category, PremiumCategory, Creator string
	PremiumOnly                        bool
	// Own: the creator's own search in their manager (with Creator): their videos
	// moderation keeps off the site are found too, each with its state, as in their list.
	Own bool
}

// apply adds the filter to a MATCH expression as tokens of videos_fts's `tags` column
// (migration 1763769900: c<category>, p<premium category>, premium, u<creator>), so FTS5
// intersects doclists instead of the query joining every match to a filter table. The
// ids are quoted like user text: a hostile `creator=` stays a phrase.
func (f searchFilter) apply(match string) string {
	var tags []string
	if f.Category != "" {
		tags = append(tags, quote("c"+f.Category))
	}
	if f.PremiumOnly || f.PremiumCategory != "" {
		tags = append(tags, quote("premium"))
	}
	if f.PremiumCategory != "" {
		tags = append(tags, quote("p"+f.PremiumCategory))
	}
	if f.Creator != "" {
		tags = append(tags, quote("u"+f.Creator))
	}
	if len(tags) == 0 {
		return match
	}
	return "(" + match + ") AND {tags}: (" + strings.Join(tags, " ") + ")"
}

// from is the FROM … WHERE of a search; its {:match} comes from params.
func (f searchFilter) from() string {
	return "FROM videos_fts f WHERE videos_fts MATCH {:match}"
}

func (f searchFilter) params(match string) dbx.Params {
	return dbx.Params{"match": f.apply(match)}
}

// searchQuery is one search: its match, filter and ranking window (the newest rankWindow
// matches' rowids, newest first), read once for both the total and the page.
type searchQuery struct {
	m      searchMatch
	f      searchFilter
	window []int64
}

func (s store) newSearchQuery(m searchMatch, f searchFilter) (*searchQuery, error) {
	p := f.params(m.All)
	p["w"] = rankWindow
	window, err := s.rowidList("SELECT group_concat(r, ',' ORDER BY r DESC) FROM (SELECT f.rowid AS r "+f.from()+" ORDER BY f.rowid DESC LIMIT {:w})", p)
	return &searchQuery{m: m, f: f, window: window}, err
}

// total: the number of matches up to limit, and whether there are more. A window that is
// not full holds every match, so most specific searches need no count.
func (s store) total(q *searchQuery, limit int) (total int, capped bool, err error) {
	n := len(q.window)
	if n >= rankWindow && n <= limit {
		// One more than limit tells "exactly limit" from "more".
		if n, err = s.searchCount(q.m.All, q.f, limit+1); err != nil {
			return 0, false, err
		}
	}
	return min(n, limit), n > limit, nil
}

// searchCount: matches of a MATCH expression, at most limit.
func (s store) searchCount(match string, f searchFilter, limit int) (int, error) {
	p := f.params(match)
	p["cap"] = limit
	return s.int("SELECT count(*) FROM (SELECT 1 "+f.from()+" LIMIT {:cap})", p)
}

// rankWindow: relevance orders the newest this many matches of a search; the rest
// follow newest first. FTS5's bm25 would cost a walk over every match of every term
// (its IDF) and a column-filtered walk over a term that is frequent in another column
// reads the whole doclist: both grow with the catalog. Reading the window's rowids and
// then the title and author matches inside its rowid range is bounded by the window.
var rankWindow = 300 // a var so tests can cross the window with a small catalog

// rowids runs a query yielding FTS rowids.
func (s store) rowids(sqlText string, params dbx.Params) ([]int64, error) {
	return queryAll(s, sqlText, params, scanOne[int64])
}

// rowidList runs a query yielding one comma-separated list of rowids (group_concat):
// one row instead of hundreds costs a third less for a window of 300.
func (s store) rowidList(sqlText string, params dbx.Params) ([]int64, error) {
	var list sql.NullString
	if err := s.row(sqlText, params, &list); err != nil {
		return nil, err
	}
	if list.String == "" {
		return nil, nil
	}
	parts := strings.Split(list.String, ",")
	out := make([]int64, len(parts))
	for i, p := range parts {
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

// searchPage: a page of a search, best first: within the newest rankWindow matches,
// those with every word in the title, then in the author, then the others, each newest
// first (FTS rowid); after the window, newest first.
func (s store) searchPage(q *searchQuery, limit, offset int) ([]card, error) {
	m, f, window := q.m, q.f, q.window
	var page []int64
	if offset < rankWindow {
		if len(window) == 0 {
			return []card{}, nil
		}
		inRange := func(match string) (map[int64]bool, error) {
			// Ascending (FTS5's own order): it seeks to lo and stops at the newest row. A
			// descending walk with a lower bound and a column filter reads the whole doclist.
			// The filter narrows the walk (a filtered window spans more rows).
			ids, err := s.rowidList("SELECT group_concat(rowid) FROM videos_fts WHERE videos_fts MATCH {:m} AND rowid >= {:lo}",
				dbx.Params{"m": f.apply(match), "lo": window[len(window)-1]})
			set := make(map[int64]bool, len(ids))
			for _, id := range ids {
				set[id] = true
			}
			return set, err
		}
		title, err := inRange(m.Title)
		if err != nil {
			return nil, err
		}
		// The author tier matters only when the title tier does not fill the page.
		author := map[int64]bool{}
		if inTitle := countIn(window, title); inTitle < offset+limit {
			if author, err = inRange(m.Author); err != nil {
				return nil, err
			}
		}
		ranked := rankByTier(window, title, author)
		page = ranked[min(offset, len(ranked)):min(offset+limit, len(ranked))]
		if len(page) == limit || len(window) < rankWindow {
			return s.cardsByRowids(page, f.Own)
		}
	}
	p := f.params(m.All)
	p["limit"], p["offset"] = limit-len(page), max(offset, rankWindow)
	tail, err := s.rowids("SELECT f.rowid "+f.from()+" ORDER BY f.rowid DESC LIMIT {:limit} OFFSET {:offset}", p)
	if err != nil {
		return nil, err
	}
	return s.cardsByRowids(append(page, tail...), f.Own)
}

// countIn: how many of rowids are in set.
func countIn(rowids []int64, set map[int64]bool) int {
	n := 0
	for _, r := range rowids {
		if set[r] {
			n++
		}
	}
	return n
}

// rankByTier orders rowids (newest first) by tier: in title, else in author, else the rest.
func rankByTier(rowids []int64, title, author map[int64]bool) []int64 {
	out := make([]int64, 0, len(rowids))
	for _, pick := range []func(int64) bool{
		func(r int64) bool { return title[r] },
		func(r int64) bool { return !title[r] && author[r] },
		func(r int64) bool { return !title[r] && !author[r] },
	} {
		for _, r := range rowids {
			if pick(r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// cardsByRowids: cards of the videos behind FTS rowids, in that order. The FTS table holds
// every video; a public search leaves out the hidden ones here. own (a creator searching
// their own videos) keeps them, with their moderation state.
func (s store) cardsByRowids(rowids []int64, own bool) ([]card, error) {
	if len(rowids) == 0 {
		return []card{}, nil
	}
	type found struct {
		card
		rowid int64
	}
	extra, visible := "", " AND v.hidden = 0"
	if own {
		extra, visible = ", v.hidden, v.moderation", ""
	}
	names, params := inList("r", rowids)
	rows, err := queryAll(s, "SELECT "+cardColumns+", x.rowid"+extra+" FROM videos_fts x CROSS JOIN videos v ON v.id = x.vid"+visible+
		" LEFT JOIN video_stats s ON s.video = v.id WHERE x.rowid IN ("+names+")", params,
		func(r *sql.Rows) (f found, err error) {
			if !own {
				f.card, err = scanCard(r, &f.rowid)
				return f, err
			}
			var hidden sql.NullBool
			var state sql.NullString
			f.card, err = scanCard(r, &f.rowid, &hidden, &state)
			if hidden.Bool {
				f.card.State = moderationState(state.String)
			}
			return f, err
		})
	if err != nil {
		return nil, err
	}
	byRowid := make(map[int64]card, len(rows))
	for _, f := range rows {
		byRowid[f.rowid] = f.card
	}
	out := make([]card, 0, len(rowids))
	for _, r := range rowids {
		if c, ok := byRowid[r]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}
