package catalog

import (
	"encoding/json"
	"os"
	"testing"
)

// fixtureRows reads tests/fixtures/<name>, a table shared with the JS hooks' tests:
// {"cases": [[column, column, …], …]}.
func fixtureRows(t *testing.T, name string) [][]json.RawMessage {
	t.Helper()
	raw, err := os.ReadFile("../../tests/fixtures/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Cases [][]json.RawMessage }
	if err := json.Unmarshal(raw, &doc); err != nil || len(doc.Cases) == 0 {
		t.Fatalf("%s: no cases (%v)", name, err)
	}
	return doc.Cases
}

// decode unmarshals a fixture cell.
func decode(t *testing.T, cell json.RawMessage, into any) {
	t.Helper()
	if err := json.Unmarshal(cell, into); err != nil {
		t.Fatalf("fixture cell %s: %v", cell, err)
	}
}

// The table pb_hooks/lib/paging.test.js checks too: JS and Go routes page alike.
func TestParsePaging(t *testing.T) {
	for _, row := range fixtureRows(t, "paging.json") {
		var in [4]json.RawMessage
		var wantRow [3]int
		var page, perPage string
		var def, maxPer int
		decode(t, row[0], &in)
		decode(t, row[1], &wantRow)
		decode(t, in[0], &page)
		decode(t, in[1], &perPage)
		decode(t, in[2], &def)
		decode(t, in[3], &maxPer)
		got := parsePaging(page, perPage, def, maxPer)
		want := paging{Page: wantRow[0], PerPage: wantRow[1], Offset: wantRow[2], Limit: wantRow[1]}
		if got != want {
			t.Errorf("parsePaging(%q, %q, %d, %d) = %+v, want %+v", page, perPage, def, maxPer, got, want)
		}
	}
}

func TestNewPage(t *testing.T) {
	p := parsePaging("3", "10", 0, 0)
	r := newPage(nil, p, 21)
	if r.TotalPages != 3 || r.TotalItems != 21 || r.Items == nil || len(r.Items) != 0 {
		t.Fatalf("page = %+v", r)
	}
	if !parsePaging("4", "10", 0, 0).pastEnd(30) || parsePaging("3", "10", 0, 0).pastEnd(21) {
		t.Fatal("pastEnd")
	}
	if newPage(nil, p, -5).TotalPages != 0 {
		t.Fatal("negative totals")
	}
}
