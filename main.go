// Command reelhouse is the whole server: PocketBase (API, realtime, files, dashboard)
// with the JS hooks and migrations beside the binary, the built PWA embedded, and a
// `seed` command for demo data. Business logic lives in pb_hooks/, except the catalog's
// read routes (internal/catalog), which are the measured hot path.
package main

import (
	"fmt"
	"log"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase"
	pbcmd "github.com/pocketbase/pocketbase/cmd"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/osutils"

	"reelhouse/internal/agegate"
	"reelhouse/internal/audit"
	"reelhouse/internal/authcache"
	"reelhouse/internal/authmail"
	"reelhouse/internal/bannedterms"
	"reelhouse/internal/batchguard"
	"reelhouse/internal/blog"
	"reelhouse/internal/captions"
	"reelhouse/internal/catalog"
	"reelhouse/internal/cmdexit"
	"reelhouse/internal/creators"
	"reelhouse/internal/dataexport"
	"reelhouse/internal/dbconn"
	"reelhouse/internal/debugprof"
	"reelhouse/internal/engagement"
	"reelhouse/internal/fingerprint"
	"reelhouse/internal/hotpath"
	"reelhouse/internal/library"
	"reelhouse/internal/listguard"
	"reelhouse/internal/moderation"
	"reelhouse/internal/ops"
	"reelhouse/internal/payments"
	"reelhouse/internal/performers"
	"reelhouse/internal/repair"
	"reelhouse/internal/replication"
	"reelhouse/internal/runner"
	"reelhouse/internal/seed"
	"reelhouse/internal/setup"
	"reelhouse/internal/tags"
	"reelhouse/internal/textcheck"
	"reelhouse/internal/throttle"
	"reelhouse/internal/twofactor"
	"reelhouse/internal/uploads"
	"reelhouse/internal/viewer"
	"reelhouse/internal/web"
)

