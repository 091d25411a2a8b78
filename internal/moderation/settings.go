package moderation

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// The moderation settings: one private row per key in `settings` (public = false; the
// trusted-flagger list names members), read and written by admins through
// GET/PUT /api/reelhouse/admin/moderation/settings. A write of one of these keys through
// the record API is validated the same way (validateSettingRecord).

var settingKeys = []string{"moderation_hide_members", "moderation_hide_networks", "moderation_hide_visitors",
	"moderation_trusted_min_age_days", "moderation_trusted_flaggers", "review_new_uploads",
	"moderation_due_severe_hours", "moderation_due_business_days"}

func isSettingKey(k string) bool {
	for _, s := range settingKeys {
		if s == k {
			return true
		}
	}
	return false
}

// loadPolicy reads every moderation setting in one query; a missing key keeps its
// default, a failed read is an error (never a silent default on the safety path).
func loadPolicy(app core.App) (Policy, error) {
	var rows []struct {
		Key   string `db:"key"`
		Value string `db:"value"`
	}
	err := app.DB().NewQuery("SELECT key, value FROM settings WHERE key IN ('moderation_hide_members', 'moderation_hide_networks', " +
		"'moderation_hide_visitors', 'moderation_trusted_min_age_days', 'moderation_trusted_flaggers', 'review_new_uploads', " +
		"'moderation_due_severe_hours', 'moderation_due_business_days')").All(&rows)
	if err != nil {
		return Policy{}, err
	}
	// Each stored value on its own: one refused (stored before validation existed, or
	// straight in SQLite) keeps that key's default instead of failing every report.
	p := DefaultPolicy
	for _, r := range rows {
		if q, bad := applySettings(p, map[string]json.RawMessage{r.Key: json.RawMessage(r.Value)}); bad == nil {
			p = q
		}
	}
	if checkPolicy(p) != nil {
		p.HideNetworks = max(2, p.HideMembers)
	}
	return p, nil
}

// settingError names the key a value was refused for (the panel marks that field).
type settingError struct {
	Key, Message string
}

var (
	memberIDRe = regexp.MustCompile(`^[a-z0-9]{15}$`)
	emailRe    = regexp.MustCompile(`^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$`)
)

// numberSettings: the settings that are one whole number in a range, and where it goes.
var numberSettings = map[string]struct {
	lo, hi  int
	refusal string
	field   func(*Policy) *int
}{
	"moderation_hide_networks": {2, 1000, "Must be a whole number from 2 to 1000: one network never hides anything by itself.",
		func(p *Policy) *int { return &p.HideNetworks }},
	"moderation_trusted_min_age_days": {0, 3650, "Must be a whole number of days from 0 to 3650.",
		func(p *Policy) *int { return &p.TrustedMinAgeDays }},
	"moderation_due_severe_hours": {1, 48, "Must be a whole number of hours from 1 to 48: the law allows no more than 48.",
		func(p *Policy) *int { return &p.DueSevereHours }},
	"moderation_due_business_days": {1, 7, "Must be a whole number of business days from 1 to 7: the card networks allow no more than 7.",
		func(p *Policy) *int { return &p.DueBusinessDays }},
}

