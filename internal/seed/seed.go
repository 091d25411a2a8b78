// Package seed fills an empty database with safe-for-work demo data: placeholder titles,
// generated artwork and three generated test-pattern clips.
package seed

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"reelhouse/internal/repair"
)

// PasswordEnv, when set, is the password of every demo user (tests use it).
const PasswordEnv = "REELHOUSE_DEMO_PASSWORD"

// Constant seed: reruns on fresh directories produce the same catalog.
const prngSeed1, prngSeed2 = 0x5EED_2025, 0x0EE1_40E5

// Command returns the `seed` CLI command.
func Command(app core.App) *cobra.Command {
	var videos int
	cmd := &cobra.Command{
		Use:          "seed",
		Short:        "Fill an empty database with demo data",
		Long:         "Fill an empty database with safe-for-work demo data (users, categories, videos, engagement).\nDoes nothing when the database already has videos. Set " + PasswordEnv + " to give every demo user that password.",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if videos < 1 {
				return errors.New("--videos must be at least 1")
			}
			return Run(app, Options{Videos: videos, Out: cmd.OutOrStdout()})
		},
	}
	cmd.Flags().IntVar(&videos, "videos", 240, "number of demo videos")
	return cmd
}

// Options configure Run.
type Options struct {
	Videos int
	Out    io.Writer
	Now    time.Time // the catalog's "now" (tests compare two seeds); zero: the clock's
}

// Account is one demo login written to demo-accounts.json.
type Account struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Username string `json:"username"`
}

// Run seeds app's database unless it already has videos.
func Run(app core.App, opts Options) error {
	start := time.Now()
	out := opts.Out
	if out == nil {
		out = os.Stdout
	}
	if !app.IsBootstrapped() {
		if err := app.Bootstrap(); err != nil {
			return fmt.Errorf("bootstrap: %w", err)
		}
	}
	if err := app.RunAllMigrations(); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if err := app.ReloadCachedCollections(); err != nil {
		return err
	}
	if err := app.ReloadSettings(); err != nil {
		return err
	}

	existing, err := app.CountRecords("videos")
	if err != nil {
		return err
	}
	if existing > 0 {
		fmt.Fprintf(out, "database already has %d videos; nothing to seed\n", existing)
		return nil
	}

	now := time.Now().UTC().Truncate(time.Millisecond)
	if !opts.Now.IsZero() {
		now = opts.Now.UTC().Truncate(time.Millisecond)
	}
	steps := newStepTimes()

	// Slow, independent preparation outside the transaction: artwork and password hashes.
	var (
		people   preparedUsers
		usersErr error
		prepared = make(chan struct{})
	)
	go func() {
		defer close(prepared)
		people, usersErr = prepareUsers(app)
	}()
	var (
		ladder     string
		sprite     bool
		mediaReady = make(chan struct{})
	)
	var long longMedia
	longReady := make(chan struct{})
	go func() {
		defer close(mediaReady)
		ladder, sprite = seedMedia(app)
	}()
	// Its own goroutine: on a machine with cores to spare the long pattern's encode
	// overlaps the short one's (they share nothing but the ffmpeg binary).
	go func() {
		defer close(longReady)
		long = seedLongMedia(app)
	}()
	art, err := renderArt()
	<-prepared
	<-mediaReady
	<-longReady
	if err != nil {
		return fmt.Errorf("render images: %w", err)
	}
	if usersErr != nil {
		return usersErr
	}
	steps.lap("artwork, users, shared media", "in parallel, before the transaction")

	sourcesCol, err := app.FindCollectionByNameOrId("video_sources")
	if err != nil {
		return err
	}
	store, err := newSourceStore(app, sourcesCol.Id)
	if err != nil {
		return err
	}
	store.longSource = long.source
	defer long.cleanup(app)

	var (
		accounts = map[string]Account{}
		counts   catalogCounts
		small    smallCounts
	)
	restoreMode, modeNote := bulkMode(app)
	steps.lap("bulk pragmas", modeNote)
	err = app.RunInTransaction(func(txApp core.App) error {
		users, err := saveUsers(txApp, people, accounts)
		if err != nil {
			return err
		}
		cats, err := seedTaxonomy(txApp, &small)
		if err != nil {
			return err
		}
		premiumCats, err := seedPremiumCategories(txApp)
		if err != nil {
			return err
		}
		thumbs, err := seedAssets(txApp, art, &small)
		if err != nil {
			return err
		}
		if err := seedPartners(txApp, art, &small); err != nil {
			return err
		}
		if err := seedBlogs(txApp, art, users.admin, now, &small); err != nil {
			return err
		}
		if err := seedDemoSettings(txApp); err != nil {
			return err
		}
		demoPerformers, err := seedPerformers(txApp, users.creator, users.admin, now)
		if err != nil {
			return err
		}
		steps.lap("users, categories, assets, blogs", "records through PocketBase")
		counts, err = seedCatalog(txApp, catalogInput{
			n:            opts.Videos,
			now:          now,
			categories:   cats,
			premiumCats:  premiumCats,
			creatorId:    users.creator,
			engagers:     users.engagers,
			thumbnails:   thumbs,
			sourcesStore: store,
			ladder:       ladder,
			sprite:       sprite,
			long:         long,
			performers:   demoPerformers,
		}, steps)
		if err != nil {
			return err
		}
		// The generated monthly history has no per-video rows: keep it as it is.
		err = repair.AdoptMonthlyViews(txApp.DB())
		steps.lap("derived data", "categories.video_count, views_monthly adopted")
		return err
	})
	steps.lap("commit", "")
	detachFtsSide(app.NonconcurrentDB())
	restoreMode()
	if err != nil {
		store.cleanup()
		return err
	}
	store.close()

	// Fold the write-ahead log into the database file so its size below is real.
	_, _ = app.NonconcurrentDB().NewQuery("PRAGMA wal_checkpoint(TRUNCATE)").Execute()
	steps.lap("back to WAL", "")

	if len(accounts) > 0 {
		if err := writeAccounts(app.DataDir(), accounts, out); err != nil {
			return err
		}
	}

	fmt.Fprintf(out, "\n%d categories, %d featured, %d premium categories, %d partners, %d blogs, %d assets, %d users (%d bots)\n",
		small.categories, small.featured, len(premiumCategoryDefs), small.partners, small.blogs, small.assets, people.created(false), people.created(true))
	fmt.Fprintf(out, "%d video_categories, %d video_stats, %d video_sources (%d with a file), %d premium videos, %d ratings, %d comments, %d video_views, %d views_monthly rows\n",
		counts.videoCategories, counts.stats, counts.sources, counts.sourceFiles, counts.premium, counts.ratings, counts.comments, counts.views, counts.viewsMonthly)
	steps.print(out)
	fmt.Fprintf(out, "seeded %d videos in %.1fs (db %s, peak RSS %s)\n", counts.videos, time.Since(start).Seconds(), dbSize(app.DataDir()), peakRSS())
	return nil
}

