package twofactor

import (
	"encoding/base64"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/skip2/go-qrcode"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
	"reelhouse/internal/throttle"
	"reelhouse/internal/web"
)

// EnrolFlag is set on a request whose caller is an admin who must set up TOTP first: the
// admin role was taken off the request's copy of the member (NeedsEnrolment).
const EnrolFlag = "reelhouse.totpEnrol"

// Code attempts per member across tickets and settings (someone who has the password cannot
// go on guessing by asking for new tickets: 20 guesses of a million in 15 minutes); per IP
// the sign-in throttle counts too.
var codeLimit = throttle.Limit{Max: 20, Window: 15 * time.Minute}

type service struct {
	app      core.App
	keys     keyring
	tickets  *tickets
	failures *throttle.Limiter
	verifyMu sync.Mutex // one code check at a time: a code is accepted once, even by parallel requests
	now      func() time.Time
}

// Register binds the sign-in step, the routes and the admin requirement.
func Register(app core.App) {
	s := &service{app: app, tickets: newTickets(), failures: throttle.NewLimiter(100_000), now: time.Now}
	current = s

	// Every way to sign in as a member (password, OTP by e-mail, OAuth2) ends here with its
	// method's name; with TOTP on, no token: a ticket for POST /api/reelhouse/auth/2fa. An
	// auth refresh (method "") only renews a token that passed this step already, and
	// impersonation is for superusers only.
	app.OnRecordAuthRequest("users").BindFunc(func(e *core.RecordAuthRequestEvent) error {
		if e.AuthMethod == "" || !Enabled(e.Record) {
			return e.Next()
		}
		return e.JSON(http.StatusUnauthorized, map[string]any{
			"status":  http.StatusUnauthorized,
			"message": "Enter the code from your authenticator app.",
			"data":    map[string]any{"code": "totp_required", "ticket": s.tickets.issue(e.Record.Id, s.now())},
		})
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// After the auth token is loaded (and the suspension check): an admin who must use
		// TOTP and has not set it up is an ordinary member on this request, for every check
		// there is (Go routes, JS hooks, collection rules), until they enrol.
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "reelhouseAdminTotp",
			Priority: apis.DefaultLoadAuthTokenMiddlewarePriority + 3,
			Func: func(e *core.RequestEvent) error {
				if u := access.SiteUser(e); u != nil && isAdmin(u) && !Enabled(u) && adminRequired(e.App) {
					u.Set("roles", slices.DeleteFunc(slices.Clone(u.GetStringSlice("roles")), func(r string) bool { return r == "admin" }))
					e.Set(EnrolFlag, true)
				}
				return e.Next()
			},
		})
		g := se.Router.Group("/api/reelhouse")
		g.GET("/account/2fa", s.status)
		g.POST("/account/2fa/setup", s.setup)
		g.POST("/account/2fa/enable", s.enable)
		g.POST("/account/2fa/disable", s.disable)
		g.POST("/auth/2fa", s.signIn)
		g.POST("/admin/members/{id}/2fa/reset", s.adminReset)
		return se.Next()
	})
}

// current: the registered service, for ConfirmCode.
var current *service

// ConfirmCode checks a member's TOTP or recovery code (and spends it) for another action
// that needs the second factor (account deletion); throttled like every code check.
func ConfirmCode(userID, code string) (bool, error) {
	s := current
	if s == nil {
		return false, nil
	}
	if s.tooMany(userID) {
		return false, errTooMany
	}
	s.verifyMu.Lock()
	defer s.verifyMu.Unlock()
	var ok bool
	err := s.app.RunInTransaction(func(tx core.App) error {
		var err error
		ok, _, err = s.checkAndConsume(tx, userID, code, "secret", true)
		return err
	})
	return ok, err
}

func member(e *core.RequestEvent) (*core.Record, error) {
	if u := access.SiteUser(e); u != nil {
		return u, nil
	}
	return nil, apierr.Unauthorized("sign_in_required", "Sign in as a site user.")
}

// selfActor: a member's own action, named by id only (the audit log outlives a deleted
// account's name).
func selfActor(u *core.Record) audit.Actor { return audit.Actor{ID: u.Id, Name: "member " + u.Id} }

// GET /account/2fa: {enabled, recovery_left, admin_enrolment_required}.
func (s *service) status(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	left := 0
	if Enabled(u) {
		if rec, err := s.app.FindFirstRecordByData(Collection, "user", u.Id); err == nil {
			left = len(recoveryHashes(rec))
		}
	}
	needs, _ := e.Get(EnrolFlag).(bool)
	return e.JSON(http.StatusOK, map[string]any{"enabled": Enabled(u), "recovery_left": left, "admin_enrolment_required": needs})
}

