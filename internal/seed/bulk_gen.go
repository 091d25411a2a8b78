// Catalog rows are generated in chunks by GOMAXPROCS goroutines and written by one (SQLite
// has a single writer). Each chunk draws from its own generator, seeded from the seed's
// constants and the chunk's index, so the catalog is the same whatever the number of
// workers or the order they finish in.
package seed

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// chunkVideos: videos per chunk, a multiple of batchRows so a chunk's videos go out in
// whole statements before the rows that reference them (triggers look the video up). A
// number, not a multiple of batchRows: each chunk draws from its own generator, so the
// catalog a seed makes depends on it.
const chunkVideos = 2000

// The bulk tables in the order the writer inserts a chunk: videos first, since the
// triggers on video_views and video_stats read the video's creator.
const (
	tVideos = iota
	tVideoCats
	tPremium
	tRatings
	tComments
	tViews
	tStats
	tSources
	tVideoPerformers // each video's demo performer record (issue 38 §1: the publish gate)
	nTables
)

var tableCols = [nTables]struct {
	name string
	cols []string
}{
	tVideos:          {"videos", []string{"id", "title", "slug", "description", "author", "duration", "license", "thumbnail", "thumbnail_url", "creator", "categories", "is_premium", "created", "updated", "production_date"}},
	tVideoCats:       {"video_categories", []string{"id", "video", "category", "video_created", "created", "updated"}},
	tPremium:         {"premium_videos", []string{"id", "video", "categories", "created", "updated"}},
	tRatings:         {"video_ratings", []string{"id", "video", "user", "rating_type", "created", "updated"}},
	tComments:        {"comments", []string{"id", "video", "user", "username", "content", "like_count", "created", "updated"}},
	tViews:           {"video_views", []string{"id", "video", "viewer", "bucket", "created", "updated"}},
	tStats:           {"video_stats", []string{"id", "video", "views", "likes", "dislikes", "rating", "total_ratings", "comments", "trending_score", "video_created", "video_creator", "created", "updated"}},
	tSources:         {"video_sources", []string{"id", "video", "file", "doodstream_url", "vidguard_url", "streamtape_url", "hls", "sprite", "created", "updated"}},
	tVideoPerformers: {"video_performers", []string{"id", "video", "performer", "linked_by", "created"}},
}

// slugCol: position of videos.slug, left empty by the generator: slugs must be unique
// across chunks, so the writer assigns them in catalog order (uniqueSlug).
const slugCol = 2

// chunk is the generated rows of videos [base, base+n).
type chunk struct {
	base            int
	rows            [nTables][]any // flat: row after row of tableCols[t].cols values
	slugs           []string       // per video: its title slugified, made unique by the writer
	files           []sourceFile   // per video that has a file
	site, byCreator map[string]float64
	err             error // from putting the files in place
}

// sourceFile: the test-pattern file a video_sources row names.
type sourceFile struct {
	recordId, name string
	pattern        int
}

// chunkRand: the generator of chunk k, independent of every other chunk's.
func chunkRand(k int) *rand.Rand {
	return rand.New(rand.NewPCG(prngSeed1^uint64(k)*0x9E3779B97F4A7C15, prngSeed2+uint64(k)))
}

const idAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

// randomId: 15 characters of [a-z0-9], PocketBase's default id shape, drawn from rng so
// that a seed is reproducible (1e23 values: no collision among a few million rows).
func randomId(rng *rand.Rand) string {
	var b [15]byte
	for i := range b {
		b[i] = idAlphabet[rng.IntN(len(idAlphabet))]
	}
	return string(b[:])
}

