package uploads

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/apierr"
	"reelhouse/internal/jobs"
	"reelhouse/internal/media"
	"reelhouse/internal/storage"
)

// The runners' API (issue 24 §4). Admins: POST /api/reelhouse/runners {name} → {id, name,
// token} (the token is shown once; a SHA-256 of it is stored), POST
// /api/reelhouse/runners/{id}/revoke (its held jobs go back to the queue). A runner, with
// `Authorization: Bearer <token>`: POST …/runner/claim (200 a job, 204 none), GET
// …/runner/jobs/{id}/source (the self-hosted MP4), POST …/runner/jobs/{id}/progress
// {progress} (renews the lease), PUT …/runner/jobs/{id}/files/{name} (one output file),
// POST …/runner/jobs/{id}/complete {w, h, audio} and …/fail {message}. Every job route
// answers 404 unless the job is running and held by this runner.

func registerRunnerAPI(se *core.ServeEvent, q *jobs.Queue) {
	g := se.Router.Group("/api/reelhouse")
	g.POST("/runners", createRunner)
	g.POST("/runners/{id}/revoke", revokeRunner(q))
	r := g.Group("/runner")
	r.POST("/claim", withRunner(func(e *core.RequestEvent, runner *core.Record) error {
		job := q.ClaimForRunner(runner.Id)
		if job == nil {
			return e.NoContent(http.StatusNoContent)
		}
		return e.JSON(http.StatusOK, map[string]any{"id": job.Id, "kind": job.GetString("kind"), "video": job.GetString("video"),
			"lease_seconds": int(q.RunnerLease.Seconds())})
	}))
	r.GET("/jobs/{id}/source", withJob(func(e *core.RequestEvent, job *core.Record) error {
		_, in, release, err := media.SourceFile(e.App, job.GetString("video"))
		if err != nil {
			return apierr.NotFound("no_self_hosted_file", "No self-hosted file.")
		}
		defer release()
		f, err := os.Open(in)
		if err != nil {
			return apierr.NotFound("no_self_hosted_file", "No self-hosted file.")
		}
		defer f.Close()
		st, _ := f.Stat()
		e.Response.Header().Set("Content-Type", "video/mp4")
		http.ServeContent(e.Response, e.Request, "source.mp4", st.ModTime(), f)
		return nil
	}))
	r.POST("/jobs/{id}/progress", withJob(func(e *core.RequestEvent, job *core.Record) error {
		var body struct {
			Progress float64 `json:"progress"`
		}
		_ = json.NewDecoder(io.LimitReader(e.Request.Body, 1024)).Decode(&body)
		job.Set("progress", max(0, min(99, int(body.Progress))))
		job.Set("lease_until", types.NowDateTime().Add(q.RunnerLease))
		if err := e.App.Save(job); err != nil {
			return apierr.Wrap(http.StatusBadRequest, "runner_progress_failed", "Could not save the progress.", err)
		}
		return e.NoContent(http.StatusNoContent)
	}))
	r.PUT("/jobs/{id}/files/{name}", withJob(func(e *core.RequestEvent, job *core.Record) error {
		name := e.Request.PathValue("name")
		if !runnerFile.MatchString(name) {
			return apierr.BadRequest("runner_bad_file_name", "Not a ladder file name.")
		}
		dir := runnerDir(e.App, job)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return apis.NewInternalServerError("", err)
		}
		tmp := filepath.Join(dir, name+".part")
		f, err := os.Create(tmp)
		if err != nil {
			return apis.NewInternalServerError("", err)
		}
		_, err = io.Copy(f, io.LimitReader(e.Request.Body, 512<<20))
		if cerr := f.Close(); err == nil {
			err = cerr // a written file: its close can fail to flush
		}
		if err != nil {
			_ = os.Remove(tmp) // best effort: a temporary file or folder
			return apierr.Wrap(http.StatusBadRequest, "runner_upload_cut", "The upload was cut: "+err.Error(), err)
		}
		if err := os.Rename(tmp, filepath.Join(dir, name)); err != nil {
			return apis.NewInternalServerError("", err)
		}
		return e.NoContent(http.StatusNoContent)
	})).Bind(apis.BodyLimit(0))
	r.POST("/jobs/{id}/complete", withJob(func(e *core.RequestEvent, job *core.Record) error {
		var body struct {
			W, H  int
			Audio bool
		}
		if err := json.NewDecoder(io.LimitReader(e.Request.Body, 1024)).Decode(&body); err != nil || body.W <= 0 || body.H <= 0 {
			return apierr.BadRequest("runner_source_required", "Send the source's w, h and audio.")
		}
		rung, _ := rungOfKind(job.GetString("kind"))
		dir := runnerDir(e.App, job)
		if _, err := os.Stat(filepath.Join(dir, "index.m3u8")); err != nil {
			return apierr.BadRequest("runner_playlist_missing", "The rung's playlist was not uploaded.")
		}
		videoID := job.GetString("video")
		hlsDir := media.HLSDir(media.Dir(e.App, videoID))
		final := filepath.Join(hlsDir, media.RungName(rung.Height))
		_ = os.RemoveAll(final) // best effort: a temporary file or folder
		if err := os.Rename(dir, final); err != nil {
			return apis.NewInternalServerError("", err)
		}
		if storage.Remote(e.App) {
			if err := moveRung(e.App, videoID, hlsDir, rung.Height); err != nil {
				return apis.NewInternalServerError("", err)
			}
		}
		if err := AddRung(e.App, videoID, body.W, body.H, body.Audio, rung.Height); err != nil {
			return apis.NewInternalServerError("", err)
		}
		if err := q.Finish(job, nil); err != nil {
			return apis.NewInternalServerError("", err)
		}
		return e.NoContent(http.StatusNoContent)
	}))
	r.POST("/jobs/{id}/fail", withJob(func(e *core.RequestEvent, job *core.Record) error {
		var body struct {
			Message string `json:"message"`
		}
		_ = json.NewDecoder(io.LimitReader(e.Request.Body, 4096)).Decode(&body)
		_ = os.RemoveAll(runnerDir(e.App, job)) // best effort: a temporary file or folder
		if err := q.Finish(job, &jobs.Failure{Message: msgProcess, Detail: "runner: " + body.Message}); err != nil {
			return apis.NewInternalServerError("", err)
		}
		return e.NoContent(http.StatusNoContent)
	}))
}

