package repair

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/engagement"
)

// Issue 28 item 5: repair checks the search index rows and tags, the trending score and
// the view counts too. Each is made to drift past the hooks and triggers; one run reports
// and fixes it, the next finds nothing.
func TestRepairFixesSearchTrendingAndViewDrift(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	cat := save(t, app, "categories", map[string]any{"name": "Cat", "slug": "cat-a"})
	a := save(t, app, "videos", map[string]any{"title": "Harbour lights", "slug": "harbour", "author": "A", "duration": 5, "categories": []string{cat.Id}})
	b := save(t, app, "videos", map[string]any{"title": "Mountain road", "slug": "mountain", "author": "B", "duration": 5})
	c := save(t, app, "videos", map[string]any{"title": "Quiet lake", "slug": "lake", "author": "C", "duration": 5})
	if got := repairRun(t, app, false); got.total() != 0 {
		t.Fatalf("a fresh database has drift: %v", got)
	}

	// Views: two distinct recent viewers of a (the per-video month rows follow by trigger),
	// and a simulated batch recorded for b.
	now := time.Now().UTC()
	bucket := now.Unix() / engagement.BucketSeconds
	for i, viewer := range []string{"v1", "v2"} {
		exec(t, app, `INSERT INTO video_views (id, video, viewer, bucket, created, updated) VALUES ({:id}, {:v}, {:w}, {:b}, {:now}, {:now})`,
			dbx.Params{"id": "view00000000" + string(rune('a'+i)) + "xx", "v": a.Id, "w": viewer, "b": bucket, "now": now.Format("2006-01-02 15:04:05.000Z")})
	}
	exec(t, app, `INSERT INTO video_month_views (video, creator, month, views, simulated_views) VALUES ({:v}, '', {:m}, 30, 30)`,
		dbx.Params{"v": b.Id, "m": now.Format("2006-01")})
	// Drift: stats that never counted those views, a stale trending score, and a search
	// index with a wrong title, lost tags, a missing row and an orphan.
	exec(t, app, `UPDATE video_stats SET views = 0, simulated_views = 0, trending_score = 0`, nil)
	exec(t, app, `UPDATE video_stats SET trending_score = 99 WHERE video = {:v}`, dbx.Params{"v": c.Id})
	exec(t, app, `UPDATE videos_fts SET title = 'stale', tags = '' WHERE vid = {:v}`, dbx.Params{"v": a.Id})
	exec(t, app, `DELETE FROM videos_fts WHERE vid = {:v}`, dbx.Params{"v": b.Id})
	exec(t, app, `INSERT INTO videos_fts (vid, title, description, author, tags) VALUES ('gone00000000000', 'Gone', '', '', '')`, nil)

	dry := repairRun(t, app, true)
	for name, want := range map[string]int{
		"video_stats.views, simulated_views (video_month_views)":     2, // a and b
		"video_stats.trending_score":                                 1, // c (a and b are computed after the views fix)
		"videos_fts rows, text and tags (videos, video_search_tags)": 3, // a differs, b missing, an orphan
	} {
		if got := dry.of(t, name); got < want {
			t.Errorf("%s: %d drifted, want at least %d", name, got, want)
		}
	}
	if n := count(t, app, "SELECT trending_score FROM video_stats WHERE video = {:v}", dbx.Params{"v": c.Id}); n != 99 {
		t.Fatalf("the dry run changed the score: %d", n)
	}

	repairRun(t, app, false)
	stats := func(v string) (views, sim int, score float64) {
		var row struct {
			Views int     `db:"views"`
			Sim   int     `db:"simulated_views"`
			Score float64 `db:"trending_score"`
		}
		if err := app.DB().NewQuery("SELECT views, simulated_views, trending_score FROM video_stats WHERE video = {:v}").Bind(dbx.Params{"v": v}).One(&row); err != nil {
			t.Fatal(err)
		}
		return row.Views, row.Sim, row.Score
	}
	if v, _, s := stats(a.Id); v != 2 || s != 2+engagement.AllTimeShare*2 {
		t.Errorf("a: views %d, score %v; want 2 and %v", v, s, 2+engagement.AllTimeShare*2)
	}
	if v, sim, s := stats(b.Id); v != 30 || sim != 30 || s != engagement.AllTimeShare*30 {
		t.Errorf("b: views %d, simulated %d, score %v; want 30, 30, %v", v, sim, s, engagement.AllTimeShare*30)
	}
	if _, _, s := stats(c.Id); s != 0 {
		t.Errorf("c: score %v, want 0", s)
	}
	match := func(q string) int {
		return count(t, app, "SELECT COUNT(*) FROM videos_fts WHERE videos_fts MATCH {:q}", dbx.Params{"q": q})
	}
	if match(`title:harbour AND tags:"c`+cat.Id+`"`) != 1 || match("title:stale") != 0 {
		t.Error("video a's search row was not restored (title and category tag)")
	}
	if match("mountain") != 1 || match(`vid:"gone00000000000"`) != 0 {
		t.Error("the missing row was not added or the orphan not removed")
	}
	if again := repairRun(t, app, true); again.total() != 0 {
		t.Fatalf("drift after the repair: %v", again)
	}
}

