// Categories tab data: the public collections for reads, the collection API (admin
// rules) for category writes, the admin routes for featured links (one transaction).
import { ClientResponseError } from 'pocketbase';
import { pb } from '../../../data/pb';
import { toUserError } from '../../../data/errors';
import { Collections, type Category, type FeaturedCategory } from '../../../data/types';
import type { CategoryInput } from './category-rules';
import { tr } from '../../../i18n';
import { useLoaded } from '../../../data/use-loaded';

const ADMIN = '/api/reelhouse/admin';

export function listCategories(): Promise<Category[]> {
  return pb.collection(Collections.Categories).getFullList<Category>({ sort: 'name', batch: 500, requestKey: null });
}

export function listFeatured(): Promise<FeaturedCategory[]> {
  return pb
    .collection(Collections.FeaturedCategories)
    .getFullList<FeaturedCategory>({ sort: 'display_order', expand: 'category', requestKey: null });
}

export function saveCategory(id: string | null, data: CategoryInput): Promise<Category> {
  const col = pb.collection(Collections.Categories);
  return id ? col.update<Category>(id, data, { requestKey: null }) : col.create<Category>(data, { requestKey: null });
}

export function deleteCategory(id: string): Promise<boolean> {
  return pb.collection(Collections.Categories).delete(id, { requestKey: null });
}

export function addFeatured(categoryId: string): Promise<unknown> {
  return pb.send(`${ADMIN}/featured-categories`, { method: 'POST', body: { category: categoryId }, requestKey: null });
}

export function removeFeatured(linkId: string): Promise<boolean> {
  return pb.collection(Collections.FeaturedCategories).delete(linkId, { requestKey: null });
}

export function reorderFeatured(categoryIds: string[]): Promise<{ category_ids: string[] }> {
  return pb.send(`${ADMIN}/featured-categories/order`, { method: 'PUT', body: { category_ids: categoryIds }, requestKey: null });
}

/** 'Failed to save category', naming a taken slug (the unique index answers 400). */
export function categorySaveError(err: unknown): string {
  const slug = err instanceof ClientResponseError ? (err.response?.data as Record<string, { code?: string }> | undefined)?.slug : undefined;
  if (slug?.code === 'validation_not_unique') return tr('admin', 'categories.slug_taken');
  return toUserError(err, tr('admin', 'categories.save_failed'));
}

/** The Categories tab's data as one query: every category and the featured links. */
export function useCategoriesData(scope: string) {
  return useLoaded(['admin', 'categories'], async () => {
    const [categories, featured] = await Promise.all([listCategories(), listFeatured()]);
    return { categories, featured };
  }, { scope, error: () => tr('admin', 'categories.load_failed') });
}
