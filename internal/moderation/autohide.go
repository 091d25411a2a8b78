package moderation

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// keptStatuses: an admin reviewed the item and kept it; its reports were dismissed.
const keptStatuses = "('dismissed', 'restored')"

// autoHide: whether a severe report just filed on an open video case hides the video now
// (policy.go). reporter is the signed-in member, nil for a visitor. Every query error is
// returned: a failed count never reads as "not enough reports".
func autoHide(tx core.App, p Policy, c *core.Record, itemID string, reporter *core.Record) (bool, map[string]any, error) {
	h, err := heardOn(tx, itemID)
	if err != nil {
		return false, nil, err
	}
	if reporter != nil {
		dismissed, err := dismissedReports(tx, reporter.Id)
		if err != nil {
			return false, nil, err
		}
		facts := reporterFacts{
			ID: reporter.Id, Email: reporter.Email(), Verified: reporter.Verified(),
			AgeDays:        time.Since(reporter.GetDateTime("created").Time()).Hours() / 24,
			DismissedCount: dismissed, HeardOnItem: h.members[reporter.Id],
		}
		if ok, rule := trustedReporter(p, facts); ok {
			return true, map[string]any{"rule": rule, "reporter": reporter.Id}, nil
		}
	}
	reports, err := severeReports(tx, c.Id)
	if err != nil {
		return false, nil, err
	}
	ok, why := quorumReached(p, reports, h)
	why["rule"] = "quorum"
	return ok, why, nil
}

// heardOn: the reporters and networks of the item's kept cases (index (item, status),
// then each case's reports by (case, created)).
func heardOn(tx core.App, itemID string) (heard, error) {
	var rows []severeReport
	err := tx.DB().NewQuery("SELECT DISTINCT r.reporter AS reporter, r.reporter_network AS network FROM moderation_cases k " +
		"JOIN moderation_reports r ON r.`case` = k.id WHERE k.item = {:i} AND k.status IN " + keptStatuses).
		Bind(dbx.Params{"i": itemID}).All(&rows)
	h := heard{members: map[string]bool{}, networks: map[string]bool{}}
	for _, r := range rows {
		if r.Reporter != "" {
			h.members[r.Reporter] = true
		}
		if r.Network != "" {
			h.networks[r.Network] = true
		}
	}
	return h, err
}

// dismissedReports: the member's reports on cases an admin kept (index (reporter, case)).
func dismissedReports(tx core.App, memberID string) (int, error) {
	var n int
	err := tx.DB().NewQuery("SELECT COUNT(*) FROM moderation_reports r JOIN moderation_cases k ON k.id = r.`case` " +
		"WHERE r.reporter = {:u} AND k.status IN " + keptStatuses).Bind(dbx.Params{"u": memberID}).Row(&n)
	return n, err
}

// severeReports: the case's open severe reports, each with whether its member reporter
// had a report dismissed before.
func severeReports(tx core.App, caseID string) ([]severeReport, error) {
	var rows []severeReport
	err := tx.DB().NewQuery("SELECT r.reporter AS reporter, r.reporter_network AS network, " +
		"(r.reporter != '' AND EXISTS (SELECT 1 FROM moderation_reports d JOIN moderation_cases k ON k.id = d.`case` " +
		"WHERE d.reporter = r.reporter AND k.status IN " + keptStatuses + ")) AS dismissed " +
		"FROM moderation_reports r WHERE r.`case` = {:c} AND r.open = 1 AND r.reason IN ('under_18', 'non_consensual')").
		Bind(dbx.Params{"c": caseID}).All(&rows)
	return rows, err
}
