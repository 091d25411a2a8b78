package seed

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

type seedUser struct {
	id, username string
}

type catalogInput struct {
	n            int
	now          time.Time
	categories   []*core.Record // regular categories only (never trending/newest)
	premiumCats  []string
	creatorId    string
	engagers     []seedUser // users who rate and comment
	thumbnails   []string   // thumbnail_url values
	sourcesStore *sourceStore
	ladder       string    // video_sources.hls of every video with a file ("" for none)
	sprite       bool      // the shared sprite exists
	long         longMedia // the newest longVideos videos' pattern (ladder_long.go), when made
	performers   []string  // verified demo performer records (performers.go); none: no links
}

type catalogCounts struct {
	videos, videoCategories, stats, sources, sourceFiles, premium, ratings, comments, views, viewsMonthly int
}

const (
	seedHistory     = 8 * 30 * 24 * time.Hour
	commentedVideos = 200
	commentsPerVid  = 3
	ratedVideos     = 1000 // the newest ones get 0-5 ratings each
	maxRatingsPer   = 5
	monthsOfViews   = 6

	// Mirrors of pb_hooks/lib/views.js: a view's 6-hour bucket, and the trending score
	// (views of the last 7 days from video_views + 5% of all-time views) that the
	// trending job recomputes.
	viewBucketSeconds = 6 * 60 * 60
	trendingDays      = 7
	allTimeShare      = 0.05
)

