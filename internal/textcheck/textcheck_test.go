package textcheck

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"
)

// The table shared with pb_hooks/lib/text-check.test.js.
func TestVisibleSharedTable(t *testing.T) {
	raw, err := os.ReadFile("../../tests/fixtures/visible-text.json")
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		Cases [][2]any `json:"cases"`
	}
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Cases) < 20 {
		t.Fatalf("only %d cases", len(table.Cases))
	}
	for _, c := range table.Cases {
		text, want := c[0].(string), c[1].(bool)
		if got := Visible(text); got != want {
			t.Errorf("Visible(%s) = %v, want %v", strconv.QuoteToASCII(text), got, want)
		}
	}
}
