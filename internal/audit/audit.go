// Package audit writes the append-only audit log (issue 23, docs/api-moderation.md):
// every admin action records who, what, when and why in the transaction of the action.
package audit

import (
	"github.com/pocketbase/pocketbase/core"
)

// Collection is the log's collection; its record API writes are refused (internal/moderation).
const Collection = "audit_log"

// Actor is who an audit entry names: a member, a superuser, or the server itself.
type Actor struct{ ID, Name string }

// System is the actor of automatic decisions (the auto-hide threshold).
var System = Actor{ID: "", Name: "system"}

// ActorOf is the caller of a request as an audit actor.
func ActorOf(e *core.RequestEvent) Actor {
	if e == nil || e.Auth == nil {
		return Actor{Name: "visitor"}
	}
	name := e.Auth.GetString("username")
	if name == "" {
		name = e.Auth.Email()
	}
	if e.Auth.IsSuperuser() {
		name = "superuser " + e.Auth.Email()
	}
	return Actor{ID: e.Auth.Id, Name: name}
}

// Write writes one entry with tx, the transaction of the action it records, so that the
// action and its record commit or roll back together. The collection has no API rules and
// its record API requests are refused (internal/moderation): this is the only writer.
func Write(tx core.App, who Actor, action, targetType, target, reason string, detail map[string]any) error {
	col, err := tx.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return err
	}
	r := core.NewRecord(col)
	r.Set("actor", who.ID)
	r.Set("actor_name", who.Name)
	r.Set("action", action)
	r.Set("target_type", targetType)
	r.Set("target", target)
	r.Set("reason", reason)
	if detail != nil {
		r.Set("detail", detail)
	}
	return tx.SaveNoValidate(r)
}