func main() {
	// `restore` runs before PocketBase bootstraps, which would create an empty database in
	// the data dir that the restore is about to fill.
	if len(os.Args) > 1 && os.Args[1] == "restore" {
		os.Exit(replication.RestoreMain(os.Args[2:]))
	}
	app := pocketbase.NewWithConfig(pocketbase.Config{
		// Dev mode (every SQL statement printed) only with --dev: PocketBase's default guesses
		// "go run" from the executable's path, so any build run from under /tmp (a CI
		// checkout, a benchmark's "before" build, an operator's unpacked release) logged every
		// query and ran several times slower (tests/server/dev-mode.test.ts).
		DefaultDev: false,
		// Read connections: PocketBase keeps at most 15 of its 120 idle, so under a hundred
		// concurrent requests it closed and reopened connections all the time, and each open
		// re-parses the whole schema (a fifth of the CPU in the mixed load's profile,
		// docs/benchmarks.md). On a small machine more than a few dozen concurrent SQLite
		// readers only contend on the engine's global mutexes, so: 32, all kept open.
		DataMaxOpenConns: 32,
		DataMaxIdleConns: 32,
		// Reads through a memory map: the shared page cache's global mutex serialised every
		// concurrent read (internal/dbconn, docs/scaling.md).
		DBConnect: dbconn.Connect,
	})

	var hooksDir, migrationsDir string
	var hooksWatch, automigrate bool
	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&hooksDir, "hooksDir", besideBinary("pb_hooks"), "the directory with the JS hooks")
	flags.StringVar(&migrationsDir, "migrationsDir", besideBinary("pb_migrations"), "the directory with the JS migrations")
	flags.BoolVar(&hooksWatch, "hooksWatch", false, "restart the app when a pb_hooks file changes (development)")
	flags.BoolVar(&automigrate, "automigrate", false, "write a migration file when collections are changed in the dashboard (development)")
	_ = app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: 25,
		OnInit:        engagement.BindJS, // $appliedOps: the op-id rule for the JS writes
	})
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	app.RootCmd.AddCommand(seed.Command(app))
	app.RootCmd.AddCommand(repair.Command(app))           // recompute derived data, report drift
	app.RootCmd.AddCommand(library.SeedCommand(app))      // a big library on a seeded catalog (issue 22)
	app.RootCmd.AddCommand(uploads.MediaCommand(app))     // media backfill: ladders for older videos
	app.RootCmd.AddCommand(runner.Command())              // transcode ladder jobs for a server elsewhere
	app.RootCmd.AddCommand(moderation.ReportCommand(app)) // report monthly: complaints, decisions, appeals (issue 38)
	app.RootCmd.AddCommand(fingerprint.Command(app))      // fingerprint backfill: videos processed before fingerprinting (issue 38)
	app.RootCmd.AddCommand(performers.Command(app))       // records enforce: the publish gate over videos public before it (issue 38)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// Uploads of video files take longer than PocketBase's 5 minute default.
		se.Server.ReadTimeout = 60 * time.Minute
		se.Server.WriteTimeout = 60 * time.Minute
		return se.Next()
	})
	// Age assurance by region (issue 37): a gate in front of every route, default-deny for
	// content in verify regions, 451 in blocked ones (docs/age-assurance.md).
	agegate.Register(app, agegate.ConfigFromEnv())
	authcache.Register(app)        // signed-in requests served their member from memory, dropped on every change
	cache := hotpath.Register(app) // response cache of the public catalog reads (docs/api.md)
	hotpath.Defaults(app)          // CDN policy of the non-Go read routes; private, no-store for the rest of /api
	catalog.Register(app, cache)   // the catalog's read routes (hot path); each declares its caching
	engagement.Register(app)       // the hot writes: comments, ratings, comment likes, views (docs/benchmarks.md)
	listguard.Register(app)        // generic list API on big collections: indexed filters/sorts only
	batchguard.Register(app)       // the batch API holds only the video manager's bulk writes
	blog.Register(app)             // blog HTML sanitised by bluemonday on every save
	throttle.Register(app)         // per-IP/per-member limits and body caps (REELHOUSE_RATE_LIMITS=off)
	viewer.Register(app)           // signed viewer cookie and per-IP view cap of the view route
	payments.Register(app)         // premium payments: raw-body IPN verification, completion, reminders
	uploads.Register(app)          // tus uploads, the processing/publishing job queue (docs/uploads.md)
	library.Register(app)          // a member's favourites, watch later, history, playlists, follows (docs/api-library.md)
	setup.Register(app)            // admin notices for enabled integrations that lack their keys
	creators.Register(app)         // creator applications (ID images) and their review (docs/api-creators.md)
	authmail.Register(app)         // PocketBase's auth e-mails in the member's language (issue 27)
	moderation.Register(app)       // reports, cases, takedowns, suspension, audit log (docs/api-moderation.md)
	performers.Register(app)       // performer records, the publish gate, the records export (docs/compliance.md)
	replication.Register(app)      // Litestream to S3-compatible storage when REELHOUSE_REPLICA_URL is set
	ops.Register(app)              // health and Prometheus metrics for operators
	web.Register(app, distFS())

	// A member's account security and data (issue 37 §4-5, docs/account-security.md): TOTP
	// (the sign-in's second step, recovery codes, admins required to use it), the data
	// export job and zip, account deletion and `reelhouse erasure-check`.
	twofactor.Register(app)
	dataexport.Register(app, app.RootCmd)

	// The audit log: a hash chain, append-only for everyone; `reelhouse audit verify`.
	audit.Register(app, app.RootCmd)
	// Required titles, names and text must show a character (issue 36 §7).
	textcheck.Register(app)
	// Tags normalised and captions checked and sanitised (issue 41); before bannedterms, whose check reads the normalised tags.
	tags.Register(app)
	captions.Register(app)
	// Banned terms: refused in titles, descriptions and category names, searches find nothing (issue 38 §4).
	bannedterms.Register(app)
	// Removed videos cannot come back: PDQ fingerprints, the block list, held uploads (issue 38 §3).
	fingerprint.Register(app)
	debugprof.Start(slog.Default()) // pprof on a loopback socket when REELHOUSE_PPROF is set (off by default)

	// What app.Start() does, in the open: the system commands first, so that the checks
	// below see every command (PocketBase adds serve and superuser only inside Start).
	app.RootCmd.AddCommand(pbcmd.NewSuperuserCommand(app), pbcmd.NewServeCommand(app, true))
	var commands cmdexit.Tracker // a failed command exits 1 (PocketBase drops the error)
	commands.Wrap(app.RootCmd)
	if err := cmdexit.Unknown(app.RootCmd, os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "Error: %v\nRun 'reelhouse --help' for usage.\n", err)
		os.Exit(2)
	}
	// `serve` without pb_hooks/ and pb_migrations/ would start and answer with neither.
	if err := cmdexit.MissingInstall(app.RootCmd, os.Args[1:], map[string]string{"hooksDir": hooksDir, "migrationsDir": migrationsDir}); err != nil {
		fmt.Fprintf(os.Stderr, "Error: %v\n", err)
		os.Exit(1)
	}
	if err := app.Execute(); err != nil {
		log.Fatal(err)
	}
	if commands.Failed() {
		os.Exit(1)
	}
}

// besideBinary resolves a deployment directory next to the executable, so that the
// binary plus pb_hooks/ and pb_migrations/ beside it is a complete install.
func besideBinary(name string) string {
	// Beside the executable when it is there, wherever the executable is. PocketBase's own
	// guess (a binary under the temp dir is `go run`) would send a deployed copy under /tmp
	// to the working directory instead; only a real `go run` (its binary in a build cache
	// dir with nothing beside it) falls back to the working directory.
	if exe, err := os.Executable(); err == nil {
		if dir := filepath.Join(filepath.Dir(exe), name); isDir(dir) || !osutils.IsProbablyGoRun() {
			return dir
		}
	}
	return "./" + name
}

func isDir(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}
