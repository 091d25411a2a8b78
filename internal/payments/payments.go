// Package payments sells premium (docs/api.md, "Payments"): the server creates every
// payment from the `plans` setting, verifies the crypto provider's IPN over the raw body
// (why Go: the HMAC must be computed over the exact bytes received, which the JS hooks'
// parsed request body does not give), completes payments and extends premium_until in
// one transaction, lets admins confirm or reject SEPA transfers, and reminds members three
// days before their premium ends.
package payments

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/routes"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

type handlers struct {
	app core.App
	now func() time.Time
}

// Register binds the routes and the reminder job to app.
func Register(app core.App) {
	h := &handlers{app: app, now: time.Now}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		r := se.Router.Group("/api/reelhouse")
		r.GET("/payments/options", h.options)
		r.POST("/payments", h.create)
		r.GET("/payments", h.mine)
		r.GET("/payments/{reference}", h.byReference)
		r.POST("/payments/ipn/coinpayments", h.ipn)
		r.GET("/premium/status", h.status)
		r.GET("/admin/payments", h.adminList)
		r.POST("/admin/payments/{id}/confirm", h.adminConfirm)
		r.POST("/admin/payments/{id}/reject", h.adminReject)
		r.GET("/admin/payment-events", h.adminEvents)
		r.POST("/admin/premium/reminders", h.runReminders)
		return se.Next()
	})
	app.Cron().MustAdd("reelhouse_premium_reminders", "17 * * * *", func() {
		if n, err := sendReminders(app, time.Now()); err != nil {
			app.Logger().Error("premium reminders failed", "error", err)
		} else if n > 0 {
			app.Logger().Info("premium reminders sent", "count", n)
		}
	})
}

// ---- who is calling ------------------------------------------------------------------

var (
	siteUser     = access.SiteUser
	isAdmin      = access.IsAdmin
	requireAdmin = access.RequireAdmin
)

func premiumOf(u *core.Record, now time.Time) (premium, byRole bool, until time.Time) {
	byRole = slices.Contains(u.GetStringSlice("roles"), "premium")
	until = u.GetDateTime("premium_until").Time()
	return byRole || (!until.IsZero() && until.After(now)), byRole, until
}

// ---- settings and secrets --------------------------------------------------------------

func setting(app core.App, key string) map[string]any {
	out := map[string]any{}
	if rec, err := app.FindFirstRecordByData("settings", "key", key); err == nil {
		_ = json.Unmarshal([]byte(rec.GetString("value")), &out)
	}
	return out
}

func secret(app core.App, key string) string {
	rec, err := app.FindFirstRecordByData("secrets", "key", key)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(rec.GetString("value"))
}

func str(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return strings.TrimSpace(s)
}

type sepaDetails struct {
	AccountHolder string `json:"account_holder"`
	IBAN          string `json:"iban"`
	BIC           string `json:"bic"`
	BankName      string `json:"bank_name"`
	SupportEmail  string `json:"support_email"`
}

func loadSepa(app core.App) sepaDetails {
	site := setting(app, "site")
	sepa, _ := site["sepa"].(map[string]any)
	if sepa == nil {
		sepa = map[string]any{}
	}
	return sepaDetails{
		AccountHolder: str(sepa, "account_holder"),
		IBAN:          str(sepa, "iban"),
		BIC:           str(sepa, "bic"),
		BankName:      str(sepa, "bank_name"),
		SupportEmail:  str(site, "support_email"),
	}
}

type cryptoConfig struct {
	Merchant string
	Secret   string
	Action   string
}

const defaultAction = "https://www.coinpayments.net/index.php"

func loadCrypto(app core.App) cryptoConfig {
	action := str(setting(app, "integrations"), "coinpayments_action")
	if action == "" {
		action = defaultAction
	}
	return cryptoConfig{Merchant: secret(app, "coinpayments_merchant"), Secret: secret(app, "coinpayments_ipn_secret"), Action: action}
}

// methodState: why a method is off, in English and as a code (internal/apierr: the client
// shows the code's text in the visitor's language).
type methodState struct {
	Available bool   `json:"available"`
	Message   string `json:"message,omitempty"`
	Code      string `json:"code,omitempty"`
}