// generateChunk makes the rows of videos [base, base+n) of a catalog of in.n videos.
func generateChunk(k, base, n int, in *catalogInput) *chunk {
	rng := chunkRand(k)
	c := &chunk{base: base, slugs: make([]string, 0, n), files: make([]sourceFile, 0, n),
		site: map[string]float64{}, byCreator: map[string]float64{}}
	add := func(t int, values ...any) { c.rows[t] = append(c.rows[t], values...) }
	nowStr := fmtDate(in.now)
	recentFrom0 := in.now.Add(-trendingDays * 24 * time.Hour)

	for i := base; i < base+n; i++ {
		// Creation times: index 0 is the newest, so "the first 200" are what the home page
		// shows. One draw in each 1/n-th of the history keeps them ordered without a global
		// sort (which would tie every chunk to every other).
		offset := (float64(i) + rng.Float64()) / float64(in.n)
		created := in.now.Add(-time.Minute*5 - time.Duration(offset*float64(seedHistory)))
		createdStr := fmtDate(created)
		id := randomId(rng)

		// categories: 1-3 distinct regular ones
		nc := 1 + rng.IntN(3)
		picked := make([]string, 0, nc)
		firstName := ""
		for len(picked) < nc {
			cat := in.categories[rng.IntN(len(in.categories))]
			if slices.Contains(picked, cat.Id) {
				continue
			}
			if firstName == "" {
				firstName = cat.GetString("name")
			}
			picked = append(picked, cat.Id)
		}
		catsJSON, _ := json.Marshal(picked)

		title := videoTitle(rng)
		c.slugs = append(c.slugs, slugify(title))
		creator := ""
		if rng.Float64() < 0.10 {
			creator = in.creatorId
		}
		isPremium := rng.Float64() < 0.05
		license := ""
		if rng.Float64() < 0.3 {
			license = pick(rng, licenses)
		}
		// Every demo video plays one of the test-pattern clips: its duration is theirs. The
		// newest few play the long one (ladder_long.go), when it was made.
		long := i < longVideos && in.long.ok
		duration := patternSeconds
		if long {
			duration = longSeconds
		}
		add(tVideos, id, title, "", videoDescription(rng, firstName), pick(rng, authors), duration, license, "",
			pick(rng, in.thumbnails), creator, string(catsJSON), boolInt(isPremium), createdStr, createdStr, createdStr[:10]+" 00:00:00.000Z")
		// Every demo video names one of the demo performers (no draw from rng: the rest of
		// the catalog is the same as before). Produced on its upload day.
		if len(in.performers) > 0 {
			add(tVideoPerformers, "p"+id[1:], id, in.performers[i%len(in.performers)], in.creatorId, createdStr)
		}
		for _, cat := range picked {
			add(tVideoCats, randomId(rng), id, cat, createdStr, createdStr, createdStr)
		}

		if isPremium {
			np := 1 + rng.IntN(2)
			pc := make([]string, 0, np)
			for len(pc) < np && len(pc) < len(in.premiumCats) {
				cat := pick(rng, in.premiumCats)
				if !slices.Contains(pc, cat) {
					pc = append(pc, cat)
				}
			}
			pcJSON, _ := json.Marshal(pc)
			add(tPremium, randomId(rng), id, string(pcJSON), createdStr, createdStr)
		}

		// engagement by the demo and bot users on the newest videos
		var likes, dislikes, nComments int
		if i < ratedVideos && len(in.engagers) > 0 {
			for _, u := range distinctUsers(rng, in.engagers, rng.IntN(maxRatingsPer+1)) {
				kind := "like"
				if rng.Float64() < 0.2 {
					kind = "dislike"
					dislikes++
				} else {
					likes++
				}
				at := fmtDate(between(rng, created, in.now))
				add(tRatings, randomId(rng), id, u.id, kind, at, at)
			}
		}
		if i < commentedVideos && len(in.engagers) > 0 {
			for _, u := range distinctUsers(rng, in.engagers, commentsPerVid) {
				at := fmtDate(between(rng, created, in.now))
				add(tComments, randomId(rng), id, u.id, u.username, pick(rng, commentTexts), 0, at, at)
				nComments++
			}
		}

		// Recent views as video_views rows: every video of the last week and a few older
		// ones still being watched. They make the trending list, and the trending job
		// recomputes the same score from them.
		recentRows := 0
		if created.After(recentFrom0) {
			recentRows = 3 + rng.IntN(40)
		} else if rng.Float64() < 0.03 {
			recentRows = 1 + rng.IntN(15)
		}
		recentFrom := recentFrom0
		if created.After(recentFrom) {
			recentFrom = created
		}
		for j := 0; j < recentRows; j++ {
			at := between(rng, recentFrom, in.now)
			atStr := fmtDate(at)
			viewer := sha256.Sum256(fmt.Appendf(nil, "seed-viewer:%s:%d", id, j))
			add(tViews, randomId(rng), id, hex.EncodeToString(viewer[:]), at.Unix()/viewBucketSeconds, atStr, atStr)
		}

		// Stats: likes and dislikes are exactly the rating rows (the rating hooks recount
		// them from video_ratings), views a heavy-tailed count above everything else.
		views := int(math.Exp(rng.Float64()*11.5)) + likes + dislikes + recentRows
		rating := 0.0
		if likes+dislikes > 0 {
			rating = math.Round(50*float64(likes)/float64(likes+dislikes)) / 10
		}
		trending := math.Round((float64(recentRows)+allTimeShare*float64(views))*1e4) / 1e4
		add(tStats, randomId(rng), id, views, likes, dislikes, rating, likes+dislikes, nComments, trending,
			createdStr, creator, createdStr, nowStr)
		spreadViews(views, created, in.now, c.site)
		if creator != "" {
			spreadViews(views, created, in.now, c.byCreator)
		}

		// playable source: one of the three test patterns (the store may drop the file: S3)
		sourceId := randomId(rng)
		pattern := rng.IntN(samplePatterns)
		file := sourceFile{recordId: sourceId, name: sampleFileName(rng, pattern), pattern: pattern}
		var hls any // NULL, as PocketBase stores an empty JSON field
		sprite := in.sprite
		if in.ladder != "" {
			hls = in.ladder
		}
		if long {
			// The same draws as a short video's (the rest of the catalog stays as it was).
			file.pattern, file.name = longPattern, "test_pattern_long"+file.name[len("test_pattern_1"):]
			hls, sprite = in.long.hls, in.long.sprite
		}
		if in.sourcesStore.hasFile(i) {
			c.files = append(c.files, file)
		} else {
			file.name, hls, sprite = "", nil, false
		}
		add(tSources, sourceId, id, file.name, "", "", "", hls, sprite, createdStr, createdStr)
	}
	return c
}
