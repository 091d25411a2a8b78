package catalog

import "sort"

// "Similar videos" of the watch page (the product spec, public site §2): candidates from shared
// categories (15), the same author (5), trending (10) and a title search (10) scored
// author 0.9, category 0.8, trending 0.7, search its relevance (0..1), plus a random
// jitter of ±0.1; a video found by several sources keeps its best score.
var similarLimits = struct{ Category, Author, Trending, Search int }{15, 5, 10, 10}

const (
	similarMax    = 9
	similarJitter = 0.1
	// The title search scores the newest this many matches of the title's words.
	similarSearchWindow = 100
)

type scored struct {
	ID     string
	Score  float64
	Source string
}

type similarCandidates struct {
	SelfID                     string
	Author, Category, Trending []string
	Search                     []scored // Score already 0..1
}

// rankSimilar: best first, at most limit. random returns [0, 1).
func rankSimilar(c similarCandidates, limit int, jitter float64, random func() float64) []scored {
	best := map[string]*scored{}
	var order []string
	offer := func(id string, base float64, src string) {
		if id == "" || id == c.SelfID {
			return
		}
		if seen := best[id]; seen == nil {
			best[id] = &scored{ID: id, Score: base, Source: src}
			order = append(order, id)
		} else if base > seen.Score {
			seen.Score, seen.Source = base, src
		}
	}
	for _, id := range c.Author[:min(len(c.Author), similarLimits.Author)] {
		offer(id, 0.9, "author")
	}
	for _, id := range c.Category[:min(len(c.Category), similarLimits.Category)] {
		offer(id, 0.8, "category")
	}
	for _, id := range c.Trending[:min(len(c.Trending), similarLimits.Trending)] {
		offer(id, 0.7, "trending")
	}
	for _, h := range c.Search[:min(len(c.Search), similarLimits.Search)] {
		offer(h.ID, max(0, min(1, h.Score)), "search")
	}
	out := make([]scored, len(order))
	for i, id := range order {
		s := *best[id]
		s.Score += (random()*2 - 1) * jitter
		out[i] = s
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out[:min(len(out), limit)]
}

// rankTitleMatches scores title-search hits by the share of the words in their title,
// best first (ties keep the newest-first order), at most limit.
func rankTitleMatches(words []string, hits []titleHit, limit int) []scored {
	set := wordSet(words)
	out := make([]scored, len(hits))
	for i, h := range hits {
		out[i] = scored{ID: h.ID, Score: titleOverlap(set, h.Title), Source: "search"}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out[:min(len(out), limit)]
}
