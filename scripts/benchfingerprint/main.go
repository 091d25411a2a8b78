// Command benchfingerprint measures the fingerprints of issue 38 §3 (scripts/
// bench-fingerprint): the CPU a minute of 1080p costs to fingerprint, the match/no-match
// table of a generated "removed" video's copies against 200 generated unrelated videos
// and the demo catalog's test patterns, and the time to match an upload against a block
// list of -blocked removed videos (random hashes, -frames each) in SQLite.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"time"

	"github.com/pocketbase/dbx"
	_ "modernc.org/sqlite"

	"reelhouse/internal/fingerprint"
)

func main() {
	seconds := flag.Int("seconds", 60, "length of the 1080p video whose fingerprint CPU is measured")
	unrelated := flag.Int("unrelated", 200, "generated unrelated videos")
	blocked := flag.Int("blocked", 100_000, "removed videos on the block list")
	frames := flag.Int("frames", 120, "kept frames of each blocked video")
	runs := flag.Int("runs", 21, "matches timed of each upload against the block list")
	videos := flag.Bool("videos", true, "measure the CPU a minute and the match table (false: only the block list)")
	flag.Parse()
	dir, err := os.MkdirTemp("", "bench-fingerprint-")
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = os.RemoveAll(dir) }() // best effort: a temporary folder
	ctx := context.Background()

	if !*videos {
		if *blocked > 0 {
			blockList(filepath.Join(dir, "big.db"), *blocked, *frames, *runs)
		}
		return
	}
	// 1. CPU a minute of 1080p: x264 ultrafast (the first measurement's file) and veryfast
	// crf 23 (what processing makes the playable file with, deblocked, so dearer to decode).
	for _, enc := range [][]string{{"ultrafast"}, {"veryfast", "-crf", "23"}} {
		hd := filepath.Join(dir, "hd.mp4")
		ffmpeg(fmt.Sprintf("testsrc2=size=1920x1080:rate=30:duration=%d", *seconds), append(append([]string{"-c:v", "libx264", "-preset"}, enc...), "-pix_fmt", "yuv420p", hd)...)
		start := time.Now()
		s, err := fingerprint.FromVideo(ctx, "ffmpeg", hd)
		if err != nil {
			log.Fatal(err)
		}
		perMin := func(d time.Duration) float64 { return d.Seconds() * 60 / float64(*seconds) }
		fmt.Printf("fingerprint of %d s of 1080p30 H.264 %v: %.2f s CPU a minute of video (ffmpeg and hashing), %.2f s wall, %d frames read, %d kept\n",
			*seconds, enc, perMin(s.CPU), time.Since(start).Seconds(), s.Seen, len(s.Frames))
		// The same ffmpeg command with ffmpeg's default threads (before) and one (now).
		args := fingerprint.FFmpegArgs(hd)
		args[len(args)-1] = "-" // to /dev/null below
		for _, a := range []struct {
			name string
			args []string
		}{{"default threads", slices.DeleteFunc(slices.Clone(args), func(x string) bool { return x == "-threads" || x == "1" })}, {"-threads 1", args}} {
			cpu, wall := rusage(a.args)
			fmt.Printf("  ffmpeg alone, %s: %.2f s CPU a minute, %.2f s wall\n", a.name, perMin(cpu), wall.Seconds())
		}
		_ = os.Remove(hd) // best effort: a temporary file
	}
	fmt.Println()

	// 2. The match table.
	db := openDB(filepath.Join(dir, "table.db"))
	removed := filepath.Join(dir, "removed.mp4")
	ffmpeg(fingerprint.RemovedLavfi(20, 1280, 720), "-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-pix_fmt", "yuv420p", removed)
	orig := sample(ctx, removed)
	if _, err := fingerprint.Block(db, "removed", "", orig); err != nil {
		log.Fatal(err)
	}
	fmt.Println("| video | frames | share | best distance | matched |")
	fmt.Println("|---|---|---|---|---|")
	for _, c := range fingerprint.Copies() {
		out := filepath.Join(dir, "copy.mp4")
		run(append(append([]string{"-i", removed}, c.Args...), out)...)
		row(db, c.Name, sample(ctx, out))
	}
	worst, matched := 0.0, 0
	for i, src := range fingerprint.Unrelated(*unrelated) {
		out := filepath.Join(dir, fmt.Sprintf("u%d.mp4", i))
		ffmpeg(src, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", out)
		f := sample(ctx, out)
		share, _ := fingerprint.Score(fingerprint.Hashes(f), fingerprint.Hashes(orig), fingerprint.MaxDistanceLimit)
		mirrored, _ := fingerprint.Score(fingerprint.Mirrors(f), fingerprint.Hashes(orig), fingerprint.MaxDistanceLimit)
		worst = max(worst, share, mirrored)
		if m, _ := fingerprint.MatchFrames(db, f, fingerprint.MaxDistanceLimit, 0.5); m != nil {
			matched++
		}
		_ = os.Remove(out) // best effort: a temporary file
	}
	fmt.Printf("| %d generated unrelated videos | | highest %.2f | | %d matched |\n", *unrelated, worst, matched)
	for i := 1; i <= 3; i++ {
		row(db, fmt.Sprintf("demo test-pattern-%d", i), sample(ctx, fmt.Sprintf("internal/seed/media/test-pattern-%d.mp4", i)))
	}

	// 3. Matching against a big block list.
	if *blocked > 0 {
		blockList(filepath.Join(dir, "big.db"), *blocked, *frames, *runs)
	}
}

