package moderation

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// A page of cases in ONE query (issue 36 §7): the video's title, the comment's text, its
// author and the video it is on, and the creator's name come from JOINs on primary keys
// instead of up to three lookups per row, and each queue reads its own partial index
// (pb_migrations/17900004_moderation_operator_indexes.js) in the page's order.

// caseRow: one row of caseSelect.
type caseRow struct {
	ID               string `db:"id"`
	Reference        string `db:"reference"`
	ItemType         string `db:"item_type"`
	Item             string `db:"item"`
	Source           string `db:"source"`
	Status           string `db:"status"`
	Severity         int    `db:"severity"`
	TopReason        string `db:"top_reason"`
	ReportCount      int    `db:"report_count"`
	DecisionReason   string `db:"decision_reason"`
	CounterStatement string `db:"counter_statement"`
	CounterAt        string `db:"counter_at"`
	Created          string `db:"created"`
	Updated          string `db:"updated"`
	Creator          string `db:"creator"`
	Notice           string `db:"notice"`
	VideoTitle       string `db:"video_title"`
	VideoSlug        string `db:"video_slug"`
	CommentText      string `db:"comment_text"`
	CommentVideo     string `db:"comment_video_title"`
	CommentVideoSlug string `db:"comment_video_slug"`
	CreatorName      string `db:"creator_name"`
	CreatorSuspended bool   `db:"creator_suspended"`
	DueAt            string `db:"due_at"`
	DecidedAt        string `db:"decided_at"`
	DecidedBy        string `db:"decided_by"`
	Statement        string `db:"statement"`
	AppealStatus     string `db:"appeal_status"`
	AppealBy         string `db:"appeal_by"`
	AppealAt         string `db:"appeal_at"`
	AppealStatement  string `db:"appeal_statement"`
	AppealOf         string `db:"appeal_of"`
	AppealDecidedBy  string `db:"appeal_decided_by"`
	AppealDecidedAt  string `db:"appeal_decided_at"`
	AppealReason     string `db:"appeal_reason"`
}

// caseSelect: the columns and JOINs of a case page. The page's rows are picked first by
// rowid alone (%s: the index hint, the filter and the order), from the index without
// touching the table or the JOINs, so a deep page (OFFSET 3,000) skips index entries, not
// joined rows; then only those rows are read and joined. The CROSS JOIN keeps the picked
// rows the outer loop, so they come out in the subquery's order (no second sort).
const caseSelect = `SELECT c.id, c.reference, c.item_type, c.item, c.source, c.status, c.severity, c.top_reason,
  c.report_count, c.decision_reason, c.counter_statement, c.counter_at, c.created, c.updated, c.creator,
  COALESCE(c.notice, '') AS notice,
  COALESCE(v.title, '') AS video_title, COALESCE(v.slug, '') AS video_slug,
  COALESCE(m.content, '') AS comment_text, COALESCE(mv.title, '') AS comment_video_title, COALESCE(mv.slug, '') AS comment_video_slug,
  COALESCE(u.username, '') AS creator_name, COALESCE(u.suspended, 0) AS creator_suspended,
  c.due_at, c.decided_at, c.decided_by, COALESCE(c.statement, '') AS statement, c.appeal_status, c.appeal_by, c.appeal_at,
  c.appeal_statement, c.appeal_of, c.appeal_decided_by, c.appeal_decided_at, c.appeal_reason
FROM (SELECT c.rowid AS rid FROM moderation_cases c %s WHERE %s ORDER BY %s LIMIT {:limit} OFFSET {:offset}) p
CROSS JOIN moderation_cases c ON c.rowid = p.rid
LEFT JOIN videos v ON c.item_type = 'video' AND v.id = c.item
LEFT JOIN comments m ON c.item_type = 'comment' AND m.id = c.item
LEFT JOIN videos mv ON mv.id = m.video
LEFT JOIN users u ON u.id = c.creator AND c.creator != ''`

// The queues: their filter, order and the partial index that holds them in that order.
const (
	openFilter    = "(c.status = 'open' OR c.status = 'hidden')"
	openOrder     = "c.due_at, c.severity DESC, c.created" // most urgent first, severe first on ties (due.go)
	openIndex     = "INDEXED BY idx_moderation_cases_open_due"
	appealsFilter = "c.appeal_status = 'pending'"
	appealsOrder  = "c.appeal_at"
	appealsIndex  = "INDEXED BY idx_moderation_cases_appeals"
	decidedFilter = "c.status != 'open' AND c.status != 'hidden'"
	decidedOrder  = "c.updated DESC"
	decidedIndex  = "INDEXED BY idx_moderation_cases_decided"
)

