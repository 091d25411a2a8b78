// Partners tab (management spec §2, §8): featured partners (with a banner) and the others,
// each list drag-reorderable; the order saved is featured first, then the others, and
// display_order becomes each partner's index. A failed reorder reloads the list.
import { useState } from 'react';
import { toUserError } from '../../../data/errors';
import type { Partner } from '../../../data/types';
import { btnGhost } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { SortableList, type SortableItem } from '../sortable-list';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { useEditModal, useTabList } from '../use-tab-list';
import { bannerUrl, deletePartner, isFeatured, listPartners, reorderPartners, savePartner, setBanner } from './api';
import { PartnerFormModal, type PartnerSubmit } from './partner-form-modal';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useT, tr } from '../../../i18n';

interface PartnerItem extends SortableItem {
  partner: Partner;
}
const toItem = (p: Partner): PartnerItem => ({ id: p.id, label: p.name, partner: p });

export default function PartnersTab() {
  const t = useT('admin');
  const [reordering, setReordering] = useState(false);
  const banners = useBanners();
  const { fail, succeed } = banners;
  const { items: partners, setItems: setPartners, load } = useTabList(['admin', 'partners'], listPartners, tr('admin', 'partners.load_failed'), fail);
  const modal = useEditModal<Partner>();

  const list = partners ?? [];
  const featured = list.filter(isFeatured);
  const others = list.filter((p) => !isFeatured(p));

  async function onSave(id: string | null, { data, banner, removeBanner }: PartnerSubmit) {
    let saved: Partner;
    try {
      saved = await savePartner(id, id ? data : { ...data, display_order: list.length });
    } catch (err) {
      throw new Error(toUserError(err, t('partners.save_failed')));
    }
    // From here on the partner exists: a retry edits it instead of adding a second one.
    modal.setEditing(saved);
    if (banner || (removeBanner && saved.banner)) {
      try {
        await setBanner(saved.id, banner);
      } catch {
        await load();
        throw new Error(t('partners.banner_failed'));
      }
    }
    modal.close();
    succeed(t('partners.saved'));
    await load();
  }

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(p: Partner) {
    if (!(await ask({ title: t('partners.delete_title'), description: t('partners.delete_confirm', { name: p.name }), confirmLabel: t('partners.delete_button') }))) return;
    try {
      await deletePartner(p.id);
      succeed(t('partners.deleted'));
    } catch {
      fail(t('partners.delete_failed'));
    }
    await load();
  }

  async function onReorder(nextFeatured: Partner[], nextOthers: Partner[]) {
    const next = [...nextFeatured, ...nextOthers];
    setPartners(next);
    setReordering(true);
    try {
      await reorderPartners(next.map((p) => p.id));
      succeed(t('partners.order_updated'));
    } catch {
      fail(t('partners.order_failed'));
      await load();
    } finally {
      setReordering(false);
    }
  }

  const row = (item: PartnerItem) => {
    const p = item.partner;
    const img = bannerUrl(p);
    return (
      <>
        {img ? <img src={img} alt="" className="hidden h-10 w-20 shrink-0 rounded object-cover sm:block" /> : null}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-fg">{p.name}</span>
          <span className="block truncate text-xs text-muted">{p.url}</span>
        </span>
        <button
          type="button"
          className={`${btnGhost} px-3`}
          aria-label={t('common.edit_named', { name: p.name })}
          onClick={() => modal.openFor(p)}
        >
          {t('common.edit')}
        </button>
        <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={t('common.delete_named', { name: p.name })} onClick={() => void onDelete(p)}>
          {t('common.delete')}
        </button>
      </>
    );
  };

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.partners')} action={{ label: t('partners.add'), onClick: () => modal.openFor(null) }} />
      <Banners error={banners.error} success={banners.success} />
      {partners === null ? (
        <ListSkeleton label={t('partners.loading')} rows={4} />
      ) : (
        <>
          <section aria-labelledby="featured-partners" className="mb-8">
            <h2 id="featured-partners" className="mb-3 text-lg font-semibold text-fg">
              {t('partners.featured')}
            </h2>
            {featured.length ? (
              <SortableList
                label={t('partners.featured_list')}
                items={featured.map(toItem)}
                disabled={reordering}
                onReorder={(next) => void onReorder(next.map((i) => i.partner), others)}
                renderItem={row}
              />
            ) : (
              <p className="text-sm text-muted">{t('partners.featured_none')}</p>
            )}
          </section>
          <section aria-labelledby="other-partners">
            <h2 id="other-partners" className="mb-3 text-lg font-semibold text-fg">
              {t('partners.others')}
            </h2>
            {others.length ? (
              <SortableList
                label={t('partners.others_list')}
                items={others.map(toItem)}
                disabled={reordering}
                onReorder={(next) => void onReorder(featured, next.map((i) => i.partner))}
                renderItem={row}
              />
            ) : (
              <p className="text-sm text-muted">{t('partners.others_none')}</p>
            )}
          </section>
        </>
      )}
      <PartnerFormModal open={modal.open} partner={modal.editing} onClose={modal.close} onSave={onSave} />
    </section>
  );
}
