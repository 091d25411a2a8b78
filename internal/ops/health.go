package ops

import (
	"context"
	"crypto/subtle"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"reelhouse/internal/media"
	"reelhouse/internal/replication"
)

// EnvMetricsToken names the bearer token that lets a Prometheus scraper (which cannot sign
// in) read the metrics and the detailed health. Superusers and admins need no token.
const EnvMetricsToken = "REELHOUSE_METRICS_TOKEN"

// maxReplicationLag is how far behind the replica may fall before health says degraded.
const maxReplicationLag = 60 * time.Second

type check struct {
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"`
	Error  string `json:"error,omitempty"`
}

type health struct {
	Status      string             `json:"status"` // ok, degraded or down
	Database    check              `json:"database"`
	Storage     check              `json:"storage"`
	Replication replication.Status `json:"replication"`
	Jobs        map[string]int     `json:"jobs"`
	FFmpeg      check              `json:"ffmpeg"`
	CheckedAt   time.Time          `json:"checkedAt"`
}

var replicationStatus = func() replication.Status {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	return replication.Current(ctx)
}

// Register binds the metrics middleware and the two operator routes.
func Register(app core.App) {
	prometheus.MustRegister(newStateCollector(app))
	metrics := promhttp.HandlerFor(prometheus.DefaultGatherer, promhttp.HandlerOpts{})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// Said once at start, where the operator looks: without the system's ffmpeg every
		// upload would fail later, one by one, in the job log.
		if _, _, err := media.Binaries(""); err != nil {
			se.App.Logger().Error("ffmpeg missing", "error", err.Error())
			fmt.Fprintln(os.Stderr, "Warning:", err)
		}
		// Outermost (before compression and the CDN policy's 304s), so the byte counter
		// counts what goes on the wire.
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{Id: "reelhouseMetrics", Priority: -1100, Func: measure})
		se.Router.GET("/api/reelhouse/health", func(e *core.RequestEvent) error {
			h := probe(e.App)
			code := http.StatusOK
			if h.Status == "down" {
				code = http.StatusServiceUnavailable
			}
			if !trusted(e) {
				return e.JSON(code, map[string]string{"status": h.Status})
			}
			return e.JSON(code, h)
		})
		se.Router.GET("/api/reelhouse/metrics", func(e *core.RequestEvent) error {
			if !trusted(e) {
				return apierr.Unauthorized("metrics_auth_required", "Metrics need a superuser, an admin or the metrics token.")
			}
			metrics.ServeHTTP(e.Response, e.Request)
			return nil
		})
		return se.Next()
	})
}

// trusted: a superuser, an admin member, or the configured metrics bearer token.
func trusted(e *core.RequestEvent) bool {
	if token := os.Getenv(EnvMetricsToken); token != "" {
		given := strings.TrimPrefix(e.Request.Header.Get("Authorization"), "Bearer ")
		if subtle.ConstantTimeCompare([]byte(given), []byte(token)) == 1 {
			return true
		}
	}
	return access.IsAdmin(e)
}

func probe(app core.App) health {
	h := health{Status: "ok", CheckedAt: time.Now().UTC()}

	start := time.Now()
	var one int
	if err := app.ConcurrentDB().NewQuery("SELECT 1").Row(&one); err != nil {
		h.Database = check{Error: err.Error()}
		h.Status = "down"
	} else {
		h.Database = check{OK: true, Detail: time.Since(start).Round(time.Microsecond).String()}
	}

	h.Storage = probeStorage(app)
	h.Replication = replicationStatus()
	if counts, err := jobCounts(app); err == nil {
		h.Jobs = counts
	}
	h.FFmpeg = probeFFmpeg()

	degraded := !h.Storage.OK || !h.FFmpeg.OK || h.Replication.Error != "" ||
		(h.Replication.Enabled && (h.Replication.LagSeconds < 0 || h.Replication.LagSeconds > maxReplicationLag.Seconds()))
	if h.Status == "ok" && degraded {
		h.Status = "degraded"
	}
	return h
}

func probeStorage(app core.App) check {
	kind := "local"
	if app.Settings().S3.Enabled {
		kind = "s3"
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return check{Detail: kind, Error: err.Error()}
	}
	defer fsys.Close()
	// A missing key is the expected answer; an error means the storage is unreachable.
	if _, err := fsys.Exists("reelhouse-health-probe"); err != nil {
		return check{Detail: kind, Error: err.Error()}
	}
	return check{OK: true, Detail: kind}
}

func probeFFmpeg() check {
	if _, _, err := media.Binaries(""); err != nil {
		return check{Error: err.Error() + ": uploads cannot be processed"}
	}
	return check{OK: true}
}

// jobCounts counts the upload/publishing jobs by state, when the job table exists.
func jobCounts(app core.App) (map[string]int, error) {
	if !app.HasTable("jobs") {
		return map[string]int{}, nil
	}
	var rows []struct {
		State string `db:"state"`
		N     int    `db:"n"`
	}
	if err := app.ConcurrentDB().NewQuery("SELECT state, COUNT(*) AS n FROM jobs GROUP BY state").All(&rows); err != nil {
		return nil, err
	}
	out := map[string]int{}
	for _, r := range rows {
		out[r.State] = r.N
	}
	return out, nil
}
