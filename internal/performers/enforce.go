package performers

import (
	"context"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Enforce applies the publish gate to the videos that were public before it existed (the
// gate checks each save, so a video published earlier stays public until its performers or
// date change). Every public video whose records do not allow it goes to the "performers"
// state, hidden until its records are complete, exactly as Recheck does after an edit; its
// creator then sees what is missing in Manage Videos. With dryRun nothing is written.
//
// It walks the public videos by id in pages (an index range, not an OFFSET scan), each
// video in its own transaction, so it runs beside a serving site and can be stopped and run
// again. each is told every video that fails the gate, with its problems.
func Enforce(ctx context.Context, app core.App, dryRun bool, each func(id string, problems []string)) (checked, failing int, err error) {
	after := ""
	for {
		if err := ctx.Err(); err != nil {
			return checked, failing, err
		}
		var ids []string
		err := app.DB().NewQuery("SELECT id FROM videos WHERE hidden = FALSE AND records_exempt = FALSE AND id > {:after} ORDER BY id LIMIT 500").
			Bind(dbx.Params{"after": after}).Column(&ids)
		if err != nil {
			return checked, failing, err
		}
		if len(ids) == 0 {
			return checked, failing, nil
		}
		for _, id := range ids {
			checked++
			v, err := app.FindRecordById("videos", id)
			if err != nil {
				return checked, failing, err
			}
			problems, err := VideoProblems(app, v)
			if err != nil {
				return checked, failing, err
			}
			if len(problems) == 0 {
				continue
			}
			failing++
			if each != nil {
				each(id, problems)
			}
			if !dryRun {
				if err := app.RunInTransaction(func(tx core.App) error { return Recheck(tx, id) }); err != nil {
					return checked, failing, err
				}
			}
		}
		after = ids[len(ids)-1]
	}
}
