package uploads

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reelhouse/internal/moderation"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"reelhouse/internal/fingerprint"
	"reelhouse/internal/hosts"
	"reelhouse/internal/jobs"
	"reelhouse/internal/media"
	"reelhouse/internal/storage"
)

// Job kinds of the pipeline (publish kinds are hosts.Host.Kind()).
const (
	KindProcess = "process"
	KindPreview = "preview"
	KindSprite  = "sprite"
)

const msgProcess = "Failed to process the video"

// processJob makes the browser-playable file, then creates the video and its source in
// one transaction, so the catalog never lists a video that cannot play. The follow-up
// jobs (preview, sprite, one per enabled host) are queued in the same transaction.
func (s *Server) processJob(ctx context.Context, app core.App, job *jobs.Job) error {
	var p ProcessPayload
	if err := job.Record.UnmarshalJSONField("payload", &p); err != nil || p.VideoID == "" {
		return &jobs.Failure{Message: msgProcess, Detail: "bad payload", Permanent: true}
	}
	if existing, err := app.FindRecordById("videos", p.VideoID); err == nil {
		// An earlier attempt committed and then died before cleaning up.
		job.Record.Set("video", existing.Id)
		s.Store.MarkProcessed(p.Upload, job.Record.Id, existing.Id)
		return nil
	}
	in := s.Store.DataPath(p.Upload)
	if _, err := os.Stat(in); err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "the uploaded file is gone", Permanent: true}
	}
	ffmpeg, ffprobe, err := media.Binaries(app.DataDir())
	if err != nil {
		return jobs.Fail(msgProcess, err)
	}
	info, err := media.Probe(ctx, ffprobe, in)
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "ffprobe could not read the file", Permanent: true}
	}
	work := media.Dir(app, p.VideoID)
	if err := os.MkdirAll(work, 0o755); err != nil {
		return jobs.Fail(msgProcess, err)
	}
	// A name per attempt: an earlier attempt's ffmpeg can never share the output.
	playable := filepath.Join(work, fmt.Sprintf("playable.%d.tmp.mp4", job.Record.GetInt("attempts")))
	defer func() { _ = os.Remove(playable) }() // best effort: a temporary file or folder
	if _, err := media.MakePlayable(ctx, ffmpeg, in, playable, info, func(pc float64) { job.Progress(pc * 0.9) }); err != nil {
		return jobs.Fail(msgProcess, err)
	}
	// Durations of the transcoded file are what the player sees.
	if out, err := media.Probe(ctx, ffprobe, playable); err == nil {
		info.Duration = out.Duration
	}
	// The fingerprint (issue 38 §3) of what would be published: an upload matching a
	// removed video is created held. An unreadable one fails the job (retried): a video
	// is never published unchecked.
	fp, err := fingerprint.FromVideo(ctx, ffmpeg, playable)
	if err != nil {
		return jobs.Fail(msgProcess, err)
	}
	job.Progress(92)
	thumb := s.Store.ThumbPath(p.Upload)
	if !p.HasThumb {
		thumb = filepath.Join(work, "poster.jpg")
		if err := media.Poster(ctx, ffmpeg, playable, thumb, info.Duration); err != nil {
			return jobs.Fail(msgProcess, err)
		}
	}
	job.Progress(95)

	if err := s.createVideo(app, p, info.Duration, info.Height, playable, thumb, fp.Frames); err != nil {
		return jobs.Fail(msgProcess, err)
	}
	job.Record.Set("video", p.VideoID)
	s.Store.MarkProcessed(p.Upload, job.Record.Id, p.VideoID)
	_ = os.Remove(filepath.Join(work, "poster.jpg")) // best effort: a temporary file or folder
	return nil
}

