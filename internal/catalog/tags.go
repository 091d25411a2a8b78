// Tag pages and a video's tags and captions (issue 41 items 4 and 5, migration 17980001).
package catalog

import (
	"database/sql"
	"encoding/json"
	"errors"
	"net/url"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/tags"
)

// tagPage is GET /api/reelhouse/tags/{slug}/videos: the tag's visible videos, newest
// first. The page is an index walk of video_tags (tag, hidden, video_created DESC, video
// DESC) and the total the maintained tag_counts row, so neither grows with the catalog. A
// well-formed tag without visible videos is an empty page (as a category without videos),
// a slug that is not a normalised tag 404.
func (h *handlers) tagPage(e *core.RequestEvent) error {
	slug := e.Request.PathValue("slug")
	if s := tags.Slug(slug); s != slug || s == "" {
		return apierr.NotFound("tag_not_found", "Tag not found")
	}
	total, err := h.db.tagCount(slug)
	if err != nil {
		return fail(e, err)
	}
	page, err := paged(pagingOf(e, 0, 0), total, func(l, o int) ([]card, error) { return h.db.tagVideos(slug, l, o) })
	if err != nil {
		return fail(e, err)
	}
	page.Tag = &slug
	return reply(e, page, nil)
}

// tagCount: the tag's visible videos (0 when unknown).
func (s store) tagCount(tag string) (int, error) {
	n, err := s.int("SELECT videos FROM tag_counts WHERE tag = {:tag}", dbx.Params{"tag": tag})
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return n, err
}

// tagVideosSQL is the tag page's query (tests EXPLAIN it).
var tagVideosSQL = cardsOf(`SELECT video AS vid, video_created AS vc FROM video_tags WHERE tag = {:tag} AND hidden = 0
	ORDER BY video_created DESC, video DESC LIMIT {:limit} OFFSET {:offset}`, "p.vc DESC, p.vid DESC")

func (s store) tagVideos(tag string, limit, offset int) ([]card, error) {
	return s.cards(tagVideosSQL, dbx.Params{"tag": tag, "limit": limit, "offset": offset})
}

// captionRef is one caption file of the watch page: the player's track list.
type captionRef struct {
	Language string `json:"language"`
	Label    string `json:"label"`
	URL      string `json:"url"`
}

// videoTagsAndCaptions: the watch page's tags (as stored, already normalised) and captions.
func (s store) videoTagsAndCaptions(videoID string) ([]string, []captionRef, error) {
	var raw sql.NullString
	if err := s.row("SELECT tags FROM videos WHERE id = {:id}", dbx.Params{"id": videoID}, &raw); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, nil, err
	}
	list := []string{}
	if raw.Valid && raw.String != "" {
		_ = json.Unmarshal([]byte(raw.String), &list) // stored by internal/tags: an array of strings
		if list == nil {
			list = []string{}
		}
	}
	// Served by PocketBase's file route under the collection's name, never a storage's public
	// URL: guardFile then answers 404 for a hidden video's captions.
	caps, err := queryAll(s, `SELECT id, language, label, file FROM captions WHERE video = {:id} ORDER BY language`,
		dbx.Params{"id": videoID}, func(r *sql.Rows) (captionRef, error) {
			var id, lang, label, file sql.NullString
			err := r.Scan(&id, &lang, &label, &file)
			return captionRef{Language: lang.String, Label: label.String,
				URL: "/api/files/captions/" + url.PathEscape(id.String) + "/" + url.PathEscape(file.String)}, err
		})
	if caps == nil {
		caps = []captionRef{}
	}
	return list, caps, err
}
