package performers

import (
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/creators"
)

// identityFields: a change of any of these voids an earlier verification (the admin
// verified the record as it was).
var identityFields = []string{"legal_name", "stage_names", "date_of_birth", "id_method", "id_document", "release", "consent_recording", "consent_publication"}

// bindRecordHooks: the performer records' request checks (documents cleaned like ID
// images, stage names, a verified record locked for its owner), their derived data
// (slug, verification voided, linked videos re-checked) and the links' rules.
func bindRecordHooks(app core.App) {
	app.OnRecordCreateRequest("performers").BindFunc(func(e *core.RecordRequestEvent) error {
		if err := checkRequest(e); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordUpdateRequest("performers").BindFunc(func(e *core.RecordRequestEvent) error {
		// Once verified, the record's identity is the admin's: its owner could otherwise
		// swap the person behind a verified record (and unpublish other creators' videos).
		if !access.IsAdmin(e.RequestEvent) && !e.Record.Original().GetDateTime("verified_at").IsZero() && identityChanged(e.Record) {
			return apierr.Forbidden("performer_record_locked", "A verified performer record can only be changed by an admin. Add a new record instead.")
		}
		if err := checkRequest(e); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordCreateExecute("performers").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("slug") == "" {
			e.Record.Set("slug", newSlug(e.Record))
		}
		return e.Next()
	})
	app.OnRecordUpdateExecute("performers").BindFunc(func(e *core.RecordEvent) error {
		verifiedNow := e.Record.GetDateTime("verified_at") != e.Record.Original().GetDateTime("verified_at")
		if identityChanged(e.Record) && !verifiedNow {
			e.Record.Set("verified_at", "")
			e.Record.Set("verified_by", "")
		}
		return e.App.RunInTransaction(func(tx core.App) error {
			e.App = tx
			if err := e.Next(); err != nil {
				return err
			}
			return recheckPerformerVideos(tx, e.Record.Id)
		})
	})

	app.OnRecordCreateRequest("video_performers").BindFunc(func(e *core.RecordRequestEvent) error {
		// As many as an upload may name: each link re-checks every link of the video.
		n, err := e.App.CountRecords("video_performers", dbx.HashExp{"video": e.Record.GetString("video")})
		if err != nil {
			return err
		}
		if n >= MaxLinks {
			return apierr.BadRequest("too_many_performers", "At most 20 performers per video.")
		}
		if access.IsAdmin(e.RequestEvent) {
			return e.Next()
		}
		v, err := e.App.FindRecordById("videos", e.Record.GetString("video"))
		if err != nil {
			return apierr.NotFound("video_not_found", "Video not found.")
		}
		if v.GetString("creator") == e.Auth.Id {
			return e.Next()
		}
		// Another creator's video: only a record that already allows publishing it (complete,
		// verified, 18 or older on that video's production date), so that linking cannot be
		// used to hold someone else's video back.
		p, err := e.App.FindRecordById("performers", e.Record.GetString("performer"))
		if err != nil {
			return apierr.NotFound("performer_not_found", "Performer record not found.")
		}
		r, err := LoadRecord(e.App, p)
		if err != nil {
			return err
		}
		problems := Problems(r, v.GetDateTime("production_date").Time())
		if slices.Contains(problems, "under_18") {
			return apierr.BadRequest("performer_under_18", "This performer was under 18 on the video's production date: they cannot be linked to it.")
		}
		if len(problems) > 0 {
			return apierr.BadRequest("performer_not_verified", "Only a complete, verified performer record can be linked to another creator's video.")
		}
		return e.Next()
	})
	for _, h := range []*struct{ create bool }{{true}, {false}} {
		fn := func(e *core.RecordEvent) error {
			return e.App.RunInTransaction(func(tx core.App) error {
				e.App = tx
				if err := e.Next(); err != nil {
					return err
				}
				return Recheck(tx, e.Record.GetString("video"))
			})
		}
		if h.create {
			app.OnRecordCreateExecute("video_performers").BindFunc(fn)
		} else {
			app.OnRecordDeleteExecute("video_performers").BindFunc(fn)
		}
	}

	// The operator's superuser may mark a video exempt (records kept outside the site);
	// nobody else may, and the uploader's agreement is the upload's, never edited.
	app.OnRecordCreateRequest("videos").BindFunc(func(e *core.RecordRequestEvent) error {
		if e.HasSuperuserAuth() {
			info, err := e.RequestInfo()
			if err != nil {
				return err
			}
			if _, given := info.Body["records_exempt"]; !given {
				e.Record.Set("records_exempt", true) // the operator's own catalog tools and fixtures
			}
			return e.Next()
		}
		if e.Record.GetBool("records_exempt") || e.Record.GetString("agreement_version") != "" || !e.Record.GetDateTime("agreement_at").IsZero() {
			return apierr.Forbidden("records_exempt_superuser_only", "Only the operator can exempt a video from performer records or set the uploader's agreement.")
		}
		if err := checkProductionDate(e.Record, time.Now()); err != nil {
			return err
		}
		return e.Next()
	})
	app.OnRecordUpdateRequest("videos").BindFunc(func(e *core.RecordRequestEvent) error {
		o := e.Record.Original()
		if !e.HasSuperuserAuth() && (e.Record.GetBool("records_exempt") != o.GetBool("records_exempt") ||
			e.Record.GetString("agreement_version") != o.GetString("agreement_version") ||
			e.Record.GetDateTime("agreement_at") != o.GetDateTime("agreement_at")) {
			return apierr.Forbidden("records_exempt_superuser_only", "Only the operator can exempt a video from performer records or set the uploader's agreement.")
		}
		if !e.Record.GetDateTime("production_date").Time().Equal(o.GetDateTime("production_date").Time()) {
			if err := checkProductionDate(e.Record, time.Now()); err != nil {
				return err
			}
		}
		return e.Next()
	})
}

// checkProductionDate: the record API's production date is held to the upload form's rule
// (a day not in the future, not before 1900); empty is allowed (the video then waits).
func checkProductionDate(v *core.Record, now time.Time) error {
	d := v.GetDateTime("production_date").Time()
	if d.IsZero() {
		return nil
	}
	if d.After(now) || d.Year() < 1900 {
		return apierr.BadRequest("production_date_invalid", "The production date must be a date (YYYY-MM-DD) that is not in the future.")
	}
	return nil
}

// checkRequest: the documents cleaned and re-named like ID images, stage names checked.
func checkRequest(e *core.RecordRequestEvent) error {
	for _, f := range []string{"id_document", "release"} {
		if len(e.Record.GetUnsavedFiles(f)) == 0 {
			continue
		}
		if err := creators.CleanDocumentField(e.Record, f); err != nil {
			return apierr.BadRequest("performer_document_invalid", "The "+strings.ReplaceAll(f, "_", " ")+": "+err.Error())
		}
	}
	var names []string
	if err := e.Record.UnmarshalJSONField("stage_names", &names); err != nil && e.Record.GetString("stage_names") != "" {
		return apierr.BadRequest("stage_names_invalid", "Stage names must be a list of names.")
	}
	if msg := CheckStageNames(names); msg != "" {
		return apierr.BadRequest("stage_names_invalid", msg)
	}
	names = CleanStageNames(names)
	if len(names) == 0 {
		return apierr.BadRequest("stage_names_invalid", "Give at least one stage name.")
	}
	e.Record.Set("stage_names", names)
	return nil
}

func identityChanged(r *core.Record) bool {
	o := r.Original()
	return slices.ContainsFunc(identityFields, func(f string) bool {
		return r.GetString(f) != o.GetString(f) || r.GetBool(f) != o.GetBool(f) || len(r.GetUnsavedFiles(f)) > 0
	})
}

// recheckPerformerVideos: every video the record is linked to. A record is in a bounded
// number of videos (its owners' uploads); the links are read by the (performer, …) index.
func recheckPerformerVideos(tx core.App, performerID string) error {
	var ids []string
	if err := tx.DB().Select("video").From("video_performers").Where(dbx.HashExp{"performer": performerID}).Column(&ids); err != nil {
		return err
	}
	for _, id := range ids {
		if err := Recheck(tx, id); err != nil {
			return err
		}
	}
	return nil
}

// newSlug: the first stage name, ASCII, with a random suffix (unique, and no way to
// enumerate records by guessing).
func newSlug(r *core.Record) string {
	var names []string
	_ = r.UnmarshalJSONField("stage_names", &names)
	base := ""
	if len(names) > 0 {
		var b strings.Builder
		dash := false
		for _, c := range strings.ToLower(names[0]) {
			if c < unicode.MaxASCII && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
				b.WriteRune(c)
				dash = false
			} else if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
		base = strings.Trim(b.String(), "-")
		if len(base) > 60 {
			base = strings.Trim(base[:60], "-")
		}
	}
	if base == "" {
		base = "performer"
	}
	return base + "-" + security.RandomStringWithAlphabet(6, "abcdefghijkmnpqrstuvwxyz23456789")
}
