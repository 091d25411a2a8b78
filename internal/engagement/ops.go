package engagement

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/groupcommit"
)

// applied_ops: the stored outcome of an offline-outbox mutation, keyed by (user, op_id).

type opConflict struct{}

func (opConflict) Error() string { return "This op_id was already used for a different action." }

// once runs apply at most once per (user, op id) inside tx: a replay returns the stored
// response (the same action on the same target) or, as refused, opConflict (a result for
// the caller, not a failure of the transaction it shares with other writes). Without an
// op id it runs.
func once(tx core.App, userID, opID, kind, target string, apply func() (any, error)) (out json.RawMessage, refused, err error) {
	if opID != "" {
		var prior struct {
			Kind     string `db:"kind"`
			Target   string `db:"target"`
			Response string `db:"response"`
		}
		err := groupcommit.Query(tx, "SELECT kind, target, response FROM applied_ops WHERE user = {:u} AND op_id = {:op} LIMIT 1").
			Bind(dbx.Params{"u": userID, "op": opID}).One(&prior)
		if err == nil {
			if prior.Kind != kind || prior.Target != target {
				return nil, opConflict{}, nil
			}
			if !json.Valid([]byte(prior.Response)) {
				return json.RawMessage("null"), nil, nil
			}
			return json.RawMessage(prior.Response), nil, nil
		}
		if !isNoRows(err) {
			return nil, nil, err // a database failure must not look like "never applied"
		}
	}
	res, err := apply()
	if err != nil {
		return nil, nil, err
	}
	raw, err := json.Marshal(res)
	if err != nil {
		return nil, nil, err
	}
	if opID != "" {
		now := types.NowDateTime().String()
		if _, err := groupcommit.Query(tx, `INSERT INTO applied_ops (id, user, op_id, kind, target, response, created, updated)
			VALUES ({:id}, {:u}, {:op}, {:kind}, {:target}, {:response}, {:now}, {:now})`).
			Bind(dbx.Params{"id": newID(), "u": userID, "op": opID, "kind": kind, "target": target, "response": string(raw), "now": now}).Execute(); err != nil {
			return nil, nil, err
		}
	}
	return raw, nil, nil
}

// Once is the op-id rule for the other packages' outbox writes (internal/library): apply
// runs at most once per (user, op id) inside tx; a replay answers the stored response;
// refused (not nil) means the op id was used for another action (a 400 for the caller).
// An empty op id always applies. A bad op id is refused too.
func Once(tx core.App, userID string, opID any, kind, target string, apply func() (any, error)) (out json.RawMessage, refused, err error) {
	id, bad := opIDOf(opID)
	if bad != nil {
		return nil, bad, nil
	}
	return once(tx, userID, id, kind, target, apply)
}
