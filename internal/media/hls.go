package media

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// The adaptive ladder: HLS with fMP4 (CMAF) segments, one folder per rung under
// <media dir>/hls/<height>p/ (init.mp4, seg_NNNN.m4s, index.m3u8) and master.m3u8 beside
// them listing the rungs made so far. Every rung forces a keyframe every SegmentSeconds,
// so the segments of all rungs start at the same instants and a player can switch at
// any segment boundary.

// SegmentSeconds is the target length of a segment (HLS advises 2-6 s).
const SegmentSeconds = 4

// Rung is one rendition: its height and the bitrates it is encoded at.
type Rung struct {
	Height      int
	VideoKbps   int
	AudioKbps   int
	Level       string // H.264 level, in the CODECS attribute as hex
	levelIDCHex string
}

// Rungs are the ladder's renditions, lowest first.
var Rungs = []Rung{
	{240, 300, 64, "3.0", "1e"},
	{360, 700, 96, "3.0", "1e"},
	{480, 1200, 128, "3.1", "1f"},
	{720, 2500, 128, "3.1", "1f"},
	{1080, 5000, 128, "4.0", "28"},
}

// LadderFor is the rungs a source of this height gets: never upscaled, and at least the
// lowest one (a source under 240 lines gets one rung at its own height).
func LadderFor(sourceHeight int) []Rung {
	var out []Rung
	for _, r := range Rungs {
		if r.Height <= sourceHeight {
			out = append(out, r)
		}
	}
	if len(out) == 0 && sourceHeight > 0 {
		r := Rungs[0]
		r.Height = sourceHeight - sourceHeight%2
		out = append(out, r)
	}
	return out
}

// RungByHeight finds a rung of the ladder (false when the height is not one).
func RungByHeight(h int) (Rung, bool) {
	for _, r := range Rungs {
		if r.Height == h {
			return r, true
		}
	}
	return Rung{}, false
}

// HLSDir is the folder of a video's ladder inside its media dir.
func HLSDir(mediaDir string) string { return filepath.Join(mediaDir, "hls") }

// RungName is a rung's folder name ("720p").
func RungName(height int) string { return strconv.Itoa(height) + "p" }

// EncodeRung writes one rung into <hlsDir>/<height>p (through a temp folder renamed at
// the end, so a half-made rung is never listed). hasAudio adds an AAC track.
func EncodeRung(ctx context.Context, ffmpeg, in, hlsDir string, r Rung, duration float64, hasAudio bool, progress func(float64)) error {
	final := filepath.Join(hlsDir, RungName(r.Height))
	tmp := final + ".tmp"
	_ = os.RemoveAll(tmp) // best effort: a temporary file or folder
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return err
	}
	kbps := strconv.Itoa(r.VideoKbps) + "k"
	args := []string{"-i", in, "-map", "0:v:0"}
	if hasAudio {
		args = append(args, "-map", "0:a:0")
	}
	args = append(args,
		"-vf", fmt.Sprintf("scale=-2:%d", r.Height),
		"-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main", "-level:v", r.Level, "-pix_fmt", "yuv420p",
		"-b:v", kbps, "-maxrate", strconv.Itoa(r.VideoKbps*107/100)+"k", "-bufsize", strconv.Itoa(r.VideoKbps*2)+"k",
		// Keyframes at the same instants in every rung: aligned segments.
		"-force_key_frames", fmt.Sprintf("expr:gte(t,n_forced*%d)", SegmentSeconds), "-sc_threshold", "0",
	)
	if hasAudio {
		args = append(args, "-c:a", "aac", "-b:a", strconv.Itoa(r.AudioKbps)+"k", "-ac", "2", "-ar", "48000")
	}
	args = append(args,
		"-f", "hls", "-hls_time", strconv.Itoa(SegmentSeconds), "-hls_playlist_type", "vod",
		"-hls_segment_type", "fmp4", "-hls_fmp4_init_filename", "init.mp4",
		"-hls_segment_filename", filepath.Join(tmp, "seg_%04d.m4s"),
		filepath.Join(tmp, "index.m3u8"))
	if err := run(ctx, ffmpeg, duration, progress, args...); err != nil {
		_ = os.RemoveAll(tmp) // best effort: a temporary file or folder
		return err
	}
	_ = os.RemoveAll(final) // best effort: a temporary file or folder
	return os.Rename(tmp, final)
}

// Codecs is the CODECS attribute of a rung (H.264 Main + AAC-LC).
func (r Rung) Codecs(hasAudio bool) string {
	c := "avc1.4d40" + r.levelIDCHex
	if hasAudio {
		c += ",mp4a.40.2"
	}
	return c
}

// MadeRungs lists the finished rungs in hlsDir, lowest first.
func MadeRungs(hlsDir string) []int {
	entries, _ := os.ReadDir(hlsDir)
	var out []int
	for _, e := range entries {
		name := e.Name()
		if !e.IsDir() || !strings.HasSuffix(name, "p") {
			continue
		}
		h, err := strconv.Atoi(strings.TrimSuffix(name, "p"))
		if err != nil {
			continue
		}
		if _, err := os.Stat(filepath.Join(hlsDir, name, "index.m3u8")); err == nil {
			out = append(out, h)
		}
	}
	sort.Ints(out)
	return out
}

// MasterPlaylist lists the given rungs (lowest first, so a player that picks the first
// one starts low). width is computed from the source's aspect.
func MasterPlaylist(heights []int, srcW, srcH int, hasAudio bool) string {
	var b strings.Builder
	b.WriteString("#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n")
	for _, h := range heights {
		r, ok := RungByHeight(h)
		if !ok {
			r = Rungs[0]
			r.Height = h
		}
		w := h * 16 / 9
		if srcH > 0 {
			w = srcW * h / srcH
		}
		w -= w % 2
		bw := (r.VideoKbps*107/100 + map[bool]int{true: r.AudioKbps}[hasAudio]) * 1000
		fmt.Fprintf(&b, "#EXT-X-STREAM-INF:BANDWIDTH=%d,AVERAGE-BANDWIDTH=%d,RESOLUTION=%dx%d,CODECS=\"%s\"\n%s/index.m3u8\n",
			bw, bw*9/10, w, h, r.Codecs(hasAudio), RungName(h))
	}
	return b.String()
}

// WriteMaster rewrites master.m3u8 from the rungs on disk (temp file + rename).
func WriteMaster(hlsDir string, srcW, srcH int, hasAudio bool) ([]int, error) {
	made := MadeRungs(hlsDir)
	tmp := filepath.Join(hlsDir, "master.m3u8.tmp")
	if err := os.WriteFile(tmp, []byte(MasterPlaylist(made, srcW, srcH, hasAudio)), 0o644); err != nil {
		return nil, err
	}
	return made, os.Rename(tmp, filepath.Join(hlsDir, "master.m3u8"))
}
