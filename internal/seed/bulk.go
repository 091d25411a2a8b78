package seed

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// PocketBase's text representation of dates.
const dateLayout = "2006-01-02 15:04:05.000Z"

func fmtDate(t time.Time) string { return t.UTC().Format(dateLayout) }

// batchInserter writes rows with multi-row INSERT statements prepared once, on the
// transaction's own connection. Raw SQL skips record hooks and validation, so the
// callers must produce values PocketBase itself would store.
type batchInserter struct {
	ex      dbx.Executor
	table   string
	cols    []string
	size    int
	full    *sql.Stmt
	pending []any
	rows    int
	total   int
}

const batchRows = 100

func newBatchInserter(ex dbx.Executor, table string, cols ...string) (*batchInserter, error) {
	b := &batchInserter{ex: ex, table: table, cols: cols, size: batchRows}
	stmt, err := ex.Prepare(b.sql(b.size))
	if err != nil {
		return nil, fmt.Errorf("prepare insert into %s: %w", table, err)
	}
	b.full = stmt
	b.pending = make([]any, 0, len(cols)*b.size)
	return b, nil
}

func (b *batchInserter) sql(rows int) string {
	var sb strings.Builder
	// OR FAIL instead of the default ABORT: a failing row fails the statement without
	// undoing the rows before it, so SQLite needs no statement journal (which, on a
	// multi-row insert touching random index pages, costs more than the insert itself).
	// Any error still rolls the whole seed transaction back.
	sb.WriteString("INSERT OR FAIL INTO `" + b.table + "` (")
	for i, c := range b.cols {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString("`" + c + "`")
	}
	sb.WriteString(") VALUES ")
	one := "(" + strings.TrimSuffix(strings.Repeat("?,", len(b.cols)), ",") + ")"
	for i := 0; i < rows; i++ {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(one)
	}
	return sb.String()
}

func (b *batchInserter) add(values ...any) error {
	if len(values) != len(b.cols) {
		return fmt.Errorf("insert into %s: %d values for %d columns", b.table, len(values), len(b.cols))
	}
	b.pending = append(b.pending, values...)
	b.rows++
	b.total++
	if b.rows == b.size {
		if _, err := b.full.Exec(b.pending...); err != nil {
			return fmt.Errorf("insert into %s: %w", b.table, err)
		}
		b.pending = b.pending[:0]
		b.rows = 0
	}
	return nil
}

func (b *batchInserter) flush() error {
	defer b.full.Close()
	if b.rows == 0 {
		return nil
	}
	if _, err := b.ex.Exec(b.sql(b.rows), b.pending...); err != nil {
		return fmt.Errorf("insert into %s: %w", b.table, err)
	}
	b.pending = b.pending[:0]
	b.rows = 0
	return nil
}

// executorOf returns the *sql.Tx behind a PocketBase transaction app.
func executorOf(txApp core.App) (dbx.Executor, error) {
	tx, ok := txApp.DB().(*dbx.Tx)
	if !ok {
		return nil, errors.New("bulk insert must run inside a transaction")
	}
	withEx, ok := tx.Builder.(interface{ Executor() dbx.Executor })
	if !ok {
		return nil, errors.New("cannot reach the transaction's executor")
	}
	return withEx.Executor(), nil
}

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
	ladder       string // video_sources.hls of every video with a file ("" for none)
	sprite       bool   // the shared sprite exists
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

