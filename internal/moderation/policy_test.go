package moderation

import "testing"

func noneHeard() heard { return heard{members: map[string]bool{}, networks: map[string]bool{}} }

func TestQuorumNeedsDistinctMembersAndNetworks(t *testing.T) {
	p := DefaultPolicy // 3 members on 3 networks, 3 visitor networks
	three := []severeReport{{Reporter: "a", Network: "n1"}, {Reporter: "b", Network: "n2"}, {Reporter: "c", Network: "n3"}}
	if ok, _ := quorumReached(p, three, noneHeard()); !ok {
		t.Fatal("3 members on 3 networks hide")
	}
	oneNet := []severeReport{{Reporter: "a", Network: "n1"}, {Reporter: "b", Network: "n1"}, {Reporter: "c", Network: "n1"}}
	if ok, _ := quorumReached(p, oneNet, noneHeard()); ok {
		t.Fatal("3 members on one network must not hide")
	}
	if ok, _ := quorumReached(p, three[:2], noneHeard()); ok {
		t.Fatal("2 members are below the quorum")
	}
	// An account one of whose reports was dismissed does not count.
	withDismissed := append([]severeReport{}, three...)
	withDismissed[2].Dismissed = true
	if ok, _ := quorumReached(p, withDismissed, noneHeard()); ok {
		t.Fatal("a dismissed reporter counts")
	}
	// Reports older than the network field do not count towards networks.
	if ok, _ := quorumReached(p, []severeReport{{Reporter: "a"}, {Reporter: "b"}, {Reporter: "c"}}, noneHeard()); ok {
		t.Fatal("reports without a network count")
	}
}

func TestQuorumIgnoresReportersAlreadyHeard(t *testing.T) {
	p := DefaultPolicy
	three := []severeReport{{Reporter: "a", Network: "n1"}, {Reporter: "b", Network: "n2"}, {Reporter: "c", Network: "n3"}}
	h := noneHeard()
	h.members["a"] = true
	if ok, _ := quorumReached(p, three, h); ok {
		t.Fatal("a heard member counts")
	}
	// New accounts on the networks already heard do not count either.
	h = noneHeard()
	h.networks["n3"] = true
	if ok, _ := quorumReached(p, three, h); ok {
		t.Fatal("a heard network counts")
	}
}

func TestVisitorsNeverHideAlone(t *testing.T) {
	p := DefaultPolicy
	v := []severeReport{{Network: "n1"}, {Network: "n2"}}
	if ok, _ := quorumReached(p, v, noneHeard()); ok {
		t.Fatal("2 visitor networks hide")
	}
	v = append(v, severeReport{Network: "n3"})
	if ok, _ := quorumReached(p, v, noneHeard()); !ok {
		t.Fatal("3 visitor networks hide")
	}
	p.HideVisitors = 0
	if ok, _ := quorumReached(p, v, noneHeard()); ok {
		t.Fatal("0 turns the visitors' quorum off")
	}
	// The same visitor network many times is one.
	p = DefaultPolicy
	if ok, _ := quorumReached(p, []severeReport{{Network: "n1"}, {Network: "n1"}, {Network: "n1"}}, noneHeard()); ok {
		t.Fatal("one network counted thrice")
	}
}

func TestTrustedReporter(t *testing.T) {
	p := DefaultPolicy
	p.TrustedFlaggers = []string{"hotline@example.org", "abcdefghij12345"}
	old := reporterFacts{ID: "m1", Email: "m1@x.org", Verified: true, AgeDays: 30}
	cases := []struct {
		name string
		f    reporterFacts
		want string
	}{
		{"verified, old enough, nothing dismissed", old, "trusted_member"},
		{"unverified", reporterFacts{ID: "m1", AgeDays: 30}, ""},
		{"too new", reporterFacts{ID: "m1", Verified: true, AgeDays: 2}, ""},
		{"a dismissed report", reporterFacts{ID: "m1", Verified: true, AgeDays: 30, DismissedCount: 1}, ""},
		{"heard on this item", reporterFacts{ID: "m1", Verified: true, AgeDays: 30, HeardOnItem: true}, ""},
		{"flagger by e-mail, any case", reporterFacts{ID: "x", Email: "Hotline@Example.org", AgeDays: 0}, "trusted_flagger"},
		{"flagger by id", reporterFacts{ID: "abcdefghij12345"}, "trusted_flagger"},
		{"flagger already heard", reporterFacts{ID: "abcdefghij12345", HeardOnItem: true}, ""},
		{"a visitor", reporterFacts{}, ""},
	}
	for _, c := range cases {
		if _, got := trustedReporter(p, c.f); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	p.TrustedMinAgeDays = 0
	if ok, _ := trustedReporter(p, reporterFacts{ID: "m", Verified: true}); !ok {
		t.Error("min age 0 trusts a verified new member")
	}
}

func TestNetworkOf(t *testing.T) {
	cases := map[string]string{
		"203.0.113.7":          "203.0.113.0/24",
		"203.0.113.250":        "203.0.113.0/24",
		"::ffff:203.0.113.9":   "203.0.113.0/24",
		"2001:db8:1:2::1":      "2001:db8:1::/48",
		"2001:db8:1:ffff::abc": "2001:db8:1::/48",
		"not-an-ip":            "raw:not-an-ip",
	}
	for in, want := range cases {
		if got := networkOf(in); got != want {
			t.Errorf("networkOf(%q) = %q, want %q", in, got, want)
		}
	}
	if networkOf("203.0.113.7") == networkOf("203.0.114.7") {
		t.Error("two /24s are one network")
	}
}
