package library

import (
	"encoding/json"
	"math"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
	"reelhouse/internal/engagement"
	"reelhouse/internal/groupcommit"
)

// collections of the two toggle lists, by their route name.
var toggleLists = map[string]string{"favourites": "favourites", "watch-later": "watch_later"}

// cardJoin: a list's rows as catalog cards. A video moderation hid (videos.hidden) stays
// in the member's lists as a stub that says it is no longer available (issue 36: the
// member saved it, and can remove it), never with its title, thumbnail or a source:
// listColumns selects the flag and unavailable() blanks the card.
const cardJoin = " JOIN videos v ON v.id = x.video LEFT JOIN video_stats s ON s.video = v.id "

// listColumns: CardColumns and the hidden flag; scan them with withHidden.
const listColumns = catalog.CardColumns + ", v.hidden"

// withHidden scans the flag of listColumns before a list's own extra columns.
func withHidden(extra func(*item) []any) func(*item) []any {
	return func(it *item) []any {
		dest := []any{&it.hidden}
		if extra != nil {
			dest = append(dest, extra(it)...)
		}
		return dest
	}
}

// unavailable turns the items of hidden videos into stubs: the id (to remove it by) and
// the list's own fields, nothing of the video.
func unavailable(items []item) []item {
	for i := range items {
		if items[i].hidden {
			items[i].Card = catalog.Card{ID: items[i].ID}
			items[i].Unavailable = true
		}
	}
	return items
}

// list: GET /lists/{favourites|watch-later|history|continue}, the caller's own, newest
// first. Paged by ?page= (OFFSET) or by the answer's `next` cursor (?cursor=): a keyset on
// the list's time and rowid, which the (member, time) index holds in order, so page 100
// of a 10,000-item list costs what page 1 does.
func (h *handlers) list(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	p := pagingOf(e)
	after, err := cursorOf(e)
	if err != nil {
		return err
	}
	params := dbx.Params{"m": u.Id, "limit": p.PerPage, "offset": p.Offset}
	var table, key, where, cols string
	var extra func(*item) []any
	switch name := e.Request.PathValue("list"); name {
	case "favourites", "watch-later":
		table, key, where, cols = toggleLists[name], "created", "x.member = {:m}", ", x.created"
		extra = func(it *item) []any { return []any{&it.Added, &it.rowid} }
	case "history", "continue":
		table, key, where, cols = "watch_history", "updated", "x.member = {:m}", ", x.updated, x.position, x.duration, x.finished"
		if name == "continue" {
			// A resume shelf: nothing to resume in a video that is no longer available.
			where += " AND x.finished = FALSE AND v.hidden = 0"
		}
		extra = func(it *item) []any { return []any{&it.Added, &it.Position, &it.Length, &it.Finished, &it.rowid} }
	default:
		return apierr.NotFound("list_not_found", "No such list.")
	}
	if after != nil {
		where += " AND (x." + key + ", x.rowid) < ({:ct}, {:cr})"
		params["ct"], params["cr"], params["offset"] = after.at, after.rowid, 0
	}
	q := "SELECT " + listColumns + cols + ", x.rowid FROM " + table + " x" + cardJoin +
		"WHERE " + where + " ORDER BY x." + key + " DESC, x.rowid DESC LIMIT {:limit} OFFSET {:offset}"
	items, err := h.cards(q, params, withHidden(extra))
	if err != nil {
		return err
	}
	return listPage(e, p, unavailable(items))
}

type videoState struct {
	Favourite      bool    `json:"favourite"`
	WatchLater     bool    `json:"watch_later"`
	FavouriteCount int     `json:"favourite_count"`
	Position       float64 `json:"position"`
	Finished       bool    `json:"finished"`
}

func (h *handlers) stateOf(app core.App, memberID, video string) (videoState, error) {
	var s videoState
	var row struct {
		F  int     `db:"f"`
		W  int     `db:"w"`
		N  int     `db:"n"`
		P  float64 `db:"p"`
		Fi bool    `db:"fi"`
	}
	err := app.DB().NewQuery(`SELECT
		EXISTS(SELECT 1 FROM favourites WHERE member = {:m} AND video = {:v}) AS f,
		EXISTS(SELECT 1 FROM watch_later WHERE member = {:m} AND video = {:v}) AS w,
		COALESCE((SELECT n FROM video_favourite_counts WHERE video = {:v}), 0) AS n,
		COALESCE((SELECT position FROM watch_history WHERE member = {:m} AND video = {:v}), 0) AS p,
		COALESCE((SELECT finished FROM watch_history WHERE member = {:m} AND video = {:v}), FALSE) AS fi`).
		Bind(dbx.Params{"m": memberID, "v": video}).One(&row)
	if err != nil {
		return s, err
	}
	return videoState{row.F == 1, row.W == 1, row.N, row.P, row.Fi}, nil
}

// state: GET /state/{video}: the watch page's heart, watch-later mark, favourite count and
// resume position. A visitor gets the count only.
func (h *handlers) state(e *core.RequestEvent) error {
	video := e.Request.PathValue("video")
	if _, err := h.videoOf(e, video); err != nil {
		return err
	}
	id := ""
	if u, err := member(e); err == nil {
		id = u.Id
	}
	s, err := h.stateOf(h.app, id, video)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, s)
}

