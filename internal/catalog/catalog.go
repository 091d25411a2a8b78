// Package catalog serves the catalog's read routes under /api/reelhouse (docs/api.md):
// lists, search, the watch page, similar videos and the self-hosted stream. They are
// the site's hot path, so they are Go rather than JS hooks (the architecture allows Go for
// a measured hot path): the same routes in pb_hooks cost ~2 ms of CPU each in the JS
// runtime against ~0.2 ms of SQL, which capped uncached lists at ~900 requests/s on two
// cores (scripts/bench-api). Writes (views, ratings, comments) stay in pb_hooks.
package catalog

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/apierr"
	"reelhouse/internal/hotpath"
	"reelhouse/internal/storage"
)

type handlers struct {
	app core.App
	db  store
	now func() time.Time

	keyMu sync.Mutex
	key   string // the playback signing key, "" until read
}

// Register binds the routes to app. Next to each route: whether its successful answers
// stay out of the request log (quiet), its CDN policy (hotpath.Shared, Visitors or
// Private: the Cache-Control and ETag of its answers) and whether it is served from the
// response cache (cache.Route with the query parameters it reads). Caller-dependent routes
// are never cached.
func Register(app core.App, cache *hotpath.Cache) {
	h := &handlers{app: app, now: time.Now}
	registerCategoryNames(app)
	registerFileGuard(app)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		h.db = newStore(app.ConcurrentDB()) // reads only
		if videos, err := app.FindCachedCollectionByNameOrId("videos"); err == nil {
			publicFilesBase = func() string {
				if base := storage.PublicURL(app, videos.Id); base != "" {
					return base + "/"
				}
				return ""
			}
		}
		r := se.Router.Group("/api/reelhouse")
		list := []string{"page", "perPage"}
		shared := hotpath.Shared
		r.GET("/videos/trending", h.trending).Bind(quiet(), shared(hotpath.Lists), cache.Route(hotpath.ListTTL, list...))
		r.GET("/videos/newest", h.newest).Bind(quiet(), shared(hotpath.Lists), cache.Route(hotpath.ListTTL, list...))
		r.GET("/videos/recent", h.recent).Bind(quiet(), hotpath.Private())
		// The watch page's sources and playback token depend on the caller: public for
		// visitors only (their token is the same for every visitor, see watch).
		r.GET("/videos/{slug}", h.watch).Bind(quiet(), hotpath.Visitors(hotpath.Watch))
		r.GET("/videos/{slug}/similar", h.similar).Bind(quiet(), shared(hotpath.Similar), cache.Route(hotpath.SimilarTTL))
		// Performer pages (issue 41 §4, performers.go): stage names only.
		r.GET("/performers/{slug}", h.performerPage).Bind(quiet(), shared(hotpath.Lists), cache.Route(hotpath.ListTTL, list...))
		r.GET("/videos/{slug}/performers", h.watchPerformers).Bind(quiet(), shared(hotpath.Similar), cache.Route(hotpath.SimilarTTL))
		r.GET("/categories/{slug}/videos", h.category).Bind(quiet(), shared(hotpath.Lists), cache.Route(hotpath.ListTTL, list...))
		r.GET("/tags/{slug}/videos", h.tagPage).Bind(quiet(), shared(hotpath.Lists), cache.Route(hotpath.ListTTL, list...))
		r.GET("/search", h.search).Bind(quiet(), shared(hotpath.Lists), h.bannedSearch(0, 0, searchShape), cache.Route(hotpath.ListTTL, "q", "category", "page", "perPage"))
		// Sort and filters over /videos, a category, a channel and a search (issue 41 §2).
		r.GET("/browse", h.browse).Bind(quiet(), shared(hotpath.Lists), h.bannedSearch(0, 0, nil), cache.Route(hotpath.ListTTL, browseParams...))
		r.GET("/premium/videos", h.premium).Bind(quiet(), hotpath.Private())
		r.GET("/creator/videos", h.creator).Bind(quiet(), hotpath.Private())
		r.GET("/stream/{videoId}", h.stream).Bind(quiet(), hotpath.Private())
		r.GET("/hls/{videoId}/{path...}", h.hls).Bind(quiet(), hotpath.Private())
		return se.Next()
	})
	// A changed signing key takes effect at once.
	app.OnRecordAfterUpdateSuccess("secrets").BindFunc(func(e *core.RecordEvent) error {
		h.keyMu.Lock()
		h.key = ""
		h.keyMu.Unlock()
		return e.Next()
	})
}

// quiet keeps a route's successful answers out of PocketBase's request log (errors are
// still logged), as PocketBase does for static files: one log row per page view or video
// Range request would be a write per read, cost ~15% of a listing's CPU, and grow the
// logs database by millions of rows a day on a busy site. Bound before the cache, so
// cached answers are quiet too.
func quiet() *hook.Handler[*core.RequestEvent] {
	h := apis.SkipSuccessActivityLog()
	h.Priority = -2
	return h
}

