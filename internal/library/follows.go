package library

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
	"reelhouse/internal/jobs"
)

// KindFollowerNotify: the job that tells a creator's followers about a new video.
const KindFollowerNotify = "follower_notify"

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
		return apierr.NotFound("creator_not_found", "Creator not found.")
	}
	if c.ID == u.Id {
		return apierr.BadRequest("follow_self", "You cannot follow yourself.")
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
// (idx_follows_pair, then idx_videos_creator_created per creator).
func (h *handlers) following(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	p := pagingOf(e)
	// Each followed creator gives at most offset+limit of their newest videos (their
	// created-ordered index), so the sort holds creators × page rows, not every video of
	// every followed creator (a creator with 10,000 videos made this a 10,000-row sort).
	items, err := h.cards("SELECT "+catalog.CardColumns+" FROM follows f JOIN videos v ON v.id IN"+
		" (SELECT x.id FROM videos x WHERE x.creator = f.creator AND x.hidden = 0 ORDER BY x.created DESC LIMIT {:upto})"+
		" LEFT JOIN video_stats s ON s.video = v.id WHERE f.follower = {:m} ORDER BY v.created DESC LIMIT {:limit} OFFSET {:offset}",
		dbx.Params{"m": u.Id, "limit": p.PerPage, "offset": p.Offset, "upto": p.Offset + p.PerPage}, nil)
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
		return apierr.NotFound("creator_not_found", "Creator not found.")
	}
	p := pagingOf(e)
	// Hidden videos stay on the channel only for its creator and admins (as in the catalog).
	hidden := " AND v.hidden = 0"
	if mayseeHidden(e, c.ID) {
		hidden = ""
	}
	q := "SELECT " + catalog.CardColumns + " FROM videos v LEFT JOIN video_stats s ON s.video = v.id" +
		" WHERE v.creator = {:c}" + hidden + " ORDER BY v.created DESC LIMIT {:limit} OFFSET {:offset}"
	if e.Request.URL.Query().Get("sort") == "views" {
		// Most viewed: walked in idx_video_stats_creator_views order, not sorted per request
		// (pb_migrations/1763805004_channel_views_index.js); every video has its stats row.
		q = "SELECT " + catalog.CardColumns + " FROM video_stats s JOIN videos v ON v.id = s.video" +
			" WHERE s.video_creator = {:c}" + hidden + " ORDER BY s.views DESC, s.video_created DESC LIMIT {:limit} OFFSET {:offset}"
	}
	items, err := h.cards(q, dbx.Params{"c": c.ID, "limit": p.PerPage, "offset": p.Offset}, nil)
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

// bindFanout: a video is announced to its creator's followers once it is published: it
// has a playable source (its video_sources row: an upload's process job writes it with the
// video, in one transaction; a record API create of an empty video has none) and is not
// hidden (held for review, hidden, removed, or its creator suspended). So the source's
// create queues the job, and so does the update that releases a held video that has one.
// The job checks both again when it runs (a retried or repeated job tells nobody twice).
func bindFanout(app core.App) {
	app.OnRecordAfterCreateSuccess("video_sources").BindFunc(func(e *core.RecordEvent) error {
		if v, err := e.App.FindRecordById("videos", e.Record.GetString("video")); err == nil && !v.GetBool("hidden") {
			queueFanout(e.App, v)
		}
		return e.Next()
	})
	app.OnRecordAfterUpdateSuccess("videos").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.Original().GetBool("hidden") && !e.Record.GetBool("hidden") && hasSource(e.App, e.Record.Id) {
			queueFanout(e.App, e.Record)
		}
		return e.Next()
	})
}

// hasSource: the video has a playable source (idx_video_sources_video).
func hasSource(app core.App, video string) bool {
	var n int
	err := app.DB().NewQuery("SELECT EXISTS(SELECT 1 FROM video_sources WHERE video = {:v})").Bind(dbx.Params{"v": video}).Row(&n)
	return err == nil && n == 1
}

