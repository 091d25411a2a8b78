package catalog

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
)

// The total of a filtered /browse list. The page needs no total to be right; the total
// only sizes the pagination (and a search's "Found N videos"), so its work is bounded:
//
//   - no filter, a category alone, or access alone: the maintained counters (exact);
//   - a search: its matches are at most matchWindow, counted exactly (1,000+ beyond);
//   - otherwise it counts over the smallest candidate set (browse_drivers.go). A set of at
//     most countWalk rows is counted whole: exact, or 1,000+ as a search's. A bigger one is
//     counted over only its newest countWalk rows (the sets are upload-date ordered): more
//     than 1,000 matches there is "1,000+"; fewer is a lower bound (totalCapped), raised
//     to what the page itself proves (its offset, its items and whether one more follows),
//     so the pagination always offers the next page while there is one.
//
// Without the bound a rare combination of broad filters (premium in a big category) read
// the whole catalog for a count of a few hundred (~0.5 s at 100,000 videos).

// countWalk: at most about this many candidate rows are read for a filtered total.
var countWalk = 1500

// SetBrowseBoundsForTest lowers countWalk and setMax so a test's small catalog crosses
// them; the returned func restores them.
func SetBrowseBoundsForTest(walk, set int) (restore func()) {
	oldWalk, oldSet := countWalk, setMax
	countWalk, setMax = walk, set
	return func() { countWalk, setMax = oldWalk, oldSet }
}

// browseTotal: n videos, capped when n is a lower bound (1,000+ or the bounded walk's);
// lower when the page must raise it to what it proves (see above).
type browseTotal struct {
	n             int
	capped, lower bool
	// whole: the candidate set the count read entirely (walkSort when none), so the page
	// can be sorted from it (browsePage); set: the one it read a newest part of.
	whole, set driver
}

// onlyAccess: the free/premium filter alone (the counters answer it).
func (q browseQuery) onlyAccess(categoryID string) bool {
	return q.Access != "" && q.Duration == "" && q.Date == "" && q.Creator == "" && q.Q == "" && categoryID == ""
}

func (h *handlers) browseTotalOf(q browseQuery, categoryID string, categoryCount int, since, match string, c candidates) (browseTotal, error) {
	switch {
	case q.onlyAccess(categoryID):
		videos, err := h.db.counter("videos")
		if err != nil {
			return browseTotal{}, err
		}
		premium, err := h.db.counter("premium_videos")
		if q.Access == "free" {
			return browseTotal{n: videos - premium}, err
		}
		return browseTotal{n: premium}, err
	case !q.filtered() && categoryID != "":
		return browseTotal{n: categoryCount}, nil
	case !q.filtered():
		n, err := h.db.counter("videos")
		return browseTotal{n: n}, err
	case match != "":
		return h.cappedCount(planBrowse(q, categoryID, since, match, byMatches))
	}
	// The duration band counts only when it is small enough to be read whole: it is not in
	// upload-date order, so it cannot be cut to its newest rows.
	d, size := c.smallest(byCreator, byCategory, byPremium, byDate)
	if n, ok := c[byDuration]; ok && n <= countWalk && (size < 0 || n < size) {
		d, size = byDuration, n
	}
	if size < 0 {
		// No filter with a range of its own (duration, free): the whole visible catalog,
		// newest first.
		n, err := h.candidateSize(byDate, q, categoryID, since, countWalk+1)
		if err != nil {
			return browseTotal{}, err
		}
		d, size = byDate, n
	}
	if size <= countWalk {
		t, err := h.cappedCount(planBrowse(q, categoryID, since, "", d))
		t.whole = d
		return t, err
	}
	floor, err := h.countFloor(d, q, categoryID, since)
	if err != nil {
		return browseTotal{}, err
	}
	// floor >= since: the newest countWalk rows of the set (and the rows tied with the last).
	t, err := h.cappedCount(planBrowse(q, categoryID, floor, "", d))
	t.lower = !t.capped
	t.capped, t.set = true, d
	return t, err
}

// cappedCount: the plan's matches up to searchCountCap, capped beyond.
func (h *handlers) cappedCount(plan browsePlan) (browseTotal, error) {
	params := withParams(plan.params, dbx.Params{"cap": searchCountCap + 1})
	n, err := h.db.int(plan.countSQL(), params)
	return browseTotal{n: min(n, searchCountCap), capped: n > searchCountCap}, err
}

// countFloor: the upload date of the set's (countWalk+1)th newest row, read over its index
// alone (an OFFSET of countWalk index entries).
func (h *handlers) countFloor(d driver, q browseQuery, categoryID, since string) (string, error) {
	col := "created"
	if d == byCategory {
		col = "video_created"
	}
	params := dbx.Params{"since": since, "cat": categoryID, "creator": q.Creator, "walk": countWalk}
	var floor string
	err := h.db.row("SELECT "+col+" "+candidateRange(d, q)+" ORDER BY "+col+" DESC LIMIT 1 OFFSET {:walk}", params, &floor)
	if errors.Is(err, sql.ErrNoRows) {
		return since, nil // the set shrank since it was counted: it is read whole
	}
	return floor, err
}
