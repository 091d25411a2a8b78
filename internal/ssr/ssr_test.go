package ssr

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// A stand-in for the app's bundle (src/ssr/render.tsx has the same two functions): render
// echoes its arguments, throws for "/boom", loops for "/loop", suspends for "/lazy".
const fakeBundle = `var ReelhouseSSR = (function () {
  var ready = false;
  return {
    prepare: function () { return Promise.resolve().then(function () { ready = true; }); },
    render: function (path, lang, answers) {
      if (!ready) throw new Error('not prepared');
      if (path === '/boom') throw new Error('boom');
      if (path === '/loop') for (;;) {}
      if (path === '/lazy') return '\u0000suspended';
      return '<p>' + lang + ' ' + path + ' ' + JSON.parse(answers).n + ' ' + new URL('/x?a=1', 'http://h').searchParams.get('a') + '</p>';
    },
  };
})();`

func ready(t *testing.T, bundle string, o Options) *Renderer {
	t.Helper()
	r, err := New(bundle, o)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Ready(10 * time.Second) {
		t.Fatalf("no runtime ready: %v", r.StartErr())
	}
	return r
}

func TestRenderRunsTheBundlesRender(t *testing.T) {
	r := ready(t, fakeBundle, Options{Size: 1})
	got, err := r.Render("/video/x", "de", []byte(`{"n":3}`))
	if err != nil || got != "<p>de /video/x 3 1</p>" {
		t.Fatalf("got %q, %v", got, err)
	}
}

// A render that throws gives an error (the page goes unpainted), and its runtime is replaced:
// the next render works.
func TestAFailedRenderFallsBackAndItsRuntimeIsReplaced(t *testing.T) {
	r := ready(t, fakeBundle, Options{Size: 1, Wait: 5 * time.Second})
	if got, err := r.Render("/boom", "en", []byte(`{}`)); err == nil || got != "" || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("got %q, %v", got, err)
	}
	if got, err := r.Render("/", "en", []byte(`{"n":1}`)); err != nil || got == "" {
		t.Fatalf("after a failure: %q, %v", got, err)
	}
}

// A render past its time is interrupted (no page waits for a runaway render), and the
// runtime is replaced.
func TestARenderPastItsTimeIsInterrupted(t *testing.T) {
	r := ready(t, fakeBundle, Options{Size: 1, Timeout: 100 * time.Millisecond, Wait: 5 * time.Second})
	start := time.Now()
	if _, err := r.Render("/loop", "en", []byte(`{}`)); !errors.Is(err, ErrTimeout) {
		t.Fatalf("err %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("interrupted after %v", d)
	}
	if got, err := r.Render("/", "en", []byte(`{"n":2}`)); err != nil || got == "" {
		t.Fatalf("after a timeout: %q, %v", got, err)
	}
}

// A part not loaded yet: no paint this time, the runtime is kept (it loads that part).
func TestASuspendedRenderIsNoPaint(t *testing.T) {
	r := ready(t, fakeBundle, Options{Size: 1})
	if _, err := r.Render("/lazy", "en", []byte(`{}`)); !errors.Is(err, ErrSuspended) {
		t.Fatalf("err %v", err)
	}
	if !r.Ready(0) {
		t.Error("the runtime was thrown away")
	}
}

// Serving never waits for the runtimes to start, nor for a bundle that cannot.
func TestNoRuntimeMeansNoWait(t *testing.T) {
	if _, err := New("var x = ;", Options{}); err == nil {
		t.Error("a bundle that does not compile was accepted")
	}
	never := `var ReelhouseSSR = { prepare: function () { return new Promise(function () {}); }, render: function () { return 'x'; } };`
	r, err := New(never, Options{Size: 1, Wait: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := r.Render("/", "en", []byte(`{}`)); !errors.Is(err, ErrNotReady) {
		t.Fatalf("err %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("waited %v for a runtime that cannot start", d)
	}
	deadline := time.Now().Add(5 * time.Second)
	for r.StartErr() == nil && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if err := r.StartErr(); err == nil || !strings.Contains(err.Error(), "did not settle") {
		t.Errorf("start error %v", err)
	}
	var nilR *Renderer
	if _, err := nilR.Render("/", "en", nil); !errors.Is(err, ErrNotReady) {
		t.Errorf("nil renderer: %v", err)
	}
}
