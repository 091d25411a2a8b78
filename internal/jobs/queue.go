// Package jobs is a durable job queue in SQLite (the `jobs` collection) worked by a small
// pool inside the server. A job is claimed by setting it `running` with a lease; when the
// server dies mid-job, the next start puts its running jobs back in the queue (one server
// owns the database), so nothing is lost. Failures are retried with exponential backoff
// until max_attempts, then the job stays `failed` until an admin or the owner retries it.
// Every state and progress change is saved through PocketBase, so clients see it live.
package jobs

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// States of a job.
const (
	Queued  = "queued"
	Running = "running"
	Done    = "done"
	Failed  = "failed"
)

// DefaultMaxAttempts is how often a job runs before it stays failed.
const DefaultMaxAttempts = 5

// Failure is a handler's error: Message is the user-facing text (the spec's messages),
// Detail the technical cause; Permanent skips the remaining attempts.
type Failure struct {
	Message   string
	Detail    string
	Permanent bool
}

func (f *Failure) Error() string { return f.Message + ": " + f.Detail }

// Fail wraps a cause with the message to show.
func Fail(message string, cause error) *Failure {
	d := ""
	if cause != nil {
		d = cause.Error()
	}
	return &Failure{Message: message, Detail: d}
}

// Job is what a handler gets: the record (read it, don't save it) and a progress reporter.
type Job struct {
	Record   *core.Record
	Progress func(percent float64)
}

// Handler does one kind of job. ctx is cancelled when the job's record disappears
// (its video was deleted) or the server stops.
type Handler func(ctx context.Context, app core.App, job *Job) error

// Queue runs the handlers.
type Queue struct {
	App     core.App
	Workers int
	Backoff time.Duration // first retry delay; doubles per attempt
	Lease   time.Duration
	Poll    time.Duration
	// LocalLadder: the server's own workers take the ladder's rung jobs too (the default);
	// REELHOUSE_LADDER_LOCAL=0 leaves them to runners.
	LocalLadder bool
	// RunnerLease is how long a runner's claim holds without a heartbeat.
	RunnerLease time.Duration
	handlers    map[string]Handler
	claimMu     sync.Mutex
	wake        chan struct{}
	health      health
	workers     sync.WaitGroup
}

// health counts the database failures of the workers (a claim that could not be read or
// saved, a job state or progress that could not be saved): they are logged when they
// happen and reported by Health, so a stuck queue has a visible cause.
type health struct {
	mu            sync.Mutex
	claimFailures int
	saveFailures  int
	lastError     string
	lastAt        time.Time
}

// Health is the queue's failure report (GET /api/reelhouse/admin/jobs/health).
type Health struct {
	ClaimFailures int       `json:"claim_failures"`
	SaveFailures  int       `json:"save_failures"`
	LastError     string    `json:"last_error"`
	LastErrorAt   time.Time `json:"last_error_at"`
}

// Health: the failures since the server started.
func (q *Queue) Health() Health {
	q.health.mu.Lock()
	defer q.health.mu.Unlock()
	h := &q.health
	return Health{ClaimFailures: h.claimFailures, SaveFailures: h.saveFailures, LastError: h.lastError, LastErrorAt: h.lastAt}
}

func (q *Queue) failed(claim bool, msg string, err error, attrs ...any) {
	q.health.mu.Lock()
	if claim {
		q.health.claimFailures++
	} else {
		q.health.saveFailures++
	}
	q.health.lastError = msg + ": " + err.Error()
	q.health.lastAt = time.Now()
	q.health.mu.Unlock()
	q.App.Logger().Error(msg, append(attrs, "error", err)...)
}

