package fingerprint

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/media"
)

// The backfill (issue 38 §3): videos processed before fingerprinting, and the demo
// catalog's, have no fp_videos row, so taking one down would block nothing. They get one
// two ways:
//   - a takedown of such a video queues it (fp_pending, in the takedown's transaction);
//     the server's one pending worker fingerprints it and, if it is still removed then,
//     puts it on the block list (PendingWorker);
//   - `reelhouse fingerprint backfill` fingerprints every video with a self-hosted file
//     that lacks one, removed videos first, one at a time with one decoding thread, so a
//     running server keeps its other core; interrupted, it resumes where it stopped
//     (what lacks a row is what is left).

// FingerprintVideo makes a stored video's fingerprint from its self-hosted file (fetched
// to a temp file on S3 storage) and saves it; a video removed by then goes on the block
// list in the same transaction, and its pending row goes. A video deleted meanwhile is
// dropped from the queue and nothing is saved. Returns the frames kept.
func FingerprintVideo(ctx context.Context, app core.App, videoID string) (int, error) {
	_, path, release, err := media.SourceFile(app, videoID)
	if err != nil {
		return 0, fmt.Errorf("no self-hosted file: %w", err)
	}
	defer release()
	ffmpeg, _, err := media.Binaries(app.DataDir())
	if err != nil {
		return 0, err
	}
	s, err := FromVideo(ctx, ffmpeg, path)
	if err != nil {
		return 0, err
	}
	err = app.RunInTransaction(func(tx core.App) error {
		db := tx.DB()
		if _, err := db.NewQuery("DELETE FROM fp_pending WHERE video = {:v}").Bind(dbx.Params{"v": videoID}).Execute(); err != nil {
			return err
		}
		var moderation string
		err := db.NewQuery("SELECT moderation FROM videos WHERE id = {:v}").Bind(dbx.Params{"v": videoID}).Row(&moderation)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := SaveVideo(db, videoID, s.Frames); err != nil {
			return err
		}
		if moderation == "removed" {
			_, err = Block(db, videoID, "", s.Frames)
		}
		return err
	})
	return len(s.Frames), err
}

// BackfillPage is how many video ids one query of the backfill reads.
const BackfillPage = 100

// Backfill fingerprints every video with a self-hosted file and no fingerprint, the
// removed ones first (they are what the block list lacks), in id order a page at a time:
// no scan of the table into memory. A video that fails (its file gone, ffmpeg refusing
// it) is reported and passed over; a second run tries it again. With dryRun it only
// counts. report, if set, hears every video.
func Backfill(ctx context.Context, app core.App, dryRun bool, report func(videoID string, frames int, err error)) (done, failed int, err error) {
	for _, removed := range []bool{true, false} {
		after := ""
		for {
			ids, err := lacking(app.DB(), removed, after)
			if err != nil {
				return done, failed, err
			}
			for _, id := range ids {
				after = id
				if err := ctx.Err(); err != nil {
					return done, failed, err
				}
				n, ferr := 0, error(nil)
				if !dryRun {
					n, ferr = FingerprintVideo(ctx, app, id)
				}
				if ferr != nil {
					failed++
				} else {
					done++
				}
				if report != nil {
					report(id, n, ferr)
				}
			}
			if len(ids) < BackfillPage {
				break
			}
		}
	}
	return done, failed, nil
}

// lacking: the next page of videos (after the id `after`) with a self-hosted file and no
// fingerprint, removed ones or the others.
func lacking(db dbx.Builder, removed bool, after string) ([]string, error) {
	cond := "v.moderation = 'removed'"
	if !removed {
		cond = "v.moderation != 'removed'"
	}
	var ids []string
	err := db.NewQuery("SELECT v.id FROM videos v WHERE v.id > {:after} AND " + cond + `
		AND NOT EXISTS (SELECT 1 FROM fp_videos f WHERE f.video = v.id)
		AND EXISTS (SELECT 1 FROM video_sources s WHERE s.video = v.id AND s.file != '')
		ORDER BY v.id LIMIT {:n}`).Bind(dbx.Params{"after": after, "n": BackfillPage}).Column(&ids)
	return ids, err
}

// queuePending: a takedown of a video without a fingerprint (in its transaction).
func queuePending(db dbx.Builder, videoID string) error {
	_, err := db.NewQuery("INSERT OR IGNORE INTO fp_pending (video, attempts, next, error) VALUES ({:v}, 0, {:n}, '')").
		Bind(dbx.Params{"v": videoID, "n": now()}).Execute()
	return err
}

// pendingBackoff: the wait after a failed attempt: 1, 2, 4 ... minutes, at most 6 hours
// (a file on a bucket that is down for a while; the queue never gives up on a removed
// video, it logs each failure).
func pendingBackoff(attempts int) time.Duration {
	return min(time.Minute<<min(attempts, 20), 6*time.Hour)
}

// DrainPending fingerprints the queued videos that are due, one at a time, and returns
// how many it finished (a failure is rescheduled with its error, not counted).
func DrainPending(ctx context.Context, app core.App) (int, error) {
	n := 0
	for ctx.Err() == nil {
		var row struct {
			Video    string `db:"video"`
			Attempts int    `db:"attempts"`
		}
		err := app.DB().NewQuery("SELECT video, attempts FROM fp_pending WHERE next <= {:now} ORDER BY next LIMIT 1").
			Bind(dbx.Params{"now": now()}).One(&row)
		if errors.Is(err, sql.ErrNoRows) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		var exists int
		if err := app.DB().NewQuery("SELECT COUNT(*) FROM videos WHERE id = {:v}").Bind(dbx.Params{"v": row.Video}).Row(&exists); err != nil {
			return n, err
		}
		if exists == 0 { // deleted before its turn: its file is gone with it
			if _, err := app.DB().NewQuery("DELETE FROM fp_pending WHERE video = {:v}").Bind(dbx.Params{"v": row.Video}).Execute(); err != nil {
				return n, err
			}
			continue
		}
		if _, err := FingerprintVideo(ctx, app, row.Video); err != nil {
			if ctx.Err() != nil {
				return n, nil // stopping: the row stays as it was
			}
			app.Logger().Warn("fingerprint: a removed video could not be fingerprinted; retried later", "video", row.Video, "attempts", row.Attempts+1, "error", err)
			msg := err.Error()
			if len(msg) > 500 {
				msg = msg[:500]
			}
			next := time.Now().UTC().Add(pendingBackoff(row.Attempts)).Format("2006-01-02 15:04:05.000Z")
			if _, err := app.DB().NewQuery("UPDATE fp_pending SET attempts = attempts + 1, next = {:n}, error = {:e} WHERE video = {:v}").
				Bind(dbx.Params{"n": next, "e": msg, "v": row.Video}).Execute(); err != nil {
				return n, err
			}
			continue
		}
		n++
	}
	return n, nil
}

// pendingPoll: how often the worker looks for due rows besides being woken.
const pendingPoll = 30 * time.Second

var wakePending = make(chan struct{}, 1)

func wake() {
	select {
	case wakePending <- struct{}{}:
	default:
	}
}

// startPendingWorker runs DrainPending on every wake (a takedown committed) and poll,
// until ctx ends: one worker, so at most one fingerprint at a time.
func startPendingWorker(ctx context.Context, app core.App) {
	go func() {
		t := time.NewTicker(pendingPoll)
		defer t.Stop()
		for {
			if _, err := DrainPending(ctx, app); err != nil {
				app.Logger().Error("fingerprint: the pending queue could not be read", "error", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-wakePending:
			case <-t.C:
			}
		}
	}()
}