type smallCounts struct {
	categories, featured, partners, blogs, assets int
}

// ---- users ----

type personDef struct {
	key, username, email string
	roles                []string
	premiumYear          bool
	bot                  bool
}

type preparedUser struct {
	def      personDef
	password string
	record   *core.Record // nil when the e-mail already exists (reused, not created)
	existing *core.Record
}

type preparedUsers []*preparedUser

// created counts the users this run creates (bots only, or all).
func (p preparedUsers) created(botsOnly bool) int {
	n := 0
	for _, u := range p {
		if u.record != nil && (u.def.bot || !botsOnly) {
			n++
		}
	}
	return n
}

// accountKeys are the users written to demo-accounts.json, in print order.
var accountKeys = []string{"admin", "creator", "premium", "member", "member2"}

func personDefs() []personDef {
	defs := []personDef{
		{key: "admin", username: "admin", email: "admin@reelhouse.local", roles: []string{"admin"}},
		{key: "creator", username: "creator", email: "creator@reelhouse.local", roles: []string{"creator"}},
		{key: "premium", username: "premium", email: "premium@reelhouse.local", roles: []string{"premium"}, premiumYear: true},
		{key: "member", username: "member", email: "member@reelhouse.local"},
		{key: "member2", username: "member2", email: "member2@reelhouse.local"},
	}
	for _, name := range botNames {
		defs = append(defs, personDef{key: "bot_" + name, username: "bot_" + name, email: "bot_" + name + "@reelhouse.local", bot: true})
	}
	return defs
}

// prepareUsers builds the user records (bcrypt hashing happens on SetPassword, so this
// runs in parallel before the transaction). Existing e-mails are reused, not recreated.
func prepareUsers(app core.App) (preparedUsers, error) {
	usersCol, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return nil, err
	}
	fixed := os.Getenv(PasswordEnv)
	defs := personDefs()
	out := make(preparedUsers, len(defs))
	for i, d := range defs {
		out[i] = &preparedUser{def: d}
		if rec, err := app.FindAuthRecordByEmail(usersCol, d.email); err == nil {
			out[i].existing = rec
		}
	}

	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for _, u := range out {
		if u.existing != nil {
			continue
		}
		wg.Add(1)
		go func(u *preparedUser) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			pw := fixed
			if pw == "" {
				pw = randomPassword()
			}
			rec := core.NewRecord(usersCol)
			rec.SetEmail(u.def.email)
			rec.SetPassword(pw)
			rec.SetVerified(true)
			rec.Set("username", u.def.username)
			if len(u.def.roles) > 0 {
				rec.Set("roles", u.def.roles)
			}
			if u.def.premiumYear {
				rec.Set("premium_until", time.Now().UTC().AddDate(1, 0, 0))
			}
			u.password = pw
			u.record = rec
		}(u)
	}
	wg.Wait()
	return out, nil
}

type savedUsers struct {
	admin, creator string
	engagers       []seedUser
}