func (s *Server) createVideo(app core.App, p ProcessPayload, duration float64, height int, playable, thumbPath string, frames []fingerprint.Frame) error {
	videos, err := app.FindCachedCollectionByNameOrId("videos")
	if err != nil {
		return err
	}
	sources, err := app.FindCachedCollectionByNameOrId("video_sources")
	if err != nil {
		return err
	}
	thumb, err := filesystem.NewFileFromPath(thumbPath)
	if err != nil {
		return err
	}
	thumb.Name = "thumbnail" + extOf(thumbPath)
	thumb.OriginalName = thumb.Name

	src := core.NewRecord(sources)
	src.Id = core.GenerateDefaultRandomId()
	src.Set("video", p.VideoID)
	fileName := "video_" + src.Id + ".mp4"
	local := !app.Settings().S3.Enabled
	var stored string
	if local {
		// Move the (possibly gigabytes large) file into the record's storage directory
		// instead of copying it; on failure it is moved back out.
		stored = filepath.Join(app.DataDir(), "storage", sources.Id, src.Id, fileName)
		if err := os.MkdirAll(filepath.Dir(stored), 0o755); err != nil {
			return err
		}
		if err := os.Rename(playable, stored); err != nil {
			return err
		}
		src.Set("file", fileName)
	} else {
		f, err := filesystem.NewFileFromPath(playable)
		if err != nil {
			return err
		}
		f.Name, f.OriginalName = fileName, fileName
		src.Set("file", f)
	}

	enabled := LoadCDN(app)
	err = app.RunInTransaction(func(tx core.App) error {
		v := core.NewRecord(videos)
		v.Id = p.VideoID
		v.Set("title", p.Title)
		v.Set("author", p.Author)
		v.Set("description", p.Description)
		v.Set("license", p.License)
		v.Set("duration", math.Round(duration))
		v.Set("creator", p.Owner)
		v.Set("categories", p.Categories)
		if len(p.Tags) > 0 {
			v.Set("tags", p.Tags)
		}
		v.Set("thumbnail", thumb)
		if err := p.Records.Apply(tx, v, p.Owner); err != nil { // links before the save: the publish gate reads them
			return err
		}
		held, err := moderation.HoldForReview(tx, v) // a new creator's upload waits for review (issue 23)
		if err != nil {
			return err
		}
		match, err := fingerprint.CheckUpload(tx, v, frames) // matches a removed video: held (issue 38 §3)
		if err != nil {
			return err
		}
		if err := tx.Save(v); err != nil {
			return err
		}
		if held || match != nil {
			if err := moderation.OpenReviewCase(tx, v); err != nil {
				return err
			}
		}
		if match != nil {
			if err := fingerprint.OpenHold(tx, v.Id, match); err != nil {
				return err
			}
		}
		if local {
			// The file is already in place; a plain file name is refused by validation.
			if err := tx.SaveNoValidate(src); err != nil {
				return err
			}
		} else if err := tx.Save(src); err != nil {
			return err
		}
		for _, k := range []string{KindPreview, KindSprite} {
			if _, err := jobs.Enqueue(tx, k, p.VideoID, p.Owner, nil, 3); err != nil {
				return err
			}
		}
		if err := EnqueueLadder(tx, p.VideoID, p.Owner, height); err != nil {
			return err
		}
		for _, h := range hosts.All {
			on := map[string]bool{"doodstream": enabled.UseDoodstream, "vidguard": enabled.UseVidguard, "streamtape": enabled.UseStreamtape}[h.Key]
			// The third host only takes videos over 60 s (spec §5).
			// A host without its keys gets no job: it could only fail and retry forever.
			if !on || (h.Key == "streamtape" && duration <= 60) || !hosts.Ready(tx, h) {
				continue
			}
			if _, err := jobs.Enqueue(tx, h.Kind(), p.VideoID, p.Owner, hosts.PublishPayload{Host: h.Key}, 0); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil && local {
		_ = os.Rename(stored, playable)
		_ = os.Remove(filepath.Dir(stored)) // best effort: a temporary file or folder
	}
	return err
}

func extOf(p string) string {
	if filepath.Ext(p) == ".jpg" {
		return ".jpg"
	}
	b, err := os.ReadFile(p)
	if err != nil || len(b) < 12 {
		return ".jpg"
	}
	switch {
	case string(b[1:4]) == "PNG":
		return ".png"
	case string(b[0:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return ".webp"
	}
	return ".jpg"
}

// previewJob writes the muted hover clip for the cards.
func previewJob(ctx context.Context, app core.App, job *jobs.Job) error {
	return derive(ctx, app, job, func(ffmpeg, in, dir string, duration float64) error {
		tmp := filepath.Join(dir, "preview.tmp.mp4")
		if err := media.Preview(ctx, ffmpeg, in, tmp, duration); err != nil {
			return err
		}
		return os.Rename(tmp, filepath.Join(dir, "preview.mp4"))
	}, nil)
}

// spriteJob writes the timeline sprite and its WebVTT for the player.
func spriteJob(ctx context.Context, app core.App, job *jobs.Job) error {
	return derive(ctx, app, job, func(ffmpeg, in, dir string, duration float64) error {
		return media.Sprite(ctx, ffmpeg, in, dir, duration)
	}, func() error { return MarkSprite(app, job.Record.GetString("video")) })
}

func derive(ctx context.Context, app core.App, job *jobs.Job, make func(ffmpeg, in, dir string, duration float64) error, done func() error) error {
	videoID := job.Record.GetString("video")
	v, err := app.FindRecordById("videos", videoID)
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "the video no longer exists", Permanent: true}
	}
	_, in, release, err := media.SourceFile(app, videoID)
	if errors.Is(err, media.ErrFetch) {
		return jobs.Fail(msgProcess, err)
	}
	if err != nil {
		return &jobs.Failure{Message: msgProcess, Detail: "no self-hosted file", Permanent: true}
	}
	defer release()
	ffmpeg, _, err := media.Binaries(app.DataDir())
	if err != nil {
		return jobs.Fail(msgProcess, err)
	}
	dir := media.Dir(app, videoID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return jobs.Fail(msgProcess, err)
	}
	if err := make(ffmpeg, in, dir, v.GetFloat("duration")); err != nil {
		if errors.Is(ctx.Err(), context.Canceled) {
			return err
		}
		return jobs.Fail(msgProcess, err)
	}
	if storage.Remote(app) { // the derived files go to the bucket too (mediaRoute redirects there)
		if err := storage.MoveMedia(app, videoID, dir, "preview.mp4", "sprite.jpg", "thumbs.vtt"); err != nil {
			return jobs.Fail(msgProcess, err)
		}
	}
	if done != nil {
		return done()
	}
	return nil
}
