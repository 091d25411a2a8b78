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
