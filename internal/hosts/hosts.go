// Package hosts publishes a video to the external hosts (DoodStream, VidGuard,
// Streamtape) as the contracts in the integrations notes say: ask for an upload
// server, post the file as multipart, turn the response into the embed URL. Keys come
// from the server-only `secrets` collection and base URLs from the non-public
// `integrations` setting, so neither ever reaches a browser.
package hosts

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/jobs"
)

// Host is one external video host.
type Host struct {
	Key       string // doodstream, vidguard, streamtape
	Name      string // as the spec's messages spell it
	MinPeriod time.Duration
	// URLField is the video_sources field that stores the embed URL.
	URLField string
}

// All hosts, in the default player order.
var All = []Host{
	{Key: "doodstream", Name: "Doodstream", MinPeriod: 100 * time.Millisecond, URLField: "doodstream_url"}, // 10 req/s
	{Key: "vidguard", Name: "VidGuard", MinPeriod: 250 * time.Millisecond, URLField: "vidguard_url"},
	{Key: "streamtape", Name: "Streamtape", MinPeriod: 250 * time.Millisecond, URLField: "streamtape_url"},
}

// ByKey finds a host.
func ByKey(key string) (Host, bool) {
	for _, h := range All {
		if h.Key == key {
			return h, true
		}
	}
	return Host{}, false
}

// Kind is the job kind that publishes to a host.
func (h Host) Kind() string { return "publish_" + h.Key }

// The spec's messages (§8).
func (h Host) msgGetURL() string    { return "Failed to get " + h.Name + " upload URL" }
func (h Host) msgBadServer() string { return "Invalid response from " + h.Name + " server" }
func (h Host) msgUpload() string    { return "Failed to upload to " + h.Name }
func (h Host) msgBadUpload() string { return "Invalid upload response from " + h.Name }

// Config is what a client needs, read fresh for every job.
type Config struct {
	Base    string
	Key     string
	Login   string // streamtape
	Timeout time.Duration
}

// LoadConfig reads the base URL (integrations setting) and credentials (secrets).
func LoadConfig(app core.App, h Host) Config {
	c := Config{Timeout: 30 * time.Second}
	if rec, err := app.FindFirstRecordByData("settings", "key", "integrations"); err == nil {
		var v map[string]any
		if rec.UnmarshalJSONField("value", &v) == nil {
			if s, ok := v[h.Key+"_base"].(string); ok {
				c.Base = strings.TrimRight(s, "/")
			}
			if n, ok := v["host_timeout_seconds"].(float64); ok && n > 0 {
				c.Timeout = time.Duration(n * float64(time.Second))
			}
		}
	}
	secret := func(k string) string {
		if rec, err := app.FindFirstRecordByData("secrets", "key", k); err == nil {
			return rec.GetString("value")
		}
		return ""
	}
	switch h.Key {
	case "doodstream":
		c.Key = secret("doodstream_api_key")
	case "vidguard":
		c.Key = secret("vidguard_api_key")
	case "streamtape":
		c.Login, c.Key = secret("streamtape_login"), secret("streamtape_key")
	}
	return c
}

// limiter spaces the requests to one host (the hosts' published rate limits).
var (
	limitMu sync.Mutex
	nextAt  = map[string]time.Time{}
)

func wait(ctx context.Context, h Host) error {
	limitMu.Lock()
	now := time.Now()
	at := nextAt[h.Key]
	if at.Before(now) {
		at = now
	}
	nextAt[h.Key] = at.Add(h.MinPeriod)
	limitMu.Unlock()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Until(at)):
		return nil
	}
}

var client = &http.Client{}

