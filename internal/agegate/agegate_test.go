package agegate

import (
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/maxmind/mmdbwriter"
	"github.com/maxmind/mmdbwriter/mmdbtype"
	"github.com/oschwald/maxminddb-golang/v2"
)

func TestDefaultTableNamesTheLawOfEveryEntry(t *testing.T) {
	rules := DefaultRules()
	seen := map[string]bool{}
	for _, r := range rules {
		if err := ValidateRule(r); err != nil {
			t.Errorf("%s: %v", r.Region, err)
		}
		if r.Law == "" {
			t.Errorf("%s: no law", r.Region)
		}
		if seen[r.Region] {
			t.Errorf("%s twice", r.Region)
		}
		seen[r.Region] = true
	}
	for _, want := range []string{"GB", "FR", "DE", "IT", "US-TX", "US-LA", "US-UT", "US-FL", "US-TN", "EU", Unknown} {
		if !seen[want] {
			t.Errorf("no entry for %s", want)
		}
	}
}

func TestTableLookupOrder(t *testing.T) {
	tab := NewTable(DefaultRules(), []Rule{{Region: "EU", Action: Verify, RenewalDays: 7}, {Region: "US", Action: Block, RenewalDays: 1}})
	cases := map[string]Action{
		"GB": Verify, "GB-SCT": Verify, // the country's entry covers its subdivisions
		"US-TX": Verify, "US-CA": Block, // a state's own entry, else the country's override
		"NL": Verify, // EU member without an entry: the EU override
		"JP": ClickThrough, Unknown: ClickThrough,
	}
	for region, want := range cases {
		if got := tab.For(region).Action; got != want {
			t.Errorf("%s: %s, want %s", region, got, want)
		}
	}
	if r := tab.For("NL"); r.RenewalDays != 7 || !r.Overridden {
		t.Errorf("NL: %+v", r)
	}
}

func TestValidateRuleRefusesBadOverrides(t *testing.T) {
	bad := []Rule{
		{Region: "gb", Action: Verify, RenewalDays: 1}, {Region: "GBR", Action: Verify, RenewalDays: 1},
		{Region: "GB", Action: "maybe", RenewalDays: 1}, {Region: "GB", Action: Verify, RenewalDays: 0},
		{Region: "GB", Action: Verify, RenewalDays: 366}, {Region: "<x>", Action: Block, RenewalDays: 1},
	}
	for _, r := range bad {
		if ValidateRule(r) == nil {
			t.Errorf("accepted %+v", r)
		}
	}
}

