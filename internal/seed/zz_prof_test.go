package seed

import (
	"os"
	"testing"
)

func TestZZProfileSeed(t *testing.T) {
	if os.Getenv("SEED_PROF") == "" {
		t.Skip()
	}
	app := migratedApp(t)
	if err := Run(app, Options{Videos: 30000, Out: os.Stdout}); err != nil {
		t.Fatal(err)
	}
}
