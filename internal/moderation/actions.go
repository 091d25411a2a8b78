package moderation

import (
	"database/sql"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/textcheck"
)

type reasonBody struct {
	Reason string `json:"reason"`
}

// readReason: every admin action takes a reason (1-2000 characters).
func readReason(e *core.RequestEvent) (string, error) {
	var b reasonBody
	if err := e.BindBody(&b); err != nil {
		return "", apierr.BadRequest("invalid_request", "Invalid request.")
	}
	return checkReason(b.Reason)
}

func checkReason(reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	if !textcheck.Visible(reason) || len(reason) > 2000 {
		return "", apierr.BadRequest("moderation_reason_required", "Give a reason (at most 2000 characters).")
	}
	return reason, nil
}

var errState = errors.New("state")

// errChanged: the case (or member) changed since the admin looked at it.
var errChanged = errors.New("changed")

type decisionBody struct {
	Reason string `json:"reason"`
	// The status the admin saw (optional): a decision on a case that changed meanwhile,
	// e.g. another admin decided it first, is refused instead of overriding theirs.
	Expect string `json:"expect_status"`
}

// POST /admin/cases/{id}/{action}: dismiss, hide, remove, restore, approve (a review case).
// Decisions are serial: the case is read inside the transaction (PocketBase runs write
// transactions one at a time on one connection), so of parallel decisions one applies and
// the others see its result and get a 409, with one audit entry.
func decide(e *core.RequestEvent, action string) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	var b decisionBody
	if err := e.BindBody(&b); err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request.")
	}
	reason, err := checkReason(b.Reason)
	if err != nil {
		return err
	}
	if b.Expect != "" && !slices.Contains(caseStatuses, b.Expect) {
		return apierr.BadRequest("invalid_request", "Invalid request.")
	}
	id := e.Request.PathValue("id")
	who := ActorOf(e)
	var c *core.Record
	var mails []outgoing
	err = e.App.RunInTransaction(func(tx core.App) error {
		c, err = tx.FindRecordById("moderation_cases", id)
		if err != nil {
			return err
		}
		if c.GetString("status") == decisions[action] {
			return errState
		}
		if b.Expect != "" && c.GetString("status") != b.Expect {
			return errChanged
		}
		if c.GetString("appeal_status") == "pending" {
			return errAppealPending // the appeal decides now, by another admin (appeals.go)
		}
		now := time.Now().UTC()
		title := itemTitle(tx, c) // before a removal deletes a comment
		st := statementOf(c, action, reason, now)
		c.Set("status", decisions[action])
		c.Set("decision_reason", reason)
		c.Set("decided_at", now)
		c.Set("decided_by", e.Auth.Id)
		c.Set("statement", st)
		if err := tx.SaveNoValidate(c); err != nil {
			return err
		}
		if action != "hide" {
			// Decided: the reports are closed, a reporter may report the item again later.
			if _, err := tx.DB().NewQuery("UPDATE moderation_reports SET open = 0 WHERE `case` = {:c}").Bind(dbx.Params{"c": c.Id}).Execute(); err != nil {
				return err
			}
		}
		if err := applyToItem(tx, c, action, reason); err != nil {
			return err
		}
		kind := "case_decision"
		if action == "remove" && c.GetString("item_type") == "video" {
			kind = "video_removed"
		}
		if mails, err = tellUploader(tx, c, kind, title, st); err != nil {
			return err
		}
		more, err := tellDepicted(tx, c, title, st)
		if err != nil {
			return err
		}
		mails = append(mails, more...)
		return Audit(tx, who, "case."+action, c.GetString("item_type"), c.GetString("item"), reason,
			map[string]any{"case": c.Id, "reference": c.GetString("reference")})
	})
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return apierr.NotFound("case_not_found", "Unknown case.")
	case errors.Is(err, errState):
		return apierr.New(http.StatusConflict, "case_already_decided", "The case is already "+decisions[action]+": another decision came first. Reload it to see the current state.", map[string]any{"decision": decisions[action]})
	case errors.Is(err, errAppealPending):
		return apierr.Conflict("appeal_pending", "An appeal on this case waits: decide the appeal instead (another admin than the one who decided the case).")
	case errors.Is(err, errChanged):
		return apierr.New(http.StatusConflict, "case_changed", "The case changed meanwhile (it is now "+c.GetString("status")+"). Reload it before deciding.", map[string]any{"status": c.GetString("status")})
	case err != nil:
		return failed(e, "deciding a case", err)
	}
	sendAfterCommit(e.App, mails)
	return e.JSON(200, caseOut(e.App, c, true))
}

