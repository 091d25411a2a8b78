package moderation

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
)

// Overdue cases (issue 38 item 2): counted on the admin dashboard and mailed to the admins
// once a day. The cron runs hourly; the first run of a UTC day that finds overdue cases
// claims the day with a row in moderation_mail_days (unique (kind, day)) in the same
// transaction as the count, then mails. A second instance, a restart or a manual run the
// same day finds the row and sends nothing. The claim comes before the send: a mail server
// that fails that day loses that day's digest (logged), it is never sent twice.

// overdueWhere repeats idx_moderation_cases_open_due's WHERE word for word (so SQLite uses
// the partial index) and walks its due_at range.
const overdueWhere = "(status = 'open' OR status = 'hidden') AND due_at != '' AND due_at < {:now}"

func countOverdue(app core.App, now time.Time) (int, error) {
	var n int
	err := app.DB().NewQuery("SELECT COUNT(*) FROM moderation_cases INDEXED BY idx_moderation_cases_open_due WHERE " + overdueWhere).
		Bind(dbx.Params{"now": dbTime(now)}).Row(&n)
	return n, err
}

// dbTime: a time as PocketBase stores dates (compared as text).
func dbTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }

type overdueRow struct {
	Reference string `db:"reference"`
	Reason    string `db:"top_reason"`
	Source    string `db:"source"`
	Due       string `db:"due_at"`
}

var errMailedToday = errors.New("already mailed today")

// mailOverdue: the day's digest, at most once per UTC day. sent false: nothing overdue, or
// already sent today.
func mailOverdue(app core.App, now time.Time) (sent bool, count int, err error) {
	day := now.UTC().Format("2006-01-02")
	var rows []overdueRow
	var to []string
	err = app.RunInTransaction(func(tx core.App) error {
		var err error
		if count, err = countOverdue(tx, now); err != nil || count == 0 {
			return err
		}
		var claimed int
		if err := tx.DB().NewQuery("SELECT COUNT(*) FROM moderation_mail_days WHERE kind = 'overdue' AND day = {:d}").Bind(dbx.Params{"d": day}).Row(&claimed); err != nil {
			return err
		}
		if claimed > 0 {
			return errMailedToday
		}
		rec := core.NewRecord(mustCol(tx, "moderation_mail_days"))
		rec.Set("kind", "overdue")
		rec.Set("day", day)
		rec.Set("count", count)
		if err := tx.SaveNoValidate(rec); err != nil {
			return err // the unique index: another instance claimed it first
		}
		err = tx.DB().NewQuery("SELECT reference, top_reason, source, due_at FROM moderation_cases INDEXED BY idx_moderation_cases_open_due WHERE " +
			overdueWhere + " ORDER BY due_at LIMIT 50").Bind(dbx.Params{"now": dbTime(now)}).All(&rows)
		if err != nil {
			return err
		}
		to, err = adminAddresses(tx)
		return err
	})
	if errors.Is(err, errMailedToday) || err != nil && strings.Contains(err.Error(), "UNIQUE") {
		return false, count, nil
	}
	if err != nil || count == 0 {
		return false, count, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d moderation cases are past their due time (the oldest first):\n\n", count)
	for _, r := range rows {
		reason := r.Reason
		if reason == "" {
			reason = r.Source
		}
		fmt.Fprintf(&b, "- %s (%s), due %s\n", r.Reference, reason, r.Due)
	}
	fmt.Fprintf(&b, "\nDecide them in the admin panel: %s/admin/reports\n", strings.TrimRight(app.Settings().Meta.AppURL, "/"))
	mails := make([]outgoing, 0, len(to))
	for _, addr := range to {
		mails = append(mails, outgoing{to: addr, subject: fmt.Sprintf("%d overdue moderation cases", count), text: b.String()})
	}
	sendAfterCommit(app, mails)
	return true, count, nil
}

// adminAddresses: the admin members' and superusers' e-mail addresses, once each.
func adminAddresses(tx core.App) ([]string, error) {
	var members, supers []string
	if err := tx.DB().NewQuery(`SELECT email FROM users WHERE roles LIKE '%"admin"%' AND email != '' AND suspended = 0`).Column(&members); err != nil {
		return nil, err
	}
	if err := tx.DB().NewQuery("SELECT email FROM _superusers WHERE email != ''").Column(&supers); err != nil {
		return nil, err
	}
	seen, out := map[string]bool{}, []string{}
	for _, a := range append(members, supers...) {
		a = strings.ToLower(a)
		if !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	return out, nil
}

func registerOverdueMail(app core.App) {
	app.Cron().MustAdd("reelhouse_overdue_cases_mail", "7 * * * *", func() {
		if sent, n, err := mailOverdue(app, time.Now()); err != nil {
			app.Logger().Error("moderation: the overdue mail failed", "error", err.Error())
		} else if sent {
			app.Logger().Info("moderation: overdue cases mailed to the admins", "count", n)
		}
	})
}

// POST /admin/moderation/overdue-mail: runs the day's digest now (what the cron does);
// {sent, overdue}. Sent at most once per UTC day, whoever triggers it.
func overdueMailRoute(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	sent, n, err := mailOverdue(e.App, time.Now())
	if err != nil {
		return failed(e, "mailing the overdue cases", err)
	}
	return e.JSON(200, map[string]any{"sent": sent, "overdue": n})
}