func TestNormalizeRegion(t *testing.T) {
	for in, want := range map[string]string{"gb": "GB", " US-TX ": "US-TX", "XX": "", "T1": "", "GBR": "", "": "", "US-": "", "FR;x": ""} {
		if got := NormalizeRegion(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestPassCookieRefusesForgeryAndExpires(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	now := time.Now()
	p := Pass{Over18: true, Region: "GB", Method: "m", Provider: "fake", At: now.Add(-24 * time.Hour).Unix()}
	v := SignPass(p, key)
	got, ok := ReadPass(v, key)
	if !ok || got != p {
		t.Fatalf("round trip: %+v %v", got, ok)
	}
	if _, ok := ReadPass(v, []byte("another-key-another-key-another-k")); ok {
		t.Error("accepted with another key")
	}
	forged := SignPass(Pass{Over18: true, At: now.Unix()}, []byte("attacker"))
	if _, ok := ReadPass(forged, key); ok {
		t.Error("accepted a forged pass")
	}
	if !p.ValidFor(Rule{RenewalDays: 2}, now) || p.ValidFor(Rule{RenewalDays: 1}, now) {
		t.Error("renewal period not applied")
	}
	if (Pass{Over18: true, At: now.Add(time.Hour).Unix()}).ValidFor(Rule{RenewalDays: 30}, now) {
		t.Error("a pass from the future counts")
	}
}

func TestClassifyDefaultDenies(t *testing.T) {
	cases := []struct {
		path, pattern string
		want          kind
	}{
		{"/api/reelhouse/videos", "GET /api/reelhouse/videos", kindContent},
		{"/api/collections/videos/records", "GET /api/collections/{collection}/records", kindContent},
		{"/api/files/videos/x/thumb.jpg", "GET /api/files/{collection}/{recordId}/{filename}", kindContent},
		{"/api/realtime", "GET /api/realtime", kindContent},
		{"/api/reelhouse/some-route-added-later", "GET /api/reelhouse/some-route-added-later", kindContent},
		{"/embed/some-video", "GET /embed/{slug}", kindContent}, // a page route someone else adds
		{"/sitemap.xml", "GET /{path...}", kindContent},
		{"/sitemap-videos-1.xml", "GET /{path...}", kindContent},
		{"/video/x", "GET /{path...}", kindShell},
		{"/de/tag/x", "GET /{path...}", kindShell},
		{"/api/health", "GET /api/health", kindOpen},
		{"/api/agegate/status", "GET /api/agegate/status", kindOpen},
		{"/api/collections/users/auth-with-password", "POST /api/collections/users/auth-with-password", kindOpen},
		{"/api/collections/usersx/records", "GET /api/collections/{collection}/records", kindContent},
		{"/_/", "GET /_/{path...}", kindOpen},
	}
	for _, c := range cases {
		if got := classify(c.path, c.pattern); got != c.want {
			t.Errorf("%s (%s): %d, want %d", c.path, c.pattern, got, c.want)
		}
	}
}

func TestPickLang(t *testing.T) {
	for _, c := range [][3]string{{"/", "de-DE,de;q=0.9", "de"}, {"/fr/videos", "de", "fr"}, {"/", "pt-BR, es;q=0.5", "es"}, {"/", "", "en"}, {"/", "ja", "en"}} {
		if got := PickLang(c[0], c[1]); got != c[2] {
			t.Errorf("%v: %s", c, got)
		}
	}
}

// writeGeoDB builds a small GeoIP2-City-shaped database: 81.2.69.0/24 in GB,
// 216.160.83.0/24 in US-TX (the addresses MaxMind's own test data uses).
func writeGeoDB(t *testing.T) string {
	t.Helper()
	w, err := mmdbwriter.New(mmdbwriter.Options{DatabaseType: "GeoIP2-City", RecordSize: 24})
	if err != nil {
		t.Fatal(err)
	}
	add := func(cidr, country, sub string) {
		_, n, _ := net.ParseCIDR(cidr)
		rec := mmdbtype.Map{"country": mmdbtype.Map{"iso_code": mmdbtype.String(country)}}
		if sub != "" {
			rec["subdivisions"] = mmdbtype.Slice{mmdbtype.Map{"iso_code": mmdbtype.String(sub)}}
		}
		if err := w.Insert(n, rec); err != nil {
			t.Fatal(err)
		}
	}
	add("81.2.69.0/24", "GB", "")
	add("216.160.83.0/24", "US", "TX")
	p := filepath.Join(t.TempDir(), "test.mmdb")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.WriteTo(f); err != nil {
		t.Fatal(err)
	}
	_ = f.Close()
	return p
}

func TestRegionFromHeaderThenGeoIPThenDemo(t *testing.T) {
	db, err := maxminddb.Open(writeGeoDB(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g := &Regions{Header: "CF-IPCountry", Geo: db}
	cases := []struct{ header, ip, want string }{
		{"FR", "81.2.69.10", "FR"},        // the operator's header wins
		{"", "81.2.69.10", "GB"},          // else GeoIP
		{"XX", "216.160.83.7", "US-TX"},   // an unplaceable header value falls through; the state from a City db
		{"<script>", "10.0.0.1", Unknown}, // a bad shape is no region
		{"", "::ffff:81.2.69.10", "GB"},   // IPv4-mapped
		{"", "not-an-ip", Unknown},
	}
	for _, c := range cases {
		if got := g.Of(c.header, c.ip); got != c.want {
			t.Errorf("%+v: %s", c, got)
		}
	}
	// The header is only read when the operator named it.
	if got := (&Regions{Geo: db}).Of("FR", "81.2.69.10"); got != "GB" {
		t.Errorf("unset header was read: %s", got)
	}
	if got := (&Regions{Demo: "GB"}).Of("", "10.0.0.1"); got != "GB" {
		t.Errorf("demo: %s", got)
	}
}

func TestSafeReturnStaysOnSite(t *testing.T) {
	for in, want := range map[string]string{"/videos?p=2": "/videos?p=2", "//evil.example": "/", "https://evil.example": "/", "/\\evil": "/", "": "/", "/a\r\nSet-Cookie: x": "/"} {
		if got := safeReturn(in); got != want {
			t.Errorf("%q: %q", in, got)
		}
	}
}

// geoFixture: the .mmdb the server tests start with (tests/server/age-assurance.test.ts),
// made by writeGeoDB: `WRITE_GEO_FIXTURE=1 go test ./internal/agegate -run GeoFixture`.
const geoFixture = "../../tests/server/geo-test.mmdb"

func TestGeoFixture(t *testing.T) {
	if os.Getenv("WRITE_GEO_FIXTURE") != "" {
		b, err := os.ReadFile(writeGeoDB(t))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(geoFixture, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	db, err := maxminddb.Open(geoFixture)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g := &Regions{Geo: db}
	for ip, want := range map[string]string{"81.2.69.10": "GB", "216.160.83.7": "US-TX", "1.1.1.1": Unknown} {
		if got := g.Of("", ip); got != want {
			t.Errorf("%s: %s, want %s", ip, got, want)
		}
	}
}

// BenchmarkDecision: what every request pays: the region from the header, the rule, the
// route's class (docs/age-assurance.md reports it beside a catalog read).
func BenchmarkDecision(b *testing.B) {
	g := &Regions{Header: "CF-IPCountry"}
	tab := NewTable(DefaultRules(), nil)
	for b.Loop() {
		r := tab.For(g.Of("US-TX", "203.0.113.9"))
		if r.Action != Verify || classify("/api/reelhouse/videos/newest", "GET /api/reelhouse/videos/newest") != kindContent {
			b.Fatal("wrong decision")
		}
	}
}

func BenchmarkDecisionGeoIP(b *testing.B) {
	db, err := maxminddb.Open(geoFixture)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	g := &Regions{Geo: db}
	tab := NewTable(DefaultRules(), nil)
	for b.Loop() {
		if tab.For(g.Of("", "216.160.83.7")).Action != Verify {
			b.Fatal("wrong decision")
		}
	}
}
