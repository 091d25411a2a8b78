// Package uploads is the server side of the tus 1.0 resumable upload protocol (core,
// creation and termination extensions) for video files, plus the route that turns a
// finished upload into a processing job. tusd is not on the module proxy, and the part we
// need is small: a file per upload whose size on disk is the offset, so whatever reached
// the disk before a cut connection or a kill -9 is kept and the client resumes from there.
package uploads

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"time"
)

// Info is the durable state of one upload, stored as <id>.json beside <id>.bin.
type Info struct {
	ID       string            `json:"id"`
	Size     int64             `json:"size"`
	Owner    string            `json:"owner"`
	Metadata map[string]string `json:"metadata"`
	Created  time.Time         `json:"created"`
	// Set once the last byte arrived and ffprobe accepted the file.
	Complete bool   `json:"complete"`
	Format   string `json:"format,omitempty"`
	// The form's fields, recorded by the finish route (possibly before the last byte).
	Pending *ProcessPayload `json:"pending,omitempty"`
	// The processing job made from this upload (once complete and the fields are known).
	Job string `json:"job,omitempty"`
}

var idPattern = regexp.MustCompile(`^[a-z0-9]{20}$`)

// ErrNotFound is returned for unknown (or expired) upload ids.
var ErrNotFound = errors.New("upload not found")

// Store keeps uploads in one directory; locks serialise writes to one upload.
type Store struct {
	Dir   string
	locks sync.Map // id -> *sync.Mutex: one PATCH at a time
	infos sync.Map // id -> *sync.Mutex: read-modify-write of the info file

	refused   recent[Refusal]   // id -> why its bytes were refused (see Refuse)
	processed recent[Processed] // id -> the job and video it became (see MarkProcessed)
}

func (s *Store) binPath(id string) string  { return filepath.Join(s.Dir, id+".bin") }
func (s *Store) infoPath(id string) string { return filepath.Join(s.Dir, id+".json") }

// DataPath is where the bytes of an upload are.
func (s *Store) DataPath(id string) string { return s.binPath(id) }

// ThumbPath is where the finish route keeps the uploaded thumbnail until processing.
func (s *Store) ThumbPath(id string) string { return filepath.Join(s.Dir, id+".thumb") }

func (s *Store) lock(id string) *sync.Mutex {
	m, _ := s.locks.LoadOrStore(id, &sync.Mutex{})
	return m.(*sync.Mutex)
}

func (s *Store) infoLock(id string) *sync.Mutex {
	m, _ := s.infos.LoadOrStore(id, &sync.Mutex{})
	return m.(*sync.Mutex)
}

// Create writes the info and an empty data file.
func (s *Store) Create(info *Info) error {
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(s.binPath(info.ID), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	f.Close()
	return s.SaveInfo(info)
}

// SaveInfo replaces the info file atomically (write + rename), so a crash never leaves half JSON.
func (s *Store) SaveInfo(info *Info) error {
	b, err := json.Marshal(info)
	if err != nil {
		return err
	}
	tmp := s.infoPath(info.ID) + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	f.Close()
	return os.Rename(tmp, s.infoPath(info.ID))
}

// Get reads an upload's info and its current offset (the data file's size).
func (s *Store) Get(id string) (*Info, int64, error) {
	if !idPattern.MatchString(id) {
		return nil, 0, ErrNotFound
	}
	b, err := os.ReadFile(s.infoPath(id))
	if err != nil {
		return nil, 0, ErrNotFound
	}
	var info Info
	if err := json.Unmarshal(b, &info); err != nil {
		return nil, 0, ErrNotFound
	}
	st, err := os.Stat(s.binPath(id))
	if err != nil {
		return nil, 0, ErrNotFound
	}
	return &info, st.Size(), nil
}

// recent remembers what became of uploads whose files are gone, for an hour and at most
// maxRecent of them: the form's requests can arrive after the files went, and must hear
// what happened rather than "Upload not found".
type recent[T any] struct {
	mu sync.Mutex
	m  map[string]stamped[T]
}

type stamped[T any] struct {
	v  T
	at time.Time
}

const (
	recentTTL = time.Hour
	maxRecent = 10_000
)

func (r *recent[T]) put(id string, v T) {
	now := time.Now()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = map[string]stamped[T]{}
	}
	for k, e := range r.m {
		if now.Sub(e.at) > recentTTL {
			delete(r.m, k)
		}
	}
	if len(r.m) < maxRecent {
		r.m[id] = stamped[T]{v, now}
	}
}

func (r *recent[T]) get(id string) (T, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.m[id]
	return e.v, ok && time.Since(e.at) <= recentTTL
}

// Refusal is why an upload's bytes were refused.
type Refusal struct {
	Owner   string
	Status  int
	Message string
}

// Refuse deletes an upload whose bytes are not a video and remembers why: the form sends
// its fields (the finish route) as soon as the upload exists, so that request can arrive
// after the refusal and must say what the refusal said.
func (s *Store) Refuse(id, owner string, status int, message string) {
	s.Delete(id)
	s.refused.put(id, Refusal{Owner: owner, Status: status, Message: message})
}

// Refused reports why the upload id was refused, if it was within the last hour.
func (s *Store) Refused(id string) (Refusal, bool) { return s.refused.get(id) }

// Processed is the job and video an upload became.
type Processed struct {
	Owner string
	Job   string
	Video string
}

// MarkProcessed deletes an upload made into a video and remembers what it became: the
// form asks the finish route for the job again once its last byte is in, and a short clip
// can be processed before that request arrives.
func (s *Store) MarkProcessed(id, job, video string) {
	info, _, err := s.Get(id)
	s.Delete(id)
	if err == nil {
		s.processed.put(id, Processed{Owner: info.Owner, Job: job, Video: video})
	}
}

// ProcessedAs reports what the upload id became, if it was processed within the last hour.
func (s *Store) ProcessedAs(id string) (Processed, bool) { return s.processed.get(id) }

// Delete removes every file of an upload.
func (s *Store) Delete(id string) {
	if !idPattern.MatchString(id) {
		return
	}
	_ = os.Remove(s.binPath(id))   // best effort: a temporary file or folder
	_ = os.Remove(s.ThumbPath(id)) // best effort: a temporary file or folder
	_ = os.Remove(s.infoPath(id))  // best effort: a temporary file or folder
	s.locks.Delete(id)
	s.infos.Delete(id)
}

// Expire deletes uploads older than maxAge that never became a job; returns how many.
func (s *Store) Expire(maxAge time.Duration, now time.Time) int {
	entries, err := os.ReadDir(s.Dir)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entries {
		name := e.Name()
		if filepath.Ext(name) != ".json" {
			continue
		}
		id := name[:len(name)-len(".json")]
		info, _, err := s.Get(id)
		if err != nil {
			// An info without data (or unreadable): judge by the file's age.
			if st, serr := e.Info(); serr == nil && now.Sub(st.ModTime()) > maxAge {
				s.Delete(id)
				n++
			}
			continue
		}
		if info.Job == "" && now.Sub(info.Created) > maxAge {
			s.Delete(id)
			n++
		}
	}
	return n
}

func writeFileSync(path string, b []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
