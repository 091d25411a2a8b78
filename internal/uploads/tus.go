package uploads

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"reelhouse/internal/access"
	"reelhouse/internal/apierr"
	"slices"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"reelhouse/internal/jobs"
	"reelhouse/internal/media"
)

const (
	tusVersion = "1.0.0"
	// BasePath is the tus endpoint (creation); an upload lives at BasePath/{id}.
	BasePath = "/api/reelhouse/uploads"
	// DefaultMaxSize is the size limit when the `uploads` setting has none (4 GiB).
	DefaultMaxSize int64 = 4 << 30
	// Abandoned uploads are deleted after this long.
	MaxAge = 24 * time.Hour
)

// Messages of the refusals (shown by the upload form as they are).
const (
	msgSignIn   = "Sign in as a creator or an admin to upload videos."
	msgRole     = "Only creators and admins can upload videos."
	msgEmpty    = "The video file is empty."
	msgType     = "Only MP4, MOV and AVI videos can be uploaded."
	msgBadVideo = "The file is not a readable MP4, MOV or AVI video (it may be truncated)."
)

// refusalCodes: the code of each refusal the store keeps for a refused upload (apierr).
var refusalCodes = map[string]string{msgType: "upload_type_invalid", msgBadVideo: "upload_video_unreadable"}

// Server holds what the routes need.
type Server struct {
	App   core.App
	Store *Store
	// Now is replaceable in tests.
	Now func() time.Time
	// OnEnqueue wakes the job workers after the finish route queued a job.
	OnEnqueue func()
}

// IsAdmin: an admin member or a superuser (internal/access).
var IsAdmin = access.IsAdmin

func canUpload(e *core.RequestEvent) error {
	if e.Auth == nil {
		return apierr.Unauthorized("upload_sign_in", msgSignIn)
	}
	if uploader(e) {
		return nil
	}
	return apierr.Forbidden("upload_forbidden", msgRole)
}

// uploader: a signed-in admin or creator, who may upload and run the pipeline's jobs.
func uploader(e *core.RequestEvent) bool {
	return IsAdmin(e) || slices.Contains(e.Auth.GetStringSlice("roles"), "creator")
}

// MaxSize reads the `uploads` setting's max_size (bytes), else DefaultMaxSize.
func MaxSize(app core.App) int64 {
	rec, err := app.FindFirstRecordByData("settings", "key", "uploads")
	if err != nil {
		return DefaultMaxSize
	}
	var v struct {
		MaxSize int64 `json:"max_size"`
	}
	if err := rec.UnmarshalJSONField("value", &v); err != nil || v.MaxSize <= 0 {
		return DefaultMaxSize
	}
	return v.MaxSize
}

func humanSize(n int64) string {
	const gib, mib = 1 << 30, 1 << 20
	if n >= gib && n%gib == 0 {
		return fmt.Sprintf("%d GiB", n/gib)
	}
	if n >= gib {
		return fmt.Sprintf("%.1f GiB", float64(n)/gib)
	}
	return fmt.Sprintf("%d MiB", (n+mib-1)/mib)
}

// tusHeaders go on every response: PocketBase's CORS middleware answers every OPTIONS
// request itself, so discovery (version, extensions, max size) rides on the others too.
func (s *Server) tusHeaders(e *core.RequestEvent) {
	h := e.Response.Header()
	h.Set("Tus-Resumable", tusVersion)
	h.Set("Tus-Version", tusVersion)
	h.Set("Tus-Extension", "creation,termination")
	h.Set("Tus-Max-Size", strconv.FormatInt(MaxSize(s.App), 10))
	h.Set("Cache-Control", "no-store")
}

func checkVersion(e *core.RequestEvent) error {
	if v := e.Request.Header.Get("Tus-Resumable"); v != tusVersion {
		e.Response.Header().Set("Tus-Version", tusVersion)
		return e.JSON(http.StatusPreconditionFailed, map[string]any{"status": 412, "message": "Unsupported tus version (Tus-Resumable: 1.0.0 is required).", "data": map[string]any{}})
	}
	return nil
}

