package moderation

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Deadlines (issue 38 item 2): every case is due from its reason. A report of a minor or of
// non-consensual content must be decided within 48 hours (the TAKE IT DOWN Act's window
// for a valid request); everything else within 7 business days (Mastercard AN 5196's
// complaint window). Both are settings (moderation_due_severe_hours,
// moderation_due_business_days). Business days are Monday to Friday in UTC; public
// holidays are not known to the server and count as business days (an operator in a
// country with many holidays should lower the setting).

// DueAt: when a case opened at opened for reason must be decided.
func DueAt(p Policy, reason string, opened time.Time) time.Time {
	if severe(reason) {
		return opened.UTC().Add(time.Duration(p.DueSevereHours) * time.Hour)
	}
	return AddBusinessDays(opened, p.DueBusinessDays)
}

// AddBusinessDays: t plus n whole weekdays (UTC). Weekend time does not count: a start on
// Saturday or Sunday counts from Monday 00:00, and a day that would end on a Saturday or
// Sunday moves on to Monday at the same time of day.
func AddBusinessDays(t time.Time, n int) time.Time {
	t = t.UTC()
	switch t.Weekday() {
	case time.Saturday:
		t = midnight(t).AddDate(0, 0, 2)
	case time.Sunday:
		t = midnight(t).AddDate(0, 0, 1)
	}
	for n > 0 {
		t = t.AddDate(0, 0, 1)
		if wd := t.Weekday(); wd != time.Saturday && wd != time.Sunday {
			n--
		}
	}
	return t
}

func midnight(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// tightenDue: the case's due time, set when it opens and moved earlier (never later) when
// a more severe report joins it (a spam case that gets an under_18 report is due 48 hours
// from that report). Runs in the save's own transaction (a model hook on every path).
func tightenDue(app core.App, c *core.Record, now time.Time) error {
	st := c.GetString("status")
	if st != "" && st != "open" && st != "hidden" {
		return nil
	}
	p, err := loadPolicy(app)
	if err != nil {
		return err
	}
	due := DueAt(p, c.GetString("top_reason"), now)
	cur := c.GetDateTime("due_at")
	if cur.IsZero() || due.Before(cur.Time()) {
		c.Set("due_at", due.UTC())
	}
	return nil
}

// registerDue: the due time on every case save while it waits.
func registerDue(app core.App) {
	app.OnRecordCreate("moderation_cases").BindFunc(func(e *core.RecordEvent) error {
		if err := tightenDue(e.App, e.Record, time.Now()); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordUpdate("moderation_cases").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("top_reason") != e.Record.Original().GetString("top_reason") {
			if err := tightenDue(e.App, e.Record, time.Now()); err != nil {
				return err
			}
		}
		return e.Next()
	})
}

// timeLeft: seconds until the case is due (negative: overdue by that much); ok false when
// the case has no due time.
func timeLeft(due string, now time.Time) (int, bool) {
	t, err := types.ParseDateTime(due)
	if err != nil || t.IsZero() {
		return 0, false
	}
	return int(t.Time().Sub(now).Seconds()), true
}
