package web

// Server-side SEO for the single-page app: /video/{slug}, /categories/{slug},
// /blog/{slug} and /playlist/{slug} (public ones) answer index.html with that page's meta; /sitemap.xml is an index of
// paged sitemap files (≤ 50,000 URLs each, rows read in chunks); /robots.txt.

import (
	"bufio"
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/routes"
)

const defaultAppURL = "http://localhost:8090"

// publicBase is Settings().Meta.AppURL. When the operator left PocketBase's default, the
// request's own origin is used only for a loopback host (development, tests): any other
// Host header is the client's to choose, and echoing it into canonical links, og:url,
// robots.txt and the sitemap would let one request poison what crawlers and shared
// caches keep. Those hosts get the default URL (set the Application URL to fix it).
func publicBase(app core.App, r *http.Request) string {
	if u := configuredBase(app); u != "" {
		return u
	}
	if !isLoopbackHost(r.Host) {
		return defaultAppURL
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// configuredBase: the Application URL, or "" when it is PocketBase's default.
func configuredBase(app core.App) string {
	if u := strings.TrimRight(app.Settings().Meta.AppURL, "/"); u != "" && u != defaultAppURL {
		return u
	}
	return ""
}

func isLoopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// varyByHost marks a response built from publicBase as depending on the Host header
// when no Application URL is set, so a shared cache keeps one copy per host.
func varyByHost(app core.App, e *core.RequestEvent) {
	if configuredBase(app) == "" {
		e.Response.Header().Add("Vary", "Host")
	}
}

// SiteName: the site_name of the "site" setting, or "Reelhouse": the one reader of it, for
// page titles here and for the mails' sender name (internal/authmail).
func SiteName(app core.App) string {
	var row struct {
		Value string `db:"value"`
	}
	var site struct {
		SiteName string `json:"site_name"`
	}
	if app.DB().NewQuery("SELECT value FROM settings WHERE key = 'site' LIMIT 1").One(&row) == nil &&
		json.Unmarshal([]byte(row.Value), &site) == nil && strings.TrimSpace(site.SiteName) != "" {
		return strings.TrimSpace(site.SiteName)
	}
	return "Reelhouse"
}

// pageTitle is "{title} | {site}" once, as the PWA sets it (src/lib/document-title.ts): a
// meta_title that already ends with the site name is not suffixed again.
func pageTitle(title, site string) string {
	t := strings.TrimSpace(title)
	lower, suffix := strings.ToLower(t), strings.ToLower(site)
	if strings.HasSuffix(lower, suffix) {
		rest := strings.TrimRight(t[:len(t)-len(site)], " ")
		if trimmed := strings.TrimRight(rest, "|-–—:"); trimmed != rest {
			t = strings.TrimSpace(trimmed)
		}
	}
	if t == "" || strings.EqualFold(t, site) {
		return site
	}
	return t + " | " + site
}

// pageMeta finds the meta for a client route in lang ("en" or a prefix language: a
// category's translated name, a post's translated title and excerpt, issue 27 §6); ok is
// false for routes without their own. site gives the site name (kept per settings change,
// web.go).
func pageMeta(app core.App, base, p, lang string, site func() string) (PageMeta, bool) {
	// The route table says which pages have meta of their own (a route's "seo").
	route, params, ok := routes.Get().Match("/" + p)
	names := []string{}
	if ok {
		names = routes.Params(route.Path)
	}
	if !ok || route.SEO == "" || len(names) != 1 {
		return PageMeta{}, false
	}
	slug, err := url.PathUnescape(params[names[0]])
	if err != nil {
		return PageMeta{}, false
	}
	build := seoPages[route.SEO]
	if build == nil {
		return PageMeta{}, false
	}
	return build(app, base, slug, lang, site(), Absolute(base, route.PagePath(map[string]string{names[0]: slug})))
}

// seoPages builds the meta of each "seo" kind of the route table from the page's record:
// base the public URL, name the site's, canonical the page's URL; ok false when the
// record is missing or not public.
var seoPages = map[string]func(app core.App, base, slug, lang, name, canonical string) (PageMeta, bool){
	"video": func(app core.App, base, slug, _, name, canonical string) (PageMeta, bool) {
		rec, err := app.FindFirstRecordByData("videos", "slug", slug)
		if err != nil || rec.GetBool("hidden") {
			return PageMeta{}, false
		}
		thumb := rec.GetString("thumbnail_url")
		if f := rec.GetString("thumbnail"); f != "" {
			thumb = "/api/files/" + rec.Collection().Id + "/" + rec.Id + "/" + url.PathEscape(f)
		}
		thumb = Absolute(base, thumb)
		desc := Summary(firstNonEmpty(rec.GetString("description"), rec.GetString("title")), 160)
		return PageMeta{
			Title:       pageTitle(rec.GetString("title"), name),
			Description: desc,
			Canonical:   canonical,
			Image:       thumb,
			OGType:      "video.other",
			OEmbed:      Absolute(base, "/oembed?format=json&url="+url.QueryEscape(canonical)),
			OGVideo:     ogVideoOf(app, base, slug, rec.GetBool("is_premium")),
			JSONLD: VideoJSONLD(VideoInfo{
				Title:       rec.GetString("title"),
				Description: desc,
				URL:         canonical,
				Thumbnail:   thumb,
				Uploaded:    rec.GetDateTime("created").Time(),
				Duration:    rec.GetInt("duration"),
			}),
		}, true
	},
	"category": func(app core.App, _, slug, lang, name, canonical string) (PageMeta, bool) {
		rec, err := app.FindFirstRecordByData("categories", "slug", slug)
		if err != nil {
			return PageMeta{}, false
		}
		return categoryMeta(rec, lang, name, canonical), true
	},
	"blog": func(app core.App, base, slug, lang, name, canonical string) (PageMeta, bool) {
		rec, err := app.FindFirstRecordByData("blogs", "slug", slug)
		if err != nil || !rec.GetBool("published") {
			return PageMeta{}, false
		}
		image := ""
		if f := rec.GetString("featured_image"); f != "" {
			image = Absolute(base, "/api/files/"+rec.Collection().Id+"/"+rec.Id+"/"+url.PathEscape(f))
		}
		m := blogMeta(rec, lang, name)
		m.Canonical, m.Image, m.OGType = canonical, image, "article"
		return m, true
	},
	"playlist": func(app core.App, _, slug, _, name, canonical string) (PageMeta, bool) {
		// Public playlists only: an unlisted one is for those given the link, so its title
		// stays out of the HTML that crawlers and link previews read.
		rec, err := app.FindFirstRecordByData("playlists", "slug", slug)
		if err != nil || rec.GetString("visibility") != "public" {
			return PageMeta{}, false
		}
		owner := ""
		if u, err := app.FindRecordById("users", rec.GetString("owner")); err == nil {
			owner = u.GetString("username")
		}
		desc := rec.GetString("description")
		if desc == "" {
			desc = fmt.Sprintf("A playlist of %d videos by %s on %s.", rec.GetInt("item_count"), owner, name)
		}
		return PageMeta{Title: pageTitle(rec.GetString("title"), name), Description: Summary(desc, 160), Canonical: canonical}, true
	},
}

// sitemap kinds: the table and the filter of listed rows; the URL prefix is that of the
// route whose "sitemap" is the kind (the route table).
type sitemapKind struct {
	table, where, lastmod string
}

var sitemapKinds = map[string]sitemapKind{
	"categories": {"categories", "1=1", "updated"},
	"videos":     {"videos", "hidden = FALSE", "updated"},
	"blogs":      {"blogs", "published = TRUE", "updated"},
	// Public playlists only (unlisted ones are by link only); idx_playlists_public_id.
	"playlists": {"playlists", "visibility = 'public'", "updated"},
	// Tags with at least one visible video (tag_counts, migration 17980001; its primary key
	// is the tag, which is also the slug and the keyset id). No lastmod.
	"tags": {"(SELECT tag AS id, tag AS slug, '' AS updated, videos FROM tag_counts) tc", "videos > 0", "updated"},
}

var kindOrder = []string{"categories", "videos", "blogs", "playlists", "tags"}

// sitemapPrefix: the page path before the slug of a kind's URLs (the route's Prefix).
func sitemapPrefix(kind string) string {
	for _, r := range routes.Get().All() {
		if r.Sitemap == kind {
			return r.Prefix()
		}
	}
	return ""
}

const sitemapChunk = 5000

func (h *spa) sitemapIndex(e *core.RequestEvent) error {
	base := publicBase(h.app, e.Request)
	files := []string{}
	for _, k := range kindOrder {
		kind := sitemapKinds[k]
		var n int
		if err := h.app.DB().NewQuery("SELECT COUNT(*) FROM " + kind.table + " WHERE " + kind.where).Row(&n); err != nil {
			return e.InternalServerError("", err)
		}
		files = append(files, SitemapFiles(k, n)...)
	}
	e.Response.Header().Set("Cache-Control", "public, max-age=3600")
	varyByHost(h.app, e)
	return e.Blob(http.StatusOK, "application/xml; charset=utf-8", []byte(SitemapIndex(base, files)))
}

var sitemapFileRe = regexp.MustCompile(`^sitemap-(` + strings.Join(kindOrder, "|") + `)-([1-9][0-9]{0,5})\.xml$`)

// sitemapFile builds one file, reading its rows in chunks ordered by id (keyset).
func (h *spa) sitemapFile(e *core.RequestEvent, kindName string, page int) error {
	kind, prefix := sitemapKinds[kindName], sitemapPrefix(kindName)
	base := publicBase(h.app, e.Request)
	// The first id of this file: skip (page-1)*50,000 rows once, through the primary key.
	after := ""
	if page > 1 {
		var start string
		err := h.app.DB().NewQuery("SELECT id FROM " + kind.table + " WHERE " + kind.where + " ORDER BY id LIMIT 1 OFFSET {:off}").
			Bind(dbx.Params{"off": (page-1)*SitemapMaxURLs - 1}).Row(&start)
		if errors.Is(err, sql.ErrNoRows) {
			return e.NotFoundError("", nil)
		} else if err != nil {
			return e.InternalServerError("", err)
		}
		after = start
	}
	// Built in memory (at most 50,000 URLs, a few MB) and sent only when complete: a
	// database error halfway must be a 500, not a truncated sitemap with a 200.
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	w.WriteString(URLSetOpen)
	written := 0
	for written < SitemapMaxURLs {
		var rows []struct {
			ID      string         `db:"id"`
			Slug    string         `db:"slug"`
			Updated types.DateTime `db:"lastmod"` // '' (tags): zero, no <lastmod>
		}
		limit := min(sitemapChunk, SitemapMaxURLs-written)
		err := h.app.DB().NewQuery("SELECT id, slug, " + kind.lastmod + " AS lastmod FROM " + kind.table +
			" WHERE " + kind.where + " AND id > {:after} ORDER BY id LIMIT {:limit}").
			Bind(dbx.Params{"after": after, "limit": limit}).All(&rows)
		if err != nil {
			return e.InternalServerError("", err)
		}
		if len(rows) == 0 {
			break
		}
		for _, r := range rows {
			var t time.Time
			if !r.Updated.IsZero() {
				t = r.Updated.Time()
			}
			w.WriteString(URLEntryLangs(base, prefix+url.PathEscape(r.Slug), lastmodTag(t)))
		}
		written += len(rows)
		after = rows[len(rows)-1].ID
		if len(rows) < limit {
			break
		}
	}
	w.WriteString(URLSetClose)
	if err := w.Flush(); err != nil {
		return e.InternalServerError("", err)
	}
	e.Response.Header().Set("Cache-Control", "public, max-age=3600")
	varyByHost(h.app, e)
	return e.Blob(http.StatusOK, "application/xml; charset=utf-8", buf.Bytes())
}

func (h *spa) robots(e *core.RequestEvent) error {
	e.Response.Header().Set("Cache-Control", "public, max-age=3600")
	varyByHost(h.app, e)
	return e.Blob(http.StatusOK, "text/plain; charset=utf-8", []byte(Robots(publicBase(h.app, e.Request))))
}
