package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/media"
)

// SharedMediaID names the folder (<data dir>/media/_seed) that holds the demo's shared
// derived media: one short 480p test-pattern ladder (240/360/480p) and one timeline
// sprite with its thumbs.vtt. Every seeded video points at it through
// video_sources.hls.shared, so the demo plays adaptively and its watch pages find their
// sprite, at the cost of one tiny encode per machine (cached, below) however many videos it makes.
const SharedMediaID = "_seed"

// seedMedia makes the shared media; it returns the video_sources.hls value and whether
// the sprite exists. ffmpeg missing or failing leaves the demo without a ladder (the MP4
// plays), never a failed seed. Files in the bucket are not made (S3 seeds skip it).
func seedMedia(app core.App) (hlsJSON string, sprite bool) {
	if app.Settings().S3.Enabled {
		return "", false
	}
	ffmpeg, _, err := media.Binaries(app.DataDir())
	if err != nil {
		return "", false
	}
	dir := media.Dir(app, SharedMediaID)
	// The shared media are the same for every seed: made once per machine and kept in the
	// user's cache, so the test suites' many seeds copy 3 MB instead of encoding again.
	cache := ""
	if c, err := os.UserCacheDir(); err == nil {
		cache = filepath.Join(c, "reelhouse", seedMediaVersion)
		if b, err := os.ReadFile(filepath.Join(cache, "hls.json")); err == nil && copyTree(cache, dir) == nil {
			_, err := os.Stat(filepath.Join(dir, "thumbs.vtt"))
			return string(b), err == nil
		}
	}
	hlsJSON, sprite = makeSeedMedia(ffmpeg, dir)
	if cache != "" && hlsJSON != "" && sprite {
		tmp := cache + ".tmp"
		_ = os.RemoveAll(tmp) // best effort: a temporary file or folder
		if copyTree(dir, tmp) == nil && os.WriteFile(filepath.Join(tmp, "hls.json"), []byte(hlsJSON), 0o644) == nil {
			_ = os.RemoveAll(cache) // best effort: a temporary file or folder
			_ = os.Rename(tmp, cache)
		}
		_ = os.RemoveAll(tmp) // best effort: a temporary file or folder
	}
	return hlsJSON, sprite
}

// seedMediaVersion names the cached shared media; change it when makeSeedMedia changes.
const seedMediaVersion = "seed-media-v1"

func makeSeedMedia(ffmpeg, dir string) (hlsJSON string, sprite bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", false
	}
	src := filepath.Join(dir, "source.tmp.mp4")
	defer func() { _ = os.Remove(src) }() // best effort: a temporary file or folder
	// As long as the embedded patterns (patternSeconds), so the ladder and the MP4 agree.
	d := time.Duration(patternSeconds) * time.Second
	gen := exec.CommandContext(ctx, ffmpeg, "-v", "error", "-y",
		"-f", "lavfi", "-i", "testsrc2=size=854x480:rate=24:duration="+itoa(int(d.Seconds())),
		"-f", "lavfi", "-i", "sine=frequency=330:duration="+itoa(int(d.Seconds())),
		"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", src)
	if err := gen.Run(); err != nil {
		return "", false
	}
	sprite = media.Sprite(ctx, ffmpeg, src, dir, d.Seconds()) == nil
	hls := media.HLSDir(dir)
	var rungs []int
	for _, r := range media.LadderFor(480) {
		if err := media.EncodeRung(ctx, ffmpeg, src, hls, r, d.Seconds(), true, nil); err != nil {
			break
		}
		rungs = append(rungs, r.Height)
	}
	if len(rungs) == 0 {
		return "", sprite
	}
	b, _ := json.Marshal(map[string]any{"w": 854, "h": 480, "audio": true, "rungs": rungs, "shared": SharedMediaID})
	return string(b), sprite
}

func itoa(n int) string { return fmt.Sprint(n) }

// copyTree copies the files under src into dst (hard links where the file system allows).
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if strings.HasSuffix(p, ".tmp.mp4") || rel == "hls.json" {
			return nil
		}
		return linkOrCopy(p, target)
	})
}
