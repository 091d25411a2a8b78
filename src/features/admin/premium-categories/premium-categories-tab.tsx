// Premium Categories tab (management spec §2, §5): list, create/edit modal (name and slug
// required, meta title and description), and which premium videos belong to each.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PremiumCategory } from '../../../data/types';
import { btnGhost } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { useCategorySave } from '../categories/use-category-save';
import { CategoryFormModal } from '../categories/category-form-modal';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { useEditModal, useTabList } from '../use-tab-list';
import { deletePremiumCategory, listPremiumCategories, savePremiumCategory } from './api';
import { CategoryVideos } from './category-videos';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useT, tr } from '../../../i18n';

/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.premium-categories';
const KEY = ['admin', 'premium-categories'];

export default function PremiumCategoriesTab() {
  const t = useT('admin');
  const [selected, setSelected] = useState<PremiumCategory | null>(null);
  const banners = useBanners(SCOPE);
  const { items: list } = useTabList(KEY, listPremiumCategories, SCOPE, () => tr('admin', 'categories.load_failed'));
  const modal = useEditModal<PremiumCategory>();

  const save = useCategorySave({ mutationFn: savePremiumCategory, scope: SCOPE, key: KEY, onSaved: modal.close });
  const remove = useMutation({
    mutationFn: async (c: PremiumCategory) => {
      await deletePremiumCategory(c.id);
      setSelected((s) => (s?.id === c.id ? null : s));
    },
    meta: { scope: SCOPE, success: t('categories.deleted'), error: t('categories.delete_failed'), invalidates: [KEY] },
  });

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(c: PremiumCategory) {
    if (!(await ask({ title: t('premium_categories.delete_title'), description: t('premium_categories.delete_confirm'), confirmLabel: t('categories.delete_button') }))) return;
    remove.mutate(c);
  }

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
      {selected ? <CategoryVideos key={selected.id} category={selected} scope={SCOPE} /> : null}
      <CategoryFormModal noun="Premium Category" open={modal.open} category={modal.editing} onClose={modal.close} onSave={(id, input) => save.mutateAsync({ id, input })} />
    </section>
  );
}
