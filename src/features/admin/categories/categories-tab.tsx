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
import { tr, useT } from '../../../i18n';

function toItems(links: FeaturedCategory[]): FeaturedItem[] {
  return links.map((link) => {
    const c = link.expand?.category;
    return { id: link.category, label: c?.name ?? link.category, locked: !!c?.protected, link };
  });
}

export default function CategoriesTab() {
  const t = useT('admin');
  const modal = useEditModal<Category>();
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [reordering, setReordering] = useState(false);
  const banners = useBanners();
  const { fail, succeed } = banners;

  const data = useCategoriesData(() => fail(tr('admin', 'categories.load_failed')));
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
    succeed(id ? t('categories.updated') : t('categories.created'));
    await load();
  }

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(c: Category) {
    // Deleting keeps the videos: they only lose this category (docs/api-admin.md).
    const description = t('categories.delete_confirm', { count: c.video_count });
    if (!(await ask({ title: t('categories.delete_title'), description, confirmLabel: t('categories.delete_button') }))) return;
    try {
      await deleteCategory(c.id);
      succeed(t('categories.deleted'));
    } catch {
      fail(t('categories.delete_failed'));
    }
    setOpenRow(null);
    await load();
  }

  async function onFeature(c: Category) {
    try {
      await addFeatured(c.id);
      succeed(t('categories.featured_added'));
    } catch {
      fail(t('categories.featured_add_failed'));
    }
    setOpenRow(null);
    await load();
  }

  async function onUnfeature(item: FeaturedItem) {
    try {
      await removeFeatured(item.link.id);
      succeed(t('categories.featured_removed'));
    } catch {
      fail(t('categories.featured_remove_failed'));
    }
    await load();
  }

  async function onReorder(next: FeaturedItem[]) {
    setFeatured(next);
    setReordering(true);
    try {
      await reorderFeatured(next.map((i) => i.id));
      succeed(t('categories.order_updated'));
    } catch {
      fail(t('categories.order_failed'));
      await load();
    } finally {
      setReordering(false);
    }
  }

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.categories')} action={{ label: t('categories.create'), onClick: () => modal.openFor(null) }} />
      <Banners error={banners.error} success={banners.success} />
      {categories === null ? (
        <ListSkeleton label={t('categories.loading')} rows={6} />
      ) : (
        <>
          <FeaturedCategories items={featured} busy={reordering} onReorder={(n) => void onReorder(n)} onRemove={(i) => void onUnfeature(i)} />
          <section aria-labelledby="all-categories-heading">
            <h2 id="all-categories-heading" className="mb-3 text-lg font-semibold text-fg">
              {t('categories.all')}
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
