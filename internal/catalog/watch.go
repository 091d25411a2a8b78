// The watch page's data, its similar videos, and the key that signs stream links.
package catalog

import (
	"math"
	"math/rand/v2"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/apierr"
	"reelhouse/internal/contentlang"
)

// signingKey: the install's playback signing key, created on first use.
func (h *handlers) signingKey() (string, error) {
	h.keyMu.Lock()
	defer h.keyMu.Unlock()
	if h.key != "" {
		return h.key, nil
	}
	key, err := h.db.signingKey()
	if err != nil {
		return "", err
	}
	if key == "" {
		key = security.RandomString(48)
		rec, err := h.app.FindFirstRecordByData("secrets", "key", "playback_signing_key")
		if err != nil {
			col, err := h.app.FindCachedCollectionByNameOrId("secrets")
			if err != nil {
				return "", err
			}
			rec = core.NewRecord(col)
			rec.Set("key", "playback_signing_key")
		}
		rec.Set("value", key)
		if err := h.app.Save(rec); err != nil {
			return "", err
		}
	}
	h.key = key
	return key, nil
}

func (h *handlers) watch(e *core.RequestEvent) error {
	row, err := h.db.videoBySlug(e.Request.PathValue("slug"))
	if err != nil {
		return fail(e, err)
	}
	if row == nil {
		return h.hiddenWatch(e)
	}
	cats, err := h.db.videoCategories(row.ID)
	if err != nil {
		return fail(e, err)
	}
	localizeCategories(cats, contentlang.Of(query(e, "lang")))
	tagList, caps, err := h.db.videoTagsAndCaptions(row.ID)
	if err != nil {
		return fail(e, err)
	}
	c := h.callerOf(e)
	playable := canPlay(c, row.IsPremium, row.Creator)
	sources := []source{}
	if playable {
		// Sources and the playback token are per caller: never cached.
		src, err := h.db.videoSourceOf(row.ID)
		if err != nil {
			return fail(e, err)
		}
		token := ""
		if src != nil && src.File != "" {
			key, err := h.signingKey()
			if err != nil {
				return fail(e, err)
			}
			token = issueToken(row.ID, c.tokenSubject(), row.Duration, h.now().Unix(), func(t string) string { return security.HS256(t, key) })
		}
		sources = buildSources(row.ID, token, src)
	}
	comments := row.Comments
	page := watchPage{
		card:        row.card,
		Description: row.Description,
		License:     row.License,
		Creator:     row.Creator,
		Updated:     row.Updated,
		Categories:  cats,
		Locked:      !playable,
		Sources:     sources,
		Tags:        tagList,
		Captions:    caps,
	}
	page.Stats.Comments = &comments
	return e.JSON(http.StatusOK, page)
}

func (h *handlers) similar(e *core.RequestEvent) error {
	items, err := h.similarCards(e.Request.PathValue("slug"))
	if err != nil {
		return fail(e, err)
	}
	if items == nil {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	return e.JSON(http.StatusOK, map[string][]card{"items": items})
}

// similarCards: nil for an unknown slug.
func (h *handlers) similarCards(slug string) ([]card, error) {
	row, err := h.db.videoBySlug(slug)
	if err != nil || row == nil {
		return nil, err
	}
	cats, err := h.db.videoCategories(row.ID)
	if err != nil {
		return nil, err
	}
	cats = cats[:min(len(cats), 3)]
	perCategory := int(math.Ceil(float64(similarLimits.Category) / float64(max(1, len(cats)))))
	cand := similarCandidates{SelfID: row.ID}
	for _, c := range cats {
		// The videos just older than this one in the category, else (too few) also its newest.
		before := c.videoCreated
		if before == "" {
			before = row.Created
		}
		older, err := h.db.categoryIDs(c.ID, before, perCategory+1)
		if err != nil {
			return nil, err
		}
		if len(older) <= perCategory {
			newest, err := h.db.categoryIDs(c.ID, "", perCategory+1)
			if err != nil {
				return nil, err
			}
			older = append(older, newest...)
		}
		cand.Category = append(cand.Category, older...)
	}
	if cand.Author, err = h.db.authorVideos(row.Author, row.ID, similarLimits.Author); err != nil {
		return nil, err
	}
	if cand.Trending, err = h.db.trendingIDs(similarLimits.Trending + 1); err != nil {
		return nil, err
	}
	words := similarWords(row.Title, 4)
	if match := anyWordMatch(words); match != "" {
		hits, err := h.db.newestTitleMatches(match, similarSearchWindow)
		if err != nil {
			return nil, err
		}
		others := hits[:0]
		for _, hit := range hits {
			if hit.ID != row.ID {
				others = append(others, hit)
			}
		}
		cand.Search = rankTitleMatches(words, others, similarLimits.Search)
	}
	ranked := rankSimilar(cand, similarMax, similarJitter, rand.Float64)
	ids := make([]string, len(ranked))
	for i, r := range ranked {
		ids[i] = r.ID
	}
	return h.db.cardsByIDs(ids)
}

// hiddenWatch: a video moderation keeps off the site opens for its creator and admins with
// the reason (the page shows a banner and the way to a counter-statement), never playable;
// anyone else gets the same 404 as for an unknown slug. Signed-in answers are private
// (hotpath.Visitors), so this never reaches a shared cache.
func (h *handlers) hiddenWatch(e *core.RequestEvent) error {
	c := h.callerOf(e)
	if !c.SignedIn && c.SuperuserID == "" {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	row, note, err := h.db.hiddenVideoBySlug(e.Request.PathValue("slug"))
	if err != nil {
		return fail(e, err)
	}
	if row == nil || !(c.Admin || c.SuperuserID != "" || (c.UserID != "" && c.UserID == row.Creator)) {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	cats, err := h.db.videoCategories(row.ID)
	if err != nil {
		return fail(e, err)
	}
	tagList, caps, err := h.db.videoTagsAndCaptions(row.ID)
	if err != nil {
		return fail(e, err)
	}
	comments := row.Comments
	page := watchPage{card: row.card, Description: row.Description, License: row.License, Creator: row.Creator,
		Updated: row.Updated, Categories: cats, Locked: true, Sources: []source{}, Tags: tagList, Captions: caps, Moderation: note}
	page.Stats.Comments = &comments
	return e.JSON(http.StatusOK, page)
}
