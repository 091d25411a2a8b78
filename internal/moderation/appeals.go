package moderation

import (
	"crypto/hmac"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
	"reelhouse/internal/routes"
	"reelhouse/internal/textcheck"
)

// Appeals (issue 38 item 2; DSA Art. 20, AN 5196): the uploader, or a depicted person, may
// appeal a decision on a case ONCE, within 7 days of it; another admin than the one who
// decided the case decides the appeal (where the site has more than one admin), upholding
// or reversing it. Today's counter-statement is the uploader's appeal.
//
// Standing:
//   - the uploader: signed in as the case's creator, against a hide or a removal;
//   - a depicted person: the holder of the e-mail link sent, with the statement of reasons,
//     to the address given in a report of this case (reports of under_18, non_consensual or
//     depicted_no_consent may name one: depicted_email), against a decision that kept the
//     item up (dismissed, restored). The link's token is a keyed hash of the report's id:
//     it proves control of the address given in the report, not who the person is.

var (
	errAppealPending = errors.New("appeal pending")
	errSameAdmin     = errors.New("same admin")
)

type appealBody struct {
	Statement string `json:"statement"`
	Report    string `json:"report"`
	Token     string `json:"token"`
}

// appealToken: the depicted person's link token for a report (appeal links, keyed).
func appealToken(key, reportID string) string { return keyedHash(key, "appeal:", reportID) }

// POST /creator/cases/{id}/counter and /creator/cases/{id}/appeal: the uploader's appeal.
func creatorAppeal(e *core.RequestEvent) error {
	u := access.SiteUser(e)
	if u == nil {
		return apierr.Unauthorized("sign_in_first", "Sign in first.")
	}
	return fileAppeal(e, u.Id, "")
}

// POST /cases/{id}/appeal {statement, report, token}: a depicted person's appeal through
// the link of their report (no account needed).
func depictedAppeal(e *core.RequestEvent) error {
	return fileAppeal(e, "", "depicted")
}

// fileAppeal: serial like the decisions (the case is read inside the transaction), so of
// parallel appeals one is stored and the others get a 409.
func fileAppeal(e *core.RequestEvent, userID, via string) error {
	var b appealBody
	if err := e.BindBody(&b); err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request.")
	}
	b.Statement = strings.TrimSpace(b.Statement)
	if len(b.Statement) < 10 || len(b.Statement) > 5000 || !textcheck.Visible(b.Statement) {
		return apierr.BadRequest("counter_statement_length", "Write your counter-statement (10 to 5000 characters).")
	}
	appellant := userID
	if via == "depicted" {
		if len(b.Report) == 0 || len(b.Report) > 50 || len(b.Token) == 0 || len(b.Token) > 100 {
			return apierr.Forbidden("appeal_link_invalid", "This appeal link is not valid. Use the link from the e-mail about your report.")
		}
		appellant = "report:" + b.Report
	}
	id, who := e.Request.PathValue("id"), ActorOf(e)
	if via == "depicted" {
		who = audit.Actor{ID: "", Name: "depicted person"}
	}
	var key string
	if via == "depicted" {
		var err error
		if key, err = reportKey(e.App); err != nil {
			return failed(e, "reading the report key", err)
		}
	}
	var c *core.Record
	var refused error
	err := e.App.RunInTransaction(func(tx core.App) error {
		var err error
		if c, err = tx.FindRecordById("moderation_cases", id); err != nil {
			return err
		}
		if via == "depicted" {
			refused = depictedStanding(tx, c, b.Report, b.Token, key)
		} else {
			refused = counterRefusal(c, userID, time.Now())
		}
		if refused != nil {
			return refused
		}
		if via == "depicted" {
			if refused = appealWindow(c, time.Now()); refused != nil {
				return refused
			}
		}
		now := time.Now().UTC()
		c.Set("appeal_status", "pending")
		c.Set("appeal_by", appellant)
		c.Set("appeal_at", now)
		c.Set("appeal_statement", b.Statement)
		c.Set("appeal_of", c.GetString("status"))
		if via == "" {
			c.Set("counter_statement", b.Statement)
			c.Set("counter_at", now)
		}
		if err := tx.SaveNoValidate(c); err != nil {
			return err
		}
		return Audit(tx, who, "case.counter_statement", c.GetString("item_type"), c.GetString("item"), "",
			map[string]any{"case": c.Id, "appeal_of": c.GetString("status"), "by": appellantKind(appellant)})
	})
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return apierr.NotFound("case_not_found", "Unknown case.")
	case refused != nil:
		return refused
	case err != nil:
		return failed(e, "filing an appeal", err)
	}
	if via == "depicted" {
		return e.JSON(200, map[string]any{"ok": true, "reference": c.GetString("reference"), "appeal_status": "pending"})
	}
	return e.JSON(200, caseOut(e.App, c, false))
}

