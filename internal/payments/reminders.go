package payments

import (
	"fmt"
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

const reminderLead = 3 * 24 * time.Hour

// dueReminders: members whose premium ends within the lead and who have no reminder for
// that end yet. idx_users_premium_until is partial (premium_until != ”): SQLite uses it
// only when the query states that condition, so it is spelled out; without it the hourly
// job scanned every member.
const dueReminders = `SELECT u.id, u.premium_until FROM users u
	WHERE u.premium_until != '' AND u.premium_until > {:now} AND u.premium_until <= {:soon}
	AND NOT EXISTS (SELECT 1 FROM premium_reminders r WHERE r.user = u.id AND r.until = u.premium_until)
	ORDER BY u.premium_until LIMIT 1000`

// sendReminders notifies, once per paid period, every member whose premium ends within
// three days. premium_reminders(user, until) is unique, so a rerun or an overlapping run
// sends nothing twice; a renewal moves premium_until and earns a new reminder later.
func sendReminders(app core.App, now time.Time) (int, error) {
	type row struct {
		ID    string `db:"id"`
		Until string `db:"premium_until"`
	}
	rows := []row{}
	err := app.DB().NewQuery(dueReminders).
		Bind(dbx.Params{"now": dt(now).String(), "soon": dt(now.Add(reminderLead)).String()}).All(&rows)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, r := range rows {
		err := app.RunInTransaction(func(tx core.App) error {
			res, err := tx.DB().NewQuery("INSERT OR IGNORE INTO premium_reminders (id, user, until, created, updated) VALUES ({:id}, {:u}, {:until}, {:now}, {:now})").
				Bind(dbx.Params{"id": core.GenerateDefaultRandomId(), "u": r.ID, "until": r.Until, "now": dt(now).String()}).Execute()
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return nil
			}
			until, _ := time.Parse("2006-01-02 15:04:05.000Z", r.Until)
			if err := notify(tx, r.ID, "premium_ending", map[string]any{"until": until.UTC().Format(time.RFC3339)}, "Your premium membership ends soon",
				fmt.Sprintf("Your premium membership ends on %s. Renew it on the premium page to keep watching without interruption.", formatDate(until))); err != nil {
				return err
			}
			sent++
			return nil
		})
		if err != nil {
			return sent, err
		}
	}
	return sent, nil
}

// POST /admin/premium/reminders → runs the reminder job now (admins; used by tests).
func (h *handlers) runReminders(e *core.RequestEvent) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	n, err := sendReminders(h.app, h.now())
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"sent": n})
}
