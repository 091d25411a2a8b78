package web

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // the system tables Bootstrap expects
)

func settingsApp(t testing.TB) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	col := core.NewBaseCollection("settings")
	col.Fields.Add(&core.TextField{Name: "key"}, &core.JSONField{Name: "value"})
	if err := app.Save(col); err != nil {
		t.Fatal(err)
	}
	return app
}

// The pages' policy is built once and rebuilt when a settings record is saved.
func TestDocumentPolicyIsKeptUntilASettingChanges(t *testing.T) {
	app := settingsApp(t)
	p := newDocumentPolicy(app, nil)
	if csp := p.value(); strings.Contains(csp, "magsrv") {
		t.Fatalf("ads are off: %s", csp)
	}

	ads := `{"enabled":true,"desktop":{"skyscraper":{"enabled":true,"zone_id":"1"}}}`
	// Written past the record hooks: the kept policy does not read the table again.
	if _, err := app.DB().NewQuery("INSERT INTO settings (id, key, value) VALUES ('adsrow000000001', 'ad_preferences', {:v})").
		Bind(map[string]any{"v": ads}).Execute(); err != nil {
		t.Fatal(err)
	}
	if csp := p.value(); strings.Contains(csp, "magsrv") {
		t.Fatalf("the policy was rebuilt without a settings change: %s", csp)
	}

	// A save through the record hooks (admin UI, the settings route) rebuilds it.
	rec, err := app.FindRecordById("settings", "adsrow000000001")
	if err != nil {
		t.Fatal(err)
	}
	rec.Set("value", ads)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	if csp := p.value(); !strings.Contains(directive(csp, "script-src"), "magsrv") {
		t.Fatalf("ads switched on, policy not rebuilt: %s", csp)
	}
}

// The site name of page titles is kept the same way (one settings query per change, not
// per HTML page).
func TestSiteNameIsKeptUntilASettingChanges(t *testing.T) {
	app := settingsApp(t)
	name := newSettingsMemo(app, func() string { return SiteName(app) })
	if got := name.value(); got != "Reelhouse" {
		t.Fatalf("no site setting: %q", got)
	}
	if _, err := app.DB().NewQuery(`INSERT INTO settings (id, key, value) VALUES ('siterow00000001', 'site', '{"site_name":"Old"}')`).Execute(); err != nil {
		t.Fatal(err)
	}
	if got := name.value(); got != "Reelhouse" {
		t.Fatalf("read again without a settings change: %q", got)
	}
	rec, err := app.FindRecordById("settings", "siterow00000001")
	if err != nil {
		t.Fatal(err)
	}
	rec.Set("value", `{"site_name":"Night \"Owl\" Films"}`)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	if got := name.value(); got != `Night "Owl" Films` {
		t.Fatalf("saved, not rebuilt: %q", got)
	}
}
