package moderation

import (
	"time"

	"github.com/pocketbase/pocketbase/tools/types"
)

// queueAge: how long a queued case has waited, for the Reports screen to show beside the
// severe cases at the top. A case opens with its first report, notice or held upload, so
// its creation is the oldest report's time.
func queueAge(created string) (oldest string, ageSeconds int) {
	t, err := types.ParseDateTime(created)
	if err != nil || t.IsZero() {
		return created, 0
	}
	return created, max(0, int(time.Since(t.Time()).Seconds()))
}
