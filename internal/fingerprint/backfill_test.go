package fingerprint

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// backfillApp: a test app with the two collections the backfill reads (the columns it
// uses), the fingerprint tables, and the takedown hook as Register binds it.
func backfillApp(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	videos := core.NewBaseCollection("videos")
	videos.Fields.Add(&core.TextField{Name: "title"}, &core.TextField{Name: "moderation"})
	if err := app.Save(videos); err != nil {
		t.Fatal(err)
	}
	sources := core.NewBaseCollection("video_sources")
	sources.Fields.Add(&core.TextField{Name: "video"}, &core.FileField{Name: "file", MaxSelect: 1, MaxSize: 1 << 30})
	if err := app.Save(sources); err != nil {
		t.Fatal(err)
	}
	for _, s := range Schema {
		if _, err := app.DB().NewQuery(s).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	app.OnRecordUpdateExecute("videos").BindFunc(blockOnTakedown)
	return app
}

// addVideo: a video whose self-hosted file is a copy of file ("" for none on disk).
func addVideo(t *testing.T, app core.App, file string) string {
	t.Helper()
	v := core.NewRecord(must(app.FindCollectionByNameOrId("videos")))
	v.Set("title", "old video")
	if err := app.Save(v); err != nil {
		t.Fatal(err)
	}
	src := core.NewRecord(must(app.FindCollectionByNameOrId("video_sources")))
	src.Id = core.GenerateDefaultRandomId()
	src.Set("video", v.Id)
	src.Set("file", "video.mp4")
	if file != "" {
		dst := filepath.Join(app.DataDir(), "storage", src.BaseFilesPath(), "video.mp4")
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := app.SaveNoValidate(src); err != nil { // a plain file name, as processing stores it
		t.Fatal(err)
	}
	return v.Id
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func count(t *testing.T, db dbx.Builder, q string, p dbx.Params) int {
	t.Helper()
	var n int
	if err := db.NewQuery(q).Bind(p).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Videos from before fingerprinting: a takedown of one queues it and the pending worker
// puts it on the block list (a copy then matches); the backfill fingerprints the rest,
// passes over a video whose file is gone, and a second run has nothing left to do.
func TestBackfillAndTakedownOfAnOldVideo(t *testing.T) {
	ffmpeg := ffmpegOrSkip(t)
	app := backfillApp(t)
	ctx := context.Background()
	dir := t.TempDir()
	orig := filepath.Join(dir, "orig.mp4")
	run(t, ffmpeg, "-f", "lavfi", "-i", RemovedLavfi(8, 480, 270), "-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-pix_fmt", "yuv420p", orig)
	other := filepath.Join(dir, "other.mp4")
	run(t, ffmpeg, "-f", "lavfi", "-i", Unrelated(4)[3], "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", other)

	removed, kept, gone := addVideo(t, app, orig), addVideo(t, app, other), addVideo(t, app, "")
	byVideo := dbx.Params{"v": removed}

	// The takedown: no fingerprint yet, so nothing blocked, but queued in its transaction.
	v := must(app.FindRecordById("videos", removed))
	v.Set("moderation", "removed")
	if err := app.Save(v); err != nil {
		t.Fatal(err)
	}
	if n := count(t, app.DB(), "SELECT COUNT(*) FROM fp_pending WHERE video = {:v}", byVideo); n != 1 {
		t.Fatalf("takedown queued %d rows", n)
	}
	if n, err := DrainPending(ctx, app); err != nil || n != 1 {
		t.Fatalf("drained %d: %v", n, err)
	}
	if count(t, app.DB(), "SELECT COUNT(*) FROM fp_blocks WHERE video = {:v}", byVideo) != 1 ||
		count(t, app.DB(), "SELECT COUNT(*) FROM fp_pending", nil) != 0 {
		t.Fatal("the removed video is not on the block list, or still queued")
	}
	copyPath := filepath.Join(dir, "copy.mp4")
	run(t, ffmpeg, "-i", orig, "-vf", "scale=320:-2", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "35", "-pix_fmt", "yuv420p", copyPath)
	if m, err := Match(app.DB(), sample(t, ffmpeg, copyPath), MaxDistanceLimit, 0.5); err != nil || m == nil || m.Video != removed {
		t.Fatalf("the copy of the old removed video: %+v %v", m, err)
	}

	// The backfill: the dry run counts, the run fingerprints the kept video and reports
	// the one without a file, the second run finds only that one again.
	if done, failed, err := Backfill(ctx, app, true, nil); err != nil || done != 2 || failed != 0 {
		t.Fatalf("dry run: %d %d %v", done, failed, err)
	}
	var failedIDs []string
	done, failed, err := Backfill(ctx, app, false, func(id string, _ int, err error) {
		if err != nil {
			failedIDs = append(failedIDs, id)
		}
	})
	if err != nil || done != 1 || failed != 1 || len(failedIDs) != 1 || failedIDs[0] != gone {
		t.Fatalf("backfill: done %d failed %v %v", done, failedIDs, err)
	}
	if count(t, app.DB(), "SELECT COUNT(*) FROM fp_videos WHERE video = {:v} AND n > 0", dbx.Params{"v": kept}) != 1 ||
		count(t, app.DB(), "SELECT COUNT(*) FROM fp_blocks", nil) != 1 {
		t.Fatal("the kept video has no fingerprint, or something else was blocked")
	}
	if done, failed, _ := Backfill(ctx, app, false, nil); done != 0 || failed != 1 {
		t.Fatalf("second run: done %d failed %d", done, failed)
	}

	// A queued video deleted before its turn leaves the queue; one whose file cannot be
	// read stays, rescheduled with its error.
	if err := queuePending(app.DB(), "deleted_video1"); err != nil {
		t.Fatal(err)
	}
	if err := queuePending(app.DB(), gone); err != nil {
		t.Fatal(err)
	}
	if n, err := DrainPending(ctx, app); err != nil || n != 0 {
		t.Fatalf("drained %d: %v", n, err)
	}
	var rows []struct {
		Video    string `db:"video"`
		Attempts int    `db:"attempts"`
		Error    string `db:"error"`
	}
	if err := app.DB().NewQuery("SELECT video, attempts, error FROM fp_pending").All(&rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Video != gone || rows[0].Attempts != 1 || rows[0].Error == "" {
		t.Fatalf("queue after a failure: %+v", rows)
	}
}
