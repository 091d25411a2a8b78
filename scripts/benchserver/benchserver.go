// Package benchserver starts the real binary for a benchmark: on a free loopback port,
// throttles and the response cache off (the benchmarks measure the uncached routes), and
// waits for /api/health. Shared by scripts/benchlibrary and scripts/benchmoderation.
package benchserver

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"time"
)

// Serve runs `bin serve --dir dir` and returns its base URL and a stop function.
func Serve(bin, dir string) (base string, stop func(), err error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	addr := l.Addr().String()
	_ = l.Close() // the port is free again for the server to take
	base = "http://" + addr
	srv := exec.Command(bin, "serve", "--http", addr, "--dir", dir)
	srv.Env = append(os.Environ(), "REELHOUSE_RATE_LIMITS=off", "REELHOUSE_RESPONSE_CACHE=off", "REELHOUSE_SUPERUSER_MFA=off", "REELHOUSE_ADMIN_TOTP=off")
	if err := srv.Start(); err != nil {
		return "", nil, err
	}
	stop = func() { _ = srv.Process.Kill(); _, _ = srv.Process.Wait() }
	for i := 0; i <= 300; i++ {
		if r, err := http.Get(base + "/api/health"); err == nil && r.StatusCode == 200 {
			_ = r.Body.Close()
			return base, stop, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	stop()
	return "", nil, fmt.Errorf("the server did not answer /api/health within 30 s")
}
