package groupcommit

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Writes queued while the writer is busy share one transaction: 1 + 20 writes, 2 commits.
func TestWriterBatchesQueuedWrites(t *testing.T) {
	app := testApp(t)
	w := New(app)
	holding, release := make(chan struct{}), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- w.Do(func(tx core.App) error { close(holding); <-release; return insert(tx, "first") })
	}()
	<-holding
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_ = w.Do(func(tx core.App) error { return insert(tx, fmt.Sprint("q", i)) })
		}(i)
	}
	waitQueued(w, 20)
	close(release)
	wg.Wait()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if c := w.Commits(); c != 2 {
		t.Fatalf("%d commits for 1 + 20 writes queued behind it; want 2 (one batch)", c)
	}
	if total(t, app) != 21 || rowCount(t, app, "id LIKE 'q%'") != 20 {
		t.Fatalf("total %d; want 21", total(t, app))
	}
}

// No caller is answered while its transaction is open: a write queued behind a held
// batch has not returned, and once it returns its row is visible to another connection.
func TestWriterNeverAcknowledgesBeforeCommit(t *testing.T) {
	app := testApp(t)
	w := New(app)
	holding, release := make(chan struct{}), make(chan struct{})
	held := make(chan error, 1)
	go func() {
		held <- w.Do(func(tx core.App) error {
			if err := insert(tx, "held"); err != nil {
				return err
			}
			close(holding)
			<-release
			return nil
		})
	}()
	<-holding
	queued := make(chan error, 1)
	go func() { queued <- w.Do(func(tx core.App) error { return insert(tx, "queued") }) }()
	waitQueued(w, 1)
	select {
	case err := <-held:
		t.Fatalf("acknowledged inside its open transaction (err %v)", err)
	case err := <-queued:
		t.Fatalf("a queued write was acknowledged before it ran (err %v)", err)
	default:
	}
	if rowCount(t, app, "id = 'held'") != 0 {
		t.Fatal("a reader saw an uncommitted write")
	}
	close(release)
	if err := <-held; err != nil {
		t.Fatal(err)
	}
	if rowCount(t, app, "id = 'held'") != 1 {
		t.Fatal("acknowledged but not visible")
	}
	if err := <-queued; err != nil || rowCount(t, app, "id = 'queued'") != 1 {
		t.Fatalf("queued write: %v", err)
	}
}

// The route packages share one writer per app.
func TestForSharesOneWriterPerApp(t *testing.T) {
	a, b := testApp(t), testApp(t)
	first, again := For(a), For(a)
	if first != again || For(a) == For(b) {
		t.Fatal("For must return one writer per app")
	}
	if err := For(a).Do(func(tx core.App) error { return insert(tx, "x") }); err != nil || total(t, a) != 1 {
		t.Fatalf("shared writer: %v", err)
	}
}

func waitQueued(w *Writer, n int) {
	for len(w.jobs) < n {
		runtime.Gosched()
	}
}

// kill -9 loses no acknowledged write. The child (this test binary, re-run) writes from
// 16 goroutines and prints each id once Do has returned; the parent kills it with SIGKILL
// after 300 acknowledgements, opens the same database and finds every acknowledged row,
// and the counter equal to the rows (derived data in the same transaction as its source).
func TestKill9LosesNoAcknowledgedWrite(t *testing.T) {
	if dir := os.Getenv("GROUPCOMMIT_CHILD_DIR"); dir != "" {
		killChild(dir)
		return
	}
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir := filepath.Join(t.TempDir(), "pb_data")
	app := openApp(t, dir)
	_ = app.ResetBootstrapState() // the child owns the file now

	cmd := exec.Command(os.Args[0], "-test.run", "^TestKill9LosesNoAcknowledgedWrite$")
	cmd.Env = append(os.Environ(), "GROUPCOMMIT_CHILD_DIR="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var acked []string
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if id, ok := strings.CutPrefix(sc.Text(), "ack "); ok {
			acked = append(acked, id)
			if len(acked) == 300 {
				_ = cmd.Process.Kill() // SIGKILL: no deferred function, no clean close
				break
			}
		}
	}
	_ = cmd.Wait()
	if len(acked) < 300 {
		t.Fatalf("child acknowledged only %d writes", len(acked))
	}
	app = openApp(t, dir)
	for _, id := range acked {
		if rowCount(t, app, "id = '"+id+"'") != 1 {
			t.Fatalf("acknowledged write %s lost by kill -9", id)
		}
	}
	if rows := rowCount(t, app, "id LIKE 'k%'"); total(t, app) != rows {
		t.Fatalf("counter %d != rows %d after kill -9", total(t, app), rows)
	}
}

func killChild(dir string) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		panic(err)
	}
	w := New(app)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for g := 0; g < 16; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; ; i++ {
				id := fmt.Sprintf("k%02d-%06d", g, i)
				// The transaction stays open a while after the insert, so the kill lands
				// inside one (an early acknowledgement would then lose its row).
				if err := w.Do(func(tx core.App) error { err := insert(tx, id); time.Sleep(time.Millisecond); return err }); err != nil {
					panic(err)
				}
				mu.Lock()
				fmt.Println("ack " + id) // unbuffered stdout: the parent reads it at once
				mu.Unlock()
			}
		}(g)
	}
	wg.Wait()
}
