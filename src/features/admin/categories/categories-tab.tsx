// Categories tab (management spec: Category management; §4, §8). Protected categories
// (trending, newest) come first and cannot be edited, deleted, unfeatured or dragged.
import { useCallback, useMemo, useState } from 'react';
import type { Category, FeaturedCategory } from '../../../data/types';
import { Banners } from '../../../ui/banners';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { useEditModal } from '../use-tab-list';
import {
  addFeatured,
  categorySaveError,
  deleteCategory,
  reorderFeatured,
  removeFeatured,
  saveCategory,
  useCategoriesData,
} from './api';
import { CategoryFormModal } from './category-form-modal';
import { CategoryRow } from './category-row';
import { sortCategories, type CategoryInput } from './category-rules';
import { FeaturedCategories, type FeaturedItem } from './featured-categories';
import { useConfirm } from '../../../ui/confirm-dialog';

function toItems(links: FeaturedCategory[]): FeaturedItem[] {
  return links.map((link) => {
    const c = link.expand?.category;
    return { id: link.category, label: c?.name ?? link.category, locked: !!c?.protected, link };
  });
}

export default function CategoriesTab() {
  const modal = useEditModal<Category>();
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [reordering, setReordering] = useState(false);
  const banners = useBanners();
  const { fail, succeed } = banners;

  const data = useCategoriesData(() => fail('Failed to load categories'));
  const categories = useMemo(() => (data.data ? sortCategories(data.data.categories) : data.isError ? [] : null), [data.data, data.isError]);
  const loadedFeatured = useMemo(() => toItems(data.data?.featured ?? []), [data.data]);
  // A reorder shows at once, until the reload after it brings the server's order.
  const [reordered, setFeatured] = useState<FeaturedItem[] | null>(null);
  const featured = reordered ?? loadedFeatured;
  const { load: reload } = data;
  const load = useCallback(async () => {
    await reload();
    setFeatured(null);
  }, [reload]);

  const featuredIds = useMemo(() => new Set(featured.map((f) => f.id)), [featured]);

  async function onSave(id: string | null, data: CategoryInput) {
    try {
      await saveCategory(id, data);
    } catch (err) {
      throw new Error(categorySaveError(err));
    }
    modal.close();
    setOpenRow(null);
    succeed(id ? 'Category updated successfully' : 'Category created successfully');
    await load();
  }

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(c: Category) {
    // Deleting keeps the videos: they only lose this category (docs/api-admin.md).
    const note = c.video_count > 0 ? ` ${c.video_count} video(s) will stay on the site without this category.` : '';
    if (!(await ask({ title: 'Delete this category?', description: `Are you sure you want to delete this category?${note}`, confirmLabel: 'Delete category' }))) return;
    try {
      await deleteCategory(c.id);
      succeed('Category deleted successfully');
    } catch {
      fail('Failed to delete category');
    }
    setOpenRow(null);
    await load();
  }

  async function onFeature(c: Category) {
    try {
      await addFeatured(c.id);
      succeed('Category added to featured');
    } catch {
      fail('Failed to add category to featured');
    }
    setOpenRow(null);
    await load();
  }

  async function onUnfeature(item: FeaturedItem) {
    try {
      await removeFeatured(item.link.id);
      succeed('Category removed from featured');
    } catch {
      fail('Failed to remove category from featured');
    }
    await load();
  }

  async function onReorder(next: FeaturedItem[]) {
    setFeatured(next);
    setReordering(true);
    try {
      await reorderFeatured(next.map((i) => i.id));
      succeed('Featured categories order updated');
    } catch {
      fail('Failed to update featured categories order');
      await load();
    } finally {
      setReordering(false);
    }
  }

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title="Categories" action={{ label: 'Create Category', onClick: () => modal.openFor(null) }} />
      <Banners error={banners.error} success={banners.success} />
      {categories === null ? (
        <ListSkeleton label="Loading categories" rows={6} />
      ) : (
        <>
          <FeaturedCategories items={featured} busy={reordering} onReorder={(n) => void onReorder(n)} onRemove={(i) => void onUnfeature(i)} />
          <section aria-labelledby="all-categories-heading">
            <h2 id="all-categories-heading" className="mb-3 text-lg font-semibold text-fg">
              All Categories
            </h2>
            <ul className="flex flex-col gap-2">
              {categories.map((c) => (
                <CategoryRow
                  key={c.id}
                  category={c}
                  featured={featuredIds.has(c.id)}
                  open={openRow === c.id}
                  onOpen={(o) => setOpenRow(o ? c.id : null)}
                  onFeature={() => void onFeature(c)}
                  onEdit={() => modal.openFor(c)}
                  onDelete={() => void onDelete(c)}
                />
              ))}
            </ul>
          </section>
        </>
      )}
      <CategoryFormModal open={modal.open} category={modal.editing} onClose={modal.close} onSave={onSave} />
    </section>
  );
}