// applyToItem carries a decision to the video or comment, and tells the creator of a takedown.
func applyToItem(tx core.App, c *core.Record, action, reason string) error {
	if c.GetString("item_type") == "comment" {
		if action != "remove" {
			return nil
		}
		com, err := tx.FindRecordById("comments", c.GetString("item"))
		if errors.Is(err, sql.ErrNoRows) {
			return nil // deleted meanwhile
		}
		if err != nil {
			return err
		}
		return tx.Delete(com)
	}
	v, err := tx.FindRecordById("videos", c.GetString("item"))
	if errors.Is(err, sql.ErrNoRows) {
		return nil // deleted meanwhile: the decision still stands on the case
	}
	if err != nil {
		return err
	}
	state := map[string]string{"dismiss": "", "restore": "", "approve": "", "hide": "hidden", "remove": "removed"}[action]
	if err := setModeration(tx, v, state); err != nil {
		return err
	}
	return nil
}

// notify writes a notification with its kind and parameters (the PWA renders it in the
// reader's language: src/features/notifications/kinds.ts) and the English text, shown
// where a kind is not known.
func notify(tx core.App, userID, kind string, params map[string]any, subject, content string) error {
	n := core.NewRecord(mustCol(tx, "notifications"))
	n.Set("recipient", userID)
	n.Set("kind", kind)
	n.Set("params", params)
	n.Set("subject", subject)
	n.Set("content", content)
	return tx.Save(n)
}

// POST /admin/users/{id}/{warn|suspend|unsuspend}: like decisions, serial: the member is
// read inside the transaction, so of parallel suspensions one applies (one audit entry)
// and the others get a 409.
func memberAction(e *core.RequestEvent, action string) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	reason, err := readReason(e)
	if err != nil {
		return err
	}
	id := e.Request.PathValue("id")
	who := ActorOf(e)
	var u *core.Record
	var earlier *sentWarning
	err = e.App.RunInTransaction(func(tx core.App) error {
		u, err = tx.FindRecordById("users", id)
		if err != nil {
			return err
		}
		if action == "suspend" && (u.Id == e.Auth.Id || slices.Contains(u.GetStringSlice("roles"), "admin")) {
			return errNotSuspendable
		}
		switch action {
		case "warn":
			// Read inside the transaction: of parallel identical warnings one is sent.
			if earlier, err = recentWarning(tx, u.Id, reason, time.Now()); err != nil || earlier != nil {
				return err
			}
			if err := notify(tx, u.Id, "member_warning", map[string]any{"reason": reason}, "A warning from the moderators", reason); err != nil {
				return err
			}
		case "suspend", "unsuspend":
			if u.GetBool("suspended") == (action == "suspend") {
				return errState
			}
			u.Set("suspended", action == "suspend")
			// A record save: authcache drops the member's tokens after the commit.
			if err := tx.SaveNoValidate(u); err != nil {
				return err
			}
			if err := setCreatorVideosHidden(tx, u.Id, action == "suspend"); err != nil {
				return err
			}
		}
		return Audit(tx, who, "member."+action, "user", u.Id, reason, map[string]any{"username": u.GetString("username")})
	})
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return apierr.NotFound("member_not_found", "Unknown member.")
	case errors.Is(err, errNotSuspendable):
		return apierr.BadRequest("admin_not_suspendable", "An admin cannot be suspended here.")
	case errors.Is(err, errState) && action == "suspend":
		return apierr.Conflict("member_already_suspended", "The member is already suspended: another action came first. Reload to see the current state.")
	case errors.Is(err, errState):
		return apierr.Conflict("member_not_suspended", "The member is not suspended: another action came first. Reload to see the current state.")
	case err != nil:
		return failed(e, "a member action", err)
	}
	out := map[string]any{"id": u.Id, "suspended": u.GetBool("suspended")}
	if action == "warn" {
		// duplicate: this very warning was already sent (warned_at); nothing was sent again.
		out["duplicate"], out["warned_at"] = earlier != nil, ""
		if earlier != nil {
			out["warned_at"] = earlier.Created
		}
	}
	return e.JSON(200, out)
}

var errNotSuspendable = errors.New("not suspendable")

// caseStatuses: what expect_status may name (moderation_cases.status).
var caseStatuses = []string{"open", "hidden", "removed", "dismissed", "restored"}
