package engagement

import (
	"context"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// StatsWindow: a video's stats row is broadcast to realtime subscribers (the watch page)
// at most once per window, with the numbers as they are then. Counters change by SQL in
// the write's transaction; sending every change to a crowd cost more than the write.
const StatsWindow = 200 * time.Millisecond

type broadcaster struct {
	app     core.App
	mu      sync.Mutex
	pending map[string]bool
}

func newBroadcaster(app core.App) *broadcaster {
	return &broadcaster{app: app, pending: map[string]bool{}}
}

// schedule: call after the write committed (an after-success hook).
func (b *broadcaster) schedule(videoID string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pending[videoID] {
		return
	}
	b.pending[videoID] = true
	time.AfterFunc(StatsWindow, func() { b.flush(videoID) })
}

func (b *broadcaster) flush(videoID string) {
	b.mu.Lock()
	delete(b.pending, videoID)
	b.mu.Unlock()
	if !b.watched() {
		return // nobody subscribed to stats rows: loading the row was a quarter of a write's CPU
	}
	rec, err := b.app.FindFirstRecordByData("video_stats", "video", videoID)
	if err != nil {
		return // the video was deleted meanwhile
	}
	// The event PocketBase fires after a saved update: realtime sends the row to the
	// subscribers allowed to see it (and the response cache drops what it had).
	ev := &core.ModelEvent{App: b.app, Context: context.Background(), Type: core.ModelEventTypeUpdate}
	ev.Model = rec
	if err := b.app.OnModelAfterUpdateSuccess().Trigger(ev, func(e *core.ModelEvent) error { return nil }); err != nil {
		b.app.Logger().Warn("stats broadcast failed", "video", videoID, "error", err.Error())
	}
}

// watched: whether any realtime client subscribes to video_stats (any row or filter).
func (b *broadcaster) watched() bool {
	for _, chunk := range b.app.SubscriptionsBroker().ChunkedClients(500) {
		for _, c := range chunk {
			if len(c.Subscriptions("video_stats")) > 0 {
				return true
			}
		}
	}
	return false
}
