package seed

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// The three generated 10 s test-pattern clips every demo video plays.
//
//go:embed media/test-pattern-1.mp4 media/test-pattern-2.mp4 media/test-pattern-3.mp4
var mediaFS embed.FS

const (
	samplePatterns = 3
	// The length of every test-pattern clip (media_test.go reads it from the files).
	patternSeconds = 10
	// With S3 storage every file is a real upload, so only this many videos get one.
	s3UploadLimit = 200
	// PocketBase's random file-name suffix alphabet and length.
	fileSuffixAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
	attrsExt           = ".attrs"
)

func sampleBytes(p int) ([]byte, error) {
	return mediaFS.ReadFile(fmt.Sprintf("media/test-pattern-%d.mp4", p+1))
}

// sampleFileName mirrors PocketBase's naming of uploaded files: snake_case name, "_",
// 10 random [a-z0-9] characters (drawn from the seed's generator), extension.
func sampleFileName(rng *rand.Rand, p int) string {
	var b [10]byte
	for i := range b {
		b[i] = fileSuffixAlphabet[rng.IntN(len(fileSuffixAlphabet))]
	}
	return fmt.Sprintf("test_pattern_%d_%s.mp4", p+1, b[:])
}

// linksPerMaster: hard links made to one copy of a pattern file before the next video
// gets a copy of its own that later ones link to. ext4 allows 65,000 links per inode, so
// a million videos sharing three files would fail there (and fall back to one copy each).
var linksPerMaster = 60_000 // a variable: tests lower it

// sourceStore puts the protected video_sources files in place. The first file of each
// pattern is written through PocketBase's filesystem (so it gets the same .attrs sidecar
// with the content type that a normal upload gets); the records after it hard-link the
// file and its sidecar, a fresh copy every linksPerMaster links, so 1,000,000 records cost
// a few MB of video data. With S3 storage each file is uploaded, for the first
// s3UploadLimit videos only. put is safe from many goroutines (the generation workers).
type sourceStore struct {
	fs           *filesystem.System
	s3           bool
	collectionId string
	root         string // <dataDir>/storage (local only)

	pools [samplePatterns + 1]masterFile // the embedded patterns and the long one (longPattern)
	// longSource: the long pattern's MP4 on disk (ladder_long.go); "" when there is none.
	longSource string

	files   atomic.Int64 // files put in place
	masters atomic.Int64 // of which written or copied (the others are links)
	busyNs  atomic.Int64 // time spent putting them, all goroutines together

	mu      sync.Mutex
	created []string // record dirs created, removed again on failure
	uploads []string // S3 keys uploaded, removed again on failure
}

// masterFile: the copy of one pattern that new records link to.
type masterFile struct {
	mu    sync.Mutex
	path  string // absolute; "" until the first file of the pattern is written
	attrs bool   // it has a .attrs sidecar (PocketBase's local storage writes one)
	links int
}

func newSourceStore(app core.App, collectionId string) (*sourceStore, error) {
	fs, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	return &sourceStore{
		fs:           fs,
		s3:           app.Settings().S3.Enabled,
		collectionId: collectionId,
		root:         filepath.Join(app.DataDir(), core.LocalStorageDirName),
	}, nil
}

// hasFile: whether the i-th video gets a file (all but those past the S3 upload limit).
func (s *sourceStore) hasFile(i int) bool { return !s.s3 || i < s3UploadLimit }

// put writes (or links) the file of one video_sources record.
func (s *sourceStore) put(f sourceFile) error {
	start := time.Now()
	defer func() { s.busyNs.Add(int64(time.Since(start))); s.files.Add(1) }()
	key := s.collectionId + "/" + f.recordId + "/" + f.name
	if s.s3 {
		if err := s.upload(f.pattern, f.name, key); err != nil {
			return err
		}
		s.mu.Lock()
		s.uploads = append(s.uploads, key)
		s.mu.Unlock()
		return nil
	}
	s.track(f.recordId)
	dst := filepath.Join(s.root, filepath.FromSlash(key))
	m := &s.pools[f.pattern]
	m.mu.Lock()
	if m.path == "" || m.links >= linksPerMaster {
		// This record's file becomes the pattern's master, written while the lock keeps
		// the others from linking to a file not there yet.
		var err error
		if m.path == "" {
			err = s.upload(f.pattern, f.name, key)
		} else {
			err = copyWithSidecar(m.path, dst)
		}
		if err == nil {
			s.masters.Add(1)
			_, statErr := os.Stat(dst + attrsExt)
			m.path, m.attrs, m.links = dst, statErr == nil, 1
		}
		m.mu.Unlock()
		return err
	}
	src, attrs := m.path, m.attrs
	m.links++
	m.mu.Unlock()

	// The collection dir exists (the pattern's first file was uploaded there).
	if err := os.Mkdir(filepath.Dir(dst), 0o777); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	if err := linkOrCopy(src, dst); err != nil || !attrs {
		return err
	}
	return linkOrCopy(src+attrsExt, dst+attrsExt)
}

func (s *sourceStore) upload(pattern int, name, key string) error {
	data, err := s.patternBytes(pattern)
	if err != nil {
		return err
	}
	f, err := filesystem.NewFileFromBytes(data, fmt.Sprintf("test-pattern-%d.mp4", pattern+1))
	if err != nil {
		return err
	}
	f.Name = name
	return s.fs.UploadFile(f, key)
}

// patternBytes: an embedded pattern, or the long one from disk.
func (s *sourceStore) patternBytes(p int) ([]byte, error) {
	if p == longPattern {
		return os.ReadFile(s.longSource)
	}
	return sampleBytes(p)
}

func (s *sourceStore) track(recordId string) {
	s.mu.Lock()
	s.created = append(s.created, recordId)
	s.mu.Unlock()
}

// cleanup removes what was written, after a failed transaction.
func (s *sourceStore) cleanup() {
	if s.s3 {
		for _, key := range s.uploads {
			_ = s.fs.Delete(key)
			_ = s.fs.Delete(key + attrsExt)
		}
	} else {
		for _, id := range s.created {
			_ = os.RemoveAll(filepath.Join(s.root, s.collectionId, id))
		}
	}
	_ = s.fs.Close()
}

func (s *sourceStore) close() { _ = s.fs.Close() }

func copyWithSidecar(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o777); err != nil {
		return err
	}
	if err := copyFile(src, dst); err != nil {
		return err
	}
	if _, err := os.Stat(src + attrsExt); err != nil {
		return nil
	}
	return copyFile(src+attrsExt, dst+attrsExt)
}

// linkOrCopy hard-links src to dst, or copies it where links fail (another filesystem,
// the inode's link limit).
func linkOrCopy(src, dst string) error {
	err := os.Link(src, dst)
	if err == nil || errors.Is(err, os.ErrExist) {
		return nil
	}
	return copyFile(src, dst)
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
