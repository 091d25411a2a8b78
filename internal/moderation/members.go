package moderation

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// The Members tab (issue 36 §8): find a member by name or e-mail, see what moderation knows
// of them and act on them (the warn/suspend/unsuspend routes of actions.go). Members can be
// millions: a search is a PREFIX of the username (idx_users_username) or, when it holds an
// "@", of the lower-cased e-mail (idx_users_email_lower), read in that index's order and
// paged in SQL; never a LIKE '%…%' over the table.

type memberRow struct {
	ID        string `db:"id"`
	Username  string `db:"username"`
	Email     string `db:"email"`
	Verified  bool   `db:"verified"`
	Suspended bool   `db:"suspended"`
	Roles     string `db:"roles"`
	Created   string `db:"created"`
}

const memberColumns = "id, username, email, verified, suspended, COALESCE(roles, '[]') AS roles, created"

func (m memberRow) out() map[string]any {
	return map[string]any{"id": m.ID, "username": m.Username, "email": m.Email, "verified": m.Verified,
		"suspended": m.Suspended, "roles": jsonList(m.Roles), "created": m.Created}
}

// upTo: the exclusive upper bound of a prefix range (every string that starts with p sorts
// below it; U+10FFFF is the last code point).
func upTo(p string) string { return p + "\U0010FFFF" }

// memberSearch: the query of one page of GET /admin/members.
func memberSearch(q string) (string, dbx.Params) {
	q = strings.ToLower(strings.TrimSpace(q))
	switch {
	case q == "":
		return "SELECT " + memberColumns + " FROM users ORDER BY username LIMIT {:limit} OFFSET {:offset}", dbx.Params{}
	case strings.Contains(q, "@"):
		return "SELECT " + memberColumns + " FROM users WHERE email != '' AND lower(email) >= {:lo} AND lower(email) < {:hi} " +
			"ORDER BY lower(email) LIMIT {:limit} OFFSET {:offset}", dbx.Params{"lo": q, "hi": upTo(q)}
	default:
		return "SELECT " + memberColumns + " FROM users WHERE username >= {:lo} AND username < {:hi} " +
			"ORDER BY username LIMIT {:limit} OFFSET {:offset}", dbx.Params{"lo": q, "hi": upTo(q)}
	}
}

// GET /admin/members?q=&page=&perPage=: members whose username (or, with an "@", e-mail)
// starts with q; every member by name without q.
func listMembers(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	q := e.Request.URL.Query().Get("q")
	if len(q) > 200 {
		return apierr.BadRequest("member_search_too_long", "Search with at most 200 characters.")
	}
	sql, params := memberSearch(q)
	params["limit"], params["offset"] = page(e)
	rows := []memberRow{}
	if err := e.App.DB().NewQuery(sql).Bind(params).All(&rows); err != nil {
		return e.InternalServerError("", err)
	}
	items := make([]map[string]any, 0, len(rows))
	for _, r := range rows {
		items = append(items, r.out())
	}
	return e.JSON(200, map[string]any{"items": items})
}

// memberListLimit: how many of a member's reports, cases and notices the tab shows (the
// newest; each list reads its index in order).
const memberListLimit = 50

// GET /admin/members/{id}: the member, the reports they filed, the cases about their
// videos and comments, and the moderators' notices to them (warnings, suspensions: the
// audit entries about them).
func memberDetail(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	id := e.Request.PathValue("id")
	if id == "" || len(id) > 50 {
		return apierr.NotFound("member_not_found", "Unknown member.")
	}
	var m memberRow
	if err := e.App.DB().NewQuery("SELECT " + memberColumns + " FROM users WHERE id = {:id}").Bind(dbx.Params{"id": id}).One(&m); err != nil {
		return apierr.NotFound("member_not_found", "Unknown member.")
	}
	reports := []struct {
		ID       string `db:"id"`
		Case     string `db:"case"`
		Reason   string `db:"reason"`
		Details  string `db:"details"`
		Open     bool   `db:"open"`
		Created  string `db:"created"`
		ItemType string `db:"item_type"`
		Item     string `db:"item"`
		Status   string `db:"status"`
		Title    string `db:"title"`
	}{}
	err := e.App.DB().NewQuery(`SELECT r.id, r.` + "`case`" + `, r.reason, r.details, r.open, r.created,
  COALESCE(c.item_type, '') AS item_type, COALESCE(c.item, '') AS item, COALESCE(c.status, '') AS status,
  COALESCE(v.title, substr(m.content, 1, 200), '') AS title
FROM moderation_reports r INDEXED BY idx_moderation_reports_reporter_created
LEFT JOIN moderation_cases c ON c.id = r.` + "`case`" + `
LEFT JOIN videos v ON c.item_type = 'video' AND v.id = c.item
LEFT JOIN comments m ON c.item_type = 'comment' AND m.id = c.item
WHERE r.reporter = {:id} ORDER BY r.created DESC LIMIT {:n}`).Bind(dbx.Params{"id": m.ID, "n": memberListLimit}).All(&reports)
	if err != nil {
		return e.InternalServerError("", err)
	}
	reportsOut := make([]map[string]any, 0, len(reports))
	for _, r := range reports {
		reportsOut = append(reportsOut, map[string]any{"id": r.ID, "case": r.Case, "reason": r.Reason, "details": r.Details,
			"open": r.Open, "created": r.Created, "item_type": r.ItemType, "item": r.Item, "status": r.Status, "title": r.Title})
	}
	cases, err := queryCases(e.App, "", "c.creator = {:creator}", "c.created DESC", dbx.Params{"creator": m.ID}, memberListLimit, 0)
	if err != nil {
		return e.InternalServerError("", err)
	}
	notices := []auditRow{}
	err = e.App.DB().NewQuery(strings.Replace(auditSelect, "%s", "WHERE a.target = {:id} AND a.target_type IN ('user', 'users')", 1)).
		Bind(dbx.Params{"id": m.ID, "limit": memberListLimit, "offset": 0}).All(&notices)
	if err != nil {
		return e.InternalServerError("", err)
	}
	noticesOut := make([]map[string]any, 0, len(notices))
	for _, n := range notices {
		noticesOut = append(noticesOut, n.out())
	}
	out := m.out()
	out["reports"], out["cases"], out["notices"] = reportsOut, caseRowsOut(cases), noticesOut
	return e.JSON(200, out)
}

// jsonList: a JSON array column as strings ([] for anything else).
func jsonList(raw string) []string {
	out := []string{}
	_ = json.Unmarshal([]byte(raw), &out)
	return out
}