// getJSON does the get-server step; its failures carry msgGetURL / msgBadServer.
func getJSON(ctx context.Context, h Host, cfg Config, u string, out any) error {
	if err := wait(ctx, h); err != nil {
		return jobs.Fail(h.msgGetURL(), err)
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return jobs.Fail(h.msgGetURL(), err)
	}
	req.Header.Set("Accept", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return jobs.Fail(h.msgGetURL(), redact(err, cfg))
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode != http.StatusOK {
		return jobs.Fail(h.msgGetURL(), fmt.Errorf("HTTP %d: %s", res.StatusCode, snippet(body)))
	}
	if err := json.Unmarshal(body, out); err != nil {
		return jobs.Fail(h.msgBadServer(), fmt.Errorf("not JSON: %s", snippet(body)))
	}
	return nil
}

// postFile sends the file as multipart with a known Content-Length, reporting progress.
func postFile(ctx context.Context, h Host, cfg Config, u string, fields [][2]string, fileField, path string, progress func(float64), out any) error {
	if err := wait(ctx, h); err != nil {
		return jobs.Fail(h.msgUpload(), err)
	}
	f, err := os.Open(path)
	if err != nil {
		return jobs.Fail(h.msgUpload(), err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return jobs.Fail(h.msgUpload(), err)
	}
	var head strings.Builder
	mw := multipart.NewWriter(&head)
	for _, kv := range fields {
		_ = mw.WriteField(kv[0], kv[1])
	}
	hdr := textproto.MIMEHeader{}
	hdr.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, fileField, filepath.Base(path)))
	hdr.Set("Content-Type", "video/mp4")
	if _, err := mw.CreatePart(hdr); err != nil {
		return jobs.Fail(h.msgUpload(), err)
	}
	prefix := head.String()
	tail := "\r\n--" + mw.Boundary() + "--\r\n"
	size := st.Size()
	// A generous deadline for the transfer: the request timeout plus 1 s per MB plus 5 min;
	// once the file is sent, the host gets the request timeout (plus 1 s per 10 MB for its
	// own checks) to answer, so a host that takes the bytes and hangs fails in seconds.
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout+time.Duration(size/(1<<20))*time.Second+5*time.Minute)
	defer cancel()
	answerWait := cfg.Timeout + time.Duration(size/(10<<20))*time.Second
	sentCh := make(chan struct{})
	sent := func() { close(sentCh) }
	go func() {
		select {
		case <-sentCh:
		case <-ctx.Done():
			return
		}
		t := time.NewTimer(answerWait)
		defer t.Stop()
		select {
		case <-t.C:
			cancel()
		case <-ctx.Done():
		}
	}()
	body := io.MultiReader(strings.NewReader(prefix), &counting{r: f, total: size, progress: progress, sent: sent}, strings.NewReader(tail))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, body)
	if err != nil {
		return jobs.Fail(h.msgUpload(), err)
	}
	req.ContentLength = int64(len(prefix)) + size + int64(len(tail))
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Accept", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return jobs.Fail(h.msgUpload(), redact(err, cfg))
	}
	defer res.Body.Close()
	resBody, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return jobs.Fail(h.msgUpload(), fmt.Errorf("HTTP %d: %s", res.StatusCode, snippet(resBody)))
	}
	if err := json.Unmarshal(resBody, out); err != nil {
		return jobs.Fail(h.msgBadUpload(), fmt.Errorf("not JSON: %s", snippet(resBody)))
	}
	return nil
}

type counting struct {
	r        io.Reader
	done     int64
	total    int64
	progress func(float64)
	sent     func() // once, when the whole file has been read
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.done += int64(n)
	if c.progress != nil && c.total > 0 {
		c.progress(float64(c.done) / float64(c.total) * 99)
	}
	if err == io.EOF && c.sent != nil {
		c.sent()
		c.sent = nil
	}
	return n, err
}

func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// redact keeps keys out of stored error details (Go's URL errors quote the URL).
func redact(err error, cfg Config) error {
	s := err.Error()
	for _, secret := range []string{cfg.Key, cfg.Login} {
		if secret != "" {
			s = strings.ReplaceAll(s, secret, "***")
			s = strings.ReplaceAll(s, url.QueryEscape(secret), "***")
		}
	}
	return fmt.Errorf("%s", s)
}

// statusOK reads a JSON `status` that may be a number or a string ("200").
func statusOK(v any) bool {
	switch s := v.(type) {
	case float64:
		return s == 200
	case string:
		return strings.TrimSpace(s) == "200"
	}
	return false
}

func fileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Ready says whether a host has the credentials a publish needs. A host enabled without
// its keys would only ever fail ("Failed to get … upload URL") and retry forever, so the
// pipeline queues no job for it and the video manager shows "not published: no API key".
func (c Config) Ready(h Host) bool {
	if strings.TrimSpace(c.Key) == "" {
		return false
	}
	return h.Key != "streamtape" || strings.TrimSpace(c.Login) != ""
}

// Ready reads the host's credentials and says whether it can publish.
func Ready(app core.App, h Host) bool { return LoadConfig(app, h).Ready(h) }
