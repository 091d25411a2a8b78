package moderation

import (
	"database/sql"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// WarningWindow: a warning identical to one sent to the same member this recently is not
// sent again. An operator who double-clicks, retries after a timeout, or warns at the same
// moment as another admin for the same reason means one warning; the member gets one
// notice and the log one entry, and the repeat answers 200 with duplicate: true (not an
// error: what the operator asked for is done). A warning with another reason, or the same
// one after the window, is a new warning and is sent.
const WarningWindow = 10 * time.Minute

type sentWarning struct {
	ID      string `db:"id"`
	Created string `db:"created"`
}

// recentWarning: the member's last warning with this reason within WarningWindow of now
// (nil when none). It reads the audit entries about the member (idx_audit_log_target:
// target, created), newest first, a few minutes of them.
func recentWarning(tx core.App, member, reason string, now time.Time) (*sentWarning, error) {
	since := now.UTC().Add(-WarningWindow).Format("2006-01-02 15:04:05.000Z")
	var w sentWarning
	err := tx.DB().NewQuery("SELECT id, created FROM " + auditCollection + " WHERE target = {:t} AND created >= {:since}" +
		" AND action = 'member.warn' AND reason = {:r} ORDER BY created DESC LIMIT 1").
		Bind(dbx.Params{"t": member, "since": since, "r": reason}).One(&w)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &w, nil
}
