package fingerprint

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The measure of issue 38 §3 on generated videos (nothing real): a "removed" video, its
// re-encoded, scaled, trimmed, overlaid, re-bitrated and mirrored copies all match; unrelated
// generated videos and the demo catalog's three test patterns do not. scripts/
// bench-fingerprint runs the same with 200 unrelated videos and prints the table.

func ffmpegOrSkip(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("ffmpeg")
	if err != nil {
		t.Skip("no ffmpeg")
	}
	return p
}

func run(t *testing.T, ffmpeg string, args ...string) {
	t.Helper()
	out, err := exec.Command(ffmpeg, append([]string{"-v", "error", "-y", "-nostdin"}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("ffmpeg %v: %v\n%s", args, err, out)
	}
}

func sample(t *testing.T, ffmpeg, path string) []Hash {
	t.Helper()
	return Hashes(sampleFrames(t, ffmpeg, path))
}

func sampleFrames(t *testing.T, ffmpeg, path string) []Frame {
	t.Helper()
	s, err := FromVideo(context.Background(), ffmpeg, path)
	if err != nil {
		t.Fatal(err)
	}
	return s.Frames
}

func TestTransformedCopiesMatchOthersDoNot(t *testing.T) {
	ffmpeg := ffmpegOrSkip(t)
	dir := t.TempDir()
	removed := filepath.Join(dir, "removed.mp4")
	run(t, ffmpeg, "-f", "lavfi", "-i", RemovedLavfi(12, 640, 360), "-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-pix_fmt", "yuv420p", removed)
	db := testDB(t)
	frames := sample(t, ffmpeg, removed)
	if len(frames) < 10 {
		t.Fatalf("only %d frames kept of 12 s", len(frames))
	}
	fs := make([]Frame, len(frames))
	for i, h := range frames {
		fs[i] = Frame{Hash: h, Quality: 100}
	}
	if _, err := Block(db, "removed", "", fs); err != nil {
		t.Fatal(err)
	}
	for _, c := range Copies() {
		out := filepath.Join(dir, c.Name+".mp4")
		run(t, ffmpeg, append([]string{"-i", removed}, append(c.Args, out)...)...)
		m, err := MatchFrames(db, sampleFrames(t, ffmpeg, out), MaxDistanceLimit, 0.5)
		if err != nil {
			t.Fatal(err)
		}
		if m == nil || m.Video != "removed" {
			t.Errorf("%s: not matched", c.Name)
			continue
		}
		if m.Mirrored != strings.HasPrefix(c.Name, "mirrored") {
			t.Errorf("%s: matched with mirrored %v", c.Name, m.Mirrored)
		}
		t.Logf("%s: share %.2f, best distance %d, mirrored %v", c.Name, m.Share, m.Best, m.Mirrored)
	}
	for i, src := range Unrelated(6) {
		out := filepath.Join(dir, fmt.Sprintf("other-%d.mp4", i))
		run(t, ffmpeg, "-f", "lavfi", "-i", src, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", out)
		if m, _ := MatchFrames(db, sampleFrames(t, ffmpeg, out), MaxDistanceLimit, 0.5); m != nil {
			t.Errorf("unrelated %s matched: %+v", src, m)
		}
	}
	for i := 1; i <= 3; i++ {
		p := fmt.Sprintf("../seed/media/test-pattern-%d.mp4", i)
		if m, _ := MatchFrames(db, sampleFrames(t, ffmpeg, p), MaxDistanceLimit, 0.5); m != nil {
			t.Errorf("demo pattern %d matched: %+v", i, m)
		}
	}
}
