package library

import (
	"context"
	"net/http"
	"net/url"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/catalog"
	"reelhouse/internal/jobs"
)

// KindFollowerNotify: the job that tells a creator's followers about a new video.
const KindFollowerNotify = "follower_notify"

// fanoutBatch: followers notified per transaction (short write locks: reads go on).
const fanoutBatch = 500

type creatorOut struct {
	ID        string `db:"id" json:"id"`
	Username  string `db:"username" json:"username"`
	Avatar    string `db:"avatar" json:"-"`
	AvatarURL string `json:"avatar_url"`
	Bio       string `db:"bio" json:"bio"`
	Followers int    `db:"followers" json:"follower_count"`
	Following bool   `db:"following" json:"following"`
	Videos    int    `json:"-"`
}

// creatorByName: a creator (a member with the creator role) or nil.
func (h *handlers) creatorByName(app core.App, username, me string) (*creatorOut, error) {
	var c creatorOut
	err := app.DB().NewQuery(`SELECT u.id, u.username, u.avatar, u.bio,
		COALESCE((SELECT n FROM creator_follower_counts WHERE creator = u.id), 0) AS followers,
		EXISTS(SELECT 1 FROM follows WHERE follower = {:me} AND creator = u.id) AS following
		FROM users u WHERE u.username = {:name} AND EXISTS(SELECT 1 FROM json_each(u.roles) WHERE value = 'creator')`).
		Bind(dbx.Params{"name": username, "me": me}).One(&c)
	if isNoRows(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if c.Avatar != "" {
		c.AvatarURL = "/api/files/_pb_users_auth_/" + c.ID + "/" + url.PathEscape(c.Avatar)
	}
	return &c, nil
}

func (h *handlers) follow(e *core.RequestEvent) error   { return h.setFollow(e, true) }
func (h *handlers) unfollow(e *core.RequestEvent) error { return h.setFollow(e, false) }

// setFollow: POST|DELETE /follows/{username}; idempotent; a member cannot follow themself.
func (h *handlers) setFollow(e *core.RequestEvent, on bool) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	c, err := h.creatorByName(h.app, e.Request.PathValue("username"), u.Id)
	if err != nil {
		return err
	}
	if c == nil {
		return e.NotFoundError("Creator not found.", nil)
	}
	if c.ID == u.Id {
		return e.BadRequestError("You cannot follow yourself.", nil)
	}
	var out *creatorOut
	err = h.app.RunInTransaction(func(tx core.App) error {
		cur, err := tx.FindFirstRecordByFilter("follows", "follower = {:f} && creator = {:c}", dbx.Params{"f": u.Id, "c": c.ID})
		if err != nil && !isNoRows(err) {
			return err
		}
		if on && cur == nil {
			col, err := tx.FindCachedCollectionByNameOrId("follows")
			if err != nil {
				return err
			}
			r := core.NewRecord(col)
			r.Set("follower", u.Id)
			r.Set("creator", c.ID)
			if err := tx.Save(r); err != nil {
				return err
			}
		} else if !on && cur != nil {
			if err := tx.Delete(cur); err != nil {
				return err
			}
		}
		out, err = h.creatorByName(tx, c.Username, u.Id)
		return err
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"following": out.Following, "follower_count": out.Followers})
}

// following: GET /following: the newest videos of the creators the caller follows
// (idx_follows_follower_created, then idx_videos_creator_created per creator).
func (h *handlers) following(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	p := pagingOf(e)
	items, err := h.cards("SELECT "+catalog.CardColumns+" FROM follows f JOIN videos v ON v.creator = f.creator"+
		" LEFT JOIN video_stats s ON s.video = v.id WHERE f.follower = {:m} ORDER BY v.created DESC LIMIT {:limit} OFFSET {:offset}",
		dbx.Params{"m": u.Id, "limit": p.PerPage, "offset": p.Offset}, nil)
	if err != nil {
		return err
	}
	return listPage(e, p, items)
}

