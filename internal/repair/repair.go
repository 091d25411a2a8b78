// Package repair is `./reelhouse repair`: it recomputes every derived value from its
// source rows and reports how many rows had drifted. The hooks keep these values in the
// writes' own transactions; this is for data written past them (imports, manual SQL, a
// restore) and the proof that they held. Idempotent: a second run finds no drift.
package repair

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"reelhouse/internal/engagement"
)

// A check counts drifted rows (Drift, one row with column n) and fixes them (Fix).
type check struct {
	Name  string
	Drift string
	Fix   []string
}

const premium = "IN (1, '1', 'true')"

// visible: a video moderation has not hidden; the totals and category counts count only
// these (migration 1763805003_counts_without_hidden.js).
const visible = "IN (0, '0', 'false')"

func visibleInCategory(cat string) string {
	return `(SELECT COUNT(*) FROM video_categories vc JOIN videos v ON v.id = vc.video WHERE vc.category = ` + cat + ` AND v.hidden ` + visible + `)`
}

const newID = "substr(lower(hex(randomblob(8))), 1, 15)"
const now = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')"

// stars: the card's star rating from the likes and dislikes expressions (pb_hooks/lib/
// internal/engagement Stars; the shared table tests/fixtures/star-rating.json checks both).
func stars(l, d string) string {
	return "CASE WHEN (" + l + " + " + d + ") = 0 THEN 0 ELSE ROUND(50.0 * " + l + " / (" + l + " + " + d + ")) / 10.0 END"
}

// premiumPairs: what premium_category_videos must hold, as a subquery named e.
const premiumPairs = `(SELECT DISTINCT j.value AS category, pv.video AS video, COALESCE(v.created, '') AS video_created
	FROM premium_videos pv LEFT JOIN videos v ON v.id = pv.video,
	json_each(CASE WHEN json_valid(pv.categories) THEN pv.categories ELSE '[]' END) j
	WHERE j.type = 'text' AND j.value != '') e`

// monthlyRollup: what views_monthly must hold (scope, month, views, sim), a subquery named e.
const monthlyRollup = `(SELECT 'site' AS scope, month, SUM(views) AS views, SUM(simulated_views) AS sim FROM video_month_views GROUP BY month
	UNION ALL SELECT creator, month, SUM(views), SUM(simulated_views) FROM video_month_views WHERE creator != '' GROUP BY creator, month) e`

// perVideoViews: each video's recorded views and simulated views, a subquery named e.
const perVideoViews = `(SELECT video, SUM(views) AS views, SUM(simulated_views) AS sim FROM video_month_views
	WHERE video != '' GROUP BY video) e`

// trendingScore: the trending job's score of a video_stats row, now.
var trendingScore = fmt.Sprintf(`ROUND((SELECT COUNT(DISTINCT vv.viewer) FROM video_views vv
	WHERE vv.video = video_stats.video AND vv.bucket >= (CAST(strftime('%%s', 'now') AS INTEGER) - %d) / %d)
	+ %g * views, 4)`, engagement.RecentDays*86400, engagement.BucketSeconds, engagement.AllTimeShare)

// ftsDiffers: an FTS row f whose text or tags differ from its video v (tags t).
const ftsDiffers = `f.title IS NOT v.title OR f.description IS NOT v.description OR f.author IS NOT v.author OR f.tags IS NOT t.tags`

// expectedTags: the video_tags rows the videos' tags arrays call for (the migration's triggers).
const expectedTags = `SELECT j.value AS tag, v.id AS video, v.created AS video_created,
	CASE WHEN v.hidden IN (1, '1', 'true') THEN 1 ELSE 0 END AS hidden
	FROM videos v, json_each(CASE WHEN json_valid(v.tags) AND json_type(v.tags) = 'array' THEN v.tags ELSE '[]' END) j
	WHERE j.type = 'text' AND j.value != ''`

