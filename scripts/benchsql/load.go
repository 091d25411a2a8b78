package main

// Load mode (-load BASEURL): a light HTTP load generator for scripts/bench-api, lighter on
// the shared 2 cores than a Node client. Input: [{"name": "...", "path": "/api/..."}] on
// stdin; a "{i}" in a path is replaced by a request counter (unique URLs: cache misses).
// Per route: 30 warm-up requests, -n requests at -c clients (p50/p95 latency), then -s
// seconds at -tc clients (requests/s). Output: {"name": {"p50_ms", "p95_ms", "rps"}}.

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

type loadRoute struct {
	Name string `json:"name"`
	Path string `json:"path"`
}

func runLoad(base string, clients, total, tputClients int, seconds float64) {
	var routes []loadRoute
	if err := json.NewDecoder(os.Stdin).Decode(&routes); err != nil {
		log.Fatal(err)
	}
	client := &http.Client{
		Transport: &http.Transport{MaxIdleConns: 128, MaxIdleConnsPerHost: 128, IdleConnTimeout: time.Minute},
		Timeout:   30 * time.Second,
	}
	var counter atomic.Int64
	get := func(path string) time.Duration {
		if strings.Contains(path, "{i}") {
			path = strings.ReplaceAll(path, "{i}", strconv.FormatInt(counter.Add(1), 10))
		}
		t := time.Now()
		res, err := client.Get(base + path)
		if err != nil {
			log.Fatalf("%s: %v", path, err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			log.Fatalf("%s -> %d", path, res.StatusCode)
		}
		return time.Since(t)
	}
	out := map[string]map[string]float64{}
	for _, r := range routes {
		for i := 0; i < 30; i++ {
			get(r.Path)
		}
		times := make([]float64, 0, total)
		var mu sync.Mutex
		var left atomic.Int64
		left.Store(int64(total))
		var wg sync.WaitGroup
		for c := 0; c < clients; c++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for left.Add(-1) >= 0 {
					d := get(r.Path)
					mu.Lock()
					times = append(times, float64(d.Microseconds())/1000)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		sort.Float64s(times)

		var done atomic.Int64
		end := time.Now().Add(time.Duration(seconds * float64(time.Second)))
		start := time.Now()
		for c := 0; c < tputClients; c++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Now().Before(end) {
					get(r.Path)
					done.Add(1)
				}
			}()
		}
		wg.Wait()
		rps := float64(done.Load()) / time.Since(start).Seconds()
		out[r.Name] = map[string]float64{"p50_ms": times[len(times)/2], "p95_ms": times[len(times)*95/100], "rps": rps}
		fmt.Fprintf(os.Stderr, "  %-22s p50 %.2f ms  p95 %.2f ms  %.0f req/s\n", r.Name, times[len(times)/2], times[len(times)*95/100], rps)
	}
	_ = json.NewEncoder(os.Stdout).Encode(out)
}
