package queryplan

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/audit"
	"reelhouse/internal/library"
)

// The guard covers the tables that grow with members and reports (issue 36 §7).
func TestBigCoversLibraryModerationAndAudit(t *testing.T) {
	for _, table := range []string{"follows", "favourites", "watch_history", "playlist_items", "moderation_cases", "moderation_reports", "audit_log"} {
		if !slices.Contains(Big, table) {
			t.Errorf("%s is not in Big", table)
		}
	}
	app := Boot(t)
	if got := Scans(t, app, "SELECT id FROM moderation_cases WHERE item_type || '' = 'x'"); len(got) == 0 {
		t.Error("a scan of moderation_cases was not reported")
	}
	if got := Scans(t, app, "SELECT id FROM audit_log a WHERE a.reason = 'x'"); len(got) == 0 {
		t.Error("a scan of audit_log was not reported")
	}
}

// Sealing an audit entry reads the chain's tail and writes its hash by index, and the
// verifier pages by seq (issue 36 §5): never a walk of a million entries per action.
func TestAuditChainUsesIndexes(t *testing.T) {
	app := Boot(t, audit.BindHooks)
	stmts := Capture(t, app, func() {
		for i := 0; i < 3; i++ {
			if err := app.RunInTransaction(func(tx core.App) error {
				return audit.Write(tx, audit.System, "test.action", "video", fmt.Sprint(i), "reason", map[string]any{"i": i})
			}); err != nil {
				t.Fatal(err)
			}
		}
		if n, br, _, err := audit.Verify(app); err != nil || br != nil || n != 3 {
			t.Fatalf("verify: n=%d break=%+v err=%v", n, br, err)
		}
	})
	NoScans(t, app, stmts)
	NoSorts(t, app, stmts)
}

// A follower's notices from one creator are coalesced per window by index lookups, per
// follower of the batch (issue 36 §4).
func TestFanoutCoalescesByIndex(t *testing.T) {
	app := Boot(t, library.Register)
	creator, _ := SignedInMember(t, app, "maker")
	creator.Set("roles", []string{"creator"})
	if err := app.Save(creator); err != nil {
		t.Fatal(err)
	}
	follows, _ := app.FindCollectionByNameOrId("follows")
	for i := 0; i < 3; i++ {
		fan, _ := SignedInMember(t, app, fmt.Sprintf("fan%d", i))
		f := core.NewRecord(follows)
		f.Load(map[string]any{"follower": fan.Id, "creator": creator.Id})
		if err := app.Save(f); err != nil {
			t.Fatal(err)
		}
	}
	params := func(id string) string {
		return fmt.Sprintf(`{"author":"A","title":"T %s","slug":"t-%s","video":"%s","videos":["%s"],"count":1}`, id, id, id, id)
	}
	stmts := Capture(t, app, func() {
		for _, id := range []string{"vid000000000001", "vid000000000002"} {
			if _, err := library.FanoutVideo(context.Background(), app, creator.Id, "New video from A", "T\n/video/t-"+id, params(id)); err != nil {
				t.Fatal(err)
			}
		}
	})
	NoScans(t, app, stmts)
	var n, counted int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM notifications WHERE sender = {:c}").Bind(map[string]any{"c": creator.Id}).Row(&n); err != nil {
		t.Fatal(err)
	}
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM notifications WHERE sender = {:c} AND json_extract(params, '$.count') = 2").Bind(map[string]any{"c": creator.Id}).Row(&counted); err != nil {
		t.Fatal(err)
	}
	if n != 3 || counted != 3 {
		t.Fatalf("want 3 notices counting 2 videos each, got %d notices, %d counting 2", n, counted)
	}
}
