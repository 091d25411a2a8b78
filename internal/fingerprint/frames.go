package fingerprint

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"syscall"
	"time"

	"reelhouse/internal/media"
)

// Sampling (issue 38 §3, like Meta's vPDQ): one frame a second, its central 80% (a logo
// or watermark in a corner, or a letterbox edge, mostly falls outside: an opaque corner
// box a fifth of the width flipped 30-40 bits of the full frame's hash, 0-18 of the
// centre's), scaled by ffmpeg (area average) to PDQ's 64x64 working size in gray,
// averaged over 5 frames (tmix: a copy whose frames sit one or two frames off, as a
// transcode with B-frames shifts them, still hashes alike) and piped raw: no file per
// frame.
const (
	side = 64
	// MinQuality: frames under it (flat, dark, blurred) hash to noise and are dropped.
	MinQuality = 50
	// DedupDistance: a frame this close to the last kept one adds nothing (a still scene).
	DedupDistance = 8
	// maxFrames bounds one video's fingerprint (3 hours at one a second).
	maxFrames = 3 * 3600
)

// filterChain makes the frames hashed. Every stored fingerprint (fp_videos, fp_blocks)
// was made with it: a change makes new uploads' hashes differ from the removed videos'
// ones, so it needs every fingerprint remade. Tried and not taken (docs/benchmarks.md):
// "fps=5," first, so that only 5 frames a second are scaled: the average then spans a
// second instead of 5 frames and every hash moved 42-64 bits from the current ones,
// for no measurable saving (decoding is ~90% of the CPU; the scale of each frame to
// 64x64 is not the cost the first measurement suggested).
var filterChain = fmt.Sprintf("crop=iw*4/5:ih*4/5,scale=%d:%d:flags=area,format=gray,tmix=frames=5,fps=1", side, side)

// decodeOptions: one decoding thread. The same frames and hashes, no more CPU (measured
// 4.9 s against 6.0 s with ffmpeg's default threads for a minute of 1080p), and a
// fingerprint (in the processing job or the backfill) takes one core instead of all of
// them from the requests being served. "-skip_loop_filter all" would save another
// quarter on deblocked H.264 but moves hashes 0-8 bits from the stored ones.
var decodeOptions = []string{"-threads", "1"}

// Frame is one kept second of a video.
type Frame struct {
	Hash    Hash
	Quality int
	Mirror  Hash // the hash of the frame flipped left to right: an upload's, to match mirrored copies (not stored)
}

// Sampled is a video's fingerprint and what making it cost.
type Sampled struct {
	Frames []Frame
	Seen   int           // frames read, before dropping
	CPU    time.Duration // ffmpeg's user+system time plus the hashing's (wall time, an upper bound)
}

// FFmpegArgs: ffmpeg's arguments that write a video's 64x64 gray frames, one a second, raw
// to stdout (scripts/bench-fingerprint times them with other options too).
func FFmpegArgs(path string) []string {
	return append(append([]string{"-nostdin", "-v", "error"}, decodeOptions...), "-i", path,
		"-map", "0:v:0", "-an", "-sn", "-dn", "-vf", filterChain, "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1")
}

// FromVideo reads a video's frames through ffmpeg and keeps the useful ones.
func FromVideo(ctx context.Context, ffmpeg, path string) (Sampled, error) {
	cmd := exec.CommandContext(ctx, ffmpeg, FFmpegArgs(path)...)
	media.DieWithParent(cmd)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return Sampled{}, err
	}
	if err := cmd.Start(); err != nil {
		return Sampled{}, err
	}
	var s Sampled
	var hashing time.Duration
	r := bufio.NewReaderSize(out, side*side*4)
	buf := make([]byte, side*side)
	luma := make([]float32, side*side)
	var last *Hash
	for {
		if _, err = io.ReadFull(r, buf); err != nil {
			break
		}
		s.Seen++
		t := time.Now()
		for i, b := range buf {
			luma[i] = float32(b)
		}
		h, mirror, q := FromLumaMirrored(luma, side, side)
		hashing += time.Since(t)
		if q < MinQuality || (last != nil && Distance(*last, h) <= DedupDistance) || len(s.Frames) >= maxFrames {
			continue
		}
		s.Frames = append(s.Frames, Frame{Hash: h, Quality: q, Mirror: mirror})
		last = &s.Frames[len(s.Frames)-1].Hash
	}
	_, _ = io.Copy(io.Discard, r)
	werr := cmd.Wait()
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			s.CPU = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	// The hashing's own time, not the loop's: the loop waits on the pipe for ffmpeg, and
	// counting that wait (as the first measurement did) reported 45 s "CPU" a minute of
	// 1080p where ffmpeg used 6.
	s.CPU += hashing
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
		return s, err
	}
	if werr != nil {
		return s, fmt.Errorf("ffmpeg: %w: %s", werr, bytes.TrimSpace(stderr.Bytes()))
	}
	return s, nil
}

// Hashes of frames, for matching.
func Hashes(frames []Frame) []Hash {
	out := make([]Hash, len(frames))
	for i, f := range frames {
		out[i] = f.Hash
	}
	return out
}

// Mirrors of frames: their mirror hashes (zero for frames read back by Decode).
func Mirrors(frames []Frame) []Hash {
	out := make([]Hash, len(frames))
	for i, f := range frames {
		out[i] = f.Mirror
	}
	return out
}

// Encode stores frames compactly: 33 bytes each, the hash then its quality.
func Encode(frames []Frame) []byte {
	out := make([]byte, 0, len(frames)*33)
	for _, f := range frames {
		out = append(out, f.Hash[:]...)
		out = append(out, byte(f.Quality))
	}
	return out
}

// Decode reads what Encode wrote.
func Decode(b []byte) []Frame {
	out := make([]Frame, 0, len(b)/33)
	for i := 0; i+33 <= len(b); i += 33 {
		var f Frame
		copy(f.Hash[:], b[i:i+32])
		f.Quality = int(b[i+32])
		out = append(out, f)
	}
	return out
}
