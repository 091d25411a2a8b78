package catalog

import (
	"database/sql"
	"errors"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// Performer pages (issue 41 §4): a performer's published videos under their stage name
// only. The performers collection is never public (internal/performers); these routes
// read just the slug and the first stage name, and only of a verified record that is in
// at least one public video, so a record nobody published stays unknown.

type performerRef struct {
	Slug      string `json:"slug"`
	StageName string `json:"stage_name"`
}

const performerRefColumns = "p.id, p.slug, COALESCE(json_extract(p.stage_names, '$[0]'), '')"

// performerBySlug: the public reference and the number of its public videos; nil when the
// slug is unknown, unverified or in no public video.
func (s store) performerBySlug(slug string) (*performerRef, string, int, error) {
	var id string
	var ref performerRef
	err := s.row("SELECT "+performerRefColumns+" FROM performers p WHERE p.slug = {:slug} AND p.verified_at != ''",
		dbx.Params{"slug": slug}, &id, &ref.Slug, &ref.StageName)
	if errors.Is(err, sql.ErrNoRows) || slug == "" {
		return nil, "", 0, nil
	}
	if err != nil {
		return nil, "", 0, err
	}
	n, err := s.int(`SELECT count(*) FROM video_performers vp CROSS JOIN videos v ON v.id = vp.video AND v.hidden = 0
		WHERE vp.performer = {:p}`, dbx.Params{"p": id})
	if err != nil || n == 0 {
		return nil, "", 0, err
	}
	return &ref, id, n, nil
}

// performerVideos: a range of idx_video_performers_performer (performer, created, id).
func (s store) performerVideos(performerID string, limit, offset int) ([]card, error) {
	return s.cards(cardsOf(`SELECT video AS vid, created AS lc, id AS lid FROM video_performers WHERE performer = {:p}
		ORDER BY created DESC, id DESC LIMIT {:limit} OFFSET {:offset}`, "p.lc DESC, p.lid DESC"),
		dbx.Params{"p": performerID, "limit": limit, "offset": offset})
}

// videoPerformers: the verified performers of a public video, for the watch page's links.
func (s store) videoPerformers(videoSlug string) ([]performerRef, bool, error) {
	var vid string
	err := s.row("SELECT id FROM videos WHERE slug = {:slug} AND hidden = 0", dbx.Params{"slug": videoSlug}, &vid)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	refs, err := queryAll(s, "SELECT "+performerRefColumns+` FROM video_performers vp CROSS JOIN performers p ON p.id = vp.performer
		WHERE vp.video = {:v} AND p.verified_at != '' AND p.slug != '' ORDER BY vp.created, vp.id LIMIT 50`, dbx.Params{"v": vid},
		func(r *sql.Rows) (performerRef, error) {
			var id string
			var ref performerRef
			err := r.Scan(&id, &ref.Slug, &ref.StageName)
			return ref, err
		})
	return refs, true, err
}

// GET /api/reelhouse/performers/{slug}?page&perPage → {performer, items, page, …}.
func (h *handlers) performerPage(e *core.RequestEvent) error {
	ref, id, total, err := h.db.performerBySlug(e.Request.PathValue("slug"))
	if err != nil {
		return fail(e, err)
	}
	if ref == nil {
		return apierr.NotFound("performer_not_found", "Performer not found.")
	}
	page, err := paged(pagingOf(e, 0, 0), total, func(l, o int) ([]card, error) { return h.db.performerVideos(id, l, o) })
	if err != nil {
		return fail(e, err)
	}
	return e.JSON(http.StatusOK, map[string]any{"performer": ref, "items": page.Items, "page": page.Page, "perPage": page.PerPage,
		"totalItems": page.TotalItems, "totalPages": page.TotalPages})
}

// GET /api/reelhouse/videos/{slug}/performers → {items: [{slug, stage_name}]}.
func (h *handlers) watchPerformers(e *core.RequestEvent) error {
	refs, found, err := h.db.videoPerformers(e.Request.PathValue("slug"))
	if err != nil {
		return fail(e, err)
	}
	if !found {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	return e.JSON(http.StatusOK, map[string]any{"items": refs})
}
