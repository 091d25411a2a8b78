package creators

import (
	"errors"
	"strings"
	"testing"
)

func TestTransitionAllowsOnlyTheSpecsMoves(t *testing.T) {
	statuses := []string{StatusPending, StatusApproved, StatusRejected, StatusRevoked}
	allowed := map[string]string{
		"approve/pending": StatusApproved,
		"reject/pending":  StatusRejected,
		"revoke/approved": StatusRevoked,
	}
	for _, action := range []string{"approve", "reject", "revoke"} {
		for _, s := range statuses {
			got, err := Transition(s, action)
			want, ok := allowed[action+"/"+s]
			if ok {
				if err != nil || got != want {
					t.Errorf("%s from %s: %q %v, want %q", action, s, got, err, want)
				}
				continue
			}
			var stale StaleError
			if !errors.As(err, &stale) {
				t.Errorf("%s from %s: err %v, want StaleError", action, s, err)
			} else if !strings.Contains(err.Error(), "already "+s) {
				t.Errorf("%s from %s: message %q", action, s, err)
			}
		}
	}
	if _, err := Transition(StatusPending, "delete"); err == nil {
		t.Error("unknown action accepted")
	}
}

func TestNotesMustShowSomething(t *testing.T) {
	// Zero-width space, bidi override, NUL: long enough for a length check, visible never.
	for _, blank := range []string{"\u200b\u200b\u200b", "\u202e\u202e", "\x00\x00", "\u200b \u2060"} {
		for _, action := range []string{"reject", "revoke"} {
			if _, err := Notes(action, blank); err == nil {
				t.Errorf("%s with %q: accepted", action, blank)
			}
		}
		if _, err := Notes("approve", blank); err == nil {
			t.Errorf("approve with %q: accepted", blank)
		}
	}
	if n, err := Notes("reject", "\u200bblurry\u200b"); err != nil || n == "" {
		t.Errorf("visible notes with a zero-width space: %q, %v", n, err)
	}
}

func TestNotesRequiredForRejectAndRevoke(t *testing.T) {
	if _, err := Notes("reject", "   "); err == nil {
		t.Error("blank reject notes accepted")
	}
	if _, err := Notes("revoke", ""); err == nil {
		t.Error("blank revoke notes accepted")
	}
	if n, err := Notes("approve", ""); err != nil || n != "" {
		t.Errorf("approve without notes: %q %v", n, err)
	}
	if n, _ := Notes("reject", "  blurry photo \n"); n != "blurry photo" {
		t.Errorf("notes not trimmed: %q", n)
	}
	if _, err := Notes("reject", strings.Repeat("é", MaxNotes+1)); err == nil {
		t.Error("overlong notes accepted")
	}
}
