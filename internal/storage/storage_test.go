package storage

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The example of nginx's secure_link documentation: the string
// "2147483647/s/link127.0.0.1 secret" signs to _e4Nc3iduzkWRm01TBBNYw.
func TestSecureLinkHashMatchesNginx(t *testing.T) {
	if got := SecureLinkHash("2147483647/s/link127.0.0.1 secret"); got != "_e4Nc3iduzkWRm01TBBNYw" {
		t.Fatalf("hash %s", got)
	}
	link := SecureLink("https://cdn.example", "/abc/def/video.mp4", "s3cret", time.Unix(1700000000, 0))
	want := "https://cdn.example/abc/def/video.mp4?md5=" + SecureLinkHash("1700000000/abc/def/video.mp4 s3cret") + "&expires=1700000000"
	if link != want {
		t.Fatalf("link %s", link)
	}
}

func TestPresignIsAShortLivedSigV4URL(t *testing.T) {
	cfg := core.S3Config{Enabled: true, Bucket: "b", Region: "us-east-1", Endpoint: "http://127.0.0.1:9", AccessKey: "AK", Secret: "SK", ForcePathStyle: true}
	raw, err := Presign(context.Background(), cfg, "col/rec/video one.mp4", 90*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	if u.Host != "127.0.0.1:9" || !strings.HasPrefix(u.Path, "/b/col/rec/video") || q.Get("X-Amz-Expires") != "90" ||
		q.Get("X-Amz-Algorithm") != "AWS4-HMAC-SHA256" || q.Get("X-Amz-Signature") == "" || !strings.HasPrefix(q.Get("X-Amz-Credential"), "AK/") {
		t.Fatalf("presigned %s", raw)
	}
}

func TestLinkTTL(t *testing.T) {
	t.Setenv(EnvLinkTTL, "")
	if LinkTTL() != defaultLinkTTL {
		t.Error("default")
	}
	t.Setenv(EnvLinkTTL, "2")
	if LinkTTL() != 2*time.Second {
		t.Error("env")
	}
	t.Setenv(EnvLinkTTL, "-1")
	if LinkTTL() != defaultLinkTTL {
		t.Error("garbage falls back")
	}
}
