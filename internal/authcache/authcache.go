// Package authcache keeps the auth records of recently seen tokens in memory, so a signed-in
// request does not load its member from SQLite before every handler. PocketBase's own
// middleware (loadAuthToken) parses the token, reads the record (a freshly prepared SQL
// statement each time) and checks the signature: about a fifth of the server's CPU under the
// write benchmark (docs/benchmarks.md, "Writes, round 3").
//
// A cached answer is exactly what PocketBase would answer, because every way the answer can
// change drops it:
//   - the record is saved or deleted (its token key, roles or anything else may change):
//     the model hooks drop that record's tokens after the commit;
//   - an auth collection is changed (a rotated token secret, new fields): everything goes;
//   - the token expires: the expiry from its claims is checked on every hit;
//   - and in any case after maxAge: a change this process's hooks never see (a read
//     replica restored from the primary's stream, docs/scaling.md) is picked up by then.
//
// A lookup that raced with a change (read the old row, then the change committed and dropped
// the cache) is not stored: a generation counter, bumped by every drop, must not have moved
// between the read and the store. Changes made by raw SQL on auth tables bypass the hooks;
// the project makes none (auth rows are only written through records).
package authcache

import (
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/security"
)

// maxEntries bounds the memory (a record is a few KB); a full cache is emptied, not evicted
// piecemeal: simple, and refilled by the next request of each active member.
const maxEntries = 20000

// maxAge bounds how long an entry is served without reading the record again.
const maxAge = 30 * time.Second

type entry struct {
	record  *core.Record
	expires time.Time
}

// Cache maps auth tokens to their records.
type Cache struct {
	mu      sync.Mutex
	gen     uint64
	byToken map[string]entry
	byID    map[string][]string // record id → its cached tokens, to drop them on a change
	now     func() time.Time
}

// New returns an empty cache.
func New() *Cache {
	return &Cache{byToken: map[string]entry{}, byID: map[string][]string{}, now: time.Now}
}

// Register serves signed-in requests from the cache in place of PocketBase's own auth
// middleware, and binds the drops.
func Register(app core.App) *Cache {
	c := New()
	app.OnModelAfterUpdateSuccess().BindFunc(func(e *core.ModelEvent) error {
		c.dropModel(e.Model)
		return e.Next()
	})
	app.OnModelAfterDeleteSuccess().BindFunc(func(e *core.ModelEvent) error {
		c.dropModel(e.Model)
		return e.Next()
	})
	clearOnAuthCollection := func(e *core.CollectionEvent) error {
		if e.Collection.IsAuth() {
			c.Clear()
		}
		return e.Next()
	}
	app.OnCollectionAfterUpdateSuccess().BindFunc(clearOnAuthCollection)
	app.OnCollectionAfterDeleteSuccess().BindFunc(clearOnAuthCollection)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// Takes the place of PocketBase's loadAuthToken (at its priority), so a token is looked
		// up once per request even when it is invalid. Its own id: an unbound id stays
		// excluded in the router's child groups.
		se.Router.Unbind(apis.DefaultLoadAuthTokenMiddlewareId)
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseLoadAuthToken",
			Priority: apis.DefaultLoadAuthTokenMiddlewarePriority,
			Func: func(e *core.RequestEvent) error {
				if e.Auth == nil {
					if token := requestToken(e); token != "" {
						record, err := c.Resolve(e.App, token)
						if err != nil {
							e.App.Logger().Debug("loadAuthToken failure", "error", err) // as PocketBase logs it
						}
						e.Auth = record
					}
				}
				return e.Next()
			},
		})
		return se.Next()
	})
	return c
}

// requestToken reads the token as PocketBase does (an optional "Bearer " prefix).
func requestToken(e *core.RequestEvent) string {
	token := e.Request.Header.Get("Authorization")
	if len(token) > 7 && strings.EqualFold(token[:7], "Bearer ") {
		return token[7:]
	}
	return token
}

// Resolve returns a copy of the auth record of token (an auth token, valid now), or why not.
func (c *Cache) Resolve(app core.App, token string) (*core.Record, error) {
	c.mu.Lock()
	hit, ok := c.byToken[token]
	gen := c.gen
	c.mu.Unlock()
	if ok {
		if c.now().Before(hit.expires) {
			return hit.record.Clone(), nil // handlers may change e.Auth; the cached copy stays as read
		}
		c.mu.Lock()
		c.dropTokenLocked(token, hit.record.Id)
		c.mu.Unlock()
	}

	record, err := app.FindAuthRecordByToken(token, core.TokenTypeAuth)
	if err != nil {
		return nil, err
	}
	c.store(token, record, gen)
	return record, nil
}

// store keeps a copy of record for token unless the cache changed since generation gen was
// read (a change committed while the record was being read: the copy may be the old one).
func (c *Cache) store(token string, record *core.Record, gen uint64) bool {
	expires, ok := expiry(token)
	if !ok {
		return false
	}
	if limit := c.now().Add(maxAge); limit.Before(expires) {
		expires = limit
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return false
	}
	if len(c.byToken) >= maxEntries {
		c.clearLocked()
	}
	c.byToken[token] = entry{record: record.Clone(), expires: expires}
	c.byID[record.Id] = append(c.byID[record.Id], token)
	return true
}

// expiry: the token's "exp" claim (the signature was checked by FindAuthRecordByToken).
func expiry(token string) (time.Time, bool) {
	claims, err := security.ParseUnverifiedJWT(token)
	if err != nil {
		return time.Time{}, false
	}
	exp, ok := claims["exp"].(float64)
	if !ok || exp <= 0 {
		return time.Time{}, false
	}
	return time.Unix(int64(exp), 0), true
}

func (c *Cache) dropModel(m core.Model) {
	record, ok := m.(*core.Record)
	if !ok || !record.Collection().IsAuth() {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for _, token := range c.byID[record.Id] {
		delete(c.byToken, token)
	}
	delete(c.byID, record.Id)
}

// Clear drops every entry.
func (c *Cache) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.clearLocked()
}

func (c *Cache) clearLocked() {
	c.gen++
	c.byToken = map[string]entry{}
	c.byID = map[string][]string{}
}

func (c *Cache) dropTokenLocked(token, id string) {
	delete(c.byToken, token)
	tokens := c.byID[id]
	for i, t := range tokens {
		if t == token {
			tokens = append(tokens[:i], tokens[i+1:]...)
			break
		}
	}
	if len(tokens) == 0 {
		delete(c.byID, id)
	} else {
		c.byID[id] = tokens
	}
}

// Len: the number of cached tokens (tests).
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.byToken)
}
