package uploads

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"reelhouse/internal/cmdexit"
	"reelhouse/internal/jobs"
	"reelhouse/internal/media"
)

// KindLadder plans a video's ladder: it probes the self-hosted file and queues the rung
// jobs it lacks. `reelhouse media backfill` queues one per video without a ladder.
const KindLadder = "ladder"

// planLadderJob queues the missing rung jobs of a video (those neither made nor queued).
func planLadderJob(ctx context.Context, app core.App, job *jobs.Job) error {
	videoID := job.Record.GetString("video")
	src, in, release, err := media.SourceFile(app, videoID)
	if errors.Is(err, media.ErrFetch) {
		return jobs.Fail(msgProcess, err)
	}
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "no self-hosted file", Permanent: true}
	}
	defer release()
	_, ffprobe, err := media.Binaries(app.DataDir())
	if err != nil {
		return jobs.Fail(msgProcess, err)
	}
	info, err := media.Probe(ctx, ffprobe, in)
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "ffprobe could not read the source", Permanent: true}
	}
	var made struct {
		Rungs []int `json:"rungs"`
	}
	_ = src.UnmarshalJSONField("hls", &made)
	return app.RunInTransaction(func(tx core.App) error {
		for _, r := range media.LadderFor(info.Height) {
			kind := fmt.Sprintf("%s%d", KindHLSPrefix, r.Height)
			if slices.Contains(made.Rungs, r.Height) {
				continue
			}
			var pending int
			if err := tx.DB().NewQuery("SELECT COUNT(*) FROM jobs WHERE video = {:v} AND kind = {:k} AND state IN ('queued', 'running')").
				Bind(dbx.Params{"v": videoID, "k": kind}).Row(&pending); err != nil {
				return err
			}
			if pending > 0 {
				continue
			}
			if _, err := jobs.Enqueue(tx, kind, videoID, job.Record.GetString("owner"), nil, 3); err != nil {
				return err
			}
		}
		return nil
	})
}

// BackfillBatch is how many videos one query of the backfill reads.
const BackfillBatch = 500

// Backfill queues a ladder plan for every video with a self-hosted file and no ladder,
// unless one is already queued or running (so a second run, or one after an interrupted
// run, queues only what is left: resumable). It pages by id and never loads the table.
// The work itself runs on the job workers and runners, so its concurrency is theirs
// (REELHOUSE_JOB_WORKERS per server, one job per runner). Returns how many it queued (or
// would queue, with dryRun).
func Backfill(app core.App, dryRun bool, report func(videoID string)) (int, error) {
	after, n := "", 0
	for {
		var rows []struct {
			Video   string `db:"video"`
			Creator string `db:"creator"`
		}
		err := app.DB().NewQuery(`SELECT vs.video AS video, v.creator AS creator FROM video_sources vs
			JOIN videos v ON v.id = vs.video
			WHERE vs.video > {:after} AND vs.file != '' AND (vs.hls IS NULL OR vs.hls IN ('', 'null'))
			AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.video = vs.video AND j.state IN ('queued', 'running')
				AND (j.kind = 'ladder' OR j.kind LIKE 'hls\_%' ESCAPE '\'))
			ORDER BY vs.video LIMIT {:n}`).Bind(dbx.Params{"after": after, "n": BackfillBatch}).All(&rows)
		if err != nil {
			return n, err
		}
		for _, r := range rows {
			if !dryRun {
				if _, err := jobs.Enqueue(app, KindLadder, r.Video, r.Creator, nil, 3); err != nil {
					return n, err
				}
			}
			n++
			if report != nil {
				report(r.Video)
			}
		}
		if len(rows) < BackfillBatch {
			return n, nil
		}
		after = rows[len(rows)-1].Video
	}
}

// MediaCommand is `reelhouse media backfill [--dry-run] [-v]`.
func MediaCommand(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "media", Short: "Derived media of the videos (adaptive ladders)"}
	root.AddCommand(cmdexit.DryRun(app, "backfill",
		"Queue adaptive (HLS) ladders for videos that lack one",
		"Queues a ladder plan for every video with a self-hosted file and no ladder yet (skipping those already queued), in pages of "+fmt.Sprint(BackfillBatch)+". A running server's job workers (and runners) do the work; run it again to resume.",
		func(_ context.Context, out io.Writer, dry, verbose bool) error {
			n, err := Backfill(app, dry, func(id string) {
				if verbose {
					fmt.Fprintln(out, id)
				}
			})
			if err != nil {
				return err
			}
			if dry {
				fmt.Fprintf(out, "%d videos lack a ladder (dry run: nothing queued)\n", n)
			} else {
				fmt.Fprintf(out, "queued ladders for %d videos\n", n)
			}
			return nil
		}))
	return root
}