// POST /account/2fa/setup: a new secret, kept sealed as pending until a code confirms it;
// the only time the secret leaves the server.
func (s *service) setup(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	if Enabled(u) {
		return apierr.Conflict("totp_already_on", "Two-step sign-in is already on.")
	}
	key, err := s.keys.get(s.app)
	if err != nil {
		return e.InternalServerError("", err)
	}
	k, err := NewKey(web.SiteName(s.app), u.Email())
	if err != nil {
		return e.InternalServerError("", err)
	}
	sealed, err := Seal(k.Secret(), key)
	if err != nil {
		return e.InternalServerError("", err)
	}
	rec, err := row(s.app, u.Id)
	if err != nil {
		return e.InternalServerError("", err)
	}
	rec.Set("pending", sealed)
	if err := s.app.SaveNoValidate(rec); err != nil {
		return e.InternalServerError("", err)
	}
	png, err := qrcode.Encode(k.URL(), qrcode.Medium, 256)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, map[string]any{
		"secret": k.Secret(), "otpauth_url": k.URL(),
		"qr": "data:image/png;base64," + base64.StdEncoding.EncodeToString(png),
	})
}

type codeBody struct {
	Code     string `json:"code"`
	Password string `json:"password"`
	Ticket   string `json:"ticket"`
	Reason   string `json:"reason"`
}

func readBody(e *core.RequestEvent) (codeBody, error) {
	var b codeBody
	if err := e.BindBody(&b); err != nil {
		return b, apierr.BadRequest("totp_body_invalid", "The request body is not valid JSON.")
	}
	if len(b.Code) > 64 || len(b.Ticket) > 64 || len(b.Password) > 200 || len(b.Reason) > 1000 {
		return b, apierr.BadRequest("totp_code_invalid", "The code is not valid.")
	}
	return b, nil
}

func (s *service) tooMany(userID string) bool {
	ok, _ := s.failures.Hit("totp:"+userID, codeLimit, s.now())
	return !ok
}

var errTooMany = apierr.New(http.StatusTooManyRequests, "too_many_totp", "Too many wrong codes. Try again in 15 minutes.", nil)
var errWrongCode = apierr.BadRequest("totp_code_invalid", "The code is not valid.")

// checkAndConsume checks a code (or, when allowRecovery, a recovery code) against the
// member's secret in tx; a right TOTP code moves last_step on, a right recovery code is
// removed. Returns whether it matched and whether it was a recovery code.
func (s *service) checkAndConsume(tx core.App, userID, code string, field string, allowRecovery bool) (ok, recovery bool, err error) {
	key, err := s.keys.get(s.app)
	if err != nil {
		return false, false, err
	}
	rec, err := tx.FindFirstRecordByData(Collection, "user", userID)
	if err != nil {
		return false, false, nil
	}
	secret, err := Open(rec.GetString(field), key)
	if err != nil {
		return false, false, nil
	}
	if step, good := CheckCode(secret, code, s.now(), int64(rec.GetInt("last_step"))); good {
		rec.Set("last_step", step)
		return true, false, tx.SaveNoValidate(rec)
	}
	if !allowRecovery {
		return false, false, nil
	}
	hashes := recoveryHashes(rec)
	if i := MatchRecovery(code, hashes, key); i >= 0 {
		rec.Set("recovery", slices.Delete(hashes, i, i+1))
		return true, true, tx.SaveNoValidate(rec)
	}
	return false, false, nil
}

// POST /account/2fa/enable {code}: the first code from the app confirms the pending
// secret; the answer holds the recovery codes, shown this once.
func (s *service) enable(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	b, err := readBody(e)
	if err != nil {
		return err
	}
	if Enabled(u) {
		return apierr.Conflict("totp_already_on", "Two-step sign-in is already on.")
	}
	if s.tooMany(u.Id) {
		return errTooMany
	}
	key, err := s.keys.get(s.app)
	if err != nil {
		return e.InternalServerError("", err)
	}
	codes, err := NewRecoveryCodes(RecoveryCount)
	if err != nil {
		return e.InternalServerError("", err)
	}
	hashes := make([]string, len(codes))
	for i, c := range codes {
		hashes[i] = HashRecovery(c, key)
	}
	s.verifyMu.Lock()
	defer s.verifyMu.Unlock()
	err = s.app.RunInTransaction(func(tx core.App) error {
		rec, err := tx.FindFirstRecordByData(Collection, "user", u.Id)
		if err != nil || rec.GetString("pending") == "" {
			return apierr.BadRequest("totp_setup_first", "Start the set-up again: no new secret is waiting.")
		}
		secret, err := Open(rec.GetString("pending"), key)
		if err != nil {
			return apierr.BadRequest("totp_setup_first", "Start the set-up again: no new secret is waiting.")
		}
		step, ok := CheckCode(secret, b.Code, s.now(), 0)
		if !ok {
			return errWrongCode
		}
		rec.Set("secret", rec.GetString("pending"))
		rec.Set("pending", "")
		rec.Set("last_step", step)
		rec.Set("recovery", hashes)
		if err := tx.SaveNoValidate(rec); err != nil {
			return err
		}
		fresh, err := tx.FindRecordById("users", u.Id)
		if err != nil {
			return err
		}
		fresh.Set("totp_on", true)
		if err := tx.SaveNoValidate(fresh); err != nil {
			return err
		}
		return audit.Write(tx, selfActor(u), "two_factor_enabled", "user", u.Id, "", nil)
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"enabled": true, "recovery_codes": codes})
}

