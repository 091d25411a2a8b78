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

	"reelhouse/internal/access"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Allowed filter fields and sort fields per collection (each served by an index, see
// docs/data-model.md). A filter may use only these fields; a sort only these fields.
var Allowed = map[string]struct{ Filter, Sort []string }{
	"videos":           {Filter: []string{"id", "slug", "creator", "is_premium", "author", "created"}, Sort: []string{"created", "id"}},
	"video_categories": {Filter: []string{"id", "video", "category"}, Sort: []string{"video_created", "id"}},
	"video_stats":      {Filter: []string{"id", "video"}, Sort: []string{"id"}},
	"comments":         {Filter: []string{"id", "video", "user"}, Sort: []string{"created", "id"}},
	"video_views":      {Filter: []string{"id"}, Sort: []string{"id"}},
}

var (
	quoted     = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`)
	identifier = regexp.MustCompile(`[A-Za-z_@][A-Za-z0-9_.:@]*`)
	literals   = map[string]bool{"true": true, "false": true, "null": true}
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
	for _, part := range strings.Split(sort, ",") {
		f := strings.TrimLeft(strings.TrimSpace(part), "+-")
		if f != "" && !slices.Contains(a.Sort, f) {
			return "This list can only be sorted by " + strings.Join(a.Sort, ", ") + "."
		}
	}
	return ""
}

// Register refuses other list requests on the big collections with 400.
func Register(app core.App) {
	names := make([]string, 0, len(Allowed))
	for n := range Allowed {
		names = append(names, n)
	}
	app.OnRecordsListRequest(names...).BindFunc(func(e *core.RecordsListRequestEvent) error {
		if access.IsAdmin(e.RequestEvent) {
			return e.Next()
		}
		q := e.Request.URL.Query()
		if msg := Check(e.Collection.Name, q.Get("filter"), q.Get("sort")); msg != "" {
			return e.BadRequestError(msg, nil)
		}
		return e.Next()
	})
}
