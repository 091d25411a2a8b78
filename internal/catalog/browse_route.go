package catalog

import (
	"database/sql"
	"maps"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// browse: GET /api/reelhouse/browse (docs/api.md "Sort and filters").
func (h *handlers) browse(e *core.RequestEvent) error {
	q, bad := parseBrowse(e.Request.URL.Query())
	if bad != nil {
		return bad
	}
	page, err := h.browsePage(q, pagingOf(e, 0, 0))
	if err == nil && page == nil {
		return apierr.NotFound("category_not_found", "Category not found")
	}
	return reply(e, page, err)
}

// browseParams: the query parameters /browse reads (its response cache key).
var browseParams = []string{"sort", "duration", "date", "access", "category", "creator", "q", "page", "perPage"}

// browsePage: nil for an unknown category.
func (h *handlers) browsePage(q browseQuery, p paging) (*pageResult, error) {
	categoryID, categoryCount := "", 0
	if q.Category != "" {
		cat, err := h.db.categoryBySlug("categories", q.Category)
		if err != nil || cat == nil {
			return nil, err
		}
		categoryID, categoryCount = cat.ID, cat.VideoCount
	}
	match := ""
	if q.Q != "" {
		if match = toSearchMatch(q.Q).All; match == "" {
			return newPage(nil, p, 0), nil // no word to search for: nothing matches
		}
	}
	since := q.since(h.now())
	d, err := h.pickDriver(q, categoryID, categoryCount, since, match)
	if err != nil {
		return nil, err
	}
	plan := planBrowse(q, categoryID, since, match, d)
	total, capped := 0, false
	switch {
	case q.filtered():
		// Filtered totals are capped like a search's: an exact count of a broad filter
		// would walk most of the catalog on every first page.
		params := withParams(plan.params, dbx.Params{"cap": searchCountCap + 1})
		if total, err = h.db.int(plan.countSQL(), params); err != nil {
			return nil, err
		}
		total, capped = min(total, searchCountCap), total > searchCountCap
	case categoryID != "":
		total = categoryCount
	default:
		if total, err = h.db.counter("videos"); err != nil {
			return nil, err
		}
	}
	page, err := paged(p, total, func(limit, offset int) ([]card, error) {
		ids, err := queryOnce(h.db, plan.pageSQL(limit, offset), plan.params, scanOne[string])
		if err != nil {
			return nil, err
		}
		// One lookup per id: an IN list of bound ids made the server's SQLite walk far
		// more than the page (~100 ms per card at 100,000 videos); a primary-key lookup
		// each is ~0.1 ms.
		cards := make([]card, 0, len(ids))
		for _, id := range ids {
			one, err := h.db.cardsByIDs([]string{id})
			if err != nil {
				return nil, err
			}
			cards = append(cards, one...)
		}
		return cards, nil
	})
	if page != nil {
		page.TotalCapped = capped
	}
	return page, err
}

// pickDriver chooses the plan (browse_sql.go): a search's matches; for newest, the
// category's or creator's own ordered index; otherwise the smallest candidate set of at
// most setMax rows (a category, a creator's videos, the date window), else the sort's
// index walk. The sizes come from bounded counts (at most setMax+1 index entries each).
func (h *handlers) pickDriver(q browseQuery, categoryID string, categoryCount int, since, match string) (driver, error) {
	if match != "" {
		return byMatches, nil
	}
	if q.Sort == sortNewest {
		switch {
		case categoryID != "":
			return walkCategory, nil
		case q.Creator != "":
			return walkCreator, nil
		}
		// A duration band few videos fall in: the walk would read the whole created index.
		if q.Duration != "" {
			n, err := h.durationCount(q.Duration)
			if err != nil || n <= setMax {
				return byDuration, err
			}
		}
		return walkSort, nil
	}
	best, size := walkSort, setMax+1
	if categoryID != "" && categoryCount < size {
		best, size = byCategory, categoryCount
	}
	if q.Creator != "" {
		n, err := h.db.int("SELECT count(*) FROM (SELECT 1 FROM videos WHERE creator = {:c} LIMIT {:cap})", dbx.Params{"c": q.Creator, "cap": setMax + 1})
		if err != nil {
			return walkSort, err
		}
		if n < size {
			best, size = byCreator, n
		}
	}
	if q.Duration != "" {
		n, err := h.durationCount(q.Duration)
		if err != nil {
			return walkSort, err
		}
		if n < size {
			best, size = byDuration, n
		}
	}
	if since != "" {
		n, err := h.db.int("SELECT count(*) FROM (SELECT 1 FROM videos WHERE created >= {:since} LIMIT {:cap})", dbx.Params{"since": since, "cap": setMax + 1})
		if err != nil {
			return walkSort, err
		}
		if n < size {
			best = byDate
		}
	}
	return best, nil
}

func withParams(base, extra dbx.Params) dbx.Params {
	out := maps.Clone(base)
	if out == nil {
		out = dbx.Params{}
	}
	maps.Copy(out, extra)
	return out
}

// queryOnce is queryAll without keeping the statement prepared (its text varies per page).
func queryOnce[T any](s store, text string, params dbx.Params, scan func(*sql.Rows) (T, error)) ([]T, error) {
	if t := traceSQL.Load(); t != nil {
		(*t)(inlined(text, params))
	}
	args := make([]any, 0, len(params))
	for k, v := range params {
		args = append(args, sql.Named(k, v))
	}
	rows, err := s.db.Query(prepareText(text), args...)
	return scanAll(rows, err, scan)
}

// durationCount: the visible videos in a duration band, up to setMax+1
// (idx_videos_browse_duration: hidden, then duration).
func (h *handlers) durationCount(duration string) (int, error) {
	return h.db.int("SELECT count(*) FROM (SELECT 1 FROM videos WHERE hidden = 0 AND "+durationTerm("duration", duration)+" LIMIT {:cap})", dbx.Params{"cap": setMax + 1})
}
