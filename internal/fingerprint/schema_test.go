package fingerprint

import (
	"os"
	"strings"
	"testing"
)

// The migrations run Schema's statements, word for word.
func TestMigrationHasSchema(t *testing.T) {
	var all strings.Builder
	for _, f := range []string{"17930001_fingerprints.js", "18010002_fingerprint_pending.js"} {
		b, err := os.ReadFile("../../pb_migrations/" + f)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(b)
	}
	for _, s := range Schema {
		if !strings.Contains(all.String(), `"`+s+`"`) {
			t.Errorf("no migration has %s", s)
		}
	}
}