// channel: GET /channel/{username}?sort=newest|views&page=: a creator's page.
func (h *handlers) channel(e *core.RequestEvent) error {
	me := ""
	if u := e.Auth; u != nil {
		me = u.Id
	}
	c, err := h.creatorByName(h.app, e.Request.PathValue("username"), me)
	if err != nil {
		return err
	}
	if c == nil {
		return e.NotFoundError("Creator not found.", nil)
	}
	p := pagingOf(e)
	order := "v.created DESC"
	if e.Request.URL.Query().Get("sort") == "views" {
		order = "COALESCE(s.views, 0) DESC, v.created DESC"
	}
	items, err := h.cards("SELECT "+catalog.CardColumns+" FROM videos v LEFT JOIN video_stats s ON s.video = v.id"+
		" WHERE v.creator = {:c} ORDER BY "+order+" LIMIT {:limit} OFFSET {:offset}",
		dbx.Params{"c": c.ID, "limit": p.PerPage, "offset": p.Offset}, nil)
	if err != nil {
		return err
	}
	lists := []playlistOut{}
	err = h.app.DB().NewQuery(playlistSelect + "WHERE p.owner = {:c} AND p.visibility = 'public' ORDER BY p.updated DESC LIMIT 50").
		Bind(dbx.Params{"c": c.ID}).All(&lists)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"creator": c, "page": p.Page, "perPage": p.PerPage, "videos": items, "playlists": lists})
}

// bindFanout: a new video of a creator queues one notification job; the job (not the
// upload or create request) writes the followers' notifications.
func bindFanout(app core.App) {
	app.OnRecordAfterCreateSuccess("videos").BindFunc(func(e *core.RecordEvent) error {
		// Only a creator with followers gets a job (no queue row per seeded or unfollowed video).
		if creator := e.Record.GetString("creator"); creator != "" && hasFollowers(e.App, creator) {
			if _, err := jobs.Enqueue(e.App, KindFollowerNotify, e.Record.Id, creator, nil, 3); err != nil {
				e.App.Logger().Error("library: follower notification job not queued", "video", e.Record.Id, "error", err)
			} else if wake != nil {
				wake()
			}
		}
		return e.Next()
	})
}

var wake func()

func hasFollowers(app core.App, creator string) bool {
	var row struct {
		N int `db:"n"`
	}
	err := app.DB().NewQuery("SELECT EXISTS(SELECT 1 FROM follows WHERE creator = {:c}) AS n").Bind(dbx.Params{"c": creator}).One(&row)
	return err == nil && row.N == 1
}

// HandleJobs registers the fan-out on the server's one job queue (internal/uploads).
func HandleJobs(q *jobs.Queue) {
	wake = q.Wake
	q.Handle(KindFollowerNotify, fanout)
}

// fanout notifies the followers in batches, keyset-paged by follow id (idx_follows_creator_id).
// Each notification is a record save, so realtime reaches followers who are online; a
// retried job skips those already told about this video (same content, same recipient).
func fanout(ctx context.Context, app core.App, job *jobs.Job) error {
	videoID := job.Record.GetString("video")
	v, err := app.FindRecordById("videos", videoID)
	if err != nil {
		return nil // deleted since: nothing to announce
	}
	creator := v.GetString("creator")
	subject := "New video from " + v.GetString("author")
	content := v.GetString("title") + "\n/video/" + v.GetString("slug")
	col, err := app.FindCachedCollectionByNameOrId("notifications")
	if err != nil {
		return err
	}
	after := ""
	for {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var rows []struct {
			ID       string `db:"id"`
			Follower string `db:"follower"`
		}
		err := app.DB().NewQuery(`SELECT f.id, f.follower FROM follows f WHERE f.creator = {:c} AND f.id > {:after}
			AND NOT EXISTS(SELECT 1 FROM notifications n WHERE n.recipient = f.follower AND n.content = {:content})
			ORDER BY f.id LIMIT {:n}`).Bind(dbx.Params{"c": creator, "after": after, "content": content, "n": fanoutBatch}).All(&rows)
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return nil
		}
		err = app.RunInTransaction(func(tx core.App) error {
			for _, r := range rows {
				n := core.NewRecord(col)
				n.Set("recipient", r.Follower)
				n.Set("subject", subject)
				n.Set("content", content)
				n.Set("sender", creator)
				if err := tx.Save(n); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		after = rows[len(rows)-1].ID
	}
}
