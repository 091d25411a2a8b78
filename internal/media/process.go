package media

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// run executes ffmpeg; when duration > 0 and progress != nil it reports 0..100 from
// ffmpeg's -progress output. The error carries the tail of stderr.
func run(ctx context.Context, ffmpeg string, duration float64, progress func(float64), args ...string) error {
	full := append([]string{"-hide_banner", "-nostdin", "-y", "-loglevel", "error", "-progress", "pipe:1"}, args...)
	cmd := exec.CommandContext(ctx, ffmpeg, full...)
	dieWithParent(cmd)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		line := sc.Text()
		if progress == nil || duration <= 0 || !strings.HasPrefix(line, "out_time_us=") {
			continue
		}
		us, err := strconv.ParseFloat(strings.TrimPrefix(line, "out_time_us="), 64)
		if err == nil && us > 0 {
			progress(math.Min(99, us/1e6/duration*100))
		}
	}
	if err := cmd.Wait(); err != nil {
		tail := stderr.String()
		if len(tail) > 500 {
			tail = tail[len(tail)-500:]
		}
		return fmt.Errorf("ffmpeg: %v: %s", err, strings.TrimSpace(tail))
	}
	return nil
}

// MakePlayable writes a browser-playable MP4 with the index at the front (faststart):
// a stream copy when the codecs already play in browsers, else H.264/AAC.
func MakePlayable(ctx context.Context, ffmpeg, in, out string, info *Info, progress func(float64)) (transcoded bool, err error) {
	if info.BrowserPlayable() {
		err = run(ctx, ffmpeg, info.Duration, progress, "-i", in, "-map", "0:v:0", "-map", "0:a:0?", "-c", "copy", "-movflags", "+faststart", "-f", "mp4", out)
		if err == nil {
			return false, nil
		}
		// A stream copy can fail on odd files; a transcode is the fallback.
	}
	err = run(ctx, ffmpeg, info.Duration, progress,
		"-i", in, "-map", "0:v:0", "-map", "0:a:0?",
		"-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p",
		// Even dimensions (x264 with 4:2:0 needs them), never upscaled.
		"-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2",
		"-c:a", "aac", "-b:a", "128k", "-ac", "2",
		"-movflags", "+faststart", "-f", "mp4", out)
	return true, err
}

// Poster writes a JPEG frame from a third into the video (at most 5 s in), 1280 px wide at most.
func Poster(ctx context.Context, ffmpeg, in, out string, duration float64) error {
	at := math.Min(5, duration/3)
	return run(ctx, ffmpeg, 0, nil, "-ss", ftoa(at), "-i", in, "-frames:v", "1",
		"-vf", "scale='min(1280,iw)':-2", "-q:v", "3", out)
}

// PreviewSeconds is the length of the hover preview clip.
const PreviewSeconds = 4

// Preview writes a short muted 320 px wide MP4 for hover previews on video cards.
func Preview(ctx context.Context, ffmpeg, in, out string, duration float64) error {
	start := 0.0
	if duration > PreviewSeconds*2 {
		start = duration * 0.2
	}
	return run(ctx, ffmpeg, 0, nil, "-ss", ftoa(start), "-i", in, "-t", strconv.Itoa(PreviewSeconds), "-an",
		"-vf", "scale=320:-2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "28", "-pix_fmt", "yuv420p",
		"-movflags", "+faststart", "-f", "mp4", out)
}

// Sprite layout: tiles of 160x90, 10 per row, at most 100 tiles per video.
const (
	TileW, TileH = 160, 90
	TileCols     = 10
	MaxTiles     = 100
)

// SpriteInterval is the seconds between two timeline thumbnails.
func SpriteInterval(duration float64) float64 {
	return math.Max(1, math.Ceil(duration/MaxTiles))
}

// Sprite writes sprite.jpg (the timeline thumbnails in one image) and thumbs.vtt (a cue
// per tile pointing at its #xywh region) into dir.
func Sprite(ctx context.Context, ffmpeg, in, dir string, duration float64) error {
	interval := SpriteInterval(duration)
	count := int(math.Max(1, math.Ceil(duration/interval)))
	rows := (count + TileCols - 1) / TileCols
	vf := fmt.Sprintf("fps=1/%s,scale=%d:%d:force_original_aspect_ratio=decrease,pad=%d:%d:(ow-iw)/2:(oh-ih)/2,tile=%dx%d",
		ftoa(interval), TileW, TileH, TileW, TileH, TileCols, rows)
	tmp := filepath.Join(dir, "sprite.tmp.jpg")
	if err := run(ctx, ffmpeg, 0, nil, "-i", in, "-vf", vf, "-frames:v", "1", "-q:v", "5", tmp); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "thumbs.vtt"), []byte(SpriteVTT(duration, "sprite.jpg")), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, "sprite.jpg"))
}

// SpriteVTT is the WebVTT that maps each interval of the video to its tile.
func SpriteVTT(duration float64, image string) string {
	interval := SpriteInterval(duration)
	count := int(math.Max(1, math.Ceil(duration/interval)))
	var b strings.Builder
	b.WriteString("WEBVTT\n")
	for i := 0; i < count; i++ {
		start := float64(i) * interval
		end := math.Min(duration, start+interval)
		x, y := (i%TileCols)*TileW, (i/TileCols)*TileH
		fmt.Fprintf(&b, "\n%s --> %s\n%s#xywh=%d,%d,%d,%d\n", vttTime(start), vttTime(end), image, x, y, TileW, TileH)
	}
	return b.String()
}

func vttTime(s float64) string {
	ms := int64(math.Round(s * 1000))
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', 3, 64) }

// DieWithParent: the same for ffmpeg runs started outside this package (the fingerprint's
// frame reader).
func DieWithParent(cmd *exec.Cmd) { dieWithParent(cmd) }
