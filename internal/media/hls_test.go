package media

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The ladder of a generated 1080p clip: every rung up to 1080p, each an fMP4 HLS playlist
// of H.264 + AAC at its height, with segments of at most SegmentSeconds (+ a frame) that
// start at the same instants in every rung, and a master listing them lowest first.
func TestLadderOf1080pClip(t *testing.T) {
	if testing.Short() {
		t.Skip("encodes video")
	}
	ffmpeg, ffprobe, err := Binaries(t.TempDir())
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "src.mp4")
	gen := exec.Command(ffmpeg, "-v", "error", "-f", "lavfi", "-i", "testsrc=size=1920x1080:rate=25:duration=9",
		"-f", "lavfi", "-i", "sine=frequency=440:duration=9", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
		"-c:a", "aac", "-shortest", src)
	if out, err := gen.CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, out)
	}
	ctx := context.Background()
	info, err := Probe(ctx, ffprobe, src)
	if err != nil {
		t.Fatal(err)
	}
	ladder := LadderFor(info.Height)
	hls := HLSDir(dir)
	for _, r := range ladder {
		if err := EncodeRung(ctx, ffmpeg, src, hls, r, info.Duration, true, nil); err != nil {
			t.Fatal(err)
		}
	}
	made, err := WriteMaster(hls, info.Width, info.Height, true)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{240, 360, 480, 720, 1080}
	if len(made) != len(want) {
		t.Fatalf("rungs %v, want %v", made, want)
	}
	master, _ := os.ReadFile(filepath.Join(hls, "master.m3u8"))
	if !strings.Contains(string(master), "RESOLUTION=426x240,CODECS=\"avc1.4d401e,mp4a.40.2\"\n240p/index.m3u8") ||
		strings.Index(string(master), "240p/") > strings.Index(string(master), "1080p/") {
		t.Fatalf("master:\n%s", master)
	}
	var firstStarts []string
	for i, h := range want {
		pl := filepath.Join(hls, RungName(h), "index.m3u8")
		text, _ := os.ReadFile(pl)
		if !strings.Contains(string(text), `#EXT-X-MAP:URI="init.mp4"`) {
			t.Fatalf("%dp is not fMP4:\n%s", h, text)
		}
		segs := 0
		for _, line := range strings.Split(string(text), "\n") {
			if d, ok := strings.CutPrefix(line, "#EXTINF:"); ok {
				segs++
				s, _ := strconv.ParseFloat(strings.TrimSuffix(d, ","), 64)
				if s < 0.5 || s > SegmentSeconds+0.1 {
					t.Fatalf("%dp segment of %v s", h, s)
				}
			}
		}
		if segs < 2 {
			t.Fatalf("%dp has %d segments", h, segs)
		}
		// ffprobe the rung through its playlist: resolution and codecs.
		out, err := exec.Command(ffprobe, "-v", "error", "-show_streams", "-of", "json", pl).Output()
		if err != nil {
			t.Fatal(err)
		}
		var p struct {
			Streams []struct {
				CodecType string `json:"codec_type"`
				CodecName string `json:"codec_name"`
				Profile   string `json:"profile"`
				Height    int    `json:"height"`
			} `json:"streams"`
		}
		json.Unmarshal(out, &p)
		var v, a string
		for _, s := range p.Streams {
			if s.CodecType == "video" {
				v = s.CodecName + "/" + s.Profile + "/" + strconv.Itoa(s.Height)
			} else if s.CodecType == "audio" {
				a = s.CodecName
			}
		}
		if v != "h264/Main/"+strconv.Itoa(h) || a != "aac" {
			t.Fatalf("%dp: video %q audio %q", h, v, a)
		}
		// Keyframe alignment: the keyframe times of each rung are the same.
		kf, err := exec.Command(ffprobe, "-v", "error", "-select_streams", "v", "-skip_frame", "nokey",
			"-show_entries", "frame=pts_time", "-of", "csv=p=0", pl).Output()
		if err != nil {
			t.Fatal(err)
		}
		starts := strings.Fields(string(kf))
		if i == 0 {
			firstStarts = starts
		} else if strings.Join(starts, " ") != strings.Join(firstStarts, " ") {
			t.Fatalf("%dp keyframes %v, 240p %v", h, starts, firstStarts)
		}
	}
	if len(firstStarts) < 3 {
		t.Fatalf("keyframes %v", firstStarts)
	}
}

func TestLadderForNeverUpscales(t *testing.T) {
	heights := func(rs []Rung) (out []int) {
		for _, r := range rs {
			out = append(out, r.Height)
		}
		return
	}
	if got := heights(LadderFor(720)); len(got) != 4 || got[3] != 720 {
		t.Fatalf("720: %v", got)
	}
	if got := heights(LadderFor(1000)); len(got) != 4 {
		t.Fatalf("1000: %v", got)
	}
	if got := heights(LadderFor(180)); len(got) != 1 || got[0] != 180 {
		t.Fatalf("180: %v", got)
	}
}