var runnerFile = regexp.MustCompile(`^(index\.m3u8|init\.mp4|seg_\d{4,6}\.m4s)$`)

// runnerDir: where a runner's uploads for one job (and attempt) gather until complete.
func runnerDir(app core.App, job *core.Record) string {
	rung, _ := rungOfKind(job.GetString("kind"))
	return filepath.Join(media.HLSDir(media.Dir(app, job.GetString("video"))),
		media.RungName(rung.Height)+".runner-"+job.Id)
}

func hashToken(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}

// A token is "rr_<runner id>_<secret>": the id finds the row, the hash checks the secret.
func runnerOf(app core.App, header string) *core.Record {
	token, ok := strings.CutPrefix(header, "Bearer ")
	if !ok {
		return nil
	}
	parts := strings.SplitN(token, "_", 3)
	if len(parts) != 3 || parts[0] != "rr" {
		return nil
	}
	rec, err := app.FindRecordById("runners", parts[1])
	if err != nil || rec.GetBool("revoked") || !security.Equal(rec.GetString("token_hash"), hashToken(token)) {
		return nil
	}
	return rec
}

func withRunner(h func(e *core.RequestEvent, runner *core.Record) error) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		runner := runnerOf(e.App, e.Request.Header.Get("Authorization"))
		if runner == nil {
			return apierr.Unauthorized("runner_token_invalid", "Invalid or revoked runner token.")
		}
		runner.Set("last_seen", types.NowDateTime())
		_ = e.App.SaveNoValidate(runner)
		return h(e, runner)
	}
}

// withJob: the job must be running and held by the calling runner; anything else is 404.
func withJob(h func(e *core.RequestEvent, job *core.Record) error) func(e *core.RequestEvent) error {
	return withRunner(func(e *core.RequestEvent, runner *core.Record) error {
		job, err := e.App.FindRecordById("jobs", e.Request.PathValue("id"))
		if err != nil || job.GetString("runner") != runner.Id || job.GetString("state") != jobs.Running {
			return apierr.NotFound("runner_job_not_found", "No such job held by this runner.")
		}
		return h(e, job)
	})
}

func createRunner(e *core.RequestEvent) error {
	if e.Auth == nil || !IsAdmin(e) {
		return apierr.Forbidden("admin_only", "Only admins can create runners.")
	}
	var body struct {
		Name string `json:"name"`
	}
	if err := json.NewDecoder(io.LimitReader(e.Request.Body, 4096)).Decode(&body); err != nil || strings.TrimSpace(body.Name) == "" || len(body.Name) > 80 {
		return apierr.BadRequest("runner_name_required", "Give the runner a name (at most 80 characters).")
	}
	col, err := e.App.FindCachedCollectionByNameOrId("runners")
	if err != nil {
		return apis.NewInternalServerError("", err)
	}
	rec := core.NewRecord(col)
	rec.Id = core.GenerateDefaultRandomId()
	token := "rr_" + rec.Id + "_" + security.RandomString(40)
	rec.Set("name", strings.TrimSpace(body.Name))
	rec.Set("token_hash", hashToken(token))
	if err := e.App.Save(rec); err != nil {
		return apierr.Wrap(http.StatusBadRequest, "runner_create_failed", "Could not create the runner.", err)
	}
	return e.JSON(http.StatusOK, map[string]string{"id": rec.Id, "name": rec.GetString("name"), "token": token})
}

func revokeRunner(q *jobs.Queue) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		if e.Auth == nil || !IsAdmin(e) {
			return apierr.Forbidden("admin_only", "Only admins can revoke runners.")
		}
		rec, err := e.App.FindRecordById("runners", e.Request.PathValue("id"))
		if err != nil {
			return apierr.NotFound("runner_not_found", "Runner not found.")
		}
		rec.Set("revoked", true)
		if err := e.App.Save(rec); err != nil {
			return apierr.Wrap(http.StatusBadRequest, "runner_revoke_failed", "Could not revoke the runner.", err)
		}
		// What it held goes back to the queue at once.
		held, _ := e.App.FindRecordsByFilter("jobs", "runner = {:r} && state = 'running'", "", 0, 0, map[string]any{"r": rec.Id})
		for _, j := range held {
			j.Set("state", jobs.Queued)
			j.Set("runner", "")
			j.Set("lease_until", "")
			j.Set("next_attempt", types.NowDateTime())
			_ = e.App.Save(j)
		}
		q.Wake()
		return e.JSON(http.StatusOK, map[string]any{"id": rec.Id, "revoked": true})
	}
}
