package hosts

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/jobs"
	"reelhouse/internal/media"
)

// Upload sends a file to a host and returns its embed URL.
func Upload(ctx context.Context, h Host, cfg Config, path string, progress func(float64)) (string, error) {
	if cfg.Base == "" {
		return "", &jobs.Failure{Message: h.msgGetURL(), Detail: "no base URL in the integrations setting"}
	}
	switch h.Key {
	case "doodstream":
		return doodstream(ctx, h, cfg, path, progress)
	case "vidguard":
		return vidguard(ctx, h, cfg, path, progress)
	case "streamtape":
		return streamtape(ctx, h, cfg, path, progress)
	}
	return "", &jobs.Failure{Message: "Unknown host", Detail: h.Key, Permanent: true}
}

func doodstream(ctx context.Context, h Host, cfg Config, path string, progress func(float64)) (string, error) {
	var srv struct {
		Msg    string `json:"msg"`
		Status any    `json:"status"`
		Result any    `json:"result"`
	}
	if err := getJSON(ctx, h, cfg, cfg.Base+"/upload/server?key="+url.QueryEscape(cfg.Key), &srv); err != nil {
		return "", err
	}
	if !statusOK(srv.Status) {
		return "", jobs.Fail(h.msgGetURL(), fmt.Errorf("status %v: %s", srv.Status, srv.Msg))
	}
	target, _ := srv.Result.(string)
	if !isHTTPURL(target) {
		return "", jobs.Fail(h.msgBadServer(), fmt.Errorf("result is not a URL"))
	}
	var up struct {
		Msg    string `json:"msg"`
		Status any    `json:"status"`
		Result []struct {
			ProtectedEmbed string `json:"protected_embed"`
			FileCode       string `json:"filecode"`
		} `json:"result"`
	}
	// The docs append the bare key to the upload URL.
	postURL := target + "?" + url.QueryEscape(cfg.Key)
	if strings.Contains(target, "?") {
		postURL = target + "&" + url.QueryEscape(cfg.Key)
	}
	err := postFile(ctx, h, cfg, postURL, [][2]string{{"api_key", cfg.Key}}, "file", path, progress, &up)
	if err != nil {
		return "", err
	}
	if !statusOK(up.Status) {
		return "", jobs.Fail(h.msgUpload(), fmt.Errorf("status %v: %s", up.Status, up.Msg))
	}
	if len(up.Result) == 0 || up.Result[0].ProtectedEmbed == "" {
		return "", jobs.Fail(h.msgBadUpload(), fmt.Errorf("no result[0].protected_embed"))
	}
	return DoodEmbed(up.Result[0].ProtectedEmbed)
}

// DoodEmbed accepts the full URL or the bare path (/e/yyy) form of protected_embed.
func DoodEmbed(s string) (string, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "/") {
		s = "https://dood.to" + s
	}
	if !isHTTPURL(s) {
		return "", jobs.Fail("Invalid upload response from Doodstream", fmt.Errorf("protected_embed %q", s))
	}
	return s, nil
}

func vidguard(ctx context.Context, h Host, cfg Config, path string, progress func(float64)) (string, error) {
	var srv struct {
		Msg    string `json:"msg"`
		Status any    `json:"status"`
		Result struct {
			URL string `json:"url"`
		} `json:"result"`
	}
	if err := getJSON(ctx, h, cfg, cfg.Base+"/v1/upload/server?key="+url.QueryEscape(cfg.Key), &srv); err != nil {
		return "", err
	}
	if !statusOK(srv.Status) {
		return "", jobs.Fail(h.msgGetURL(), fmt.Errorf("status %v: %s", srv.Status, srv.Msg))
	}
	if !isHTTPURL(srv.Result.URL) {
		return "", jobs.Fail(h.msgBadServer(), fmt.Errorf("result.url is not a URL"))
	}
	var up struct {
		Msg    string `json:"msg"`
		Status any    `json:"status"`
		Result struct {
			URL string `json:"URL"`
		} `json:"result"`
	}
	if err := postFile(ctx, h, cfg, srv.Result.URL, [][2]string{{"key", cfg.Key}}, "file", path, progress, &up); err != nil {
		return "", err
	}
	if !statusOK(up.Status) {
		return "", jobs.Fail(h.msgUpload(), fmt.Errorf("status %v: %s", up.Status, up.Msg))
	}
	embed, err := VidguardEmbed(up.Result.URL)
	if err != nil {
		return "", jobs.Fail(h.msgBadUpload(), err)
	}
	return embed, nil
}