func appellantKind(a string) string {
	if strings.HasPrefix(a, "report:") {
		return "depicted"
	}
	return "uploader"
}

// depictedStanding: the token is the report's keyed hash, the report is this case's and
// names a depicted person's address, the decision kept the item up, no appeal yet.
func depictedStanding(tx core.App, c *core.Record, reportID, token, key string) error {
	bad := apierr.Forbidden("appeal_link_invalid", "This appeal link is not valid. Use the link from the e-mail about your report.")
	if !hmac.Equal([]byte(appealToken(key, reportID)), []byte(token)) {
		return bad
	}
	r, err := tx.FindRecordById("moderation_reports", reportID)
	if err != nil || r.GetString("case") != c.Id || r.GetString("depicted_email") == "" {
		return bad
	}
	if c.GetString("appeal_status") != "" {
		return apierr.Conflict("counter_statement_exists", "An appeal was already filed for this case.")
	}
	if !depictedMayAppeal(c.GetString("status")) {
		return apierr.BadRequest("appeal_not_allowed", "Only a decision that kept the item up can be appealed by a depicted person.")
	}
	return nil
}

// appealWindow: 7 days from the decision (older cases: from their last change).
func appealWindow(c *core.Record, now time.Time) error {
	decided := c.GetDateTime("decided_at").Time()
	if decided.IsZero() {
		decided = c.GetDateTime("updated").Time()
	}
	if !appealOpen(decided, now) {
		return apierr.BadRequest("appeal_window_closed", "The 7-day appeal window for this decision has closed.")
	}
	return nil
}

// POST /admin/cases/{id}/appeal/{uphold|reverse} {reason}: serial (of parallel decisions
// one applies, the rest get 409 appeal_already_decided); refused with 403 to the admin who
// decided the case while another admin exists.
func decideAppeal(e *core.RequestEvent, outcome string) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	reason, err := readReason(e)
	if err != nil {
		return err
	}
	id, who := e.Request.PathValue("id"), ActorOf(e)
	var c *core.Record
	var mails []outgoing
	err = e.App.RunInTransaction(func(tx core.App) error {
		if c, err = tx.FindRecordById("moderation_cases", id); err != nil {
			return err
		}
		if c.GetString("appeal_status") != "pending" {
			return errState
		}
		if c.GetString("decided_by") == e.Auth.Id {
			n, err := adminCount(tx)
			if err != nil {
				return err
			}
			if n > 1 {
				return errSameAdmin
			}
		}
		now := time.Now().UTC()
		title := itemTitle(tx, c)
		action := "appeal_upheld"
		if outcome == "reverse" {
			action = "appeal_reversed"
			if err := reverseDecision(tx, c); err != nil {
				return err
			}
		}
		c.Set("appeal_status", map[string]string{"uphold": "upheld", "reverse": "reversed"}[outcome])
		c.Set("appeal_decided_by", e.Auth.Id)
		c.Set("appeal_decided_at", now)
		c.Set("appeal_reason", reason)
		if err := tx.SaveNoValidate(c); err != nil {
			return err
		}
		st := statementOf(c, action, reason, now)
		if mails, err = tellUploader(tx, c, "appeal_decided", title, st); err != nil {
			return err
		}
		more, err := tellAppellant(tx, c, title, st)
		if err != nil {
			return err
		}
		mails = append(mails, more...)
		return Audit(tx, who, "case."+action, c.GetString("item_type"), c.GetString("item"), reason,
			map[string]any{"case": c.Id, "reference": c.GetString("reference"), "appeal_of": c.GetString("appeal_of")})
	})
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return apierr.NotFound("case_not_found", "Unknown case.")
	case errors.Is(err, errState):
		if c != nil && c.GetString("appeal_status") == "" {
			return apierr.BadRequest("appeal_not_pending", "This case has no appeal to decide.")
		}
		return apierr.New(http.StatusConflict, "appeal_already_decided", "The appeal was already decided: another admin came first. Reload it to see the outcome.", map[string]any{"appeal_status": c.GetString("appeal_status")})
	case errors.Is(err, errSameAdmin):
		return apierr.Forbidden("appeal_needs_other_admin", "You decided this case: another admin must decide its appeal.")
	case err != nil:
		return failed(e, "deciding an appeal", err)
	}
	sendAfterCommit(e.App, mails)
	return e.JSON(200, caseOut(e.App, c, true))
}

