// Package listguard keeps PocketBase's generic list API (/api/collections/{c}/records) on
// the big collections to filters and sorts that an index serves. The app reads those
// collections through its own routes (internal/catalog, pb_hooks); the generic API stays
// open for single-record lookups by indexed fields, but a visitor cannot make the server
// scan 100,000 rows with `filter=description~'x'` or `sort=title`. Admins and superusers
// are not restricted (the dashboard and management tools).
package listguard

import (
	"regexp"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// Allowed filter fields and sort fields per collection (each served by an index, see
// docs/data-model.md). A filter may use only these fields; a sort only these fields.
// (video_categories sorts by id only: its video_created index starts with the category.)
var Allowed = map[string]struct{ Filter, Sort []string }{
	"videos":           {Filter: []string{"id", "slug", "creator", "is_premium", "author", "created"}, Sort: []string{"created", "id"}},
	"video_categories": {Filter: []string{"id", "video", "category"}, Sort: []string{"id"}},
	"video_stats":      {Filter: []string{"id", "video"}, Sort: []string{"id"}},
	"comments":         {Filter: []string{"id", "video", "user"}, Sort: []string{"created", "id"}},
	"video_views":      {Filter: []string{"id"}, Sort: []string{"id"}},
}

// selective: an equality on one of these narrows a list to a few rows, so its total is a
// short index range. Without one the total would count the whole collection: skipped.
var selective = []string{"id", "slug", "creator", "author", "video", "category", "user"}

var (
	quoted     = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`)
	identifier = regexp.MustCompile(`[A-Za-z_@][A-Za-z0-9_.:@]*`)
	literals   = map[string]bool{"true": true, "false": true, "null": true}
	// LIKE (~) and negations (!=, !~ and their ?-any forms) cannot use an index.
	unindexedOp = regexp.MustCompile(`!=|!~|~`)
	equality    = regexp.MustCompile(`([A-Za-z_]+)\s*\?{0,1}=`)
)

// Check returns "" when filter and sort only use allowed fields, else the refusal.
func Check(collection, filter, sort string) string {
	a, ok := Allowed[collection]
	if !ok {
		return ""
	}
	bare := quoted.ReplaceAllString(filter, `""`)
	for _, id := range identifier.FindAllString(bare, -1) {
		if literals[strings.ToLower(id)] || (strings.HasPrefix(id, "@") && !strings.HasPrefix(id, "@collection")) {
			continue // a value (@request.auth.id, @now), not a column
		}
		if !slices.Contains(a.Filter, id) {
			return "This list can only be filtered by " + strings.Join(a.Filter, ", ") + "."
		}
	}
	if unindexedOp.MatchString(bare) {
		return "This list can only be filtered with =, <, <=, > and >= (no ~ or !=)."
	}
	for _, part := range strings.Split(sort, ",") {
		f := strings.TrimLeft(strings.TrimSpace(part), "+-")
		if f != "" && !slices.Contains(a.Sort, f) {
			return "This list can only be sorted by " + strings.Join(a.Sort, ", ") + "."
		}
	}
	return ""
}

// Selective: the filter pins the list with an equality on a selective field (outside an
// "||", which would widen it again).
func Selective(filter string) bool {
	bare := quoted.ReplaceAllString(filter, `""`)
	if strings.Contains(bare, "||") {
		return false
	}
	for _, m := range equality.FindAllStringSubmatch(bare, -1) {
		if slices.Contains(selective, m[1]) {
			return true
		}
	}
	return false
}

// Priority: after PocketBase loads the auth token (admins are not restricted), before the
// list handler runs its query: refusing after the query (the records-list hook) would
// leave the scan done.
const Priority = apis.DefaultRateLimitMiddlewarePriority - 4

// Register refuses other list requests on the big collections with 400, before they run,
// and skips the total of lists that no selective equality narrows.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseListGuard",
			Priority: Priority,
			Func: func(e *core.RequestEvent) error {
				if err := guard(e); err != nil {
					return err
				}
				return e.Next()
			},
		})
		return se.Next()
	})
}

func guard(e *core.RequestEvent) error {
	// The router has matched the route already: its pattern names the list API.
	if e.Request.Pattern != "GET /api/collections/{collection}/records" {
		return nil
	}
	name := e.Request.PathValue("collection")
	if _, ok := Allowed[name]; !ok {
		c, err := e.App.FindCachedCollectionByNameOrId(name) // addressed by id
		if err != nil {
			return nil
		}
		name = c.Name
	}
	if _, ok := Allowed[name]; !ok || access.IsAdmin(e) {
		return nil
	}
	q := e.Request.URL.Query()
	if msg := Check(name, q.Get("filter"), q.Get("sort")); msg != "" {
		return apierr.BadRequest("list_query_not_allowed", msg)
	}
	if !Selective(q.Get("filter")) {
		q.Set("skipTotal", "1")
		e.Request.URL.RawQuery = q.Encode()
	}
	return nil
}
