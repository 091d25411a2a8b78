package twofactor

import (
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/tools/security"
)

// The "code needed" step of a sign-in: the password (or any other first factor) checked
// out, so the server hands back a ticket instead of a token. A ticket is random (no
// meaning, nothing to forge), lives TicketTTL, allows TicketAttempts wrong codes, and is
// gone once a right one is given. Kept in memory: a restart only asks for the password again.
const (
	TicketTTL      = 5 * time.Minute
	TicketAttempts = 5
	maxTickets     = 50_000
)

type ticket struct {
	user     string
	expires  time.Time
	attempts int
}

type tickets struct {
	mu sync.Mutex
	m  map[string]*ticket
}

func newTickets() *tickets { return &tickets{m: map[string]*ticket{}} }

func (t *tickets) issue(user string, now time.Time) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.m) >= maxTickets {
		for k, v := range t.m {
			if now.After(v.expires) {
				delete(t.m, k)
			}
		}
		if len(t.m) >= maxTickets { // still full of live ones: drop any (they ask again)
			for k := range t.m {
				delete(t.m, k)
				break
			}
		}
	}
	id := security.RandomString(40)
	t.m[id] = &ticket{user: user, expires: now.Add(TicketTTL)}
	return id
}

// use looks a ticket up for one attempt: its member, or "" when it is unknown, expired or
// out of attempts (then it is gone). A failed attempt is counted by fail, a right code
// ends it with done.
func (t *tickets) use(id string, now time.Time) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	tk, ok := t.m[id]
	if !ok {
		return ""
	}
	if now.After(tk.expires) || tk.attempts >= TicketAttempts {
		delete(t.m, id)
		return ""
	}
	return tk.user
}

func (t *tickets) fail(id string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if tk, ok := t.m[id]; ok {
		tk.attempts++
		if tk.attempts >= TicketAttempts {
			delete(t.m, id)
		}
	}
}

func (t *tickets) done(id string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.m, id)
}