func methods(app core.App) map[string]methodState {
	out := map[string]methodState{"sepa": {Available: true}, "crypto": {Available: true}}
	if s := loadSepa(app); s.IBAN == "" || s.BIC == "" || s.AccountHolder == "" {
		out["sepa"] = methodState{Message: "Bank transfer is not available yet: the site's bank details are not configured.", Code: "sepa_unavailable"}
	}
	if c := loadCrypto(app); c.Merchant == "" || c.Secret == "" {
		out["crypto"] = methodState{Message: "Cryptocurrency payments are not available yet: the payment provider is not configured.", Code: "crypto_unavailable"}
	}
	return out
}

// ---- JSON shapes ------------------------------------------------------------------------

type paymentJSON struct {
	ID          string  `json:"id"`
	Reference   string  `json:"reference"`
	Plan        string  `json:"plan"`
	PlanName    string  `json:"plan_name"`
	Period      string  `json:"period"`
	Amount      float64 `json:"amount"`
	Currency    string  `json:"currency"`
	Method      string  `json:"method"`
	Status      string  `json:"status"`
	Note        string  `json:"note"`
	Created     string  `json:"created"`
	CompletedAt string  `json:"completed_at"`
}

func toJSON(p *core.Record) paymentJSON {
	return paymentJSON{
		ID: p.Id, Reference: p.GetString("reference"), Plan: p.GetString("plan"), PlanName: p.GetString("plan_name"),
		Period: p.GetString("period"), Amount: p.GetFloat("amount"), Currency: p.GetString("currency"),
		Method: p.GetString("method"), Status: p.GetString("status"), Note: p.GetString("note"),
		Created: p.GetDateTime("created").String(), CompletedAt: p.GetDateTime("completed_at").String(),
	}
}

func plansList(app core.App) []Plan {
	plans := loadPlans(app)
	out := make([]Plan, 0, len(PlanIDs))
	for _, id := range PlanIDs {
		out = append(out, plans[id])
	}
	return out
}

// ---- member routes ----------------------------------------------------------------------

// GET /payments/options → the plans and which methods can be used now.
func (h *handlers) options(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, map[string]any{"plans": plansList(h.app), "methods": methods(h.app)})
}

// POST /payments {plan, method} → a pending payment made by the server, plus the SEPA
// details or the checkout form. Everything else in the body (price, user, status,
// reference) is ignored.
func (h *handlers) create(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil {
		return apierr.Unauthorized("premium_account_required", "Please create an account first to get premium access.")
	}
	var body struct {
		Plan   string `json:"plan"`
		Method string `json:"method"`
	}
	if err := e.BindBody(&body); err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request body.")
	}
	plan, ok := loadPlans(h.app)[body.Plan]
	if !ok {
		return apierr.BadRequest("plan_required", "Please choose a plan.")
	}
	if body.Method != "sepa" && body.Method != "crypto" {
		return apierr.BadRequest("payment_method_required", "Please choose a payment method.")
	}
	if m := methods(h.app)[body.Method]; !m.Available {
		return apierr.BadRequest(m.Code, m.Message)
	}
	col, err := h.app.FindCachedCollectionByNameOrId("payments")
	if err != nil {
		return err
	}
	var p *core.Record
	for attempt := 0; ; attempt++ {
		p = core.NewRecord(col)
		p.Set("user", user.Id)
		p.Set("plan", plan.ID)
		p.Set("plan_name", plan.Name)
		p.Set("period", plan.Period)
		p.Set("amount", plan.Price)
		p.Set("currency", plan.Currency)
		p.Set("method", body.Method)
		p.Set("status", "pending")
		p.Set("reference", NewReference(h.now()))
		err = h.app.Save(p)
		if err == nil {
			break
		}
		if attempt >= 5 || !isUniqueViolation(err) {
			return e.InternalServerError("Failed to create payment", err)
		}
	}
	out := map[string]any{"payment": toJSON(p)}
	if body.Method == "sepa" {
		out["sepa"] = loadSepa(h.app)
	} else {
		out["checkout"] = checkoutForm(loadCrypto(h.app), plan, p.GetString("reference"), str(setting(h.app, "site"), "site_name"), origin(e.Request))
	}
	return e.JSON(http.StatusOK, out)
}

func isUniqueViolation(err error) bool {
	s := err.Error()
	return strings.Contains(s, "UNIQUE") || strings.Contains(s, "unique") || strings.Contains(s, "validation_not_unique")
}