// seedCatalog inserts the videos and everything hanging off them with raw SQL:
// GOMAXPROCS workers generate chunks of rows (and put the videos' files in place), this
// goroutine, the only one that can write to SQLite, inserts them in catalog order.
func seedCatalog(txApp core.App, in catalogInput, steps *stepTimes) (catalogCounts, error) {
	var counts catalogCounts
	ex, err := executorOf(txApp)
	if err != nil {
		return counts, err
	}

	// More page cache for this connection while it writes: the random ids make every
	// index insert land on a random page, and the index builds sort in it.
	_, _ = ex.Exec(fmt.Sprintf("PRAGMA cache_size = %d", bulkCacheKiB))
	defer func() { _, _ = ex.Exec(fmt.Sprintf("PRAGMA cache_size = %d", defaultCacheKiB)) }() // a cache size only: the bulk load's result stands either way

	// Secondary indexes of the bulk tables are dropped for the inserts and rebuilt from
	// their own definitions afterwards (sorted builds beat 100,000 random-page inserts).
	// DDL is transactional: any failure restores them with the rollback.
	indexes, err := dropIndexes(ex, bulkTables)
	if err != nil {
		return counts, err
	}
	// The videos are generated newest first, but videos_fts's rowid must be "newest last"
	// (internal/catalog ranks the newest matches of a word): its triggers are dropped for
	// the bulk insert and the new videos are indexed afterwards, oldest first, in one
	// statement, then merged into one segment ('optimize').
	fts, err := suspendFtsTriggers(ex)
	if err != nil {
		return counts, err
	}
	triggers, err := suspendTriggers(ex, bulkSuspendedTriggers)
	if err != nil {
		return counts, err
	}
	// When videos_fts starts empty, a second connection builds it while the writer inserts
	// (bulk_fts.go); otherwise indexNewVideos does after the inserts.
	side, err := startFtsSide(ex, fts, &in)
	if err != nil {
		return counts, err
	}
	if side != nil {
		defer side.close()
	}

	var ins [nTables]*batchInserter
	for t, tc := range tableCols {
		if ins[t], err = newBatchInserter(ex, tc.name, tc.cols...); err != nil {
			return counts, err
		}
	}
	monthly, err := newBatchInserter(ex, "views_monthly", "id", "scope", "month", "views", "created", "updated")
	if err != nil {
		return counts, err
	}
	steps.lap("prepare bulk insert", fmt.Sprintf("%d indexes and %d per-row triggers dropped", len(indexes), len(triggers)))

	defer pinAllocatorPages()()
	gen := startGenerators(&in)
	defer gen.stop()

	// The writer is the one part that cannot use more cores: its own CPU time (the SQLite
	// driver runs in this goroutine) is the floor of this step on any machine.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	writerCPU0 := threadCPU()

	slugs := make(map[string]struct{}, in.n)
	site := map[string]float64{}
	byCreator := map[string]float64{}
	var perTable, perTableCPU [nTables]time.Duration
	var waited time.Duration
	idRng := chunkRand(-1)
	for k := 0; k < gen.chunks; k++ {
		t0 := time.Now()
		c := gen.next(k)
		waited += time.Since(t0)
		if c.err != nil {
			return counts, fmt.Errorf("video files: %w", c.err)
		}
		vals, cols := c.rows[tVideos], len(tableCols[tVideos].cols)
		for j, base := range c.slugs {
			vals[j*cols+slugCol] = uniqueSlugOf(base, slugs)
		}
		for t := range ins {
			t1, c1 := time.Now(), threadCPU()
			if err := ins[t].addRows(c.rows[t]); err != nil {
				return counts, err
			}
			if t == tVideos {
				// The rows below look their video up (triggers): it must be in.
				if err := ins[t].flushPending(); err != nil {
					return counts, err
				}
			}
			perTable[t] += time.Since(t1)
			perTableCPU[t] += threadCPU() - c1
		}
		counts.sourceFiles += len(c.files)
		addMonths(site, c.site)
		addMonths(byCreator, c.byCreator)
	}
	for t := range ins {
		t1, c1 := time.Now(), threadCPU()
		if err := ins[t].flush(); err != nil {
			return counts, err
		}
		perTable[t] += time.Since(t1)
		perTableCPU[t] += threadCPU() - c1
	}
	writerCPU := threadCPU() - writerCPU0
	gen.stop()
	steps.lap("generate + insert", fmt.Sprintf("the parts below overlap: %d workers generate while one writer inserts (%.2fs CPU of it)", gen.workers, writerCPU.Seconds()))
	steps.add("· generate rows", gen.busy(), time.Duration(gen.cpuNs.Load()), fmt.Sprintf("%d chunks of %d videos, %d workers' time together; the writer waited %.2fs for them", gen.chunks, chunkVideos, gen.workers, waited.Seconds()))
	steps.add("· video files", time.Duration(in.sourcesStore.busyNs.Load()), time.Duration(gen.filesCPUNs.Load()), fmt.Sprintf("%d files, workers' time together (%d written, the others hard links to them, at most %d each)", in.sourcesStore.files.Load(), in.sourcesStore.masters.Load(), linksPerMaster))
	for t, tc := range tableCols {
		steps.add("· insert "+tc.name, perTable[t], perTableCPU[t], fmt.Sprintf("%d rows", ins[t].total))
	}

	// views per month, site-wide and for the demo creator, for the last months
	nowStr := fmtDate(in.now)
	month := time.Date(in.now.Year(), in.now.Month(), 1, 0, 0, 0, 0, time.UTC)
	for m := 0; m < monthsOfViews; m++ {
		key := month.AddDate(0, -m, 0).Format("2006-01")
		if err := monthly.addRows([]any{randomId(idRng), "site", key, int(math.Round(site[key])), nowStr, nowStr}); err != nil {
			return counts, err
		}
		if in.creatorId != "" {
			if err := monthly.addRows([]any{randomId(idRng), in.creatorId, key, int(math.Round(byCreator[key])), nowStr, nowStr}); err != nil {
				return counts, err
			}
		}
	}
	if err := monthly.flush(); err != nil {
		return counts, err
	}
	if err := triggers.restore(ex, fts.maxRowid); err != nil {
		return counts, err
	}

	steps.lap("derive the suspended triggers' values", "videos.is_premium, catalog_counters")

	sorter := sortWithThreads(ex)
	idxCPU0 := threadCPU()
	for _, def := range indexes {
		if _, err := ex.Exec(def); err != nil {
			sorter.restore(ex)
			return counts, fmt.Errorf("rebuild index: %w (%s)", err, def)
		}
	}
	sorter.restore(ex)
	// This connection's own thread: what more cores cannot shorten (SQLite's sorter
	// threads run elsewhere and count in the process's CPU only).
	steps.lap("build indexes", fmt.Sprintf("%d indexes, %s, %.2fs CPU of the writer's thread", len(indexes), sorter.note, (threadCPU()-idxCPU0).Seconds()))

	ftsCPU0 := threadCPU()
	if side == nil {
		if err := fts.indexNewVideos(ex); err != nil {
			return counts, err
		}
		steps.lap("build search index", fmt.Sprintf("videos_fts in one statement, then optimize, %.2fs CPU of the writer's thread", (threadCPU()-ftsCPU0).Seconds()))
	} else {
		if err := side.finish(ex, fts); err != nil {
			return counts, err
		}
		steps.lap("build search index", fmt.Sprintf("waited for the second connection, copied its shadow tables: %.2fs CPU of the writer's thread", (threadCPU()-ftsCPU0).Seconds()))
		steps.add("· beside the writer", side.wall, side.cpu, "videos_fts built on its own connection and thread during the steps above")
		steps.add("· its generators", side.gbusy, side.gcpu, fmt.Sprintf("each chunk made a second time, last first, for it, by %d workers (time together)", side.gen.workers))
	}

	if _, err := ex.Exec("UPDATE `categories` SET `video_count` = (SELECT COUNT(*) FROM `video_categories` vc JOIN `videos` v ON v.`id` = vc.`video` WHERE vc.`category` = `categories`.`id` AND v.`hidden` IN (0, '0', 'false'))"); err != nil {
		return counts, fmt.Errorf("update video_count: %w", err)
	}

	counts.videos = ins[tVideos].total
	counts.videoCategories = ins[tVideoCats].total
	counts.stats = ins[tStats].total
	counts.sources = ins[tSources].total
	counts.premium = ins[tPremium].total
	counts.ratings = ins[tRatings].total
	counts.comments = ins[tComments].total
	counts.views = ins[tViews].total
	counts.viewsMonthly = monthly.total
	return counts, nil
}

