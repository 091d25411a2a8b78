package catalog

import "testing"

func fixed(v float64) func() float64 { return func() float64 { return v } }

func TestRankSimilarWeightsAndDedup(t *testing.T) {
	got := rankSimilar(similarCandidates{
		SelfID:   "self",
		Author:   []string{"a1", "self"},
		Category: []string{"c1", "a1"},
		Trending: []string{"t1", "c1"},
		Search:   []scored{{ID: "s1", Score: 0.95}, {ID: "t1", Score: 0.2}, {ID: "s2", Score: 7}},
	}, similarMax, 0, fixed(0.5))
	want := []struct {
		id, src string
		score   float64
	}{{"s2", "search", 1}, {"s1", "search", 0.95}, {"a1", "author", 0.9}, {"c1", "category", 0.8}, {"t1", "trending", 0.7}}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i, w := range want {
		if got[i].ID != w.id || got[i].Source != w.src || got[i].Score != w.score {
			t.Errorf("#%d = %+v, want %+v", i, got[i], w)
		}
	}
}

func TestRankSimilarLimitsAndJitter(t *testing.T) {
	var many []string
	for i := range 30 {
		many = append(many, string(rune('A'+i)))
	}
	got := rankSimilar(similarCandidates{SelfID: "x", Category: many}, similarMax, similarJitter, fixed(1))
	if len(got) != similarMax {
		t.Fatalf("len = %d", len(got))
	}
	if got[0].Score < 0.899 || got[0].Score > 0.9001 {
		t.Errorf("jitter at random()=1 should add 0.1: %v", got[0].Score)
	}
	low := rankSimilar(similarCandidates{Author: []string{"a"}}, 9, similarJitter, fixed(0))
	if low[0].Score < 0.799 || low[0].Score > 0.8001 {
		t.Errorf("jitter at random()=0 should subtract 0.1: %v", low[0].Score)
	}
	// Only the first 15 category candidates are considered.
	for _, s := range rankSimilar(similarCandidates{Category: many}, 100, 0, fixed(0.5)) {
		if s.ID >= string(rune('A'+15)) {
			t.Errorf("candidate %s beyond the category limit", s.ID)
		}
	}
}

func TestRankTitleMatches(t *testing.T) {
	got := rankTitleMatches([]string{"sunset", "ocean"}, []titleHit{
		{"new-one-word", "Sunset drive"}, {"both", "Ocean sunset"}, {"old-one-word", "Ocean floor"},
	}, 2)
	if len(got) != 2 || got[0].ID != "both" || got[0].Score != 1 || got[1].ID != "new-one-word" || got[1].Score != 0.5 {
		t.Errorf("rankTitleMatches = %+v", got)
	}
}

// The similar route scores titles on many requests at once (a shared transformer once
// panicked under load): run it concurrently, under -race in CI too.
func TestTitleOverlapIsSafeConcurrently(t *testing.T) {
	done := make(chan bool)
	for range 8 {
		go func() {
			ok := true
			for range 200 {
				ok = ok && titleOverlap(wordSet([]string{"creme", "brulee"}), "Crème Brûlée à la carte") == 1
			}
			done <- ok
		}()
	}
	for range 8 {
		if !<-done {
			t.Error("wrong overlap under concurrency")
		}
	}
}
