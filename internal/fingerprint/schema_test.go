package fingerprint

import (
	"os"
	"strings"
	"testing"
)

// The migration runs Schema's statements, word for word.
func TestMigrationHasSchema(t *testing.T) {
	b, err := os.ReadFile("../../pb_migrations/17930001_fingerprints.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range Schema {
		if !strings.Contains(string(b), `"`+s+`"`) {
			t.Errorf("the migration lacks %s", s)
		}
	}
}