// applySettings: the policy with the given keys changed, each checked. Pure (the trusted
// flaggers' existence is checked by the route). Rules and why: docs/moderation-policy.md.
func applySettings(p Policy, in map[string]json.RawMessage) (Policy, *settingError) {
	for key, raw := range in {
		if !isSettingKey(key) {
			return p, &settingError{key, "Unknown setting."}
		}
		if r, ok := numberSettings[key]; ok {
			n, ok := wholeNumber(raw, r.lo, r.hi)
			if !ok {
				return p, &settingError{key, r.refusal}
			}
			*r.field(&p) = n
			continue
		}
		switch key {
		case "moderation_hide_members", "moderation_hide_visitors":
			n, ok := wholeNumber(raw, 0, 1000)
			if !ok || n == 1 {
				return p, &settingError{key, "Must be 0 (never) or a whole number from 2 to 1000: one report never hides anything by itself."}
			}
			if key == "moderation_hide_members" {
				p.HideMembers = n
			} else {
				p.HideVisitors = n
			}
		case "moderation_trusted_flaggers":
			list, msg := flaggerList(raw)
			if msg != "" {
				return p, &settingError{key, msg}
			}
			p.TrustedFlaggers = list
		case "review_new_uploads":
			var mode string
			if json.Unmarshal(raw, &mode) != nil || (mode != "new_creators" && mode != "all" && mode != "off") {
				return p, &settingError{key, "Must be new_creators, all or off."}
			}
			p.ReviewNewUploads = mode
		}
	}
	return p, nil
}

// checkPolicy: the rules across keys, once every key is applied.
func checkPolicy(p Policy) *settingError {
	if p.HideMembers > 0 && p.HideNetworks > p.HideMembers {
		return &settingError{"moderation_hide_networks", "Cannot be more than the members needed: each member reports from one network."}
	}
	return nil
}

func wholeNumber(raw json.RawMessage, lo, hi int) (int, bool) {
	var f float64
	if json.Unmarshal(raw, &f) != nil || f != float64(int(f)) || f < float64(lo) || f > float64(hi) {
		return 0, false
	}
	return int(f), true
}

// flaggerList: member ids or e-mails, trimmed, e-mails lower-cased, duplicates dropped.
func flaggerList(raw json.RawMessage) ([]string, string) {
	var in []string
	if json.Unmarshal(raw, &in) != nil {
		return nil, "Must be a list of member ids or e-mail addresses."
	}
	if len(in) > 200 {
		return nil, "At most 200 trusted flaggers."
	}
	out := []string{}
	seen := map[string]bool{}
	for _, s := range in {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if strings.Contains(s, "@") {
			s = strings.ToLower(s)
			if len(s) > 200 || !emailRe.MatchString(s) {
				return nil, fmt.Sprintf("%q is not a member id or an e-mail address.", s)
			}
		} else if !memberIDRe.MatchString(s) {
			return nil, fmt.Sprintf("%q is not a member id or an e-mail address.", s)
		}
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out, ""
}

func (p Policy) values() map[string]any {
	return map[string]any{
		"moderation_hide_members": p.HideMembers, "moderation_hide_networks": p.HideNetworks,
		"moderation_hide_visitors": p.HideVisitors, "moderation_trusted_min_age_days": p.TrustedMinAgeDays,
		"moderation_trusted_flaggers": p.TrustedFlaggers, "review_new_uploads": p.ReviewNewUploads,
		"moderation_due_severe_hours": p.DueSevereHours, "moderation_due_business_days": p.DueBusinessDays,
	}
}

// unknownFlaggers: the entries of the list that name no member (a typo would otherwise
// trust nobody, silently).
func unknownFlaggers(app core.App, list []string) ([]string, error) {
	missing := []string{}
	for _, s := range list {
		field := "id"
		if strings.Contains(s, "@") {
			field = "email"
		}
		var n int
		err := app.DB().NewQuery("SELECT COUNT(*) FROM users WHERE " + field + " = {:v} COLLATE NOCASE").Bind(dbx.Params{"v": s}).Row(&n)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			missing = append(missing, s)
		}
	}
	return missing, nil
}

// settingLabels: the admin panel's English labels, so a refusal names the field as shown.
var settingLabels = map[string]string{
	"moderation_hide_members":         "Members who must agree",
	"moderation_hide_networks":        "Networks they must come from",
	"moderation_hide_visitors":        "Visitor networks that must agree",
	"moderation_trusted_min_age_days": "Account age before a member is trusted (days)",
	"moderation_trusted_flaggers":     "Trusted flaggers",
	"review_new_uploads":              "Review of new uploads",
	"moderation_due_severe_hours":     "Hours to decide a report of a minor or of non-consent",
	"moderation_due_business_days":    "Business days to decide any other report",
}

