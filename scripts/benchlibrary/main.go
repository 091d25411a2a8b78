// Command benchlibrary measures the library API (issue 22 item 8) on a seeded catalog plus
// `reelhouse seed-library`: per route p50/p95 of sequential cache-miss requests (the
// response cache and throttles off) next to GET /api/health measured in the same run (the
// ratio is the route's cost over the server's bare request cost); favourite toggles/s with
// 4 clients; the follower fan-out of one new video to -followers followers (the job's time,
// from create to done) with the favourites page's p95 measured while it runs.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"reelhouse/scripts/benchserver"
)

const (
	password   = "bench-Passw0rd-1"
	superEmail = "bench-root@bench.local"
	superPass  = "bench-root-Passw0rd!"
)

var base string

func main() {
	videos := flag.Int("videos", 10000, "catalog size")
	members := flag.Int("members", 100000, "extra members (seed-library)")
	history := flag.Int("history", 30, "history rows per extra member")
	playlists := flag.Int("playlists", 50000, "playlists")
	followers := flag.Int("followers", 100000, "followers of the demo creator")
	big := flag.Int("big", 10000, "rows in the demo member's favourites, watch later and history")
	channel := flag.Int("channel", 10000, "videos of the demo creator (the channel page measured)")
	n := flag.Int("n", 300, "requests per route")
	seconds := flag.Int("seconds", 5, "seconds of toggling")
	flag.Parse()
	root, _ := os.Getwd()
	bin := filepath.Join(root, "reelhouse")

	key := fmt.Sprintf("v%d-m%d-h%d-p%d-f%d-b%d-c%d", *videos, *members, *history, *playlists, *followers, *big, *channel)
	cached := filepath.Join(root, ".tmp/bench-library", key)
	if _, err := os.Stat(filepath.Join(cached, "data.db")); err != nil {
		fmt.Fprintf(os.Stderr, "seeding %s (once; cached)…\n", key)
		must(os.MkdirAll(cached, 0o755))
		t := time.Now()
		run(bin, []string{"REELHOUSE_DEMO_PASSWORD=" + password}, "seed", "--dir", cached, "--videos", strconv.Itoa(*videos))
		run(bin, nil, "seed-library", "--dir", cached, "--members", strconv.Itoa(*members), "--history", strconv.Itoa(*history),
			"--playlists", strconv.Itoa(*playlists), "--followers", strconv.Itoa(*followers), "--creator", "creator",
			"--member", "member", "--big", strconv.Itoa(*big), "--creator-videos", strconv.Itoa(*channel))
		fmt.Fprintf(os.Stderr, "seeded in %s\n", time.Since(t).Round(time.Second))
	}
	dir := filepath.Join(root, ".tmp/bench-library", "run")
	_ = os.RemoveAll(dir)
	must(os.MkdirAll(dir, 0o755))
	for _, f := range []string{"data.db", "data.db-wal", "auxiliary.db", "auxiliary.db-wal"} {
		if b, err := os.ReadFile(filepath.Join(cached, f)); err == nil {
			must(os.WriteFile(filepath.Join(dir, f), b, 0o644))
		}
	}
	_ = os.Symlink(filepath.Join(cached, "storage"), filepath.Join(dir, "storage"))
	run(bin, nil, "superuser", "upsert", superEmail, superPass, "--dir", dir)

	b, stopServer, err := benchserver.Serve(bin, dir)
	must(err)
	base = b
	defer stopServer()

	member := login("users", "member@reelhouse.local", password)
	su := login("_superusers", superEmail, superPass)
	var creator struct {
		Items []struct{ ID string } `json:"items"`
	}
	getJSON(su, "/api/collections/users/records?filter=(username='creator')&fields=id", &creator)

	_ = do(member, "POST", "/api/reelhouse/library/follows/creator", nil, nil) // the Following feed has a creator
	fmt.Printf("library benchmark: %d videos, %d extra members × %d history rows, %d playlists, %d followers, %d items in the member's lists\n",
		*videos, *members, *history, *playlists, *followers, *big)
	fmt.Printf("%-44s %9s %9s %7s\n", "route (sequential, cache-miss)", "p50 ms", "p95 ms", "p95/base")
	baseP50, baseP95 := lat(member, "/api/health", *n)
	fmt.Printf("%-44s %9.2f %9.2f %7s\n", "baseline GET /api/health", baseP50, baseP95, "1.0")
	routes := []string{
		"/lists/favourites", "/lists/watch-later", "/lists/history", "/lists/continue",
		"/lists/favourites?page=100", "/following", "/playlists", "/channel/creator", "/channel/creator?sort=views",
	}
	// Page 100 again, by the cursor page 99 gives (the keyset the PWA pages with).
	var p99 struct {
		Next string `json:"next"`
	}
	getJSON(member, "/api/reelhouse/library/lists/favourites?page=99", &p99)
	if p99.Next != "" {
		routes = append(routes, "/lists/favourites?cursor="+url.QueryEscape(p99.Next))
	}
	for _, r := range routes {
		p50, p95 := lat(member, "/api/reelhouse/library"+r, *n)
		label := r
		if strings.Contains(r, "cursor=") {
			label = "/lists/favourites?cursor=(page 100)"
		}
		fmt.Printf("%-44s %9.2f %9.2f %7.1f\n", label, p50, p95, p95/baseP95)
	}

	// Toggles: 4 clients, each on its own video, add then remove.
	var page struct {
		Items []struct{ ID string } `json:"items"`
	}
	getJSON(member, "/api/reelhouse/library/lists/favourites?perPage=4", &page)
	var done atomic.Int64
	stop := time.Now().Add(time.Duration(*seconds) * time.Second)
	var wg sync.WaitGroup
	for _, it := range page.Items {
		wg.Add(1)
		go func(id string) {
			defer wg.Done()
			for on := false; time.Now().Before(stop); on = !on {
				m := "DELETE"
				if on {
					m = "POST"
				}
				if do(member, m, "/api/reelhouse/library/lists/favourites/"+id, nil, nil) == nil {
					done.Add(1)
				}
			}
		}(it.ID)
	}
	wg.Wait()
	fmt.Printf("favourite toggles: %.0f/s (%d clients, %d s)\n", float64(done.Load())/float64(*seconds), len(page.Items), *seconds)

	// The fan-out: a new video of the followed creator; its job's time; reads meanwhile.
	var v struct{ ID string }
	start := time.Now()
	must(do(su, "POST", "/api/collections/videos/records", map[string]any{"title": "Bench fan-out", "slug": "bench-fanout-" + strconv.FormatInt(start.UnixNano(), 36),
		"description": "x", "author": "creator", "duration": 10, "creator": creator.Items[0].ID}, &v))
	var during []float64
	var finished time.Time
	for {
		t := time.Now()
		_ = do(member, "GET", "/api/reelhouse/library/lists/favourites", nil, nil)
		during = append(during, ms(time.Since(t)))
		var jobs struct {
			Items []struct{ State, Updated string } `json:"items"`
		}
		getJSON(su, "/api/collections/jobs/records?filter=(video='"+v.ID+"'%26%26kind='follower_notify')&fields=state,updated", &jobs)
		if len(jobs.Items) > 0 && (jobs.Items[0].State == "done" || jobs.Items[0].State == "failed") {
			finished = time.Now()
			if jobs.Items[0].State == "failed" {
				fmt.Println("fan-out job FAILED")
			}
			break
		}
		if time.Since(start) > 5*time.Minute {
			fmt.Println("fan-out: not done in 5 min")
			break
		}
	}
	var told struct {
		TotalItems int `json:"totalItems"`
	}
	getJSON(su, "/api/collections/notifications/records?perPage=1&filter="+url.QueryEscape("recipient != '' && content ~ 'Bench fan-out'"), &told)
	p50, p95 := pct(during)
	fmt.Printf("fan-out to %d followers: %.1f s (create to job done; %d notifications); favourites page during it: p50 %.2f ms, p95 %.2f ms (%d reads)\n",
		*followers, finished.Sub(start).Seconds(), told.TotalItems, p50, p95, len(during))
}

func run(bin string, env []string, args ...string) {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	must(cmd.Run())
}

func login(col, email, pass string) string {
	var out struct{ Token string }
	must(do("", "POST", "/api/collections/"+col+"/auth-with-password", map[string]string{"identity": email, "password": pass}, &out))
	return out.Token
}

func getJSON(token, path string, into any) { must(do(token, "GET", path, nil, into)) }

func do(token, method, path string, body, into any) error {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, base+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, b)
	}
	if into != nil {
		return json.Unmarshal(b, into)
	}
	return nil
}

func lat(token, path string, n int) (float64, float64) {
	for i := 0; i < 10; i++ { // warm the connection and the page cache
		must(do(token, "GET", path, nil, nil))
	}
	xs := make([]float64, 0, n)
	for i := 0; i < n; i++ {
		t := time.Now()
		must(do(token, "GET", path, nil, nil))
		xs = append(xs, ms(time.Since(t)))
	}
	return pct(xs)
}

func pct(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2], s[min(len(s)-1, len(s)*95/100)]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench-library:", err)
		os.Exit(1)
	}
}
