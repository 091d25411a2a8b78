// The browser globals the app's modules read, for the server's JavaScript engine (goja, run
// by internal/ssr). goja is a bare ECMAScript engine: no window, document, timers, storage
// or TextEncoder. A render is synchronous and runs no effects, so the shims only need to
// let modules load and render read a visitor's state: no session, age gate passed (the
// server's paint shows only to a visitor past it: index.html's early script empties #root
// otherwise), online, nothing stored. Imported first by render.tsx, before any app module.
const g = globalThis as unknown as Record<string, unknown>;

class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.has(k) ? this.m.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  clear() {
    this.m.clear();
  }
}

// Timers never fire: nothing the render waits for is behind one (the first page's code and
// the catalogs are loaded before the first render, render.tsx).
let timerIds = 0;
const noop = () => undefined;
// No origin: the server does not know the one the browser sees (a proxy's scheme and host),
// so file URLs come out relative (src/data/catalog.ts fileUrl), which load the same file.
const location = { pathname: '/', search: '', hash: '', href: '/', origin: '', host: '', hostname: '', protocol: 'http:', port: '' };
const element = () => ({ style: {}, setAttribute: noop, getAttribute: () => null, appendChild: noop, removeChild: noop, addEventListener: noop, removeEventListener: noop, classList: { add: noop, remove: noop, toggle: noop, contains: () => false }, dataset: {} });
const documentShim = {
  documentElement: element(),
  head: element(),
  body: element(),
  cookie: '',
  visibilityState: 'visible',
  hidden: false,
  readyState: 'complete',
  title: '',
  getElementById: () => null,
  querySelector: () => null,
  querySelectorAll: () => [],
  createElement: element,
  addEventListener: noop,
  removeEventListener: noop,
};

const shims: Record<string, unknown> = {
  __rhNoImport: (name: string) => Promise.reject(new Error(`no import() on the server: ${name}`)),
  setTimeout: () => ++timerIds,
  clearTimeout: noop,
  setInterval: () => ++timerIds,
  clearInterval: noop,
  queueMicrotask: (f: () => void) => void Promise.resolve().then(f),
  requestAnimationFrame: () => ++timerIds,
  cancelAnimationFrame: noop,
  // React's scheduler posts its work through one; a render to a string never waits for it.
  MessageChannel: class {
    port1 = { onmessage: null, postMessage: noop, close: noop };
    port2 = { onmessage: null, postMessage: noop, close: noop };
  },
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location,
  document: documentShim,
  navigator: { onLine: true, language: 'en', languages: ['en'], userAgent: 'reelhouse-ssr' },
  matchMedia: () => ({ matches: false, media: '', addEventListener: noop, removeEventListener: noop, addListener: noop, removeListener: noop }),
  addEventListener: noop,
  removeEventListener: noop,
  dispatchEvent: () => true,
  console: { log: noop, info: noop, warn: noop, error: noop, debug: noop },
};
for (const [k, v] of Object.entries(shims)) if (g[k] === undefined) g[k] = v;
if (g.window === undefined) g.window = globalThis;
if (g.self === undefined) g.self = globalThis;

// UTF-8 only: react-dom/server's browser build makes one at load time (its streaming half).
if (g.TextEncoder === undefined) {
  g.TextEncoder = class {
    encode(s = '') {
      const bytes: number[] = [];
      for (const ch of s) {
        let c = ch.codePointAt(0)!;
        if (c < 0x80) bytes.push(c);
        else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else {
          bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
          c = 0;
        }
      }
      return new Uint8Array(bytes);
    }
  };
}
if (g.Intl === undefined) g.Intl = {};

/** The address the next render is of (the router reads its own; modules read window.location). */
export function setLocation(pathname: string) {
  location.pathname = pathname;
  location.href = pathname;
}

/** A visitor past the age gate, nothing else stored (see above). */
export function resetStorage() {
  (g.localStorage as MemoryStorage).clear();
  (g.localStorage as MemoryStorage).setItem('reelhouse.age_confirmed', '1');
}
