package moderation

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// The audit log as the operator reads it (issue 36 §8): each entry with the NAME of what it
// is about (a video's title, a member's name, a comment's text) beside its id, filtered by
// the actor's name and an action from the list the server offers. One query per page: the
// names come from JOINs on primary keys, and each filter has an index that gives the page
// newest first (idx_audit_log_created, _actor, _action, _target, _actor_name,
// _actor_name_action).

type auditRow struct {
	ID         string `db:"id"`
	Actor      string `db:"actor"`
	ActorName  string `db:"actor_name"`
	Action     string `db:"action"`
	TargetType string `db:"target_type"`
	Target     string `db:"target"`
	Reason     string `db:"reason"`
	Detail     string `db:"detail"`
	Created    string `db:"created"`
	TargetName string `db:"target_name"`
	TargetSlug string `db:"target_slug"`
}

// auditSelect: %s is the WHERE clause ("" for none). As in caseSelect, the page's rows are
// picked by rowid from the filter's index first (a deep page skips index entries, not
// joined rows), then read and joined in that order. target_name is the title, name or text
// of the target while it exists.
const auditSelect = `SELECT a.id, a.actor, a.actor_name, a.action, a.target_type, a.target, a.reason,
  COALESCE(a.detail, '') AS detail, a.created,
  COALESCE(v.title, u.username, substr(m.content, 1, 200), '') AS target_name, COALESCE(v.slug, '') AS target_slug
FROM (SELECT a.rowid AS rid FROM audit_log a %s ORDER BY a.created DESC LIMIT {:limit} OFFSET {:offset}) p
CROSS JOIN audit_log a ON a.rowid = p.rid
LEFT JOIN videos v ON a.target_type IN ('video', 'videos') AND v.id = a.target
LEFT JOIN users u ON a.target_type IN ('user', 'users') AND u.id = a.target
LEFT JOIN comments m ON a.target_type IN ('comment', 'comments') AND m.id = a.target`

func (r auditRow) out() map[string]any {
	var detail any
	if r.Detail != "" {
		_ = json.Unmarshal([]byte(r.Detail), &detail)
	}
	return map[string]any{"id": r.ID, "actor": r.Actor, "actor_name": r.ActorName, "action": r.Action,
		"target_type": r.TargetType, "target": r.Target, "target_name": r.TargetName, "target_slug": r.TargetSlug,
		"reason": r.Reason, "detail": detail, "created": r.Created}
}

// auditFilters: the WHERE clause of GET /admin/audit's query string. actor is a member's
// id, actor_name the name stored with the entry (any letter case), action one action.
func auditFilters(q map[string][]string) (string, dbx.Params, error) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return strings.TrimSpace(v[0])
		}
		return ""
	}
	conds, params := []string{}, dbx.Params{}
	for _, f := range []struct{ name, cond string }{
		{"actor", "a.actor = {:actor}"},
		{"actor_name", "a.actor_name = {:actor_name} COLLATE NOCASE"},
		{"action", "a.action = {:action}"},
		{"target", "a.target = {:target}"},
	} {
		if v := get(f.name); v != "" {
			if len(v) > 200 {
				return "", nil, apierr.BadRequest("filter_invalid", "Invalid filter.")
			}
			conds, params[f.name] = append(conds, f.cond), v
		}
	}
	for _, f := range []struct{ name, op string }{{"from", ">="}, {"to", "<"}} {
		if v := get(f.name); v != "" {
			if _, err := time.Parse("2006-01-02", v); err != nil {
				return "", nil, apierr.BadRequest("date_format_invalid", "Dates are YYYY-MM-DD.")
			}
			conds, params[f.name] = append(conds, "a.created "+f.op+" {:"+f.name+"}"), v
		}
	}
	if len(conds) == 0 {
		return "", params, nil
	}
	return "WHERE " + strings.Join(conds, " AND "), params, nil
}

// GET /admin/audit?actor=&actor_name=&action=&target=&from=&to=&page=: newest first.
func listAuditPage(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	where, params, err := auditFilters(e.Request.URL.Query())
	if err != nil {
		return err
	}
	params["limit"], params["offset"] = page(e)
	rows := []auditRow{}
	if err := e.App.DB().NewQuery(strings.Replace(auditSelect, "%s", where, 1)).Bind(params).All(&rows); err != nil {
		return e.InternalServerError("", err)
	}
	items := make([]map[string]any, 0, len(rows))
	for _, r := range rows {
		items = append(items, r.out())
	}
	return e.JSON(200, map[string]any{"items": items})
}

// distinctActions: the actions the log holds, each found by one index seek on
// idx_audit_log_action (a "loose index scan": one step per distinct action, not per entry).
const distinctActions = `WITH RECURSIVE acts(action) AS (
  SELECT MIN(action) FROM audit_log
  UNION ALL
  SELECT (SELECT MIN(action) FROM audit_log WHERE action > acts.action) FROM acts WHERE acts.action IS NOT NULL
) SELECT action FROM acts WHERE action IS NOT NULL LIMIT 500`

// GET /admin/audit/actions: the list the audit filter offers.
func auditActions(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	rows := []struct {
		Action string `db:"action"`
	}{}
	if err := e.App.DB().NewQuery(distinctActions).All(&rows); err != nil {
		return e.InternalServerError("", err)
	}
	items := make([]string, 0, len(rows))
	for _, r := range rows {
		items = append(items, r.Action)
	}
	return e.JSON(200, map[string]any{"items": items})
}