func settingRefusal(se *settingError) error {
	label := settingLabels[se.Key]
	if label == "" {
		label = se.Key
	}
	return apierr.WithFields(400, "moderation_setting_invalid", label+": "+se.Message,
		map[string]any{se.Key: map[string]any{"code": "moderation_setting_invalid", "message": se.Message}})
}

// checkedPolicy: cur with the keys of in changed, every rule checked, trusted flaggers
// that name a member; a refusal is a 400 naming the key.
func checkedPolicy(app core.App, cur Policy, in map[string]json.RawMessage) (Policy, error) {
	p, bad := applySettings(cur, in)
	if bad == nil {
		bad = checkPolicy(p)
	}
	if bad != nil {
		return p, settingRefusal(bad)
	}
	if _, ok := in["moderation_trusted_flaggers"]; ok {
		missing, err := unknownFlaggers(app, p.TrustedFlaggers)
		if err != nil {
			return p, err
		}
		if len(missing) > 0 {
			return p, settingRefusal(&settingError{"moderation_trusted_flaggers", "No member has the id or e-mail " + strings.Join(missing, ", ") + "."})
		}
	}
	return p, nil
}

// GET /admin/moderation/settings: every moderation setting, defaults filled in.
func getSettings(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	p, err := loadPolicy(e.App)
	if err != nil {
		return failed(e, "reading the moderation settings", err)
	}
	return e.JSON(200, p.values())
}

// PUT /admin/moderation/settings {key: value, …}: changes the given keys, each validated,
// in one transaction with its audit entry.
func putSettings(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	var in map[string]json.RawMessage
	if err := e.BindBody(&in); err != nil || len(in) == 0 {
		return apierr.BadRequest("invalid_request", "Invalid request.")
	}
	cur, err := loadPolicy(e.App)
	if err != nil {
		return failed(e, "reading the moderation settings", err)
	}
	p, err := checkedPolicy(e.App, cur, in)
	if err != nil {
		return failed(e, "checking the moderation settings", err)
	}
	vals := p.values()
	err = e.App.RunInTransaction(func(tx core.App) error {
		for key := range in {
			row, err := tx.FindFirstRecordByData("settings", "key", key)
			if err != nil {
				row = core.NewRecord(mustCol(tx, "settings"))
				row.Set("key", key)
			}
			row.Set("public", false)
			row.Set("value", vals[key])
			if err := tx.SaveNoValidate(row); err != nil {
				return err
			}
		}
		keys := make([]string, 0, len(in))
		for k := range in {
			keys = append(keys, k)
		}
		return Audit(tx, ActorOf(e), "settings.update", "settings", "moderation", "", map[string]any{"keys": keys})
	})
	if err != nil {
		return failed(e, "saving the moderation settings", err)
	}
	return e.JSON(200, vals)
}

// validateSettingRecord: a moderation key written through the record API (the admin
// dashboard, a script) passes the same rules as the route.
func validateSettingRecord(e *core.RecordRequestEvent) error {
	key := e.Record.GetString("key")
	if !isSettingKey(key) {
		return e.Next()
	}
	cur, err := loadPolicy(e.App)
	if err != nil {
		return failed(e.RequestEvent, "reading the moderation settings", err)
	}
	raw, err := json.Marshal(e.Record.Get("value"))
	if err != nil {
		return apierr.BadRequest("invalid_request", "Invalid request.")
	}
	p, err := checkedPolicy(e.App, cur, map[string]json.RawMessage{key: raw})
	if err != nil {
		return failed(e.RequestEvent, "checking a moderation setting", err)
	}
	e.Record.Set("value", p.values()[key])
	e.Record.Set("public", false)
	return e.Next()
}