// blockList builds a list of n removed videos (random hashes: the bulk is unrelated to
// any upload) in one transaction, in batches through fingerprint.BulkBlock, and times
// matches against it: an unrelated 10-minute upload, a copy of one blocked video and a
// 60 s clip of it.
func blockList(path string, n, frames, runs int) {
	big := openDB(path)
	r := rand.New(rand.NewPCG(38, 3))
	t0 := time.Now()
	var probe []fingerprint.Frame
	err := big.Transactional(func(tx *dbx.Tx) error {
		const batch = 5000
		for from := 0; from < n; from += batch {
			items := make([]fingerprint.Removed, 0, batch)
			for v := from; v < min(from+batch, n); v++ {
				fs := make([]fingerprint.Frame, frames)
				for i := range fs {
					fs[i] = fingerprint.Frame{Hash: randomHash(r), Quality: 100}
				}
				if v == n/2 {
					probe = fs
				}
				items = append(items, fingerprint.Removed{Video: fmt.Sprintf("v%d", v), Frames: fs})
			}
			if err := fingerprint.BulkBlock(tx, items); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	built := time.Since(t0)
	if _, err := big.NewQuery("PRAGMA wal_checkpoint(TRUNCATE)").Execute(); err != nil {
		log.Fatal(err)
	}
	var keys int
	_ = big.NewQuery("SELECT COUNT(*) FROM fp_block_keys").Row(&keys)
	st, err := os.Stat(path)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("\nblock list: %d removed videos x %d frames (%d index rows, %.0f MB on disk) built in %.0f s\n",
		n, frames, keys, float64(st.Size())/1e6, built.Seconds())
	var sizes []struct {
		Name string `db:"name"`
		Size int64  `db:"size"`
	}
	if err := big.NewQuery("SELECT name, SUM(pgsize) AS size FROM dbstat GROUP BY name ORDER BY size DESC LIMIT 4").All(&sizes); err == nil {
		for _, t := range sizes {
			fmt.Printf("  %s: %.0f MB\n", t.Name, float64(t.Size)/1e6)
		}
	}
	// As an upload is matched (fingerprint.MatchFrames): an unrelated one is looked up
	// twice, by its hashes and by their mirrors.
	for _, q := range []struct {
		name   string
		frames []fingerprint.Frame
	}{
		{"a 10-minute unrelated upload (600 frames, hashes and mirrors)", randomFrames(r, 600)},
		{"a copy of a blocked video (each frame 12 bits off)", flipped(r, probe, 12)},
		{"a 60 s clip of a blocked video (each frame 12 bits off)", flipped(r, probe[:min(60, len(probe))], 12)},
	} {
		var times []time.Duration
		var m *fingerprint.Result
		for range runs {
			t := time.Now()
			m, err = fingerprint.MatchFrames(big, q.frames, fingerprint.MaxDistanceLimit, 0.5)
			if err != nil {
				log.Fatal(err)
			}
			times = append(times, time.Since(t))
		}
		slices.Sort(times)
		fmt.Printf("match %s: p50 %.0f ms, p95 %.0f ms, max %.0f ms (%d runs), matched: %v\n", q.name,
			ms(times[len(times)/2]), ms(times[(len(times)*95+99)/100-1]), ms(times[len(times)-1]), runs, m != nil)
	}
}

// rusage runs ffmpeg with args (its output to /dev/null) and returns its user+system CPU
// and wall time.
func rusage(args []string) (time.Duration, time.Duration) {
	cmd := exec.Command("ffmpeg", args...)
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		log.Fatal(err)
	}
	defer func() { _ = devnull.Close() }() // best effort: /dev/null
	cmd.Stdout = devnull
	start := time.Now()
	if err := cmd.Run(); err != nil {
		log.Fatal("ffmpeg: ", err)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), time.Since(start)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func row(db *dbx.DB, name string, f []fingerprint.Frame) {
	m, err := fingerprint.MatchFrames(db, f, fingerprint.MaxDistanceLimit, 0.5)
	if err != nil {
		log.Fatal(err)
	}
	if m == nil {
		fmt.Printf("| %s | %d | | | no |\n", name, len(f))
		return
	}
	how := "yes"
	if m.Mirrored {
		how = "yes (mirror hashes)"
	}
	fmt.Printf("| %s | %d | %.2f | %d | %s |\n", name, len(f), m.Share, m.Best, how)
}

func openDB(path string) *dbx.DB {
	db, err := dbx.Open("sqlite", path)
	if err != nil {
		log.Fatal(err)
	}
	for _, s := range append([]string{"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"}, fingerprint.Schema...) {
		if _, err := db.NewQuery(s).Execute(); err != nil {
			log.Fatal(err)
		}
	}
	return db
}

func sample(ctx context.Context, path string) []fingerprint.Frame {
	s, err := fingerprint.FromVideo(ctx, "ffmpeg", path)
	if err != nil {
		log.Fatal(path, ": ", err)
	}
	return s.Frames
}

func ffmpeg(lavfi string, args ...string) {
	run(append([]string{"-f", "lavfi", "-i", lavfi}, args...)...)
}

func run(args ...string) {
	out, err := exec.Command("ffmpeg", append([]string{"-v", "error", "-y", "-nostdin"}, args...)...).CombinedOutput()
	if err != nil {
		log.Fatalf("ffmpeg %v: %v\n%s", args, err, out)
	}
}

func randomHash(r *rand.Rand) (h fingerprint.Hash) {
	for i := range h {
		h[i] = byte(r.IntN(256))
	}
	return h
}

func randomFrames(r *rand.Rand, n int) []fingerprint.Frame {
	out := make([]fingerprint.Frame, n)
	for i := range out {
		out[i] = fingerprint.Frame{Hash: randomHash(r), Quality: 100, Mirror: randomHash(r)}
	}
	return out
}

// flipped: the frames, each bits bits off (mirror hashes random: the copy matches first).
func flipped(r *rand.Rand, fs []fingerprint.Frame, bits int) []fingerprint.Frame {
	out := make([]fingerprint.Frame, len(fs))
	for i, f := range fs {
		h := f.Hash
		for _, k := range r.Perm(256)[:bits] {
			h[k/8] ^= 1 << (k % 8)
		}
		out[i] = fingerprint.Frame{Hash: h, Quality: f.Quality, Mirror: randomHash(r)}
	}
	return out
}
