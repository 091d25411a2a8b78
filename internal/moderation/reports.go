package moderation

import (
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/textcheck"
)

type reportBody struct {
	ItemType string `json:"item_type"`
	Item     string `json:"item"`
	Reason   string `json:"reason"`
	Details  string `json:"details"`
	// DepictedEmail: a person depicted in the video leaves an address to receive the
	// decision and, through its link, to appeal it (appeals.go). Optional.
	DepictedEmail string `json:"depicted_email"`
}

var errDuplicate = errors.New("duplicate")

// POST /api/reelhouse/reports: a visitor or member reports a video or a comment. The
// answer never names the case's other reporters, nor the reporter to anyone but admins.
func report(e *core.RequestEvent) error {
	var b reportBody
	if err := e.BindBody(&b); err != nil {
		return apierr.BadRequest("report_invalid", "Invalid report.")
	}
	b.Details = strings.TrimSpace(b.Details)
	if b.ItemType != "video" && b.ItemType != "comment" {
		return apierr.BadRequest("report_target_required", "Choose a video or a comment to report.")
	}
	if _, ok := severity[b.Reason]; !ok {
		return apierr.BadRequest("report_reason_required", "Choose a reason.")
	}
	if len(b.Details) > 2000 {
		return apierr.BadRequest("report_details_too_long", "The details can have at most 2000 characters.")
	}
	// Optional, but when given they must show something (not only NUL, bidi or zero-width
	// characters, which would reach a moderator's screen as an empty or reordered line).
	if !optionalVisible(b.Details) {
		return textcheck.Refusal("details")
	}
	b.DepictedEmail = strings.ToLower(strings.TrimSpace(b.DepictedEmail))
	if b.DepictedEmail != "" {
		if b.Reason != "under_18" && b.Reason != "non_consensual" && b.Reason != "depicted_no_consent" {
			return apierr.BadRequest("report_depicted_email_reason", "An address for a depicted person goes with a report of a minor or of missing consent.")
		}
		if len(b.DepictedEmail) > 200 || !emailRe.MatchString(b.DepictedEmail) {
			return apierr.BadRequest("report_depicted_email_invalid", "Enter a valid e-mail address.")
		}
	}
	if b.Item == "" || len(b.Item) > 50 {
		return apierr.BadRequest("report_item_unknown", "Unknown item.")
	}
	item, creator, err := findItem(e.App, b.ItemType, b.Item)
	if errors.Is(err, sql.ErrNoRows) {
		return apierr.NotFound("report_item_not_found", "This item does not exist.")
	}
	if err != nil {
		return failed(e, "finding the reported item", err)
	}
	policy, err := loadPolicy(e.App)
	if err != nil {
		return failed(e, "reading the moderation settings", err)
	}
	key, err := reportKey(e.App)
	if err != nil {
		return failed(e, "reading the report key", err)
	}
	ip := e.RealIP()
	network := keyedHash(key, "report-net:", networkOf(ip))
	reporter, ipHash := access.SiteUser(e), ""
	reporterID := ""
	if reporter != nil {
		reporterID = reporter.Id
	} else {
		ipHash = keyedHash(key, "report:", ip)
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		c, err := openCase(tx, b.ItemType, item.Id, creator, "report")
		if err != nil {
			return err
		}
		dup, err := tx.CountRecords("moderation_reports", dbx.HashExp{"case": c.Id, "reporter": reporterID, "reporter_ip": ipHash, "open": true})
		if err != nil {
			return err
		}
		if dup > 0 {
			return errDuplicate
		}
		r := core.NewRecord(mustCol(tx, "moderation_reports"))
		r.Set("case", c.Id)
		r.Set("reason", b.Reason)
		r.Set("details", b.Details)
		r.Set("reporter", reporterID)
		r.Set("reporter_ip", ipHash)
		r.Set("reporter_network", network)
		r.Set("open", true)
		r.Set("depicted_email", b.DepictedEmail)
		if err := tx.SaveNoValidate(r); err != nil {
			return err
		}
		if err := recount(tx, c); err != nil {
			return err
		}
		// Every report queues (severe ones at the top, by severity); only a severe report
		// on a video that is still up can hide it, and only as the policy allows.
		if b.ItemType != "video" || c.GetString("status") != "open" || !severe(b.Reason) {
			return tx.SaveNoValidate(c)
		}
		hide, why, err := autoHide(tx, policy, c, item.Id, reporter)
		if err != nil {
			return err
		}
		if !hide {
			return tx.SaveNoValidate(c)
		}
		c.Set("status", "hidden")
		if err := tx.SaveNoValidate(c); err != nil {
			return err
		}
		// The video as it is now (not the copy read before the transaction, which would
		// undo an edit saved meanwhile).
		video, err := tx.FindRecordById("videos", item.Id)
		if err != nil {
			return err
		}
		if err := setModeration(tx, video, "hidden"); err != nil {
			return err
		}
		why["case"] = c.Id
		return Audit(tx, System, "case.auto_hide", "video", item.Id, "A report of "+b.Reason+" hid the video ("+why["rule"].(string)+").", why)
	})
	if errors.Is(err, errDuplicate) {
		return e.JSON(409, map[string]any{"status": 409, "message": "You have already reported this. We will review it.", "data": map[string]any{}})
	}
	if err != nil {
		return failed(e, "filing a report", err)
	}
	return e.JSON(201, map[string]any{"ok": true, "message": "Thank you. Your report was received and will be reviewed."})
}

