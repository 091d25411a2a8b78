package uploads

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
	"reelhouse/internal/hosts"
	"reelhouse/internal/jobs"
	"reelhouse/internal/library"
	"reelhouse/internal/media"
	"reelhouse/internal/storage"
)

// Register wires the tus endpoint, the finish route, the job queue with the pipeline's
// handlers, the retry route, the derived media route, the cleanup cron and the deletion
// of a video's derived files.
func Register(app core.App) {
	s := &Server{App: app, Now: time.Now}
	q := jobs.New(app)
	s.OnEnqueue = q.Wake
	q.Handle(KindProcess, func(ctx context.Context, a core.App, j *jobs.Job) error {
		err := s.processJob(ctx, a, j)
		if err == nil {
			q.Wake()
		}
		return err
	})
	q.Handle(KindPreview, previewJob)
	q.Handle(KindSprite, spriteJob)
	RegisterLadder(q)
	for _, h := range hosts.All {
		q.Handle(h.Kind(), hosts.Handler(h))
	}
	library.HandleJobs(q) // followers' notifications of a new video (issue 22)

	ctx, cancel := context.WithCancel(context.Background())
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		s.Store = &Store{Dir: filepath.Join(app.DataDir(), "uploads")}
		s.Register(se)
		se.Router.POST("/api/reelhouse/jobs/{id}/retry", retryRoute(q))
		se.Router.GET("/api/reelhouse/admin/jobs/health", func(e *core.RequestEvent) error {
			if !IsAdmin(e) { // the workers' database failures since start (jobs.Health)
				return apierr.Forbidden("admin_only", "Only admins can see the job queue's health.")
			}
			return e.JSON(http.StatusOK, q.Health())
		})
		se.Router.GET("/api/reelhouse/media/{video}/{name}", s.mediaRoute)
		registerRunnerAPI(se, q)
		se.Router.GET("/api/reelhouse/hosts", s.hostsRoute)
		app.Cron().MustAdd("reelhouse_uploads_cleanup", "17 * * * *", func() { s.Cleanup() })
		if err := q.Start(ctx); err != nil {
			return err
		}
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		cancel()
		return e.Next()
	})
	// The video's rows go by cascade (sources and their files, jobs, category links, stats,
	// the search entry by trigger); the derived files on disk go once the delete committed.
	app.OnRecordAfterDeleteSuccess("videos").BindFunc(func(e *core.RecordEvent) error {
		if err := os.RemoveAll(media.Dir(e.App, e.Record.Id)); err != nil {
			// Previews, sprites and the ladder of a deleted video must not stay readable.
			e.App.Logger().Error("uploads: the deleted video's media files were not removed", "video", e.Record.Id, "error", err)
		}
		if storage.Remote(e.App) {
			storage.DeleteMedia(e.App, e.Record.Id)
		}
		return e.Next()
	})
}

func retryRoute(q *jobs.Queue) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		if e.Auth == nil {
			return apierr.Unauthorized("job_retry_sign_in", "Sign in to retry a job.")
		}
		job, err := e.App.FindRecordById("jobs", e.Request.PathValue("id"))
		if err != nil {
			return apierr.NotFound("job_not_found", "Job not found.")
		}
		allowed := IsAdmin(e) || job.GetString("owner") == e.Auth.Id
		if !allowed && job.GetString("video") != "" {
			if v, err := e.App.FindRecordById("videos", job.GetString("video")); err == nil && v.GetString("creator") == e.Auth.Id {
				allowed = true
			}
		}
		if !allowed {
			return apierr.NotFound("job_not_found", "Job not found.")
		}
		// The owner retries their own job only while they are a creator: a retry re-runs
		// the same work with the site's own settings, but a revoked creator acts no more.
		if !uploader(e) {
			return apierr.Forbidden("job_retry_forbidden", "Only creators and admins can retry jobs.")
		}
		if job.GetString("state") != jobs.Failed {
			return apierr.BadRequest("job_not_failed", "Only failed jobs can be retried.")
		}
		if err := jobs.Retry(e.App, job); err != nil {
			return apierr.Wrap(http.StatusBadRequest, "job_retry_failed", "Could not retry the job.", err)
		}
		q.Wake()
		return e.JSON(http.StatusOK, job)
	}
}

