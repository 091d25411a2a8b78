package main

// Crowd mode: many realtime (SSE) subscribers to one video's comments, comments posted at
// a steady rate, and for each comment how long it took to reach each subscriber.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// subscribe opens one SSE connection, subscribes it to the video's comments, and calls
// got(sentUnixNano) for every created comment whose content carries a send time.
func subscribe(base, videoID string, ready *sync.WaitGroup, got func(int64)) {
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	res, err := client.Get(base + "/api/realtime")
	if err != nil {
		ready.Done()
		return
	}
	defer res.Body.Close()
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	var event string
	subscribed := false
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event:"):
			event = strings.TrimSpace(line[6:])
		case strings.HasPrefix(line, "data:"):
			data := strings.TrimSpace(line[5:])
			if event == "PB_CONNECT" && !subscribed {
				var hello struct {
					ClientID string `json:"clientId"`
				}
				_ = json.Unmarshal([]byte(data), &hello)
				opts, _ := json.Marshal(map[string]any{"query": map[string]string{"filter": fmt.Sprintf("video = %q", videoID)}})
				topic := "comments/*?options=" + url.QueryEscape(string(opts))
				_, err := call(&http.Client{Timeout: 30 * time.Second}, "POST", base+"/api/realtime", "", map[string]any{"clientId": hello.ClientID, "subscriptions": []string{topic}}, nil)
				subscribed = true
				ready.Done()
				if err != nil {
					return
				}
				continue
			}
			var msg struct {
				Action string `json:"action"`
				Record struct {
					Content string `json:"content"`
				} `json:"record"`
			}
			if json.Unmarshal([]byte(data), &msg) == nil && msg.Action == "create" {
				if i := strings.LastIndex(msg.Record.Content, "@"); i >= 0 {
					if sent, err := strconv.ParseInt(msg.Record.Content[i+1:], 10, 64); err == nil {
						got(sent)
					}
				}
			}
		}
	}
	if !subscribed {
		ready.Done()
	}
}

func runCrowd(o options, srv *server, fx *fixtures) {
	v := fx.videos[0]
	rssBefore := srv.rssKB()
	var delays []float64
	var mu sync.Mutex
	var ready sync.WaitGroup
	var connected atomic.Int64
	for i := 0; i < o.subscribers; i++ {
		ready.Add(1)
		go subscribe(srv.base, v.ID, &ready, func(sent int64) {
			d := float64(time.Now().UnixNano()-sent) / 1e6
			mu.Lock()
			delays = append(delays, d)
			mu.Unlock()
		})
		connected.Add(1)
		if i%100 == 99 {
			time.Sleep(50 * time.Millisecond) // do not open a thousand sockets in one burst
		}
	}
	ready.Wait()
	time.Sleep(time.Second)
	rssAfter := srv.rssKB()

	interval := time.Duration(float64(time.Second) / o.rate)
	posted := 0
	c := newClient()
	end := time.Now().Add(time.Duration(o.seconds * float64(time.Second)))
	for time.Now().Before(end) {
		m := fx.members[posted%len(fx.members)]
		body := map[string]string{"content": fmt.Sprintf("crowd comment @%d", time.Now().UnixNano())}
		if _, err := call(c, "POST", srv.base+"/api/reelhouse/videos/"+v.ID+"/comments", m.token, body, nil); err == nil {
			posted++
		}
		time.Sleep(interval)
	}
	time.Sleep(3 * time.Second) // late deliveries

	mu.Lock()
	defer mu.Unlock()
	sort.Float64s(delays)
	expected := posted * o.subscribers
	within := sort.SearchFloat64s(delays, 1000)
	fmt.Printf("\n## realtime crowd: %d subscribers to one video's comments, %d comments at %.1f/s\n", o.subscribers, posted, o.rate)
	fmt.Printf("delivered %d of %d (%.1f %%), within 1 s: %.1f %%\n", len(delays), expected, 100*float64(len(delays))/float64(max(expected, 1)), 100*float64(within)/float64(max(expected, 1)))
	fmt.Printf("delay ms: p50 %.1f  p95 %.1f  p99 %.1f  max %.1f\n", pct(delays, 50), pct(delays, 95), pct(delays, 99), pct(delays, 100))
	fmt.Printf("server memory: %d MB before, %d MB with subscribers: %.1f KB per subscriber\n", rssBefore/1024, rssAfter/1024, float64(rssAfter-rssBefore)/float64(o.subscribers))
}
