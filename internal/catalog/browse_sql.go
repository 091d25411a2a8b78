package catalog

import (
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
)

// The SQL of /browse. Every first page is one of two plans, chosen in Go rather than left
// to the planner (PocketBase runs no ANALYZE, and a bound parameter hides a range's size):
//
//   - walk: the sort's own index is walked in order and each row is checked against the
//     filters (idx_videos_browse_created / _duration, idx_video_stats_views / _rating
//     of migration 17960001), so a page costs about perPage / (share of videos that pass)
//     probes. Right when the filters keep a fair share of the catalog.
//   - set: a small candidate set (a search's newest matches, a small category, a creator
//     with few videos, the last day or week) is read through its own index and sorted in a
//     temporary b-tree: at most setMax rows, whatever the catalog size. Right when a walk
//     would probe most of the catalog to find a page.
//
// The ORDER BY and range terms a plan must not use carry a unary + so SQLite cannot pick
// their index instead (the documented way to disqualify a term from index use).

// setMax: a candidate set at most this big is sorted rather than walked (a var only for
// SetBrowseBoundsForTest).
var setMax = 3000

// matchWindow: a filtered or re-sorted search orders the newest this many matches (the
// cap of a search's total, searchCountCap).
const matchWindow = searchCountCap

type browsePlan struct {
	from   string   // FROM … (v = videos, s = video_stats) up to WHERE
	stats  string   // the join to video_stats when the order needs it and from lacks it
	set    bool     // a set plan: the page sorts the whole filtered set (and can count it)
	conds  []string // WHERE terms
	order  string
	params dbx.Params
}

// orderOf: the sort's ORDER BY over v and s; plus: disqualify the index walk.
func orderOf(sort string, plus bool) string {
	p := ""
	if plus {
		p = "+"
	}
	switch sort {
	case sortViews:
		return p + "s.views DESC, s.video_created DESC, s.video DESC"
	case sortRating:
		return p + "s.rating DESC, s.total_ratings DESC, s.video_created DESC, s.video DESC"
	case sortLongest:
		return p + "v.duration DESC, v.created DESC, v.id DESC"
	}
	return p + "v.created DESC, v.id DESC"
}

// driver names the candidate set a set plan starts from ("" = walk the sort index).
type driver string

const (
	walkSort     driver = ""
	byMatches    driver = "matches"
	byCategory   driver = "category"
	byCreator    driver = "creator"
	byDate       driver = "date"
	byDuration   driver = "duration"      // a duration range few videos fall in
	byPremium    driver = "premium"       // premium videos (idx_videos_premium_created)
	walkCategory driver = "category-walk" // newest within a category: its listing index is in order
	walkCreator  driver = "creator-walk"  // newest of a creator: idx_videos_creator_created
)

// durationTerm: the WHERE term of a duration filter on column col ("" for none).
func durationTerm(col, duration string) string {
	switch duration {
	case "short":
		return col + " < 600"
	case "medium":
		return col + " BETWEEN 600 AND 1200"
	case "long":
		return col + " > 1200"
	}
	return ""
}

