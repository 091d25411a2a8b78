package repair

import (
	"encoding/json"
	"math"
	"os"
	"testing"

	"github.com/pocketbase/dbx"
	_ "modernc.org/sqlite"
)

// The repair SQL's star rating agrees with internal/engagement Stars on the shared table.
func TestStarsMatchTheSharedTable(t *testing.T) {
	raw, err := os.ReadFile("../../tests/fixtures/star-rating.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		Cases [][3]float64 `json:"cases"`
	}
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	db, err := dbx.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, c := range table.Cases {
		var got float64
		q := "SELECT " + stars("{:l}", "{:d}")
		if err := db.NewQuery(q).Bind(dbx.Params{"l": c[0], "d": c[1]}).Row(&got); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if math.Abs(got-c[2]) > 1e-9 {
			t.Errorf("%v likes, %v dislikes: %v, want %v", c[0], c[1], got, c[2])
		}
	}
}