// New makes a queue with settings from the environment (REELHOUSE_JOB_WORKERS,
// REELHOUSE_JOB_BACKOFF as a Go duration), defaults 2 workers and 30 s.
func New(app core.App) *Queue {
	q := &Queue{App: app, Workers: 2, Backoff: 30 * time.Second, Lease: 2 * time.Minute, Poll: time.Second,
		handlers: map[string]Handler{}, wake: make(chan struct{}, 1), LocalLadder: os.Getenv("REELHOUSE_LADDER_LOCAL") != "0",
		RunnerLease: 2 * time.Minute}
	if d, err := time.ParseDuration(os.Getenv("REELHOUSE_RUNNER_LEASE")); err == nil && d > 0 {
		q.RunnerLease = d
	}
	if n, err := strconv.Atoi(os.Getenv("REELHOUSE_JOB_WORKERS")); err == nil && n > 0 {
		q.Workers = n
	}
	if d, err := time.ParseDuration(os.Getenv("REELHOUSE_JOB_BACKOFF")); err == nil && d > 0 {
		q.Backoff = d
	}
	return q
}

// Handle registers the handler of a kind.
func (q *Queue) Handle(kind string, h Handler) { q.handlers[kind] = h }

// Wake makes an idle worker look for work now (after an enqueue).
func (q *Queue) Wake() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// Enqueue adds a job; app may be a transaction so the job commits with its cause.
func Enqueue(app core.App, kind, video, owner string, payload any, maxAttempts int) (*core.Record, error) {
	col, err := app.FindCachedCollectionByNameOrId("jobs")
	if err != nil {
		return nil, err
	}
	if maxAttempts <= 0 {
		maxAttempts = DefaultMaxAttempts
	}
	r := core.NewRecord(col)
	r.Set("kind", kind)
	r.Set("video", video)
	r.Set("owner", owner)
	r.Set("state", Queued)
	r.Set("progress", 0)
	r.Set("attempts", 0)
	r.Set("max_attempts", maxAttempts)
	r.Set("next_attempt", types.NowDateTime())
	r.Set("payload", payload)
	if err := app.Save(r); err != nil {
		return nil, err
	}
	return r, nil
}

// BackoffFor is the delay before the next attempt after `attempts` failed ones.
func BackoffFor(base time.Duration, attempts int) time.Duration {
	d := time.Duration(float64(base) * math.Pow(2, float64(max(0, attempts-1))))
	if d > time.Hour || d <= 0 {
		return time.Hour
	}
	return d
}

// Start requeues the jobs a previous process left running and starts the workers.
func (q *Queue) Start(ctx context.Context) error {
	_, err := q.App.DB().NewQuery("UPDATE jobs SET state = 'queued', lease_until = '', next_attempt = {:now} WHERE state = 'running'").
		Bind(dbx.Params{"now": types.NowDateTime().String()}).Execute()
	if err != nil {
		return err
	}
	for i := 0; i < q.Workers; i++ {
		q.workers.Add(1)
		go func() {
			defer q.workers.Done()
			q.work(ctx)
		}()
	}
	go func() { // runners' lapsed leases
		t := time.NewTicker(max(500*time.Millisecond, q.RunnerLease/3))
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				_ = q.RequeueLapsed()
			}
		}
	}()
	return nil
}

// Wait returns once the workers Start began have stopped (after its ctx is cancelled).
func (q *Queue) Wait() { q.workers.Wait() }

func (q *Queue) work(ctx context.Context) {
	for {
		if ctx.Err() != nil {
			return
		}
		job, err := q.claim()
		if err != nil {
			q.failed(true, "job queue: claiming a job failed", err)
		}
		if job == nil { // nothing due, or the claim failed: wait before looking again
			select {
			case <-ctx.Done():
				return
			case <-q.wake:
			case <-time.After(q.Poll):
			}
			continue
		}
		q.run(ctx, job)
	}
}

