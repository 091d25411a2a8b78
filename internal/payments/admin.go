package payments

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
)

type adminRow struct {
	ID          string  `db:"id" json:"id"`
	Reference   string  `db:"reference" json:"reference"`
	Plan        string  `db:"plan" json:"plan"`
	PlanName    string  `db:"plan_name" json:"plan_name"`
	Amount      float64 `db:"amount" json:"amount"`
	Currency    string  `db:"currency" json:"currency"`
	Method      string  `db:"method" json:"method"`
	Status      string  `db:"status" json:"status"`
	Note        string  `db:"note" json:"note"`
	TxnID       string  `db:"txn_id" json:"txn_id"`
	Created     string  `db:"created" json:"created"`
	CompletedAt string  `db:"completed_at" json:"completed_at"`
	UserID      string  `db:"user_id" json:"user_id"`
	Email       string  `db:"email" json:"email"`
	Username    string  `db:"username" json:"username"`
	ConfirmedBy string  `db:"confirmed_by" json:"confirmed_by"`
}

// GET /admin/payments?status=&method=&q=&page=&perPage= → payments newest first; q is a
// reference or an e-mail (prefix, case-insensitive). Walks idx_payments_status or
// idx_payments_created; the e-mail match goes through the users' e-mail index.
func (h *handlers) adminList(e *core.RequestEvent) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	page, perPage := paging(e, 20, 100)
	rows, total, err := listPayments(h.app, e.Request.URL.Query(), page, perPage)
	if err != nil {
		var bad badFilter
		if errors.As(err, &bad) {
			return apierr.BadRequest("payments_filter_invalid", string(bad))
		}
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"items": rows, "page": page, "perPage": perPage, "totalItems": total, "totalPages": (total + perPage - 1) / perPage})
}

// badFilter: a filter the list refuses (a 400 with this message).
type badFilter string

func (b badFilter) Error() string { return string(b) }

// listPayments: one page of the admin list and the total (split from the handler so the
// query-plan test runs these exact statements).
func listPayments(app core.App, q url.Values, page, perPage int) ([]adminRow, int, error) {
	where := []string{"1 = 1"}
	params := dbx.Params{}
	if s := q.Get("status"); s != "" {
		if s != "pending" && s != "completed" && s != "failed" {
			return nil, 0, badFilter("Unknown status.")
		}
		where = append(where, "p.status = {:status}")
		params["status"] = s
	}
	if m := q.Get("method"); m != "" {
		if m != "sepa" && m != "crypto" {
			return nil, 0, badFilter("Unknown method.")
		}
		where = append(where, "p.method = {:method}")
		params["method"] = m
	}
	if s := strings.TrimSpace(q.Get("q")); s != "" {
		if len(s) > 200 {
			return nil, 0, badFilter("The search is too long.")
		}
		// Range conditions instead of LIKE so the unique indexes on reference and e-mail
		// serve them. The e-mail index is partial (email != ''): the condition is repeated
		// here, since SQLite uses a partial index only when the query implies its WHERE.
		where = append(where, "(p.reference >= {:ref} AND p.reference < {:refEnd} OR p.user IN (SELECT id FROM users WHERE email != '' AND email >= {:em} AND email < {:emEnd}))")
		ref, em := strings.ToUpper(s), strings.ToLower(s)
		params["ref"], params["refEnd"], params["em"], params["emEnd"] = ref, ref+"\uffff", em, em+"\uffff"
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM payments p WHERE " + cond).Bind(params).Row(&total); err != nil {
		return nil, 0, err
	}
	params["limit"], params["offset"] = perPage, (page-1)*perPage
	rows := []adminRow{}
	err := app.DB().NewQuery(`SELECT p.id, p.reference, p.plan, p.plan_name, p.amount, p.currency, p.method, p.status,
		p.note, p.txn_id, p.created, p.completed_at, p.user AS user_id, COALESCE(u.email, '') AS email,
		COALESCE(u.username, '') AS username, p.confirmed_by
		FROM payments p LEFT JOIN users u ON u.id = p.user WHERE ` + cond + `
		ORDER BY p.created DESC, p.id DESC LIMIT {:limit} OFFSET {:offset}`).Bind(params).All(&rows)
	return rows, total, err
}

