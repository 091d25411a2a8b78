package moderation

import (
	"net"
	"strings"
)

// The auto-hide policy (issue 36 item 1, docs/moderation-policy.md): a severe report
// (under_18, non_consensual) hides a video at once only when the reporter is trusted, or
// when enough distinct reporters on distinct networks agree. Everything else queues.

// Policy: the moderation settings (settings.go reads and validates them).
type Policy struct {
	HideMembers       int      // moderation_hide_members: distinct members that hide together (0: never)
	HideNetworks      int      // moderation_hide_networks: distinct networks those members report from
	HideVisitors      int      // moderation_hide_visitors: distinct visitor networks that hide together (0: never)
	TrustedMinAgeDays int      // moderation_trusted_min_age_days: a member's account age before they are trusted
	TrustedFlaggers   []string // moderation_trusted_flaggers: member ids or e-mails trusted at once (a hotline)
	ReviewNewUploads  string   // review_new_uploads: new_creators, all or off
	DueSevereHours    int      // moderation_due_severe_hours: hours to decide an under_18 / non_consensual case (due.go)
	DueBusinessDays   int      // moderation_due_business_days: business days to decide any other case
}

// DefaultPolicy: safe defaults; one account or one network never hides anything.
var DefaultPolicy = Policy{HideMembers: 3, HideNetworks: 3, HideVisitors: 3, TrustedMinAgeDays: 7, TrustedFlaggers: []string{}, ReviewNewUploads: "new_creators",
	DueSevereHours: 48, DueBusinessDays: 7}

// severeReport is one open severe report of a case as the quorum counts it.
type severeReport struct {
	Reporter  string `db:"reporter"`  // member id; "" for a visitor
	Network   string `db:"network"`   // keyed hash of the reporter's network ("" for reports older than issue 36)
	Dismissed bool   `db:"dismissed"` // the member has a report on a case an admin kept (dismissed or restored)
}

// heard: the reporters and networks of an item's kept cases. An admin reviewed the item
// and kept it: these reporters were heard and do not hide it again.
type heard struct {
	members  map[string]bool
	networks map[string]bool
}

// quorumReached: enough distinct reporters agree. Members count when they were not heard
// on this item and none of their earlier reports was dismissed; each counts once, and the
// networks they report from must be distinct too (a troll with many accounts on one
// connection is one network). Visitors count by network only, never by address (an
// address is free to change within a network), and never alone below HideVisitors.
func quorumReached(p Policy, reports []severeReport, h heard) (bool, map[string]any) {
	members, memberNets, visitorNets := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, r := range reports {
		if r.Network == "" || h.networks[r.Network] {
			continue
		}
		if r.Reporter == "" {
			visitorNets[r.Network] = true
			continue
		}
		if r.Dismissed || h.members[r.Reporter] {
			continue
		}
		members[r.Reporter] = true
		memberNets[r.Network] = true
	}
	why := map[string]any{"members": len(members), "member_networks": len(memberNets), "visitor_networks": len(visitorNets)}
	if p.HideMembers > 0 && len(members) >= p.HideMembers && len(memberNets) >= p.HideNetworks {
		return true, why
	}
	// Visitors need as many distinct networks as the members' quorum, and their own count.
	return p.HideVisitors > 0 && len(visitorNets) >= max(p.HideVisitors, p.HideNetworks), why
}

// reporterFacts: what makes one member a trusted reporter.
type reporterFacts struct {
	ID, Email      string
	Verified       bool
	AgeDays        float64
	DismissedCount int
	HeardOnItem    bool // reported this item before and an admin kept it
}

// trustedReporter: an admin-designated trusted flagger, or a member with a verified
// e-mail, an account older than the set age and no dismissed report. Nobody already heard
// on this item is trusted for it: the admin's decision stands against them.
func trustedReporter(p Policy, f reporterFacts) (bool, string) {
	if f.ID == "" || f.HeardOnItem {
		return false, ""
	}
	if isFlagger(p.TrustedFlaggers, f.ID, f.Email) {
		return true, "trusted_flagger"
	}
	if f.Verified && f.AgeDays >= float64(p.TrustedMinAgeDays) && f.DismissedCount == 0 {
		return true, "trusted_member"
	}
	return false, ""
}

func isFlagger(list []string, id, email string) bool {
	for _, x := range list {
		if x == id || (email != "" && strings.EqualFold(x, email)) {
			return true
		}
	}
	return false
}

// networkOf: the network an address belongs to, /24 for IPv4 and /48 for IPv6 (what one
// subscriber or one small provider usually holds). Not an address: kept as written.
func networkOf(ip string) string {
	a := net.ParseIP(strings.TrimSpace(ip))
	if a == nil {
		return "raw:" + ip
	}
	if v4 := a.To4(); v4 != nil {
		return v4.Mask(net.CIDRMask(24, 32)).String() + "/24"
	}
	return a.Mask(net.CIDRMask(48, 128)).String() + "/48"
}