// queryCases runs one page; index is an INDEXED BY hint or "" (where another index, the
// item's or the creator's, narrows the rows first).
func queryCases(app core.App, index, filter, order string, params dbx.Params, limit, offset int) ([]caseRow, error) {
	params["limit"], params["offset"] = limit, offset
	sql := fmt.Sprintf(caseSelect, index, filter, order)
	rows := []caseRow{}
	err := app.DB().NewQuery(sql).Bind(params).All(&rows)
	return rows, err
}

// out: the case as the API shows it (caseOut's fields, plus the comment's text, author and
// video for a comment case). Admins only: it carries the notice's contact details.
func (r caseRow) out() map[string]any {
	o := map[string]any{
		"id": r.ID, "reference": r.Reference, "item_type": r.ItemType, "item": r.Item, "source": r.Source,
		"status": r.Status, "severity": r.Severity, "top_reason": r.TopReason, "report_count": r.ReportCount,
		"decision_reason": r.DecisionReason, "counter_statement": r.CounterStatement, "counter_at": r.CounterAt,
		"created": r.Created, "updated": r.Updated, "creator": r.Creator,
	}
	o["oldest_report_at"], o["age_seconds"] = queueAge(r.Created)
	deadlineFields(o, r.Status, r.DueAt, time.Now())
	o["decided_at"], o["decided_by"], o["statement"] = r.DecidedAt, r.DecidedBy, jsonOrNil(r.Statement)
	o["appeal_status"], o["appeal_by"], o["appeal_at"], o["appeal_statement"] = r.AppealStatus, appellantKindOrEmpty(r.AppealBy), r.AppealAt, r.AppealStatement
	o["appeal_of"], o["appeal_decided_by"], o["appeal_decided_at"], o["appeal_reason"] = r.AppealOf, r.AppealDecidedBy, r.AppealDecidedAt, r.AppealReason
	if r.ItemType == "video" && r.VideoSlug != "" {
		o["title"], o["slug"] = r.VideoTitle, r.VideoSlug
	}
	if r.ItemType == "comment" && r.CommentText != "" {
		// The comment is gone once removed: then it has no text, and the PWA says so.
		o["title"], o["comment_text"] = r.CommentText, r.CommentText
		o["comment_video_title"], o["comment_video_slug"] = r.CommentVideo, r.CommentVideoSlug
	}
	if r.CreatorName != "" {
		o["creator_name"], o["creator_suspended"] = r.CreatorName, r.CreatorSuspended
		if r.ItemType == "comment" {
			o["comment_author"] = r.CreatorName // a comment case's creator is the comment's author
		}
	}
	var notice any
	if r.Notice != "" && r.Notice != "null" && json.Unmarshal([]byte(r.Notice), &notice) == nil {
		o["notice"] = notice
	} else {
		o["notice"] = nil
	}
	return o
}

func caseRowsOut(rows []caseRow) []map[string]any {
	out := make([]map[string]any, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.out())
	}
	return out
}

// GET /admin/cases?status=open|decided[&item=<id>]: the queue, most severe reason and most
// reporters first (decided: last decided first); item narrows it to one video's or
// comment's cases (the link from an item).
func listCasesPage(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	limit, offset := page(e)
	index, filter, order := openIndex, openFilter, openOrder
	switch e.Request.URL.Query().Get("status") {
	case "decided":
		index, filter, order = decidedIndex, decidedFilter, decidedOrder
	case "appeals":
		index, filter, order = appealsIndex, appealsFilter, appealsOrder
	}
	params := dbx.Params{}
	if item := e.Request.URL.Query().Get("item"); item != "" {
		if len(item) > 50 {
			return apierr.BadRequest("filter_invalid", "Invalid filter.")
		}
		index, filter, params["item"] = "", filter+" AND c.item = {:item}", item // a handful of cases: the item's index
	}
	rows, err := queryCases(e.App, index, filter, order, params, limit, offset)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(200, map[string]any{"items": caseRowsOut(rows)})
}

// deadlineFields: a waiting case's due time, the seconds left (negative: overdue by that
// much) and whether it is overdue, for the queue's "time left" column.
func deadlineFields(o map[string]any, status, due string, now time.Time) {
	o["due_at"] = due
	if status != "open" && status != "hidden" {
		return
	}
	if left, ok := timeLeft(due, now); ok {
		o["time_left_seconds"], o["overdue"] = left, left < 0
	}
}

func jsonOrNil(raw string) any {
	var v any
	if raw == "" || raw == "null" || json.Unmarshal([]byte(raw), &v) != nil {
		return nil
	}
	return v
}

// appellantKindOrEmpty: who appealed, without naming a report (its reporter is private).
func appellantKindOrEmpty(by string) string {
	if by == "" {
		return ""
	}
	return appellantKind(by)
}
