// The five pages the front-end benchmarks measure (scripts/bench-web.mjs, scripts/bench-tasks.mjs)
// on a seeded server: /, /videos, /categories, a category and a watch page. `only`: a subset
// by name (--pages home,watch). `cards`: whether the page shows video cards.
export async function benchPages(base, only) {
  const cats = await (await fetch(`${base}/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)).json();
  const vids = await (await fetch(`${base}/api/collections/videos/records?perPage=1&sort=-created`)).json();
  const pages = [
    { name: 'home', path: '/', cards: true },
    { name: 'videos', path: '/videos', cards: true },
    { name: 'categories', path: '/categories', cards: false },
    { name: 'category', path: `/categories/${cats.items[0].slug}`, cards: true },
    { name: 'watch', path: `/video/${vids.items[0].slug}`, cards: false },
  ];
  return only ? pages.filter((p) => only.includes(p.name)) : pages;
}

/**
 * Waits for home's server paint. The server renders its first screens once its JavaScript
 * runtime is up (internal/ssr: seconds after start, longer on a busy machine); until then
 * pages go out unpainted. The steady state is what the benches measure, and the start's
 * length is said (data-paint-lang; the Go-drawn paint of builds before issue 40:
 * data-first-paint).
 */
export async function waitForPaint(base, log) {
  const started = Date.now();
  for (;;) {
    const html = await (await fetch(`${base}/`)).text();
    if (/data-paint-lang=|data-first-paint/.test(html)) break;
    if (Date.now() - started > 90_000) {
      log('home was still unpainted after 90 s: measuring anyway');
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`first paint ready ${((Date.now() - started) / 1000).toFixed(1)} s after the server answered`);
}
