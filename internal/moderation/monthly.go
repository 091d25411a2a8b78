package moderation

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// The monthly report (issue 38 item 2; AN 5196 asks for monthly reporting on complaints):
// complaints by reason, decisions by outcome, median and worst time to decision, appeals
// and their outcomes, overdue cases and refused banned-term searches of one calendar month
// (UTC). Every count is a range read of an index on the month's bounds, never a scan:
// reports by created, decisions and notices from the audit log's (action, created),
// cases by decided_at / appeal_at / due_at, banned searches by (day, term).

// MonthlyReport: one month's numbers (JSON as is; CSV: one "section,key,value" row each).
type MonthlyReport struct {
	Month               string         `json:"month"`
	From                string         `json:"from"`
	To                  string         `json:"to"`
	Complaints          int            `json:"complaints"`
	ComplaintsByReason  map[string]int `json:"complaints_by_reason"`
	DMCANotices         int            `json:"dmca_notices"`
	UploadsHeld         int            `json:"uploads_held_for_review"`
	Decisions           int            `json:"decisions"`
	DecisionsByOutcome  map[string]int `json:"decisions_by_outcome"`
	CasesDecided        int            `json:"cases_decided"`
	MedianHoursToDecide float64        `json:"median_hours_to_decision"`
	WorstHoursToDecide  float64        `json:"worst_hours_to_decision"`
	Appeals             int            `json:"appeals"`
	AppealsByAppellant  map[string]int `json:"appeals_by_appellant"`
	AppealOutcomes      map[string]int `json:"appeal_outcomes"`
	Overdue             int            `json:"overdue"`
	BannedSearches      int            `json:"banned_term_searches"`
	BannedSearchesTerms map[string]int `json:"banned_term_searches_by_term"`
}

// decisionActions: the audit actions of decisions, by the outcome they count as.
var decisionActions = map[string]string{
	"case.dismiss": "dismissed", "case.hide": "hidden", "case.remove": "removed", "case.restore": "restored",
	"case.approve": "approved", "case.auto_hide": "auto_hidden",
}

// ParseMonth: "2026-11" → its first instant and the next month's (UTC).
func ParseMonth(s string) (time.Time, time.Time, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil || len(s) != 7 {
		return time.Time{}, time.Time{}, errors.New("the month must be written YYYY-MM, e.g. 2026-11")
	}
	return t, t.AddDate(0, 1, 0), nil
}

// Median of durations (hours); 0 for none.
func median(hours []float64) float64 {
	if len(hours) == 0 {
		return 0
	}
	s := slices.Clone(hours)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func round2(f float64) float64 { return float64(int64(f*100+0.5)) / 100 }

// BuildMonthlyReport reads one month's numbers; now bounds the overdue count (a case due
// later this month is not overdue yet).
func BuildMonthlyReport(app core.App, month string, now time.Time) (*MonthlyReport, error) {
	from, to, err := ParseMonth(month)
	if err != nil {
		return nil, err
	}
	r := &MonthlyReport{Month: month, From: dbTime(from), To: dbTime(to), ComplaintsByReason: map[string]int{},
		DecisionsByOutcome: map[string]int{}, AppealsByAppellant: map[string]int{}, AppealOutcomes: map[string]int{},
		BannedSearchesTerms: map[string]int{}}
	for reason := range severity {
		r.ComplaintsByReason[reason] = 0
	}
	p := dbx.Params{"from": dbTime(from), "to": dbTime(to)}
	type kv struct {
		K string `db:"k"`
		N int    `db:"n"`
	}
	var rows []kv
	if err := app.DB().NewQuery("SELECT reason AS k, COUNT(*) AS n FROM moderation_reports INDEXED BY idx_moderation_reports_created WHERE created >= {:from} AND created < {:to} GROUP BY reason").Bind(p).All(&rows); err != nil {
		return nil, err
	}
	for _, x := range rows {
		r.ComplaintsByReason[x.K] = x.N
		r.Complaints += x.N
	}
	// Decisions, notices and held uploads: the audit log, one index range per action.
	actions := []string{"dmca.notice", "video.held_for_review"}
	for a := range decisionActions {
		actions = append(actions, a)
	}
	for _, a := range actions {
		var n int
		q := "SELECT COUNT(*) FROM audit_log INDEXED BY idx_audit_log_action WHERE action = {:a} AND created >= {:from} AND created < {:to}"
		if err := app.DB().NewQuery(q).Bind(dbx.Params{"a": a, "from": p["from"], "to": p["to"]}).Row(&n); err != nil {
			return nil, err
		}
		switch a {
		case "dmca.notice":
			r.DMCANotices = n
		case "video.held_for_review":
			r.UploadsHeld = n
		default:
			r.DecisionsByOutcome[decisionActions[a]] = n
			if a != "case.auto_hide" {
				r.Decisions += n
			}
		}
	}
	r.Complaints += r.DMCANotices
	// Time to decision: the cases whose (last) decision fell in the month.
	var hours []float64
	if err := app.DB().NewQuery("SELECT (julianday(decided_at) - julianday(created)) * 24 FROM moderation_cases INDEXED BY idx_moderation_cases_decided_at " +
		"WHERE decided_at != '' AND decided_at >= {:from} AND decided_at < {:to}").Bind(p).Column(&hours); err != nil {
		return nil, err
	}
	r.CasesDecided = len(hours)
	if len(hours) > 0 {
		r.MedianHoursToDecide, r.WorstHoursToDecide = round2(median(hours)), round2(slices.Max(hours))
	}
	var appeals []struct {
		By     string `db:"appeal_by"`
		Status string `db:"appeal_status"`
	}
	if err := app.DB().NewQuery("SELECT appeal_by, appeal_status FROM moderation_cases INDEXED BY idx_moderation_cases_appeal_at " +
		"WHERE appeal_at != '' AND appeal_at >= {:from} AND appeal_at < {:to}").Bind(p).All(&appeals); err != nil {
		return nil, err
	}
	r.Appeals = len(appeals)
	r.AppealsByAppellant["uploader"], r.AppealsByAppellant["depicted"] = 0, 0
	r.AppealOutcomes["pending"], r.AppealOutcomes["upheld"], r.AppealOutcomes["reversed"] = 0, 0, 0
	for _, a := range appeals {
		r.AppealsByAppellant[appellantKind(a.By)]++
		r.AppealOutcomes[a.Status]++
	}
	// Overdue: due within the month (and before now), decided late or not yet.
	until := min(to.UnixMilli(), now.UnixMilli())
	p["until"] = dbTime(time.UnixMilli(until))
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM moderation_cases INDEXED BY idx_moderation_cases_due_at WHERE due_at != '' AND due_at >= {:from} AND due_at < {:until} " +
		"AND (decided_at = '' OR decided_at > due_at)").Bind(p).Row(&r.Overdue); err != nil {
		return nil, err
	}
	rows = nil
	p["d0"], p["d1"] = from.Format("2006-01-02"), to.Format("2006-01-02")
	if err := app.DB().NewQuery("SELECT term AS k, SUM(count) AS n FROM banned_search_counts WHERE day >= {:d0} AND day < {:d1} GROUP BY term").Bind(p).All(&rows); err != nil {
		return nil, err
	}
	for _, x := range rows {
		r.BannedSearchesTerms[x.K] = x.N
		r.BannedSearches += x.N
	}
	return r, nil
}

