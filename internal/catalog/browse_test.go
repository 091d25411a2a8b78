package catalog

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestParseBrowseRefusesUnknownValues(t *testing.T) {
	for _, raw := range []string{
		"sort=popular", "sort=relevance", "duration=10", "date=decade", "access=vip",
		"category=Bad%20Slug", "creator=abc'--", "sort=NEWEST",
		"q=" + string(make([]byte, 201)),
	} {
		v, _ := url.ParseQuery(raw)
		if _, err := parseBrowse(v); err == nil || err.Status != 400 {
			t.Errorf("%s: want a 400, got %v", raw, err)
		}
	}
}

func TestParseBrowseDefaults(t *testing.T) {
	q, err := parseBrowse(url.Values{})
	if err != nil || q.Sort != sortNewest || q.filtered() {
		t.Fatalf("defaults: %+v %v", q, err)
	}
	v, _ := url.ParseQuery("q=harbour&sort=relevance&duration=long&date=week&access=free&category=ocean&creator=abc123")
	q, err = parseBrowse(v)
	if err != nil || q.Sort != sortNewest || q.Duration != "long" || q.Date != "week" || q.Access != "free" || !q.filtered() {
		t.Fatalf("all set: %+v %v", q, err)
	}
}

func TestSinceIsARollingWindow(t *testing.T) {
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	for date, want := range map[string]string{
		"today": "2026-03-09 12:00:00.000Z", "week": "2026-03-03 12:00:00.000Z",
		"month": "2026-02-08 12:00:00.000Z", "year": "2025-03-10 12:00:00.000Z", "": "",
	} {
		if got := (browseQuery{Date: date}).since(now); got != want {
			t.Errorf("%q: %q, want %q", date, got, want)
		}
	}
}

// Each plan keeps the sort's order terms indexable only when it walks that index.
func TestPlanBrowseDisqualifiesOtherIndexes(t *testing.T) {
	q := browseQuery{Sort: sortViews, Duration: "short", Date: "week"}
	walk := planBrowse(q, "", "2026-01-01", "", walkSort)
	if walk.order != "s.views DESC, s.video_created DESC, s.video DESC" {
		t.Errorf("walk order: %s", walk.order)
	}
	set := planBrowse(q, "", "2026-01-01", "", byDate)
	if set.order[0] != '+' {
		t.Errorf("a set plan sorts: %s", set.order)
	}
	longest := planBrowse(browseQuery{Sort: sortLongest, Duration: "long", Date: "year"}, "", "x", "", walkSort)
	where := longest.where()
	if !contains(where, " v.duration > 1200") || !contains(where, "+v.created >= ") {
		t.Errorf("longest walk: %s", where)
	}
	// The premium filter ranges on its index only in the premium set: a search's matches are
	// the set, and at 1,000,000 videos the planner took the premium index instead (144 ms).
	prem := browseQuery{Sort: sortViews, Access: "premium"}
	if w := planBrowse(prem, "", "", "x", byMatches).where(); !contains(w, "+v.is_premium IN") || !contains(w, " v.id IN") {
		t.Errorf("a search's premium filter: %s", w)
	}
	if w := planBrowse(prem, "", "", "", byPremium).where(); !contains(w, " v.is_premium = 1") {
		t.Errorf("the premium set: %s", w)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