type results []Result

func repairRun(t *testing.T, app core.App, dry bool) results {
	t.Helper()
	out, err := Run(app, dry)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func (r results) total() int {
	n := 0
	for _, x := range r {
		n += x.Drift
	}
	return n
}

func (r results) of(t *testing.T, name string) int {
	t.Helper()
	for _, x := range r {
		if x.Name == name {
			return x.Drift
		}
	}
	t.Fatalf("no check named %q", name)
	return 0
}

func (r results) String() string {
	var b strings.Builder
	for _, x := range r {
		if x.Drift > 0 {
			b.WriteString(x.Name + ": " + strconv.Itoa(x.Drift) + "; ")
		}
	}
	return b.String()
}

// video_stats.video_creator (the channel's most-viewed index) follows its video: the
// triggers put a wrong value back, a move to another creator carries over, and repair
// reports and fixes a drift made with the trigger dropped.
func TestVideoCreatorCopyFollowsTheVideo(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	u1 := save(t, app, "users", map[string]any{"username": "maker1", "email": "m1@example.com", "password": "a long password", "passwordConfirm": "a long password"})
	u2 := save(t, app, "users", map[string]any{"username": "maker2", "email": "m2@example.com", "password": "a long password", "passwordConfirm": "a long password"})
	v := save(t, app, "videos", map[string]any{"title": "Harbour", "slug": "harbour", "author": "A", "duration": 5, "creator": u1.Id})
	owner := func() int {
		return count(t, app, "SELECT COUNT(*) FROM video_stats WHERE video = {:v} AND video_creator = {:c}", dbx.Params{"v": v.Id, "c": u1.Id}) +
			2*count(t, app, "SELECT COUNT(*) FROM video_stats WHERE video = {:v} AND video_creator = {:c}", dbx.Params{"v": v.Id, "c": u2.Id})
	}
	if owner() != 1 {
		t.Fatal("a new video's stats row does not carry its creator")
	}
	exec(t, app, "UPDATE video_stats SET video_creator = 'someoneelse123' WHERE video = {:v}", dbx.Params{"v": v.Id})
	if owner() != 1 {
		t.Fatal("a direct write of video_creator was not put back")
	}
	exec(t, app, "UPDATE videos SET creator = {:c} WHERE id = {:v}", dbx.Params{"c": u2.Id, "v": v.Id})
	if owner() != 2 {
		t.Fatal("moving the video to another creator did not move its stats row")
	}
	exec(t, app, "DROP TRIGGER video_stats_creator_au", nil)
	exec(t, app, "UPDATE video_stats SET video_creator = {:c} WHERE video = {:v}", dbx.Params{"c": u1.Id, "v": v.Id})
	if got := repairRun(t, app, true).of(t, "video_stats.video_creator"); got != 1 {
		t.Fatalf("repair found %d drifted rows, want 1", got)
	}
	repairRun(t, app, false)
	if owner() != 2 {
		t.Fatal("repair did not restore the creator")
	}
}

// video_categories.video_premium (browse's premium-in-a-category range, migration
// 18040001) follows its video: set on insert, a direct write put back, a premium change
// carried over, and a drift made with the trigger dropped reported and fixed.
func TestVideoPremiumCopyFollowsTheVideo(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	cat := save(t, app, "categories", map[string]any{"name": "Ocean", "slug": "ocean"})
	v := save(t, app, "videos", map[string]any{"title": "Harbour", "slug": "harbour", "author": "A", "duration": 5, "categories": []string{cat.Id}})
	copyOf := func() int {
		return count(t, app, "SELECT COUNT(*) FROM video_categories WHERE video = {:v} AND video_premium = 1", dbx.Params{"v": v.Id})
	}
	p := save(t, app, "premium_videos", map[string]any{"video": v.Id})
	if copyOf() != 1 {
		t.Fatal("a video made premium: its category row does not say so")
	}
	exec(t, app, "UPDATE video_categories SET video_premium = 0 WHERE video = {:v}", dbx.Params{"v": v.Id})
	if copyOf() != 1 {
		t.Fatal("a direct write of video_premium was not put back")
	}
	if err := app.Delete(p); err != nil {
		t.Fatal(err)
	}
	if copyOf() != 0 {
		t.Fatal("a video no longer premium: its category row still says premium")
	}
	exec(t, app, "DROP TRIGGER videos_premium_to_categories", nil)
	save(t, app, "premium_videos", map[string]any{"video": v.Id})
	if got := repairRun(t, app, true).of(t, "video_categories.video_premium"); got != 1 {
		t.Fatalf("repair found %d drifted rows, want 1", got)
	}
	repairRun(t, app, false)
	if copyOf() != 1 {
		t.Fatal("repair did not restore the copy")
	}
}

// Issue 41: the tag links, their counts and the search keywords drift and come back.
func TestRepairFixesTagAndKeywordDrift(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	a := save(t, app, "videos", map[string]any{"title": "Tagged", "slug": "tagged", "author": "A", "duration": 5, "tags": []string{"beach-day", "sunset"}})
	save(t, app, "videos", map[string]any{"title": "Other", "slug": "other", "author": "B", "duration": 5, "tags": []string{"sunset"}})
	if got := repairRun(t, app, false); got.total() != 0 {
		t.Fatalf("a fresh database has drift: %v", got)
	}
	exec(t, app, `DELETE FROM video_tags WHERE video = {:v}`, dbx.Params{"v": a.Id})
	exec(t, app, `UPDATE tag_counts SET videos = 7 WHERE tag = 'sunset'`, nil)
	exec(t, app, `UPDATE videos_fts SET keywords = '' WHERE vid = {:v}`, dbx.Params{"v": a.Id})
	dry := repairRun(t, app, true)
	for _, name := range []string{"video_tags (videos.tags)", "tag_counts (video_tags)", "videos_fts.keywords (video_search_keywords)"} {
		if dry.of(t, name) == 0 {
			t.Errorf("%s: no drift found", name)
		}
	}
	repairRun(t, app, false)
	if got := repairRun(t, app, true); got.total() != 0 {
		t.Fatalf("drift left after the fix: %v", got)
	}
	if n := count(t, app, "SELECT videos FROM tag_counts WHERE tag = 'sunset'", nil); n != 2 {
		t.Fatalf("sunset counts %d videos, want 2", n)
	}
	if n := count(t, app, `SELECT COUNT(*) FROM videos_fts WHERE videos_fts MATCH '{keywords}: "beach"'`, nil); n != 1 {
		t.Fatalf("keywords not restored: %d", n)
	}
}
