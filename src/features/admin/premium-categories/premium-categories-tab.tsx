// Premium Categories tab (management spec §2, §5): list, create/edit modal (name and slug
// required, meta title and description), and which premium videos belong to each.
import { useCallback, useState } from 'react';
import type { PremiumCategory } from '../../../data/types';
import { btnGhost } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { categorySaveError } from '../categories/api';
import { CategoryFormModal } from '../categories/category-form-modal';
import type { CategoryInput } from '../categories/category-rules';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { useEditModal, useTabList } from '../use-tab-list';
import { deletePremiumCategory, listPremiumCategories, savePremiumCategory } from './api';
import { CategoryVideos } from './category-videos';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useT, tr } from '../../../i18n';

export default function PremiumCategoriesTab() {
  const t = useT('admin');
  const [selected, setSelected] = useState<PremiumCategory | null>(null);
  const banners = useBanners();
  const { fail, succeed } = banners;
  const { items: list, load } = useTabList(['admin', 'premium-categories'], listPremiumCategories, tr('admin', 'categories.load_failed'), fail);
  const modal = useEditModal<PremiumCategory>();

  async function onSave(id: string | null, data: CategoryInput) {
    try {
      await savePremiumCategory(id, data);
    } catch (err) {
      throw new Error(categorySaveError(err));
    }
    modal.close();
    succeed(id ? t('categories.updated') : t('categories.created'));
    await load();
  }

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(c: PremiumCategory) {
    if (!(await ask({ title: t('premium_categories.delete_title'), description: t('premium_categories.delete_confirm'), confirmLabel: t('categories.delete_button') }))) return;
    try {
      await deletePremiumCategory(c.id);
      if (selected?.id === c.id) setSelected(null);
      succeed(t('categories.deleted'));
    } catch {
      fail(t('categories.delete_failed'));
    }
    await load();
  }

  const onDone = useCallback((ok: boolean, text: string) => (ok ? succeed(text) : fail(text)), [succeed, fail]);

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.premium_categories')} action={{ label: t('premium_categories.create'), onClick: () => modal.openFor(null) }} />
      <Banners error={banners.error} success={banners.success} />
      {list === null ? (
        <ListSkeleton label={t('categories.loading')} rows={3} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('premium_categories.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('premium_categories.list')}>
          {list.map((c) => (
            <li key={c.id} data-testid="premium-category-row" data-slug={c.slug} className="flex min-h-14 flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-3 py-1">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-fg">{c.name}</span>
                <span className="block truncate text-xs text-muted">{c.slug}</span>
              </span>
              <button type="button" className={`${btnGhost} px-3`} aria-pressed={selected?.id === c.id} aria-label={t('premium_categories.videos_in', { name: c.name })} onClick={() => setSelected(selected?.id === c.id ? null : c)}>
                {t('tabs.videos')}
              </button>
              <button
                type="button"
                className={`${btnGhost} px-3`}
                aria-label={t('common.edit_named', { name: c.name })}
                onClick={() => modal.openFor(c)}
              >
                {t('common.edit')}
              </button>
              <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={t('common.delete_named', { name: c.name })} onClick={() => void onDelete(c)}>
                {t('common.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected ? <CategoryVideos key={selected.id} category={selected} onDone={onDone} /> : null}
      <CategoryFormModal noun="Premium Category" open={modal.open} category={modal.editing} onClose={modal.close} onSave={onSave} />
    </section>
  );
}
