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
	sizes := candidates{} // a search starts from its matches; a plain list walks its sort
	if match == "" && (q.filtered() || categoryID != "") {
		var empty bool
		var err error
		if sizes, empty, err = h.candidateSizes(q, categoryID, categoryCount, since, max(setMax, countWalk)+1); err != nil {
			return nil, err
		}
		if empty {
			return newPage(nil, p, 0), nil // a filter no visible video passes
		}
	}
	plan := planBrowse(q, categoryID, since, match, pickDriver(q, categoryID, sizes, match))
	if plan.set {
		return h.setPage(plan, p)
	}
	total, err := h.browseTotalOf(q, categoryID, categoryCount, since, match, sizes)
	if err != nil {
		return nil, err
	}
	if total.whole != walkSort && !total.capped && q.Sort != sortNewest {
		// The count read a whole candidate set (at most countWalk rows) and found at most
		// 1,000 matches: sorting them is bounded, while a walk of the sort's index stops
		// only once it has the page, so a rare combination (a page it cannot fill) would
		// read the whole index.
		return h.setPage(planBrowse(q, categoryID, since, match, total.whole), p)
	}
	if total.lower && total.n <= p.Limit && (total.set == byCategory || total.set == byCreator || total.set == byPremium) {
		// Not even a page among the set's newest countWalk rows: the matches are rare, and
		// a walk would read most of the sort's index to fill the page. Sorting the set
		// costs its size instead (a category, a creator's or the premium videos: a part
		// of the catalog, not all of it).
		return h.setPage(planBrowse(q, categoryID, since, match, total.set), p)
	}
	list := func(limit, offset int) ([]card, error) {
		ids, err := queryOnce(h.db, plan.pageSQL(limit, offset), plan.params, scanOne[string])
		if err != nil {
			return nil, err
		}
		return h.cardsInOrder(ids)
	}
	if total.lower {
		return provenPage(p, total.n, list)
	}
	page, err := paged(p, total.n, list)
	if page != nil {
		page.TotalCapped = total.capped
	}
	return page, err
}

// cardsInOrder: the cards of ids, in their order. One lookup per id: an IN list of bound
// ids made the server's SQLite walk far more than the page (~100 ms per card at 100,000
// videos); a primary-key lookup each is ~0.1 ms.
func (h *handlers) cardsInOrder(ids []string) ([]card, error) {
	cards := make([]card, 0, len(ids))
	for _, id := range ids {
		one, err := h.db.cardsByIDs([]string{id})
		if err != nil {
			return nil, err
		}
		cards = append(cards, one...)
	}
	return cards, nil
}

// setPage: a set plan's page and its exact total from one statement (the set is read and
// sorted whole anyway); only a page past the end counts separately.
func (h *handlers) setPage(plan browsePlan, p paging) (*pageResult, error) {
	type row struct {
		id    string
		total int
	}
	rows, err := queryOnce(h.db, plan.countedPageSQL(p.Limit, p.Offset), plan.params, func(r *sql.Rows) (row, error) {
		var x row
		err := r.Scan(&x.id, &x.total)
		return x, err
	})
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		total := 0
		if p.Offset > 0 {
			if total, err = h.db.int(plan.countSQL(), withParams(plan.params, dbx.Params{"cap": -1})); err != nil {
				return nil, err
			}
		}
		return newPage(nil, p, total), nil
	}
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.id
	}
	cards, err := h.cardsInOrder(ids)
	if err != nil {
		return nil, err
	}
	return newPage(cards, p, rows[0].total), nil
}

// provenPage: a page under a lower-bound total (browse_total.go). It reads one row past
// the page: when none follows, the total is exact (the list ends here); otherwise it is
// raised to what the page proves (its offset and items plus the one that follows), so the
// pagination offers the next page exactly when there is one.
func provenPage(p paging, atLeast int, list func(limit, offset int) ([]card, error)) (*pageResult, error) {
	items, err := list(p.Limit+1, p.Offset)
	if err != nil {
		return nil, err
	}
	more := len(items) > p.Limit
	items = items[:min(len(items), p.Limit)]
	if !more && (len(items) > 0 || p.Offset == 0) {
		// The list ends on this page: its total is known exactly.
		return newPage(items, p, p.Offset+len(items)), nil
	}
	proven := 0 // past the end: the rows before the offset are not known to exist either
	if more {
		proven = p.Offset + len(items) + 1
	}
	page := newPage(items, p, max(atLeast, proven))
	page.TotalCapped = true
	return page, nil
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