// Register binds the tus routes and the hourly cleanup of abandoned uploads.
func (s *Server) Register(se *core.ServeEvent) {
	g := se.Router.Group(BasePath)
	g.OPTIONS("", s.options)
	g.OPTIONS("/{id}", s.options)
	g.POST("", s.create)
	g.HEAD("/{id}", s.head)
	// Chunks may be as large as the client likes: the default 32 MB body limit is lifted.
	g.PATCH("/{id}", s.patch).Bind(apis.BodyLimit(0))
	g.DELETE("/{id}", s.terminate)
	g.POST("/{id}/finish", s.finish).Bind(apis.BodyLimit(16 << 20))
}

func (s *Server) options(e *core.RequestEvent) error {
	s.tusHeaders(e)
	return e.NoContent(http.StatusNoContent)
}

func (s *Server) create(e *core.RequestEvent) error {
	s.tusHeaders(e)
	if err := checkVersion(e); err != nil {
		return err
	}
	if err := canUpload(e); err != nil {
		return err
	}
	if e.Request.Header.Get("Upload-Defer-Length") != "" {
		return apierr.BadRequest("upload_length_required", "Upload-Length is required (deferred length is not supported).")
	}
	size, err := strconv.ParseInt(e.Request.Header.Get("Upload-Length"), 10, 64)
	if err != nil || size < 0 {
		return apierr.BadRequest("upload_length_required", "Upload-Length is required.")
	}
	if size == 0 {
		return apierr.BadRequest("upload_empty", msgEmpty)
	}
	if limit := MaxSize(s.App); size > limit {
		return e.JSON(http.StatusRequestEntityTooLarge, map[string]any{"status": 413,
			"message": "The video file is larger than the " + humanSize(limit) + " limit.", "data": map[string]any{}})
	}
	meta, ok := ParseMetadata(e.Request.Header.Get("Upload-Metadata"))
	if !ok {
		return apierr.BadRequest("upload_metadata_malformed", "Upload-Metadata is malformed.")
	}
	info := &Info{ID: security.RandomStringWithAlphabet(20, "abcdefghijklmnopqrstuvwxyz0123456789"), Size: size,
		Owner: ownerID(e), Metadata: meta, Created: s.Now().UTC()}
	if err := s.Store.Create(info); err != nil {
		return apis.NewInternalServerError("Could not start the upload.", err)
	}
	e.Response.Header().Set("Location", BasePath+"/"+info.ID)
	e.Response.Header().Set("Upload-Offset", "0")
	return e.NoContent(http.StatusCreated)
}

// ownerID is the auth record's id; a superuser's uploads are owned by the superuser id.
func ownerID(e *core.RequestEvent) string {
	if e.Auth == nil {
		return ""
	}
	return e.Auth.Id
}

// mayTouch: an upload (or what became of it) is its owner's and the admins' to see.
func mayTouch(e *core.RequestEvent, owner string) bool {
	return owner == ownerID(e) || IsAdmin(e)
}

// load finds an upload the caller may touch. Someone else's upload is reported as not
// found, so ids cannot be probed.
func (s *Server) load(e *core.RequestEvent) (*Info, int64, error) {
	if err := canUpload(e); err != nil {
		return nil, 0, err
	}
	id := e.Request.PathValue("id")
	info, offset, err := s.Store.Get(id)
	if err != nil {
		// Refused bytes: the owner hears why again (a request that crossed the refusal).
		if r, ok := s.Store.Refused(id); ok && mayTouch(e, r.Owner) {
			return nil, 0, apierr.New(r.Status, refusalCodes[r.Message], r.Message, nil)
		}
	}
	if err != nil || !mayTouch(e, info.Owner) {
		return nil, 0, apierr.NotFound("upload_not_found", "Upload not found (it may have expired).")
	}
	return info, offset, nil
}