var checks = []check{ // a var: stars() builds part of the SQL
	{
		Name:  "videos.is_premium (premium_videos rows)",
		Drift: `SELECT COUNT(*) AS n FROM videos WHERE (is_premium ` + premium + `) IS NOT EXISTS (SELECT 1 FROM premium_videos p WHERE p.video = videos.id)`,
		Fix:   []string{`UPDATE videos SET is_premium = EXISTS (SELECT 1 FROM premium_videos p WHERE p.video = videos.id) WHERE (is_premium ` + premium + `) IS NOT EXISTS (SELECT 1 FROM premium_videos p WHERE p.video = videos.id)`},
	},
	{
		Name: "video_categories (videos.categories)",
		Drift: `SELECT
			(SELECT COUNT(*) FROM videos v, json_each(CASE WHEN json_valid(v.categories) THEN v.categories ELSE '[]' END) j
			  WHERE j.value != '' AND NOT EXISTS (SELECT 1 FROM video_categories vc WHERE vc.video = v.id AND vc.category = j.value))
			+ (SELECT COUNT(*) FROM video_categories vc WHERE NOT EXISTS (SELECT 1 FROM videos v, json_each(CASE WHEN json_valid(v.categories) THEN v.categories ELSE '[]' END) j WHERE v.id = vc.video AND j.value = vc.category))
			+ (SELECT COUNT(*) FROM video_categories vc JOIN videos v ON v.id = vc.video WHERE vc.video_created IS NOT v.created) AS n`,
		Fix: []string{
			`DELETE FROM video_categories WHERE NOT EXISTS (SELECT 1 FROM videos v, json_each(CASE WHEN json_valid(v.categories) THEN v.categories ELSE '[]' END) j WHERE v.id = video_categories.video AND j.value = video_categories.category)`,
			`INSERT INTO video_categories (id, video, category, video_created, created, updated)
			 SELECT ` + newID + `, v.id, j.value, v.created, ` + now + `, ` + now + ` FROM videos v, json_each(CASE WHEN json_valid(v.categories) THEN v.categories ELSE '[]' END) j
			 WHERE j.value != '' AND EXISTS (SELECT 1 FROM categories c WHERE c.id = j.value)
			   AND NOT EXISTS (SELECT 1 FROM video_categories vc WHERE vc.video = v.id AND vc.category = j.value)`,
			`UPDATE video_categories SET video_created = (SELECT created FROM videos v WHERE v.id = video_categories.video)
			 WHERE video_created IS NOT (SELECT created FROM videos v WHERE v.id = video_categories.video)`,
		},
	},
	{
		// Migration 18040001's copy of the premium flag (browse's premium-in-a-category range).
		Name:  "video_categories.video_premium",
		Drift: `SELECT COUNT(*) AS n FROM video_categories vc JOIN videos v ON v.id = vc.video WHERE vc.video_premium IS NOT (v.is_premium ` + premium + `)`,
		Fix: []string{`UPDATE video_categories SET video_premium = (SELECT v.is_premium ` + premium + ` FROM videos v WHERE v.id = video_categories.video)
			WHERE video_premium IS NOT (SELECT v.is_premium ` + premium + ` FROM videos v WHERE v.id = video_categories.video)`},
	},
	{
		// Migration 1763790000's triggers: one row per (premium category, video) of premium_videos.
		Name: "premium_category_videos (premium_videos.categories)",
		Drift: `SELECT
			(SELECT COUNT(*) FROM ` + premiumPairs + ` WHERE NOT EXISTS (SELECT 1 FROM premium_category_videos x
			  WHERE x.category = e.category AND x.video = e.video AND x.video_created IS e.video_created))
			+ (SELECT COUNT(*) FROM premium_category_videos x WHERE NOT EXISTS (SELECT 1 FROM ` + premiumPairs + `
			  WHERE e.category = x.category AND e.video = x.video)) AS n`,
		Fix: []string{
			`DELETE FROM premium_category_videos WHERE NOT EXISTS (SELECT 1 FROM ` + premiumPairs + `
			  WHERE e.category = premium_category_videos.category AND e.video = premium_category_videos.video)`,
			`INSERT INTO premium_category_videos (category, video, video_created) SELECT category, video, video_created FROM ` + premiumPairs + ` WHERE true
			  ON CONFLICT (category, video) DO UPDATE SET video_created = excluded.video_created WHERE video_created IS NOT excluded.video_created`,
		},
	},
	{
		Name:  "categories.video_count",
		Drift: `SELECT COUNT(*) AS n FROM categories c WHERE c.video_count IS NOT ` + visibleInCategory("c.id"),
		Fix:   []string{`UPDATE categories SET video_count = ` + visibleInCategory("categories.id") + ` WHERE video_count IS NOT ` + visibleInCategory("categories.id")},
	},
	{
		Name:  "video_stats rows (one per video)",
		Drift: `SELECT COUNT(*) AS n FROM videos v WHERE NOT EXISTS (SELECT 1 FROM video_stats s WHERE s.video = v.id)`,
		Fix: []string{`INSERT INTO video_stats (id, video, views, likes, dislikes, rating, total_ratings, comments, trending_score, video_created, created, updated)
			SELECT ` + newID + `, v.id, 0, 0, 0, 0, 0, 0, 0, v.created, ` + now + `, ` + now + ` FROM videos v WHERE NOT EXISTS (SELECT 1 FROM video_stats s WHERE s.video = v.id)`},
	},
	{
		Name: "video_stats likes, dislikes, rating (video_ratings)",
		Drift: `SELECT COUNT(*) AS n FROM (SELECT s.likes AS sl, s.dislikes AS sd, s.rating AS sr, s.total_ratings AS st,
			(SELECT COUNT(*) FROM video_ratings WHERE video = s.video AND rating_type = 'like') AS l,
			(SELECT COUNT(*) FROM video_ratings WHERE video = s.video AND rating_type = 'dislike') AS d FROM video_stats s)
			WHERE sl IS NOT l OR sd IS NOT d OR st IS NOT (l + d) OR ABS(sr - ` + stars("l", "d") + `) > 0.001`,
		Fix: []string{`UPDATE video_stats SET
			likes = (SELECT COUNT(*) FROM video_ratings WHERE video = video_stats.video AND rating_type = 'like'),
			dislikes = (SELECT COUNT(*) FROM video_ratings WHERE video = video_stats.video AND rating_type = 'dislike')`,
			`UPDATE video_stats SET total_ratings = likes + dislikes,
			rating = ` + stars("likes", "dislikes")},
	},
	{
		Name:  "video_stats.comments",
		Drift: `SELECT COUNT(*) AS n FROM video_stats s WHERE s.comments IS NOT (SELECT COUNT(*) FROM comments c WHERE c.video = s.video)`,
		Fix:   []string{`UPDATE video_stats SET comments = (SELECT COUNT(*) FROM comments c WHERE c.video = video_stats.video) WHERE comments IS NOT (SELECT COUNT(*) FROM comments c WHERE c.video = video_stats.video)`},
	},
	{
		Name:  "video_stats.video_created",
		Drift: `SELECT COUNT(*) AS n FROM video_stats s JOIN videos v ON v.id = s.video WHERE s.video_created IS NOT v.created`,
		Fix:   []string{`UPDATE video_stats SET video_created = (SELECT created FROM videos v WHERE v.id = video_stats.video) WHERE video_created IS NOT (SELECT created FROM videos v WHERE v.id = video_stats.video)`},
	},
	{
		Name:  "video_stats.video_creator",
		Drift: `SELECT COUNT(*) AS n FROM video_stats s JOIN videos v ON v.id = s.video WHERE s.video_creator IS NOT v.creator`,
		Fix:   []string{`UPDATE video_stats SET video_creator = (SELECT creator FROM videos v WHERE v.id = video_stats.video) WHERE video_creator IS NOT (SELECT creator FROM videos v WHERE v.id = video_stats.video)`},
	},
	{
		Name:  "comments.like_count",
		Drift: `SELECT COUNT(*) AS n FROM comments c WHERE c.like_count IS NOT (SELECT COUNT(*) FROM comment_likes l WHERE l.comment = c.id)`,
		Fix:   []string{`UPDATE comments SET like_count = (SELECT COUNT(*) FROM comment_likes l WHERE l.comment = comments.id) WHERE like_count IS NOT (SELECT COUNT(*) FROM comment_likes l WHERE l.comment = comments.id)`},
	},
	{
		Name:  "comments.username",
		Drift: `SELECT COUNT(*) AS n FROM comments c JOIN users u ON u.id = c.user WHERE c.username IS NOT u.username`,
		Fix:   []string{`UPDATE comments SET username = (SELECT username FROM users u WHERE u.id = comments.user) WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = comments.user AND u.username IS NOT comments.username)`},
	},
	{
		// The blocker's blocked ids, which the comments' list and view rules read
		// (internal/engagement blocked_members.go); the same order as the hook's (idx_blocks_pair).
		Name:  "users.blocked_members (blocks)",
		Drift: `SELECT COUNT(*) AS n FROM users u WHERE u.blocked_members IS NOT COALESCE((SELECT group_concat(b.blocked, ' ') FROM blocks b WHERE b.blocker = u.id), '')`,
		Fix:   []string{`UPDATE users SET blocked_members = COALESCE((SELECT group_concat(b.blocked, ' ') FROM blocks b WHERE b.blocker = users.id), '') WHERE blocked_members IS NOT COALESCE((SELECT group_concat(b.blocked, ' ') FROM blocks b WHERE b.blocker = users.id), '')`},
	},
	{
		Name:  "creator_request_history (a submitted row per request)",
		Drift: `SELECT COUNT(*) AS n FROM creator_requests r WHERE NOT EXISTS (SELECT 1 FROM creator_request_history h WHERE h.request = r.id AND h.action = 'submitted')`,
		Fix: []string{`INSERT INTO creator_request_history (id, user, request, action, notes, actor, created, updated)
			SELECT ` + newID + `, r.user, r.id, 'submitted', '', '', r.created, r.created FROM creator_requests r
			WHERE NOT EXISTS (SELECT 1 FROM creator_request_history h WHERE h.request = r.id AND h.action = 'submitted')`},
	},
	{
		// Migration 1763790003: views_monthly is the roll-up of video_month_views.
		Name: "views_monthly (video_month_views)",
		Drift: `SELECT
			(SELECT COUNT(*) FROM views_monthly m LEFT JOIN ` + monthlyRollup + ` ON e.scope = m.scope AND e.month = m.month
			  WHERE m.views IS NOT COALESCE(e.views, 0) OR COALESCE(m.simulated_views, 0) IS NOT COALESCE(e.sim, 0))
			+ (SELECT COUNT(*) FROM ` + monthlyRollup + ` WHERE (e.views != 0 OR e.sim != 0)
			  AND NOT EXISTS (SELECT 1 FROM views_monthly m WHERE m.scope = e.scope AND m.month = e.month)) AS n`,
		Fix: []string{
			`UPDATE views_monthly SET views = COALESCE(e.views, 0), simulated_views = COALESCE(e.sim, 0), updated = ` + now + `
			  FROM (SELECT m.id AS id, r.views AS views, r.sim AS sim FROM views_monthly m
			    LEFT JOIN ` + strings.Replace(monthlyRollup, ") e", ") r", 1) + ` ON r.scope = m.scope AND r.month = m.month) e
			  WHERE e.id = views_monthly.id AND (views_monthly.views IS NOT COALESCE(e.views, 0) OR COALESCE(views_monthly.simulated_views, 0) IS NOT COALESCE(e.sim, 0))`,
			`INSERT INTO views_monthly (id, scope, month, views, simulated_views, created, updated)
			  SELECT ` + newID + `, e.scope, e.month, e.views, e.sim, ` + now + `, ` + now + ` FROM ` + monthlyRollup + `
			  WHERE (e.views != 0 OR e.sim != 0) AND NOT EXISTS (SELECT 1 FROM views_monthly m WHERE m.scope = e.scope AND m.month = e.month)`,
		},
	},
	{
		// The per-video record of views (video_month_views: every counted view and every
		// simulated one, kept when video_views is pruned) is a floor for the stats row's
		// counts; a seed's generated history has no per-video rows, so only a count below
		// the record is drift (raised to it).
		Name: "video_stats.views, simulated_views (video_month_views)",
		Drift: `SELECT COUNT(*) AS n FROM video_stats s JOIN ` + perVideoViews + ` ON e.video = s.video
			WHERE s.views < e.views OR COALESCE(s.simulated_views, 0) < e.sim`,
		Fix: []string{`UPDATE video_stats SET views = MAX(video_stats.views, e.views), simulated_views = MAX(COALESCE(video_stats.simulated_views, 0), e.sim)
			FROM ` + perVideoViews + ` WHERE e.video = video_stats.video AND (video_stats.views < e.views OR COALESCE(video_stats.simulated_views, 0) < e.sim)`},
	},
	{
		// What the trending job (pb_hooks/lib/views-api.js) computes: distinct viewers of the
		// last RecentDays plus AllTimeShare of all views. The view route adds to it as views
		// come; the job lets old viewers age out. Run after the view counts above.
		Name:  "video_stats.trending_score",
		Drift: `SELECT COUNT(*) AS n FROM video_stats WHERE ABS(trending_score - ` + trendingScore + `) > 0.0001`,
		Fix:   []string{`UPDATE video_stats SET trending_score = ` + trendingScore + ` WHERE ABS(trending_score - ` + trendingScore + `) > 0.0001`},
	},
	{
		// The search index (migration 1763769900): one videos_fts row per video with its
		// title, description, author and filter tags (video_search_tags). The FTS table is
		// read once and joined to videos by id (a per-video lookup by vid would walk it
		// whole each time); rows are updated in place, which keeps their rowid (search
		// order), and a missing row is added.
		Name: "videos_fts rows, text and tags (videos, video_search_tags)",
		Drift: `SELECT
			(SELECT COUNT(*) FROM videos WHERE id NOT IN (SELECT vid FROM videos_fts))
			+ (SELECT COUNT(*) - COUNT(DISTINCT vid) FROM videos_fts)
			+ (SELECT COUNT(*) FROM videos_fts f LEFT JOIN videos v ON v.id = f.vid LEFT JOIN video_search_tags t ON t.video = f.vid
			   WHERE v.id IS NULL OR ` + ftsDiffers + `) AS n`,
		Fix: []string{
			`DELETE FROM videos_fts WHERE rowid IN (SELECT f.rowid FROM videos_fts f LEFT JOIN videos v ON v.id = f.vid WHERE v.id IS NULL)`,
			`DELETE FROM videos_fts WHERE rowid NOT IN (SELECT MIN(rowid) FROM videos_fts GROUP BY vid)`,
			`UPDATE videos_fts SET title = e.title, description = e.description, author = e.author, tags = e.tags
			 FROM (SELECT f.rowid AS r, v.title, v.description, v.author, t.tags FROM videos_fts f JOIN videos v ON v.id = f.vid
			   JOIN video_search_tags t ON t.video = f.vid WHERE ` + ftsDiffers + `) e WHERE videos_fts.rowid = e.r`,
			`INSERT INTO videos_fts (vid, title, description, author, tags)
			 SELECT v.id, v.title, v.description, v.author, t.tags FROM videos v JOIN video_search_tags t ON t.video = v.id
			 WHERE v.id NOT IN (SELECT vid FROM videos_fts) ORDER BY v.created, v.rowid`,
		},
	},
	{
		// Tags (migration 17980001): video_tags mirrors every video's tags array, with the
		// video's created and hidden copied; tag_counts counts each tag's visible videos.
		Name: "video_tags (videos.tags)",
		Drift: `SELECT (SELECT COUNT(*) FROM (` + expectedTags + ` EXCEPT SELECT tag, video, video_created, hidden FROM video_tags))
			+ (SELECT COUNT(*) FROM (SELECT tag, video, video_created, hidden FROM video_tags EXCEPT ` + expectedTags + `)) AS n`,
		Fix: []string{
			`DELETE FROM video_tags WHERE (tag, video, video_created, hidden) NOT IN (` + expectedTags + `)`,
			`INSERT OR REPLACE INTO video_tags (tag, video, video_created, hidden) ` + expectedTags + ` EXCEPT SELECT tag, video, video_created, hidden FROM video_tags`,
		},
	},
	{
		Name: "tag_counts (video_tags)",
		Drift: `SELECT (SELECT COUNT(*) FROM (SELECT tag, videos FROM tag_counts WHERE videos != 0
			EXCEPT SELECT tag, SUM(1 - hidden) FROM video_tags GROUP BY tag HAVING SUM(1 - hidden) != 0))
			+ (SELECT COUNT(*) FROM (SELECT tag, SUM(1 - hidden) FROM video_tags GROUP BY tag HAVING SUM(1 - hidden) != 0
			EXCEPT SELECT tag, videos FROM tag_counts WHERE videos != 0)) AS n`,
		Fix: []string{
			`DELETE FROM tag_counts`,
			`INSERT INTO tag_counts (tag, videos) SELECT tag, SUM(1 - hidden) FROM video_tags GROUP BY tag`,
		},
	},
	{
		// The search keywords (tags as words, caption text) of each videos_fts row.
		Name:  "videos_fts.keywords (video_search_keywords)",
		Drift: `SELECT COUNT(*) AS n FROM videos_fts f JOIN video_search_keywords k ON k.video = f.vid WHERE COALESCE(f.keywords, '') IS NOT k.keywords`,
		Fix: []string{`UPDATE videos_fts SET keywords = e.k FROM (SELECT f.rowid AS r, k.keywords AS k FROM videos_fts f
			JOIN video_search_keywords k ON k.video = f.vid WHERE COALESCE(f.keywords, '') IS NOT k.keywords) e WHERE videos_fts.rowid = e.r`},
	},
	{
		Name: "catalog_counters",
		Drift: `SELECT COUNT(*) AS n FROM catalog_counters WHERE
			(key = 'videos' AND value IS NOT (SELECT COUNT(*) FROM videos WHERE hidden ` + visible + `)) OR
			(key = 'premium_videos' AND value IS NOT (SELECT COUNT(*) FROM videos WHERE hidden ` + visible + ` AND is_premium ` + premium + `))`,
		Fix: []string{`UPDATE catalog_counters SET value = CASE key
			WHEN 'videos' THEN (SELECT COUNT(*) FROM videos WHERE hidden ` + visible + `)
			ELSE (SELECT COUNT(*) FROM videos WHERE hidden ` + visible + ` AND is_premium ` + premium + `) END
			WHERE key IN ('videos', 'premium_videos')`},
	},
}

