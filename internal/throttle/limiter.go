// Package throttle holds the server's abuse limits: in-memory fixed-window counters per
// client IP (and per member), a 429 with a clear message when one is passed, request body
// caps on the JSON routes, and the start-up warnings about proxies. In memory on purpose:
// a limit that costs two SQLite writes per request would itself be the easiest way to
// load the server. Counters reset on restart, which only ever lets a few more through.
package throttle

import (
	"sync"
	"time"
)

// Limit: at most Max requests per Window.
type Limit struct {
	Max    int
	Window time.Duration
}

type counter struct {
	start time.Time
	hits  int
}

// Limiter is a set of fixed-window counters keyed by string. Safe for concurrent use; its
// memory is bounded by maxKeys (expired windows are swept first, then the oldest go).
type Limiter struct {
	mu       sync.Mutex
	counters map[string]*counter
	maxKeys  int
}

// NewLimiter keeps at most maxKeys counters.
func NewLimiter(maxKeys int) *Limiter {
	return &Limiter{counters: map[string]*counter{}, maxKeys: maxKeys}
}

// Hit counts one request for key under l and reports whether it is within the limit and,
// when not, how long until the window resets.
func (lim *Limiter) Hit(key string, l Limit, now time.Time) (ok bool, retryAfter time.Duration) {
	lim.mu.Lock()
	defer lim.mu.Unlock()
	c := lim.counters[key]
	if c == nil || now.Sub(c.start) >= l.Window {
		if c == nil && len(lim.counters) >= lim.maxKeys {
			lim.sweep(now, l.Window)
		}
		c = &counter{start: now.Truncate(time.Second)}
		lim.counters[key] = c
	}
	c.hits++
	if c.hits > l.Max {
		return false, max(time.Second, c.start.Add(l.Window).Sub(now))
	}
	return true, 0
}

// sweep drops expired counters (a window is at most a day: anything older is expired),
// then, if still full, the oldest tenth.
func (lim *Limiter) sweep(now time.Time, window time.Duration) {
	const longest = 24 * time.Hour
	var oldest time.Time
	for k, c := range lim.counters {
		if now.Sub(c.start) >= longest {
			delete(lim.counters, k)
		} else if oldest.IsZero() || c.start.Before(oldest) {
			oldest = c.start
		}
	}
	if len(lim.counters) < lim.maxKeys {
		return
	}
	cut := oldest.Add(max(window/10, time.Second))
	for k, c := range lim.counters {
		if !c.start.After(cut) {
			delete(lim.counters, k)
		}
	}
	for k := range lim.counters { // still full (all equally new): drop some at random
		if len(lim.counters) < lim.maxKeys*9/10 {
			break
		}
		delete(lim.counters, k)
	}
}

// Len is the number of live counters (tests).
func (lim *Limiter) Len() int {
	lim.mu.Lock()
	defer lim.mu.Unlock()
	return len(lim.counters)
}
