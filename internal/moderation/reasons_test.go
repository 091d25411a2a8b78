package moderation

import "testing"

func TestShouldHide(t *testing.T) {
	cases := []struct {
		m, v, mt, vt int
		want         bool
	}{
		{1, 0, 1, 3, true},
		{0, 2, 1, 3, false},
		{0, 3, 1, 3, true},
		{0, 0, 1, 3, false},
		{5, 5, 0, 0, false},
	}
	for _, c := range cases {
		if got := shouldHide(c.m, c.v, c.mt, c.vt); got != c.want {
			t.Errorf("shouldHide(%d,%d,%d,%d) = %v", c.m, c.v, c.mt, c.vt, got)
		}
	}
	if !severe("under_18") || !severe("non_consensual") || severe("copyright") {
		t.Fatal("severe reasons")
	}
	if severity["under_18"] <= severity["non_consensual"] || severity["other"] != 1 {
		t.Fatal("severity order")
	}
}
