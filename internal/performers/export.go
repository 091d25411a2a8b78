package performers

import (
	"archive/zip"
	"encoding/csv"
	"encoding/json"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/audit"
)

// MaxExportVideos bounds one export (a period with more videos is exported in parts).
const MaxExportVideos = 1000

type exportVideo struct {
	ID               string   `json:"id"`
	Slug             string   `json:"slug"`
	Title            string   `json:"title"`
	Creator          string   `json:"creator"`
	Created          string   `json:"created"`
	ProductionDate   string   `json:"production_date"`
	AgreementVersion string   `json:"agreement_version"`
	AgreementAt      string   `json:"agreement_at"`
	RecordsExempt    bool     `json:"records_exempt"`
	Performers       []string `json:"performers"`
}

type exportPerformer struct {
	ID                 string            `json:"id"`
	Owner              string            `json:"owner"`
	LegalName          string            `json:"legal_name"`
	StageNames         []string          `json:"stage_names"`
	DateOfBirth        string            `json:"date_of_birth"`
	IDMethod           string            `json:"id_method"`
	ConsentRecording   bool              `json:"consent_recording"`
	ConsentPublication bool              `json:"consent_publication"`
	ConsentDownload    bool              `json:"consent_download"`
	VerifiedBy         string            `json:"verified_by"`
	VerifiedAt         string            `json:"verified_at"`
	Files              map[string]string `json:"files"`
	record             *core.Record
}

// GET /admin/records/export?video=ID | ?from=YYYY-MM-DD&to=YYYY-MM-DD (videos uploaded in
// [from, to], UTC days) → a zip: manifest.json (custodian, scope, videos, performers),
// manifest.csv (one row per video and performer) and each record's documents. Admins
// only; the export is in the audit log before the first byte is sent.
func exportRecords(e *core.RequestEvent) error {
	if err := access.RequireAdmin(e); err != nil {
		return err
	}
	q := e.Request.URL.Query()
	var videos []*core.Record
	scope := map[string]any{}
	if id := q.Get("video"); id != "" {
		v, err := e.App.FindRecordById("videos", id)
		if err != nil {
			return apierr.NotFound("video_not_found", "Video not found")
		}
		videos = []*core.Record{v}
		scope["video"] = id
	} else {
		from, err1 := time.Parse("2006-01-02", q.Get("from"))
		to, err2 := time.Parse("2006-01-02", q.Get("to"))
		if err1 != nil || err2 != nil || to.Before(from) {
			return apierr.BadRequest("export_scope_invalid", "Give a video, or a period: from and to as YYYY-MM-DD, from not after to.")
		}
		var err error
		// A range of idx on videos(created).
		videos, err = e.App.FindRecordsByFilter("videos", "created >= {:from} && created < {:to}", "created", MaxExportVideos+1, 0,
			dbx.Params{"from": from.Format("2006-01-02") + " 00:00:00.000Z", "to": to.AddDate(0, 0, 1).Format("2006-01-02") + " 00:00:00.000Z"})
		if err != nil {
			return e.InternalServerError("", err)
		}
		if len(videos) > MaxExportVideos {
			return apierr.BadRequest("export_too_large", "More than 1,000 videos in this period: export a shorter one.")
		}
		scope["from"], scope["to"] = q.Get("from"), q.Get("to")
	}

	vids, people, err := collect(e.App, videos)
	if err != nil {
		return e.InternalServerError("", err)
	}
	target := "period"
	if id, ok := scope["video"].(string); ok {
		target = id
	}
	if err := audit.Write(e.App, audit.ActorOf(e), "records.exported", "video", target, "",
		map[string]any{"scope": scope, "videos": len(vids), "performers": len(people)}); err != nil {
		return e.InternalServerError("", err)
	}

	manifest := map[string]any{
		"generated_at": time.Now().UTC().Format(time.RFC3339),
		"generated_by": audit.ActorOf(e).Name,
		"custodian":    custodian(e.App),
		"scope":        scope,
		"statement":    "Records kept under 18 U.S.C. §2257 for the videos listed; each performer's identity and age documents are in performers/<id>/.",
		"videos":       vids,
		"performers":   people,
	}
	h := e.Response.Header()
	h.Set("Content-Type", "application/zip")
	h.Set("Content-Disposition", `attachment; filename="records-`+time.Now().UTC().Format("20060102-150405")+`.zip"`)
	h.Set("Cache-Control", "no-store, private, max-age=0")
	e.Response.WriteHeader(http.StatusOK)
	return writeZip(e.App, e.Response, manifest, vids, people)
}

