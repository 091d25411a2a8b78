package authcache

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // the system tables Bootstrap expects
)

// setup: a bootstrapped app with the cache's hooks bound and one member of an auth collection and its token.
func setup(t *testing.T) (core.App, *Cache, *core.Record, string) {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	c := Register(app)
	col := core.NewAuthCollection("members")
	col.Fields.Add(&core.TextField{Name: "name"})
	if err := app.Save(col); err != nil {
		t.Fatal(err)
	}
	su := core.NewRecord(col)
	su.SetEmail("admin@example.test")
	su.SetPassword("a-long-password-1")
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	token, err := su.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return app, c, su, token
}

// resolve: the record Resolve answers, nil when it refuses the token.
func resolve(c *Cache, app core.App, token string) *core.Record {
	record, _ := c.Resolve(app, token)
	return record
}

// deleteRaw removes the row behind PocketBase's back: a lookup that still answers was
// served from the cache (the only way to tell a hit from a read without timing).
func deleteRaw(t *testing.T, app core.App, id string) {
	t.Helper()
	if _, err := app.DB().NewQuery("DELETE FROM members WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func TestResolveCachesValidTokens(t *testing.T) {
	app, c, su, token := setup(t)
	if got := resolve(c, app, token); got == nil || got.Id != su.Id {
		t.Fatalf("first lookup = %v, want the superuser", got)
	}
	deleteRaw(t, app, su.Id)
	if got := resolve(c, app, token); got == nil || got.Id != su.Id {
		t.Fatal("second lookup read the database again: the token was not cached")
	}
	if resolve(c, app, "not-a-token") != nil || resolve(c, app, token+"x") != nil {
		t.Fatal("an invalid token resolved")
	}
	if c.Len() != 1 {
		t.Fatalf("cached %d tokens, want 1 (invalid tokens are never stored)", c.Len())
	}
}

func TestHitsAreCopies(t *testing.T) {
	app, c, _, token := setup(t)
	resolve(c, app, token).Set("name", "changed by a handler") // the miss
	resolve(c, app, token).Set("name", "changed by a handler") // a hit
	if got := resolve(c, app, token).GetString("name"); got != "" {
		t.Fatalf("a handler's change to e.Auth leaked into the cache: %q", got)
	}
}

func TestSaveDropsTheRecordsTokens(t *testing.T) {
	app, c, su, token := setup(t)
	resolve(c, app, token)
	su.Set("name", "Renamed") // a change that keeps the token valid
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	if got := resolve(c, app, token); got == nil || got.GetString("name") != "Renamed" {
		t.Fatalf("after a save the cache answered %v, want the saved record", got)
	}

	// A new password changes the token key: the old token must stop working at once.
	su.SetPassword("another-password-2")
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	if got := resolve(c, app, token); got != nil {
		t.Fatal("a token signed with the old password's key still resolved")
	}
}

func TestDeleteDropsTheRecord(t *testing.T) {
	app, c, su, token := setup(t)
	resolve(c, app, token)
	if err := app.Delete(su); err != nil {
		t.Fatal(err)
	}
	if got := resolve(c, app, token); got != nil {
		t.Fatal("a deleted record's token still resolved")
	}
}

func TestCollectionChangeClearsAll(t *testing.T) {
	app, c, _, token := setup(t)
	resolve(c, app, token)
	col, _ := app.FindCollectionByNameOrId("members")
	col.AuthToken.Secret = "a-rotated-secret-of-at-least-thirty-chars"
	if err := app.Save(col); err != nil {
		t.Fatal(err)
	}
	if c.Len() != 0 {
		t.Fatal("changing an auth collection kept cached tokens")
	}
	if got := resolve(c, app, token); got != nil {
		t.Fatal("a token signed with the old collection secret still resolved")
	}
}

func TestEntriesAreReadAgainAfterMaxAge(t *testing.T) {
	app, c, su, token := setup(t)
	resolve(c, app, token)
	deleteRaw(t, app, su.Id) // a change no hook of this process saw
	c.now = func() time.Time { return time.Now().Add(maxAge - time.Second) }
	if resolve(c, app, token) == nil {
		t.Fatal("a fresh entry was not served")
	}
	c.now = func() time.Time { return time.Now().Add(maxAge + time.Second) }
	if resolve(c, app, token) != nil {
		t.Fatal("an entry older than maxAge was served instead of reading the record again")
	}
}

func TestExpiredTokenIsNotServed(t *testing.T) {
	app, c, su, _ := setup(t)
	token, err := su.NewStaticAuthToken(5 * time.Second) // expires well within maxAge
	if err != nil {
		t.Fatal(err)
	}
	if resolve(c, app, token) == nil {
		t.Fatal("a valid short-lived token did not resolve")
	}
	deleteRaw(t, app, su.Id) // from here only the cache could answer
	c.now = func() time.Time { return time.Now().Add(6 * time.Second) }
	if got := resolve(c, app, token); got != nil {
		t.Fatal("an expired token was served from the cache")
	}
	if c.Len() != 0 {
		t.Fatal("the expired entry stayed")
	}
}

// A lookup that read the record before a change committed must not store that old copy.
func TestChangeDuringLookupIsNotStored(t *testing.T) {
	app, c, su, token := setup(t)
	c.mu.Lock()
	gen := c.gen // what Resolve reads before it loads the record
	c.mu.Unlock()
	old, err := app.FindAuthRecordByToken(token, core.TokenTypeAuth)
	if err != nil {
		t.Fatal(err)
	}
	su.Set("name", "During") // commits while that lookup is still under way
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	if c.store(token, old, gen) || c.Len() != 0 {
		t.Fatal("a record read before a committed change was cached")
	}
	if got := resolve(c, app, token); got == nil || got.GetString("name") != "During" {
		t.Fatalf("after the race the cache answered %v, want the saved record", got)
	}
}
