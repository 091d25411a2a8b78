package catalog

import (
	"net/url"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/tools/router"

	"reelhouse/internal/apierr"
)

// Sort and filters of the lists (issue 41 §2): GET /api/reelhouse/browse serves /videos,
// a category, a channel and a filtered or re-sorted search with one parameter set. The
// same vocabulary (and the same comparator) is src/data/browse-order.ts, which applies it
// offline over the cached cards; the two are kept in step by their tests.

// Sorts. relevance is a search's own order (the /search route); here it reads as newest
// among the matches, the order the search ranks within its tiers.
const (
	sortRelevance = "relevance"
	sortNewest    = "newest"
	sortViews     = "views"
	sortRating    = "rating"
	sortLongest   = "longest"
)

// Duration filters (browse_sql.go durationTerm): short < 600 s, medium 600–1200 s (both
// ends in), long > 1200 s.

// dateWindows: the upload-date filters, rolling windows back from now (a viewer's "today"
// has no server-side time zone; the last 24 hours is the same answer for everyone).
var dateWindows = map[string]time.Duration{
	"today": 24 * time.Hour,
	"week":  7 * 24 * time.Hour,
	"month": 30 * 24 * time.Hour,
	"year":  365 * 24 * time.Hour,
}

var (
	browseSorts     = map[string]bool{sortRelevance: true, sortNewest: true, sortViews: true, sortRating: true, sortLongest: true}
	browseDurations = map[string]bool{"short": true, "medium": true, "long": true}
	browseAccess    = map[string]bool{"free": true, "premium": true}
)

// browseQuery is one validated request. Empty strings are "no filter".
type browseQuery struct {
	Sort, Duration, Date, Access string
	Category                     string // a categories slug
	Creator                      string // a users id (a channel)
	Q                            string // search text (matches only; relevance stays /search)
}

// filtered: any filter beyond the plain list.
func (q browseQuery) filtered() bool {
	return q.Duration != "" || q.Date != "" || q.Access != "" || q.Creator != "" || q.Q != ""
}

// since: the lower bound of created for the date filter, in PocketBase's date format;
// "" without one.
func (q browseQuery) since(now time.Time) string {
	d, ok := dateWindows[q.Date]
	if !ok {
		return ""
	}
	return now.UTC().Add(-d).Format("2006-01-02 15:04:05.000Z")
}

// maxCreatorID / maxCategorySlug bound ids and slugs before they reach SQL (PocketBase
// ids are 15 characters; category slugs are short).
const (
	maxCreatorID    = 40
	maxCategorySlug = 120
	maxBrowseQ      = 200
)

// parseBrowse validates the query string: an unknown value of a known parameter is a
// 400 naming the parameter (a typo must not silently show another list).
func parseBrowse(v url.Values) (browseQuery, *router.ApiError) {
	q := browseQuery{
		Sort:     strings.TrimSpace(v.Get("sort")),
		Duration: strings.TrimSpace(v.Get("duration")),
		Date:     strings.TrimSpace(v.Get("date")),
		Access:   strings.TrimSpace(v.Get("access")),
		Category: strings.TrimSpace(v.Get("category")),
		Creator:  strings.TrimSpace(v.Get("creator")),
		Q:        strings.TrimSpace(v.Get("q")),
	}
	bad := func(param string) (browseQuery, *router.ApiError) {
		return browseQuery{}, apierr.New(400, "browse_param_invalid", "Invalid value for "+param+".", map[string]any{"param": param})
	}
	if q.Sort == "" {
		q.Sort = sortNewest
	}
	if !browseSorts[q.Sort] {
		return bad("sort")
	}
	if q.Sort == sortRelevance && q.Q == "" {
		return bad("sort")
	}
	if q.Duration != "" && !browseDurations[q.Duration] {
		return bad("duration")
	}
	if _, ok := dateWindows[q.Date]; q.Date != "" && !ok {
		return bad("date")
	}
	if q.Access != "" && !browseAccess[q.Access] {
		return bad("access")
	}
	if len(q.Category) > maxCategorySlug || strings.Trim(q.Category, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
		return bad("category")
	}
	if len(q.Creator) > maxCreatorID || strings.Trim(q.Creator, "abcdefghijklmnopqrstuvwxyz0123456789") != "" {
		return bad("creator")
	}
	if len(q.Q) > maxBrowseQ {
		return bad("q")
	}
	if q.Sort == sortRelevance {
		q.Sort = sortNewest
	}
	return q, nil
}