func collect(app core.App, videos []*core.Record) ([]exportVideo, []*exportPerformer, error) {
	vids := make([]exportVideo, 0, len(videos))
	byID := map[string]*exportPerformer{}
	var people []*exportPerformer
	for _, v := range videos {
		links, err := app.FindRecordsByFilter("video_performers", "video = {:v}", "created", 200, 0, dbx.Params{"v": v.Id})
		if err != nil {
			return nil, nil, err
		}
		ev := exportVideo{ID: v.Id, Slug: v.GetString("slug"), Title: v.GetString("title"), Creator: v.GetString("creator"),
			Created: v.GetString("created"), ProductionDate: day(v.GetString("production_date")), AgreementVersion: v.GetString("agreement_version"),
			AgreementAt: v.GetString("agreement_at"), RecordsExempt: v.GetBool("records_exempt"), Performers: []string{}}
		for _, l := range links {
			pid := l.GetString("performer")
			ev.Performers = append(ev.Performers, pid)
			if byID[pid] != nil {
				continue
			}
			p, err := app.FindRecordById("performers", pid)
			if err != nil {
				continue
			}
			var names []string
			_ = p.UnmarshalJSONField("stage_names", &names)
			ep := &exportPerformer{ID: p.Id, Owner: p.GetString("owner"), LegalName: p.GetString("legal_name"), StageNames: names,
				DateOfBirth: day(p.GetString("date_of_birth")), IDMethod: p.GetString("id_method"),
				ConsentRecording: p.GetBool("consent_recording"), ConsentPublication: p.GetBool("consent_publication"),
				ConsentDownload: p.GetBool("consent_download"), VerifiedBy: p.GetString("verified_by"), VerifiedAt: p.GetString("verified_at"),
				Files: map[string]string{}, record: p}
			for _, f := range documentFields {
				if name := p.GetString(f); name != "" {
					ep.Files[f] = "performers/" + p.Id + "/" + f + path.Ext(name)
				}
			}
			byID[pid] = ep
			people = append(people, ep)
		}
		vids = append(vids, ev)
	}
	if people == nil {
		people = []*exportPerformer{}
	}
	return vids, people, nil
}

func writeZip(app core.App, w io.Writer, manifest map[string]any, vids []exportVideo, people []*exportPerformer) error {
	z := zip.NewWriter(w)
	mw, err := z.Create("manifest.json")
	if err != nil {
		return err
	}
	enc := json.NewEncoder(mw)
	enc.SetIndent("", "  ")
	if err := enc.Encode(manifest); err != nil {
		return err
	}
	cw, err := z.Create("manifest.csv")
	if err != nil {
		return err
	}
	c := csv.NewWriter(cw)
	byID := map[string]*exportPerformer{}
	for _, p := range people {
		byID[p.ID] = p
	}
	_ = c.Write([]string{"video_id", "video_title", "production_date", "agreement_version", "performer_id", "legal_name", "stage_names", "date_of_birth", "age_at_production", "id_method", "verified_at"})
	for _, v := range vids {
		for _, pid := range v.Performers {
			p := byID[pid]
			if p == nil {
				continue
			}
			age := ""
			if dob, err1 := time.Parse("2006-01-02", p.DateOfBirth); err1 == nil {
				if prod, err2 := time.Parse("2006-01-02", v.ProductionDate); err2 == nil {
					age = strconv.Itoa(AgeOn(dob, prod))
				}
			}
			_ = c.Write([]string{v.ID, v.Title, v.ProductionDate, v.AgreementVersion, p.ID, p.LegalName, strings.Join(p.StageNames, "; "), p.DateOfBirth, age, p.IDMethod, p.VerifiedAt})
		}
	}
	c.Flush()
	if err := c.Error(); err != nil {
		return err
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	for _, p := range people {
		for _, f := range documentFields {
			name := p.record.GetString(f)
			if name == "" {
				continue
			}
			r, err := fsys.GetReader(p.record.BaseFilesPath() + "/" + name)
			if err != nil {
				app.Logger().Error("records export: a document is missing", "performer", p.ID, "field", f, "error", err)
				continue
			}
			fw, err := z.Create(p.Files[f])
			if err == nil {
				_, err = io.Copy(fw, r)
			}
			r.Close()
			if err != nil {
				return err
			}
		}
	}
	return z.Close()
}

// day: the date part of a stored date ("2006-01-02 15:04:05.000Z"), or "".
func day(s string) string {
	if len(s) >= 10 {
		return s[:10]
	}
	return ""
}

// custodian: the records custodian from the public `site` setting (admin settings).
func custodian(app core.App) map[string]any {
	out := map[string]any{"name": "", "title": "", "address": ""}
	rec, err := app.FindFirstRecordByData("settings", "key", "site")
	if err != nil {
		return out
	}
	var site struct {
		Custodian map[string]any `json:"custodian"`
	}
	if rec.UnmarshalJSONField("value", &site) == nil && site.Custodian != nil {
		return site.Custodian
	}
	return out
}
