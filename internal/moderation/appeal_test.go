package moderation

import (
	"testing"
	"time"
)

func TestAppealWindowIsSevenDaysFromTheRemoval(t *testing.T) {
	removed := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	if !appealOpen(removed, removed.Add(7*24*time.Hour)) {
		t.Fatal("the seventh day must still be open")
	}
	if appealOpen(removed, removed.Add(7*24*time.Hour+time.Minute)) {
		t.Fatal("after seven days the window must be closed")
	}
}
