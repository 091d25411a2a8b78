package library

import (
	"encoding/json"
	"errors"
	"net/http"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/apierr"
	"reelhouse/internal/engagement"
)

type playlistOut struct {
	ID          string `db:"id" json:"id"`
	Owner       string `db:"owner" json:"owner"`
	OwnerName   string `db:"owner_name" json:"owner_username"`
	Title       string `db:"title" json:"title"`
	Description string `db:"description" json:"description"`
	Visibility  string `db:"visibility" json:"visibility"`
	Slug        string `db:"slug" json:"slug"`
	ItemCount   int    `db:"item_count" json:"item_count"`
	Updated     string `db:"updated" json:"updated"`
}

const playlistSelect = `SELECT p.id, p.owner, COALESCE(u.username, '') AS owner_name, p.title, p.description,
  p.visibility, p.slug, p.item_count, p.updated FROM playlists p LEFT JOIN users u ON u.id = p.owner `

type playlistInput struct {
	Title       *string `json:"title"`
	Description *string `json:"description"`
	Visibility  *string `json:"visibility"`
	// OpID: a create made offline and replayed by the outbox makes one playlist (engagement.Once).
	OpID any `json:"op_id"`
}

// validate: a clear 400 for each field that is out of bounds; nil fields are unchanged.
func (in playlistInput) validate(e *core.RequestEvent, creating bool) error {
	if in.Title != nil {
		*in.Title = trimmed(*in.Title)
		if n := utf8.RuneCountInString(*in.Title); n < 1 || n > 100 {
			return apierr.BadRequest("playlist_title_length", "The title must be 1 to 100 characters.")
		}
	} else if creating {
		return apierr.BadRequest("playlist_title_length", "The title must be 1 to 100 characters.")
	}
	if in.Description != nil && utf8.RuneCountInString(*in.Description) > 2000 {
		return apierr.BadRequest("playlist_description_too_long", "The description must be at most 2,000 characters.")
	}
	if in.Visibility != nil {
		switch *in.Visibility {
		case "private", "unlisted", "public":
		default:
			return apierr.BadRequest("playlist_visibility_invalid", "visibility must be private, unlisted or public.")
		}
	}
	return nil
}

func (in playlistInput) apply(r *core.Record) {
	if in.Title != nil {
		r.Set("title", *in.Title)
	}
	if in.Description != nil {
		r.Set("description", *in.Description)
	}
	if in.Visibility != nil {
		r.Set("visibility", *in.Visibility)
	}
}

func (h *handlers) findPlaylist(app core.App, where string, params dbx.Params) (*playlistOut, error) {
	var p playlistOut
	err := app.DB().NewQuery(playlistSelect + "WHERE " + where).Bind(params).One(&p)
	if isNoRows(err) {
		return nil, nil
	}
	return &p, err
}

// myPlaylists: GET /playlists, the caller's own (for "Save to…" and the Playlists tab);
// with ?video= each carries whether it holds that video.
func (h *handlers) myPlaylists(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	type row struct {
		playlistOut
		Has bool `db:"has" json:"has_video"`
	}
	out := []row{}
	err = h.app.DB().NewQuery(`SELECT p.id, p.owner, '' AS owner_name, p.title, p.description, p.visibility, p.slug, p.item_count, p.updated,
		EXISTS(SELECT 1 FROM playlist_items i WHERE i.playlist = p.id AND i.video = {:v}) AS has
		FROM playlists p WHERE p.owner = {:m} ORDER BY p.updated DESC LIMIT {:max}`).
		Bind(dbx.Params{"m": u.Id, "v": e.Request.URL.Query().Get("video"), "max": MaxPlaylists}).All(&out)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"items": out})
}

// createPlaylist: POST /playlists {title, description?, visibility?}; at most 200 each.
func (h *handlers) createPlaylist(e *core.RequestEvent) error {
	u, err := member(e)
	if err != nil {
		return err
	}
	var in playlistInput
	if err := readBody(e, &in); err != nil {
		return err
	}
	if err := in.validate(e, true); err != nil {
		return err
	}
	if in.Visibility == nil {
		v := "private"
		in.Visibility = &v
	}
	var out json.RawMessage
	var refused error
	var full bool
	err = h.app.RunInTransaction(func(tx core.App) error {
		// A replay answers the playlist the first send made (the same JSON), never a second one.
		out, refused, err = engagement.Once(tx, u.Id, in.OpID, "library:playlist:create", "", func() (any, error) {
			p, isFull, err := h.insertPlaylist(tx, u.Id, in)
			full = isFull
			if isFull && err == nil {
				return nil, errPlaylistLimit
			}
			return p, err
		})
		return err
	})
	if refused != nil {
		return apierr.BadRequest("op_id_conflict", refused.Error())
	}
	if full {
		return apierr.BadRequest("playlist_limit", "You already have 200 playlists, the most a member may keep.")
	}
	if err != nil {
		return err
	}
	return e.Blob(http.StatusOK, "application/json", out)
}

var errPlaylistLimit = errors.New("playlist limit")

