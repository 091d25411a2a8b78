package hosts

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"reelhouse/internal/jobs"
)

// A host that takes every byte and then never answers fails within the request timeout,
// not after the transfer's minutes-long deadline.
func TestPostFileHostHangsAfterTheBytes(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		<-release
	}))
	defer srv.Close()
	defer close(release)

	path := filepath.Join(t.TempDir(), "clip.mp4")
	if err := os.WriteFile(path, make([]byte, 256<<10), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	var out struct{}
	err := postFile(context.Background(), All[0], Config{Timeout: 300 * time.Millisecond}, srv.URL, nil, "file", path, nil, &out)
	var f *jobs.Failure
	if !errors.As(err, &f) || f.Message != "Failed to upload to Doodstream" {
		t.Fatalf("want the upload failure, got %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("took %v", d)
	}
}