// claim takes the oldest due queued job (one claimer at a time in this process): nil, nil
// when none is due; an error when the queue could not be read or the claim not saved.
func (q *Queue) claim() (*core.Record, error) {
	q.claimMu.Lock()
	defer q.claimMu.Unlock()
	// The oldest due job, but a `process` job (it makes a new upload playable) before the
	// rest, and the ladder's rung jobs (the heaviest, and the MP4 already plays) last.
	only := ""
	if !q.LocalLadder {
		only = ` AND kind NOT LIKE 'hls\_%' ESCAPE '\'`
	}
	r, err := q.dueJob(only)
	if err != nil || r == nil {
		return nil, err
	}
	r.Set("state", Running)
	r.Set("attempts", r.GetInt("attempts")+1)
	r.Set("lease_until", types.NowDateTime().Add(q.Lease))
	if err := q.App.Save(r); err != nil {
		return nil, err
	}
	return r, nil
}

// dueJob is the next due queued job matching the extra SQL condition: nil, nil when none
// is due; an error when the queue could not be read.
func (q *Queue) dueJob(cond string) (*core.Record, error) {
	var id string
	err := q.App.DB().NewQuery(`SELECT id FROM jobs WHERE state = 'queued' AND next_attempt <= {:now}` + cond + `
		ORDER BY (kind = 'process') DESC, (kind LIKE 'hls\_%' ESCAPE '\') ASC, next_attempt LIMIT 1`).
		Bind(dbx.Params{"now": types.NowDateTime().String()}).Row(&id)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && id == "") {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return q.App.FindRecordById("jobs", id)
}

// ClaimForRunner gives a runner the next due job of the kinds runners do (the ladder's
// rungs), marked with the runner's id and leased for RunnerLease; nil when none is due.
// It shares the in-process claim lock, so a job never goes to a worker and a runner.
func (q *Queue) ClaimForRunner(runnerID string) *core.Record {
	q.claimMu.Lock()
	defer q.claimMu.Unlock()
	r, err := q.dueJob(` AND kind LIKE 'hls\_%' ESCAPE '\'`)
	if err != nil {
		q.failed(true, "runner claim", err)
		return nil
	}
	if r == nil {
		return nil
	}
	r.Set("state", Running)
	r.Set("runner", runnerID)
	r.Set("attempts", r.GetInt("attempts")+1)
	r.Set("progress", 0)
	r.Set("lease_until", types.NowDateTime().Add(q.RunnerLease))
	if err := q.App.Save(r); err != nil {
		return nil
	}
	return r
}

// RequeueLapsed puts back the jobs whose runner stopped renewing its lease (killed, cut
// off): another runner or a worker takes them. Run periodically.
func (q *Queue) RequeueLapsed() error {
	q.claimMu.Lock()
	defer q.claimMu.Unlock()
	now := types.NowDateTime().String()
	_, err := q.App.DB().NewQuery(`UPDATE jobs SET state = 'queued', runner = '', lease_until = '', next_attempt = {:now}
		WHERE state = 'running' AND runner != '' AND lease_until != '' AND lease_until < {:now}`).
		Bind(dbx.Params{"now": now}).Execute()
	return err
}

// Finish ends a job a runner held: done, or a failure retried like a worker's.
func (q *Queue) Finish(r *core.Record, failure *Failure) error {
	r.Set("lease_until", "")
	r.Set("runner", "")
	if failure == nil {
		r.Set("state", Done)
		r.Set("progress", 100)
		r.Set("last_error", "")
		r.Set("error_detail", "")
		return q.App.Save(r)
	}
	r.Set("last_error", truncate(failure.Message, 500))
	r.Set("error_detail", truncate(failure.Detail, 2000))
	if failure.Permanent || r.GetInt("attempts") >= r.GetInt("max_attempts") {
		r.Set("state", Failed)
		return q.App.Save(r)
	}
	wait := BackoffFor(q.Backoff, r.GetInt("attempts"))
	r.Set("state", Queued)
	r.Set("next_attempt", types.NowDateTime().Add(wait))
	time.AfterFunc(wait+5*time.Millisecond, q.Wake)
	return q.App.Save(r)
}

