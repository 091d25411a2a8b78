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
		page, err := app.FindRecordsByFilter("videos", "hidden = false && records_exempt = false && id > {:after}", "id", 500, 0, dbx.Params{"after": after})
		if err != nil {
			return checked, failing, err
		}
		if len(page) == 0 {
			return checked, failing, nil
		}
		for _, v := range page {
			checked++
			problems, err := VideoProblems(app, v)
			if err != nil {
				return checked, failing, err
			}
			if len(problems) == 0 {
				continue
			}
			failing++
			if each != nil {
				each(v.Id, problems)
			}
			if !dryRun {
				if err := app.RunInTransaction(func(tx core.App) error { return Recheck(tx, v.Id) }); err != nil {
					return checked, failing, err
				}
			}
		}
		after = page[len(page)-1].Id
	}
}
