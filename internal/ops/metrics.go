// Package ops is what an operator watches: a health endpoint that says whether the
// database, the file storage, replication, the job queue and ffmpeg are working, and
// Prometheus metrics for requests, latency, jobs and replication (docs/api.md, README).
package ops

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/prometheus/client_golang/prometheus"
)

// The default registry also carries Go runtime and process metrics and Litestream's own
// (litestream_*), which it registers there.
var (
	requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "reelhouse_http_requests_total",
		Help: "HTTP requests by route pattern, method and status code.",
	}, []string{"route", "method", "code"})
	latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "reelhouse_http_request_duration_seconds",
		Help:    "HTTP request latency by route pattern and method.",
		Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
	}, []string{"route", "method"})
	// What the app server itself carried: with the files on S3 the stream route's share
	// stays at a redirect per request (docs/scaling.md).
	responseBytes = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "reelhouse_http_response_bytes_total",
		Help: "Response body bytes written by the app server, by route pattern.",
	}, []string{"route"})
)

func init() {
	prometheus.MustRegister(requests, latency, responseBytes)
}

// countingWriter counts the body bytes of a response. It keeps the writer's optional
// interfaces reachable: Flush for realtime (SSE), ReadFrom for sendfile of local files.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (w *countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}

func (w *countingWriter) ReadFrom(r io.Reader) (int64, error) {
	var n int64
	var err error
	if rf, ok := w.ResponseWriter.(io.ReaderFrom); ok {
		n, err = rf.ReadFrom(r)
	} else {
		n, err = io.Copy(w.ResponseWriter, r)
	}
	w.n += n
	return n, err
}

func (w *countingWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *countingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// measure is a router middleware: one counter and one histogram observation per request,
// labelled by the route's pattern (bounded), never by the raw path (unbounded).
func measure(e *core.RequestEvent) error {
	start := time.Now()
	cw := &countingWriter{ResponseWriter: e.Response}
	e.Response = cw
	err := e.Next()
	e.Response = cw.ResponseWriter
	route := e.Request.Pattern
	if route == "" {
		route = "unmatched"
	}
	status := e.Status()
	if err != nil {
		var apiErr *router.ApiError
		if errors.As(err, &apiErr) {
			status = apiErr.Status
		} else {
			status = http.StatusInternalServerError
		}
	}
	if status == 0 {
		status = http.StatusOK
	}
	requests.WithLabelValues(route, e.Request.Method, strconv.Itoa(status)).Inc()
	latency.WithLabelValues(route, e.Request.Method).Observe(time.Since(start).Seconds())
	responseBytes.WithLabelValues(route).Add(float64(cw.n))
	return err
}

// stateCollector reports the job queue and replication at scrape time.
type stateCollector struct {
	app  core.App
	jobs *prometheus.Desc
	lag  *prometheus.Desc
	sync *prometheus.Desc
}

func newStateCollector(app core.App) *stateCollector {
	return &stateCollector{
		app:  app,
		jobs: prometheus.NewDesc("reelhouse_jobs", "Processing and publishing jobs by state.", []string{"state"}, nil),
		lag:  prometheus.NewDesc("reelhouse_replication_lag_seconds", "Seconds the replica is behind (0 in sync, -1 never synced).", nil, nil),
		sync: prometheus.NewDesc("reelhouse_replication_last_sync_timestamp_seconds", "When the replica last caught up (Unix time).", nil, nil),
	}
}

func (c *stateCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.jobs
	ch <- c.lag
	ch <- c.sync
}

func (c *stateCollector) Collect(ch chan<- prometheus.Metric) {
	if counts, err := jobCounts(c.app); err == nil {
		for state, n := range counts {
			ch <- prometheus.MustNewConstMetric(c.jobs, prometheus.GaugeValue, float64(n), state)
		}
	}
	if st := replicationStatus(); st.Enabled {
		ch <- prometheus.MustNewConstMetric(c.lag, prometheus.GaugeValue, st.LagSeconds)
		if !st.LastSyncAt.IsZero() {
			ch <- prometheus.MustNewConstMetric(c.sync, prometheus.GaugeValue, float64(st.LastSyncAt.Unix()))
		}
	}
}