// insertPlaylist saves a new playlist of the member inside tx; full (and no playlist) when
// they already keep MaxPlaylists.
func (h *handlers) insertPlaylist(tx core.App, owner string, in playlistInput) (*playlistOut, bool, error) {
	var n struct {
		N int `db:"n"`
	}
	if err := tx.DB().NewQuery("SELECT COUNT(*) AS n FROM playlists WHERE owner = {:m}").Bind(dbx.Params{"m": owner}).One(&n); err != nil {
		return nil, false, err
	}
	if n.N >= MaxPlaylists {
		return nil, true, nil
	}
	col, err := tx.FindCachedCollectionByNameOrId("playlists")
	if err != nil {
		return nil, false, err
	}
	r := core.NewRecord(col)
	r.Set("owner", owner)
	r.Set("slug", security.RandomStringWithAlphabet(12, "abcdefghijkmnpqrstuvwxyz23456789"))
	r.Set("item_count", 0)
	in.apply(r)
	if err := tx.Save(r); err != nil {
		return nil, false, err
	}
	created, err := h.findPlaylist(tx, "p.id = {:id}", dbx.Params{"id": r.Id})
	return created, false, err
}

// ownPlaylist: the caller's playlist by id; someone else's is a 404 (not a 403: its
// existence is private too).
func (h *handlers) ownPlaylist(e *core.RequestEvent, app core.App) (*core.Record, *core.Record, error) {
	u, err := member(e)
	if err != nil {
		return nil, nil, err
	}
	r, err := app.FindRecordById("playlists", e.Request.PathValue("id"))
	if err != nil || r.GetString("owner") != u.Id {
		return nil, nil, apierr.NotFound("playlist_not_found", "Playlist not found.")
	}
	return u, r, nil
}

func (h *handlers) updatePlaylist(e *core.RequestEvent) error {
	_, r, err := h.ownPlaylist(e, h.app)
	if err != nil {
		return err
	}
	var in playlistInput
	if err := readBody(e, &in); err != nil {
		return err
	}
	if err := in.validate(e, false); err != nil {
		return err
	}
	in.apply(r)
	if err := h.app.Save(r); err != nil {
		return err
	}
	out, err := h.findPlaylist(h.app, "p.id = {:id}", dbx.Params{"id": r.Id})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

func (h *handlers) deletePlaylist(e *core.RequestEvent) error {
	_, r, err := h.ownPlaylist(e, h.app)
	if err != nil {
		return err
	}
	if err := h.app.Delete(r); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}

// playlist: GET /playlists/{slug}: public and unlisted ones to anyone who has the slug,
// private ones to their owner only (a 404 for everyone else). Items are cards in order.
func (h *handlers) playlist(e *core.RequestEvent) error {
	p, err := h.findPlaylist(h.app, "p.slug = {:s}", dbx.Params{"s": e.Request.PathValue("slug")})
	if err != nil {
		return err
	}
	me := ""
	if e.Auth != nil {
		me = e.Auth.Id
	}
	if p == nil || (p.Visibility == "private" && p.Owner != me) {
		return apierr.NotFound("playlist_not_found", "Playlist not found.")
	}
	pg := pagingOf(e)
	if e.Request.URL.Query().Get("perPage") == "" {
		pg = page{pg.Page, maxPerPage, (pg.Page - 1) * maxPerPage}
	}
	// Its owner sees a hidden video as a stub (to remove it); anyone else not at all.
	where := "x.playlist = {:p}"
	if p.Owner != me {
		where += " AND v.hidden = 0"
	}
	items, err := h.cards("SELECT "+listColumns+", x.position FROM playlist_items x"+cardJoin+
		"WHERE "+where+" ORDER BY x.position LIMIT {:limit} OFFSET {:offset}",
		dbx.Params{"p": p.ID, "limit": pg.PerPage, "offset": pg.Offset}, withHidden(func(it *item) []any { return []any{&it.Position} }))
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"playlist": p, "page": pg.Page, "perPage": pg.PerPage, "items": unavailable(items)})
}

