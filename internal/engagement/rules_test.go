package engagement

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
)

func TestViewRulesSharedTable(t *testing.T) {
	raw, err := os.ReadFile("../../tests/fixtures/view-rules.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		BucketSeconds int64   `json:"bucket_seconds"`
		RecentDays    int64   `json:"recent_days"`
		AllTimeShare  float64 `json:"all_time_share"`
		Buckets       []struct {
			Seconds int64 `json:"seconds"`
			Bucket  int64 `json:"bucket"`
		} `json:"buckets"`
	}
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	if table.BucketSeconds != BucketSeconds || table.RecentDays != RecentDays || table.AllTimeShare != AllTimeShare {
		t.Fatalf("constants differ from the shared table: %+v", table)
	}
	for _, c := range table.Buckets {
		if got := bucketOf(c.Seconds); got != c.Bucket {
			t.Errorf("bucketOf(%d) = %d, want %d", c.Seconds, got, c.Bucket)
		}
	}
}

func TestAnonID(t *testing.T) {
	for _, ok := range []string{"abcdEFGH", "a_b-c_d-1", string(make64('a'))} {
		if !IsValidAnonID(ok) {
			t.Errorf("%q should be valid", ok)
		}
	}
	for _, bad := range []string{"", "short", "has space1", string(make64('a')) + "a", "ünïcode12"} {
		if IsValidAnonID(bad) {
			t.Errorf("%q should be invalid", bad)
		}
	}
}

func make64(c byte) []byte {
	b := make([]byte, 64)
	for i := range b {
		b[i] = c
	}
	return b
}

func TestViewerKey(t *testing.T) {
	hash := func(s string) string { return "h(" + s + ")" }
	if k, ok := ViewerKey("u1", "bad id", "1.2.3.4", hash); !ok || k != "h(user:u1)" {
		t.Errorf("member: %q %v", k, ok)
	}
	if k, ok := ViewerKey("", "abcdefgh", "1.2.3.4", hash); !ok || k != "h(anon:abcdefgh|1.2.3.4)" {
		t.Errorf("visitor: %q %v", k, ok)
	}
	if _, ok := ViewerKey("", "", "", hash); ok {
		t.Error("a visitor without a cookie id has no key")
	}
}

func TestMonthOf(t *testing.T) {
	if got := monthOf(time.Date(2026, 1, 31, 23, 59, 0, 0, time.UTC)); got != "2026-01" {
		t.Error(got)
	}
	if got := monthOf(time.Date(2026, 12, 1, 0, 30, 0, 0, time.FixedZone("x", 3600))); got != "2026-11" {
		t.Error(got)
	}
}

func TestCheckComment(t *testing.T) {
	if got, msg := CheckComment("  hi  "); got != "hi" || msg != "" {
		t.Errorf("trim: %q %q", got, msg)
	}
	for _, blank := range []string{"", " \n\t ", "\u0000\u0000", "\u200B\u200C\u200D", "\uFEFF \u2060", "\u00A0\u3000\u2028", "\u2800\u3164", "\U000E0041\U000E0042", "\u202E\u0007"} {
		if _, msg := CheckComment(blank); msg != "Comment cannot be empty" {
			t.Errorf("%q: %q", blank, msg)
		}
	}
	if got, _ := CheckComment("a\u0000b\u200B"); got != "ab" {
		t.Errorf("invisible inside: %q", got)
	}
	if got, _ := CheckComment("😀 é 漢\nline"); got != "😀 é 漢\nline" {
		t.Errorf("visible text changed: %q", got)
	}
	long := strings.Repeat("x", 5000)
	if _, msg := CheckComment(long); msg != "" {
		t.Errorf("5000 is allowed: %q", msg)
	}
	if _, msg := CheckComment(long + "x"); msg != "Comment must be at most 5000 characters" {
		t.Errorf("5001: %q", msg)
	}
	// Counted in UTF-16 units like the browser: 2,501 emoji are 5,002 units.
	if _, msg := CheckComment(strings.Repeat("😀", 2501)); msg == "" {
		t.Error("2501 emoji exceed the cap")
	}
}

func TestStarsSharedTable(t *testing.T) {
	raw, err := os.ReadFile("../../tests/fixtures/star-rating.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct{ Cases [][3]float64 }
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	for _, c := range table.Cases {
		if got := Stars(int(c[0]), int(c[1])); got != c[2] {
			t.Errorf("Stars(%v, %v) = %v, want %v", c[0], c[1], got, c[2])
		}
	}
}

func TestNextRatingAndOpID(t *testing.T) {
	cases := [][4]string{{"", "like", "create", "like"}, {"like", "like", "delete", ""}, {"like", "dislike", "update", "dislike"}, {"dislike", "like", "update", "like"}}
	for _, c := range cases {
		if a, r := NextRating(c[0], c[1]); a != c[2] || r != c[3] {
			t.Errorf("NextRating(%q, %q) = %q %q", c[0], c[1], a, r)
		}
	}
	for v, want := range map[string]bool{"abcdefghij12345": true, "abcdefghij1234": false, "ABCDEFGHIJ12345": false, "abcdefghij1234-": false} {
		if IsOpID(v) != want {
			t.Errorf("IsOpID(%q)", v)
		}
	}
	yes, no := true, false
	if !MustVerify(nil, true) || MustVerify(nil, false) || MustVerify(&no, true) || !MustVerify(&yes, false) {
		t.Error("MustVerify")
	}
}