// reverseDecision: an upheld appeal changes nothing; a reversed one restores the item the
// decision took down, or takes down the item it kept up (a depicted person's appeal).
func reverseDecision(tx core.App, c *core.Record) error {
	action := "restore"
	if depictedMayAppeal(c.GetString("appeal_of")) {
		action = "remove"
	}
	c.Set("status", decisions[action])
	if c.GetString("item_type") == "comment" && action == "restore" {
		return nil // a removed comment was deleted: nothing left to put back (docs/api-moderation.md)
	}
	return applyToItem(tx, c, action, c.GetString("appeal_reason"))
}

// adminCount: members with the admin role (idx_users_role_admin) plus superusers.
func adminCount(tx core.App) (int, error) {
	var members, supers int
	if err := tx.DB().NewQuery(`SELECT COUNT(*) FROM users WHERE roles LIKE '%"admin"%'`).Row(&members); err != nil {
		return 0, err
	}
	if err := tx.DB().NewQuery("SELECT COUNT(*) FROM _superusers").Row(&supers); err != nil {
		return 0, err
	}
	return members + supers, nil
}

// tellDepicted: the statement of reasons mailed to each depicted person who left an
// address in a report of the case, with their appeal link when they may appeal.
func tellDepicted(tx core.App, c *core.Record, title string, st map[string]any) ([]outgoing, error) {
	var rows []struct {
		ID    string `db:"id"`
		Email string `db:"depicted_email"`
	}
	err := tx.DB().NewQuery("SELECT id, depicted_email FROM moderation_reports WHERE `case` = {:c} AND depicted_email != '' LIMIT 20").
		Bind(dbx.Params{"c": c.Id}).All(&rows)
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	key, err := reportKey(tx)
	if err != nil {
		return nil, err
	}
	base := strings.TrimRight(tx.Settings().Meta.AppURL, "/")
	out := []outgoing{}
	for _, r := range rows {
		text := "You reported content that depicts you (case " + c.GetString("reference") + ").\n\n" + statementText(title, st)
		if depictedMayAppeal(c.GetString("status")) {
			text += "\n\nYou can appeal this decision once, within 7 days: " + base + routes.Get().Routes["appeal"].PagePath(map[string]string{"id": c.Id}) +
				"?report=" + r.ID + "&token=" + appealToken(key, r.ID)
		}
		out = append(out, outgoing{to: r.Email, subject: "The decision on your report (case " + c.GetString("reference") + ")", text: text})
	}
	return out, nil
}

// tellAppellant: a depicted appellant gets the appeal's outcome by mail.
func tellAppellant(tx core.App, c *core.Record, title string, st map[string]any) ([]outgoing, error) {
	rid, ok := strings.CutPrefix(c.GetString("appeal_by"), "report:")
	if !ok {
		return nil, nil
	}
	r, err := tx.FindRecordById("moderation_reports", rid)
	if err != nil || r.GetString("depicted_email") == "" {
		return nil, nil
	}
	return []outgoing{{to: r.GetString("depicted_email"), subject: "The decision on your appeal (case " + c.GetString("reference") + ")",
		text: statementText(title, st)}}, nil
}