func noteOf(e *core.RequestEvent) (string, error) {
	var body struct {
		Note string `json:"note"`
	}
	if e.Request.ContentLength != 0 {
		if err := e.BindBody(&body); err != nil {
			return "", apierr.BadRequest("invalid_request", "Invalid request body.")
		}
	}
	note := strings.TrimSpace(body.Note)
	if len([]rune(note)) > 500 {
		return "", apierr.BadRequest("payment_note_too_long", "The note must be at most 500 characters.")
	}
	return note, nil
}

func (h *handlers) adminSettle(e *core.RequestEvent, complete bool) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	note, err := noteOf(e)
	if err != nil {
		return err
	}
	p, err := h.app.FindRecordById("payments", e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("payment_not_found", "Payment not found")
	}
	by := ""
	if u := siteUser(e); u != nil {
		by = u.Id
	}
	var until time.Time
	action := map[bool]string{true: "payment.confirm", false: "payment.reject"}[complete]
	err = h.app.RunInTransaction(func(tx core.App) error {
		var err error
		if complete {
			until, err = completeTx(tx, p.Id, settlement{ConfirmedBy: by, Note: note}, h.now())
		} else {
			err = failTx(tx, p.Id, settlement{ConfirmedBy: by, Note: note}, true)
		}
		if err != nil {
			return err
		}
		// In the settlement's transaction: no confirmation without its audit entry (issue 23).
		return audit.Write(tx, audit.ActorOf(e), action, "payment", p.Id, note, map[string]any{"user": p.GetString("user"), "reference": p.GetString("reference")})
	})
	if errors.Is(err, ErrNotPending) {
		return apierr.Conflict("payment_not_pending", "This payment is no longer pending.")
	}
	if err != nil {
		return err
	}
	p, err = h.app.FindRecordById("payments", p.Id)
	if err != nil {
		return err
	}
	out := map[string]any{"payment": toJSON(p)}
	if complete {
		out["premium_until"] = dt(until).String()
	}
	return e.JSON(http.StatusOK, out)
}

// POST /admin/payments/{id}/confirm {note?} → completes a pending payment (409 otherwise).
func (h *handlers) adminConfirm(e *core.RequestEvent) error { return h.adminSettle(e, true) }

// POST /admin/payments/{id}/reject {note?} → fails a pending payment (409 otherwise).
func (h *handlers) adminReject(e *core.RequestEvent) error { return h.adminSettle(e, false) }

type eventRow struct {
	ID        string `db:"id" json:"id"`
	Created   string `db:"created" json:"created"`
	EventID   string `db:"event_id" json:"ipn_id"`
	TxnID     string `db:"txn_id" json:"txn_id"`
	Reference string `db:"reference" json:"reference"`
	Status    int    `db:"status" json:"status"`
	Applied   bool   `db:"applied" json:"applied"`
	Verdict   string `db:"verdict" json:"verdict"`
	RawBody   string `db:"raw_body" json:"raw_body"`
}

// GET /admin/payment-events?reference=&page= → received IPNs, newest first (audit).
func (h *handlers) adminEvents(e *core.RequestEvent) error {
	if err := requireAdmin(e); err != nil {
		return err
	}
	page, perPage := paging(e, 20, 100)
	cond, params := "1 = 1", dbx.Params{}
	if ref := strings.TrimSpace(e.Request.URL.Query().Get("reference")); ref != "" {
		cond, params["ref"] = "reference = {:ref}", strings.ToUpper(ref)
	}
	var total int
	if err := h.app.DB().NewQuery("SELECT COUNT(*) FROM payment_events WHERE " + cond).Bind(params).Row(&total); err != nil {
		return err
	}
	params["limit"], params["offset"] = perPage, (page-1)*perPage
	rows := []eventRow{}
	if err := h.app.DB().NewQuery(`SELECT id, created, event_id, txn_id, reference, CAST(status AS INTEGER) AS status, applied, verdict, raw_body
		FROM payment_events WHERE ` + cond + ` ORDER BY created DESC, id DESC LIMIT {:limit} OFFSET {:offset}`).Bind(params).All(&rows); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"items": rows, "page": page, "perPage": perPage, "totalItems": total, "totalPages": (total + perPage - 1) / perPage})
}
