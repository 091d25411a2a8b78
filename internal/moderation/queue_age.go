package moderation

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// withAge adds how long a queued case has waited: oldest_report_at (the case opens with
// its first report, notice or held upload, so its creation is the oldest one) and
// age_seconds, for the Reports screen to show beside the severe cases at the top.
func withAge(out map[string]any, c *core.Record) map[string]any {
	created := c.GetDateTime("created").Time()
	out["oldest_report_at"] = c.GetString("created")
	out["age_seconds"] = max(0, int(time.Since(created).Seconds()))
	return out
}
