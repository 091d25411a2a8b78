package throttle

import (
	"runtime"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// The read gate bounds how many catalog and comment-page reads run at once (the rest wait
// their turn, nobody is refused). Under a hundred concurrent clients the profile showed a
// hundred readers on a 2-core machine contending on SQLite's process-wide mutexes and the
// connection pool's lock, with the one goroutine holding the write transaction getting a
// hundredth of the CPU, so every queued write waited on it (docs/benchmarks.md). A few
// readers per core keep the CPU busy; the others wait parked, not runnable.

// ReadSlotsPerCore: concurrent gated reads per available core.
const ReadSlotsPerCore = 4

// readGatePriority: after PocketBase's panic recovery, before it loads the auth record (a
// database read of its own).
const readGatePriority = apis.DefaultLoadAuthTokenMiddlewarePriority - 5

// gatedRead: the short, database-bound reads. Streams, media files and realtime are
// long-lived and never gated.
func gatedRead(method, path string) bool {
	if method != "GET" && method != "HEAD" {
		return false
	}
	return strings.HasPrefix(path, "/api/reelhouse/videos/") ||
		strings.HasPrefix(path, "/api/reelhouse/categories/") ||
		path == "/api/reelhouse/search"
}

func bindReadGate(se *core.ServeEvent) {
	slots := make(chan struct{}, ReadSlotsPerCore*runtime.GOMAXPROCS(0))
	se.Router.Bind(&hook.Handler[*core.RequestEvent]{
		Id:       "reelhouseReadGate",
		Priority: readGatePriority,
		Func: func(e *core.RequestEvent) error {
			if !gatedRead(e.Request.Method, e.Request.URL.Path) {
				return e.Next()
			}
			select {
			case slots <- struct{}{}:
			case <-e.Request.Context().Done():
				return e.Request.Context().Err() // the client left while waiting
			}
			defer func() { <-slots }()
			return e.Next()
		},
	})
}
