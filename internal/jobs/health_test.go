package jobs

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/queryplan"
)

// A claim the database refuses is an error (logged, counted in Health), not "no work".
func TestClaimFailureIsSurfaced(t *testing.T) {
	app := queryplan.Boot(t)
	q := New(app)
	q.Poll = 10 * time.Millisecond
	if _, err := Enqueue(app, "noop", "", "", map[string]any{}, 1); err != nil {
		t.Fatal(err)
	}
	// The claim's save fails (a trigger aborts it); the read still works.
	if _, err := app.DB().NewQuery(`CREATE TRIGGER refuse_claim BEFORE UPDATE ON jobs WHEN new.state = 'running'
		BEGIN SELECT RAISE(ABORT, 'injected claim failure'); END`).Execute(); err != nil {
		t.Fatal(err)
	}
	if r, err := q.claim(); err == nil || r != nil {
		t.Fatalf("claim: %v, %v; want the save's error", r, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer func() { cancel(); q.Wait() }() // before the app is torn down
	q.Workers = 1
	q.Handle("noop", func(context.Context, core.App, *Job) error { return nil })
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return q.Health().ClaimFailures > 0 })
	if h := q.Health(); h.LastError == "" || h.LastErrorAt.IsZero() {
		t.Fatalf("health without the cause: %+v", h)
	}
}

// A progress or state save that fails is logged and counted, and does not stop the job
// as if its record had been deleted.
func TestSaveFailureIsSurfacedNotTakenForDeletion(t *testing.T) {
	app := queryplan.Boot(t)
	q := New(app)
	q.Poll = 10 * time.Millisecond
	q.Workers = 1
	if _, err := app.DB().NewQuery(`CREATE TRIGGER refuse_progress BEFORE UPDATE ON jobs WHEN new.progress = 40
		BEGIN SELECT RAISE(ABORT, 'injected save failure'); END`).Execute(); err != nil {
		t.Fatal(err)
	}
	var finished atomic.Bool
	q.Handle("work", func(ctx context.Context, _ core.App, j *Job) error {
		j.Progress(40)
		time.Sleep(20 * time.Millisecond)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		finished.Store(true)
		return nil
	})
	job, err := Enqueue(app, "work", "", "", map[string]any{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer func() { cancel(); q.Wait() }() // before the app is torn down
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool {
		r, err := app.FindRecordById("jobs", job.Id)
		return err == nil && r.GetString("state") == Done
	})
	if !finished.Load() {
		t.Fatal("the job was cancelled as if deleted")
	}
	if h := q.Health(); h.SaveFailures != 1 || h.ClaimFailures != 0 {
		t.Fatalf("health: %+v, want one save failure", h)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
