// Package storage hands out links to the files the product keeps in PocketBase's S3
// storage, so that video bytes go from the bucket (or a CDN in front of it) straight to
// the player and never through the app server (docs/scaling.md, README "Files on S3").
//
//   - Direct: an S3 presigned GET URL (aws-sdk-go-v2's presign client, SigV4 query
//     signing), valid LinkTTL.
//   - Behind a CDN (REELHOUSE_CDN_BASE_URL and REELHOUSE_CDN_SECRET set): a URL on the CDN
//     signed for nginx's secure_link module (see SecureLink), also valid LinkTTL. The CDN
//     (nginx in front of the bucket, or any CDN that implements the same check) verifies
//     the signature and the expiry and then fetches from the bucket.
//   - Thumbnails: PublicURL on the CDN base URL, unsigned (the CDN exposes only those
//     unsigned; previews and sprites get signed links like the videos).
//
// The access rules stay with the routes that call these (internal/catalog): a link is
// only minted after the same checks as before, and it stops working at its expiry.
package storage

import (
	"context"
	"crypto/md5"
	"encoding/base64"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// Environment of the links (README "Files on S3 and a CDN").
const (
	EnvLinkTTL   = "REELHOUSE_STREAM_LINK_TTL" // seconds a video link lives; default 300
	EnvCDNBase   = "REELHOUSE_CDN_BASE_URL"    // e.g. https://cdn.example.com (the bucket's keys below it)
	EnvCDNSecret = "REELHOUSE_CDN_SECRET"      // nginx secure_link_md5 secret
)

const defaultLinkTTL = 5 * time.Minute

// LinkTTL is how long a minted video link lives: short, so a lapsed member's link (or a
// shared one) stops soon; the player asks the stream route again for every request.
func LinkTTL() time.Duration {
	if s, err := strconv.Atoi(os.Getenv(EnvLinkTTL)); err == nil && s > 0 {
		return time.Duration(s) * time.Second
	}
	return defaultLinkTTL
}

// Remote reports whether files are in the bucket (PocketBase's S3 storage is on).
func Remote(app core.App) bool { return app.Settings().S3.Enabled }

// CDNBase is the configured CDN base URL without a trailing slash ("" when none).
func CDNBase() string { return strings.TrimRight(os.Getenv(EnvCDNBase), "/") }

// PublicURL is the CDN URL of a public file's key ("" when there is no CDN or the files
// are not in the bucket): the CDN serves it from the bucket and caches it.
func PublicURL(app core.App, key string) string {
	base := CDNBase()
	if base == "" || !Remote(app) {
		return ""
	}
	return base + "/" + escapeKey(key)
}

// Link is a short-lived URL of a private file's key: CDN-signed when a CDN with a secret
// is configured, else presigned on the bucket.
func Link(ctx context.Context, app core.App, key string, now time.Time) (string, error) {
	ttl := LinkTTL()
	if base, secret := CDNBase(), os.Getenv(EnvCDNSecret); base != "" && secret != "" {
		return SecureLink(base, "/"+escapeKey(key), secret, now.Add(ttl)), nil
	}
	return Presign(ctx, app.Settings().S3, key, ttl)
}

func escapeKey(key string) string {
	parts := strings.Split(key, "/")
	for i, p := range parts {
		parts[i] = url.PathEscape(p)
	}
	return strings.Join(parts, "/")
}

// SecureLink signs uri for nginx's secure_link module configured as
//
//	secure_link $arg_md5,$arg_expires;
//	secure_link_md5 "$secure_link_expires$uri <secret>";
//
// (https://nginx.org/en/docs/http/ngx_http_secure_link_module.html): md5 is the
// base64url (no padding) MD5 of expires, the URI and " secret".
func SecureLink(base, uri, secret string, expires time.Time) string {
	exp := strconv.FormatInt(expires.Unix(), 10)
	return base + uri + "?md5=" + SecureLinkHash(exp+uri+" "+secret) + "&expires=" + exp
}

// SecureLinkHash is nginx secure_link_md5's encoding of the signed string.
func SecureLinkHash(s string) string {
	sum := md5.Sum([]byte(s))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// Presign makes an S3 presigned GET URL for key, valid ttl.
func Presign(ctx context.Context, cfg core.S3Config, key string, ttl time.Duration) (string, error) {
	client := clientFor(cfg)
	req, err := s3.NewPresignClient(client).PresignGetObject(ctx, &s3.GetObjectInput{
		Bucket: aws.String(cfg.Bucket),
		Key:    aws.String(key),
	}, s3.WithPresignExpires(ttl))
	if err != nil {
		return "", err
	}
	return req.URL, nil
}

var (
	clientsMu sync.Mutex
	clients   = map[core.S3Config]*s3.Client{}
)

// clientFor: one client per S3 configuration (settings can change at run time). Built
// from the settings alone, not the environment: presigning is local signing, no request.
func clientFor(cfg core.S3Config) *s3.Client {
	clientsMu.Lock()
	defer clientsMu.Unlock()
	if c := clients[cfg]; c != nil {
		return c
	}
	endpoint := cfg.Endpoint
	if endpoint != "" && !strings.Contains(endpoint, "://") {
		endpoint = "https://" + endpoint
	}
	region := cfg.Region
	if region == "" {
		region = "us-east-1"
	}
	c := s3.New(s3.Options{
		Region:       region,
		BaseEndpoint: aws.String(endpoint),
		UsePathStyle: cfg.ForcePathStyle,
		Credentials:  credentials.NewStaticCredentialsProvider(cfg.AccessKey, cfg.Secret, ""),
	})
	clients[cfg] = c
	return c
}

// ToTemp copies a file of the storage (key: "<collection>/<record>/<name>") into a temp
// file for the tools that need a local path (ffmpeg, the host uploads); release removes it.
func ToTemp(app core.App, key string) (path string, release func(), err error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return "", nil, err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(key)
	if err != nil {
		return "", nil, err
	}
	defer r.Close()
	f, err := os.CreateTemp("", "reelhouse-src-*"+filepathExt(key))
	if err != nil {
		return "", nil, err
	}
	release = func() { _ = os.Remove(f.Name()) } // best effort: a temporary file or folder
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		release()
		return "", nil, err
	}
	if err := f.Close(); err != nil {
		release()
		return "", nil, err
	}
	return f.Name(), release, nil
}

func filepathExt(key string) string {
	i := strings.LastIndexByte(key, '.')
	if i < 0 || strings.Contains(key[i:], "/") {
		return ""
	}
	return key[i:]
}

// MediaKey is the bucket key of a video's derived media (preview clip, sprite, VTT).
func MediaKey(videoID, name string) string { return "media/" + videoID + "/" + name }

// MoveMedia uploads the named files of a video's local media dir into the bucket and
// removes the local copies (files that are not there are skipped).
func MoveMedia(app core.App, videoID, dir string, names ...string) error {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	for _, name := range names {
		p := filepath.Join(dir, name)
		if _, err := os.Stat(p); err != nil {
			continue
		}
		f, err := filesystem.NewFileFromPath(p)
		if err != nil {
			return err
		}
		if err := fsys.UploadFile(f, MediaKey(videoID, name)); err != nil {
			return err
		}
		_ = os.Remove(p) // best effort: a temporary file or folder
	}
	return nil
}

// ReadMedia reads a small derived file (the VTT) from the bucket.
func ReadMedia(app core.App, videoID, name string) ([]byte, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(MediaKey(videoID, name))
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(io.LimitReader(r, 4<<20))
}

// DeleteMedia removes a deleted video's derived media from the bucket (best effort: a
// leftover is unreachable, its video is gone).
func DeleteMedia(app core.App, videoID string) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return
	}
	defer fsys.Close()
	fsys.DeletePrefix("media/" + videoID + "/")
}

// Origins: where the browser fetches the files that Link and PublicURL point at (the
// bucket's presigned host and the CDN), so the page's Content-Security-Policy can allow
// them for media, images and the offline download's Range fetches. None with local files.
func Origins(app core.App) []string {
	var out []string
	if base := CDNBase(); base != "" {
		if o := originOf(base); o != "" {
			out = append(out, o)
		}
	}
	if cfg := app.Settings().S3; cfg.Enabled {
		// Presigning is local signing: the URL's host says virtual-hosted or path style.
		if u, err := Presign(context.Background(), cfg, "origin-probe", time.Minute); err == nil {
			if o := originOf(u); o != "" {
				out = append(out, o)
			}
		}
	}
	return out
}

func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || strings.ContainsAny(u.Host, " ;'\"") {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