// findItem: the reported record and the member responsible for it (a video's creator, a
// comment's author).
func findItem(app core.App, itemType, id string) (*core.Record, string, error) {
	if itemType == "video" {
		v, err := app.FindRecordById("videos", id)
		if err != nil {
			return nil, "", err
		}
		return v, v.GetString("creator"), nil
	}
	c, err := app.FindRecordById("comments", id)
	if err != nil {
		return nil, "", err
	}
	return c, c.GetString("user"), nil
}

// openCase: the item's undecided case, or a new one.
func openCase(tx core.App, itemType, item, creator, source string) (*core.Record, error) {
	c, err := tx.FindFirstRecordByFilter("moderation_cases", "item = {:i} && (status = 'open' || status = 'hidden')", dbx.Params{"i": item})
	if err == nil {
		return c, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	c = core.NewRecord(mustCol(tx, "moderation_cases"))
	c.Set("item_type", itemType)
	c.Set("item", item)
	c.Set("creator", creator)
	c.Set("source", source)
	c.Set("status", "open")
	c.Set("reference", reference())
	return c, tx.SaveNoValidate(c)
}

// recount derives the case's counts and most severe reason from its open reports.
func recount(tx core.App, c *core.Record) error {
	type row struct {
		Reason  string `db:"reason"`
		Member  int    `db:"m"`
		Visitor int    `db:"v"`
	}
	var rows []row
	err := tx.DB().NewQuery(`SELECT reason, SUM(reporter != '') AS m, SUM(reporter = '') AS v FROM moderation_reports
		WHERE ` + "`case`" + ` = {:c} AND open = 1 GROUP BY reason`).Bind(dbx.Params{"c": c.Id}).All(&rows)
	if err != nil {
		return err
	}
	m, v, top := 0, 0, ""
	for _, r := range rows {
		m += r.Member
		v += r.Visitor
		if severity[r.Reason] > severity[top] {
			top = r.Reason
		}
	}
	c.Set("member_reports", m)
	c.Set("visitor_reports", v)
	c.Set("report_count", m+v)
	c.Set("top_reason", top)
	c.Set("severity", severity[top])
	return nil
}

// reportKey: the server's secret that keys the hashes of reporters' addresses and networks
// (an unkeyed hash of an IPv4 address is reversed by trying all of them).
func reportKey(app core.App) (string, error) {
	var key string
	err := app.DB().NewQuery("SELECT value FROM secrets WHERE key = 'playback_signing_key'").Row(&key)
	if err == nil && key == "" {
		err = errors.New("the secret playback_signing_key is empty")
	}
	return key, err
}

// keyedHash: visitors are counted by a keyed hash of their address, every reporter by one
// of their network, never the address itself.
func keyedHash(key, purpose, value string) string {
	m := hmac.New(sha256.New, []byte(purpose+key))
	m.Write([]byte(value))
	return hex.EncodeToString(m.Sum(nil))[:40]
}

func reference() string {
	return "RH-" + strings.ToUpper(security.RandomStringWithAlphabet(8, "abcdefghjkmnpqrstuvwxyz23456789"))
}

func mustCol(tx core.App, name string) *core.Collection {
	c, err := tx.FindCachedCollectionByNameOrId(name)
	if err != nil {
		panic(err)
	}
	return c
}
