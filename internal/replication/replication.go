// Package replication streams the SQLite database to S3-compatible storage with
// Litestream, embedded in the server, and restores a data dir from it
// (`reelhouse restore`). It is off unless REELHOUSE_REPLICA_URL is set.
//
// The replica URL is Litestream's own (s3://bucket/path?endpoint=…&region=…, or
// file:///path), so an operator can also inspect or restore it with the stock `litestream`
// command. Credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or
// LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY), never from the database that
// is being replicated. Only data.db is replicated: auxiliary.db holds the request logs.
package replication

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
	_ "github.com/benbjohnson/litestream/file" // file:// replicas (drills, local disks)
	_ "github.com/benbjohnson/litestream/s3"   // s3:// replicas (any S3-compatible storage)
	"github.com/pocketbase/pocketbase/core"
)

// EnvURL names the environment variable that switches replication on.
const EnvURL = "REELHOUSE_REPLICA_URL"

// Status is what the health endpoint and the metrics report about replication.
type Status struct {
	Enabled bool `json:"enabled"`
	// LastSyncAt is when the replica last caught up with the database (zero: never yet).
	LastSyncAt time.Time `json:"lastSyncAt"`
	// LagSeconds is the time since LastSyncAt while there are writes not yet replicated,
	// else 0. -1 when replication is on but has never synced.
	LagSeconds float64 `json:"lagSeconds"`
	Error      string  `json:"error,omitempty"`
}

var (
	mu      sync.Mutex
	current *litestream.DB
)

// Current reports the state of the running replication (zero Status when it is off).
func Current(ctx context.Context) Status {
	mu.Lock()
	db := current
	mu.Unlock()
	if db == nil {
		return Status{}
	}
	st := Status{Enabled: true, LastSyncAt: db.LastSuccessfulSyncAt()}
	sync, err := db.SyncStatus(ctx)
	switch {
	case err != nil:
		st.Error = err.Error()
		st.LagSeconds = -1
	case st.LastSyncAt.IsZero():
		st.LagSeconds = -1
	case !sync.InSync:
		st.LagSeconds = time.Since(st.LastSyncAt).Seconds()
	}
	return st
}

// Register starts replication when the server starts serving (not for other commands)
// and stops it, after a last sync, when the app terminates.
func Register(app core.App) {
	url := os.Getenv(EnvURL)
	if url == "" {
		return
	}
	var store *litestream.Store
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		client, err := litestream.NewReplicaClientFromURL(url)
		if err != nil {
			return fmt.Errorf("%s: %w", EnvURL, err)
		}
		db := litestream.NewDB(filepath.Join(app.DataDir(), "data.db"))
		db.Replica = litestream.NewReplicaWithClient(db, client)
		store = litestream.NewStore([]*litestream.DB{db}, litestream.CompactionLevels{
			{Level: 0},
			{Level: 1, Interval: 30 * time.Second},
			{Level: 2, Interval: 10 * time.Minute},
		})
		if err := store.Open(context.Background()); err != nil {
			return fmt.Errorf("replication: %w", err)
		}
		mu.Lock()
		current = db
		mu.Unlock()
		app.Logger().Info("Replicating the database", "replica", redact(url))
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if store != nil {
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := store.Close(ctx); err != nil {
				app.Logger().Error("Replication did not close cleanly", "error", err)
			}
		}
		return e.Next()
	})
}

// Restore writes the newest replicated state of the database into dataDir/data.db. It
// refuses to overwrite an existing database unless force is set.
func Restore(ctx context.Context, url, dataDir string, force bool, at time.Time) error {
	out := filepath.Join(dataDir, "data.db")
	if _, err := os.Stat(out); err == nil {
		if !force {
			return fmt.Errorf("%s exists: restore into an empty data dir, or pass --force to replace it", out)
		}
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if err := os.Remove(out + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
				return err
			}
		}
		_ = os.RemoveAll(filepath.Join(dataDir, ".data.db-litestream"))
	}
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return err
	}
	client, err := litestream.NewReplicaClientFromURL(url)
	if err != nil {
		return err
	}
	if err := client.Init(ctx); err != nil {
		return err
	}
	opt := litestream.NewRestoreOptions()
	opt.OutputPath = out
	opt.Timestamp = at
	opt.IntegrityCheck = litestream.IntegrityCheckQuick
	return litestream.NewReplicaWithClient(nil, client).Restore(ctx, opt)
}

// redact hides credentials that an operator may have put in the URL's user info.
func redact(url string) string {
	scheme, host, path, err := litestream.ParseReplicaURL(url)
	if err != nil {
		return "(unparsable replica URL)"
	}
	return scheme + "://" + host + "/" + strings.TrimPrefix(path, "/")
}
