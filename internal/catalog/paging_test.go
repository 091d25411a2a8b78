package catalog

import "testing"

func TestParsePaging(t *testing.T) {
	cases := []struct {
		page, perPage string
		def, max      int
		want          paging
	}{
		{"", "", 0, 0, paging{1, 12, 0, 12}},
		{"0", "1000", 0, 0, paging{1, 100, 0, 100}},
		{"-3", "0", 0, 0, paging{1, 1, 0, 1}},
		{"2", "20", 0, 0, paging{2, 20, 20, 20}},
		{" 3 ", "+5", 0, 0, paging{3, 5, 10, 5}},
		{"abc", "1e3", 0, 0, paging{1, 12, 0, 12}},
		{"2.5", "--4", 0, 0, paging{1, 12, 0, 12}},
		{"99999999999999999999999", "12", 0, 0, paging{maxPage, 12, (maxPage - 1) * 12, 12}},
		{"1", "50", 12, 12, paging{1, 12, 0, 12}},
		{"", "", 20, 0, paging{1, 20, 0, 20}},
	}
	for _, c := range cases {
		if got := parsePaging(c.page, c.perPage, c.def, c.max); got != c.want {
			t.Errorf("parsePaging(%q, %q) = %+v, want %+v", c.page, c.perPage, got, c.want)
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
