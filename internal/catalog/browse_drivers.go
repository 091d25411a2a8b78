package catalog

import (
	"github.com/pocketbase/dbx"
)

// Candidate sets of /browse (browse_sql.go): each filter that narrows the catalog through
// an index is a set the query can start from. Their sizes are counted up to a cap, each
// over its own index alone (no table reads), so choosing costs at most a few thousand
// index entries whatever the catalog size.

// candidateRange: the index range driver d reads for q, over the params of
// candidateSizes. All but duration are ordered by upload date after their equality
// columns, which lets the total walk a bounded newest part of one (browse_total.go).
func candidateRange(d driver, q browseQuery) string {
	switch d {
	case byPremium:
		return "FROM videos WHERE is_premium = 1 AND created >= {:since}" // idx_videos_premium_created
	case byCategory:
		// idx_video_categories_premium with the access filter, else _listing.
		return "FROM video_categories WHERE category = {:cat}" + categoryAccessTerm("", q.Access) + " AND video_created >= {:since}"
	case byCreator:
		return "FROM videos WHERE creator = {:creator} AND created >= {:since}" // idx_videos_creator_created
	}
	return "FROM videos WHERE hidden = 0 AND created >= {:since}" // byDate: idx_videos_browse_created
}

// categoryAccessTerm: the access filter on video_categories' copy of the premium flag
// (migration 18040001), as an AND term on alias (with its dot, or "").
func categoryAccessTerm(alias, access string) string {
	switch access {
	case "premium":
		return " AND " + alias + "video_premium = 1"
	case "free":
		return " AND " + alias + "video_premium = 0"
	}
	return ""
}

// candidates: driver -> size (capped); only the drivers q's filters allow.
type candidates map[driver]int

// candidateSizes counts the sets q allows, each up to capN, and stops at an empty one
// (every set holds all of the matches, so there are none: empty reports it). A category
// alone is sized by its maintained count (its visible videos).
func (h *handlers) candidateSizes(q browseQuery, categoryID string, categoryCount int, since string, capN int) (c candidates, empty bool, err error) {
	c = candidates{}
	if categoryID != "" && since == "" && q.Access == "" {
		if c[byCategory] = min(categoryCount, capN); categoryCount == 0 {
			return c, true, nil
		}
	}
	var use []driver
	if q.Duration != "" {
		use = append(use, byDuration)
	}
	if q.Creator != "" {
		use = append(use, byCreator)
	}
	if q.Access == "premium" {
		use = append(use, byPremium)
	}
	if _, sized := c[byCategory]; categoryID != "" && !sized {
		use = append(use, byCategory)
	}
	if since != "" {
		use = append(use, byDate)
	}
	for _, d := range use {
		var n int
		if d == byDuration {
			n, err = h.durationCount(q.Duration, capN)
		} else {
			n, err = h.candidateSize(d, q, categoryID, since, capN)
		}
		if err != nil || n == 0 {
			return c, err == nil, err
		}
		c[d] = n
	}
	return c, false, nil
}

// candidateSize: the rows of d's range for q, up to capN (its index alone).
func (h *handlers) candidateSize(d driver, q browseQuery, categoryID, since string, capN int) (int, error) {
	params := dbx.Params{"since": since, "cat": categoryID, "creator": q.Creator, "cap": capN}
	return h.db.int("SELECT count(*) FROM (SELECT 1 "+candidateRange(d, q)+" LIMIT {:cap})", params)
}

// smallest: the smallest of the drivers in order of preference (the first wins a tie).
func (c candidates) smallest(among ...driver) (driver, int) {
	best, size := walkSort, -1
	for _, d := range among {
		if n, ok := c[d]; ok && (size < 0 || n < size) {
			best, size = d, n
		}
	}
	return best, size
}

// pickDriver chooses the page's plan (browse_sql.go): a search's matches; for newest, the
// category's or creator's own ordered index; otherwise the smallest candidate set of at
// most setMax rows, else the sort's index walk.
func pickDriver(q browseQuery, categoryID string, c candidates, match string) driver {
	if match != "" {
		return byMatches
	}
	if q.Sort == sortNewest {
		switch {
		case categoryID != "":
			return walkCategory
		case q.Creator != "":
			return walkCreator
		}
		// A duration band few videos fall in: the walk would read the whole created index.
		if n, ok := c[byDuration]; ok && n <= setMax {
			return byDuration
		}
		return walkSort
	}
	// No date window: the walks read the upload date from the sort's own index (a row
	// outside the window costs an index entry), cheaper than sorting the window.
	if d, n := c.smallest(byCategory, byCreator, byPremium, byDuration); n >= 0 && n <= setMax {
		return d
	}
	return walkSort
}

// durationCount: the visible videos in a duration band, up to capN
// (idx_videos_browse_duration: hidden, then duration).
func (h *handlers) durationCount(duration string, capN int) (int, error) {
	return h.db.int("SELECT count(*) FROM (SELECT 1 FROM videos WHERE hidden = 0 AND "+durationTerm("duration", duration)+" LIMIT {:cap})", dbx.Params{"cap": capN})
}
