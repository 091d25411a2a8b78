// Categories tab (management spec: Category management; §4, §8). Protected categories
// (trending, newest) come first and cannot be edited, deleted, unfeatured or dragged.
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Category, FeaturedCategory } from '../../../data/types';
import { Banners } from '../../../ui/banners';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { useEditModal } from '../use-tab-list';
import {
  addFeatured,
  deleteCategory,
  reorderFeatured,
  removeFeatured,
  saveCategory,
  useCategoriesData,
} from './api';
import { CategoryFormModal } from './category-form-modal';
import { useCategorySave } from './use-category-save';
import { CategoryRow } from './category-row';
import { sortCategories } from './category-rules';
import { FeaturedCategories, type FeaturedItem } from './featured-categories';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useT } from '../../../i18n';

function toItems(links: FeaturedCategory[]): FeaturedItem[] {
  return links.map((link) => {
    const c = link.expand?.category;
    return { id: link.category, label: c?.name ?? link.category, locked: !!c?.protected, link };
  });
}

/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.categories';
const KEY = ['admin', 'categories'];

export default function CategoriesTab() {
  const t = useT('admin');
  const modal = useEditModal<Category>();
  const [openRow, setOpenRow] = useState<string | null>(null);
  const banners = useBanners(SCOPE);

  const data = useCategoriesData(SCOPE);
  const categories = useMemo(() => (data.data ? sortCategories(data.data.categories) : data.isError ? [] : null), [data.data, data.isError]);
  const loadedFeatured = useMemo(() => toItems(data.data?.featured ?? []), [data.data]);
  // A reorder shows at once, until the reload after it brings the server's order.
  const [reordered, setFeatured] = useState<FeaturedItem[] | null>(null);
  const featured = reordered ?? loadedFeatured;
  const featuredIds = useMemo(() => new Set(featured.map((f) => f.id)), [featured]);

  // Every write asks the tab's data again once settled, and closes the open row.
  const write = { scope: SCOPE, invalidates: [KEY] };
  const done = () => setOpenRow(null);
  const save = useCategorySave({
    mutationFn: saveCategory,
    scope: SCOPE,
    key: KEY,
    onSaved: () => {
      modal.close();
      done();
    },
  });
  const remove = useMutation({ mutationFn: (c: Category) => deleteCategory(c.id), onSettled: done, meta: { ...write, success: t('categories.deleted'), error: t('categories.delete_failed') } });
  const feature = useMutation({ mutationFn: (c: Category) => addFeatured(c.id), onSettled: done, meta: { ...write, success: t('categories.featured_added'), error: t('categories.featured_add_failed') } });
  const unfeature = useMutation({ mutationFn: (item: FeaturedItem) => removeFeatured(item.link.id), meta: { ...write, success: t('categories.featured_removed'), error: t('categories.featured_remove_failed') } });
  const reorder = useMutation({
    onMutate: (next: FeaturedItem[]) => setFeatured(next),
    mutationFn: (next: FeaturedItem[]) => reorderFeatured(next.map((i) => i.id)),
    // The server's order (the reload's) replaces the one shown.
    onSettled: () => setFeatured(null),
    meta: { ...write, success: t('categories.order_updated'), error: t('categories.order_failed') },
  });

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(c: Category) {
    // Deleting keeps the videos: they only lose this category (docs/api-admin.md).
    const description = t('categories.delete_confirm', { count: c.video_count });
    if (!(await ask({ title: t('categories.delete_title'), description, confirmLabel: t('categories.delete_button') }))) return;
    remove.mutate(c);
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
          <FeaturedCategories items={featured} busy={reorder.isPending} onReorder={(n) => reorder.mutate(n)} onRemove={(i) => unfeature.mutate(i)} />
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
                  onFeature={() => feature.mutate(c)}
                  onEdit={() => modal.openFor(c)}
                  onDelete={() => void onDelete(c)}
                />
              ))}
            </ul>
          </section>
        </>
      )}
      <CategoryFormModal open={modal.open} category={modal.editing} onClose={modal.close} onSave={(id, input) => save.mutateAsync({ id, input })} />
    </section>
  );
}
