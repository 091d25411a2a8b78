package moderation

import (
	"errors"
	"net/http"
	"slices"
	"strings"

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
	b.Reason = strings.TrimSpace(b.Reason)
	if !textcheck.Visible(b.Reason) || len(b.Reason) > 2000 {
		return "", apierr.BadRequest("moderation_reason_required", "Give a reason (at most 2000 characters).")
	}
	return b.Reason, nil
}

var errState = errors.New("state")

// POST /admin/cases/{id}/{action}: dismiss, hide, remove, restore, approve (a review case).
func decide(e *core.RequestEvent, action string) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	reason, err := readReason(e)
	if err != nil {
		return err
	}
	c, err := e.App.FindRecordById("moderation_cases", e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("case_not_found", "Unknown case.")
	}
	who := ActorOf(e)
	err = e.App.RunInTransaction(func(tx core.App) error {
		if c.GetString("status") == decisions[action] {
			return errState
		}
		c.Set("status", decisions[action])
		c.Set("decision_reason", reason)
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
		return Audit(tx, who, "case."+action, c.GetString("item_type"), c.GetString("item"), reason,
			map[string]any{"case": c.Id, "reference": c.GetString("reference")})
	})
	if errors.Is(err, errState) {
		return apierr.New(http.StatusBadRequest, "case_already_decided", "The case is already "+decisions[action]+".", map[string]any{"decision": decisions[action]})
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(200, caseOut(e.App, c, true))
}

// applyToItem carries a decision to the video or comment, and tells the creator of a takedown.
func applyToItem(tx core.App, c *core.Record, action, reason string) error {
	if c.GetString("item_type") == "comment" {
		if action != "remove" {
			return nil
		}
		if com, err := tx.FindRecordById("comments", c.GetString("item")); err == nil {
			return tx.Delete(com)
		}
		return nil
	}
	v, err := tx.FindRecordById("videos", c.GetString("item"))
	if err != nil {
		return nil // deleted meanwhile: the decision still stands on the case
	}
	state := map[string]string{"dismiss": "", "restore": "", "approve": "", "hide": "hidden", "remove": "removed"}[action]
	if err := setModeration(tx, v, state); err != nil {
		return err
	}
	if action == "remove" && c.GetString("creator") != "" {
		return notify(tx, c.GetString("creator"), "video_removed",
			map[string]any{"title": v.GetString("title"), "reference": c.GetString("reference"), "reason": reason},
			"Your video was taken down",
			"Your video \""+v.GetString("title")+"\" was removed from the site (case "+c.GetString("reference")+").\n\nReason: "+reason+
				"\n\nIf you believe this is a mistake, you can file a counter-statement in your creator dashboard.")
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

// POST /admin/users/{id}/{warn|suspend|unsuspend}
func memberAction(e *core.RequestEvent, action string) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	reason, err := readReason(e)
	if err != nil {
		return err
	}
	u, err := e.App.FindRecordById("users", e.Request.PathValue("id"))
	if err != nil {
		return apierr.NotFound("member_not_found", "Unknown member.")
	}
	if action == "suspend" && (u.Id == e.Auth.Id || slices.Contains(u.GetStringSlice("roles"), "admin")) {
		return apierr.BadRequest("admin_not_suspendable", "An admin cannot be suspended here.")
	}
	who := ActorOf(e)
	err = e.App.RunInTransaction(func(tx core.App) error {
		switch action {
		case "warn":
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
	if errors.Is(err, errState) {
		return apierr.BadRequest("nothing_to_change", "Nothing to change.")
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(200, map[string]any{"id": u.Id, "suspended": u.GetBool("suspended")})
}
