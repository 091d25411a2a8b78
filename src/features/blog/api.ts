// Blog reads (docs/api-account.md): GET /api/reelhouse/blogs?page=&q= (10 a page) and
// GET /api/reelhouse/blogs/{slug}. content_html is sanitised by the server on save and
// again by DOMPurify before it is rendered.
import { pb } from '../../data/pb';
import { errorStatus } from '../../data/errors';

export interface BlogSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featured_image_url: string;
  published_at: string;
  created: string;
  author_name: string;
}

export interface BlogPost extends Omit<BlogSummary, 'excerpt'> {
  content: string;
  content_html: string;
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
  const qs = new URLSearchParams({ page: String(page) });
  if (q.trim()) qs.set('q', q.trim());
  return pb.send<BlogPage>(`/api/reelhouse/blogs?${qs}`, { method: 'GET', requestKey: 'blogs' });
}

export async function getBlog(slug: string): Promise<BlogPost | null> {
  try {
    return await pb.send<BlogPost>(`/api/reelhouse/blogs/${encodeURIComponent(slug)}`, { method: 'GET', requestKey: null });
  } catch (err) {
    if (errorStatus(err) === 404) return null;
    throw err;
  }
}

export function formatDate(value: string): string {
  const t = Date.parse(value.replace(' ', 'T'));
  return Number.isFinite(t) ? new Date(t).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '';
}
