package performers

import (
	"net/http"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
)

// The records state of one video, for its creator's video manager (the edit dialog's
// "Performers in this video"): what the publish gate would say, per linked performer, so
// the creator can see in words what is missing before anything is published. The gate
// itself stays in gate.go; this reads the same records with the same rules (Problems,
// Missing) and changes nothing.

// LinkedPerformer is one link of the video as its creator sees it: the first stage name
// only (a record lent by another creator shows no more than its public performer page
// would), never the legal name, date of birth or documents.
type LinkedPerformer struct {
	Link      string   `json:"link"`
	ID        string   `json:"id"`
	StageName string   `json:"stage_name"`
	Owned     bool     `json:"owned"`    // kept by the video's creator (else lent by another creator)
	Verified  bool     `json:"verified"` // verified by an admin
	Problems  []string `json:"problems"` // incomplete, unverified, under_18 (Problems); empty: fine
}

// VideoRecords is the answer of GET /api/reelhouse/creator/videos/{id}/records.
type VideoRecords struct {
	Video          string            `json:"video"`
	Creator        string            `json:"creator"`
	ProductionDate string            `json:"production_date"` // YYYY-MM-DD or ""
	Exempt         bool              `json:"exempt"`
	Moderation     string            `json:"moderation"`
	Hidden         bool              `json:"hidden"`
	Problems       []string          `json:"problems"` // video-level: production_date_missing, no_performers
	Performers     []LinkedPerformer `json:"performers"`
	// Publishable: the gate allows the video to be public (no problem anywhere).
	Publishable bool `json:"publishable"`
}

// videoRecords reads the state; the links are read by the (video, performer) index and are
// at most MaxLinks per video (linkLimit), so this is a handful of reads.
func videoRecords(app core.App, v *core.Record) (VideoRecords, error) {
	out := VideoRecords{
		Video:      v.Id,
		Creator:    v.GetString("creator"),
		Exempt:     v.GetBool("records_exempt"),
		Moderation: v.GetString("moderation"),
		Hidden:     v.GetBool("hidden"),
		Problems:   []string{},
		Performers: []LinkedPerformer{},
	}
	production := v.GetDateTime("production_date").Time()
	if !production.IsZero() {
		out.ProductionDate = production.UTC().Format("2006-01-02")
	}
	links, err := app.FindRecordsByFilter("video_performers", "video = {:v}", "created", 200, 0, dbx.Params{"v": v.Id})
	if err != nil {
		return out, err
	}
	ids := make([]string, 0, len(links))
	for _, l := range links {
		ids = append(ids, l.GetString("performer"))
	}
	records, err := app.FindRecordsByIds("performers", ids)
	if err != nil {
		return out, err
	}
	for _, l := range links {
		i := slices.IndexFunc(records, func(p *core.Record) bool { return p.Id == l.GetString("performer") })
		if i < 0 {
			continue // the record is gone (its link goes with it: cascade)
		}
		p := records[i]
		r, err := LoadRecord(app, p)
		if err != nil {
			return out, err
		}
		var names []string
		_ = p.UnmarshalJSONField("stage_names", &names)
		name := ""
		if len(names) > 0 {
			name = names[0]
		}
		problems := Problems(r, production)
		if problems == nil {
			problems = []string{}
		}
		out.Performers = append(out.Performers, LinkedPerformer{
			Link: l.Id, ID: p.Id, StageName: name, Owned: p.GetString("owner") == out.Creator, Verified: r.Verified, Problems: problems,
		})
	}
	if !out.Exempt {
		if production.IsZero() {
			out.Problems = append(out.Problems, "production_date_missing")
		}
		if len(out.Performers) == 0 {
			out.Problems = append(out.Problems, "no_performers")
		}
	}
	out.Publishable = out.Exempt || (len(out.Problems) == 0 && !slices.ContainsFunc(out.Performers, func(p LinkedPerformer) bool { return len(p.Problems) > 0 }))
	return out, nil
}

// GET /api/reelhouse/creator/videos/{id}/records: the video's creator or an admin; anyone
// else gets the same 404 as an unknown video (no probing which ids exist).
func getVideoRecords(e *core.RequestEvent) error {
	if e.Auth == nil {
		return apierr.Unauthorized("sign_in_first", "Sign in first.")
	}
	v, err := e.App.FindRecordById("videos", e.Request.PathValue("id"))
	if err != nil || (!access.IsAdmin(e) && v.GetString("creator") != e.Auth.Id) {
		return apierr.NotFound("video_not_found", "Video not found.")
	}
	out, err := videoRecords(e.App, v)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}