func addMonths(dst, src map[string]float64) {
	for k, v := range src {
		dst[k] += v
	}
}

// generators: the workers making chunks, and the channels the writer takes them from in order.
type generators struct {
	chunks, workers int
	results         []chan *chunk
	ahead           chan struct{} // a slot per chunk generated and not yet taken: bounds memory
	quit            chan struct{}
	wg              sync.WaitGroup
	busyNs          atomic.Int64 // wall time generating, workers together
	cpuNs           atomic.Int64 // CPU time generating
	filesCPUNs      atomic.Int64 // CPU time putting the files in place
	stopOnce        sync.Once
}

func startGenerators(in *catalogInput) *generators { return startGeneratorsOrdered(in, false) }

// startGeneratorsOrdered: reverse generates the chunks last first and puts no files in
// place (the search index's builder wants the oldest videos first; the files are the
// writer's generators' to write).
func startGeneratorsOrdered(in *catalogInput, reverse bool) *generators {
	g := &generators{chunks: (in.n + chunkVideos - 1) / chunkVideos, workers: runtime.GOMAXPROCS(0), quit: make(chan struct{})}
	g.ahead = make(chan struct{}, 2*g.workers)
	g.results = make([]chan *chunk, g.chunks)
	for k := range g.results {
		g.results[k] = make(chan *chunk, 1)
	}
	todo := make(chan int)
	go func() {
		defer close(todo)
		for j := 0; j < g.chunks; j++ {
			k := j
			if reverse {
				k = g.chunks - 1 - j
			}
			select {
			case g.ahead <- struct{}{}:
			case <-g.quit:
				return
			}
			select {
			case todo <- k:
			case <-g.quit:
				return
			}
		}
	}()
	for w := 0; w < g.workers; w++ {
		g.wg.Add(1)
		go func() {
			defer g.wg.Done()
			runtime.LockOSThread() // for threadCPU
			defer runtime.UnlockOSThread()
			for k := range todo {
				start, cpu0 := time.Now(), threadCPU()
				base := k * chunkVideos
				c := generateChunk(k, base, min(chunkVideos, in.n-base), in)
				g.busyNs.Add(int64(time.Since(start)))
				cpu1 := threadCPU()
				g.cpuNs.Add(int64(cpu1 - cpu0))
				for _, f := range c.files {
					if reverse {
						break
					}
					if c.err = in.sourcesStore.put(f); c.err != nil {
						break
					}
				}
				g.filesCPUNs.Add(int64(threadCPU() - cpu1))
				g.results[k] <- c
			}
		}()
	}
	return g
}

// next returns chunk k (the writer takes them in order).
func (g *generators) next(k int) *chunk {
	c := <-g.results[k]
	<-g.ahead
	return c
}

// nextOrQuit is next, or nil once stop has been called.
func (g *generators) nextOrQuit(k int) *chunk {
	select {
	case c := <-g.results[k]:
		<-g.ahead
		return c
	case <-g.quit:
		return nil
	}
}

// stop ends the workers and waits for them (no file is being written after it returns).
func (g *generators) stop() {
	g.stopOnce.Do(func() { close(g.quit) })
	g.wg.Wait()
}

// busy: the workers' time together generating (files apart).
func (g *generators) busy() time.Duration { return time.Duration(g.busyNs.Load()) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func between(rng *rand.Rand, from, to time.Time) time.Time {
	d := to.Sub(from)
	if d <= 0 {
		return to
	}
	// One draw whatever the span, so the sequence (and the catalog) does not depend on "now".
	return from.Add(time.Duration(rng.Float64() * float64(d)))
}

func distinctUsers(rng *rand.Rand, users []seedUser, k int) []seedUser {
	if k > len(users) {
		k = len(users)
	}
	out := make([]seedUser, 0, k)
	for _, idx := range rng.Perm(len(users))[:k] {
		out = append(out, users[idx])
	}
	return out
}

// spreadViews adds views to acc["YYYY-MM"], split over the months from created to now
// in proportion to the time the video was online in each.
func spreadViews(views int, created, now time.Time, acc map[string]float64) {
	total := now.Sub(created).Seconds()
	if total <= 0 || views == 0 {
		return
	}
	start := created.UTC()
	for start.Before(now) {
		next := time.Date(start.Year(), start.Month()+1, 1, 0, 0, 0, 0, time.UTC)
		end := next
		if end.After(now) {
			end = now
		}
		acc[start.Format("2006-01")] += float64(views) * end.Sub(start).Seconds() / total
		start = next
	}
}
