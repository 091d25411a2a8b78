package agegate

import (
	"database/sql"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// check is a verification in flight (age_checks): single use, checkTTL long.
type check struct {
	State    string `db:"state"`
	Nonce    string `db:"nonce"`
	Verifier string `db:"verifier"`
	Provider string `db:"provider"`
	Region   string `db:"region"`
	UserID   string `db:"user_id"`
	ReturnTo string `db:"return_to"`
	Expires  int64  `db:"expires_at"`
}

const checkTTL = 10 * time.Minute

func saveCheck(app core.App, c check) error {
	// Expired rows go on the way in: the table never holds more than ten minutes of checks.
	if _, err := app.NonconcurrentDB().NewQuery("DELETE FROM age_checks WHERE expires_at < {:now}").
		Bind(dbx.Params{"now": time.Now().Unix()}).Execute(); err != nil {
		return err
	}
	_, err := app.NonconcurrentDB().NewQuery(`INSERT INTO age_checks
		(state, nonce, verifier, provider, region, user_id, return_to, expires_at)
		VALUES ({:state}, {:nonce}, {:verifier}, {:provider}, {:region}, {:user}, {:ret}, {:exp})`).
		Bind(dbx.Params{"state": c.State, "nonce": c.Nonce, "verifier": c.Verifier, "provider": c.Provider,
			"region": c.Region, "user": c.UserID, "ret": c.ReturnTo, "exp": c.Expires}).Execute()
	return err
}

// takeCheck removes and returns the check of state: a second callback with the same
// state finds nothing (ok false), as does an expired one.
func takeCheck(app core.App, state string, now time.Time) (check, bool, error) {
	var c check
	err := app.NonconcurrentDB().NewQuery(`DELETE FROM age_checks WHERE state = {:state}
		RETURNING state, nonce, verifier, provider, region, user_id, return_to, expires_at`).
		Bind(dbx.Params{"state": state}).One(&c)
	if errors.Is(err, sql.ErrNoRows) {
		return check{}, false, nil
	}
	if err != nil {
		return check{}, false, err
	}
	return c, c.Expires >= now.Unix(), nil
}

// errReplayed: the ID token was accepted before.
var errReplayed = errors.New("id token already used")

// recordPass writes, in one transaction, the token as used (refused if it was: replay)
// and, for a member, their verification. Nothing else is stored.
func recordPass(app core.App, tokenID string, tokenExpires time.Time, userID string, p Pass) error {
	return app.RunInTransaction(func(tx core.App) error {
		now := time.Now().Unix()
		if _, err := tx.DB().NewQuery("DELETE FROM age_used_tokens WHERE expires_at < {:now}").
			Bind(dbx.Params{"now": now}).Execute(); err != nil {
			return err
		}
		res, err := tx.DB().NewQuery("INSERT OR IGNORE INTO age_used_tokens (token_id, expires_at) VALUES ({:id}, {:exp})").
			Bind(dbx.Params{"id": tokenID, "exp": tokenExpires.Unix()}).Execute()
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errReplayed
		}
		if userID == "" {
			return nil
		}
		_, err = tx.DB().NewQuery(`INSERT INTO age_verifications (user_id, over18, provider, method, region, verified_at)
			VALUES ({:user}, {:o}, {:provider}, {:method}, {:region}, {:at})
			ON CONFLICT (user_id) DO UPDATE SET over18 = excluded.over18, provider = excluded.provider,
			method = excluded.method, region = excluded.region, verified_at = excluded.verified_at`).
			Bind(dbx.Params{"user": userID, "o": p.Over18, "provider": p.Provider, "method": p.Method,
				"region": p.Region, "at": p.At}).Execute()
		return err
	})
}

// memberPass: a member's stored verification, ok false when none.
func memberPass(app core.App, userID string) (Pass, bool, error) {
	var row struct {
		Over18   bool   `db:"over18"`
		Provider string `db:"provider"`
		Method   string `db:"method"`
		Region   string `db:"region"`
		At       int64  `db:"verified_at"`
	}
	err := app.ConcurrentDB().NewQuery(`SELECT over18, provider, method, region, verified_at
		FROM age_verifications WHERE user_id = {:id}`).Bind(dbx.Params{"id": userID}).One(&row)
	if errors.Is(err, sql.ErrNoRows) {
		return Pass{}, false, nil
	}
	if err != nil {
		return Pass{}, false, err
	}
	return Pass{Over18: row.Over18, Provider: row.Provider, Method: row.Method, Region: row.Region, At: row.At}, true, nil
}

// loadOverrides: the admin's rules (age_policy).
func loadOverrides(app core.App) ([]Rule, error) {
	var rows []struct {
		Region  string `db:"region"`
		Action  string `db:"action"`
		Renewal int    `db:"renewal_days"`
	}
	if err := app.ConcurrentDB().NewQuery("SELECT region, action, renewal_days FROM age_policy ORDER BY region").All(&rows); err != nil {
		return nil, err
	}
	out := make([]Rule, 0, len(rows))
	for _, r := range rows {
		out = append(out, Rule{Region: r.Region, Action: Action(r.Action), RenewalDays: r.Renewal})
	}
	return out, nil
}

// passKey: the pass cookie's HMAC key (secrets.age_pass_key, made by the migration).
func passKey(app core.App) ([]byte, error) {
	var row struct {
		Value string `db:"value"`
	}
	err := app.ConcurrentDB().NewQuery("SELECT value FROM secrets WHERE key = 'age_pass_key'").One(&row)
	if err != nil {
		return nil, err
	}
	if len(row.Value) < 32 {
		return nil, errors.New("age_pass_key is missing or too short")
	}
	return []byte(row.Value), nil
}