// add / remove: POST|DELETE /lists/{favourites|watch-later}/{video}; idempotent.
func (h *handlers) add(e *core.RequestEvent) error    { return h.toggle(e, true) }
func (h *handlers) remove(e *core.RequestEvent) error { return h.toggle(e, false) }

func (h *handlers) toggle(e *core.RequestEvent, on bool) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	table, ok := toggleLists[e.Request.PathValue("list")]
	if !ok {
		return apierr.NotFound("list_not_found", "No such list.")
	}
	video := e.Request.PathValue("video")
	// Saving needs a video the caller may see; removing does not: a video moderation took
	// off the site stays in the list as a stub its member must be able to remove.
	if on {
		if _, err := h.videoOf(e, video); err != nil {
			return err
		}
	}
	// An offline change replayed by the outbox (op_id) is applied once: a replay answers
	// what the first one did, so a later change made elsewhere is not undone.
	var body struct {
		OpID any `json:"op_id"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	kind := "library:" + table + ":remove"
	if on {
		kind = "library:" + table + ":add"
	}
	var out json.RawMessage
	var refused error
	// Through the group commit (internal/groupcommit): a list toggle and a saved position
	// are the library's hot small writes; each still runs whole in one transaction.
	err = groupcommit.For(h.app).Do(func(tx core.App) error {
		var err error
		out, refused, err = engagement.Once(tx, u.Id, body.OpID, kind, video, func() (any, error) {
			return h.applyToggle(tx, table, u.Id, video, on)
		})
		return err
	})
	if refused != nil {
		return apierr.BadRequest("op_id_conflict", refused.Error())
	}
	if err != nil {
		return err
	}
	return e.Blob(http.StatusOK, "application/json", out)
}

// applyToggle adds or removes the row (idempotent) and answers the video's state.
func (h *handlers) applyToggle(tx core.App, table, memberID, video string, on bool) (videoState, error) {
	cur, err := tx.FindFirstRecordByFilter(table, "member = {:m} && video = {:v}", dbx.Params{"m": memberID, "v": video})
	if err != nil && !isNoRows(err) {
		return videoState{}, err
	}
	switch {
	case on && cur == nil:
		col, err := tx.FindCachedCollectionByNameOrId(table)
		if err != nil {
			return videoState{}, err
		}
		r := core.NewRecord(col)
		r.Set("member", memberID)
		r.Set("video", video)
		if err := tx.Save(r); err != nil {
			return videoState{}, err
		}
	case !on && cur != nil:
		if err := tx.Delete(cur); err != nil {
			return videoState{}, err
		}
	}
	return h.stateOf(tx, memberID, video)
}

// savePosition: POST /history/{video} {position}: the player's saved position (at most
// every 10 s and on pause/leave, src/features/library/resume.ts). Refused: a position
// that is not a finite number, is negative, or lies past the video's end. With history
// paused nothing is stored.
func (h *handlers) savePosition(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	var body struct {
		Position any `json:"position"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	pos, ok := body.Position.(float64)
	if !ok || math.IsNaN(pos) || math.IsInf(pos, 0) || pos < 0 {
		return apierr.BadRequest("position_invalid", "position must be a number of seconds.")
	}
	video := e.Request.PathValue("video")
	duration, err := h.videoOf(e, video)
	if err != nil {
		return err
	}
	if pos > duration+1 { // a second of slack for the player's rounding
		return apierr.BadRequest("position_past_end", "position lies past the end of the video.")
	}
	pos = min(pos, duration)
	if u.GetBool("pause_history") {
		return e.JSON(http.StatusOK, map[string]any{"saved": false, "paused": true})
	}
	finished := Finished(pos, duration)
	err = groupcommit.For(h.app).Do(func(tx core.App) error {
		r, err := tx.FindFirstRecordByFilter("watch_history", "member = {:m} && video = {:v}", dbx.Params{"m": u.Id, "v": video})
		if err != nil && !isNoRows(err) {
			return err
		}
		if r == nil {
			col, err := tx.FindCachedCollectionByNameOrId("watch_history")
			if err != nil {
				return err
			}
			r = core.NewRecord(col)
			r.Set("member", u.Id)
			r.Set("video", video)
		}
		r.Set("position", pos)
		r.Set("duration", duration)
		r.Set("finished", finished)
		return tx.Save(r)
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"saved": true, "position": pos, "finished": finished})
}

// Finished: a video counts as watched once fewer than 10 s (or 5 %) are left; it then
// leaves Continue watching.
func Finished(pos, duration float64) bool {
	return duration > 0 && duration-pos <= math.Max(10, duration*0.05)
}

func (h *handlers) forgetOne(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	_, err = h.app.DB().NewQuery("DELETE FROM watch_history WHERE member = {:m} AND video = {:v}").
		Bind(dbx.Params{"m": u.Id, "v": e.Request.PathValue("video")}).Execute()
	if err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}

func (h *handlers) forgetAll(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	if _, err := h.app.DB().NewQuery("DELETE FROM watch_history WHERE member = {:m}").Bind(dbx.Params{"m": u.Id}).Execute(); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}
