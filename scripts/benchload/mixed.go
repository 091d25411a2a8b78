package main

// The mixed workload: each client is one signed-in member with its own connection and
// cookie jar, picking operations by weight (90 % reads, 10 % writes) until the time is up.

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

type op struct {
	name   string
	weight int
	write  bool
	run    func(w *worker) error
}

type worker struct {
	base   string
	client *http.Client
	member member
	fx     *fixtures
	rng    *rand.Rand
	pool   *commentPool
	acked  *ackLog
}

func (w *worker) video() video { return w.fx.videos[w.rng.IntN(len(w.fx.videos))] }

// commentPool keeps recent comment ids (per video is not needed: a like only needs an id).
type commentPool struct {
	mu  sync.Mutex
	ids []string
}

func (p *commentPool) add(id string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.ids) < 5000 {
		p.ids = append(p.ids, id)
	} else {
		p.ids[rand.IntN(len(p.ids))] = id
	}
}

func (p *commentPool) pick(r *rand.Rand) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.ids) == 0 {
		return ""
	}
	return p.ids[r.IntN(len(p.ids))]
}

// ackLog records the ids of comments the server acknowledged (200), for the -kill check.
type ackLog struct {
	mu  sync.Mutex
	ids []string
}

func (a *ackLog) add(id string) { a.mu.Lock(); a.ids = append(a.ids, id); a.mu.Unlock() }

var ops = []op{
	{"list", 30, false, func(w *worker) error {
		list := []string{"trending", "newest"}[w.rng.IntN(2)]
		_, err := call(w.client, "GET", fmt.Sprintf("%s/api/reelhouse/videos/%s?page=%d", w.base, list, 1+w.rng.IntN(20)), "", nil, nil)
		return err
	}},
	{"search", 20, false, func(w *worker) error {
		q := w.fx.words[w.rng.IntN(len(w.fx.words))]
		_, err := call(w.client, "GET", w.base+"/api/reelhouse/search?q="+url.QueryEscape(q), "", nil, nil)
		return err
	}},
	{"watch", 25, false, func(w *worker) error {
		_, err := call(w.client, "GET", w.base+"/api/reelhouse/videos/"+w.video().Slug, w.member.token, nil, nil)
		return err
	}},
	{"comments page", 15, false, func(w *worker) error {
		_, err := call(w.client, "GET", w.base+"/api/reelhouse/videos/"+w.video().ID+"/comments", w.member.token, nil, nil)
		return err
	}},
	{"comment", 3, true, func(w *worker) error {
		var res struct {
			ID string `json:"id"`
		}
		body := map[string]string{"content": fmt.Sprintf("Load comment %d", w.rng.Int64())}
		if _, err := call(w.client, "POST", w.base+"/api/reelhouse/videos/"+w.video().ID+"/comments", w.member.token, body, &res); err != nil {
			return err
		}
		w.pool.add(res.ID)
		w.acked.add(res.ID)
		return nil
	}},
	{"rating toggle", 3, true, func(w *worker) error {
		kind := []string{"like", "dislike"}[w.rng.IntN(2)]
		_, err := call(w.client, "POST", w.base+"/api/reelhouse/videos/"+w.video().ID+"/rate", w.member.token, map[string]string{"rating_type": kind}, nil)
		return err
	}},
	{"comment like", 2, true, func(w *worker) error {
		id := w.pool.pick(w.rng)
		if id == "" {
			return nil // no comment yet: counted as done, nothing sent
		}
		_, err := call(w.client, "POST", w.base+"/api/reelhouse/comments/"+id+"/like", w.member.token, map[string]string{}, nil)
		return err
	}},
	{"view", 2, true, func(w *worker) error {
		_, err := call(w.client, "POST", w.base+"/api/reelhouse/videos/"+w.video().ID+"/view", w.member.token, map[string]string{}, nil)
		return err
	}},
}

type opStats struct {
	mu       sync.Mutex
	times    []float64
	errors   int
	downtime int // errors while the server was deliberately down (-kill)
	sample   string
}