// seedCatalog inserts the videos and everything hanging off them with raw SQL.
func seedCatalog(txApp core.App, rng *rand.Rand, in catalogInput) (catalogCounts, error) {
	var counts catalogCounts
	ex, err := executorOf(txApp)
	if err != nil {
		return counts, err
	}

	// More page cache for this connection while it writes: the random ids make every
	// index insert land on a random page.
	_, _ = ex.Exec("PRAGMA cache_size = -262144")
	defer ex.Exec("PRAGMA cache_size = -32000")

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

	ins := map[string]*batchInserter{}
	mk := func(table string, cols ...string) *batchInserter {
		if err != nil {
			return nil
		}
		var b *batchInserter
		b, err = newBatchInserter(ex, table, cols...)
		ins[table] = b
		return b
	}
	videos := mk("videos", "id", "title", "slug", "description", "author", "duration", "license", "thumbnail", "thumbnail_url", "creator", "categories", "is_premium", "created", "updated")
	videoCats := mk("video_categories", "id", "video", "category", "video_created", "created", "updated")
	stats := mk("video_stats", "id", "video", "views", "likes", "dislikes", "rating", "total_ratings", "comments", "trending_score", "video_created", "video_creator", "created", "updated")
	sources := mk("video_sources", "id", "video", "file", "doodstream_url", "vidguard_url", "streamtape_url", "hls", "sprite", "created", "updated")
	premium := mk("premium_videos", "id", "video", "categories", "created", "updated")
	ratings := mk("video_ratings", "id", "video", "user", "rating_type", "created", "updated")
	comments := mk("comments", "id", "video", "user", "username", "content", "like_count", "created", "updated")
	viewRows := mk("video_views", "id", "video", "viewer", "bucket", "created", "updated")
	monthly := mk("views_monthly", "id", "scope", "month", "views", "created", "updated")
	if err != nil {
		return counts, err
	}

	// Creation times: index 0 is the newest, so "the first 200" are what the home page shows.
	offsets := make([]float64, in.n)
	for i := range offsets {
		offsets[i] = rng.Float64()
	}
	slices.Sort(offsets)

	slugs := make(map[string]struct{}, in.n)
	site := map[string]float64{}
	byCreator := map[string]float64{}
	nowStr := fmtDate(in.now)

	for i := 0; i < in.n; i++ {
		created := in.now.Add(-time.Minute*5 - time.Duration(offsets[i]*float64(seedHistory)))
		createdStr := fmtDate(created)
		id := core.GenerateDefaultRandomId()

		// categories: 1-3 distinct regular ones
		nc := 1 + rng.IntN(3)
		picked := make([]string, 0, nc)
		firstName := ""
		for len(picked) < nc {
			c := in.categories[rng.IntN(len(in.categories))]
			if slices.Contains(picked, c.Id) {
				continue
			}
			if firstName == "" {
				firstName = c.GetString("name")
			}
			picked = append(picked, c.Id)
		}
		catsJSON, _ := json.Marshal(picked)

		title := videoTitle(rng)
		slug := uniqueSlug(title, slugs)
		creator := ""
		if rng.Float64() < 0.10 {
			creator = in.creatorId
		}
		isPremium := rng.Float64() < 0.05
		license := ""
		if rng.Float64() < 0.3 {
			license = pick(rng, licenses)
		}
		// Every demo video plays one of the test-pattern clips: its duration is theirs.
		duration := patternSeconds
		if err := videos.add(id, title, slug, videoDescription(rng, firstName), pick(rng, authors), duration, license, "",
			pick(rng, in.thumbnails), creator, string(catsJSON), boolInt(isPremium), createdStr, createdStr); err != nil {
			return counts, err
		}
		for _, c := range picked {
			if err := videoCats.add(core.GenerateDefaultRandomId(), id, c, createdStr, createdStr, createdStr); err != nil {
				return counts, err
			}
		}

		if isPremium {
			np := 1 + rng.IntN(2)
			pc := make([]string, 0, np)
			for len(pc) < np && len(pc) < len(in.premiumCats) {
				c := pick(rng, in.premiumCats)
				if !slices.Contains(pc, c) {
					pc = append(pc, c)
				}
			}
			pcJSON, _ := json.Marshal(pc)
			if err := premium.add(core.GenerateDefaultRandomId(), id, string(pcJSON), createdStr, createdStr); err != nil {
				return counts, err
			}
		}

		// engagement by the demo and bot users on the newest videos
		var likeRatings, dislikeRatings, nComments int
		if i < ratedVideos && len(in.engagers) > 0 {
			for _, u := range distinctUsers(rng, in.engagers, rng.IntN(maxRatingsPer+1)) {
				kind := "like"
				if rng.Float64() < 0.2 {
					kind = "dislike"
					dislikeRatings++
				} else {
					likeRatings++
				}
				at := fmtDate(between(rng, created, in.now))
				if err := ratings.add(core.GenerateDefaultRandomId(), id, u.id, kind, at, at); err != nil {
					return counts, err
				}
			}
		}
		if i < commentedVideos && len(in.engagers) > 0 {
			for _, u := range distinctUsers(rng, in.engagers, commentsPerVid) {
				at := fmtDate(between(rng, created, in.now))
				if err := comments.add(core.GenerateDefaultRandomId(), id, u.id, u.username, pick(rng, commentTexts), 0, at, at); err != nil {
					return counts, err
				}
				nComments++
			}
		}

		// Recent views as video_views rows: every video of the last week and a few older
		// ones still being watched. They make the trending list, and the trending job
		// recomputes the same score from them.
		recentFrom := in.now.Add(-trendingDays * 24 * time.Hour)
		recentRows := 0
		if created.After(recentFrom) {
			recentRows = 3 + rng.IntN(40)
		} else if rng.Float64() < 0.03 {
			recentRows = 1 + rng.IntN(15)
		}
		if created.After(recentFrom) {
			recentFrom = created
		}
		for j := 0; j < recentRows; j++ {
			at := between(rng, recentFrom, in.now)
			atStr := fmtDate(at)
			viewer := sha256.Sum256(fmt.Appendf(nil, "seed-viewer:%s:%d", id, j))
			if err := viewRows.add(core.GenerateDefaultRandomId(), id, hex.EncodeToString(viewer[:]), at.Unix()/viewBucketSeconds, atStr, atStr); err != nil {
				return counts, err
			}
		}

		// Stats: likes and dislikes are exactly the rating rows (the rating hooks recount
		// them from video_ratings), views a heavy-tailed count above everything else.
		likes, dislikes := likeRatings, dislikeRatings
		views := int(math.Exp(rng.Float64()*11.5)) + likes + dislikes + recentRows
		rating := 0.0
		if likes+dislikes > 0 {
			rating = math.Round(50*float64(likes)/float64(likes+dislikes)) / 10
		}
		trending := math.Round((float64(recentRows)+allTimeShare*float64(views))*1e4) / 1e4
		if err := stats.add(core.GenerateDefaultRandomId(), id, views, likes, dislikes, rating, likes+dislikes, nComments, trending,
			createdStr, creator, createdStr, nowStr); err != nil {
			return counts, err
		}
		spreadViews(views, created, in.now, site)
		if creator != "" {
			spreadViews(views, created, in.now, byCreator)
		}

		// playable source: one of the three test patterns
		sourceId := core.GenerateDefaultRandomId()
		file, err := in.sourcesStore.add(i, sourceId, rng.IntN(samplePatterns))
		if err != nil {
			return counts, fmt.Errorf("video file: %w", err)
		}
		if file != "" {
			counts.sourceFiles++
		}
		ladder, sprite := in.ladder, in.sprite
		if file == "" {
			ladder, sprite = "", false
		}
		var hls any // NULL, as PocketBase stores an empty JSON field
		if ladder != "" {
			hls = ladder
		}
		if err := sources.add(sourceId, id, file, "", "", "", hls, sprite, createdStr, createdStr); err != nil {
			return counts, err
		}
	}

	// views per month, site-wide and for the demo creator, for the last months
	month := time.Date(in.now.Year(), in.now.Month(), 1, 0, 0, 0, 0, time.UTC)
	for m := 0; m < monthsOfViews; m++ {
		key := month.AddDate(0, -m, 0).Format("2006-01")
		if err := monthly.add(core.GenerateDefaultRandomId(), "site", key, int(math.Round(site[key])), nowStr, nowStr); err != nil {
			return counts, err
		}
		if in.creatorId != "" {
			if err := monthly.add(core.GenerateDefaultRandomId(), in.creatorId, key, int(math.Round(byCreator[key])), nowStr, nowStr); err != nil {
				return counts, err
			}
		}
	}

	for _, b := range ins {
		if err := b.flush(); err != nil {
			return counts, err
		}
	}
	if err := in.sourcesStore.finish(); err != nil {
		return counts, fmt.Errorf("video files: %w", err)
	}

	for _, def := range indexes {
		if _, err := ex.Exec(def); err != nil {
			return counts, fmt.Errorf("rebuild index: %w (%s)", err, def)
		}
	}

	if err := fts.indexNewVideos(ex); err != nil {
		return counts, err
	}

	if _, err := ex.Exec("UPDATE `categories` SET `video_count` = (SELECT COUNT(*) FROM `video_categories` vc JOIN `videos` v ON v.`id` = vc.`video` WHERE vc.`category` = `categories`.`id` AND v.`hidden` IN (0, '0', 'false'))"); err != nil {
		return counts, fmt.Errorf("update video_count: %w", err)
	}

	counts.videos = videos.total
	counts.videoCategories = videoCats.total
	counts.stats = stats.total
	counts.sources = sources.total
	counts.premium = premium.total
	counts.ratings = ratings.total
	counts.comments = comments.total
	counts.views = viewRows.total
	counts.viewsMonthly = monthly.total
	return counts, nil
}

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
