package payments

import (
	"net/url"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/queryplan"
)

// The hourly reminder job and the admin payment list (every filter, and the search by
// e-mail or reference) walk indexes, never a whole big table.
func TestReminderAndAdminListPlans(t *testing.T) {
	app := queryplan.Boot(t)
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	u := core.NewRecord(users)
	u.Load(map[string]any{"username": "ending", "email": "ending@example.com", "premium_until": dt(now.Add(48 * time.Hour)).String()})
	u.SetPassword("a long enough password")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}

	var sent int
	stmts := queryplan.Capture(t, app, func() {
		if sent, err = sendReminders(app, now); err != nil {
			t.Fatal(err)
		}
	})
	if sent != 1 {
		t.Fatalf("sent %d reminders, want 1", sent)
	}
	queryplan.NoScans(t, app, stmts)

	for _, q := range []string{"", "status=pending", "method=sepa", "q=ending@ex", "q=RH-ABC", "status=completed&q=end"} {
		v, _ := url.ParseQuery(q)
		stmts := queryplan.Capture(t, app, func() {
			if _, _, err := listPayments(app, v, 2, 20); err != nil {
				t.Fatal(err)
			}
		})
		queryplan.NoScans(t, app, stmts)
	}
}

// Every scheduled job (the JS hooks' cron jobs and this package's reminders) walks
// indexes: each is run once over a migrated database with its SQL recorded.
func TestScheduledJobsPlans(t *testing.T) {
	app := queryplan.Boot(t, Register)
	jobs := app.Cron().Jobs()
	if len(jobs) < 4 {
		t.Fatalf("only %d cron jobs registered", len(jobs))
	}
	for _, job := range jobs {
		stmts := queryplan.Capture(t, app, job.Run)
		t.Logf("%s: %d statements", job.Id(), len(stmts))
		if len(stmts) > 0 {
			queryplan.NoScans(t, app, stmts)
		}
	}
}