func query(e *core.RequestEvent, name string) string { return e.Request.URL.Query().Get(name) }

func pagingOf(e *core.RequestEvent, defPerPage, maxPer int) paging {
	return parsePaging(query(e, "page"), query(e, "perPage"), defPerPage, maxPer)
}

func (h *handlers) callerOf(e *core.RequestEvent) caller {
	return callerOf(e.Auth, e.HasSuperuserAuth(), h.now())
}

func fail(e *core.RequestEvent, err error) error {
	return e.InternalServerError("", err)
}

// paged builds a page, skipping the list query when the page starts past the end; the
// last page stops at total (a capped search total is less than the matches).
func paged(p paging, total int, list func(limit, offset int) ([]card, error)) (*pageResult, error) {
	if p.pastEnd(total) {
		return newPage(nil, p, total), nil
	}
	items, err := list(min(p.Limit, total-p.Offset), p.Offset)
	if err != nil {
		return nil, err
	}
	return newPage(items, p, total), nil
}

func (h *handlers) trendingPage(p paging) (*pageResult, error) {
	total, err := h.db.counter("videos")
	if err != nil {
		return nil, err
	}
	return paged(p, total, h.db.trending)
}

func (h *handlers) newestPage(p paging) (*pageResult, error) {
	total, err := h.db.counter("videos")
	if err != nil {
		return nil, err
	}
	return paged(p, total, h.db.newest)
}

// categoryPage: nil for an unknown slug; "trending" and "newest" name those lists.
func (h *handlers) categoryPage(slug string, p paging) (*pageResult, error) {
	switch slug {
	case "trending":
		return h.trendingPage(p)
	case "newest":
		return h.newestPage(p)
	}
	cat, err := h.db.categoryBySlug("categories", slug)
	if err != nil || cat == nil {
		return nil, err
	}
	return paged(p, cat.VideoCount, func(l, o int) ([]card, error) { return h.db.categoryVideos(cat.ID, l, o) })
}

// reply sends a page (or the error of building it).
func reply(e *core.RequestEvent, page *pageResult, err error) error {
	if err != nil {
		return fail(e, err)
	}
	return e.JSON(http.StatusOK, page)
}

func (h *handlers) trending(e *core.RequestEvent) error {
	page, err := h.trendingPage(pagingOf(e, 0, 0))
	return reply(e, page, err)
}

func (h *handlers) newest(e *core.RequestEvent) error {
	page, err := h.newestPage(pagingOf(e, 0, 0))
	return reply(e, page, err)
}

func (h *handlers) category(e *core.RequestEvent) error {
	page, err := h.categoryPage(e.Request.PathValue("slug"), pagingOf(e, 0, 0))
	if err == nil && page == nil {
		return apierr.NotFound("category_not_found", "Category not found")
	}
	return reply(e, page, err)
}

// textSearch: a page of a text search with its capped total (0 when nothing matches).
func (h *handlers) textSearch(text string, f searchFilter, p paging) (*pageResult, error) {
	m := toSearchMatch(text)
	if m.All == "" {
		return newPage(nil, p, 0), nil
	}
	q, err := h.db.newSearchQuery(m, f)
	if err != nil {
		return nil, err
	}
	total, capped, err := h.db.total(q, searchCountCap)
	if err != nil {
		return nil, err
	}
	page, err := paged(p, total, func(l, o int) ([]card, error) { return h.db.searchPage(q, l, o) })
	if page != nil {
		page.TotalCapped = capped
	}
	return page, err
}

func (h *handlers) search(e *core.RequestEvent) error {
	p := pagingOf(e, 0, 0)
	m := mapSearch(query(e, "q"), query(e, "category"))
	page, err := h.searchResult(m, p)
	if err != nil {
		return fail(e, err)
	}
	page.Mode, page.Query = string(m.Kind), &m.Query
	if page.IsFallback == nil {
		page.IsFallback = new(bool)
	}
	return e.JSON(http.StatusOK, page)
}

func (h *handlers) searchResult(m mappedSearch, p paging) (*pageResult, error) {
	switch m.Kind {
	case kindNewest:
		return h.newestPage(p)
	case kindTrending:
		return h.trendingPage(p)
	case kindCategory:
		// Search failures are silent (spec §8): an unknown category is an empty result.
		page, err := h.categoryPage(m.Category, p)
		if err == nil && page == nil {
			page = newPage(nil, p, 0)
		}
		return page, err
	}
	var f searchFilter
	if m.Category != "" {
		cat, err := h.db.categoryBySlug("categories", m.Category)
		if err != nil || cat == nil {
			return newPage(nil, p, 0), err
		}
		f.Category = cat.ID
	}
	page, err := h.textSearch(m.Query, f, p)
	if err != nil || page.TotalItems > 0 {
		return page, err
	}
	// Nothing matched: trending page 1, every item flagged; the search total stays 0.
	first := parsePaging("1", "", p.PerPage, p.PerPage)
	items, err := h.db.trending(first.Limit, 0)
	if err != nil {
		return nil, err
	}
	for i := range items {
		items[i].IsFallback = true
	}
	page = newPage(items, first, 0)
	page.IsFallback = new(true)
	return page, nil
}