// queueFanout: only a creator with followers gets a job (no queue row per seeded or
// unfollowed video).
func queueFanout(app core.App, video *core.Record) {
	creator := video.GetString("creator")
	if creator == "" || !hasFollowers(app, creator) {
		return
	}
	if _, err := jobs.Enqueue(app, KindFollowerNotify, video.Id, creator, nil, 3); err != nil {
		app.Logger().Error("library: follower notification job not queued", "video", video.Id, "error", err)
	} else if wake != nil {
		wake()
	}
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

// FanoutBatch: followers notified per statement and transaction. Each batch is one
// UPDATE and one INSERT … SELECT (no record save per follower), short enough that reads
// and other writes go on between batches.
var FanoutBatch = 5000

// CoalesceWindow: a creator's new videos reach each follower as one notice per window
// (issue 36 §4): a video published while the follower's last notice from that creator is
// younger than this is added to it ("3 new videos from …", unread again) instead of a new
// notice. So a creator with 20 uploads in an afternoon (or a flood of them, which the
// video-create throttle bounds too) is one notice in each follower's inbox.
const CoalesceWindow = 12 * time.Hour

// fanout notifies the followers in batches keyset-paged by follow id
// (idx_follows_creator_id). The rows are written in SQL, so PocketBase's record hooks do
// not broadcast them: the followers online now (the realtime clients, a few, never the
// 100,000) are told by notifyOnline.
func fanout(ctx context.Context, app core.App, job *jobs.Job) error {
	videoID := job.Record.GetString("video")
	v, err := videoForNotice(app, videoID)
	if err != nil || v.GetBool("hidden") || !hasSource(app, videoID) {
		return nil // deleted, held for review or not playable since: nothing to announce (yet)
	}
	creator := v.GetString("creator")
	subject := "New video from " + v.GetString("author")
	content := v.GetString("title") + "\n/video/" + v.GetString("slug")
	_, err = FanoutVideo(ctx, app, creator, subject, content, VideoParams(v))
	return err
}

// VideoParams: the parameters of a new_video notification (the PWA renders its text in the
// reader's language: src/features/notifications/kinds.ts), as JSON for the SQL insert.
// videos lists the ids the notice announces (a retried job adds none twice); count is
// their number once a notice holds more than one.
func VideoParams(v *core.Record) string {
	b, _ := json.Marshal(map[string]any{"author": v.GetString("author"), "title": v.GetString("title"), "slug": v.GetString("slug"),
		"video": v.Id, "videos": []string{v.Id}, "count": 1})
	return string(b)
}

// FanoutVideo tells every follower of creator about one video (the bench calls it
// directly): it adds the video to the follower's notice from this creator younger than
// CoalesceWindow, or writes a new one. It answers how many notices it wrote or updated.
// videoParams: VideoParams.
func FanoutVideo(ctx context.Context, app core.App, creator, subject, content, videoParams string) (int, error) {
	var p struct {
		Video string `json:"video"`
	}
	if err := json.Unmarshal([]byte(videoParams), &p); err != nil {
		return 0, err
	}
	online := onlineSubscribers(app)
	after := ""
	total := 0
	for {
		if ctx.Err() != nil {
			return total, ctx.Err()
		}
		// The last follow id of this batch (or none: the rest is smaller than a batch).
		var upto string
		err := app.DB().NewQuery("SELECT id FROM follows WHERE creator = {:c} AND id > {:after} ORDER BY id LIMIT 1 OFFSET {:n}").
			Bind(dbx.Params{"c": creator, "after": after, "n": FanoutBatch - 1}).Row(&upto)
		if err != nil && !isNoRows(err) {
			return total, err
		}
		bound := ""
		now := types.NowDateTime()
		params := dbx.Params{"c": creator, "after": after, "subject": subject, "content": content, "params": videoParams, "vid": p.Video,
			"now": now.String(), "since": now.Add(-CoalesceWindow).String()}
		if upto != "" {
			bound = " AND f.id <= {:upto}"
			params["upto"] = upto
		}
		followers := "SELECT f.follower FROM follows f WHERE f.creator = {:c} AND f.id > {:after}" + bound
		var n int64
		err = app.RunInTransaction(func(tx core.App) error {
			// The batch's followers with a recent notice from this creator: one more video
			// in it (idx_notifications_sender, per follower).
			res, err := tx.DB().NewQuery(`UPDATE notifications SET
				params = json_set(params, '$.count', json_array_length(params, '$.videos') + 1,
					'$.videos', json_insert(json_extract(params, '$.videos'), '$[#]', {:vid}),
					'$.title', json_extract({:params}, '$.title'), '$.slug', json_extract({:params}, '$.slug'), '$.video', {:vid}),
				subject = (json_array_length(params, '$.videos') + 1) || ' new videos from ' || json_extract({:params}, '$.author'),
				content = {:content}, read_at = '', updated = {:now}
				WHERE recipient IN (` + followers + `) AND sender = {:c} AND kind = 'new_video' AND created >= {:since}
				AND json_type(params, '$.videos') = 'array'
				AND NOT EXISTS(SELECT 1 FROM json_each(notifications.params, '$.videos') WHERE value = {:vid})`).
				Bind(params).Execute()
			if err != nil {
				return err
			}
			updated, _ := res.RowsAffected()
			// The others: a new notice, unless they have one from this creator in the
			// window or one that already announces this video (a retried job).
			res, err = tx.DB().NewQuery(`INSERT INTO notifications (id, recipient, kind, params, subject, content, sender, created, updated)
				SELECT 'r'||lower(hex(randomblob(7))), f.follower, 'new_video', {:params}, {:subject}, {:content}, {:c}, {:now}, {:now}
				FROM follows f WHERE f.creator = {:c} AND f.id > {:after}` + bound + `
				AND NOT EXISTS(SELECT 1 FROM notifications n WHERE n.recipient = f.follower AND n.sender = {:c} AND n.kind = 'new_video'
					AND (n.created >= {:since} OR n.content = {:content}
						OR (json_type(n.params, '$.videos') = 'array' AND EXISTS(SELECT 1 FROM json_each(n.params, '$.videos') WHERE value = {:vid}))))`).
				Bind(params).Execute()
			if err != nil {
				return err
			}
			inserted, _ := res.RowsAffected()
			n = updated + inserted
			return nil
		})
		if err != nil {
			return total, err
		}
		total += int(n)
		notifyOnline(app, online, creator, after, upto, content)
		if upto == "" {
			return total, nil
		}
		after = upto
	}
}

// onlineSubscribers: the signed-in realtime clients subscribed to notifications, by member.
func onlineSubscribers(app core.App) map[string][]subscriptions.Client {
	out := map[string][]subscriptions.Client{}
	for _, c := range app.SubscriptionsBroker().Clients() {
		auth, _ := c.Get(apis.RealtimeClientAuthKey).(*core.Record)
		if auth == nil || auth.Collection().Name != "users" || len(notificationSubs(c)) == 0 {
			continue
		}
		out[auth.Id] = append(out[auth.Id], c)
	}
	return out
}

// notificationSubs: the client's subscriptions that a new notification of theirs reaches
// (the collection's list topics; a topic with its own filter is left to the next refetch).
func notificationSubs(c subscriptions.Client) []string {
	subs := []string{}
	for _, prefix := range []string{"notifications/*?", "notifications?"} {
		for name, opts := range c.Subscriptions(prefix) {
			if opts.Query["filter"] == "" {
				subs = append(subs, name)
			}
		}
	}
	return subs
}

// notifyOnline sends each online follower in the batch (after, upto] their new
// notification as a realtime create event, as a record save would have.
func notifyOnline(app core.App, online map[string][]subscriptions.Client, creator, after, upto, content string) {
	for member, clients := range online {
		rec, err := app.FindFirstRecordByFilter("notifications", "recipient = {:m} && sender = {:c} && content = {:content}", dbx.Params{"m": member, "c": creator, "content": content})
		if err != nil {
			continue
		}
		var inBatch bool
		cond := "creator = {:c} AND follower = {:m} AND id > {:after}"
		params := dbx.Params{"c": creator, "m": member, "after": after}
		if upto != "" {
			cond += " AND id <= {:upto}"
			params["upto"] = upto
		}
		if app.DB().NewQuery("SELECT EXISTS(SELECT 1 FROM follows WHERE "+cond+")").Bind(params).Row(&inBatch) != nil || !inBatch {
			continue
		}
		action := "create" // a notice that now counts more than one video was there before
		if rec.GetString("created") != rec.GetString("updated") {
			action = "update"
		}
		data, err := json.Marshal(map[string]any{"action": action, "record": rec.PublicExport()})
		if err != nil {
			continue
		}
		for _, c := range clients {
			for _, sub := range notificationSubs(c) {
				c.Send(subscriptions.Message{Name: sub, Data: data})
			}
		}
	}
}
