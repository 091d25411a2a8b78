package web

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/routes"
)

// oEmbed (issue 41 §1, https://oembed.com): GET /oembed?url=<a watch or embed page of this
// site>&format=json answers a `video` with the title, author, thumbnail and, while
// embedding is on, the iframe of /embed/{slug}. A hidden video is 404 like its page; a
// premium video's answer is the same as a free one's (nothing in oEmbed plays: the iframe
// asks the watch route, which locks it for a visitor). The discovery <link> is in the watch
// page's head (seo.go).

var slugRe = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// videoPathRe: a watch page (the route table's "video" route, /video/{slug}) or /embed/{slug},
// optionally under a language prefix.
var videoPathRe = regexp.MustCompile(`^/(?:(?:de|es|fr)/)?(?:` + regexp.QuoteMeta(strings.Trim(routes.Get().Routes["video"].Prefix(), "/")) +
	`|embed)/([a-z0-9]+(?:-[a-z0-9]+)*)/?$`)

// slugOfShared: the slug of a shared link of this site (host checked against the
// request's), "" when it is not one.
func slugOfShared(raw, host string) string {
	if len(raw) > 2048 {
		return ""
	}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || !strings.EqualFold(u.Host, host) {
		return ""
	}
	m := videoPathRe.FindStringSubmatch(u.Path)
	if m == nil {
		return ""
	}
	return m[1]
}

type oembedAnswer struct {
	Version      string `json:"version"`
	Type         string `json:"type"`
	Title        string `json:"title"`
	AuthorName   string `json:"author_name"`
	ProviderName string `json:"provider_name"`
	ProviderURL  string `json:"provider_url"`
	ThumbnailURL string `json:"thumbnail_url,omitempty"`
	HTML         string `json:"html"`
	Width        int    `json:"width"`
	Height       int    `json:"height"`
}

func (h *spa) oembed(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	if f := q.Get("format"); f != "" && f != "json" {
		return apierr.New(http.StatusNotImplemented, "oembed_format", "Only format=json is served.", nil)
	}
	if h.app == nil {
		return e.NotFoundError("", nil)
	}
	// The links this site hands out carry its Application URL (seo.go publicBase): only
	// those are answered, and the answer is built from it, never from the Host header.
	origin := publicBase(h.app, e.Request)
	varyByHost(h.app, e)
	base, _ := url.Parse(origin)
	slug := slugOfShared(q.Get("url"), base.Host)
	if slug == "" {
		return apierr.BadRequest("oembed_url_invalid", "url must be a video page of this site.")
	}
	var v struct {
		ID       string `db:"id"`
		Title    string `db:"title"`
		Author   string `db:"author"`
		Thumb    string `db:"thumbnail"`
		ThumbURL string `db:"thumbnail_url"`
	}
	err := h.app.DB().NewQuery("SELECT id, title, author, thumbnail, thumbnail_url FROM videos WHERE slug = {:slug} AND hidden = 0 LIMIT 1").
		Bind(map[string]any{"slug": slug}).One(&v)
	if err != nil {
		return apierr.NotFound("video_not_found", "Video not found")
	}
	a := oembedAnswer{Version: "1.0", Type: "video", Title: v.Title, AuthorName: v.Author, ProviderName: h.siteName.value(),
		ProviderURL: origin + "/", Width: 640, Height: 360}
	if v.Thumb != "" {
		a.ThumbnailURL = origin + "/api/files/videos/" + v.ID + "/" + url.PathEscape(v.Thumb)
	} else if strings.HasPrefix(v.ThumbURL, "https://") || strings.HasPrefix(v.ThumbURL, "/") {
		a.ThumbnailURL = v.ThumbURL
		if strings.HasPrefix(v.ThumbURL, "/") {
			a.ThumbnailURL = origin + v.ThumbURL
		}
	}
	if FrameAncestors(readEmbedSetting(h.app)) != "" {
		a.HTML = `<iframe src="` + origin + `/embed/` + slug + `" width="640" height="360" title="` + htmlAttr(v.Title) +
			`" allow="fullscreen; picture-in-picture" allowfullscreen style="border:0"></iframe>`
	}
	return e.JSON(http.StatusOK, a)
}

func htmlAttr(s string) string {
	return strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// ogVideoOf: the embed player's URL for og:video, only for a free video and while
// embedding is on ("" otherwise).
func ogVideoOf(app core.App, base, slug string, premium bool) string {
	if premium || FrameAncestors(readEmbedSetting(app)) == "" {
		return ""
	}
	return Absolute(base, "/embed/"+url.PathEscape(slug))
}
