package uploads

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/jobs"
	"reelhouse/internal/media"
	"reelhouse/internal/storage"
)

// The ladder's jobs: one `hls_<height>` job per rung the source allows, queued lowest
// first with the other follow-ups, so the video plays adaptively as soon as its lowest
// rung exists and every later rung joins the master playlist when its job finishes. One
// job per rung also shows per rung in the video manager and lets several workers (or
// runners) share one video.

// KindHLSPrefix starts every rung job's kind ("hls_720").
const KindHLSPrefix = "hls_"

// LadderKinds are the job kinds of the rungs a source of this height gets.
func LadderKinds(height int) []string {
	var out []string
	for _, r := range media.LadderFor(height) {
		out = append(out, KindHLSPrefix+strconv.Itoa(r.Height))
	}
	return out
}

// EnqueueLadder queues the rung jobs of a video (app may be a transaction).
func EnqueueLadder(app core.App, videoID, owner string, height int) error {
	for _, k := range LadderKinds(height) {
		if _, err := jobs.Enqueue(app, k, videoID, owner, nil, 3); err != nil {
			return err
		}
	}
	return nil
}

// RegisterLadder binds a handler for every rung kind.
func RegisterLadder(q *jobs.Queue) {
	q.Handle(KindLadder, planLadderJob)
	for _, r := range media.Rungs {
		q.Handle(KindHLSPrefix+strconv.Itoa(r.Height), ladderJob)
	}
	// A source under 240 lines gets one rung at its own height.
	for h := 100; h < media.Rungs[0].Height; h += 2 {
		q.Handle(KindHLSPrefix+strconv.Itoa(h), ladderJob)
	}
}

func rungOfKind(kind string) (media.Rung, bool) {
	h, err := strconv.Atoi(strings.TrimPrefix(kind, KindHLSPrefix))
	if err != nil || h <= 0 {
		return media.Rung{}, false
	}
	if r, ok := media.RungByHeight(h); ok {
		return r, true
	}
	r := media.Rungs[0]
	r.Height = h
	return r, true
}

// ladderJob encodes one rung from the self-hosted MP4 and adds it to video_sources.hls.
func ladderJob(ctx context.Context, app core.App, job *jobs.Job) error {
	rung, ok := rungOfKind(job.Record.GetString("kind"))
	if !ok {
		return &jobs.Failure{Message: msgProcess, Detail: "bad rung", Permanent: true}
	}
	videoID := job.Record.GetString("video")
	_, in, release, err := media.SourceFile(app, videoID)
	if errors.Is(err, media.ErrFetch) {
		return jobs.Fail(msgProcess, err)
	}
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "no self-hosted file", Permanent: true}
	}
	defer release()
	ffmpeg, ffprobe, err := media.Binaries(app.DataDir())
	if err != nil {
		return jobs.Fail(msgProcess, err)
	}
	info, err := media.Probe(ctx, ffprobe, in)
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "ffprobe could not read the source", Permanent: true}
	}
	hlsDir := media.HLSDir(media.Dir(app, videoID))
	if err := os.MkdirAll(hlsDir, 0o755); err != nil {
		return jobs.Fail(msgProcess, err)
	}
	if err := media.EncodeRung(ctx, ffmpeg, in, hlsDir, rung, info.Duration, info.AudioCodec != "", func(p float64) { job.Progress(p * 0.95) }); err != nil {
		if errors.Is(ctx.Err(), context.Canceled) {
			return err
		}
		return jobs.Fail(msgProcess, err)
	}
	if storage.Remote(app) {
		if err := moveRung(app, videoID, hlsDir, rung.Height); err != nil {
			return jobs.Fail(msgProcess, err)
		}
	}
	return AddRung(app, videoID, info.Width, info.Height, info.AudioCodec != "", rung.Height)
}

// moveRung uploads a finished rung's files to the bucket (media/<id>/hls/<rung>/…).
func moveRung(app core.App, videoID, hlsDir string, height int) error {
	dir := filepath.Join(hlsDir, media.RungName(height))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	// The playlist last: once it is in the bucket, the rung is complete there.
	slices.SortFunc(names, func(a, b string) int {
		return map[bool]int{true: 1}[a == "index.m3u8"] - map[bool]int{true: 1}[b == "index.m3u8"]
	})
	mediaDir := filepath.Dir(hlsDir)
	for _, n := range names {
		// Keyed media/<id>/hls/<rung>/<file>, as the HLS route reads them.
		if err := storage.MoveMedia(app, videoID, mediaDir, "hls/"+media.RungName(height)+"/"+n); err != nil {
			return err
		}
	}
	return nil
}

// AddRung records a finished rung in video_sources.hls (read and written in one
// transaction: two rungs finishing at once both stay).
func AddRung(app core.App, videoID string, w, h int, audio bool, height int) error {
	return app.RunInTransaction(func(tx core.App) error {
		src, err := tx.FindFirstRecordByData("video_sources", "video", videoID)
		if err != nil {
			return &jobs.Failure{Message: msgProcess, Detail: "the video no longer exists", Permanent: true}
		}
		var cur struct {
			W     int   `json:"w"`
			H     int   `json:"h"`
			Audio bool  `json:"audio"`
			Rungs []int `json:"rungs"`
		}
		_ = src.UnmarshalJSONField("hls", &cur)
		if !slices.Contains(cur.Rungs, height) {
			cur.Rungs = append(cur.Rungs, height)
			slices.Sort(cur.Rungs)
		}
		cur.W, cur.H, cur.Audio = w, h, audio
		src.Set("hls", cur)
		return tx.SaveNoValidate(src)
	})
}

// MarkSprite records that the sprite and its VTT exist.
func MarkSprite(app core.App, videoID string) error {
	src, err := app.FindFirstRecordByData("video_sources", "video", videoID)
	if err != nil {
		return nil // the video went meanwhile
	}
	src.Set("sprite", true)
	return app.SaveNoValidate(src)
}
