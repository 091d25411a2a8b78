package repair

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // system migrations (the pocketbase package imports them)
	"github.com/pocketbase/pocketbase/plugins/jsvm"

	"reelhouse/internal/engagement"
)

// Derived data is written in the same transaction as its source (issue 9 item 7): these
// tests make the derived write fail, with a trigger that aborts it for one row, and check
// that the source change was rolled back with it. With after-success hooks (or a hook
// that writes after an autocommitted save) the source change would stay.

// bootApp: a fresh data dir with the real JS migrations and hooks and the Go record hooks.
func bootApp(t *testing.T) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: filepath.Join(t.TempDir(), "pb_data")})
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: "../../pb_hooks"}); err != nil {
		t.Fatal(err)
	}
	engagement.Register(app)
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}

func exec(t *testing.T, app core.App, sql string, params dbx.Params) {
	t.Helper()
	if _, err := app.DB().NewQuery(sql).Bind(params).Execute(); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

func count(t *testing.T, app core.App, sql string, params dbx.Params) int {
	t.Helper()
	var n int
	if err := app.DB().NewQuery(sql).Bind(params).Row(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// failOn makes one derived write abort: a trigger on table (BEFORE event) when cond holds.
func failOn(t *testing.T, app core.App, name, event, table, cond string) {
	t.Helper()
	exec(t, app, "CREATE TRIGGER "+name+" BEFORE "+event+" ON "+table+" WHEN "+cond+
		" BEGIN SELECT RAISE(ABORT, 'injected failure of a derived write'); END", nil)
	t.Cleanup(func() { _, _ = app.DB().NewQuery("DROP TRIGGER IF EXISTS " + name).Execute() })
}

func mustFail(t *testing.T, err error) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), "injected failure") {
		t.Fatalf("the write succeeded or failed for another reason: %v", err)
	}
}

func newRecord(t *testing.T, app core.App, collection string, data map[string]any) *core.Record {
	t.Helper()
	col, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(col)
	r.Load(data)
	return r
}

func save(t *testing.T, app core.App, collection string, data map[string]any) *core.Record {
	t.Helper()
	r := newRecord(t, app, collection, data)
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s: %v", collection, err)
	}
	return r
}

