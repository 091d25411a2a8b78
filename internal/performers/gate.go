package performers

import (
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/apierr"
)

// State is the moderation state of a video that waits for its performer records: hidden
// like any other moderation state (internal/moderation derives videos.hidden from it), and
// lifted by Recheck once the records allow publishing.
const State = "performers"

// MsgBlocked is the refusal of a path that would publish a video the gate refuses.
const MsgBlocked = "This video cannot be published yet: it needs at least one linked performer, and every linked performer needs a complete record verified by an admin, showing them 18 or older on the video's production date."

// LoadRecord reads a performer record into what the gate needs.
func LoadRecord(tx core.App, p *core.Record) (Record, error) {
	var names []string
	_ = p.UnmarshalJSONField("stage_names", &names)
	r := Record{
		LegalName:          p.GetString("legal_name"),
		StageNames:         names,
		DateOfBirth:        p.GetDateTime("date_of_birth").Time(),
		IDMethod:           p.GetString("id_method"),
		HasIDDocument:      p.GetString("id_document") != "",
		HasRelease:         p.GetString("release") != "",
		ConsentRecording:   p.GetBool("consent_recording"),
		ConsentPublication: p.GetBool("consent_publication"),
		Verified:           !p.GetDateTime("verified_at").IsZero(),
	}
	if r.IDMethod == "creator_application" {
		n, err := tx.CountRecords("creator_requests", dbx.HashExp{"user": p.GetString("owner"), "status": "approved"})
		if err != nil {
			return r, err
		}
		r.OwnerApproved = n > 0
	}
	return r, nil
}

// VideoProblems: why the video may not be public (empty: it may). The video need not be
// saved yet (its links may be, in the same transaction: the upload links before it saves).
func VideoProblems(tx core.App, v *core.Record) ([]string, error) {
	if v.GetBool("records_exempt") {
		return nil, nil
	}
	var out []string
	production := v.GetDateTime("production_date").Time()
	if production.IsZero() {
		out = append(out, "production_date_missing")
	}
	links, err := tx.FindRecordsByFilter("video_performers", "video = {:v}", "", 200, 0, dbx.Params{"v": v.Id})
	if err != nil {
		return nil, err
	}
	if len(links) == 0 {
		return append(out, "no_performers"), nil
	}
	for _, l := range links {
		p, err := tx.FindRecordById("performers", l.GetString("performer"))
		if errors.Is(err, sql.ErrNoRows) {
			out = append(out, "performer_missing")
			continue
		}
		if err != nil {
			return nil, err
		}
		r, err := LoadRecord(tx, p)
		if err != nil {
			return nil, err
		}
		for _, code := range Problems(r, production) {
			out = append(out, code+":"+p.Id)
		}
	}
	return out, nil
}

// Blocked is the 409 of a publishing path the gate refuses, with the problems.
func Blocked(problems []string) error {
	return apierr.New(http.StatusConflict, "performer_records_missing", MsgBlocked, map[string]any{"problems": problems})
}

// bindVideoGate runs after internal/moderation has derived videos.hidden (a later
// priority), just before the row is written, on every save of a video:
//   - a new video that would be public but fails the gate is created hidden, in the
//     "performers" state (it still processes; its creator sees why);
//   - an update that would make a hidden video public is refused (409) while the gate fails:
//     review approval, restoring, an admin's record API write;
//   - an already public video whose production date changes to one the records do not
//     allow goes to the "performers" state.
func bindVideoGate(app core.App) {
	app.OnRecordCreateExecute("videos").Bind(&hook.Handler[*core.RecordEvent]{
		Id: "performers_gate_create", Priority: 100,
		Func: func(e *core.RecordEvent) error {
			if e.Record.GetBool("hidden") {
				return e.Next()
			}
			problems, err := VideoProblems(e.App, e.Record)
			if err != nil {
				return err
			}
			if len(problems) > 0 {
				if e.Record.GetString("moderation") == "" {
					e.Record.Set("moderation", State)
				}
				e.Record.Set("hidden", true)
			}
			return e.Next()
		},
	})
	app.OnRecordUpdateExecute("videos").Bind(&hook.Handler[*core.RecordEvent]{
		Id: "performers_gate_update", Priority: 100,
		Func: func(e *core.RecordEvent) error {
			orig := e.Record.Original()
			reDated := !sameDay(orig.GetDateTime("production_date").Time(), e.Record.GetDateTime("production_date").Time()) ||
				orig.GetBool("records_exempt") != e.Record.GetBool("records_exempt")
			if e.Record.GetBool("hidden") {
				if reDated && e.Record.GetString("moderation") == State {
					// Waiting for records: the new date (or exemption) may be what was missing.
					return e.App.RunInTransaction(func(tx core.App) error {
						e.App = tx
						if err := e.Next(); err != nil {
							return err
						}
						return Recheck(tx, e.Record.Id)
					})
				}
				return e.Next()
			}
			becomesPublic := orig.GetBool("hidden")
			if !becomesPublic && !reDated {
				return e.Next()
			}
			problems, err := VideoProblems(e.App, e.Record)
			if err != nil {
				return err
			}
			if len(problems) > 0 {
				if becomesPublic {
					return Blocked(problems)
				}
				e.Record.Set("moderation", State)
				e.Record.Set("hidden", true)
			}
			return e.Next()
		},
	})
}

func sameDay(a, b time.Time) bool { return a.Format("2006-01-02") == b.Format("2006-01-02") }

// Recheck re-derives the "performers" state of one video after its links or a linked
// record changed, in the caller's transaction: a video waiting for records is published
// once they allow it; a public one whose records stopped allowing it is hidden.
// Other moderation states (review, hidden, removed) are left to their decisions.
func Recheck(tx core.App, videoID string) error {
	v, err := tx.FindRecordById("videos", videoID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // not saved yet (the upload links first) or deleted
	}
	if err != nil {
		return err
	}
	state := v.GetString("moderation")
	if state != State && (state != "" || v.GetBool("hidden")) {
		return nil
	}
	problems, err := VideoProblems(tx, v)
	if err != nil {
		return err
	}
	switch {
	case state == State && len(problems) == 0:
		v.Set("moderation", "")
	case state == "" && len(problems) > 0:
		v.Set("moderation", State)
	default:
		return nil
	}
	// Saved as a record: moderation's hooks derive hidden, the response cache and realtime see it.
	return tx.SaveNoValidate(v)
}
