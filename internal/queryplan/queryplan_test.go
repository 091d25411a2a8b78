package queryplan

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// The checker itself: the statement every users save ran before issue 28 (a NOCASE
// comparison that idx_users_email_lower cannot serve) is reported as a scan.
func TestASeededScanIsCaught(t *testing.T) {
	app := Boot(t)
	scans := Scans(t, app, "SELECT COUNT(*) AS n FROM users WHERE email = 'a@example.com' COLLATE NOCASE AND id != 'x'")
	if len(scans) == 0 {
		t.Fatal("a NOCASE comparison on users.email was not reported as a scan")
	}
	// A full FTS5 scan is one; a MATCH lookup is not.
	if got := Scans(t, app, "SELECT rowid FROM videos_fts WHERE title LIKE '%x%'"); len(got) == 0 {
		t.Fatal("a full scan of videos_fts was not reported")
	}
	if got := Scans(t, app, "SELECT rowid FROM videos_fts WHERE videos_fts MATCH 'x' ORDER BY rowid DESC LIMIT 3"); len(got) != 0 {
		t.Fatalf("an FTS5 MATCH was reported as a scan: %v", got)
	}
	if got := Scans(t, app, "SELECT id FROM users WHERE id = 'x'"); len(got) != 0 {
		t.Fatalf("a primary-key probe was reported as a scan: %v", got)
	}
}

// Every users save (sign-up, profile edit, admin role change) runs the e-mail uniqueness
// check of pb_hooks/accounts.pb.js: it must probe idx_users_email_lower.
func TestUserSavesUseIndexes(t *testing.T) {
	app := Boot(t)
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	u := core.NewRecord(users)
	u.Load(map[string]any{"username": "planner", "email": "Planner@Example.com"})
	u.SetPassword("a long enough password")
	stmts := Capture(t, app, func() {
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
		u.Set("username", "planner2")
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
	})
	if !containsStmt(stmts, "COUNT(*) AS n FROM users WHERE") {
		t.Fatalf("the save did not run the hook's e-mail check; captured:\n%s", strings.Join(stmts, "\n"))
	}
	NoScans(t, app, stmts)
}

func containsStmt(stmts []string, part string) bool {
	for _, s := range stmts {
		if strings.Contains(s, part) {
			return true
		}
	}
	return false
}
