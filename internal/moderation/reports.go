package moderation

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

type reportBody struct {
	ItemType string `json:"item_type"`
	Item     string `json:"item"`
	Reason   string `json:"reason"`
	Details  string `json:"details"`
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
	if b.Item == "" || len(b.Item) > 50 {
		return apierr.BadRequest("report_item_unknown", "Unknown item.")
	}
	item, creator, err := findItem(e.App, b.ItemType, b.Item)
	if err != nil {
		return apierr.NotFound("report_item_not_found", "This item does not exist.")
	}
	reporter, ipHash := "", ""
	if u := access.SiteUser(e); u != nil {
		reporter = u.Id
	} else {
		ipHash = hashIP(e.App, e.RealIP())
	}
	memberT, visitorT := thresholds(e.App)
	err = e.App.RunInTransaction(func(tx core.App) error {
		c, err := openCase(tx, b.ItemType, item.Id, creator, "report")
		if err != nil {
			return err
		}
		dup, _ := tx.CountRecords("moderation_reports", dbx.HashExp{"case": c.Id, "reporter": reporter, "reporter_ip": ipHash, "open": true})
		if dup > 0 {
			return errDuplicate
		}
		r := core.NewRecord(mustCol(tx, "moderation_reports"))
		r.Set("case", c.Id)
		r.Set("reason", b.Reason)
		r.Set("details", b.Details)
		r.Set("reporter", reporter)
		r.Set("reporter_ip", ipHash)
		r.Set("open", true)
		if err := tx.SaveNoValidate(r); err != nil {
			return err
		}
		if err := recount(tx, c); err != nil {
			return err
		}
		if b.ItemType != "video" || c.GetString("status") != "open" {
			return tx.SaveNoValidate(c)
		}
		ms, vs := severeCounts(tx, c.Id)
		if !shouldHide(ms, vs, memberT, visitorT) {
			return tx.SaveNoValidate(c)
		}
		c.Set("status", "hidden")
		if err := tx.SaveNoValidate(c); err != nil {
			return err
		}
		if err := setModeration(tx, item, "hidden"); err != nil {
			return err
		}
		return Audit(tx, System, "case.auto_hide", "video", item.Id, "Reports of "+b.Reason+" reached the threshold.",
			map[string]any{"case": c.Id, "member_reports": ms, "visitor_reports": vs})
	})
	if errors.Is(err, errDuplicate) {
		return e.JSON(409, map[string]any{"status": 409, "message": "You have already reported this. We will review it.", "data": map[string]any{}})
	}
	if err != nil {
		return e.InternalServerError("", err)
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

func severeCounts(tx core.App, caseID string) (member, visitor int) {
	_ = tx.DB().NewQuery(`SELECT COALESCE(SUM(reporter != ''), 0), COALESCE(SUM(reporter = ''), 0) FROM moderation_reports
		WHERE `+"`case`"+` = {:c} AND open = 1 AND reason IN ('under_18', 'non_consensual')`).Bind(dbx.Params{"c": caseID}).Row(&member, &visitor)
	return
}

// thresholds: settings moderation_hide_members / moderation_hide_visitors (default 1 and 3).
func thresholds(app core.App) (member, visitor int) {
	return settingInt(app, "moderation_hide_members", 1), settingInt(app, "moderation_hide_visitors", 3)
}

func settingInt(app core.App, key string, def int) int {
	r, err := app.FindFirstRecordByData("settings", "key", key)
	if err != nil {
		return def
	}
	var n float64
	if err := r.UnmarshalJSONField("value", &n); err != nil || n < 0 {
		return def
	}
	return int(n)
}

// hashIP: visitors are counted by a keyed hash of their address, never the address itself.
func hashIP(app core.App, ip string) string {
	var key string
	_ = app.DB().NewQuery("SELECT value FROM secrets WHERE key = 'playback_signing_key'").Row(&key)
	m := hmac.New(sha256.New, []byte("report:"+key))
	m.Write([]byte(ip))
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
