package moderation

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

func utc(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestAddBusinessDays(t *testing.T) {
	// 2026-11-02 is a Monday.
	cases := []struct {
		from string
		n    int
		want string
	}{
		{"2026-11-02 10:00", 7, "2026-11-11 10:00"},  // Mon + 7: across one weekend to the next Wednesday
		{"2026-11-02 10:00", 4, "2026-11-06 10:00"},  // within the week
		{"2026-11-06 15:00", 1, "2026-11-09 15:00"},  // Friday + 1: Monday, the weekend skipped
		{"2026-11-06 15:00", 7, "2026-11-17 15:00"},  // Friday + 7
		{"2026-11-07 12:00", 1, "2026-11-10 00:00"},  // Saturday: counts from Monday 00:00
		{"2026-11-08 23:59", 7, "2026-11-18 00:00"},  // Sunday: counts from Monday 00:00
		{"2026-11-02 10:00", 12, "2026-11-18 10:00"}, // across two weekends
	}
	for _, c := range cases {
		if got := AddBusinessDays(utc(c.from), c.n); !got.Equal(utc(c.want)) {
			t.Errorf("%s + %d business days = %s, want %s", c.from, c.n, got.Format(time.RFC3339), c.want)
		}
	}
}

func TestAddBusinessDaysCountsInUTC(t *testing.T) {
	// Friday 23:30 in UTC is already Saturday in Berlin: the count is UTC's, whatever the zone given.
	berlin := time.FixedZone("CET", 3600)
	from := time.Date(2026, 11, 7, 0, 30, 0, 0, berlin) // = Friday 2026-11-06 23:30 UTC
	if got, want := AddBusinessDays(from, 1), utc("2026-11-09 23:30"); !got.Equal(want) || got.Location() != time.UTC {
		t.Fatalf("got %s, want %s in UTC", got, want)
	}
}

func TestDueAtByReason(t *testing.T) {
	p := DefaultPolicy
	opened := utc("2026-11-06 15:00") // a Friday
	for _, reason := range []string{"under_18", "non_consensual"} {
		if got := DueAt(p, reason, opened); !got.Equal(opened.Add(48 * time.Hour)) {
			t.Errorf("%s: due %s, want 48 hours, weekend or not", reason, got)
		}
	}
	for _, reason := range []string{"depicted_no_consent", "copyright", "spam", "other", ""} {
		if got := DueAt(p, reason, opened); !got.Equal(utc("2026-11-17 15:00")) {
			t.Errorf("%s: due %s, want 7 business days", reason, got)
		}
	}
	p.DueSevereHours, p.DueBusinessDays = 24, 2
	if got := DueAt(p, "under_18", opened); !got.Equal(opened.Add(24 * time.Hour)) {
		t.Errorf("the setting is not used: %s", got)
	}
	if got := DueAt(p, "spam", opened); !got.Equal(utc("2026-11-10 15:00")) {
		t.Errorf("the setting is not used: %s", got)
	}
}

func TestTimeLeft(t *testing.T) {
	now := utc("2026-11-10 12:00")
	if left, ok := timeLeft("2026-11-10 13:00:00.000Z", now); !ok || left != 3600 {
		t.Errorf("an hour left: %d %v", left, ok)
	}
	if left, ok := timeLeft("2026-11-10 11:00:00.000Z", now); !ok || left != -3600 {
		t.Errorf("overdue by an hour: %d %v", left, ok)
	}
	if _, ok := timeLeft("", now); ok {
		t.Error("no due time is not a time left")
	}
}

func TestMedianAndMonth(t *testing.T) {
	if m := median([]float64{5, 1, 3}); m != 3 {
		t.Errorf("median %v", m)
	}
	if m := median([]float64{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("median %v", m)
	}
	if median(nil) != 0 {
		t.Error("no decisions: 0")
	}
	from, to, err := ParseMonth("2026-12")
	if err != nil || !from.Equal(utc("2026-12-01 00:00")) || !to.Equal(utc("2027-01-01 00:00")) {
		t.Errorf("2026-12: %s %s %v", from, to, err)
	}
	for _, bad := range []string{"2026-13", "2026-1", "26-11", "2026-11-01", ""} {
		if _, _, err := ParseMonth(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestStatementOfReasonsNamesTheRuleAndTheAppeal(t *testing.T) {
	now := utc("2026-11-10 12:00")
	st := statementOfFor("copyright", "remove", "No licence.", now)
	r := st["rule"].(map[string]any)
	if st["why"] != "No licence." || r["id"] != "copyright" || st["appeal_until"] != "2026-11-17T12:00:00Z" {
		t.Fatalf("statement: %v", st)
	}
	if st := statementOfFor("spam", "dismiss", "Fine.", now); st["appeal_until"] != nil {
		t.Fatalf("a dismissal is not the uploader's to appeal: %v", st)
	}
}

// statementOfFor: statementOf for a case of reason (tests).
func statementOfFor(reason, action, why string, now time.Time) map[string]any {
	c := core.NewRecord(core.NewBaseCollection("moderation_cases"))
	c.Set("top_reason", reason)
	return statementOf(c, action, why, now)
}