// addItem: POST /playlists/{id}/items {video}: appended at the end; a video already in
// the playlist stays where it is. At most 5,000 items.
func (h *handlers) addItem(e *core.RequestEvent) error {
	var body struct {
		Video string `json:"video"`
		OpID  any    `json:"op_id"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	var out json.RawMessage
	var refused error
	err := h.app.RunInTransaction(func(tx core.App) error {
		_, pl, err := h.ownPlaylist(e, tx)
		if err != nil {
			return err
		}
		if _, err := h.videoOf(e, body.Video); err != nil {
			return err
		}
		// An offline add replayed by the outbox is applied once (engagement.Once).
		out, refused, err = engagement.Once(tx, pl.GetString("owner"), body.OpID, "library:playlist:add", pl.Id+":"+body.Video, func() (any, error) {
			return h.appendItem(tx, pl, body.Video)
		})
		return err
	})
	if refused != nil {
		return apierr.BadRequest("op_id_conflict", refused.Error())
	}
	if errors.Is(err, errFull) {
		return apierr.BadRequest("playlist_full", "A playlist holds at most 5,000 videos.")
	}
	if err != nil {
		return err
	}
	return e.Blob(http.StatusOK, "application/json", out)
}

var errFull = errors.New("playlist full")

// appendItem puts the video at the end unless it is there already; errFull past 5,000.
func (h *handlers) appendItem(tx core.App, pl *core.Record, video string) (any, error) {
	var row struct {
		Has int `db:"has"`
		Max int `db:"mx"`
	}
	if err := tx.DB().NewQuery(`SELECT EXISTS(SELECT 1 FROM playlist_items WHERE playlist = {:p} AND video = {:v}) AS has,
		COALESCE((SELECT MAX(position) FROM playlist_items WHERE playlist = {:p}), -1) AS mx`).
		Bind(dbx.Params{"p": pl.Id, "v": video}).One(&row); err != nil {
		return nil, err
	}
	count := pl.GetInt("item_count")
	if row.Has == 1 {
		return map[string]any{"item_count": count}, nil
	}
	if count >= MaxPlaylistItems {
		return nil, errFull
	}
	col, err := tx.FindCachedCollectionByNameOrId("playlist_items")
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(col)
	r.Set("playlist", pl.Id)
	r.Set("video", video)
	r.Set("position", row.Max+1)
	if err := tx.Save(r); err != nil {
		return nil, err
	}
	return map[string]any{"item_count": count + 1}, touch(tx, pl.Id)
}

// touch: the playlist moves to the top of its owner's list.
func touch(tx core.App, id string) error {
	_, err := tx.DB().NewQuery("UPDATE playlists SET updated = strftime('%Y-%m-%d %H:%M:%fZ', 'now') WHERE id = {:id}").
		Bind(dbx.Params{"id": id}).Execute()
	return err
}

func (h *handlers) removeItem(e *core.RequestEvent) error {
	err := h.app.RunInTransaction(func(tx core.App) error {
		_, pl, err := h.ownPlaylist(e, tx)
		if err != nil {
			return err
		}
		r, err := tx.FindFirstRecordByFilter("playlist_items", "playlist = {:p} && video = {:v}",
			dbx.Params{"p": pl.Id, "v": e.Request.PathValue("video")})
		if err != nil {
			return apierr.NotFound("playlist_item_not_found", "That video is not in the playlist.")
		}
		if err := tx.Delete(r); err != nil {
			return err
		}
		return touch(tx, pl.Id)
	})
	if err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}

// moveItem: POST /playlists/{id}/move {video, to}: the video goes to index `to` (0-based,
// clamped) and the ones between shift by one, in SQL (no whole-list rewrite from the client).
func (h *handlers) moveItem(e *core.RequestEvent) error {
	var body struct {
		Video string `json:"video"`
		To    *int   `json:"to"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	if body.To == nil || *body.To < 0 {
		return apierr.BadRequest("playlist_position_invalid", "to must be a position from 0.")
	}
	err := h.app.RunInTransaction(func(tx core.App) error {
		_, pl, err := h.ownPlaylist(e, tx)
		if err != nil {
			return err
		}
		// Positions are made dense first, so an index is a position.
		if _, err := tx.DB().NewQuery(`UPDATE playlist_items SET position = (SELECT COUNT(*) FROM playlist_items o
			WHERE o.playlist = playlist_items.playlist AND (o.position < playlist_items.position OR (o.position = playlist_items.position AND o.id < playlist_items.id)))
			WHERE playlist = {:p}`).Bind(dbx.Params{"p": pl.Id}).Execute(); err != nil {
			return err
		}
		var row struct {
			Pos int `db:"pos"`
			N   int `db:"n"`
		}
		err = tx.DB().NewQuery("SELECT position AS pos, (SELECT COUNT(*) FROM playlist_items WHERE playlist = {:p}) AS n FROM playlist_items WHERE playlist = {:p} AND video = {:v}").
			Bind(dbx.Params{"p": pl.Id, "v": body.Video}).One(&row)
		if err != nil {
			return apierr.NotFound("playlist_item_not_found", "That video is not in the playlist.")
		}
		to := min(*body.To, row.N-1)
		params := dbx.Params{"p": pl.Id, "v": body.Video, "from": row.Pos, "to": to}
		shift := "UPDATE playlist_items SET position = position - 1 WHERE playlist = {:p} AND position > {:from} AND position <= {:to}"
		if to < row.Pos {
			shift = "UPDATE playlist_items SET position = position + 1 WHERE playlist = {:p} AND position >= {:to} AND position < {:from}"
		}
		if _, err := tx.DB().NewQuery(shift).Bind(params).Execute(); err != nil {
			return err
		}
		if _, err := tx.DB().NewQuery("UPDATE playlist_items SET position = {:to} WHERE playlist = {:p} AND video = {:v}").Bind(params).Execute(); err != nil {
			return err
		}
		return touch(tx, pl.Id)
	})
	if err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}
