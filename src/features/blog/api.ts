// Blog reads (docs/api-account.md): GET /api/reelhouse/blogs?page=&q= (10 a page) and
// GET /api/reelhouse/blogs/{slug}. content_html is sanitised by the server on save and
// again by DOMPurify before it is rendered.
// Read through persisted queries (src/data): a list or post seen online reopens offline.
import { currentLocale } from '../../i18n';
import { useQuery } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { errorStatus } from '../../data/errors';
import { keys } from '../../data/keys';
import { langQuery } from '../../data/content-lang';
import { persisted } from '../../data/query-persist';
import { toQueryState, type QueryState } from '../../data/query-state';

export interface BlogSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featured_image_url: string;
  published_at: string;
  created: string;
  author_name: string;
  /** The language of the title shown: the page's when the admin translated it, else 'en'. */
  lang?: string;
}

export interface BlogPost extends Omit<BlogSummary, 'excerpt'> {
  content: string;
  content_html: string;
  /** The translated excerpt, '' when none. */
  excerpt?: string;
  meta_title: string;
  meta_description: string;
}

export interface BlogPage {
  page: number;
  totalItems: number;
  totalPages: number;
  items: BlogSummary[];
}

export function listBlogs(page: number, q: string): Promise<BlogPage> {
  // In the page's language where the admin translated a post (src/data/content-lang.ts).
  const qs = new URLSearchParams({ page: String(page), ...langQuery() });
  if (q.trim()) qs.set('q', q.trim());
  return pb.send<BlogPage>(`/api/reelhouse/blogs?${qs}`, { method: 'GET', requestKey: null });
}

export async function getBlog(slug: string): Promise<BlogPost | null> {
  try {
    return await pb.send<BlogPost>(`/api/reelhouse/blogs/${encodeURIComponent(slug)}`, { method: 'GET', query: langQuery(), requestKey: null });
  } catch (err) {
    if (errorStatus(err) === 404) return null;
    throw err;
  }
}

export function useBlogs(page: number, q: string): QueryState<BlogPage> {
  return toQueryState(useQuery<BlogPage>({ queryKey: keys.blogs(q.trim(), page), queryFn: () => listBlogs(page, q), ...persisted }));
}

/** null: no such post (or not published). */
export function useBlog(slug: string): QueryState<BlogPost | null> {
  return toQueryState(useQuery<BlogPost | null>({ queryKey: keys.blog(slug), queryFn: () => getBlog(slug), ...persisted, enabled: slug !== '' }));
}

export function formatDate(value: string): string {
  const t = Date.parse(value.replace(' ', 'T'));
  return Number.isFinite(t) ? new Date(t).toLocaleDateString(currentLocale() === 'en' ? 'en-US' : currentLocale(), { year: 'numeric', month: 'long', day: 'numeric' }) : '';
}
