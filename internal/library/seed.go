package library

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// SeedOptions: a big library on top of a seeded catalog (issue 22 item 8), written in SQL
// (INSERT … SELECT over a counter), so 100,000 followers or millions of history rows take
// seconds. The count triggers keep the derived counts (followers, favourites, items).
type SeedOptions struct {
	Members   int    // extra members (usernames libm1…), each with History rows of history
	History   int    // history rows per extra member
	Playlists int    // playlists spread over the extra members (a third public), Items each
	Items     int    // items per playlist
	Followers int    // of the creator below: that many extra members follow them
	Creator   string // username of the creator followed ("" = the first creator)
	// CreatorVideos: the creator above owns at least that many videos (moved from others),
	// so a channel page can be measured at the 10,000 videos.
	CreatorVideos int
	Member        string // username of one member who gets Big favourites, watch later and history rows
	Big           int
	Out           io.Writer
}

// Seed runs the big-library seed on app's database (bootstrapped, with videos).
func Seed(app core.App, o SeedOptions) error {
	if o.Out == nil {
		o.Out = io.Discard
	}
	start := time.Now()
	var videos int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM videos").Row(&videos); err != nil {
		return err
	}
	if videos == 0 {
		return errors.New("seed-library: seed the catalog first (reelhouse seed)")
	}
	now := time.Now().UTC().Format("2006-01-02 15:04:05.000Z")
	var tx core.App // the transaction below
	exec := func(q string, p dbx.Params) error {
		p["now"] = now
		_, err := tx.DB().NewQuery(q).Bind(p).Execute()
		return err
	}
	// Videos by a dense number (vn 0…videos-1), so each row picks one with a modulo.
	counter := func(n int) string {
		return fmt.Sprintf("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < %d)", n-1)
	}
	const vids = "vids AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS vn FROM videos)"
	err := app.RunInTransaction(func(txApp core.App) error {
		tx = txApp
		app := txApp
		var first int
		if err := app.DB().NewQuery("SELECT COUNT(*) FROM users WHERE username LIKE 'libm%'").Row(&first); err != nil {
			return err
		}
		if o.Members > 0 {
			// Members who cannot sign in (no password hash): rows to scale the tables.
			err := exec(counter(o.Members)+` INSERT INTO users (id, email, username, tokenKey, verified, roles, created, updated)
				SELECT printf('lm%013d', i + {:first}), printf('libm%d@seed.invalid', i + {:first}), printf('libm%d', i + {:first}),
				lower(hex(randomblob(16))), TRUE, '[]', {:now}, {:now} FROM n`, dbx.Params{"first": first})
			if err != nil {
				return err
			}
		}
		if o.History > 0 && o.Members > 0 {
			err := exec(counter(o.Members*o.History)+", "+vids+` INSERT INTO watch_history (id, member, video, position, duration, finished, created, updated)
				SELECT 'r'||lower(hex(randomblob(7))), printf('lm%013d', i / {:h} + {:first}), v.id, 5, 5, (i % 3 = 0), {:now},
				strftime('%Y-%m-%d %H:%M:%f', 'now', printf('-%d seconds', i % 100000)) || 'Z'
				FROM n JOIN vids v ON v.vn = ((i / {:h}) * 7 + i % {:h}) % {:videos} WHERE i % {:h} < {:videos}
				ON CONFLICT DO NOTHING`, dbx.Params{"h": o.History, "first": first, "videos": videos})
			if err != nil {
				return fmt.Errorf("history: %w", err)
			}
		}
		if o.Playlists > 0 && o.Members > 0 {
			err := exec(counter(o.Playlists)+` INSERT INTO playlists (id, owner, title, description, visibility, slug, item_count, created, updated)
				SELECT printf('lp%013d', i + {:p0}), printf('lm%013d', i % {:m} + {:first}), printf('Seeded playlist %d', i), '',
				CASE i % 3 WHEN 0 THEN 'public' WHEN 1 THEN 'unlisted' ELSE 'private' END,
				printf('seed-%d-%s', i + {:p0}, lower(hex(randomblob(4)))), 0, {:now}, {:now} FROM n`,
				dbx.Params{"m": o.Members, "first": first, "p0": first})
			if err != nil {
				return fmt.Errorf("playlists: %w", err)
			}
			if o.Items > 0 {
				err := exec(counter(o.Playlists*o.Items)+", "+vids+` INSERT INTO playlist_items (id, playlist, video, position, created, updated)
					SELECT 'r'||lower(hex(randomblob(7))), printf('lp%013d', i / {:k} + {:p0}), v.id, i % {:k}, {:now}, {:now}
					FROM n JOIN vids v ON v.vn = (i * 13) % {:videos} WHERE TRUE ON CONFLICT DO NOTHING`,
					dbx.Params{"k": o.Items, "p0": first, "videos": videos})
				if err != nil {
					return fmt.Errorf("playlist items: %w", err)
				}
			}
		}
		creator := o.Creator
		if creator == "" && (o.Followers > 0 || o.CreatorVideos > 0) {
			if err := app.DB().NewQuery("SELECT username FROM users WHERE EXISTS(SELECT 1 FROM json_each(roles) WHERE value = 'creator') ORDER BY created LIMIT 1").Row(&creator); err != nil {
				return fmt.Errorf("followers: no creator: %w", err)
			}
		}
		if o.CreatorVideos > 0 {
			// The triggers move each video's stats row (video_creator) with it.
			err := exec(`UPDATE videos SET creator = (SELECT id FROM users WHERE username = {:c})
				WHERE id IN (SELECT id FROM videos WHERE creator IS NOT (SELECT id FROM users WHERE username = {:c})
				ORDER BY id LIMIT max(0, {:n} - (SELECT COUNT(*) FROM videos WHERE creator = (SELECT id FROM users WHERE username = {:c}))))`,
				dbx.Params{"c": creator, "n": o.CreatorVideos})
			if err != nil {
				return fmt.Errorf("creator videos: %w", err)
			}
		}
		if o.Followers > 0 {
			if o.Members < o.Followers {
				return errors.New("seed-library: --followers needs at least as many --members")
			}
			err := exec(counter(o.Followers)+` INSERT INTO follows (id, follower, creator, created, updated)
				SELECT 'r'||lower(hex(randomblob(7))), printf('lm%013d', i + {:first}), (SELECT id FROM users WHERE username = {:c}), {:now}, {:now}
				FROM n WHERE TRUE ON CONFLICT DO NOTHING`, dbx.Params{"first": first, "c": creator})
			if err != nil {
				return fmt.Errorf("followers: %w", err)
			}
		}
		if o.Member != "" && o.Big > 0 {
			var id string
			if err := app.DB().NewQuery("SELECT id FROM users WHERE username = {:u}").Bind(dbx.Params{"u": o.Member}).Row(&id); err != nil {
				return fmt.Errorf("--member %s: %w", o.Member, err)
			}
			for _, t := range []string{"favourites", "watch_later", "watch_history"} {
				cols, vals := "", ""
				if t == "watch_history" {
					cols, vals = ", position, duration, finished", ", 5, 5, (v.vn % 4 = 0)"
				}
				err := exec(`WITH `+vids+` INSERT INTO `+t+` (id, member, video, created, updated`+cols+`)
					SELECT 'r'||lower(hex(randomblob(7))), {:m}, v.id,
					strftime('%Y-%m-%d %H:%M:%f', 'now', printf('-%d seconds', v.vn)) || 'Z',
					strftime('%Y-%m-%d %H:%M:%f', 'now', printf('-%d seconds', v.vn)) || 'Z'`+vals+`
					FROM vids v WHERE v.vn < {:n} ON CONFLICT DO NOTHING`, dbx.Params{"m": id, "n": o.Big})
				if err != nil {
					return fmt.Errorf("%s: %w", t, err)
				}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(o.Out, "seeded the library in %s\n", time.Since(start).Round(time.Millisecond))
	return nil
}

// SeedCommand: `reelhouse seed-library` (after `reelhouse seed`).
func SeedCommand(app core.App) *cobra.Command {
	var o SeedOptions
	cmd := &cobra.Command{
		Use:          "seed-library",
		Short:        "Add a big library (members, history, playlists, followers) to a seeded catalog",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.Members < 0 || o.History < 0 || o.Playlists < 0 || o.Items < 0 || o.Followers < 0 || o.Big < 0 || o.CreatorVideos < 0 {
				return errors.New("counts must be ≥ 0")
			}
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return err
				}
			}
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			o.Out = cmd.OutOrStdout()
			return Seed(app, o)
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Members, "members", 20000, "extra members")
	f.IntVar(&o.History, "history", 300, "history rows per extra member")
	f.IntVar(&o.Playlists, "playlists", 50000, "playlists over the extra members")
	f.IntVar(&o.Items, "items", 10, "items per playlist")
	f.IntVar(&o.Followers, "followers", 0, "extra members following --creator")
	f.StringVar(&o.Creator, "creator", "", "the creator followed (default: the first creator)")
	f.IntVar(&o.CreatorVideos, "creator-videos", 0, "give --creator at least that many videos (taken from others)")
	f.StringVar(&o.Member, "member", "", "a member who gets --big rows in favourites, watch later and history")
	f.IntVar(&o.Big, "big", 10000, "rows per list for --member")
	return cmd
}