// POST /account/2fa/disable {code | password}: someone holding only a stolen token cannot
// turn it off.
func (s *service) disable(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	b, err := readBody(e)
	if err != nil {
		return err
	}
	if !Enabled(u) {
		return apierr.Conflict("totp_not_on", "Two-step sign-in is not on.")
	}
	if s.tooMany(u.Id) {
		return errTooMany
	}
	s.verifyMu.Lock()
	defer s.verifyMu.Unlock()
	return s.app.RunInTransaction(func(tx core.App) error {
		ok := b.Password != "" && u.ValidatePassword(b.Password)
		if !ok && b.Code != "" {
			var err error
			if ok, _, err = s.checkAndConsume(tx, u.Id, b.Code, "secret", true); err != nil {
				return err
			}
		}
		if !ok {
			return apierr.BadRequest("totp_confirm_invalid", "The code or password is not right.")
		}
		if err := turnOff(tx, u.Id); err != nil {
			return err
		}
		if err := audit.Write(tx, selfActor(u), "two_factor_disabled", "user", u.Id, "", nil); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]any{"enabled": false})
	})
}

// POST /auth/2fa {ticket, code}: the second step of a sign-in; a recovery code works once.
// The answer is PocketBase's own auth answer ({token, record}).
func (s *service) signIn(e *core.RequestEvent) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	userID := s.tickets.use(strings.TrimSpace(b.Ticket), s.now())
	if userID == "" {
		return apierr.Unauthorized("totp_ticket_expired", "The sign-in has expired. Sign in again.")
	}
	if s.tooMany(userID) {
		s.tickets.done(b.Ticket)
		return errTooMany
	}
	s.verifyMu.Lock()
	var ok, recovery bool
	err = s.app.RunInTransaction(func(tx core.App) error {
		var err error
		ok, recovery, err = s.checkAndConsume(tx, userID, b.Code, "secret", true)
		if err == nil && recovery {
			err = audit.Write(tx, audit.Actor{ID: userID, Name: "member " + userID}, "two_factor_recovery_used", "user", userID, "", nil)
		}
		return err
	})
	s.verifyMu.Unlock()
	if err != nil {
		return e.InternalServerError("", err)
	}
	if !ok {
		s.tickets.fail(b.Ticket)
		return errWrongCode
	}
	s.tickets.done(b.Ticket)
	u, err := s.app.FindRecordById("users", userID)
	if err != nil {
		return apierr.Unauthorized("totp_ticket_expired", "The sign-in has expired. Sign in again.")
	}
	// Method "": the first factor was checked when the ticket was issued.
	return apis.RecordAuthResponse(e, u, "", map[string]any{"recovery_used": recovery})
}

// POST /admin/members/{id}/2fa/reset {reason}: a member who lost their phone and their
// recovery codes signs in with the password again; audited, and the member is told.
func (s *service) adminReset(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	b, err := readBody(e)
	if err != nil {
		return err
	}
	reason := strings.TrimSpace(b.Reason)
	if reason == "" {
		return apierr.BadRequest("totp_reset_reason_required", "Give a reason.")
	}
	id := e.Request.PathValue("id")
	return s.app.RunInTransaction(func(tx core.App) error {
		u, err := tx.FindRecordById("users", id)
		if err != nil {
			return apierr.NotFound("member_not_found", "Member not found.")
		}
		if !Enabled(u) {
			return apierr.Conflict("totp_not_on", "Two-step sign-in is not on.")
		}
		if err := turnOff(tx, id); err != nil {
			return err
		}
		if err := audit.Write(tx, audit.ActorOf(e), "two_factor_reset", "user", id, reason, nil); err != nil {
			return err
		}
		n := core.NewRecord(mustCol(tx, "notifications"))
		n.Set("recipient", id)
		n.Set("kind", "two_factor_reset")
		n.Set("subject", "Two-step sign-in was turned off")
		n.Set("content", "An admin turned off two-step sign-in on your account at your request. Turn it on again in Account settings.")
		if err := tx.Save(n); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]any{"id": id, "enabled": false})
	})
}

func mustCol(tx core.App, name string) *core.Collection {
	c, err := tx.FindCachedCollectionByNameOrId(name)
	if err != nil {
		panic(err)
	}
	return c
}
