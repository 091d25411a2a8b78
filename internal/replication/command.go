package replication

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"
)

// RestoreMain is `reelhouse restore [--dir pb_data] [--force] [--timestamp RFC3339]`: it
// brings a data dir's database back from the replica named by REELHOUSE_REPLICA_URL (or
// --url). Returns the process exit code.
func RestoreMain(args []string) int {
	fs := flag.NewFlagSet("restore", flag.ContinueOnError)
	dir := fs.String("dir", "pb_data", "the data dir to restore into")
	url := fs.String("url", os.Getenv(EnvURL), "the replica URL (default: $"+EnvURL+")")
	force := fs.Bool("force", false, "replace an existing database")
	stamp := fs.String("timestamp", "", "restore the state at this time (RFC 3339) instead of the newest")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: reelhouse restore [--dir pb_data] [--force] [--timestamp 2026-11-22T10:00:00Z]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *url == "" {
		fmt.Fprintln(os.Stderr, "restore: set "+EnvURL+" (or --url) to the replica, e.g. s3://bucket/reelhouse?endpoint=https://s3.example.com")
		return 2
	}
	var at time.Time
	if *stamp != "" {
		t, err := time.Parse(time.RFC3339, *stamp)
		if err != nil {
			fmt.Fprintln(os.Stderr, "restore: --timestamp:", err)
			return 2
		}
		at = t
	}
	started := time.Now()
	if err := Restore(context.Background(), *url, *dir, *force, at); err != nil {
		fmt.Fprintln(os.Stderr, "restore:", err)
		return 1
	}
	fmt.Printf("restored %s/data.db from %s in %.1f s\n", *dir, redact(*url), time.Since(started).Seconds())
	return 0
}
