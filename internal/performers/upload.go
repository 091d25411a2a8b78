package performers

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/apierr"
)

// AgreementVersion is the uploader's agreement the upload form shows (AN 5196: a written
// agreement with every uploader). A new text gets a new version; each video keeps the
// version its uploader accepted and when.
const AgreementVersion = "2026-11"

// MaxLinks: performers named on one upload.
const MaxLinks = 20

// Upload is what an upload carries for the records: who is in it, when it was produced,
// the agreement accepted. Kept in the process job's payload until the video is made.
type Upload struct {
	Performers       []string `json:"performers,omitempty"`
	ProductionDate   string   `json:"production_date,omitempty"`
	AgreementVersion string   `json:"agreement_version,omitempty"`
	AgreementAt      string   `json:"agreement_at,omitempty"`
	Exempt           bool     `json:"records_exempt,omitempty"`
}

// FromForm reads and checks the upload form's fields: performer ids (repeated or
// comma-separated) of the uploader's own records, production_date (YYYY-MM-DD, not in the
// future), agreement_version (the current one, required of members). The operator's
// superuser uploads for the site itself: exempt, like its record API creates.
func FromForm(app core.App, form url.Values, owner string, superuser bool, now time.Time) (Upload, error) {
	u := Upload{Exempt: superuser}
	for _, raw := range form["performers"] {
		for _, id := range strings.Split(raw, ",") {
			if id = strings.TrimSpace(id); id != "" && !contains(u.Performers, id) {
				u.Performers = append(u.Performers, id)
			}
		}
	}
	if len(u.Performers) > MaxLinks {
		return u, apierr.BadRequest("too_many_performers", "At most 20 performers per video.")
	}
	if d := strings.TrimSpace(form.Get("production_date")); d != "" {
		t, err := time.Parse("2006-01-02", d)
		if err != nil || t.After(now) || t.Year() < 1900 {
			return u, apierr.BadRequest("production_date_invalid", "The production date must be a date (YYYY-MM-DD) that is not in the future.")
		}
		u.ProductionDate = d
	}
	if !superuser {
		if form.Get("agreement_version") != AgreementVersion {
			return u, apierr.New(http.StatusBadRequest, "uploader_agreement_required", "Accept the current uploader agreement to upload.", map[string]any{"version": AgreementVersion})
		}
		u.AgreementVersion = AgreementVersion
		u.AgreementAt = now.UTC().Format(types.DefaultDateLayout)
	}
	if len(u.Performers) > 0 {
		found, err := app.FindRecordsByIds("performers", u.Performers)
		if err != nil {
			return u, err
		}
		if len(found) != len(u.Performers) {
			return u, apierr.BadRequest("performer_not_found", "Performer record not found.")
		}
		for _, p := range found {
			if !superuser && p.GetString("owner") != owner {
				return u, apierr.BadRequest("performer_not_found", "Performer record not found.")
			}
		}
	}
	return u, nil
}

// Apply sets the video's record fields and saves its links, in the transaction that
// creates the video and before its save, so the gate sees them and a video whose records
// are complete is public from its first event. The records are read again here (one may
// have gone since the form was sent).
func (u Upload) Apply(tx core.App, v *core.Record, owner string) error {
	v.Set("records_exempt", u.Exempt)
	if u.ProductionDate != "" {
		v.Set("production_date", u.ProductionDate+" 00:00:00.000Z")
	}
	v.Set("agreement_version", u.AgreementVersion)
	v.Set("agreement_at", u.AgreementAt)
	links, err := tx.FindCachedCollectionByNameOrId("video_performers")
	if err != nil {
		return err
	}
	for _, id := range u.Performers {
		p, err := tx.FindRecordById("performers", id)
		if err != nil || (!u.Exempt && p.GetString("owner") != owner) {
			continue // gone meanwhile: the gate decides without it
		}
		l := core.NewRecord(links)
		l.Set("video", v.Id)
		l.Set("performer", id)
		l.Set("linked_by", owner)
		// Not validated: the video row is saved next, in this transaction.
		if err := tx.SaveNoValidate(l); err != nil {
			return err
		}
	}
	return nil
}

func contains(s []string, x string) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}