// AdoptMonthlyViews makes the views_monthly rows as they stand the truth for views that
// have no per-video row in video_month_views (a demo seed's generated history; views
// counted before migration 1763790003, which runs the same SQL): per scope and month, the
// difference goes to a row with an empty video. Run in the writer's transaction.
func AdoptMonthlyViews(db dbx.Builder) error {
	for _, q := range []string{
		`INSERT INTO video_month_views (video, creator, month, views, simulated_views)
		 SELECT '', m.scope, m.month,
		   m.views - COALESCE((SELECT SUM(views) FROM video_month_views x WHERE x.creator = m.scope AND x.month = m.month), 0),
		   COALESCE(m.simulated_views, 0) - COALESCE((SELECT SUM(simulated_views) FROM video_month_views x WHERE x.creator = m.scope AND x.month = m.month), 0)
		 FROM views_monthly m WHERE m.scope != 'site' AND true
		 ON CONFLICT (video, creator, month) DO UPDATE SET views = views + excluded.views, simulated_views = simulated_views + excluded.simulated_views`,
		`INSERT INTO video_month_views (video, creator, month, views, simulated_views)
		 SELECT '', '', m.month,
		   m.views - COALESCE((SELECT SUM(views) FROM video_month_views x WHERE x.month = m.month), 0),
		   COALESCE(m.simulated_views, 0) - COALESCE((SELECT SUM(simulated_views) FROM video_month_views x WHERE x.month = m.month), 0)
		 FROM views_monthly m WHERE m.scope = 'site' AND true
		 ON CONFLICT (video, creator, month) DO UPDATE SET views = views + excluded.views, simulated_views = simulated_views + excluded.simulated_views`,
		`DELETE FROM video_month_views WHERE video = '' AND views = 0 AND simulated_views = 0`,
	} {
		if _, err := db.NewQuery(q).Execute(); err != nil {
			return fmt.Errorf("adopt views_monthly: %w", err)
		}
	}
	return nil
}

