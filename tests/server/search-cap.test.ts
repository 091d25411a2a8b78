// Search totals are counted up to 1,000 (docs/api.md "Search mapping"): above that the
// total is 1,000 with `totalCapped: true`, pages cover those first 1,000, and a smaller
// result has an exact total and no flag. Needs a catalog where a word matches more than
// 1,000 videos, so this file starts its own server with 2,000 seeded videos.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchServer } from './launch.mjs';

let server: Awaited<ReturnType<typeof launchServer>>;
interface Page {
  items: { id: string }[];
  totalItems: number;
  totalPages: number;
  totalCapped?: boolean;
  is_fallback: boolean;
}
const search = async (query: string): Promise<Page> => {
  const res = await fetch(`${server.baseUrl}/api/reelhouse/search?${query}`);
  expect(res.status).toBe(200);
  return res.json();
};

beforeAll(async () => {
  server = await launchServer({ videos: 2000 });
});
afterAll(async () => {
  await server?.stop();
});

it('caps a common word at 1,000 matches, flags it, and pages through exactly those', async () => {
  // "a" (whole word: one letter is never a prefix) is in most generated descriptions.
  const first = await search('q=a');
  expect(first.is_fallback).toBe(false);
  expect(first.totalCapped).toBe(true);
  expect(first.totalItems).toBe(1000);
  expect(first.totalPages).toBe(84);
  const last = await search('q=a&page=84');
  expect(last.items).toHaveLength(1000 - 83 * 12);
  const past = await search('q=a&page=85');
  expect(past.items).toHaveLength(0);
  expect(past.totalCapped).toBe(true);
});

it('gives an exact total and no flag below the cap', async () => {
  // A word from one title: few matches, counted exactly.
  const newest = await (await fetch(`${server.baseUrl}/api/reelhouse/videos/newest?perPage=1`)).json();
  const word = (newest.items[0].title as string).split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w))!;
  const page = await search(`q=${encodeURIComponent(word)}&perPage=100`);
  expect(page.totalCapped).toBeUndefined();
  expect(page.totalItems).toBeGreaterThan(0);
  expect(page.totalItems).toBeLessThan(1000);
  expect(page.items).toHaveLength(Math.min(100, page.totalItems));
});
