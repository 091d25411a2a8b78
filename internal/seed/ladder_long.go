package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/media"
)

// The demo's long videos (issue 39 §4). Every other demo video lasts 10 s, and a video
// counts as finished when fewer than 10 s remain, so a fresh demo could never show
// Continue watching, a resume offer or the ladder climbing. The newest longVideos videos
// play one longSeconds test pattern with sound instead, with its own 240/360/480p ladder
// and timeline sprite in <data dir>/media/_seedlong.
//
// Made in one ffmpeg run (one generated input, four outputs: the MP4 and three rungs, x264
// ultrafast at longFps), so the seed stays within 30 s of what it took before; cached per
// machine like the short pattern's media, so later seeds only copy.
const (
	LongMediaID = "_seedlong"
	longSeconds = 90
	longFps     = 12
	longVideos  = 6
	// The long pattern's index in sourceStore.pools (after the embedded ones).
	longPattern = samplePatterns
)

// longMedia: what the long videos point at; ok false when there are none (no ffmpeg, S3).
type longMedia struct {
	ok     bool
	hls    string // video_sources.hls
	sprite bool
	source string // the MP4 the long videos' video_sources files are copies of
}

// seedLongMedia makes (or copies from the cache) the long pattern's shared media and MP4.
// Any failure leaves the demo with short videos only, never a failed seed.
func seedLongMedia(app core.App) longMedia {
	if app.Settings().S3.Enabled {
		return longMedia{}
	}
	ffmpeg, _, err := media.Binaries(app.DataDir())
	if err != nil {
		return longMedia{}
	}
	dir := media.Dir(app, LongMediaID)
	cacheRoot, err := os.UserCacheDir()
	if err != nil {
		cacheRoot = ""
	}
	var cache string
	if cacheRoot != "" {
		cache = filepath.Join(cacheRoot, "reelhouse", longMediaVersion)
		b, err := os.ReadFile(filepath.Join(cache, "hls.json"))
		if err == nil && fileExists(cache+".mp4") && copyTree(cache, dir) == nil {
			return longMedia{ok: true, hls: string(b), sprite: fileExists(filepath.Join(dir, "thumbs.vtt")), source: cache + ".mp4"}
		}
	}
	// Without a cache the MP4 lives beside the database's media until the seed is done
	// (dataDir/.seed-long.mp4, removed by the caller through longMedia.cleanup).
	source := filepath.Join(app.DataDir(), ".seed-long.mp4")
	hls, sprite := makeLongMedia(ffmpeg, dir, source)
	if hls == "" {
		_ = os.Remove(source)
		return longMedia{}
	}
	out := longMedia{ok: true, hls: hls, sprite: sprite, source: source}
	if cache != "" && sprite {
		tmp := cache + ".tmp"
		_ = os.RemoveAll(tmp)
		if copyTree(dir, tmp) == nil && os.WriteFile(filepath.Join(tmp, "hls.json"), []byte(hls), 0o644) == nil && copyFile(source, cache+".mp4.tmp") == nil {
			_ = os.RemoveAll(cache)
			if os.Rename(tmp, cache) == nil && os.Rename(cache+".mp4.tmp", cache+".mp4") == nil {
				_ = os.Remove(source)
				out.source = cache + ".mp4"
			}
		}
		_ = os.RemoveAll(tmp)
		_ = os.Remove(cache + ".mp4.tmp")
	}
	return out
}

// cleanup removes the MP4 when it is not the cache's.
func (l longMedia) cleanup(app core.App) {
	if l.source == filepath.Join(app.DataDir(), ".seed-long.mp4") {
		_ = os.Remove(l.source)
	}
}

// longMediaVersion names the cached long media; change it when makeLongMedia changes.
const longMediaVersion = "seed-long-v2"

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// makeLongMedia generates the pattern (a moving test card and a tone) once and encodes
// the MP4 and every rung from it in the same ffmpeg run, with the ladder's layout
// (media.EncodeRung's: fMP4 segments of media.SegmentSeconds, keyframes aligned across
// rungs), then the timeline sprite from the MP4.
func makeLongMedia(ffmpeg, dir, source string) (hlsJSON string, sprite bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	hlsDir := media.HLSDir(dir)
	if err := os.MkdirAll(hlsDir, 0o755); err != nil {
		return "", false
	}
	d := strconv.Itoa(longSeconds)
	keys := fmt.Sprintf("expr:gte(t,n_forced*%d)", media.SegmentSeconds)
	args := []string{"-v", "error", "-y",
		"-f", "lavfi", "-i", fmt.Sprintf("testsrc2=size=854x480:rate=%d:duration=%s", longFps, d),
		"-f", "lavfi", "-i", "sine=frequency=220:beep_factor=4:duration=" + d,
		// The MP4 (downloads, the fallback when the ladder cannot play).
		"-map", "0:v", "-map", "1:a", "-c:v", "libx264", "-preset", "ultrafast", "-b:v", "600k", "-maxrate", "700k", "-bufsize", "1400k",
		"-pix_fmt", "yuv420p", "-force_key_frames", keys, "-c:a", "aac", "-b:a", "96k", "-movflags", "+faststart", source + ".tmp.mp4",
	}
	rungs := media.LadderFor(480)
	for _, r := range rungs {
		out := filepath.Join(hlsDir, media.RungName(r.Height))
		_ = os.RemoveAll(out)
		if err := os.MkdirAll(out, 0o755); err != nil {
			return "", false
		}
		args = append(args, "-map", "0:v", "-map", "1:a",
			"-vf", fmt.Sprintf("scale=-2:%d", r.Height),
			"-c:v", "libx264", "-preset", "ultrafast", "-profile:v", "main", "-level:v", r.Level, "-pix_fmt", "yuv420p",
			"-b:v", strconv.Itoa(r.VideoKbps)+"k", "-maxrate", strconv.Itoa(r.VideoKbps*107/100)+"k", "-bufsize", strconv.Itoa(r.VideoKbps*2)+"k",
			"-force_key_frames", keys, "-sc_threshold", "0",
			"-c:a", "aac", "-b:a", strconv.Itoa(r.AudioKbps)+"k", "-ac", "2", "-ar", "48000",
			"-f", "hls", "-hls_time", strconv.Itoa(media.SegmentSeconds), "-hls_playlist_type", "vod",
			"-hls_segment_type", "fmp4", "-hls_fmp4_init_filename", "init.mp4",
			"-hls_segment_filename", filepath.Join(out, "seg_%04d.m4s"), filepath.Join(out, "index.m3u8"))
	}
	if err := exec.CommandContext(ctx, ffmpeg, args...).Run(); err != nil {
		_ = os.RemoveAll(hlsDir)
		_ = os.Remove(source + ".tmp.mp4")
		return "", false
	}
	if err := os.Rename(source+".tmp.mp4", source); err != nil {
		return "", false
	}
	sprite = media.Sprite(ctx, ffmpeg, source, dir, longSeconds) == nil
	heights := make([]int, 0, len(rungs))
	for _, r := range rungs {
		heights = append(heights, r.Height)
	}
	b, _ := json.Marshal(map[string]any{"w": 854, "h": 480, "audio": true, "rungs": heights, "shared": LongMediaID})
	return string(b), sprite
}
