package twofactor

import (
	"database/sql"
	"errors"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// The server key that seals the secrets and keys the recovery-code hashes. Best kept
// outside the database (REELHOUSE_TOTP_KEY: a stolen database or backup then holds no usable
// secret); without it a random key is made once and kept in the `secrets` collection,
// which no API reads (docs/account-security.md says what that does and does not protect).
const (
	keyEnv    = "REELHOUSE_TOTP_KEY"
	keySecret = "totp_key"
	// Collection of the secrets; users.totp_on mirrors "a secret is set".
	Collection = "user_totp"
)

type keyring struct {
	mu  sync.Mutex
	key []byte
}

func (k *keyring) get(app core.App) ([]byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.key != nil {
		return k.key, nil
	}
	if v := os.Getenv(keyEnv); v != "" {
		k.key = []byte(v)
		return k.key, nil
	}
	rec, err := app.FindFirstRecordByData("secrets", "key", keySecret)
	if err != nil {
		col, err := app.FindCachedCollectionByNameOrId("secrets")
		if err != nil {
			return nil, err
		}
		rec = core.NewRecord(col)
		rec.Set("key", keySecret)
	}
	if rec.GetString("value") == "" {
		rec.Set("value", security.RandomString(48))
		if err := app.Save(rec); err != nil {
			return nil, err
		}
	}
	k.key = []byte(rec.GetString("value"))
	return k.key, nil
}

// row is a member's user_totp record, or a new unsaved one.
func row(app core.App, userID string) (*core.Record, error) {
	rec, err := app.FindFirstRecordByData(Collection, "user", userID)
	if err == nil {
		return rec, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	col, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	rec = core.NewRecord(col)
	rec.Set("user", userID)
	return rec, nil
}

func recoveryHashes(rec *core.Record) []string {
	var out []string
	_ = rec.UnmarshalJSONField("recovery", &out)
	return out
}

// Enabled: whether sign-in asks the member for a code.
func Enabled(u *core.Record) bool { return u != nil && u.GetBool("totp_on") }

// turnOff clears the secret and recovery codes and sets totp_on false, in tx.
func turnOff(tx core.App, userID string) error {
	if rec, err := tx.FindFirstRecordByData(Collection, "user", userID); err == nil {
		if err := tx.Delete(rec); err != nil {
			return err
		}
	}
	u, err := tx.FindRecordById("users", userID)
	if err != nil {
		return err
	}
	u.Set("totp_on", false)
	return tx.SaveNoValidate(u)
}

// isAdmin: the member has the admin role.
func isAdmin(u *core.Record) bool { return slices.Contains(u.GetStringSlice("roles"), "admin") }

// adminRequired: whether admins must use TOTP. The `admin_totp_required` settings row
// (true/false, admins edit it) when present, else REELHOUSE_ADMIN_TOTP (default on; the
// demo and the tests set it off).
func adminRequired(app core.App) bool {
	var v struct {
		Value string `db:"value"`
	}
	err := app.DB().NewQuery("SELECT value FROM settings WHERE key = 'admin_totp_required' LIMIT 1").One(&v)
	if err == nil {
		switch strings.TrimSpace(v.Value) {
		case "true":
			return true
		case "false":
			return false
		}
	}
	return !strings.EqualFold(os.Getenv("REELHOUSE_ADMIN_TOTP"), "off")
}
