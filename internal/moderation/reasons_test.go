package moderation

import "testing"

func TestSevereReasons(t *testing.T) {
	if !severe("under_18") || !severe("non_consensual") || severe("copyright") {
		t.Fatal("severe reasons")
	}
	if severity["under_18"] <= severity["non_consensual"] || severity["other"] != 1 {
		t.Fatal("severity order")
	}
}
