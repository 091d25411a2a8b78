package creators

import (
	"fmt"
	"strings"

	"reelhouse/internal/apierr"
	"reelhouse/internal/textcheck"
)

// The review's state machine (management spec §4): pending → approved | rejected,
// approved → revoked. Everything else is refused, so a second click or a stale tab
// cannot change a request twice.

const (
	StatusPending  = "pending"
	StatusApproved = "approved"
	StatusRejected = "rejected"
	StatusRevoked  = "revoked"
)

// MaxNotes is the length of the notes field in the schema.
const MaxNotes = 2000

var transitions = map[string]struct{ from, to string }{
	"approve": {StatusPending, StatusApproved},
	"reject":  {StatusPending, StatusRejected},
	"revoke":  {StatusApproved, StatusRevoked},
}

// StaleError is a refused transition: the request is no longer in the state the action needs.
type StaleError struct{ Action, Status string }

func (e StaleError) Error() string {
	return fmt.Sprintf("This request is already %s, so it cannot be %s. Reload the list.", e.Status, pastTense(e.Action))
}

func pastTense(action string) string {
	switch action {
	case "approve":
		return "approved"
	case "reject":
		return "rejected"
	case "revoke":
		return "revoked"
	}
	return action
}

// Transition returns the status an action leads to from the current one.
func Transition(status, action string) (string, error) {
	t, ok := transitions[action]
	if !ok {
		return "", fmt.Errorf("unknown action %q", action)
	}
	if status != t.from {
		return "", StaleError{Action: action, Status: status}
	}
	return t.to, nil
}

// Notes checks the admin's notes: required (non-blank) for reject and revoke.
func Notes(action, raw string) (string, error) {
	notes := strings.TrimSpace(raw)
	// Notes of only NUL, bidi or zero-width characters say nothing: required means visible
	// (issue 36 §7), and optional notes, when given, must show something too.
	if notes != "" && !textcheck.Visible(notes) && action == "approve" {
		return "", apierr.Refusef("text_not_visible", textcheck.Message, map[string]any{"field": "notes"})
	}
	if !textcheck.Visible(notes) && action != "approve" {
		return "", apierr.Refusef("creator_notes_required", fmt.Sprintf("Notes are required to %s.", action), map[string]any{"action": action})
	}
	if len([]rune(notes)) > MaxNotes {
		return "", apierr.Refusef("creator_notes_too_long", fmt.Sprintf("Notes must be at most %d characters.", MaxNotes), map[string]any{"max": MaxNotes})
	}
	return notes, nil
}

// MessageKind is the notification kind of a review action (its English text: Message).
func MessageKind(action string) string {
	switch action {
	case "approve":
		return "creator_approved"
	case "reject":
		return "creator_rejected"
	default:
		return "creator_revoked"
	}
}

// Message is the member's notification for a decision.
func Message(action, notes string) (subject, content string) {
	switch action {
	case "approve":
		return "Creator request approved",
			"Your creator application has been approved. Log in at /creator/login to open your creator panel."
	case "reject":
		return "Creator request rejected",
			"Your creator application was rejected. Notes from the reviewer: " + notes + " You may apply again."
	default:
		return "Creator status revoked",
			"Your creator status has been revoked and your ID documents were deleted. Notes from the reviewer: " + notes
	}
}