// CSV: one row per number, "section,key,value", sorted keys within a section.
func (r *MonthlyReport) CSV() []byte {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write([]string{"section", "key", "value"})
	row := func(section, key string, v any) { _ = w.Write([]string{section, key, fmt.Sprint(v)}) }
	row("report", "month", r.Month)
	row("complaints", "total", r.Complaints)
	for _, k := range sortedKeys(r.ComplaintsByReason) {
		row("complaints_by_reason", k, r.ComplaintsByReason[k])
	}
	row("complaints", "dmca_notices", r.DMCANotices)
	row("complaints", "uploads_held_for_review", r.UploadsHeld)
	row("decisions", "total", r.Decisions)
	for _, k := range sortedKeys(r.DecisionsByOutcome) {
		row("decisions_by_outcome", k, r.DecisionsByOutcome[k])
	}
	row("time_to_decision", "cases_decided", r.CasesDecided)
	row("time_to_decision", "median_hours", strconv.FormatFloat(r.MedianHoursToDecide, 'f', 2, 64))
	row("time_to_decision", "worst_hours", strconv.FormatFloat(r.WorstHoursToDecide, 'f', 2, 64))
	row("appeals", "total", r.Appeals)
	for _, k := range sortedKeys(r.AppealsByAppellant) {
		row("appeals_by_appellant", k, r.AppealsByAppellant[k])
	}
	for _, k := range sortedKeys(r.AppealOutcomes) {
		row("appeal_outcomes", k, r.AppealOutcomes[k])
	}
	row("deadlines", "overdue", r.Overdue)
	row("banned_term_searches", "total", r.BannedSearches)
	for _, k := range sortedKeys(r.BannedSearchesTerms) {
		row("banned_term_searches_by_term", k, r.BannedSearchesTerms[k])
	}
	w.Flush()
	return buf.Bytes()
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// GET /admin/reports/monthly?month=2026-11&format=csv|json: the report as a download.
func monthlyReportRoute(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	q := e.Request.URL.Query()
	format := q.Get("format")
	if format == "" {
		format = "json"
	}
	if format != "json" && format != "csv" {
		return apierr.BadRequest("report_format_invalid", "The format must be csv or json.")
	}
	month := q.Get("month")
	if _, _, err := ParseMonth(month); err != nil {
		return apierr.BadRequest("report_month_invalid", "The month must be written YYYY-MM, e.g. 2026-11.")
	}
	r, err := BuildMonthlyReport(e.App, month, time.Now())
	if err != nil {
		return failed(e, "building the monthly report", err)
	}
	name := "reelhouse-moderation-" + month + "." + format
	e.Response.Header().Set("Content-Disposition", "attachment; filename=\""+name+"\"")
	if format == "csv" {
		return e.Blob(200, "text/csv; charset=utf-8", r.CSV())
	}
	return e.JSON(200, r)
}

// ReportCommand is `reelhouse report monthly --month 2026-11 [--format csv|json]`.
func ReportCommand(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "report", Short: "Compliance reports"}
	var month, format string
	monthly := &cobra.Command{
		Use:          "monthly",
		Short:        "The moderation report of one month (complaints, decisions, time to decision, appeals, overdue, banned searches)",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if month == "" {
				month = time.Now().UTC().AddDate(0, -1, 0).Format("2006-01") // the last full month
			}
			if format != "csv" && format != "json" {
				return errors.New("--format must be csv or json")
			}
			if _, _, err := ParseMonth(month); err != nil {
				return err
			}
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return fmt.Errorf("bootstrap: %w", err)
				}
			}
			r, err := BuildMonthlyReport(app, month, time.Now())
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if format == "csv" {
				_, err = out.Write(r.CSV())
				return err
			}
			enc := json.NewEncoder(out)
			enc.SetIndent("", "  ")
			return enc.Encode(r)
		},
	}
	monthly.Flags().StringVar(&month, "month", "", "the month, YYYY-MM (default: the last full month)")
	monthly.Flags().StringVar(&format, "format", "csv", "csv or json")
	root.AddCommand(monthly)
	return root
}
