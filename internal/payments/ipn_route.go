package payments

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

const maxIPNBody = 64 << 10

// POST /payments/ipn/coinpayments: the provider's notification. Order of checks
// (integrations notes): HMAC of the raw body (constant time), merchant, invoice is ours,
// currency, amount, then applied once per txn_id and status. Every notification is
// stored with its verdict; refused ones (anyone can post them) only as the newest
// keepRefused, with at most refusedBodyBytes of their body, so a flood cannot fill the
// database (internal/throttle also limits the route per IP). 4xx for anything unsigned, malformed or not ours; 2xx for a
// verified notification of ours, including duplicates and stale ones (they change nothing).
func (h *handlers) ipn(e *core.RequestEvent) error {
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, maxIPNBody+1))
	if err != nil {
		return apierr.BadRequest("ipn_unreadable", "Could not read the notification.")
	}
	if len(raw) > maxIPNBody {
		return apierr.BadRequest("ipn_too_large", "The notification is too large.")
	}
	cfg := loadCrypto(h.app)
	n, verr := VerifyCoinPayments(raw, e.Request.Header.Get("HMAC"), cfg.Secret)
	if verr != nil {
		h.refused(raw, unverifiedFields(raw), "rejected: "+verr.Error())
		if errors.Is(verr, ErrSignature) {
			return apierr.Unauthorized("ipn_bad_signature", "Invalid HMAC signature.")
		}
		return apierr.BadRequest("ipn_invalid", "Invalid notification: "+verr.Error()+".")
	}
	if n.Merchant != cfg.Merchant {
		h.refused(raw, n.Fields, "rejected: wrong merchant")
		return apierr.BadRequest("ipn_unknown_merchant", "Unknown merchant.")
	}
	p, err := h.app.FindFirstRecordByData("payments", "reference", n.Invoice)
	if err != nil || !IsReference(n.Invoice) || p.GetString("method") != "crypto" {
		h.refused(raw, n.Fields, "rejected: unknown invoice")
		return apierr.BadRequest("ipn_unknown_invoice", "Unknown invoice.")
	}

	var verdict string
	err = h.app.RunInTransaction(func(tx core.App) error {
		verdict, err = h.apply(tx, p, n)
		if err != nil {
			return err
		}
		return h.record(tx, raw, n.Fields, verdict, verdict == "completed" || verdict == "failed")
	})
	if err != nil {
		return e.InternalServerError("Could not apply the notification.", err)
	}
	return e.String(http.StatusOK, "IPN OK: "+verdict)
}

// apply decides and applies a verified notification inside tx; the verdict says what happened.
func (h *handlers) apply(tx core.App, p *core.Record, n Notice) (string, error) {
	if n.Currency != p.GetString("currency") {
		return "ignored: currency " + n.Currency + " does not match " + p.GetString("currency"), nil
	}
	if cents(n.Amount) < cents(p.GetFloat("amount")) {
		return "ignored: amount " + strconv.FormatFloat(n.Amount, 'f', -1, 64) + " is below the price", nil
	}
	var seen int
	if err := tx.DB().NewQuery("SELECT COUNT(*) FROM payment_events WHERE provider = 'coinpayments' AND txn_id = {:t} AND status = {:s} AND applied = TRUE").
		Bind(dbx.Params{"t": n.TxnID, "s": n.Status}).Row(&seen); err != nil {
		return "", err
	}
	if seen > 0 {
		return "duplicate: already applied", nil
	}
	status := p.GetString("status")
	if status != "pending" {
		return "ignored: payment is already " + status, nil
	}
	switch n.Outcome() {
	case Complete:
		if _, err := completeTx(tx, p.Id, settlement{TxnID: n.TxnID}, h.now()); err != nil {
			if errors.Is(err, ErrNotPending) {
				return "ignored: payment is no longer pending", nil
			}
			return "", err
		}
		return "completed", nil
	case Failed:
		if err := failTx(tx, p.Id, settlement{TxnID: n.TxnID, Note: "Provider: " + n.StatusTxt}, true); err != nil {
			if errors.Is(err, ErrNotPending) {
				return "ignored: payment is no longer pending", nil
			}
			return "", err
		}
		return "failed", nil
	}
	return "pending: provider status " + strconv.Itoa(n.Status), nil
}

// unverifiedFields parses a body whose signature did not verify, for the audit list only.
func unverifiedFields(raw []byte) url.Values {
	v, err := url.ParseQuery(string(raw))
	if err != nil {
		return url.Values{}
	}
	return v
}

func cut(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

const (
	keepRefused      = 200
	refusedBodyBytes = 2 << 10
)

// refused stores a refused notification (verdict "rejected: …", cut body) and drops the
// refused ones beyond the newest keepRefused, in one transaction: a range of
// idx_payment_events_refused (migration 1763790002), whose WHERE this repeats.
func (h *handlers) refused(raw []byte, f url.Values, verdict string) {
	err := h.app.RunInTransaction(func(tx core.App) error {
		if err := h.record(tx, raw[:min(len(raw), refusedBodyBytes)], f, verdict, false); err != nil {
			return err
		}
		_, err := tx.DB().NewQuery(`DELETE FROM payment_events WHERE id IN (SELECT id FROM payment_events
			WHERE verdict LIKE 'rejected:%' ORDER BY created DESC, id DESC LIMIT -1 OFFSET {:keep})`).
			Bind(dbx.Params{"keep": keepRefused}).Execute()
		return err
	})
	if err != nil {
		h.app.Logger().Error("could not store a refused IPN", "error", err)
	}
}

// record stores one received notification (raw body and verdict) for the admin's audit.
func (h *handlers) record(app core.App, raw []byte, f url.Values, verdict string, applied bool) error {
	col, err := app.FindCachedCollectionByNameOrId("payment_events")
	if err != nil {
		return err
	}
	ev := core.NewRecord(col)
	ev.Set("provider", "coinpayments")
	ev.Set("event_id", cut(f.Get("ipn_id"), 120))
	ev.Set("txn_id", cut(f.Get("txn_id"), 120))
	ev.Set("reference", cut(f.Get("invoice"), 40))
	if s, err := strconv.Atoi(f.Get("status")); err == nil {
		ev.Set("status", s)
	}
	ev.Set("applied", applied)
	ev.Set("verdict", cut(verdict, 200))
	ev.Set("raw_body", string(raw))
	if err := app.Save(ev); err != nil {
		app.Logger().Error("could not store an IPN", "error", err)
		return err
	}
	return nil
}