// origin is the public address the browser used (scheme from TLS or the proxy's header).
func origin(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https") {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

type checkout struct {
	Action string            `json:"action"`
	Fields map[string]string `json:"fields"`
}

func checkoutForm(c cryptoConfig, plan Plan, reference, siteName, base string) checkout {
	if siteName == "" {
		siteName = "Reelhouse"
	}
	return checkout{Action: c.Action, Fields: map[string]string{
		"cmd":           "_pay_simple",
		"reset":         "1",
		"merchant":      c.Merchant,
		"currency":      plan.Currency,
		"amountf":       fmt.Sprintf("%.2f", plan.Price),
		"item_name":     fmt.Sprintf("%s Premium (%s)", siteName, plan.Name),
		"invoice":       reference,
		"want_shipping": "0",
		"ipn_url":       base + "/api/reelhouse/payments/ipn/coinpayments",
		"success_url":   base + routes.Get().Routes["paymentSuccess"].Path + "?order_id=" + reference,
		"cancel_url":    base + routes.Get().Routes["paymentCancel"].Path,
	}}
}

// GET /payments?page=&perPage= → the caller's payments (receipts), newest first, and premium status.
func (h *handlers) mine(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil {
		return apierr.Unauthorized("payments_sign_in", "Sign in to see your payments.")
	}
	page, perPage := paging(e, 10, 50)
	var total int
	if err := h.app.DB().NewQuery("SELECT COUNT(*) FROM payments WHERE user = {:u}").Bind(map[string]any{"u": user.Id}).Row(&total); err != nil {
		return err
	}
	recs, err := h.app.FindRecordsByFilter("payments", "user = {:u}", "-created", perPage, (page-1)*perPage, map[string]any{"u": user.Id})
	if err != nil {
		return err
	}
	items := make([]paymentJSON, 0, len(recs))
	for _, p := range recs {
		items = append(items, toJSON(p))
	}
	return e.JSON(http.StatusOK, map[string]any{
		"items": items, "page": page, "perPage": perPage, "totalItems": total, "totalPages": (total + perPage - 1) / perPage,
		"premium": statusJSON(user, h.now()),
	})
}

func statusJSON(u *core.Record, now time.Time) map[string]any {
	premium, byRole, until := premiumOf(u, now)
	s := ""
	if !until.IsZero() {
		s = u.GetDateTime("premium_until").String()
	}
	return map[string]any{"premium": premium, "by_role": byRole, "until": s, "active_until": premium && !until.IsZero() && until.After(now)}
}

// GET /premium/status → whether the caller is premium now (computed on every read).
func (h *handlers) status(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil {
		if e.HasSuperuserAuth() {
			return e.JSON(http.StatusOK, map[string]any{"premium": true, "by_role": true, "until": "", "active_until": false})
		}
		return apierr.Unauthorized("premium_status_sign_in", "Sign in to see your premium status.")
	}
	// Re-read: the auth record of the token may predate a payment that just completed.
	fresh, err := h.app.FindRecordById("users", user.Id)
	if err != nil {
		return apierr.Unauthorized("premium_status_sign_in", "Sign in to see your premium status.")
	}
	return e.JSON(http.StatusOK, statusJSON(fresh, h.now()))
}

// GET /payments/{reference} → one of the caller's payments (admins: any), for the
// success and callback pages. Reading it never changes it.
func (h *handlers) byReference(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil && !e.HasSuperuserAuth() {
		return apierr.Unauthorized("payments_sign_in", "Sign in to see your payments.")
	}
	ref := strings.ToUpper(strings.TrimSpace(e.Request.PathValue("reference")))
	if !IsReference(ref) {
		return apierr.NotFound("payment_not_found", "Payment not found")
	}
	p, err := h.app.FindFirstRecordByData("payments", "reference", ref)
	if err != nil || (!isAdmin(e) && p.GetString("user") != user.Id) {
		return apierr.NotFound("payment_not_found", "Payment not found")
	}
	out := map[string]any{"payment": toJSON(p)}
	if user != nil {
		if fresh, err := h.app.FindRecordById("users", user.Id); err == nil {
			out["premium"] = statusJSON(fresh, h.now())
		}
	}
	return e.JSON(http.StatusOK, out)
}

func paging(e *core.RequestEvent, def, max int) (int, int) {
	q := e.Request.URL.Query()
	page, perPage := atoiOr(q.Get("page"), 1), atoiOr(q.Get("perPage"), def)
	if page < 1 {
		page = 1
	}
	if perPage < 1 {
		perPage = def
	}
	if perPage > max {
		perPage = max
	}
	return page, perPage
}

func atoiOr(s string, def int) int {
	n := 0
	if s == "" || len(s) > 9 {
		return def
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return def
		}
		n = n*10 + int(c-'0')
	}
	return n
}
