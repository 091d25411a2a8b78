package performers

import "github.com/pocketbase/pocketbase/core"

// Register wires the records' hooks, the publish gate on every save of a video, and the
// admin routes (verify, documents, the custodian-of-records export).
func Register(app core.App) {
	bindVideoGate(app)
	bindRecordHooks(app)
	registerRoutes(app)
}