// planBrowse builds the plan for q. categoryID is the category's id ("" without one);
// since the date bound ("" without one); d the driver picked by pickDriver.
func planBrowse(q browseQuery, categoryID, since, match string, d driver) browsePlan {
	p := browsePlan{params: dbx.Params{}}
	plus := func(term string, indexed bool) string {
		if indexed {
			return term
		}
		return "+" + term
	}
	// FROM: the driving table first; CROSS JOIN keeps that order. video_stats is joined
	// only for a sort on its columns (a count or a newest/longest page needs none of it).
	statsSort := q.Sort == sortViews || q.Sort == sortRating
	statsWalk := d == walkSort && statsSort
	switch {
	case d == byCategory || d == walkCategory:
		p.from = "FROM video_categories vc CROSS JOIN videos v ON v.id = vc.video"
	case statsWalk:
		p.from = "FROM video_stats s CROSS JOIN videos v ON v.id = s.video"
	default:
		p.from = "FROM videos v"
	}
	if statsSort && !statsWalk {
		p.stats = " CROSS JOIN video_stats s ON s.video = v.id"
	}
	p.set = d != walkSort && d != walkCategory && d != walkCreator
	// walkV: the walk reads videos' own index (newest, longest): hidden is its first column,
	// and only the sort's column may be a range (another range would tempt the planner to
	// that index and a sort of everything in it).
	walkV := d == walkSort && (q.Sort == sortNewest || q.Sort == sortLongest)
	newestWalk, longestWalk := walkV && q.Sort == sortNewest, walkV && q.Sort == sortLongest
	durationRange := longestWalk || d == byDuration
	p.conds = append(p.conds, plus("v.hidden", walkV || d == byDate || d == byDuration)+" = 0")
	if categoryID != "" {
		p.params["cat"] = categoryID
		if d == byCategory || d == walkCategory {
			// With an access filter the pair is one range of idx_video_categories_premium.
			p.conds = append(p.conds, "vc.category = {:cat}"+categoryAccessTerm("vc.", q.Access))
		} else {
			p.conds = append(p.conds, "EXISTS (SELECT 1 FROM video_categories vc WHERE vc.video = v.id AND vc.category = {:cat})")
		}
	}
	if since != "" {
		p.params["since"] = since
		col := "v.created"
		switch {
		case d == byCategory || d == walkCategory:
			col = "vc.video_created"
		case statsWalk:
			// The stats row's copy of the upload date is a column of the sort's index, so
			// a row outside the window is skipped without reading videos.
			col = "s.video_created"
		}
		// The set's own range (its index is ordered by upload date after the equality
		// columns) or the newest walk's; elsewhere a range would tempt the planner away.
		ranged := d == byDate || d == byPremium || d == byCategory || d == byCreator || newestWalk || d == walkCategory || d == walkCreator
		p.conds = append(p.conds, plus(col, ranged)+" >= {:since}")
	}
	if q.Duration != "" {
		p.conds = append(p.conds, durationTerm(plus("v.duration", durationRange), q.Duration))
	}
	switch q.Access {
	case "free":
		p.conds = append(p.conds, "v.is_premium NOT IN (1, '1', 'true')")
	case "premium":
		// Only the premium set ranges on is_premium's index; elsewhere the IN is a filter.
		// Left usable, a million-video catalog's statistics-free planner read all ~50,000
		// premium videos through idx_videos_premium_created to intersect them with a
		// search's 1,000 newest matches (144 ms against 4.5 for the id lookups).
		p.conds = append(p.conds, plus("v.is_premium", d == byPremium)+" IN (1, '1', 'true')")
		if d == byPremium {
			// The equality idx_videos_premium_created can range on (the column holds the
			// 0/1 its triggers derive from premium_videos); the IN above stays the filter.
			p.conds = append(p.conds, "v.is_premium = 1")
		}
	}
	if q.Creator != "" {
		p.params["creator"] = q.Creator
		p.conds = append(p.conds, plus("v.creator", d == byCreator || d == walkCreator)+" = {:creator}")
	}
	if match != "" {
		p.params["match"], p.params["window"] = match, matchWindow
		p.conds = append(p.conds, plus("v.id", d == byMatches)+" IN (SELECT vid FROM videos_fts WHERE videos_fts MATCH {:match} ORDER BY rowid DESC LIMIT {:window})")
	}
	switch d {
	case walkCategory:
		p.order = "vc.video_created DESC, vc.video DESC"
	case walkCreator:
		p.order = "v.created DESC, v.id DESC"
	case walkSort:
		p.order = orderOf(q.Sort, false)
	default:
		p.order = orderOf(q.Sort, true)
	}
	return p
}

func (p browsePlan) where() string { return " WHERE " + strings.Join(p.conds, " AND ") }

// pageSQL: the page's ids in order (cardsByIDs reads their cards). LIMIT and OFFSET are
// integer literals: with a bound LIMIT the planner cannot tell a 12-row page from a whole
// table and, on the server's SQLite, sorted everything instead of walking the sort's index
// (~1 s instead of ~1 ms at 100,000 videos). These statements are therefore not kept
// prepared (store.queryOnce).
func (p browsePlan) pageSQL(limit, offset int) string {
	return "SELECT v.id " + p.from + p.stats + p.where() + " ORDER BY " + p.order + " LIMIT " + strconv.Itoa(limit) + " OFFSET " + strconv.Itoa(offset)
}

// countedPageSQL: pageSQL with the number of matching videos beside each id. Only for a
// set plan, which reads and sorts every match anyway: the count costs nothing more.
func (p browsePlan) countedPageSQL(limit, offset int) string {
	return "SELECT v.id, count(*) OVER () " + p.from + p.stats + p.where() + " ORDER BY " + p.order + " LIMIT " + strconv.Itoa(limit) + " OFFSET " + strconv.Itoa(offset)
}

// countSQL: the number of matching videos up to {:cap}; the plan's from/where, no order
// (and so no video_stats).
func (p browsePlan) countSQL() string {
	return "SELECT count(*) FROM (SELECT 1 " + p.from + p.where() + " LIMIT {:cap})"
}