// processed: what an upload the caller may touch became, once processing has deleted it.
func (s *Server) processed(e *core.RequestEvent) (Processed, bool) {
	done, ok := s.Store.ProcessedAs(e.Request.PathValue("id"))
	return done, ok && canUpload(e) == nil && mayTouch(e, done.Owner)
}

func (s *Server) head(e *core.RequestEvent) error {
	s.tusHeaders(e)
	if err := checkVersion(e); err != nil {
		return err
	}
	info, offset, err := s.load(e)
	if err != nil {
		return err
	}
	h := e.Response.Header()
	h.Set("Upload-Offset", strconv.FormatInt(offset, 10))
	h.Set("Upload-Length", strconv.FormatInt(info.Size, 10))
	return e.NoContent(http.StatusOK)
}

func (s *Server) patch(e *core.RequestEvent) error {
	s.tusHeaders(e)
	if err := checkVersion(e); err != nil {
		return err
	}
	if e.Request.Header.Get("Content-Type") != "application/offset+octet-stream" {
		return e.JSON(http.StatusUnsupportedMediaType, map[string]any{"status": 415, "message": "Content-Type must be application/offset+octet-stream.", "data": map[string]any{}})
	}
	id := e.Request.PathValue("id")
	// Only an existing upload of the caller gets a lock (the lock map never grows from
	// guessed ids); the offset is read again under the lock below.
	if _, _, err := s.load(e); err != nil {
		return err
	}
	lock := s.Store.lock(id)
	if !lock.TryLock() {
		// Another PATCH of this upload is still being written (e.g. a cut connection not yet noticed).
		return e.JSON(http.StatusLocked, map[string]any{"status": 423, "message": "The upload is busy; retry shortly.", "data": map[string]any{}})
	}
	defer lock.Unlock()
	info, offset, err := s.load(e)
	if err != nil {
		return err
	}
	claimed, err := strconv.ParseInt(e.Request.Header.Get("Upload-Offset"), 10, 64)
	if err != nil || claimed < 0 {
		return apierr.BadRequest("upload_offset_required", "Upload-Offset is required.")
	}
	if claimed != offset {
		e.Response.Header().Set("Upload-Offset", strconv.FormatInt(offset, 10))
		return e.JSON(http.StatusConflict, map[string]any{"status": 409, "message": fmt.Sprintf("Wrong offset: the server has %d bytes.", offset), "data": map[string]any{}})
	}
	if offset == info.Size {
		e.Response.Header().Set("Upload-Offset", strconv.FormatInt(offset, 10))
		return s.complete(e, info)
	}

	f, err := os.OpenFile(s.Store.DataPath(id), os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return apierr.NotFound("upload_not_found", "Upload not found (it may have expired).")
	}
	written, copyErr := io.Copy(f, io.LimitReader(e.Request.Body, info.Size-offset))
	syncErr := f.Sync()
	f.Close()
	offset += written
	e.Response.Header().Set("Upload-Offset", strconv.FormatInt(offset, 10))

	// The leading bytes decide early whether this can be a video at all.
	if offset >= SniffLen && offset-written < SniffLen || (offset == info.Size && offset < SniffLen) {
		head := make([]byte, SniffLen)
		if rf, err := os.Open(s.Store.DataPath(id)); err == nil {
			n, _ := io.ReadFull(rf, head)
			rf.Close()
			if !LooksLikeVideo(head[:n]) {
				s.Store.Refuse(id, info.Owner, http.StatusUnsupportedMediaType, msgType)
				return e.JSON(http.StatusUnsupportedMediaType, map[string]any{"status": 415, "message": msgType, "data": apierr.Data(refusalCodes[msgType], nil)})
			}
		}
	}
	if copyErr != nil || syncErr != nil {
		// The client went away mid-chunk; what reached the disk stays and HEAD reports it.
		return nil
	}
	if offset < info.Size {
		return e.NoContent(http.StatusNoContent)
	}
	return s.complete(e, info)
}

// complete runs ffprobe on the finished file: only a readable MP4/MOV/AVI video is kept.
func (s *Server) complete(e *core.RequestEvent, info *Info) error {
	if _, err := s.verify(e, info); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}