func (q *Queue) run(parent context.Context, r *core.Record) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	var mu sync.Mutex // one save of this record at a time
	gone := false
	save := func() {
		if gone {
			return
		}
		if err := q.App.Save(r); err != nil {
			_, ferr := q.App.FindRecordById("jobs", r.Id)
			if errors.Is(ferr, sql.ErrNoRows) {
				gone = true // deleted with its video: stop working on it
				cancel()
				return
			}
			q.failed(false, "job queue: saving a job failed", err, "id", r.Id, "kind", r.GetString("kind"), "state", r.GetString("state"))
		}
	}

	// Heartbeat: extend the lease, and notice a deleted job.
	hbDone := make(chan struct{})
	go func() {
		t := time.NewTicker(q.Lease / 3)
		defer t.Stop()
		for {
			select {
			case <-hbDone:
				return
			case <-t.C:
				mu.Lock()
				r.Set("lease_until", types.NowDateTime().Add(q.Lease))
				save()
				mu.Unlock()
			}
		}
	}()

	last := time.Time{}
	job := &Job{Record: r, Progress: func(p float64) {
		mu.Lock()
		defer mu.Unlock()
		p = math.Max(0, math.Min(100, math.Floor(p)))
		if p == r.GetFloat("progress") || time.Since(last) < 500*time.Millisecond {
			return
		}
		last = time.Now()
		r.Set("progress", p)
		save()
	}}

	err := q.call(ctx, r, job)
	close(hbDone)

	mu.Lock()
	defer mu.Unlock()
	if gone {
		return
	}
	r.Set("lease_until", "")
	if err == nil {
		r.Set("state", Done)
		r.Set("progress", 100)
		r.Set("last_error", "")
		r.Set("error_detail", "")
		save()
		return
	}
	if parent.Err() != nil {
		return // server stopping: the next start requeues it
	}
	var f *Failure
	if !errors.As(err, &f) {
		f = &Failure{Message: "Processing failed", Detail: err.Error()}
	}
	r.Set("last_error", truncate(f.Message, 500))
	r.Set("error_detail", truncate(f.Detail, 2000))
	if f.Permanent || r.GetInt("attempts") >= r.GetInt("max_attempts") {
		r.Set("state", Failed)
	} else {
		r.Set("state", Queued)
		wait := BackoffFor(q.Backoff, r.GetInt("attempts"))
		r.Set("next_attempt", types.NowDateTime().Add(wait))
		// Wake a worker when the retry is due, not at its next poll: with workers busy on
		// long jobs (a ladder) the poll alone made every short backoff about a second.
		time.AfterFunc(wait+5*time.Millisecond, q.Wake)
	}
	save()
	q.App.Logger().Warn("job failed", "id", r.Id, "kind", r.GetString("kind"), "attempt", r.GetInt("attempts"), "error", f.Detail)
}

func (q *Queue) call(ctx context.Context, r *core.Record, job *Job) (err error) {
	h, ok := q.handlers[r.GetString("kind")]
	if !ok {
		return &Failure{Message: "Unknown job kind", Detail: r.GetString("kind"), Permanent: true}
	}
	defer func() {
		if p := recover(); p != nil {
			err = &Failure{Message: "Processing failed", Detail: "panic: " + toString(p)}
		}
	}()
	return h(ctx, q.App, job)
}

// Retry puts a failed job back in the queue with fresh attempts.
func Retry(app core.App, r *core.Record) error {
	r.Set("state", Queued)
	r.Set("attempts", 0)
	r.Set("progress", 0)
	r.Set("next_attempt", types.NowDateTime())
	r.Set("last_error", "")
	r.Set("error_detail", "")
	return app.Save(r)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

func toString(v any) string {
	if e, ok := v.(error); ok {
		return e.Error()
	}
	if s, ok := v.(string); ok {
		return s
	}
	return "unknown"
}