var mediaNames = map[string]string{"preview.mp4": "video/mp4", "sprite.jpg": "image/jpeg", "thumbs.vtt": "text/vtt"}

var videoIDPattern = regexp.MustCompile(`^[a-z0-9]{15}$`)

// mediaRoute serves a video's preview clip, sprite and VTT. catalog.MediaAccess decides
// who may (issue 36): a hidden video's media only admins, a premium video's only the
// holder of a playback token who may play it now (re-read, as the stream route does).
// premium below means "never in a shared cache" (premium or hidden).
func (s *Server) mediaRoute(e *core.RequestEvent) error {
	id, name := e.Request.PathValue("video"), e.Request.PathValue("name")
	ctype, ok := mediaNames[name]
	if !ok || !videoIDPattern.MatchString(id) {
		return apierr.NotFound("not_found", "Not found.")
	}
	premium, err := catalog.MediaAccess(e, id)
	if err != nil {
		return err
	}
	path := filepath.Join(media.Dir(e.App, id), name)
	f, err := os.Open(path)
	if err != nil && name != "preview.mp4" {
		if shared := sharedMediaOf(e.App, id); shared != "" {
			f, err = os.Open(filepath.Join(media.Dir(e.App, shared), name))
		}
	}
	if err != nil && storage.Remote(e.App) {
		return remoteMedia(e, id, name, ctype, premium)
	}
	if err != nil {
		return apierr.NotFound("not_found", "Not found.")
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return apierr.NotFound("not_found", "Not found.")
	}
	e.Response.Header().Set("Content-Type", ctype)
	e.Response.Header().Set("Cache-Control", mediaCacheControl(premium, e.Request.URL.Query().Get("token")))
	http.ServeContent(e.Response, e.Request, name, st.ModTime(), f)
	return nil
}

// mediaCacheControl: a premium video's media, or media fetched with a signed-in member's
// token, are never kept by the browser's HTTP cache (nothing stays on a shared device
// after sign-out, issue 29); a free video's media for visitors are public.
func mediaCacheControl(premium bool, token string) string {
	if m := tokenPattern.FindStringSubmatch(token); premium || (m != nil && m[2] != "-") {
		return "private, no-store"
	}
	return "public, max-age=3600"
}

var sharedMediaID = regexp.MustCompile(`^_[a-z0-9]{1,20}$`)

// sharedMediaOf: the shared media folder a video's source points at (the seed's one
// sprite and ladder for every demo video), "" for none.
func sharedMediaOf(app core.App, videoID string) string {
	src, err := app.FindFirstRecordByData("video_sources", "video", videoID)
	if err != nil || !src.GetBool("sprite") {
		return ""
	}
	var h struct {
		Shared string `json:"shared"`
	}
	if src.UnmarshalJSONField("hls", &h) != nil || !sharedMediaID.MatchString(h.Shared) {
		return ""
	}
	return h.Shared
}

var tokenPattern = regexp.MustCompile(`^(\d{1,12})\.([A-Za-z0-9_-]{1,64})\.([0-9a-f]{64})$`)

// remoteMedia: a derived file in the bucket. The VTT (small, and its sprite reference is
// relative to this route) is passed through; the clip and the sprite are a redirect to a
// short-lived link (on the CDN when one is configured: the CDN exposes only thumbnails
// unsigned, so a premium video's media are never reachable by guessing the path).
func remoteMedia(e *core.RequestEvent, id, name, ctype string, premium bool) error {
	if name == "thumbs.vtt" {
		b, err := storage.ReadMedia(e.App, id, name)
		if err != nil {
			return apierr.NotFound("not_found", "Not found.")
		}
		e.Response.Header().Set("Cache-Control", mediaCacheControl(premium, e.Request.URL.Query().Get("token")))
		return e.Blob(http.StatusOK, ctype, b)
	}
	link, err := storage.Link(e.Request.Context(), e.App, storage.MediaKey(id, name), time.Now())
	if err != nil {
		return apis.NewInternalServerError("", err)
	}
	if premium {
		e.Response.Header().Set("Cache-Control", "private, no-store")
	} else {
		e.Response.Header().Set("Cache-Control", "public, max-age=60") // well inside the link's life
	}
	return e.Redirect(http.StatusFound, link)
}
