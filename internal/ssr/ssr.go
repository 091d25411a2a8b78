// Package ssr runs the web app's own server render (src/ssr/render.tsx, built into
// dist/ssr/render.js by vite.ssr.config.ts) in goja, so the first screen the server paints
// is the React components' markup, not a copy of it (issue 40 §1).
//
// The script is compiled once; a few runtimes are made from it in the background (loading
// the app's modules and catalogs takes a while: serving never waits for it, a page asked for
// before a runtime is ready is served without a paint). A render holds one runtime, is
// interrupted past its time limit, and a runtime that failed or was interrupted is thrown
// away and replaced (its module state may be half-way through a render).
package ssr

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"
	"github.com/dop251/goja_nodejs/url"
)

// ErrNotReady: no runtime is free (still starting, or all busy past the wait).
var ErrNotReady = errors.New("ssr: no runtime ready")

// ErrTimeout: the render ran past its limit and was interrupted.
var ErrTimeout = errors.New("ssr: render timed out")

// ErrSuspended: a lazy part of the page was not loaded yet (the render started its loading;
// a later render has it). The browser would have to draw that part itself.
var ErrSuspended = errors.New("ssr: a part of the page was not loaded yet")

// suspended is what the bundle's render answers then (src/ssr/render.tsx SUSPENDED).
const suspended = "\x00suspended"

// Renderer is a pool of runtimes of one bundle.
type Renderer struct {
	prog    *goja.Program
	pool    chan *runtime
	timeout time.Duration
	wait    time.Duration
	// startErr: why the last runtime could not be made (a broken bundle), for logs and tests.
	mu       sync.Mutex
	startErr error
	// live: runtimes made (in the pool, rendering, or being replaced after a failure).
	// None: a render does not wait (the runtimes are still starting, or cannot start).
	live atomic.Int32
}

type runtime struct {
	vm     *goja.Runtime
	render goja.Callable
}

// Options: Size runtimes (each holds the app's modules, tens of MB), a render's time limit,
// and how long a render waits for a busy runtime before giving up.
type Options struct {
	Size    int
	Timeout time.Duration
	Wait    time.Duration
}

// New compiles the bundle and starts making its runtimes in the background.
func New(bundle string, o Options) (*Renderer, error) {
	prog, err := goja.Compile("render.js", bundle, false)
	if err != nil {
		return nil, fmt.Errorf("ssr: compile: %w", err)
	}
	if o.Size <= 0 {
		o.Size = 1
	}
	if o.Timeout <= 0 {
		o.Timeout = 500 * time.Millisecond
	}
	r := &Renderer{prog: prog, pool: make(chan *runtime, o.Size), timeout: o.Timeout, wait: o.Wait}
	for range o.Size {
		go r.replace(false)
	}
	return r, nil
}

// replace makes one runtime and puts it in the pool (or records why it could not). counted:
// it replaces one thrown away, which live still counts (renders keep waiting for it).
func (r *Renderer) replace(counted bool) {
	rt, err := r.start()
	r.mu.Lock()
	r.startErr = err
	r.mu.Unlock()
	switch {
	case err == nil && !counted:
		r.live.Add(1)
	case err != nil && counted:
		r.live.Add(-1)
	}
	if err == nil {
		r.pool <- rt
	}
}

// StartErr is why the last runtime failed to start, nil when it started.
func (r *Renderer) StartErr() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.startErr
}

// Ready waits up to d for a runtime to be free; it reports whether one was.
func (r *Renderer) Ready(d time.Duration) bool {
	select {
	case rt := <-r.pool:
		r.pool <- rt
		return true
	default:
	}
	select {
	case rt := <-r.pool:
		r.pool <- rt
		return true
	case <-time.After(d):
		return false
	}
}

func (r *Renderer) start() (*runtime, error) {
	vm := goja.New()
	// URL and URLSearchParams (the router and the data layer build addresses with them).
	new(require.Registry).Enable(vm)
	url.Enable(vm)
	if _, err := vm.RunProgram(r.prog); err != nil {
		return nil, fmt.Errorf("ssr: load: %w", err)
	}
	api := vm.Get("ReelhouseSSR")
	if api == nil || goja.IsUndefined(api) {
		return nil, errors.New("ssr: the bundle defines no ReelhouseSSR")
	}
	obj := api.ToObject(vm)
	prepare, ok1 := goja.AssertFunction(obj.Get("prepare"))
	render, ok2 := goja.AssertFunction(obj.Get("render"))
	if !ok1 || !ok2 {
		return nil, errors.New("ssr: ReelhouseSSR lacks prepare or render")
	}
	// prepare's promise settles in the engine's job queue, run when the call returns: the
	// app's code and catalogs are inlined, nothing waits for a timer or the network.
	v, err := prepare(goja.Undefined())
	if err != nil {
		return nil, fmt.Errorf("ssr: prepare: %w", err)
	}
	p, ok := v.Export().(*goja.Promise)
	if !ok {
		return nil, errors.New("ssr: prepare returned no promise")
	}
	switch p.State() {
	case goja.PromiseStateFulfilled:
	case goja.PromiseStateRejected:
		return nil, fmt.Errorf("ssr: prepare: %v", p.Result())
	default:
		return nil, errors.New("ssr: prepare did not settle")
	}
	return &runtime{vm: vm, render: render}, nil
}

// Render is the markup of path (no language prefix, leading slash) in lang from the page's
// first-data answers (a JSON object URL → answer).
func (r *Renderer) Render(path, lang string, answers []byte) (string, error) {
	if r == nil {
		return "", ErrNotReady
	}
	var rt *runtime
	select {
	case rt = <-r.pool:
	default:
		if r.wait <= 0 || r.live.Load() == 0 {
			return "", ErrNotReady
		}
		t := time.NewTimer(r.wait)
		select {
		case rt = <-r.pool:
			t.Stop()
		case <-t.C:
			return "", ErrNotReady
		}
	}
	html, err := r.renderWith(rt, path, lang, answers)
	if err != nil && !errors.Is(err, ErrSuspended) {
		// Its modules may be half-way through a render: a fresh one replaces it.
		go r.replace(true)
		return "", err
	}
	r.pool <- rt
	return html, err
}

func (r *Renderer) renderWith(rt *runtime, path, lang string, answers []byte) (string, error) {
	timer := time.AfterFunc(r.timeout, func() { rt.vm.Interrupt(ErrTimeout) })
	defer timer.Stop()
	v, err := rt.render(goja.Undefined(), rt.vm.ToValue(path), rt.vm.ToValue(lang), rt.vm.ToValue(string(answers)))
	if err != nil {
		var ie *goja.InterruptedError
		if errors.As(err, &ie) {
			return "", ErrTimeout
		}
		return "", fmt.Errorf("ssr: render %s: %w", path, err)
	}
	s, ok := v.Export().(string)
	if !ok {
		return "", fmt.Errorf("ssr: render %s returned no string", path)
	}
	if s == suspended {
		return "", ErrSuspended
	}
	return s, nil
}
