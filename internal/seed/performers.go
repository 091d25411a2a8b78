package seed

import (
	"fmt"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// demoPerformers: the demo catalog's performer records (issue 38 §1): complete, verified
// by the demo admin, adults on every production date, owned by the demo creator. Every
// demo video names one of them, so the publish gate leaves the whole catalog public.
var demoPerformers = []struct{ legal, stage, dob string }{
	{"Alex Example", "Alex Demo", "1990-03-14"},
	{"Sam Sample", "Sam Demo", "1988-07-02"},
	{"Robin Placeholder", "Robin Demo", "1995-11-23"},
	{"Kim Testcase", "Kim Demo", "1992-01-30"},
	{"Jo Fixture", "Jo Demo", "1985-09-09"},
	{"Max Mockup", "Max Demo", "1997-05-17"},
}

// seedPerformers saves the records through PocketBase (their slug comes from the hooks)
// with generated, safe-for-work stand-ins for the ID document and the release.
func seedPerformers(txApp core.App, owner, verifier string, now time.Time) ([]string, error) {
	col, err := txApp.FindCollectionByNameOrId("performers")
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(demoPerformers))
	for i, d := range demoPerformers {
		r := core.NewRecord(col)
		r.Set("owner", owner)
		r.Set("legal_name", d.legal)
		r.Set("stage_names", []string{d.stage})
		r.Set("date_of_birth", d.dob+" 00:00:00.000Z")
		r.Set("id_method", "document")
		for _, f := range []string{"id_document", "release"} {
			img, err := thumbnailJPEG(i, fmt.Sprintf("DEMO %s", f))
			if err != nil {
				return nil, err
			}
			file, err := newFile(img, f+".jpg")
			if err != nil {
				return nil, err
			}
			r.Set(f, file)
		}
		r.Set("consent_recording", true)
		r.Set("consent_publication", true)
		r.Set("consent_download", true)
		r.Set("verified_by", verifier)
		r.Set("verified_at", now)
		if err := txApp.Save(r); err != nil {
			return nil, fmt.Errorf("demo performer %s: %w", d.stage, err)
		}
		ids = append(ids, r.Id)
	}
	return ids, nil
}
