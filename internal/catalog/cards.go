package catalog

import (
	"database/sql"
	"net/url"
)

// cardColumns: what every card query selects (v = videos, s = video_stats), in the
// order scanCard reads them.
const cardColumns = `v.id, v.slug, v.title, v.author, v.duration, v.thumbnail, v.thumbnail_url, v.created,
  v.is_premium, COALESCE(s.views, 0), COALESCE(s.likes, 0), COALESCE(s.dislikes, 0),
  COALESCE(s.rating, 0), COALESCE(s.total_ratings, 0)`

type stats struct {
	Views        int64   `json:"views"`
	Likes        int64   `json:"likes"`
	Dislikes     int64   `json:"dislikes"`
	Rating       float64 `json:"rating"`
	TotalRatings int64   `json:"total_ratings"`
	// Watch page only.
	Comments *int64 `json:"comments,omitempty"`
}

// card is a video in a list (docs/api.md "card"). Cards never carry sources.
type card struct {
	ID           string  `json:"id"`
	Slug         string  `json:"slug"`
	Title        string  `json:"title"`
	Author       string  `json:"author"`
	Duration     float64 `json:"duration"`
	ThumbnailURL string  `json:"thumbnail_url"`
	Created      string  `json:"created"`
	IsPremium    bool    `json:"is_premium"`
	Stats        stats   `json:"stats"`
	IsFallback   bool    `json:"is_fallback,omitempty"`
	// State: only in a creator's own list, for a video moderation keeps off the site
	// (hidden, removed, review, suspended); no public list carries a hidden video.
	State string `json:"state,omitempty"`
}

type scanner interface{ Scan(dest ...any) error }

// scanCard reads one cardColumns row; extra receives any columns selected after them.
func scanCard(row scanner, extra ...any) (card, error) {
	var c card
	var thumb, thumbURL sql.NullString
	var duration, rating sql.NullFloat64
	dest := append([]any{&c.ID, &c.Slug, &c.Title, &c.Author, &duration, &thumb, &thumbURL, &c.Created,
		&c.IsPremium, &c.Stats.Views, &c.Stats.Likes, &c.Stats.Dislikes, &rating, &c.Stats.TotalRatings}, extra...)
	if err := row.Scan(dest...); err != nil {
		return c, err
	}
	c.Duration = duration.Float64
	c.Stats.Rating = rating.Float64
	c.ThumbnailURL = thumbnailURL(c.ID, thumb.String, thumbURL.String)
	return c, nil
}

// thumbnailURL: the uploaded thumbnail's file URL, else the thumbnail_url field, else ""
// (the UI has a fallback).
// With the files on S3 and a CDN base URL set, uploaded thumbnails come from the CDN.
func thumbnailURL(id, file, external string) string {
	if file != "" {
		if base := publicFilesBase(); base != "" {
			return base + id + "/" + url.PathEscape(file)
		}
		return "/api/files/videos/" + id + "/" + url.PathEscape(file)
	}
	return external
}

// publicFilesBase: "<CDN base>/<videos collection id>/" when thumbnails are served from
// the CDN, else "" (set by Register).
var publicFilesBase = func() string { return "" }

type categoryRef struct {
	ID   string `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
	// The video's created time as stored on the link row (for "similar"); not sent.
	videoCreated string
	// The name in each translation language (categories.name_i18n JSON); not sent.
	names string
}

type source struct {
	Type string `json:"type"`
	URL  string `json:"url"`
	// The self-hosted source only: the ladder's master playlist (once a rung exists) and
	// whether the timeline sprite exists (the player asks for thumbs.vtt only then).
	HLS    string `json:"hls,omitempty"`
	Thumbs bool   `json:"thumbs,omitempty"`
}

// watchPage is the watch route's payload: a card plus the page's fields.
type watchPage struct {
	card
	Description string        `json:"description"`
	License     string        `json:"license"`
	Creator     string        `json:"creator"`
	Updated     string        `json:"updated"`
	Categories  []categoryRef `json:"categories"`
	Locked      bool          `json:"locked"`
	Sources     []source      `json:"sources"`
	Tags        []string      `json:"tags"`
	Captions    []captionRef  `json:"captions"`
	// Moderation: set only for the creator (or an admin) opening a video moderation keeps
	// off the public site; everyone else gets 404.
	Moderation *moderationNote `json:"moderation,omitempty"`
}

// moderationNote: why a video is off the public site, for its creator's banner.
type moderationNote struct {
	State  string `json:"state"`  // hidden (pending review), removed, review (new upload), "" (creator suspended)
	Reason string `json:"reason"` // the admin's decision reason, when decided
	Case   string `json:"case"`   // the case to file a counter-statement on
}
