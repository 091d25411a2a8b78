package catalog

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

func sign(t string) string { return security.HS256(t, "test-key") }

func TestTokenRoundTrip(t *testing.T) {
	tok := issueToken("vid1", "user1", 10, 1000, sign)
	if user, ok := verifyToken(tok, "vid1", 1000+minTokenTTL, sign, security.Equal); !ok || user != "user1" {
		t.Fatalf("valid token refused: %s", tok)
	}
	if _, ok := verifyToken(tok, "vid1", 1001+minTokenTTL, sign, security.Equal); ok {
		t.Error("expired token accepted")
	}
	if _, ok := verifyToken(tok, "vid2", 1000, sign, security.Equal); ok {
		t.Error("token of another video accepted")
	}
	parts := strings.Split(tok, ".")
	if _, ok := verifyToken(parts[0]+".user2."+parts[2], "vid1", 1000, sign, security.Equal); ok {
		t.Error("swapped user accepted")
	}
	if _, ok := verifyToken("9999999999."+parts[1]+"."+parts[2], "vid1", 1000, sign, security.Equal); ok {
		t.Error("extended expiry accepted")
	}
	for _, bad := range []string{"", "x.y.z", tok + "0", strings.ToUpper(tok)} {
		if _, ok := verifyToken(bad, "vid1", 1000, sign, security.Equal); ok {
			t.Errorf("malformed token %q accepted", bad)
		}
	}
	visitor := issueToken("vid1", "", 10, 1000, sign)
	if user, ok := verifyToken(visitor, "vid1", 1000, sign, security.Equal); !ok || user != "" || !strings.Contains(visitor, ".-.") {
		t.Errorf("visitor token: %s", visitor)
	}
}

func TestTokenTTL(t *testing.T) {
	if tokenTTL(0) != minTokenTTL || tokenTTL(-5) != minTokenTTL || tokenTTL(3*3600) != 9*3600 {
		t.Error("ttl is max(2 h, 3 × duration)")
	}
}

func TestCanPlay(t *testing.T) {
	visitor := caller{}
	member := caller{UserID: "m", SignedIn: true}
	premium := caller{UserID: "p", SignedIn: true, Premium: true}
	admin := caller{UserID: "a", SignedIn: true, Admin: true}
	owner := caller{UserID: "c", SignedIn: true, Creator: true}
	other := caller{UserID: "o", SignedIn: true, Creator: true}
	if !canPlay(visitor, false, "") {
		t.Error("free videos play for everyone")
	}
	for _, c := range []caller{visitor, member, other} {
		if canPlay(c, true, "c") {
			t.Errorf("%+v must not play a premium video", c)
		}
	}
	for _, c := range []caller{premium, admin, owner} {
		if !canPlay(c, true, "c") {
			t.Errorf("%+v must play a premium video", c)
		}
	}
	su := callerOf(nil, true, time.Now())
	if !canPlay(su, true, "") {
		t.Error("superusers play premium videos (docs/api.md)")
	}
}

// The table pb_hooks/lib/roles.test.js checks too: JS and Go agree on who is premium.
func TestIsPremium(t *testing.T) {
	for _, row := range fixtureRows(t, "premium.json") {
		var roles []string
		var until, now string
		var want bool
		decode(t, row[0], &roles)
		decode(t, row[1], &until)
		decode(t, row[2], &now)
		decode(t, row[3], &want)
		u, _ := types.ParseDateTime(until)
		n, err := types.ParseDateTime(now)
		if err != nil {
			t.Fatal(err)
		}
		if got := isPremium(roles, u.Time(), n.Time()); got != want {
			t.Errorf("isPremium(%v, %q, %q) = %v, want %v", roles, until, now, got, want)
		}
	}
}

func TestBuildSources(t *testing.T) {
	src := &videoSource{File: "a.mp4", Vidguard: "https://vg/x", Streamtape: ""}
	got := buildSources("v 1", "1.-.ab", src)
	if len(got) != 2 || got[0].Type != "local" || got[0].URL != "/api/reelhouse/stream/v%201?token=1.-.ab" || got[1].Type != "vidguard" {
		t.Errorf("sources = %+v", got)
	}
	if len(buildSources("v", "", src)) != 1 || len(buildSources("v", "t", nil)) != 0 {
		t.Error("no local source without a token; none without a row")
	}
}

// The shared table of who may play (tests/fixtures/can-play.json).
func TestCanPlayTable(t *testing.T) {
	callers := map[string]caller{
		"visitor":   {},
		"member":    {UserID: "u", SignedIn: true},
		"premium":   {UserID: "u", SignedIn: true, Premium: true},
		"creator":   {UserID: "u", SignedIn: true, Creator: true},
		"admin":     {UserID: "u", SignedIn: true, Admin: true},
		"superuser": callerOf(nil, true, time.Now()),
	}
	for _, row := range fixtureRows(t, "can-play.json") {
		var who string
		var premium, owns, want bool
		if err := json.Unmarshal(row[0], &who); err != nil {
			t.Fatal(err)
		}
		for i, dst := range []*bool{&premium, &owns, &want} {
			if err := json.Unmarshal(row[i+1], dst); err != nil {
				t.Fatal(err)
			}
		}
		c, ok := callers[who]
		if !ok {
			t.Fatalf("unknown caller %q", who)
		}
		owner := "someone-else"
		if owns {
			owner = c.UserID
		}
		if got := canPlay(c, premium, owner); got != want {
			t.Errorf("%s, premium=%v, owns=%v: %v, want %v", who, premium, owns, got, want)
		}
	}
}

func TestVisitorTokenIsSharedWithinItsWindow(t *testing.T) {
	sign := func(s string) string { return security.HS256(s, "k") }
	a := issueToken("vid1", "", 10, 6000, sign)
	b := issueToken("vid1", "", 10, 6000+visitorWindow-1, sign)
	if a != b {
		t.Errorf("visitors in one window got different tokens: %s %s", a, b)
	}
	if _, ok := verifyToken(a, "vid1", 6000+minTokenTTL-visitorWindow, sign, security.Equal); !ok {
		t.Error("a visitor token must stay valid tokenTTL - visitorWindow")
	}
	if issueToken("vid1", "u1", 10, 6000, sign) == issueToken("vid1", "u1", 10, 6001, sign) {
		t.Error("member tokens are not windowed")
	}
}
