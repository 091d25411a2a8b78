package web

import "testing"

func TestManifestFor(t *testing.T) {
	page := `<head><link rel="manifest" href="/manifest.webmanifest"></head>`
	if got := ManifestFor(page, "de"); got != `<head><link rel="manifest" href="/manifest.de.webmanifest"></head>` {
		t.Errorf("German page: %s", got)
	}
	for _, lang := range []string{"en", ""} {
		if got := ManifestFor(page, lang); got != page {
			t.Errorf("%q page: %s", lang, got)
		}
	}
}
