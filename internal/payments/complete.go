package payments

import (
	"errors"
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// ErrNotPending: the payment was already completed or failed; nothing changed.
var ErrNotPending = errors.New("the payment is no longer pending")

// settle moves a pending payment to completed or failed. The status guard is one
// conditional UPDATE inside the caller's transaction, so two confirmations racing (an admin
// double-click, an IPN and an admin at once) can win only once.
func settle(tx core.App, paymentID, to string) error {
	res, err := tx.DB().NewQuery("UPDATE payments SET status = {:to} WHERE id = {:id} AND status = 'pending'").
		Bind(dbx.Params{"to": to, "id": paymentID}).Execute()
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return ErrNotPending
	}
	return nil
}

type settlement struct {
	TxnID       string
	ConfirmedBy string // admin user id, "" for the provider or a superuser
	Note        string
}

// completeTx completes the payment and extends the member's premium in the transaction tx:
// premium_until = max(now, premium_until) + the period recorded on the payment, plus the
// member's notification. Returns the new end.
func completeTx(tx core.App, paymentID string, s settlement, now time.Time) (time.Time, error) {
	if err := settle(tx, paymentID, "completed"); err != nil {
		return time.Time{}, err
	}
	p, err := tx.FindRecordById("payments", paymentID)
	if err != nil {
		return time.Time{}, err
	}
	p.Set("completed_at", now)
	if s.TxnID != "" {
		p.Set("txn_id", s.TxnID)
	}
	if s.ConfirmedBy != "" {
		p.Set("confirmed_by", s.ConfirmedBy)
	}
	if s.Note != "" {
		p.Set("note", s.Note)
	}
	if err := tx.Save(p); err != nil {
		return time.Time{}, err
	}
	user, err := tx.FindRecordById("users", p.GetString("user"))
	if err != nil {
		return time.Time{}, err
	}
	period := p.GetString("period")
	if period == "" { // payments made before periods were recorded
		period = map[string]string{"monthly": "month", "yearly": "year"}[p.GetString("plan")]
	}
	until, err := Extend(user.GetDateTime("premium_until").Time(), now, period)
	if err != nil {
		return time.Time{}, err
	}
	user.Set("premium_until", until)
	if err := tx.Save(user); err != nil {
		return time.Time{}, err
	}
	err = notify(tx, user.Id, "premium_activated", map[string]any{"reference": p.GetString("reference"), "until": until.UTC().Format(time.RFC3339)}, "Premium activated",
		fmt.Sprintf("Thank you for your payment (%s). Your premium membership is active until %s.", p.GetString("reference"), formatDate(until)))
	return until, err
}

// failTx marks a pending payment failed (provider cancel/timeout or an admin's rejection).
func failTx(tx core.App, paymentID string, s settlement, notifyMember bool) error {
	if err := settle(tx, paymentID, "failed"); err != nil {
		return err
	}
	p, err := tx.FindRecordById("payments", paymentID)
	if err != nil {
		return err
	}
	if s.TxnID != "" {
		p.Set("txn_id", s.TxnID)
	}
	if s.ConfirmedBy != "" {
		p.Set("confirmed_by", s.ConfirmedBy)
	}
	if s.Note != "" {
		p.Set("note", s.Note)
	}
	if err := tx.Save(p); err != nil {
		return err
	}
	if !notifyMember {
		return nil
	}
	content := fmt.Sprintf("Your payment %s could not be confirmed and premium was not activated.", p.GetString("reference"))
	if s.Note != "" {
		content += " Note: " + s.Note
	}
	return notify(tx, p.GetString("user"), "payment_failed", map[string]any{"reference": p.GetString("reference"), "note": s.Note}, "Payment not confirmed", content)
}

// notify writes a notification with its kind and parameters (the PWA renders it in the
// reader's language: src/features/notifications/kinds.ts; dates as RFC 3339, formatted
// there) and the English text, shown where a kind is not known.
func notify(tx core.App, recipient, kind string, params map[string]any, subject, content string) error {
	col, err := tx.FindCachedCollectionByNameOrId("notifications")
	if err != nil {
		return err
	}
	n := core.NewRecord(col)
	n.Set("recipient", recipient)
	n.Set("kind", kind)
	n.Set("params", params)
	n.Set("subject", subject)
	n.Set("content", content)
	return tx.Save(n)
}

func formatDate(t time.Time) string { return t.UTC().Format("January 2, 2006") }

func dt(t time.Time) types.DateTime {
	d, _ := types.ParseDateTime(t)
	return d
}
