package seed

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // system migrations (the pocketbase package imports them)
	"github.com/pocketbase/pocketbase/plugins/jsvm"

	"reelhouse/internal/payments"
	"reelhouse/internal/uploads"
)

func TestSlugify(t *testing.T) {
	// The table pb_hooks/lib/slug.test.js checks too: both implementations must agree.
	raw, err := os.ReadFile("../../tests/fixtures/slugify.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct{ Cases [][2]string }
	if err := json.Unmarshal(raw, &table); err != nil || len(table.Cases) == 0 {
		t.Fatalf("slugify.json: %v", err)
	}
	for _, c := range table.Cases {
		if got := slugify(c[0]); got != c[1] {
			t.Errorf("slugify(%q) = %q, want %q", c[0], got, c[1])
		}
	}
	taken := map[string]struct{}{}
	for i, want := range []string{"a-b", "a-b-1", "a-b-2"} {
		if got := uniqueSlug("A b", taken); got != want {
			t.Errorf("uniqueSlug #%d = %q, want %q", i, got, want)
		}
	}
}

// TestRunSeedsValidData seeds a fresh data dir with the real JS migrations and hooks and
// checks that every record passes PocketBase's validation and the derived data agrees.
func TestRunSeedsValidData(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds a database")
	}
	t.Setenv(PasswordEnv, "demo-pass-123")
	dir := t.TempDir()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(dir, "pb_data")})
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: "../../pb_hooks"}); err != nil {
		t.Fatal(err)
	}
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ResetBootstrapState()

	var out bytes.Buffer
	if err := Run(app, Options{Videos: 60, Out: &out}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "seeded 60 videos") {
		t.Fatalf("unexpected output:\n%s", out.String())
	}

	// The demo works without set-up: bank details to pay by transfer, hosts off (no keys).
	if !payments.UsesDemoBank(app) {
		t.Error("the seed left no demo bank details")
	}
	if _, missing := payments.Unconfigured(app)["sepa"]; missing {
		t.Error("bank transfer is not available after the seed")
	}
	if _, missing := payments.Unconfigured(app)["crypto"]; !missing {
		t.Error("crypto must stay not configured until its keys are entered")
	}
	for key, st := range uploads.HostStates(app) {
		if st.Enabled {
			t.Errorf("host %s is enabled after the seed", key)
		}
	}

	raw, err := os.ReadFile(filepath.Join(app.DataDir(), "demo-accounts.json"))
	if err != nil {
		t.Fatal(err)
	}
	var accounts map[string]Account
	if err := json.Unmarshal(raw, &accounts); err != nil {
		t.Fatal(err)
	}
	for _, k := range accountKeys {
		if accounts[k].Password != "demo-pass-123" || accounts[k].Email == "" {
			t.Errorf("account %s: %+v", k, accounts[k])
		}
	}
	premium, err := app.FindAuthRecordByEmail("users", accounts["premium"].Email)
	if err != nil || !premium.ValidatePassword("demo-pass-123") {
		t.Fatalf("premium user: %v", err)
	}

	cols, err := app.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cols {
		if c.IsView() {
			continue
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range records {
			if err := app.Validate(r); err != nil {
				t.Errorf("%s %s: %v", c.Name, r.Id, err)
			}
		}
	}

	checks := map[string]string{
		"stats match ratings and comments": `SELECT COUNT(*) FROM video_stats s WHERE
			likes != (SELECT COUNT(*) FROM video_ratings r WHERE r.video = s.video AND rating_type = 'like') OR
			dislikes != (SELECT COUNT(*) FROM video_ratings r WHERE r.video = s.video AND rating_type = 'dislike') OR
			comments != (SELECT COUNT(*) FROM comments c WHERE c.video = s.video)`,
		"is_premium matches premium_videos": `SELECT COUNT(*) FROM videos v WHERE is_premium != EXISTS (SELECT 1 FROM premium_videos p WHERE p.video = v.id)`,
		"video_count matches the index":     `SELECT COUNT(*) FROM categories c WHERE video_count != (SELECT COUNT(*) FROM video_categories vc WHERE vc.category = c.id)`,
		"every video has stats and a source": `SELECT COUNT(*) FROM videos v WHERE NOT EXISTS (SELECT 1 FROM video_stats s WHERE s.video = v.id)
			OR NOT EXISTS (SELECT 1 FROM video_sources s WHERE s.video = v.id)`,
		"no video in a virtual category": `SELECT COUNT(*) FROM video_categories vc JOIN categories c ON c.id = vc.category WHERE c.protected`,
		"counters match":                 `SELECT COUNT(*) FROM catalog_counters WHERE key = 'videos' AND value != (SELECT COUNT(*) FROM videos)`,
	}
	for name, q := range checks {
		var n int
		if err := app.DB().NewQuery(q).Row(&n); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if n != 0 {
			t.Errorf("%s: %d rows disagree", name, n)
		}
	}

	var fts int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM videos_fts").Row(&fts); err != nil || fts != 60 {
		t.Errorf("videos_fts has %d rows (%v)", fts, err)
	}

	// The files of video_sources exist where PocketBase looks for them.
	src, err := app.FindFirstRecordByFilter("video_sources", "file != ''")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(app.DataDir(), "storage", src.BaseFilesPath(), src.GetString("file"))); err != nil {
		t.Error(err)
	}

	out.Reset()
	if err := Run(app, Options{Videos: 60, Out: &out}); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "database already has 60 videos; nothing to seed\n" {
		t.Errorf("second run printed %q", got)
	}
}
