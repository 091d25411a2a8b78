// Package debugprof serves Go's pprof profiles for diagnosing load (docs/benchmarks.md),
// only when REELHOUSE_PPROF names a loopback address (e.g. 127.0.0.1:6060). It listens
// on its own socket, never on the site's router, so no profile is reachable from outside.
package debugprof

import (
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"runtime"
)

// Start serves /debug/pprof/ when REELHOUSE_PPROF is set; off by default.
func Start(logger *slog.Logger) {
	addr := os.Getenv("REELHOUSE_PPROF")
	if addr == "" {
		return
	}
	host, _, err := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		logger.Error("REELHOUSE_PPROF must be a loopback host:port; profiling stays off", "value", addr)
		return
	}
	// Sample contended mutexes and blocking events so the mutex/block profiles say something.
	runtime.SetMutexProfileFraction(5)
	runtime.SetBlockProfileRate(100_000) // one sample per 100 µs blocked
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	go func() {
		logger.Warn("pprof profiles served (REELHOUSE_PPROF); for diagnosis only", "addr", addr)
		if err := http.ListenAndServe(addr, mux); err != nil {
			logger.Error("pprof server stopped", "error", err.Error())
		}
	}()
}
