package audit

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The hash chain (issue 36 §5): every entry has a sequence number (seq, 1, 2, 3, … with no
// gap), the hash of the entry before it (prev_hash; "" for the first) and its own hash:
//
//	hash = sha256(prev_hash || "\n" || canonical(entry))
//
// where canonical is the JSON array of the stored columns id, seq, prev_hash, created,
// actor, actor_name, action, target_type, target, reason and detail, as text. An edit of
// any of them, a deleted entry (a gap in seq, or a prev_hash that no longer matches) or a
// reordering breaks the chain from that entry on; `reelhouse audit verify` finds the first.

// entryRow: an entry's columns as SQLite stores them (the hash is computed from these, so a
// writer and the verifier cannot disagree about how a value is formatted).
type entryRow struct {
	ID         string `db:"id"`
	Seq        int64  `db:"seq"`
	PrevHash   string `db:"prev_hash"`
	Hash       string `db:"hash"`
	Created    string `db:"created"`
	Actor      string `db:"actor"`
	ActorName  string `db:"actor_name"`
	Action     string `db:"action"`
	TargetType string `db:"target_type"`
	Target     string `db:"target"`
	Reason     string `db:"reason"`
	Detail     string `db:"detail"`
}

const rowColumns = "id, seq, COALESCE(prev_hash, '') AS prev_hash, COALESCE(hash, '') AS hash, COALESCE(created, '') AS created," +
	" COALESCE(actor, '') AS actor, COALESCE(actor_name, '') AS actor_name, COALESCE(action, '') AS action," +
	" COALESCE(target_type, '') AS target_type, COALESCE(target, '') AS target, COALESCE(reason, '') AS reason," +
	" COALESCE(CAST(detail AS TEXT), '') AS detail"

// EntryHash is the hash an entry must carry.
func EntryHash(r entryRow) string {
	canonical, err := json.Marshal([]string{r.ID, strconv.FormatInt(r.Seq, 10), r.PrevHash, r.Created, r.Actor, r.ActorName,
		r.Action, r.TargetType, r.Target, r.Reason, r.Detail})
	if err != nil {
		panic(err) // a []string always marshals
	}
	sum := sha256.Sum256(append([]byte(r.PrevHash+"\n"), canonical...))
	return hex.EncodeToString(sum[:])
}

// tail: the last entry's seq and hash (0, "" for an empty log). idx_audit_log_seq.
func tail(tx core.App) (int64, string, error) {
	var t struct {
		Seq  int64  `db:"seq"`
		Hash string `db:"hash"`
	}
	err := tx.DB().NewQuery("SELECT seq, COALESCE(hash, '') AS hash FROM " + Collection + " ORDER BY seq DESC LIMIT 1").One(&t)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", nil
	}
	return t.Seq, t.Hash, err
}

// seal computes and stores the hash of the entry just inserted (the append-only trigger
// lets an entry's hash be set once, from "").
func seal(tx core.App, id string) (string, error) {
	var r entryRow
	if err := tx.DB().NewQuery("SELECT " + rowColumns + " FROM " + Collection + " WHERE id = {:id}").Bind(dbx.Params{"id": id}).One(&r); err != nil {
		return "", err
	}
	h := EntryHash(r)
	_, err := tx.DB().NewQuery("UPDATE " + Collection + " SET hash = {:h} WHERE id = {:id}").Bind(dbx.Params{"h": h, "id": id}).Execute()
	return h, err
}

// chainOnCreate links every new entry, whoever writes it (internal/audit.Write, the JS
// hooks' lib/audit.js), in the transaction of its insert. The tail is read inside that
// transaction: PocketBase runs every write transaction on its one writer connection, so
// two writers cannot both read the same tail, and the unique index on seq would refuse a
// fork if they ever did.
func chainOnCreate(e *core.RecordEvent) error {
	if !e.App.IsTransactional() {
		app := e.App
		err := app.RunInTransaction(func(tx core.App) error {
			e.App = tx
			return chainOnCreate(e)
		})
		e.App = app // the after-save hooks run on the app, not the finished transaction
		return err
	}
	seq, prev, err := tail(e.App)
	if err != nil {
		return err
	}
	e.Record.Set("seq", seq+1)
	e.Record.Set("prev_hash", prev)
	e.Record.Set("hash", "")
	if err := e.Next(); err != nil {
		return err
	}
	h, err := seal(e.App, e.Record.Id)
	if err != nil {
		return err
	}
	e.Record.Set("hash", h)
	return nil
}

// Break: where the chain first breaks.
type Break struct {
	Seq    int64
	ID     string
	Reason string
}

// VerifyBatch: entries read per query while verifying (keyset-paged by seq).
var VerifyBatch = 5000

// Verify walks the whole log in seq order and answers the number of entries checked and
// the first break (nil when intact), plus the last entry's hash (to write down elsewhere:
// entries cut off the end of the log leave an intact chain, only a known tail shows them).
func Verify(app core.App) (int64, *Break, string, error) {
	var count, lastSeq int64
	prev := ""
	for {
		var rows []entryRow
		err := app.DB().NewQuery("SELECT " + rowColumns + " FROM " + Collection + " WHERE seq > {:after} ORDER BY seq LIMIT {:n}").
			Bind(dbx.Params{"after": lastSeq, "n": VerifyBatch}).All(&rows)
		if err != nil {
			return count, nil, prev, err
		}
		if lastSeq == 0 {
			// Entries with no place in the chain (seq 0 or less) were never linked.
			var loose int64
			if err := app.DB().NewQuery("SELECT COUNT(*) FROM " + Collection + " WHERE seq IS NULL OR seq <= 0").Row(&loose); err != nil {
				return count, nil, prev, err
			}
			if loose > 0 {
				return count, &Break{Reason: strconv.FormatInt(loose, 10) + " entries have no sequence number"}, prev, nil
			}
		}
		for _, r := range rows {
			switch {
			case r.Seq != lastSeq+1:
				return count, &Break{r.Seq, r.ID, "entry " + strconv.FormatInt(lastSeq+1, 10) + " is missing"}, prev, nil
			case r.PrevHash != prev:
				return count, &Break{r.Seq, r.ID, "prev_hash does not match the entry before it"}, prev, nil
			case r.Hash != EntryHash(r):
				return count, &Break{r.Seq, r.ID, "the entry was changed after it was written (its hash does not match)"}, prev, nil
			}
			count++
			lastSeq = r.Seq
			prev = r.Hash
		}
		if len(rows) < VerifyBatch {
			return count, nil, prev, nil
		}
	}
}

// Backfill links the entries written before the chain existed (seq already numbered by the
// migration, hash still ""), in seq order. Used once, by the migration.
func Backfill(tx core.App) error {
	var lastSeq int64
	prev := ""
	for {
		var rows []entryRow
		err := tx.DB().NewQuery("SELECT " + rowColumns + " FROM " + Collection + " WHERE seq > {:after} ORDER BY seq LIMIT {:n}").
			Bind(dbx.Params{"after": lastSeq, "n": VerifyBatch}).All(&rows)
		if err != nil {
			return err
		}
		for _, r := range rows {
			r.PrevHash = prev
			h := EntryHash(r)
			if _, err := tx.DB().NewQuery("UPDATE " + Collection + " SET prev_hash = {:p}, hash = {:h} WHERE id = {:id}").
				Bind(dbx.Params{"p": prev, "h": h, "id": r.ID}).Execute(); err != nil {
				return err
			}
			lastSeq, prev = r.Seq, h
		}
		if len(rows) < VerifyBatch {
			return nil
		}
	}
}