func (h *handlers) premium(e *core.RequestEvent) error {
	c := h.callerOf(e)
	if !c.SignedIn {
		return apierr.Unauthorized("premium_sign_in", "Sign in to see premium videos.")
	}
	if !c.Premium && !c.Admin {
		return apierr.Forbidden("premium_only", "This content is only available to premium members.")
	}
	p := pagingOf(e, 12, 12)
	f := searchFilter{PremiumOnly: true}
	if slug := query(e, "category"); slug != "" {
		cat, err := h.db.categoryBySlug("premium_categories", slug)
		if err != nil || cat == nil {
			return reply(e, newPage(nil, p, 0), err)
		}
		f.PremiumCategory = cat.ID
	}
	if text := strings.TrimSpace(query(e, "q")); text != "" {
		if h.banned(text) { // issue 38 §4: finds nothing
			return reply(e, newPage(nil, p, 0), nil)
		}
		page, err := h.textSearch(text, f, p)
		return reply(e, page, err)
	}
	if f.PremiumCategory != "" {
		total, err := h.db.premiumCategoryCount(f.PremiumCategory)
		if err != nil {
			return fail(e, err)
		}
		page, err := paged(p, total, func(l, o int) ([]card, error) { return h.db.premiumCategoryVideos(f.PremiumCategory, l, o) })
		return reply(e, page, err)
	}
	total, err := h.db.counter("premium_videos")
	if err != nil {
		return fail(e, err)
	}
	page, err := paged(p, total, h.db.premiumVideos)
	return reply(e, page, err)
}

// ownerScope: the creator whose videos a management list shows: own, or any for admins
// (`creator=`). Nil error response means allowed.
func ownerScope(e *core.RequestEvent, c caller) (string, error) {
	if !c.SignedIn {
		return "", apierr.Unauthorized("creator_sign_in", "Sign in as a creator or admin.")
	}
	if !c.Creator && !c.Admin {
		return "", apierr.Forbidden("creator_role_required", "Creator or admin role required.")
	}
	if asked := query(e, "creator"); asked != "" && c.Admin {
		return asked, nil
	}
	return c.UserID, nil
}

func (h *handlers) creatorPage(owner string, p paging) (*pageResult, error) {
	total, err := h.db.creatorCount(owner)
	if err != nil {
		return nil, err
	}
	page, err := paged(p, total, func(l, o int) ([]card, error) { return h.db.creatorVideos(owner, l, o) })
	if page != nil {
		page.Creator = &owner
	}
	return page, err
}

func (h *handlers) creator(e *core.RequestEvent) error {
	c := h.callerOf(e)
	owner, err := ownerScope(e, c)
	if err != nil {
		return err
	}
	p := pagingOf(e, 0, 0)
	if text := strings.TrimSpace(query(e, "q")); text != "" {
		page, err := newPage(nil, p, 0), error(nil)
		// Issue 38 §4: a banned term finds nothing, except for admins, who must be able to
		// find the videos saved before a term was listed. The manager's search finds what its
		// list shows: hidden videos too, with their state.
		if c.Admin || !h.banned(text) {
			page, err = h.textSearch(text, searchFilter{Creator: owner, Own: true}, p)
		}
		if page != nil {
			page.Creator = &owner
		}
		if err == nil && page != nil {
			err = withFileTokens(e, page.Items)
		}
		return reply(e, page, err)
	}
	page, err := h.creatorPage(owner, p)
	if err == nil {
		err = withFileTokens(e, page.Items)
	}
	return reply(e, page, err)
}

// withFileTokens: a hidden video's thumbnail answers only its creator and admins
// (guardFile), and an <img> sends no Authorization header, so the manager's list carries
// the caller's short-lived PocketBase file token on those thumbnails.
func withFileTokens(e *core.RequestEvent, items []card) error {
	token := ""
	for i := range items {
		if items[i].State == "" || !strings.HasPrefix(items[i].ThumbnailURL, "/api/files/") || e.Auth == nil {
			continue
		}
		if token == "" {
			t, err := e.Auth.NewFileToken()
			if err != nil {
				return err
			}
			token = t
		}
		items[i].ThumbnailURL += "?token=" + token
	}
	return nil
}

// recent is the statistics panel's list: admins see all recent videos, creators their own.
func (h *handlers) recent(e *core.RequestEvent) error {
	c := h.callerOf(e)
	p := pagingOf(e, 20, 0)
	if c.Admin && query(e, "creator") == "" {
		page, err := h.newestPage(p)
		return reply(e, page, err)
	}
	owner, err := ownerScope(e, c) // refuses non-creators
	if err != nil {
		return err
	}
	page, err := h.creatorPage(owner, p)
	return reply(e, page, err)
}
