package bannedterms

import (
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// Collection names (migration 17900007_banned_terms.js).
const (
	Terms  = "banned_terms"
	Counts = "banned_search_counts"
)

// Checked: the free-text fields refused on save when they contain a term, per collection.
// JSON fields (name_i18n: {"de": "…"}) are checked value by value.
var Checked = map[string][]string{
	"videos":             {"title", "description", "tags"}, // tags: the JSON array's text (internal/tags)
	"categories":         {"name", "name_i18n"},
	"premium_categories": {"name"},
}

// Message is the refusal's English text; the client translates banned_term with {term}.
const Message = "This text contains a banned term: %q. Remove it to save."

// Refusal is the 400 for a field, with the term among its values for the translation.
func Refusal(field, term string) error {
	msg := fmt.Sprintf(Message, term)
	err := apierr.Invalid("banned_term", msg, validation.Errors{field: validation.NewError("validation_banned_term", msg)})
	err.Data["values"] = map[string]any{"term": term}
	return err
}

// Cache holds the compiled matcher: built from the table on first use, rebuilt after
// every committed change of the list, read without a query by every save and search.
type Cache struct {
	app     core.App
	current atomic.Pointer[Matcher]
	mu      sync.Mutex // one rebuild at a time
}

var shared *Cache

// Current: the matcher of the registered app (nil before Register: matches nothing).
func Current() *Matcher {
	if shared == nil {
		return nil
	}
	return shared.Matcher()
}

// Matcher returns the compiled list, loading it on first use.
func (c *Cache) Matcher() *Matcher {
	if m := c.current.Load(); m != nil {
		return m
	}
	c.Rebuild()
	return c.current.Load()
}

// Rebuild reads the list and swaps the compiled matcher in. On a read error the previous
// matcher stays (an empty one on first use) and the error is logged.
func (c *Cache) Rebuild() {
	c.mu.Lock()
	defer c.mu.Unlock()
	var terms []string
	// The read pool, never the write connection: the first use may come from a validate
	// hook inside a transaction that holds it (a save in the upload's processing), where
	// waiting for it would never end. WAL lets this read the last committed list.
	err := c.app.ConcurrentDB().Select("term").From(Terms).Column(&terms)
	if err != nil {
		c.app.Logger().Error("banned terms: reading the list failed", "error", err)
		if c.current.Load() == nil {
			c.current.Store(NewMatcher(nil))
		}
		return
	}
	c.current.Store(NewMatcher(terms))
}

// Register binds the save-time checks, the list's own validation and the cache's rebuild.
func Register(app core.App) *Cache {
	c := &Cache{app: app}
	shared = c
	for col, fields := range Checked {
		app.OnRecordValidate(col).BindFunc(func(e *core.RecordEvent) error {
			if err := c.check(e.Record, fields); err != nil {
				return err
			}
			return e.Next()
		})
	}
	app.OnRecordValidate(Terms).BindFunc(func(e *core.RecordEvent) error {
		term := e.Record.GetString("term")
		if !valid(term) {
			msg := fmt.Sprintf("Enter a term with at least one letter or digit, at most %d characters.", MaxTermLength)
			return apierr.Invalid("banned_term_invalid", msg, validation.Errors{"term": validation.NewError("validation_banned_term_invalid", msg)})
		}
		e.Record.Set("term", Canonical(term)) // stored normalised: the unique index then sees "Rapé" = "rape"
		return e.Next()
	})
	rebuild := func(e *core.RecordEvent) error {
		c.Rebuild()
		return e.Next()
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		c.Rebuild() // compiled before the first request, not during it
		return se.Next()
	})
	counter = &attempts{app: app, pending: map[[2]string]int{}}
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		counter.flush() // the last second's counts
		return e.Next()
	})
	app.OnRecordAfterCreateSuccess(Terms).BindFunc(rebuild)
	app.OnRecordAfterUpdateSuccess(Terms).BindFunc(rebuild)
	app.OnRecordAfterDeleteSuccess(Terms).BindFunc(rebuild)
	return c
}

// check refuses a record whose changed checked fields contain a term. Unchanged values are
// not re-checked: a term added to the list later does not block unrelated edits (a
// moderator hiding the video, a counter) of a record saved before it.
func (c *Cache) check(rec *core.Record, fields []string) error {
	m := c.Matcher()
	if m.Len() == 0 {
		return nil
	}
	orig := rec.Original()
	for _, f := range fields {
		now := rec.GetString(f)
		if !rec.IsNew() && orig != nil && orig.GetString(f) == now {
			continue
		}
		for _, text := range texts(now) {
			if term, found := m.Find(text); found {
				return Refusal(f, term)
			}
		}
	}
	return nil
}

// texts: a plain field's value, or each string value of a JSON object field.
func texts(value string) []string {
	if len(value) == 0 || value[0] != '{' {
		return []string{value}
	}
	var obj map[string]any
	if json.Unmarshal([]byte(value), &obj) != nil {
		return []string{value}
	}
	out := make([]string, 0, len(obj))
	for _, v := range obj {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// attempts adds up refused searches in memory and writes them at most once per
// flushDelay: search GETs are not throttled, so a write per refused search would let anyone
// turn reads into a stream of SQLite writes contending with comments and views. The map is
// bounded by the list's size times the days a delay spans. A crash loses at most the last
// flushDelay of counts.
type attempts struct {
	app     core.App
	mu      sync.Mutex
	pending map[[2]string]int // {day, term} → count
	timer   *time.Timer
}

const flushDelay = time.Second

var counter *attempts

// CountAttempt adds one to the day's count of searches for term (UTC day; no query text,
// caller, address or time of day is kept). Written within about a second.
func CountAttempt(term string, now time.Time) {
	c := counter
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending[[2]string{now.UTC().Format("2006-01-02"), term}]++
	if c.timer == nil {
		c.timer = time.AfterFunc(flushDelay, c.flush)
	}
}

// flush writes the pending counts: one upsert per day and term on the unique index.
func (c *attempts) flush() {
	c.mu.Lock()
	pending := c.pending
	c.pending, c.timer = map[[2]string]int{}, nil
	c.mu.Unlock()
	if len(pending) == 0 {
		return
	}
	stamp := time.Now().UTC().Format("2006-01-02 15:04:05.000Z")
	err := c.app.RunInTransaction(func(tx core.App) error {
		for k, n := range pending {
			_, err := tx.DB().NewQuery(`INSERT INTO ` + Counts + ` (id, day, term, count, created, updated)
				VALUES ({:id}, {:day}, {:term}, {:n}, {:now}, {:now})
				ON CONFLICT(day, term) DO UPDATE SET count = count + {:n}, updated = {:now}`).
				Bind(dbx.Params{"id": core.GenerateDefaultRandomId(), "day": k[0], "term": k[1], "n": n, "now": stamp}).Execute()
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		c.app.Logger().Error("banned search: writing the counts failed", "error", err, "lost", len(pending))
	}
}