func TestDerivedWritesShareTheTransaction(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	cat := save(t, app, "categories", map[string]any{"name": "Cat", "slug": "cat-a"})
	catB := save(t, app, "categories", map[string]any{"name": "Cat B", "slug": "cat-b"})

	t.Run("a video whose stats row cannot be made is not created", func(t *testing.T) {
		failOn(t, app, "fail_stats", "INSERT", "video_stats", "1")
		v := newRecord(t, app, "videos", map[string]any{"title": "No stats", "slug": "no-stats", "author": "A", "duration": 5, "categories": []string{cat.Id}})
		mustFail(t, app.Save(v))
		if n := count(t, app, "SELECT COUNT(*) FROM videos WHERE slug = 'no-stats'", nil); n != 0 {
			t.Fatalf("the video was created without its stats row")
		}
		if n := count(t, app, "SELECT COUNT(*) FROM video_categories WHERE category = {:c}", dbx.Params{"c": cat.Id}); n != 0 {
			t.Fatalf("its category rows stayed: %d", n)
		}
	})

	v := save(t, app, "videos", map[string]any{"title": "Kept", "slug": "kept", "author": "A", "duration": 5, "categories": []string{cat.Id}})
	countOf := func(c *core.Record) int {
		return count(t, app, "SELECT video_count FROM categories WHERE id = {:c}", dbx.Params{"c": c.Id})
	}
	if countOf(cat) != 1 {
		t.Fatalf("video_count = %d after create, want 1", countOf(cat))
	}

	t.Run("moving a video to another category rolls back when the new count cannot be written", func(t *testing.T) {
		failOn(t, app, "fail_count_b", "UPDATE OF video_count", "categories", "new.id = '"+catB.Id+"'")
		v.Set("categories", []string{catB.Id})
		mustFail(t, app.Save(v))
		got, err := app.FindRecordById("videos", v.Id)
		if err != nil {
			t.Fatal(err)
		}
		if ids := got.GetStringSlice("categories"); len(ids) != 1 || ids[0] != cat.Id {
			t.Fatalf("categories = %v, want the old one", ids)
		}
		if n := count(t, app, "SELECT COUNT(*) FROM video_categories WHERE video = {:v} AND category = {:c}", dbx.Params{"v": v.Id, "c": cat.Id}); n != 1 {
			t.Fatalf("the category index lost the video")
		}
		v.Set("categories", []string{cat.Id})
	})

	t.Run("a video delete whose category recount fails leaves the video and its index rows", func(t *testing.T) {
		failOn(t, app, "fail_count", "UPDATE OF video_count", "categories", "new.id = '"+cat.Id+"'")
		mustFail(t, app.Delete(v))
		if _, err := app.FindRecordById("videos", v.Id); err != nil {
			t.Fatalf("the video is gone although its category count was not updated: %v", err)
		}
		if n := count(t, app, "SELECT COUNT(*) FROM video_categories WHERE video = {:v}", dbx.Params{"v": v.Id}); n != 1 {
			t.Fatalf("video_categories rows = %d, want 1", n)
		}
		if countOf(cat) != 1 {
			t.Fatalf("video_count = %d, want 1", countOf(cat))
		}
	})

	other := save(t, app, "videos", map[string]any{"title": "Other", "slug": "other", "author": "A", "duration": 5})
	user := save(t, app, "users", map[string]any{"email": "a@t.local", "username": "alice", "password": "alice-Passw0rd", "verified": true})
	comment := save(t, app, "comments", map[string]any{"video": other.Id, "user": user.Id, "content": "hello"})
	if comment.GetString("username") != "alice" {
		t.Fatalf("comment username = %q", comment.GetString("username"))
	}

	t.Run("a rename whose comment usernames cannot be rewritten is not applied", func(t *testing.T) {
		failOn(t, app, "fail_rename", "UPDATE OF username", "comments", "old.user = '"+user.Id+"'")
		u, _ := app.FindRecordById("users", user.Id)
		u.Set("username", "alicia")
		mustFail(t, app.Save(u))
		if n := count(t, app, "SELECT COUNT(*) FROM users WHERE id = {:u} AND username = 'alice'", dbx.Params{"u": user.Id}); n != 1 {
			t.Fatalf("the user was renamed while their comments kept the old name")
		}
	})

	t.Run("a rename reaches the comments in the same write", func(t *testing.T) {
		u, _ := app.FindRecordById("users", user.Id)
		u.Set("username", "alicia")
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
		if n := count(t, app, "SELECT COUNT(*) FROM comments WHERE user = {:u} AND username = 'alicia'", dbx.Params{"u": user.Id}); n != 1 {
			t.Fatalf("comment username not renamed")
		}
	})

	// The collection API saves a comment through app.Save outside any transaction: the
	// stats step must still commit with the comment.
	t.Run("a comment whose stats step fails is not created", func(t *testing.T) {
		failOn(t, app, "fail_comment_stats", "UPDATE OF comments", "video_stats", "old.video = '"+other.Id+"'")
		c := newRecord(t, app, "comments", map[string]any{"video": other.Id, "user": user.Id, "content": "not counted"})
		mustFail(t, app.Save(c))
		if n := count(t, app, "SELECT COUNT(*) FROM comments WHERE content = 'not counted'", nil); n != 0 {
			t.Fatalf("the comment was created but not counted")
		}
	})

	t.Run("a rating or a comment like whose counter step fails is not saved", func(t *testing.T) {
		failOn(t, app, "fail_rating_stats", "UPDATE OF likes", "video_stats", "old.video = '"+other.Id+"'")
		r := newRecord(t, app, "video_ratings", map[string]any{"video": other.Id, "user": user.Id, "rating_type": "like"})
		mustFail(t, app.Save(r))
		if n := count(t, app, "SELECT COUNT(*) FROM video_ratings WHERE video = {:v}", dbx.Params{"v": other.Id}); n != 0 {
			t.Fatalf("the rating was saved but not counted")
		}
		failOn(t, app, "fail_like_count", "UPDATE OF like_count", "comments", "old.id = '"+comment.Id+"'")
		l := newRecord(t, app, "comment_likes", map[string]any{"comment": comment.Id, "user": user.Id})
		mustFail(t, app.Save(l))
		if n := count(t, app, "SELECT COUNT(*) FROM comment_likes WHERE comment = {:c}", dbx.Params{"c": comment.Id}); n != 0 {
			t.Fatalf("the like was saved but not counted")
		}
	})

	// Nothing drifted on the way: every failure rolled back whole.
	results, err := Run(app, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range results {
		if r.Drift != 0 {
			t.Errorf("%s: %d drifted", r.Name, r.Drift)
		}
	}
}

func driftOf(t *testing.T, app core.App, dryRun bool, name string) int {
	t.Helper()
	results, err := Run(app, dryRun)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range results {
		if r.Name == name {
			return r.Drift
		}
	}
	t.Fatalf("no check %q", name)
	return 0
}

// views_monthly is recomputable (from video_month_views, which the view row's insert
// keeps); repair reports and fixes its drift. Views from before the per-video rows (a
// seed's history) are adopted as they stand.
func TestRepairRecomputesViewsMonthly(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	const name = "views_monthly (video_month_views)"
	creator := save(t, app, "users", map[string]any{"email": "c@t.local", "username": "carol", "password": "carol-Passw0rd"})
	v := save(t, app, "videos", map[string]any{"title": "Viewed", "slug": "viewed", "author": "A", "duration": 5, "creator": creator.Id})
	// A seed-like history month with no per-video rows, adopted as it stands.
	exec(t, app, `INSERT INTO views_monthly (id, scope, month, views, simulated_views, created, updated) VALUES
		('hist00000000001', 'site', '2020-01', 40, 0, '', ''), ('hist00000000002', {:c}, '2020-01', 25, 0, '', '')`, dbx.Params{"c": creator.Id})
	if err := AdoptMonthlyViews(app.DB()); err != nil {
		t.Fatal(err)
	}
	// Three views the way internal/engagement counts them: the view row and the month rows.
	for i, viewer := range []string{"a", "b", "c"} {
		when := "2026-03-0" + string(rune('1'+i)) + " 10:00:00.000Z"
		exec(t, app, `INSERT INTO video_views (id, video, viewer, bucket, created, updated) VALUES ({:id}, {:v}, {:viewer}, 1, {:at}, {:at})`,
			dbx.Params{"id": "view00000000" + viewer + "00", "v": v.Id, "viewer": viewer, "at": when})
		for _, scope := range []string{"site", creator.Id} {
			exec(t, app, `INSERT INTO views_monthly (id, scope, month, views, created, updated) VALUES ({:id}, {:s}, '2026-03', 1, '', '')
				ON CONFLICT (scope, month) DO UPDATE SET views = views + 1`, dbx.Params{"id": "vm" + scope[:4] + viewer + "000000000", "s": scope})
		}
	}
	if d := driftOf(t, app, true, name); d != 0 {
		t.Fatalf("%d drifted before any damage", d)
	}
	monthViews := func(scope, month string) int {
		return count(t, app, "SELECT COALESCE(SUM(views), -1) FROM views_monthly WHERE scope = {:s} AND month = {:m}", dbx.Params{"s": scope, "m": month})
	}
	// Damage: a wrong site month, a lost creator month, a lost history month.
	exec(t, app, "UPDATE views_monthly SET views = 999 WHERE scope = 'site' AND month = '2026-03'", nil)
	exec(t, app, "DELETE FROM views_monthly WHERE scope = {:c} AND month = '2026-03'", dbx.Params{"c": creator.Id})
	exec(t, app, "DELETE FROM views_monthly WHERE scope = 'site' AND month = '2020-01'", nil)
	if d := driftOf(t, app, true, name); d != 3 {
		t.Fatalf("dry run: %d drifted, want 3", d)
	}
	if monthViews("site", "2026-03") != 999 {
		t.Fatal("the dry run changed views_monthly")
	}
	if d := driftOf(t, app, false, name); d != 3 {
		t.Fatalf("repair: %d drifted, want 3", d)
	}
	for _, c := range []struct {
		scope, month string
		want         int
	}{{"site", "2026-03", 3}, {creator.Id, "2026-03", 3}, {"site", "2020-01", 40}, {creator.Id, "2020-01", 25}} {
		if got := monthViews(c.scope, c.month); got != c.want {
			t.Errorf("%s %s: %d views, want %d", c.scope, c.month, got, c.want)
		}
	}
	if d := driftOf(t, app, true, name); d != 0 {
		t.Fatalf("%d drifted after the repair", d)
	}
	// The video's deletion removes its view rows, not the months they counted in.
	if err := app.Delete(v); err != nil {
		t.Fatal(err)
	}
	if d := driftOf(t, app, true, name); d != 0 || monthViews("site", "2026-03") != 3 {
		t.Fatalf("after deleting the video: %d drifted, %d site views", d, monthViews("site", "2026-03"))
	}
}

// premium_category_videos (a premium category's page) is kept by triggers and recomputed
// by repair.
func TestRepairRecomputesPremiumCategoryVideos(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app := bootApp(t)
	const name = "premium_category_videos (premium_videos.categories)"
	pc := save(t, app, "premium_categories", map[string]any{"name": "Premium one", "slug": "p-one"})
	v := save(t, app, "videos", map[string]any{"title": "Premium", "slug": "premium-one", "author": "A", "duration": 5})
	save(t, app, "premium_videos", map[string]any{"video": v.Id, "categories": []string{pc.Id}})
	rows := func() int {
		return count(t, app, "SELECT COUNT(*) FROM premium_category_videos WHERE category = {:c} AND video = {:v} AND video_created = {:vc}",
			dbx.Params{"c": pc.Id, "v": v.Id, "vc": v.GetDateTime("created").String()})
	}
	if rows() != 1 {
		t.Fatal("the trigger did not index the premium video under its category")
	}
	exec(t, app, "DELETE FROM premium_category_videos", nil)
	exec(t, app, "INSERT INTO premium_category_videos (category, video, video_created) VALUES ('nope', {:v}, '')", dbx.Params{"v": v.Id})
	if d := driftOf(t, app, true, name); d != 2 {
		t.Fatalf("dry run: %d drifted, want 2", d)
	}
	if d := driftOf(t, app, false, name); d != 2 || rows() != 1 {
		t.Fatalf("repair: %d drifted, rows %d", d, rows())
	}
	if d := driftOf(t, app, true, name); d != 0 {
		t.Fatalf("%d drifted after the repair", d)
	}
}