// Result: drifted rows per check, in order.
type Result struct {
	Name  string
	Drift int
}

// Run checks (and unless dryRun fixes) every derived value in one transaction.
func Run(app core.App, dryRun bool) ([]Result, error) {
	var out []Result
	err := app.RunInTransaction(func(tx core.App) error {
		for _, c := range checks {
			var row struct {
				N int `db:"n"`
			}
			if err := tx.DB().NewQuery(c.Drift).One(&row); err != nil {
				return fmt.Errorf("%s: %w", c.Name, err)
			}
			out = append(out, Result{c.Name, row.N})
			if dryRun || row.N == 0 {
				continue
			}
			for _, q := range c.Fix {
				if _, err := tx.DB().NewQuery(q).Execute(); err != nil {
					return fmt.Errorf("%s: %w", c.Name, err)
				}
			}
		}
		return nil
	})
	return out, err
}

// Command is `reelhouse repair [--dry-run]`; exit status 2 when drift was found.
func Command(app core.App) *cobra.Command {
	var dryRun bool
	cmd := &cobra.Command{
		Use:          "repair",
		Short:        "Recompute every derived value and report drift",
		Long:         "Recomputes derived data (premium flags, category index and counts, video stats with view counts and trending scores, the search index rows and tags, comment likes and usernames, creator-request history, monthly views, catalog counters) from the source rows and reports how many rows had drifted. --dry-run only reports.",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return fmt.Errorf("bootstrap: %w", err)
				}
			}
			results, err := Run(app, dryRun)
			if err != nil {
				return err
			}
			total := report(cmd.OutOrStdout(), results, dryRun)
			if total > 0 && dryRun {
				os.Exit(2)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "only report drift, change nothing")
	return cmd
}

func report(w io.Writer, results []Result, dryRun bool) int {
	total := 0
	verb := "fixed"
	if dryRun {
		verb = "found"
	}
	for _, r := range results {
		total += r.Drift
		fmt.Fprintf(w, "%-55s %8d drifted\n", r.Name, r.Drift)
	}
	fmt.Fprintf(w, "total: %d drifted rows %s\n", total, verb)
	return total
}
