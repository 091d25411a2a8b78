// Package runner is `reelhouse runner --server URL --token T`: the same binary on another
// machine, transcoding the ladder's rung jobs for a Reelhouse server over its runner API
// (internal/uploads/runner_api.go). It claims one job at a time, fetches the source MP4,
// encodes the rung with the server's own ffmpeg settings (internal/media), uploads the
// files, reports progress (which renews its lease) and completes the job. If the runner
// dies, its lease lapses and the server queues the job again.
package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"reelhouse/internal/media"
)

// Command is the `runner` CLI command.
func Command() *cobra.Command {
	var server, token, work string
	var once bool
	cmd := &cobra.Command{
		Use:          "runner",
		Short:        "Transcode adaptive-ladder jobs for a Reelhouse server (run on another machine)",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if server == "" || token == "" {
				return errors.New("--server and --token are required")
			}
			if work == "" {
				work = filepath.Join(os.TempDir(), "reelhouse-runner")
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			r := &Runner{Server: strings.TrimRight(server, "/"), Token: token, Work: work, Log: cmd.ErrOrStderr()}
			return r.Run(ctx, once)
		},
	}
	cmd.Flags().StringVar(&server, "server", "", "the Reelhouse server's base URL, e.g. https://videos.example.com")
	cmd.Flags().StringVar(&token, "token", os.Getenv("REELHOUSE_RUNNER_TOKEN"), "the runner token an admin created (or REELHOUSE_RUNNER_TOKEN)")
	cmd.Flags().StringVar(&work, "work-dir", "", "scratch space for sources and outputs (default: the temp dir)")
	cmd.Flags().BoolVar(&once, "once", false, "exit when no job is waiting")
	return cmd
}

// Runner talks to one server.
type Runner struct {
	Server, Token, Work string
	Log                 io.Writer
	Client              *http.Client
}

type claimed struct {
	ID           string `json:"id"`
	Kind         string `json:"kind"`
	Video        string `json:"video"`
	LeaseSeconds int    `json:"lease_seconds"`
}

// Run claims and works jobs until ctx ends (or, with once, until none is waiting).
func (r *Runner) Run(ctx context.Context, once bool) error {
	if r.Client == nil {
		r.Client = &http.Client{Timeout: 0}
	}
	wait := time.Second
	for ctx.Err() == nil {
		job, err := r.claim(ctx)
		if err != nil {
			fmt.Fprintln(r.Log, "claim:", err)
			if strings.Contains(err.Error(), "401") {
				return err // revoked or wrong token: nothing to retry
			}
		}
		if job == nil {
			if once && err == nil {
				return nil
			}
			select {
			case <-ctx.Done():
			case <-time.After(wait):
			}
			wait = min(10*time.Second, wait*2)
			continue
		}
		wait = time.Second
		fmt.Fprintf(r.Log, "job %s (%s) of video %s\n", job.ID, job.Kind, job.Video)
		if err := r.work(ctx, job); err != nil {
			fmt.Fprintln(r.Log, "job failed:", err)
			if ctx.Err() == nil {
				_ = r.post(context.Background(), "/jobs/"+job.ID+"/fail", map[string]string{"message": err.Error()}, nil)
			}
		}
	}
	return nil
}

func (r *Runner) work(ctx context.Context, job *claimed) error {
	h, err := strconv.Atoi(strings.TrimPrefix(job.Kind, "hls_"))
	if err != nil || h <= 0 {
		return fmt.Errorf("unknown job kind %q", job.Kind)
	}
	rung, ok := media.RungByHeight(h)
	if !ok {
		rung = media.Rungs[0]
		rung.Height = h
	}
	dir := filepath.Join(r.Work, job.ID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	defer func() { _ = os.RemoveAll(dir) }() // best effort: a temporary file or folder
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// Heartbeat: renew the lease (and learn that the job is no longer ours: then stop).
	var mu sync.Mutex
	progress := 0.0
	lease := time.Duration(max(3, job.LeaseSeconds)) * time.Second
	go func() {
		t := time.NewTicker(lease / 3)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				mu.Lock()
				p := progress
				mu.Unlock()
				if err := r.post(ctx, "/jobs/"+job.ID+"/progress", map[string]float64{"progress": p}, nil); err != nil && strings.Contains(err.Error(), "404") {
					cancel()
					return
				}
			}
		}
	}()

	src := filepath.Join(dir, "source.mp4")
	if err := r.download(ctx, "/jobs/"+job.ID+"/source", src); err != nil {
		return err
	}
	ffmpeg, ffprobe, err := media.Binaries(r.Work)
	if err != nil {
		return err
	}
	info, err := media.Probe(ctx, ffprobe, src)
	if err != nil {
		return err
	}
	hlsDir := filepath.Join(dir, "hls")
	audio := info.AudioCodec != ""
	if err := media.EncodeRung(ctx, ffmpeg, src, hlsDir, rung, info.Duration, audio, func(p float64) {
		mu.Lock()
		progress = p * 0.9
		mu.Unlock()
	}); err != nil {
		return err
	}
	out := filepath.Join(hlsDir, media.RungName(rung.Height))
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	// Segments first, the playlist last.
	var names []string
	for _, e := range entries {
		if e.Name() != "index.m3u8" {
			names = append(names, e.Name())
		}
	}
	names = append(names, "index.m3u8")
	for _, n := range names {
		if err := r.upload(ctx, "/jobs/"+job.ID+"/files/"+n, filepath.Join(out, n)); err != nil {
			return err
		}
	}
	return r.post(ctx, "/jobs/"+job.ID+"/complete", map[string]any{"w": info.Width, "h": info.Height, "audio": audio}, nil)
}

func (r *Runner) request(ctx context.Context, method, path string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, r.Server+"/api/reelhouse/runner"+path, body)
	if err != nil {
		return nil, err
	}
	if f, ok := body.(*os.File); ok { // a known length, not a chunked body
		if st, err := f.Stat(); err == nil {
			req.ContentLength = st.Size()
		}
	}
	req.Header.Set("Authorization", "Bearer "+r.Token)
	res, err := r.Client.Do(req)
	if err != nil {
		return nil, err
	}
	if res.StatusCode >= 300 {
		b, _ := io.ReadAll(io.LimitReader(res.Body, 500))
		res.Body.Close()
		return nil, fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, strings.TrimSpace(string(b)))
	}
	return res, nil
}

func (r *Runner) post(ctx context.Context, path string, body any, out any) error {
	b, _ := json.Marshal(body)
	res, err := r.request(ctx, http.MethodPost, path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if out != nil && res.StatusCode == http.StatusOK {
		return json.NewDecoder(res.Body).Decode(out)
	}
	return nil
}

func (r *Runner) claim(ctx context.Context) (*claimed, error) {
	res, err := r.request(ctx, http.MethodPost, "/claim", nil)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode == http.StatusNoContent {
		return nil, nil
	}
	var job claimed
	if err := json.NewDecoder(res.Body).Decode(&job); err != nil {
		return nil, err
	}
	return &job, nil
}

func (r *Runner) download(ctx context.Context, path, dst string) error {
	res, err := r.request(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	f, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, res.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (r *Runner) upload(ctx context.Context, path, file string) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	res, err := r.request(ctx, http.MethodPut, path, f)
	if err != nil {
		return err
	}
	res.Body.Close()
	return nil
}
