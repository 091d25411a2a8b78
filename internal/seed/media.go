package seed

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/security"
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
// 10 random [a-z0-9] characters, extension.
func sampleFileName(p int) string {
	return fmt.Sprintf("test_pattern_%d_%s.mp4", p+1, security.PseudorandomStringWithAlphabet(10, fileSuffixAlphabet))
}

// sourceStore puts the protected video_sources files in place. The first file of each
// pattern is written through PocketBase's filesystem (so it gets the same .attrs sidecar
// with the content type that a normal upload gets); every other record hard-links the
// file and its sidecar, so 100,000 records cost a few hundred KB of video data.
// With S3 storage each file is uploaded, for the first s3UploadLimit videos only.
type sourceStore struct {
	fs           *filesystem.System
	s3           bool
	collectionId string
	root         string // <dataDir>/storage (local only)

	masters [samplePatterns]string // absolute path of the written file per pattern

	jobs    chan linkJob
	wg      sync.WaitGroup
	errOnce sync.Once
	err     error
	mu      sync.Mutex
	created []string // record dirs created, removed again on failure
	uploads []string // S3 keys uploaded, removed again on failure
}

type linkJob struct {
	recordId, name string
	pattern        int
}

func newSourceStore(app core.App, collectionId string) (*sourceStore, error) {
	fs, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	s := &sourceStore{
		fs:           fs,
		s3:           app.Settings().S3.Enabled,
		collectionId: collectionId,
		root:         filepath.Join(app.DataDir(), core.LocalStorageDirName),
		jobs:         make(chan linkJob, 1024),
	}
	if !s.s3 {
		for w := 0; w < 2; w++ {
			s.wg.Add(1)
			go s.worker()
		}
	}
	return s, nil
}

// add returns the file name to store in video_sources.file for the i-th video,
// or "" when the record gets no file (S3 beyond the upload limit).
func (s *sourceStore) add(i int, recordId string, pattern int) (string, error) {
	name := sampleFileName(pattern)
	key := s.collectionId + "/" + recordId + "/" + name
	if s.s3 {
		if i >= s3UploadLimit {
			return "", nil
		}
		if err := s.upload(pattern, name, key); err != nil {
			return "", err
		}
		s.uploads = append(s.uploads, key)
		return name, nil
	}
	if s.masters[pattern] == "" {
		s.track(recordId)
		if err := s.upload(pattern, name, key); err != nil {
			return "", err
		}
		s.masters[pattern] = filepath.Join(s.root, filepath.FromSlash(key))
		return name, nil
	}
	if err := s.firstErr(); err != nil {
		return "", err
	}
	s.jobs <- linkJob{recordId: recordId, name: name, pattern: pattern}
	return name, nil
}

func (s *sourceStore) upload(pattern int, name, key string) error {
	data, err := sampleBytes(pattern)
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

func (s *sourceStore) worker() {
	defer s.wg.Done()
	for job := range s.jobs {
		if s.firstErr() != nil {
			continue // drain
		}
		if err := s.link(job); err != nil {
			s.fail(err)
		}
	}
}

func (s *sourceStore) link(job linkJob) error {
	// The collection dir exists (the first file of each pattern was uploaded there).
	dir := filepath.Join(s.root, s.collectionId, job.recordId)
	if err := os.Mkdir(dir, 0o777); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	s.track(job.recordId)
	dst := filepath.Join(dir, job.name)
	src := s.masters[job.pattern]
	if err := linkOrCopy(src, dst); err != nil {
		return err
	}
	if _, err := os.Stat(src + attrsExt); err == nil {
		return linkOrCopy(src+attrsExt, dst+attrsExt)
	}
	return nil
}

func (s *sourceStore) track(recordId string) {
	s.mu.Lock()
	s.created = append(s.created, recordId)
	s.mu.Unlock()
}

func (s *sourceStore) fail(err error) {
	s.errOnce.Do(func() { s.mu.Lock(); s.err = err; s.mu.Unlock() })
}

func (s *sourceStore) firstErr() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// finish waits for the pending links and reports the first error.
func (s *sourceStore) finish() error {
	if s.jobs != nil {
		close(s.jobs)
		s.jobs = nil
	}
	s.wg.Wait()
	return s.firstErr()
}

// cleanup removes what was written, after a failed transaction.
func (s *sourceStore) cleanup() {
	_ = s.finish()
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

func linkOrCopy(src, dst string) error {
	err := os.Link(src, dst)
	if err == nil || errors.Is(err, os.ErrExist) {
		return nil
	}
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