// VidguardEmbed turns result.URL ("//vidguard.to/v/abc") into "https://vidguard.to/e/abc".
func VidguardEmbed(s string) (string, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "//") {
		s = "https:" + s
	}
	if !isHTTPURL(s) || !strings.Contains(s, "/v/") {
		return "", fmt.Errorf("result.URL %q", s)
	}
	return strings.Replace(s, "/v/", "/e/", 1), nil
}

func streamtape(ctx context.Context, h Host, cfg Config, path string, progress func(float64)) (string, error) {
	sum, err := fileSHA256(path)
	if err != nil {
		return "", jobs.Fail(h.msgGetURL(), err)
	}
	var srv struct {
		Msg    string `json:"msg"`
		Status any    `json:"status"`
		Result struct {
			URL string `json:"url"`
		} `json:"result"`
	}
	u := cfg.Base + "/file/ul?login=" + url.QueryEscape(cfg.Login) + "&key=" + url.QueryEscape(cfg.Key) + "&sha256=" + sum
	if err := getJSON(ctx, h, cfg, u, &srv); err != nil {
		return "", err
	}
	if !statusOK(srv.Status) {
		return "", jobs.Fail(h.msgGetURL(), fmt.Errorf("status %v: %s", srv.Status, srv.Msg))
	}
	if !isHTTPURL(srv.Result.URL) {
		return "", jobs.Fail(h.msgBadServer(), fmt.Errorf("result.url is not a URL"))
	}
	var up struct {
		Msg    string `json:"msg"`
		Status any    `json:"status"`
		Result struct {
			URL string `json:"url"`
			ID  string `json:"id"`
		} `json:"result"`
	}
	if err := postFile(ctx, h, cfg, srv.Result.URL, nil, "file1", path, progress, &up); err != nil {
		return "", err
	}
	// Success is judged by status, never by msg (the contract).
	if !statusOK(up.Status) {
		return "", jobs.Fail(h.msgUpload(), fmt.Errorf("status %v: %s", up.Status, up.Msg))
	}
	embed, err := StreamtapeEmbed(up.Result.URL, up.Result.ID)
	if err != nil {
		return "", jobs.Fail(h.msgBadUpload(), err)
	}
	return embed, nil
}

// StreamtapeEmbed is https://streamtape.com/e/{id}/ (from the id, else from the /v/ URL).
func StreamtapeEmbed(u, id string) (string, error) {
	if id = strings.TrimSpace(id); id != "" && !strings.ContainsAny(id, "/?#") {
		return "https://streamtape.com/e/" + url.PathEscape(id) + "/", nil
	}
	if isHTTPURL(u) && strings.Contains(u, "/v/") {
		return strings.Replace(u, "/v/", "/e/", 1), nil
	}
	return "", fmt.Errorf("no result.id or result.url")
}

func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

var sourcesMu sync.Mutex

// PublishPayload is the payload of a publish job.
type PublishPayload struct {
	Host string `json:"host"`
}

// Handler is the job handler of publish_<host>: upload the self-hosted file, store the embed URL.
func Handler(h Host) jobs.Handler {
	return func(ctx context.Context, app core.App, job *jobs.Job) error {
		videoID := job.Record.GetString("video")
		src, path, release, err := media.SourceFile(app, videoID)
		if errors.Is(err, media.ErrFetch) {
			return jobs.Fail(h.msgUpload(), err)
		}
		if err != nil {
			if errors.Is(err, media.ErrNoLocalFile) {
				return &jobs.Failure{Message: h.msgUpload(), Detail: "the video has no self-hosted file", Permanent: true}
			}
			return &jobs.Failure{Message: h.msgUpload(), Detail: "the video no longer exists", Permanent: true}
		}
		defer release()
		embed, err := Upload(ctx, h, LoadConfig(app, h), path, job.Progress)
		if err != nil {
			return err
		}
		// Re-read under a lock: another host's job may save the same row at the same time.
		sourcesMu.Lock()
		defer sourcesMu.Unlock()
		fresh, err := app.FindRecordById("video_sources", src.Id)
		if err != nil {
			return &jobs.Failure{Message: h.msgUpload(), Detail: "the video no longer exists", Permanent: true}
		}
		fresh.Set(h.URLField, embed)
		return app.Save(fresh)
	}
}