func saveUsers(txApp core.App, people preparedUsers, accounts map[string]Account) (savedUsers, error) {
	var res savedUsers
	botsCol, err := txApp.FindCollectionByNameOrId("bot_users")
	if err != nil {
		return res, err
	}
	for _, u := range people {
		rec := u.existing
		if u.record != nil {
			if err := txApp.Save(u.record); err != nil {
				return res, fmt.Errorf("create user %s: %w", u.def.username, err)
			}
			rec = u.record
			if !u.def.bot {
				accounts[u.def.key] = Account{Email: u.def.email, Password: u.password, Username: u.def.username}
			}
		}
		switch u.def.key {
		case "admin":
			res.admin = rec.Id
		case "creator":
			res.creator = rec.Id
		}
		if u.def.key != "admin" {
			res.engagers = append(res.engagers, seedUser{id: rec.Id, username: rec.GetString("username")})
		}
		if u.def.bot {
			if _, err := txApp.FindFirstRecordByData(botsCol, "user", rec.Id); err == nil {
				continue
			}
			bot := core.NewRecord(botsCol)
			bot.Set("user", rec.Id)
			if err := txApp.Save(bot); err != nil {
				return res, fmt.Errorf("bot_users: %w", err)
			}
		}
	}
	return res, nil
}

// ---- categories ----

func seedTaxonomy(txApp core.App, small *smallCounts) ([]*core.Record, error) {
	col, err := txApp.FindCollectionByNameOrId("categories")
	if err != nil {
		return nil, err
	}
	var cats []*core.Record
	bySlug := map[string]*core.Record{}
	for _, d := range categoryDefs {
		slug := slugify(d.Name)
		rec, err := txApp.FindFirstRecordByData(col, "slug", slug)
		if err != nil {
			rec = core.NewRecord(col)
			rec.Set("slug", slug)
			rec.Set("name", d.Name)
			rec.Set("description", d.Description)
			rec.Set("meta_title", truncate(d.Name+" Videos", 60))
			rec.Set("meta_description", truncate("Watch "+d.Name+" videos on Reelhouse. "+d.Description, 160))
			if err := txApp.Save(rec); err != nil {
				return nil, fmt.Errorf("category %s: %w", slug, err)
			}
			small.categories++
		}
		if rec.GetBool("protected") {
			continue
		}
		cats = append(cats, rec)
		bySlug[slug] = rec
	}

	featCol, err := txApp.FindCollectionByNameOrId("featured_categories")
	if err != nil {
		return nil, err
	}
	for i, slug := range featuredSlugs {
		c := bySlug[slug]
		if c == nil {
			continue
		}
		if _, err := txApp.FindFirstRecordByData(featCol, "category", c.Id); err == nil {
			continue
		}
		rec := core.NewRecord(featCol)
		rec.Set("category", c.Id)
		rec.Set("display_order", i)
		if err := txApp.Save(rec); err != nil {
			return nil, fmt.Errorf("featured category %s: %w", slug, err)
		}
		small.featured++
	}
	return cats, nil
}

func seedPremiumCategories(txApp core.App) ([]string, error) {
	col, err := txApp.FindCollectionByNameOrId("premium_categories")
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, d := range premiumCategoryDefs {
		rec, err := txApp.FindFirstRecordByData(col, "slug", d.Slug)
		if err != nil {
			rec = core.NewRecord(col)
			rec.Set("name", d.Name)
			rec.Set("slug", d.Slug)
			rec.Set("meta_title", d.Name+" | Premium")
			rec.Set("meta_description", "Premium-only "+d.Name+" videos for members.")
			if err := txApp.Save(rec); err != nil {
				return nil, fmt.Errorf("premium category %s: %w", d.Slug, err)
			}
		}
		ids = append(ids, rec.Id)
	}
	return ids, nil
}

// ---- accounts file ----

func writeAccounts(dataDir string, accounts map[string]Account, out io.Writer) error {
	ordered := map[string]Account{}
	for _, k := range accountKeys {
		if a, ok := accounts[k]; ok {
			ordered[k] = a
		}
	}
	data, err := json.MarshalIndent(ordered, "", "  ")
	if err != nil {
		return err
	}
	path := filepath.Join(dataDir, "demo-accounts.json")
	if err := os.WriteFile(path, append(data, '\n'), 0o600); err != nil {
		return err
	}
	_ = os.Chmod(path, 0o600) // WriteFile keeps the mode of an existing file

	fmt.Fprintln(out, "Demo accounts (also written to "+path+"):")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ROLE\tUSERNAME\tEMAIL\tPASSWORD")
	for _, k := range accountKeys {
		if a, ok := accounts[k]; ok {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", k, a.Username, a.Email, a.Password)
		}
	}
	return tw.Flush()
}

func dbSize(dataDir string) string {
	var total int64
	for _, name := range []string{"data.db", "data.db-wal"} {
		if fi, err := os.Stat(filepath.Join(dataDir, name)); err == nil {
			total += fi.Size()
		}
	}
	return fmt.Sprintf("%.0f MB", float64(total)/(1<<20))
}
