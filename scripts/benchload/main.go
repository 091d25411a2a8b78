// Command benchload is the load benchmark of the write path (scripts/bench-load): it
// serves a copy of the seeded 100,000-video catalog on a free loopback port and drives
// it with many signed-in members at once.
//
//	scripts/bench-load [-clients 100] [-seconds 60] [-videos 100000] [-mode mixed|crowd] [-kill] [-pace R] [-profile DIR]
//
// mixed: N clients for S seconds, 90 % reads (lists, search, watch, comments page) and
// 10 % writes (comment, rating toggle, comment like, view); per operation count, errors,
// p50/p95/p99 and throughput; then the same comment write transaction run directly on the
// SQLite file, the API/direct ratio, and a check that every counter equals its rows.
// -kill kills the server with SIGKILL half-way, restarts it, and checks that no
// acknowledged comment was lost.
//
// crowd: -subscribers realtime (SSE) subscriptions to one video's comments, comments
// posted at -rate per second: delivery delay p50/p95/p99, share delivered, and the
// server's memory per subscriber.
//
// The server is started with REELHOUSE_RATE_LIMITS=off so that the per-IP throttles do
// not cap the benchmark (its loopback clients all share one IP).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
)

type options struct {
	clients      int
	seconds      float64
	videos       int
	members      int
	mode         string
	kill         bool
	subscribers  int
	rate         float64
	writeClients int
	writeSeconds float64
	root         string
	profile      string
	binary       string
	pace         float64
}

func main() {
	// Its superuser and admins sign in by password from here: no PocketBase MFA on the data
	// dirs it makes (migration 17950002), no TOTP required of admins (internal/twofactor).
	for _, k := range []string{"REELHOUSE_SUPERUSER_MFA", "REELHOUSE_ADMIN_TOTP"} {
		if os.Getenv(k) == "" {
			_ = os.Setenv(k, "off")
		}
	}
	var o options
	flag.IntVar(&o.clients, "clients", 100, "concurrent clients (mixed mode)")
	flag.Float64Var(&o.seconds, "seconds", 60, "seconds of load")
	flag.IntVar(&o.videos, "videos", 100000, "catalog size (seeded once, cached in .tmp/bench)")
	flag.IntVar(&o.members, "members", 200, "distinct signed-in members")
	flag.StringVar(&o.mode, "mode", "mixed", "mixed or crowd")
	flag.BoolVar(&o.kill, "kill", false, "mixed mode: kill -9 the server half-way and restart it")
	flag.IntVar(&o.subscribers, "subscribers", 1000, "crowd mode: realtime subscriptions")
	flag.Float64Var(&o.rate, "rate", 5, "crowd mode: comments posted per second")
	flag.IntVar(&o.writeClients, "write-clients", 16, "mixed mode: clients of the write-only throughput runs")
	flag.Float64Var(&o.writeSeconds, "write-seconds", 10, "mixed mode: seconds of each write-only run (0: none, and no direct-SQLite run)")
	flag.StringVar(&o.profile, "profile", "", "mixed mode: save the server's pprof profiles (goroutines, 5 s CPU, mutex, block) to this directory a third into the run")
	flag.Float64Var(&o.pace, "pace", 0, "mixed mode: requests per second per client (0: each client sends its next request as soon as the last one is answered); latency is counted from the scheduled send time")
	flag.StringVar(&o.binary, "server", "reelhouse", "the server binary to load (another build, to compare before and after in one session)")
	flag.Parse()

	root, err := filepath.Abs(".")
	if err != nil {
		log.Fatal(err)
	}
	o.root = root
	if !filepath.IsAbs(o.binary) {
		o.binary = filepath.Join(root, o.binary)
	}
	if _, err := os.Stat(o.binary); err != nil {
		log.Fatal("build first: npm run build (needs ./reelhouse)")
	}

	dataDir, err := prepareData(o)
	if err != nil {
		log.Fatal(err)
	}
	srv, err := startServer(o.root, o.binary, dataDir, o.profile != "")
	if err != nil {
		log.Fatal(err)
	}
	defer srv.stop()

	fx, err := prepareFixtures(srv.base, dataDir, o)
	if err != nil {
		log.Fatal(err)
	}

	switch o.mode {
	case "mixed":
		runMixed(o, srv, fx, dataDir)
	case "crowd":
		runCrowd(o, srv, fx)
	default:
		fmt.Fprintln(os.Stderr, "unknown -mode", o.mode)
		os.Exit(2)
	}
}
