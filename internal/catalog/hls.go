package catalog

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/media"
	"reelhouse/internal/storage"
)

// The adaptive ladder's routes: GET /api/reelhouse/hls/{videoId}/master.m3u8,
// …/{rung}p/index.m3u8, …/{rung}p/init.mp4 and …/{rung}p/seg_NNNN.m4s, every one with
// the stream route's token and checks (authorize). The playlists are rewritten so each
// URI they name carries the same token: a player resolves them against the playlist URL
// and would drop its query. The master is made from video_sources.hls (the rungs made so
// far), so a rung appears as soon as its job finished.

// hlsInfo is video_sources.hls, written by the ladder jobs.
type hlsInfo struct {
	W     int   `json:"w"`
	H     int   `json:"h"`
	Audio bool  `json:"audio"`
	Rungs []int `json:"rungs"`
	// Shared names another media folder that holds the ladder (the seed's one ladder for
	// every demo video); written by the server only.
	Shared string `json:"shared,omitempty"`
}

var sharedID = regexp.MustCompile(`^_[a-z0-9]{1,20}$`)

// dir is the media folder the ladder's files are in.
func (h *hlsInfo) dir(app core.App, videoID string) string {
	if h.Shared != "" && sharedID.MatchString(h.Shared) {
		return media.Dir(app, h.Shared)
	}
	return media.Dir(app, videoID)
}

func parseHLS(raw string) *hlsInfo {
	if raw == "" || raw == "null" {
		return nil
	}
	var h hlsInfo
	if json.Unmarshal([]byte(raw), &h) != nil || len(h.Rungs) == 0 {
		return nil
	}
	return &h
}

func (h *hlsInfo) has(height int) bool {
	for _, r := range h.Rungs {
		if r == height {
			return true
		}
	}
	return false
}

var hlsPath = regexp.MustCompile(`^(?:master\.m3u8|(\d{3,4})p/(index\.m3u8|init\.mp4|seg_\d{4,6}\.m4s))$`)

// withToken appends the token to every URI of a playlist (lines that are not tags, and
// the URI attribute of EXT-X-MAP).
func withToken(playlist, token string) string {
	q := "?token=" + url.QueryEscape(token)
	lines := strings.Split(playlist, "\n")
	for i, l := range lines {
		switch {
		case l == "":
		case strings.HasPrefix(l, "#EXT-X-MAP:URI=\""):
			rest := strings.TrimPrefix(l, "#EXT-X-MAP:URI=\"")
			if j := strings.IndexByte(rest, '"'); j >= 0 {
				lines[i] = "#EXT-X-MAP:URI=\"" + rest[:j] + q + rest[j:]
			}
		case !strings.HasPrefix(l, "#"):
			lines[i] = l + q
		}
	}
	return strings.Join(lines, "\n")
}

func (h *handlers) hls(e *core.RequestEvent) error {
	m := hlsPath.FindStringSubmatch(e.Request.PathValue("path"))
	if m == nil {
		return apierr.NotFound("not_found", "Not found.")
	}
	video, userID, err := h.authorize(e)
	if err != nil {
		return err
	}
	src, err := h.db.videoSourceOf(video.ID)
	if err != nil {
		return fail(e, err)
	}
	var info *hlsInfo
	if src != nil {
		info = parseHLS(src.HLS)
	}
	if info == nil {
		return apierr.NotFound("no_adaptive_ladder", "This video has no adaptive ladder yet.")
	}
	e.Response.Header().Set("Cache-Control", cacheControl(video.IsPremium, userID))
	e.Response.Header().Set("X-Content-Type-Options", "nosniff")
	token := query(e, "token")
	if m[1] == "" { // master
		body := media.MasterPlaylist(info.Rungs, info.W, info.H, info.Audio)
		return e.Blob(http.StatusOK, "application/vnd.apple.mpegurl", []byte(withToken(body, token)))
	}
	height, _ := strconv.Atoi(m[1])
	if !info.has(height) {
		return apierr.NotFound("not_found", "Not found.")
	}
	rel := media.RungName(height) + "/" + m[2]
	if storage.Remote(h.app) {
		key := storage.MediaKey(video.ID, "hls/"+rel)
		if m[2] == "index.m3u8" {
			b, err := storage.ReadMedia(h.app, video.ID, "hls/"+rel)
			if err != nil {
				return apierr.NotFound("not_found", "Not found.")
			}
			return e.Blob(http.StatusOK, "application/vnd.apple.mpegurl", []byte(withToken(string(b), token)))
		}
		// Segments come from the bucket (or the CDN) through a short-lived link minted
		// after the checks above, never a public URL.
		link, err := storage.Link(e.Request.Context(), h.app, key, h.now())
		if err != nil {
			return fail(e, err)
		}
		e.Response.Header().Set("Cache-Control", "private, no-store")
		return e.Redirect(http.StatusFound, link)
	}
	p := filepath.Join(media.HLSDir(info.dir(h.app, video.ID)), filepath.FromSlash(rel))
	if m[2] == "index.m3u8" {
		b, err := os.ReadFile(p)
		if err != nil {
			return apierr.NotFound("not_found", "Not found.")
		}
		return e.Blob(http.StatusOK, "application/vnd.apple.mpegurl", []byte(withToken(string(b), token)))
	}
	f, err := os.Open(p)
	if err != nil {
		return apierr.NotFound("not_found", "Not found.")
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return apierr.NotFound("not_found", "Not found.")
	}
	e.Response.Header().Set("Content-Type", "video/mp4")
	http.ServeContent(e.Response, e.Request, m[2], st.ModTime(), f)
	return nil
}
