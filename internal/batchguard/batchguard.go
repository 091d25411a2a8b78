// Package batchguard narrows PocketBase's batch API (POST /api/batch, enabled by the
// migration 1763805000_enable_batch.js) to the writes that need to be all or nothing: the
// video manager's bulk delete and bulk premium on/off (issue 28 §4). A batch's
// sub-requests run the record handlers (collection rules and record hooks apply), but not
// the app's route middlewares: the per-route throttles and body caps (internal/throttle)
// would not see them. So any other sub-request refuses the whole batch with a 400 before
// anything runs.
package batchguard

import (
	"regexp"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/collpath"
)

// allowed: the method and URL of each sub-request a batch may hold (an optional query
// string, e.g. `fields`, is fine: the collection rules decide what an answer shows).
var allowed = []*regexp.Regexp{
	regexp.MustCompile(`^DELETE /api/collections/videos/records/[a-z0-9]{15}(\?[^#]*)?$`),
	regexp.MustCompile(`^POST /api/collections/premium_videos/records(\?[^#]*)?$`),
	regexp.MustCompile(`^DELETE /api/collections/premium_videos/records/[a-z0-9]{15}(\?[^#]*)?$`),
}

// Refusal is the message of a batch holding anything else.
const Refusal = "A batch may only delete videos or add and remove premium videos."

// Allowed reports whether one sub-request may run in a batch.
func Allowed(method, url string) bool {
	line := method + " " + url
	for _, re := range allowed {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}

// Register refuses, before it starts, a batch holding a sub-request outside the list.
func Register(app core.App) {
	app.OnBatchRequest().BindFunc(func(e *core.BatchRequestEvent) error {
		for _, r := range e.Batch {
			// Compared under the collection's own name: `/api/collections/Videos/…` or its id
			// names the same collection (refused before, but by accident of spelling).
			if !Allowed(r.Method, collpath.Canonical(e.App, r.URL)) {
				return apierr.BadRequest("batch_not_allowed", Refusal)
			}
		}
		return e.Next()
	})
}
