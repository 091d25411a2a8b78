// Blogs tab data: the blogs collection (admin rules: list/view all, create/update/delete),
// and inline images stored as assets in the blog_images folder. The server sanitises
// content_html, makes the slug unique and sets published_at (blog-routes.pb.js).
import { pb } from '../../../data/pb';
import { tr } from '../../../i18n';
import { toUserError } from '../../../data/errors';
import { useLoaded } from '../../../data/use-loaded';
import type { StoredTranslations } from './blog-translations';

export const PAGE_SIZE = 10;

export interface BlogRow {
  id: string;
  collectionId: string;
  title: string;
  slug: string;
  content: string;
  content_html: string;
  featured_image: string;
  meta_title: string;
  meta_description: string;
  published: boolean;
  published_at: string;
  created: string;
  /** Per language title, excerpt and body (issue 27 §6); only in getBlog's answer. */
  translations?: unknown;
}

export interface BlogInput {
  title: string;
  content: string;
  content_html: string;
  meta_title: string;
  meta_description: string;
  featuredImage?: File | null;
  removeImage?: boolean;
  translations?: StoredTranslations;
}

export function listBlogs(page: number) {
  // The list leaves the bodies out (up to 1 MB each); the editor loads one post whole.
  return pb.collection('blogs').getList<BlogRow>(page, PAGE_SIZE, {
    sort: '-created,-id',
    fields: 'id,collectionId,collectionName,title,slug,featured_image,meta_title,meta_description,published,published_at,created',
    requestKey: null,
  });
}

export function getBlog(id: string) {
  return pb.collection('blogs').getOne<BlogRow>(id, { requestKey: null });
}

function toForm(input: BlogInput): FormData {
  const f = new FormData();
  f.set('title', input.title.trim());
  f.set('content', input.content);
  f.set('content_html', input.content_html);
  f.set('meta_title', input.meta_title.trim());
  f.set('meta_description', input.meta_description.trim());
  // JSON in a multipart body: PocketBase's JSON field parses it. {} clears them.
  if (input.translations) f.set('translations', JSON.stringify(input.translations));
  if (input.featuredImage) f.set('featured_image', input.featuredImage);
  else if (input.removeImage) f.set('featured_image', '');
  return f;
}

/** Creates (unpublished, as the spec says) or updates. `id` is the client's record id. */
export function saveBlog(input: BlogInput, existingId: string | null, newId: string) {
  const form = toForm(input);
  if (existingId) return pb.collection('blogs').update<BlogRow>(existingId, form, { requestKey: null });
  form.set('id', newId);
  form.set('published', 'false');
  return pb.collection('blogs').create<BlogRow>(form, { requestKey: null });
}

export function setPublished(id: string, published: boolean) {
  return pb.collection('blogs').update<BlogRow>(id, { published }, { requestKey: null });
}

export function deleteBlog(id: string) {
  return pb.collection('blogs').delete(id, { requestKey: null });
}

export function featuredUrl(b: BlogRow, thumb = ''): string {
  return b.featured_image ? pb.files.getURL(b, b.featured_image, thumb ? { thumb } : undefined) : '';
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Stores an image for a post body (assets, folder blog_images) and returns its URL path. */
export async function uploadBlogImage(file: File): Promise<string> {
  if (!IMAGE_TYPES.includes(file.type)) throw new Error(tr('admin', 'validation.blog.inline_image_type'));
  const name = file.name.replace(/[^A-Za-z0-9.-]/g, '_');
  const form = new FormData();
  form.set('file', file, name);
  form.set('name', name);
  form.set('folder', 'blog_images');
  form.set('mime_type', file.type);
  form.set('size', String(file.size));
  const rec = await pb.collection('assets').create<{ id: string; collectionName: string; file: string }>(form, { requestKey: null });
  return `/api/files/${rec.collectionName}/${rec.id}/${encodeURIComponent(rec.file)}`;
}

/** One page of the Blogs tab as a query; a failed load is said in `scope`'s banners. */
export function useBlogPage(page: number, scope: string) {
  return useLoaded(['admin', 'blogs', page], () => listBlogs(page), { scope, error: (err) => toUserError(err, tr('admin', 'blogs.load_failed')) });
}
