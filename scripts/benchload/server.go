package main

// The catalog copy and the server process: a fresh copy of the cached seeded database for
// every run (writes must not pile up in the cache), a free loopback port, and SIGKILL +
// restart for the -kill drill.

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

const superEmail = "bench-root@bench.local"
const superPass = "bench-root-Passw0rd!"

func prepareData(o options) (string, error) {
	cached := filepath.Join(o.root, ".tmp/bench", "v"+strconv.Itoa(o.videos), "pb_data")
	if _, err := os.Stat(filepath.Join(cached, "data.db")); err != nil {
		fmt.Fprintf(os.Stderr, "seeding %d videos into %s (once; cached)…\n", o.videos, cached)
		if err := os.MkdirAll(filepath.Dir(cached), 0o755); err != nil {
			return "", err
		}
		cmd := exec.Command(filepath.Join(o.root, "reelhouse"), "seed", "--dir", cached, "--videos", strconv.Itoa(o.videos))
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			return "", fmt.Errorf("seed: %w", err)
		}
	}
	run := filepath.Join(o.root, ".tmp/bench", "load-run")
	_ = os.RemoveAll(run)
	if err := os.MkdirAll(run, 0o755); err != nil {
		return "", err
	}
	// The seeded catalog is checkpointed (no -wal); storage is shared read-only by a symlink.
	for _, name := range []string{"data.db", "data.db-wal", "auxiliary.db", "auxiliary.db-wal"} {
		if err := copyFile(filepath.Join(cached, name), filepath.Join(run, name)); err != nil && !os.IsNotExist(err) {
			return "", err
		}
	}
	if err := os.Symlink(filepath.Join(cached, "storage"), filepath.Join(run, "storage")); err != nil {
		return "", err
	}
	cmd := exec.Command(filepath.Join(o.root, "reelhouse"), "superuser", "upsert", superEmail, superPass, "--dir", run)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("superuser: %v: %s", err, out)
	}
	return run, nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

type server struct {
	root, binary, dir, base, addr string
	pprofAddr                     string // REELHOUSE_PPROF, when profiling
	cmd                           *exec.Cmd
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func startServer(root, binary, dir string, profile bool) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	s := &server{root: root, binary: binary, dir: dir, addr: fmt.Sprintf("127.0.0.1:%d", port)}
	if profile {
		p, err := freePort()
		if err != nil {
			return nil, err
		}
		s.pprofAddr = fmt.Sprintf("127.0.0.1:%d", p)
	}
	s.base = "http://" + s.addr
	return s, s.start()
}

func (s *server) start() error {
	logFile, err := os.OpenFile(filepath.Join(filepath.Dir(s.dir), "serve.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	// The JS hooks and migrations beside the binary (-server: another checkout's build).
	s.cmd = exec.Command(s.binary, "serve", "--http", s.addr, "--dir", s.dir,
		"--hooksDir", filepath.Join(filepath.Dir(s.binary), "pb_hooks"), "--migrationsDir", filepath.Join(filepath.Dir(s.binary), "pb_migrations"))
	s.cmd.Env = append(os.Environ(), "REELHOUSE_RATE_LIMITS=off")
	if s.pprofAddr != "" {
		s.cmd.Env = append(s.cmd.Env, "REELHOUSE_PPROF="+s.pprofAddr)
	}
	s.cmd.Stdout, s.cmd.Stderr = logFile, logFile
	if err := s.cmd.Start(); err != nil {
		return err
	}
	for i := 0; i < 600; i++ {
		res, err := http.Get(s.base + "/api/health")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("server did not start (see %s)", filepath.Join(filepath.Dir(s.dir), "serve.log"))
}

func (s *server) kill9() {
	_ = s.cmd.Process.Signal(syscall.SIGKILL)
	_, _ = s.cmd.Process.Wait()
}

func (s *server) stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _, _ = s.cmd.Process.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		s.kill9()
	}
}

// rssKB reads the server's resident memory from /proc (Linux).
func (s *server) rssKB() int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			f := strings.Fields(line)
			if len(f) >= 2 {
				n, _ := strconv.Atoi(f[1])
				return n
			}
		}
	}
	return 0
}
