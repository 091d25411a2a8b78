package payments

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The shared table of who is premium (tests/fixtures/premium.json), which
// pb_hooks/lib/roles.test.js and internal/catalog check too: premiumOf, the payments
// package's copy of the rule (the premium status route and the receipts), agrees with them.
func TestPremiumOfMatchesTheSharedTable(t *testing.T) {
	raw, err := os.ReadFile("../../tests/fixtures/premium.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		Cases [][4]json.RawMessage `json:"cases"`
	}
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Cases) == 0 {
		t.Fatal("the shared table is empty")
	}
	users := core.NewAuthCollection("users")
	users.Fields.Add(&core.JSONField{Name: "roles"}, &core.DateField{Name: "premium_until"})
	for _, c := range table.Cases {
		var roles []string
		var until, now string
		var want bool
		for i, dst := range []any{&roles, &until, &now, &want} {
			if err := json.Unmarshal(c[i], dst); err != nil {
				t.Fatal(err)
			}
		}
		n, err := types.ParseDateTime(now)
		if err != nil {
			t.Fatal(err)
		}
		u := core.NewRecord(users)
		u.Set("roles", roles)
		u.Set("premium_until", until)
		got, byRole, _ := premiumOf(u, n.Time())
		if got != want {
			t.Errorf("premiumOf(roles %v, until %q, now %q) = %v, want %v", roles, until, now, got, want)
		}
		if byRole && !want {
			t.Errorf("roles %v: premium by role but not premium", roles)
		}
	}
}