func runMixed(o options, srv *server, fx *fixtures, dataDir string) {
	stats := make([]*opStats, len(ops))
	for i := range stats {
		stats[i] = &opStats{}
	}
	total := 0
	for _, p := range ops {
		total += p.weight
	}
	pool := &commentPool{}
	acked := &ackLog{}
	var down atomic.Bool
	deadline := time.Now().Add(time.Duration(o.seconds * float64(time.Second)))
	start := time.Now()

	var wg sync.WaitGroup
	for c := 0; c < o.clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			w := &worker{base: srv.base, client: newClient(), member: fx.members[c%len(fx.members)], fx: fx,
				rng: rand.New(rand.NewPCG(uint64(c), uint64(time.Now().UnixNano()))), pool: pool, acked: acked}
			var interval time.Duration
			next := time.Now()
			if o.pace > 0 {
				interval = time.Duration(float64(time.Second) / o.pace)
				next = next.Add(time.Duration(w.rng.Int64N(int64(interval)))) // spread the clients' phases
			}
			for time.Now().Before(deadline) {
				pick := w.rng.IntN(total)
				i := 0
				for ; pick >= ops[i].weight; i++ {
					pick -= ops[i].weight
				}
				t := time.Now()
				if interval > 0 {
					// Open loop: the request is due at next; a late answer delays the
					// following sends but its wait counts in the latency.
					time.Sleep(time.Until(next))
					t = next
					next = next.Add(interval)
				}
				err := ops[i].run(w)
				ms := float64(time.Since(t).Microseconds()) / 1000
				s := stats[i]
				s.mu.Lock()
				switch {
				case err == nil:
					s.times = append(s.times, ms)
				case down.Load():
					s.downtime++
				default:
					s.errors++
					if s.sample == "" {
						s.sample = err.Error()
					}
				}
				s.mu.Unlock()
			}
		}(c)
	}

	if o.profile != "" && !o.kill {
		time.Sleep(time.Duration(o.seconds / 3 * float64(time.Second)))
		captureProfiles(srv.pprofAddr, o.profile)
	}
	if o.kill {
		time.Sleep(time.Duration(o.seconds / 2 * float64(time.Second)))
		down.Store(true)
		fmt.Println("kill -9 the server…")
		srv.kill9()
		if err := srv.start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		time.Sleep(500 * time.Millisecond) // requests in flight at the kill finish failing
		down.Store(false)
		fmt.Println("restarted")
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()

	mode := "closed loop"
	if o.pace > 0 {
		mode = fmt.Sprintf("paced at %.0f req/s per client", o.pace)
	}
	fmt.Printf("\n## mixed load: %d clients (%s), %.0f s, %d videos, %d members\n", o.clients, mode, o.seconds, o.videos, len(fx.members))
	fmt.Printf("%-14s %8s %7s %8s %8s %8s %9s\n", "operation", "count", "errors", "p50 ms", "p95 ms", "p99 ms", "req/s")
	var reads, writes []float64
	for i, p := range ops {
		s := stats[i]
		sort.Float64s(s.times)
		fmt.Printf("%-14s %8d %7d %8.2f %8.2f %8.2f %9.1f\n", p.name, len(s.times), s.errors,
			pct(s.times, 50), pct(s.times, 95), pct(s.times, 99), float64(len(s.times))/elapsed)
		if p.write {
			writes = append(writes, s.times...)
		} else {
			reads = append(reads, s.times...)
		}
	}
	sort.Float64s(reads)
	sort.Float64s(writes)
	fmt.Printf("%-14s %8d %7s %8.2f %8.2f %8.2f %9.1f\n", "all reads", len(reads), "", pct(reads, 50), pct(reads, 95), pct(reads, 99), float64(len(reads))/elapsed)
	fmt.Printf("%-14s %8d %7s %8.2f %8.2f %8.2f %9.1f\n", "all writes", len(writes), "", pct(writes, 50), pct(writes, 95), pct(writes, 99), float64(len(writes))/elapsed)
	for i, p := range ops {
		if stats[i].sample != "" {
			fmt.Printf("  first %s error: %s\n", p.name, strings.TrimSpace(stats[i].sample))
		}
		if stats[i].downtime > 0 {
			fmt.Printf("  %s: %d requests failed while the server was down (expected with -kill)\n", p.name, stats[i].downtime)
		}
	}

	if o.writeSeconds <= 0 { // -write-seconds 0: the mixed run only (bench-all's capacity search)
		srv.stop()
		checkCounters(dataDir, acked.ids)
		return
	}
	fmt.Printf("\n## write throughput alone, %d clients, %.0f s each\n", o.writeClients, o.writeSeconds)
	commentRate := 0.0
	for _, name := range []string{"comment", "view"} {
		rate, errs := writeThroughput(o, srv, fx, opNamed(name), pool, acked)
		fmt.Printf("%-14s %9.1f/s  errors %d\n", name, rate, errs)
		if name == "comment" {
			commentRate = rate
		}
	}

	srv.stop()
	direct := directCommentRate(dataDir, fx, 3*time.Second)
	fmt.Printf("\ndirect SQLite, one connection (insert comment + recount + stats update in one WAL transaction): %.0f/s\n", direct)
	fmt.Printf("API/direct ratio for comment creation: %.2f\n", commentRate/direct)
	checkCounters(dataDir, acked.ids)
}

func opNamed(name string) op {
	for _, p := range ops {
		if p.name == name {
			return p
		}
	}
	panic("no op " + name)
}

// writeThroughput runs one write operation alone at -write-clients for -write-seconds.
func writeThroughput(o options, srv *server, fx *fixtures, p op, pool *commentPool, acked *ackLog) (float64, int) {
	var done, errs atomic.Int64
	deadline := time.Now().Add(time.Duration(o.writeSeconds * float64(time.Second)))
	start := time.Now()
	var wg sync.WaitGroup
	for c := 0; c < o.writeClients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			w := &worker{base: srv.base, client: newClient(), member: fx.members[c%len(fx.members)], fx: fx,
				rng: rand.New(rand.NewPCG(uint64(c)+7, uint64(time.Now().UnixNano()))), pool: pool, acked: acked}
			for time.Now().Before(deadline) {
				if err := p.run(w); err != nil {
					errs.Add(1)
				} else {
					done.Add(1)
				}
			}
		}(c)
	}
	if o.profile != "" && o.writeSeconds > 3 {
		// The write-only run's own CPU profile (the mixed run's says little about one write).
		time.Sleep(time.Second)
		saveProfile(srv.pprofAddr, o.profile, "cpu-"+strings.ReplaceAll(p.name, " ", "-")+".pb.gz", "/debug/pprof/profile?seconds=2")
	}
	wg.Wait()
	return float64(done.Load()) / time.Since(start).Seconds(), int(errs.Load())
}

func pct(sorted []float64, p int) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := len(sorted) * p / 100
	if i >= len(sorted) {
		i = len(sorted) - 1
	}
	return sorted[i]
}
