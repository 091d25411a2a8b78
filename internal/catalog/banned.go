package catalog

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/bannedterms"
)

// bannedSearch: a search whose text contains a banned term (issue 38 §4,
// internal/bannedterms) finds nothing, not even the trending fallback, and the attempt is
// counted per day and term. Bound before the response cache at the same priority (stable
// order), so every attempt is counted, not only the first of each 15 s; an allowed query
// costs one in-memory match of at most 200 characters. shape fills the empty page the way
// the route's own answers look.
func (h *handlers) bannedSearch(defPerPage, maxPer int, shape func(e *core.RequestEvent, page *pageResult)) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Priority: -1,
		Func: func(e *core.RequestEvent) error {
			if !h.banned(query(e, "q")) {
				return e.Next()
			}
			page := newPage(nil, pagingOf(e, defPerPage, maxPer), 0)
			if shape != nil {
				shape(e, page)
			}
			return e.JSON(http.StatusOK, page)
		},
	}
}

// searchShape: the public search's empty answer: its mode, the query, not a fallback.
func searchShape(e *core.RequestEvent, page *pageResult) {
	m := mapSearch(query(e, "q"), query(e, "category"))
	page.Mode, page.Query, page.IsFallback = string(m.Kind), &m.Query, new(bool)
}

// banned: whether search text contains a banned term; if so the attempt is counted (the
// term and the UTC day only). Only the first maxInput characters count, as for the search.
func (h *handlers) banned(text string) bool {
	if r := []rune(text); len(r) > maxInput {
		text = string(r[:maxInput])
	}
	term, found := bannedterms.Current().Find(text)
	if !found {
		return false
	}
	bannedterms.CountAttempt(term, h.now())
	return true
}
