package audit

import (
	"fmt"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/spf13/cobra"

	"reelhouse/internal/apierr"
)

// Append-only, for everyone (issue 36 §5). The record API refusals of internal/moderation
// stop requests; these stop every other way in: a superuser's truncate, batch, collection
// update, delete or import; any server code's Delete or Save of an entry (model hooks); and
// raw SQL from the server or the sqlite3 shell (triggers; a shell can drop them, which the
// hash chain then shows).
const (
	readonlyCode    = "audit_log_readonly"
	readonlyMessage = "The audit log cannot be changed."
)

var triggers = []string{
	"CREATE TRIGGER IF NOT EXISTS audit_log_no_delete BEFORE DELETE ON " + Collection +
		" BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be deleted'); END",
	// An entry's hash is set once, by seal, right after its insert (hash "" until then).
	"CREATE TRIGGER IF NOT EXISTS audit_log_no_update BEFORE UPDATE ON " + Collection +
		" WHEN OLD.hash <> '' BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be changed'); END",
}

// EnsureTriggers (re)creates the append-only triggers (a table rebuild by a later schema
// change would drop them).
func EnsureTriggers(app core.App) error {
	for _, t := range triggers {
		if _, err := app.DB().NewQuery(t).Execute(); err != nil {
			return err
		}
	}
	return nil
}

func refused() error { return apierr.Forbidden(readonlyCode, readonlyMessage) }

// isLog: the collection is the audit log (by id or name, any case).
func isLog(app core.App, nameOrID string) bool {
	c, err := app.FindCachedCollectionByNameOrId(nameOrID)
	return err == nil && c.Name == Collection
}

// Register binds the chain, the refusals, the backfill migration and `reelhouse audit`.
func Register(app core.App, root *cobra.Command) {
	core.AppMigrations.Register(backfillUp, nil, "17900003_audit_chain_backfill.go")
	root.AddCommand(Command(app))
	BindHooks(app)
}

// BindHooks: the chain and the refusals (Register binds them; tests bind them alone).
func BindHooks(app core.App) {
	app.OnRecordCreate(Collection).BindFunc(chainOnCreate)
	app.OnRecordUpdate(Collection).BindFunc(func(e *core.RecordEvent) error { return refused() })
	app.OnRecordDelete(Collection).BindFunc(func(e *core.RecordEvent) error { return refused() })

	app.OnCollectionUpdateRequest().BindFunc(func(e *core.CollectionRequestEvent) error {
		if e.Collection.Name == Collection || isLog(e.App, e.Collection.Id) {
			return refused()
		}
		return e.Next()
	})
	app.OnCollectionDeleteRequest().BindFunc(func(e *core.CollectionRequestEvent) error {
		if e.Collection.Name == Collection || isLog(e.App, e.Collection.Id) {
			return refused()
		}
		return e.Next()
	})
	// An import replaces the named collections (and with deleteMissing drops the others):
	// refused whenever it would touch the log.
	app.OnCollectionsImportRequest().BindFunc(func(e *core.CollectionsImportRequestEvent) error {
		named := false
		for _, c := range e.CollectionsData {
			name, _ := c["name"].(string)
			id, _ := c["id"].(string)
			if isLog(e.App, name) || isLog(e.App, id) || name == Collection {
				named = true
			}
		}
		if named || e.DeleteMissing {
			return refused()
		}
		return e.Next()
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := EnsureTriggers(se.App); err != nil {
			return fmt.Errorf("audit log triggers: %w", err)
		}
		// Truncate (superusers only) deletes entry by entry, which the model hook already
		// refuses inside its transaction; this answers with a clear 403 instead of
		// PocketBase's "most likely due to cascade delete references".
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseAuditTruncate",
			Priority: apis.DefaultLoadAuthTokenMiddlewarePriority + 2,
			Func: func(e *core.RequestEvent) error {
				if e.Request.Method == http.MethodDelete && e.Request.Pattern == "DELETE /api/collections/{collection}/truncate" &&
					isLog(e.App, e.Request.PathValue("collection")) {
					return refused()
				}
				return e.Next()
			},
		})
		return se.Next()
	})
}

// backfillUp links the entries written before the chain (numbered by the JS migration
// 17900003_audit_chain.js) and adds the triggers. A database without the log (a Go test
// app) has nothing to link.
func backfillUp(tx core.App) error {
	if _, err := tx.FindCollectionByNameOrId(Collection); err != nil {
		return nil
	}
	if err := Backfill(tx); err != nil {
		return err
	}
	return EnsureTriggers(tx)
}