// verify probes a fully received upload once, records it as complete and, when the form's
// fields are already known, queues its processing job. A file that is not a readable
// MP4/MOV/AVI video is deleted (422). Used by the last PATCH, and by the finish route for
// an upload whose last PATCH was cut short by a crash after its bytes reached the disk
// (the client then sees offset = length and never PATCHes again).
func (s *Server) verify(e *core.RequestEvent, info *Info) (*Info, error) {
	if !info.Complete {
		_, ffprobe, err := media.Binaries(s.App.DataDir())
		if err != nil {
			return nil, apis.NewInternalServerError("ffprobe is not available on the server.", err)
		}
		ctx, cancel := context.WithTimeout(e.Request.Context(), 2*time.Minute)
		defer cancel()
		probe, err := media.Probe(ctx, ffprobe, s.Store.DataPath(info.ID))
		if err != nil || !AllowedFormat(probe.Format) {
			msg := msgType
			if err != nil {
				msg = msgBadVideo
			}
			s.Store.Refuse(info.ID, info.Owner, http.StatusUnprocessableEntity, msg)
			return nil, apierr.New(http.StatusUnprocessableEntity, refusalCodes[msg], msg, nil)
		}
		info.Format = probe.Format
	}
	return s.update(info.ID, func(cur *Info) error {
		if !cur.Complete {
			cur.Complete, cur.Format = true, info.Format
		}
		return s.enqueueIfReady(cur)
	})
}

// update is a read-modify-write of an upload's info under its info lock, so the finish
// route and the last PATCH never overwrite each other's changes.
func (s *Server) update(id string, change func(*Info) error) (*Info, error) {
	l := s.Store.infoLock(id)
	l.Lock()
	defer l.Unlock()
	cur, _, err := s.Store.Get(id)
	if err != nil {
		// The caller was let in by load(); the upload was refused since.
		if r, ok := s.Store.Refused(id); ok {
			return nil, apierr.New(r.Status, refusalCodes[r.Message], r.Message, nil)
		}
		return nil, apierr.NotFound("upload_not_found", "Upload not found (it may have expired).")
	}
	if err := change(cur); err != nil {
		return nil, err
	}
	if err := s.Store.SaveInfo(cur); err != nil {
		return nil, apis.NewInternalServerError("Could not record the upload.", err)
	}
	return cur, nil
}

// enqueueIfReady queues the process job once the upload is complete and its fields known.
func (s *Server) enqueueIfReady(info *Info) error {
	if info.Job != "" || !info.Complete || info.Pending == nil {
		return nil
	}
	job, err := jobs.Enqueue(s.App, KindProcess, "", info.Pending.Owner, info.Pending, 3)
	if err != nil {
		return apis.NewInternalServerError("Could not queue the video for processing.", err)
	}
	info.Job = job.Id
	if s.OnEnqueue != nil {
		s.OnEnqueue()
	}
	return nil
}

func (s *Server) terminate(e *core.RequestEvent) error {
	s.tusHeaders(e)
	if err := checkVersion(e); err != nil {
		return err
	}
	info, _, err := s.load(e)
	if err != nil {
		return err
	}
	if info.Job != "" {
		return apierr.BadRequest("upload_processing", "This upload is already being processed.")
	}
	lock := s.Store.lock(info.ID)
	lock.Lock()
	s.Store.Delete(info.ID)
	lock.Unlock()
	return e.NoContent(http.StatusNoContent)
}

// Cleanup deletes abandoned uploads; bound to a cron in Register.
func (s *Server) Cleanup() int {
	return s.Store.Expire(MaxAge, s.Now())
}

// exactError answers with the message as given: PocketBase's errors add a final period,
// and the spec's texts are shown verbatim.
func exactError(e *core.RequestEvent, status int, msg string) error {
	return e.JSON(status, map[string]any{"status": status, "message": msg, "data": map[string]any{}})
}
