// Command benchhls measures what the HLS ladder costs (issue 24): for a generated
// test-pattern source of each height (ffmpeg testsrc2 + a sine tone, 30 fps), the steps
// an upload goes through with the server's own functions (internal/media): the playable
// MP4 (MakePlayable: a stream copy here, as for any H.264 upload), then every rung in the
// order the jobs are queued (lowest first). Per step: wall seconds and CPU seconds
// (user+sys of the ffmpeg children, getrusage), then the ladder's CPU seconds per minute
// of source and the time to the first playable rendition (the MP4, then the lowest rung:
// when the video can first play progressively and adaptively, with one worker).
//
//	go run ./scripts/benchhls [-seconds 30] [-heights 720,1080] [-ffmpeg ffmpeg]
//
// Run it on an otherwise idle machine: the CPU seconds are the useful figure on a busy one.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"reelhouse/internal/media"
)

func childCPU() float64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// step runs fn and returns its wall and children's CPU seconds.
func step(fn func() error) (wall, cpu float64) {
	c0, t0 := childCPU(), time.Now()
	if err := fn(); err != nil {
		log.Fatal(err)
	}
	return time.Since(t0).Seconds(), childCPU() - c0
}

func main() {
	seconds := flag.Int("seconds", 30, "length of each generated source")
	heights := flag.String("heights", "720,1080", "source heights (16:9)")
	ffmpeg := flag.String("ffmpeg", "ffmpeg", "ffmpeg binary")
	ffprobe := flag.String("ffprobe", "ffprobe", "ffprobe binary")
	keep := flag.String("dir", "", "work folder (default: a temp folder, removed)")
	flag.Parse()
	dir := *keep
	if dir == "" {
		d, err := os.MkdirTemp("", "benchhls")
		if err != nil {
			log.Fatal(err)
		}
		defer func() { _ = os.RemoveAll(d) }() // best effort: a temporary file or folder
		dir = d
	}
	ctx := context.Background()
	fmt.Printf("%d s test-pattern sources, 30 fps, %s; %d cores; CPU = user+sys of ffmpeg\n", *seconds, time.Now().UTC().Format(time.RFC3339), numCPU())
	fmt.Printf("%-7s %-14s %8s %8s\n", "source", "step", "wall s", "CPU s")
	var summary []string
	for _, hs := range strings.Split(*heights, ",") {
		h, err := strconv.Atoi(strings.TrimSpace(hs))
		if err != nil {
			log.Fatal(err)
		}
		w := (h*16/9 + 1) &^ 1
		src := filepath.Join(dir, fmt.Sprintf("src%d.mp4", h))
		gen := exec.Command(*ffmpeg, "-v", "error", "-y", "-f", "lavfi", "-i", fmt.Sprintf("testsrc2=size=%dx%d:rate=30:duration=%d", w, h, *seconds),
			"-f", "lavfi", "-i", fmt.Sprintf("sine=frequency=440:duration=%d", *seconds),
			"-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", src)
		if out, err := gen.CombinedOutput(); err != nil {
			log.Fatalf("generating the source: %v\n%s", err, out)
		}
		info, err := media.Probe(ctx, *ffprobe, src)
		if err != nil {
			log.Fatal(err)
		}
		name := fmt.Sprintf("%dp", h)
		mp4Wall, mp4CPU := step(func() error {
			_, err := media.MakePlayable(ctx, *ffmpeg, src, filepath.Join(dir, fmt.Sprintf("play%d.mp4", h)), info, nil)
			return err
		})
		fmt.Printf("%-7s %-14s %8.1f %8.1f\n", name, "playable MP4", mp4Wall, mp4CPU)
		hlsDir := filepath.Join(dir, fmt.Sprintf("hls%d", h))
		var ladderCPU, ladderWall, firstRung float64
		for i, r := range media.LadderFor(info.Height) {
			wall, cpu := step(func() error {
				return media.EncodeRung(ctx, *ffmpeg, filepath.Join(dir, fmt.Sprintf("play%d.mp4", h)), hlsDir, r, info.Duration, info.AudioCodec != "", nil)
			})
			if i == 0 {
				firstRung = wall
			}
			ladderCPU += cpu
			ladderWall += wall
			fmt.Printf("%-7s %-14s %8.1f %8.1f\n", name, "rung "+media.RungName(r.Height), wall, cpu)
		}
		// The master playlist as the ladder job writes it (scripts/bench-hls-play plays it).
		if _, err := media.WriteMaster(hlsDir, info.Width, info.Height, info.AudioCodec != ""); err != nil {
			log.Fatal(err)
		}
		perMin := 60 / info.Duration
		summary = append(summary, fmt.Sprintf("%-6s ladder (%d rungs): %.1f CPU s per minute of source (%.1f wall s per minute, one worker); first playable: MP4 after %.1f s, lowest HLS rung after %.1f s",
			name, len(media.LadderFor(info.Height)), ladderCPU*perMin, ladderWall*perMin, mp4Wall, mp4Wall+firstRung))
	}
	fmt.Println()
	for _, s := range summary {
		fmt.Println(s)
	}
}

func numCPU() int {
	n, _ := strconv.Atoi(strings.TrimSpace(must(exec.Command("nproc").Output())))
	return n
}

func must(b []byte, _ error) string { return string(b) }
